import type { Faker, Randomizer } from '@faker-js/faker'
// The one locale the seed uses: the package's root module loads all sixty, 17 MB of heap the server
// kept for good (it loads this module at start, through the seed and accounts).
import { faker as fakerEnIn } from '@faker-js/faker/locale/en_IN'
import { avatarUrl, bannerUrl, logoUrl, parseBannerSize } from '../media/avatar'
import {
  AGE_GROUPS,
  AGE_GROUP_BOUNDS,
  CITIES,
  GENDERS,
  TALENT_TYPES,
  ageGroupOf,
  type AgeGroup,
  type Gender,
  type ProjectType,
  type TalentType,
} from '../vocabulary'
import type { banners, brands, categories, feeds, recruiterProfiles, talentProfiles, users } from './schema'
import { slugify } from '../slug'

/**
 * Deterministic builders for seed data and tests (the Epic Stack way: the seed reuses the test factories).
 * Every builder takes a Faker and an index; the same seed and index always give the same row.
 */

export type NewUser = typeof users.$inferInsert
export type NewTalentProfile = typeof talentProfiles.$inferInsert
export type NewRecruiterProfile = typeof recruiterProfiles.$inferInsert
export type NewCategory = typeof categories.$inferInsert
export type NewBanner = typeof banners.$inferInsert
export type NewBrand = typeof brands.$inferInsert
export type NewFeed = typeof feeds.$inferInsert

/** A profile before its user exists: the seeder fills userId from the inserted user. */
export type TalentProfileDraft = Omit<NewTalentProfile, 'userId'>
export type RecruiterProfileDraft = Omit<NewRecruiterProfile, 'userId'>

export interface TalentDraft {
  user: NewUser
  profile: TalentProfileDraft
}

export interface RecruiterDraft {
  user: NewUser
  profile: RecruiterProfileDraft
}

/** The one seed every generated value descends from. Changing it changes the whole demo dataset. */
export const SEED = 20_250_301

// ---------------------------------------------------------------------------------------------------
// Randomness

/**
 * sfc32 seeded through splitmix32. Faker's default Mersenne Twister costs ~25 µs per reseed, which is
 * 2.5 s of a 100k-talent seed when every talent gets its own seed; this costs nanoseconds.
 */
function createRandomizer(initial: number | number[]): Randomizer {
  let a = 0
  let b = 0
  let c = 0
  let d = 0
  const next32 = (): number => {
    const t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return t >>> 0
  }
  const seed = (value: number | number[]): void => {
    let state = 0x9e3779b9
    const splitmix = (): number => {
      state = (state + 0x9e3779b9) | 0
      let z = state
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
      return (z ^ (z >>> 16)) >>> 0
    }
    for (const part of Array.isArray(value) ? value : [value]) {
      state = (state ^ Math.imul(Math.trunc(part) | 0, 0x27d4eb2d)) | 0
      splitmix()
    }
    a = splitmix()
    b = splitmix()
    c = splitmix()
    d = splitmix()
    for (let i = 0; i < 12; i++) next32()
  }
  seed(initial)
  return { next: () => next32() / 0x1_0000_0000, seed }
}

/** A Faker with Indian English first, falling back to English, seeded for reproducible output. */
export function createFaker(seed: number | number[] = SEED): Faker {
  // The locale entry exports an instance only: its class, and its definitions (en_IN over en over base).
  const FakerClass = fakerEnIn.constructor as typeof Faker
  return new FakerClass({ locale: fakerEnIn.rawDefinitions, randomizer: createRandomizer(seed) })
}

/** The seed of the talent at a given index, so talent n is the same however the load was batched. */
export function talentSeed(index: number): number[] {
  return [SEED, 1, index]
}

export function recruiterSeed(index: number): number[] {
  return [SEED, 2, index]
}

function weighted<T>(faker: Faker, entries: readonly (readonly [T, number])[]): T {
  return faker.helpers.weightedArrayElement(entries.map(([value, weight]) => ({ value, weight })))
}

/** Up to count distinct values, drawn by weight without replacement. */
function weightedDistinct<T>(faker: Faker, entries: readonly (readonly [T, number])[], count: number): T[] {
  const pool = [...entries]
  const picked: T[] = []
  while (picked.length < count && pool.length > 0) {
    const total = pool.reduce((sum, [, weight]) => sum + weight, 0)
    let roll = faker.number.float({ min: 0, max: total })
    let at = pool.findIndex(([, weight]) => (roll -= weight) <= 0)
    if (at < 0) at = pool.length - 1
    const [entry] = pool.splice(at, 1)
    if (entry) picked.push(entry[0])
  }
  return picked
}

function chance(faker: Faker, probability: number): boolean {
  return faker.number.float({ min: 0, max: 1 }) < probability
}

// ---------------------------------------------------------------------------------------------------
// Identifiers

/** A short, URL-safe id that looks random but is a bijection of the index (no collisions below 2^32). */
export function shortId(index: number): string {
  return (Math.imul((index ^ 0x5bd1e995) >>> 0, 0x9e3779b1) >>> 0).toString(36).padStart(7, '0')
}

const TALENT_USERID_PREFIX = 'TAL'
const RECRUITER_USERID_PREFIX = 'REC'

/** USERID of the seeded talent at an index: TAL000042. appendTalents continues after the highest. */
export function talentUserId(index: number): string {
  return `${TALENT_USERID_PREFIX}${String(index).padStart(6, '0')}`
}

export function recruiterUserId(index: number): string {
  return `${RECRUITER_USERID_PREFIX}${String(index).padStart(6, '0')}`
}

/** Matches the USERIDs talentUserId makes, to find where appending should continue. */
export const TALENT_USERID_PATTERN = '^TAL[0-9]{6,9}$'

// ---------------------------------------------------------------------------------------------------
// People: names fitting the city

/** A readable list literal that formatters leave alone: comma-separated, line breaks ignored. */
function words(strings: TemplateStringsArray): readonly string[] {
  return (strings.raw[0] ?? '')
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean)
}

type NamePool =
  | 'hindi'
  | 'punjabi'
  | 'marathi'
  | 'gujarati'
  | 'konkani'
  | 'kannada'
  | 'tamil'
  | 'telugu'
  | 'malayalam'
  | 'bengali'
  | 'odia'
  | 'northeast'
  | 'urdu'
  | 'parsi'
  | 'western'

interface Names {
  male: readonly string[]
  female: readonly string[]
  last: readonly string[]
  language: string
}

/** Exported for bench/engine.mjs, which gives the engine the seed's name words as the catalog's. */
export const NAMES: Record<NamePool, Names> = {
  hindi: {
    male: words`Aarav, Vivaan, Aditya, Arjun, Rohan, Kabir, Ishaan, Rahul, Amit, Vikram, Siddharth, Karan, Yash,
      Harsh, Nikhil, Pranav, Manish, Deepak, Anurag, Saurabh, Gaurav, Mohit, Ankit, Rajat, Abhay,
      Shivam, Utkarsh, Devansh`,
    female: words`Aanya, Ananya, Priya, Neha, Pooja, Kavya, Riya, Shreya, Ishita, Sneha, Nandini, Aditi, Tanvi,
      Divya, Meera, Radhika, Anjali, Shruti, Kritika, Swati, Nidhi, Pallavi, Sakshi, Muskan, Khushboo,
      Garima, Vani, Avni`,
    last: words`Sharma, Verma, Gupta, Mishra, Srivastava, Tiwari, Pandey, Agarwal, Chauhan, Yadav, Saxena,
      Rastogi, Tripathi, Dubey, Bhatnagar, Mathur, Rajput, Singh, Kapoor, Malhotra, Khanna, Chaturvedi,
      Joshi, Rathore, Shekhawat, Jain, Bhardwaj, Kashyap`,
    language: 'Hindi',
  },
  punjabi: {
    male: words`Gurpreet, Harpreet, Jaspreet, Manpreet, Karanveer, Navdeep, Amrit, Harjot, Jasraj, Parminder,
      Rajveer, Sukhwinder, Tejinder, Gagandeep, Angad, Ekam, Arshdeep`,
    female: words`Harleen, Simran, Jasleen, Navneet, Gurleen, Mehak, Kirandeep, Manjot, Noor, Prabhleen, Sukhmani,
      Rupinder, Taranjeet, Avneet, Jannat, Ishmeet`,
    last: words`Gill, Sandhu, Dhillon, Sidhu, Grewal, Bajwa, Brar, Randhawa, Ahluwalia, Bedi, Chadha, Sethi,
      Kohli, Arora, Bhatia, Walia, Sodhi, Virk`,
    language: 'Punjabi',
  },
  marathi: {
    male: words`Omkar, Sai, Tejas, Shreyas, Prathamesh, Siddhesh, Atharva, Vinayak, Sahil, Rohit, Nilesh, Aniket,
      Chinmay, Soham, Varun, Kedar, Mandar, Swapnil, Yogesh, Aditya`,
    female: words`Gauri, Sayali, Mrunal, Rutuja, Aishwarya, Madhura, Snehal, Prajakta, Manasi, Sanika, Ketaki,
      Shalaka, Vaishnavi, Tejaswini, Amruta, Ruchita, Pranali, Sharvari`,
    last: words`Patil, Deshmukh, Kulkarni, Joshi, Pawar, Jadhav, Shinde, More, Gokhale, Deshpande, Sawant,
      Bhosale, Kale, Apte, Gadgil, Phadke, Chavan, Naik, Salunkhe, Mhatre`,
    language: 'Marathi',
  },
  gujarati: {
    male: words`Hardik, Parth, Dhruv, Jay, Kunal, Mihir, Nirav, Chirag, Jignesh, Krunal, Ronak, Tushar, Vatsal,
      Darshan, Hemang, Aakash`,
    female: words`Krupa, Hetal, Khushi, Jinal, Dhara, Foram, Riddhi, Siddhi, Urvi, Mansi, Palak, Rupal, Vidhi,
      Zeel, Bhoomi, Hiral`,
    last: words`Patel, Shah, Mehta, Desai, Parikh, Trivedi, Pandya, Bhatt, Thakkar, Vyas, Dave, Amin, Solanki,
      Raval, Kothari, Sheth`,
    language: 'Gujarati',
  },
  konkani: {
    male: words`Savio, Joel, Clive, Neil, Russel, Shane, Ajit, Rohan, Pradeep, Glen, Elton`,
    female: words`Sonia, Rhea, Tanya, Alisha, Sheryl, Maria, Ria, Larissa, Anisha, Freya, Celine`,
    last: words`Fernandes, D'Souza, Rodrigues, Pereira, Kamat, Sardesai, Gaonkar, Shet, Dias, Colaco, Prabhu,
      Borkar, Menezes`,
    language: 'Konkani',
  },
  kannada: {
    male: words`Prajwal, Chiranth, Darshan, Kiran, Manjunath, Naveen, Rakshith, Shashank, Suhas, Yashas, Vikas,
      Abhishek, Harsha, Pavan, Girish, Vinay`,
    female: words`Apoorva, Bhavana, Chaitra, Deepika, Kavana, Meghana, Nayana, Pavithra, Rashmi, Sahana, Shwetha,
      Sindhu, Spoorthi, Varsha, Ramya, Anusha`,
    last: words`Gowda, Hegde, Shetty, Rao, Kamath, Bhat, Nayak, Acharya, Murthy, Shenoy, Pai, Prasad, Ballal,
      Karanth`,
    language: 'Kannada',
  },
  tamil: {
    male: words`Arun, Karthik, Vignesh, Surya, Prakash, Dinesh, Senthil, Harish, Gautham, Balaji, Aravind,
      Saravanan, Vijay, Ashwin, Kathir, Raghav, Madhavan, Naveen`,
    female: words`Keerthana, Lakshmi, Priyanka, Nithya, Janani, Kavitha, Meenakshi, Revathi, Sangeetha, Shalini,
      Swetha, Abinaya, Gayathri, Harini, Yamini, Divya`,
    last: words`Subramanian, Ramasamy, Krishnan, Venkatesan, Sundaram, Natarajan, Raman, Iyer, Iyengar, Pillai,
      Murugan, Selvam, Rajendran, Srinivasan, Kannan, Arumugam`,
    language: 'Tamil',
  },
  telugu: {
    male: words`Venkat, Srinivas, Ravi, Charan, Mahesh, Pavan, Vamsi, Teja, Chaitanya, Karthikeya, Rajesh,
      Sandeep, Abhiram, Akhil, Sai Kiran, Harsha`,
    female: words`Sravani, Lavanya, Keerthi, Sirisha, Harika, Bhavya, Deepthi, Mounika, Swathi, Sahithi, Tejaswi,
      Pranathi, Niharika, Sowmya, Hima, Anusha`,
    last: words`Reddy, Naidu, Rao, Chowdary, Varma, Raju, Sastry, Goud, Murthy, Prasad, Kondapalli, Rachakonda,
      Vemula, Alluri, Gunturu`,
    language: 'Telugu',
  },
  malayalam: {
    male: words`Anand, Akhil, Sreejith, Vishnu, Rahul, Sanju, Jithin, Fahad, Abhijith, Midhun, Sooraj, Hari,
      Joseph, Arjun, Nikhil`,
    female: words`Aparna, Athira, Gopika, Nimisha, Reshma, Sreelakshmi, Anupama, Parvathy, Aswathy, Devika,
      Haritha, Sruthi, Meera, Anjali`,
    last: words`Nair, Menon, Pillai, Kurup, Panicker, Varghese, Thomas, Mathew, Kuriakose, Nambiar, Warrier,
      Jacob, Abraham, Cherian, Unnikrishnan`,
    language: 'Malayalam',
  },
  bengali: {
    male: words`Arnab, Sourav, Debashish, Anirban, Ritwik, Abhijit, Subhajit, Tanmoy, Rajdeep, Sayan, Kaushik,
      Soumya, Pritam, Ishan, Rohan`,
    female: words`Ishani, Moumita, Payel, Rituparna, Sohini, Srabanti, Tanushree, Debolina, Madhurima, Poulami,
      Sreyashi, Paromita, Ananya, Aditi`,
    last: words`Banerjee, Chatterjee, Mukherjee, Ganguly, Bose, Sen, Das, Ghosh, Dutta, Roy, Chakraborty,
      Bhattacharya, Sarkar, Mitra, Majumdar, Basu, Sengupta`,
    language: 'Bengali',
  },
  odia: {
    male: words`Subham, Biswajit, Debasis, Pradyumna, Satyajit, Sudhansu, Ashutosh, Chinmaya, Jagannath,
      Prasanna, Bibhu`,
    female: words`Sasmita, Lipsa, Sonali, Pragyan, Subhashree, Ipsita, Madhusmita, Itishree, Smita, Archana,
      Rashmita`,
    last: words`Mohanty, Patnaik, Mishra, Panda, Sahoo, Swain, Behera, Pradhan, Rath, Jena, Mohapatra, Routray`,
    language: 'Odia',
  },
  northeast: {
    male: words`Bhaskar, Dhruba, Himangshu, Jyotirmoy, Nilutpal, Partha, Rupam, Kaustav, Manash, Pranjal, Wanbor,
      Kyrshan, Daniel`,
    female: words`Ankita, Bornali, Dikshita, Gitanjali, Jahnavi, Nilakshi, Pallabi, Trishna, Ibadahun, Wandaka,
      Banri`,
    last: words`Baruah, Bora, Gogoi, Hazarika, Kalita, Saikia, Sarma, Deka, Phukan, Bordoloi, Lyngdoh,
      Kharkongor, Syiem, Marbaniang`,
    language: 'Assamese',
  },
  urdu: {
    male: words`Arsalan, Faizan, Imran, Rehan, Sameer, Zaid, Ayaan, Adnan, Farhan, Irfan, Junaid, Nadeem, Tariq,
      Yusuf, Kabir`,
    female: words`Aisha, Alina, Fatima, Mehreen, Nazia, Sana, Zoya, Hina, Iqra, Rukhsar, Sabah, Zainab, Noor,
      Alvira`,
    last: words`Khan, Siddiqui, Qureshi, Ansari, Sheikh, Syed, Hussain, Rizvi, Mirza, Baig, Naqvi, Farooqui,
      Pathan, Zaidi`,
    language: 'Urdu',
  },
  parsi: {
    male: words`Cyrus, Zubin, Farhad, Rustom, Darius, Jehan, Kaizad`,
    female: words`Dilnaz, Shirin, Anahita, Tanaz, Delna, Zenobia, Perizaad`,
    last: words`Irani, Mistry, Wadia, Contractor, Engineer, Batliwala, Dastur, Daruwala`,
    language: 'Gujarati',
  },
  western: {
    male: words`James, Oliver, Liam, Noah, Ethan, Lucas, Daniel, Ryan, Adam, Omar, Leo, Samuel, Marcus, Wei Jie,
      Mateo, Julien`,
    female: words`Olivia, Emma, Sophie, Chloe, Isla, Grace, Hannah, Zara, Maya, Leila, Amelia, Ava, Camille,
      Mei Ling, Sofia, Layla`,
    last: words`Smith, Brown, Wilson, Taylor, Clarke, Walker, Hughes, Evans, Martin, Lee, Tan, Lim, Wong, Hassan,
      Rahman, Garcia, Rossi, O'Brien, Murphy, Campbell, Tremblay, Chen, Santos, Cohen, Kim, Gagnon`,
    language: 'English',
  },
}

const UNISEX_NAMES = words`
  Kiran, Noor, Sasha, Ashu, Shashi, Sunny, Manu, Tej, Ari, Avi, Jai, Amrit, Simran, Harpreet, Navneet,
  Robin, Alex, Sam, Jordan, Riley, Quinn, Charlie, Jamie, Rain
`

const INDIAN_POOLS: readonly NamePool[] = [
  'hindi',
  'punjabi',
  'marathi',
  'gujarati',
  'kannada',
  'tamil',
  'telugu',
  'malayalam',
  'bengali',
  'odia',
  'northeast',
  'urdu',
]

interface CityProfile {
  /** Relative share of talents living there. */
  weight: number
  pools: readonly (readonly [NamePool, number])[]
  /** Share of people from elsewhere in India (metros draw people from everywhere). */
  cosmopolitan: number
  /** Languages heard locally besides the name pool's own. */
  local: readonly string[]
  international?: boolean
}

/**
 * Who lives where: city | share of talents | name pools by weight | share from elsewhere in India |
 * languages heard locally | "abroad" for cities outside India.
 */
const CITY_TABLE = `
  Mumbai             | 14  | marathi 5, gujarati 2, hindi 3, urdu 2, konkani 1, parsi 1 | 0.40 | Marathi
  Delhi              | 10  | hindi 6, punjabi 3, urdu 1       | 0.35 | Hindi
  Bengaluru          | 8   | kannada 6, tamil 1, telugu 1     | 0.45 | Kannada
  Chennai            | 6   | tamil 9, telugu 1                | 0.20 | Tamil
  Hyderabad          | 6   | telugu 6, urdu 3                 | 0.25 | Telugu, Urdu
  Kolkata            | 5   | bengali 9, hindi 1               | 0.15 | Bengali
  Pune               | 4   | marathi 8                        | 0.30 | Marathi
  Ahmedabad          | 3   | gujarati 9                       | 0.10 | Gujarati
  Jaipur             | 2   | hindi 8, urdu 2                  | 0.10 | Hindi, Rajasthani
  Lucknow            | 2   | hindi 6, urdu 4                  | 0.10 | Hindi, Urdu
  Chandigarh         | 2   | punjabi 7, hindi 3               | 0.10 | Punjabi, Hindi
  Kochi              | 2   | malayalam 10                     | 0.10 | Malayalam
  Goa                | 2   | konkani 7, marathi 2             | 0.30 | Konkani
  Indore             | 1.5 | hindi 8, urdu 2                  | 0.10 | Hindi
  Bhopal             | 1.5 | hindi 7, urdu 3                  | 0.10 | Hindi, Urdu
  Nagpur             | 1.5 | marathi 8, hindi 2               | 0.10 | Marathi
  Surat              | 1.5 | gujarati 10                      | 0.10 | Gujarati
  Vadodara           | 1.2 | gujarati 10                      | 0.10 | Gujarati
  Coimbatore         | 1.2 | tamil 9, malayalam 1             | 0.10 | Tamil
  Visakhapatnam      | 1.2 | telugu 10                        | 0.10 | Telugu
  Thiruvananthapuram | 1.2 | malayalam 9, tamil 1             | 0.10 | Malayalam
  Guwahati           | 1.2 | northeast 8, bengali 2           | 0.10 | Assamese
  Bhubaneswar        | 1.2 | odia 10                          | 0.10 | Odia
  Patna              | 1.2 | hindi 8, urdu 2                  | 0.05 | Hindi, Bhojpuri
  Ranchi             | 1   | hindi 8, urdu 2                  | 0.10 | Hindi
  Dehradun           | 1   | hindi 9, punjabi 1               | 0.15 | Hindi
  Amritsar           | 1   | punjabi 10                       | 0.05 | Punjabi
  Ludhiana           | 1   | punjabi 10                       | 0.05 | Punjabi
  Mysuru             | 1   | kannada 10                       | 0.10 | Kannada
  Mangaluru          | 1   | kannada 7, konkani 3             | 0.10 | Kannada, Tulu
  Noida              | 1.5 | hindi 8, urdu 2                  | 0.35 | Hindi
  Gurugram           | 1.5 | hindi 6, punjabi 3               | 0.40 | Hindi
  Navi Mumbai        | 1.5 | marathi 7, hindi 2               | 0.30 | Marathi
  Thane              | 1.5 | marathi 7, gujarati 2            | 0.25 | Marathi
  Udaipur            | 0.8 | hindi 8, urdu 2                  | 0.05 | Hindi, Rajasthani
  Jodhpur            | 0.8 | hindi 8, urdu 2                  | 0.05 | Hindi, Rajasthani
  Varanasi           | 0.8 | hindi 8, urdu 2                  | 0.05 | Hindi, Bhojpuri
  Kanpur             | 0.8 | hindi 8, urdu 2                  | 0.05 | Hindi
  Agra               | 0.8 | hindi 8, urdu 2                  | 0.05 | Hindi
  Shillong           | 0.6 | northeast 10                     | 0.10 | Khasi
  Dubai              | 1   | western 3, malayalam 3, urdu 2   | 0.30 | Arabic            | abroad
  London             | 1   | western 6, gujarati 2, punjabi 2 | 0.20 | English           | abroad
  Singapore          | 0.8 | western 6, tamil 4               | 0.10 | Malay, Mandarin   | abroad
  New York           | 0.8 | western 7, gujarati 1, hindi 1   | 0.20 | Spanish           | abroad
  Toronto            | 0.8 | western 5, punjabi 4             | 0.10 | French            | abroad
`

function isNamePool(name: string): name is NamePool {
  return Object.hasOwn(NAMES, name)
}

/** Parses CITY_TABLE once at load; a typo in it fails loudly here rather than skewing the data. */
function parseCityTable(table: string): Map<string, CityProfile> {
  const profiles = new Map<string, CityProfile>()
  for (const line of table
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const [city = '', weight = '', pools = '', cosmopolitan = '', local = '', abroad = ''] = line
      .split('|')
      .map((cell) => cell.trim())
    const parsedPools = pools.split(',').map((entry): [NamePool, number] => {
      const [pool = '', share = ''] = entry.trim().split(/\s+/)
      if (!isNamePool(pool) || !(Number(share) > 0)) throw new Error(`CITY_TABLE: bad name pool "${entry}" for ${city}`)
      return [pool, Number(share)]
    })
    profiles.set(city, {
      weight: Number(weight),
      pools: parsedPools,
      cosmopolitan: Number(cosmopolitan),
      local: local
        .split(',')
        .map((l) => l.trim())
        .filter(Boolean),
      international: abroad === 'abroad',
    })
  }
  return profiles
}

const CITY_PROFILES = parseCityTable(CITY_TABLE)

const FALLBACK_CITY: CityProfile = { weight: 1, pools: [['hindi', 1]], cosmopolitan: 0.5, local: [] }

function cityProfile(city: string): CityProfile {
  return CITY_PROFILES.get(city) ?? FALLBACK_CITY
}

const CITY_WEIGHTS: readonly (readonly [string, number])[] = CITIES.map((city) => [city, cityProfile(city).weight])

function namePoolFor(faker: Faker, city: string): NamePool {
  const profile = cityProfile(city)
  if (chance(faker, profile.cosmopolitan)) return faker.helpers.arrayElement(INDIAN_POOLS)
  return weighted(faker, profile.pools)
}

function personName(faker: Faker, pool: NamePool, gender: Gender): { firstName: string; lastName: string } {
  const names = NAMES[pool]
  const firstName =
    gender === 'Non-binary'
      ? faker.helpers.arrayElement(UNISEX_NAMES)
      : faker.helpers.arrayElement(gender === 'Female' ? names.female : names.male)
  return { firstName, lastName: faker.helpers.arrayElement(names.last) }
}

// ---------------------------------------------------------------------------------------------------
// Crafts: what each talent type does

interface Craft {
  noun: string
  projects: readonly (readonly [ProjectType, number])[]
  skills: readonly string[]
}

/** Indian classical and folk forms (and Bollywood): proper nouns, capitalised inside a sentence too. */
const INDIAN_DANCES = words`Kathak, Bharatanatyam, Odissi, Kuchipudi, Mohiniyattam, Bhangra, Garba, Lavani, Bihu, Bollywood`
const DANCE_FORMS = [
  ...INDIAN_DANCES,
  ...words`Hip-hop, Contemporary, Salsa, Jazz, Ballet, Krumping, Locking and popping, Freestyle, Choreography`,
]
/** What an actor or model who also dances most likely trained in. */
const CROSSOVER_DANCES = [...INDIAN_DANCES, 'Hip-hop', 'Contemporary']

/** The classical or folk form a dancer from that region most likely trained in. */
const REGIONAL_DANCE: Partial<Record<NamePool, string>> = {
  hindi: 'Kathak',
  urdu: 'Kathak',
  punjabi: 'Bhangra',
  gujarati: 'Garba',
  marathi: 'Lavani',
  tamil: 'Bharatanatyam',
  telugu: 'Kuchipudi',
  malayalam: 'Mohiniyattam',
  odia: 'Odissi',
  northeast: 'Bihu',
  kannada: 'Bharatanatyam',
}

const CRAFTS: Record<TalentType, Craft> = {
  Actor: {
    noun: 'actor',
    projects: [
      ['Film', 5],
      ['Web Series', 5],
      ['TV Commercial', 4],
      ['Theatre', 3],
      ['Music Video', 1],
      ['Brand Collaboration', 1],
      ['Dubbing & Voice', 1],
    ],
    skills: words`Method acting, Improvisation, Meisner technique, Stage acting, Camera acting, Comedy timing,
      Monologues, Dialect work, Emotional range, Stage combat, Action sequences, Horse riding,
      Voice modulation, Script reading, Mime`,
  },
  Model: {
    noun: 'model',
    projects: [
      ['Print & Fashion', 6],
      ['TV Commercial', 4],
      ['Brand Collaboration', 4],
      ['Music Video', 2],
      ['Events & Live', 2],
      ['Film', 1],
    ],
    skills: words`Runway, Editorial posing, Commercial print, Catalogue shoots, Ethnic wear, Bridal wear,
      Fitness modelling, Hand modelling, Lookbook shoots, Jewellery modelling, Beauty close-ups,
      Expressions, Swimwear`,
  },
  'Voiceover Artist': {
    noun: 'voiceover artist',
    projects: [
      ['Dubbing & Voice', 7],
      ['TV Commercial', 4],
      ['Film', 2],
      ['Web Series', 2],
      ['Brand Collaboration', 1],
      ['Events & Live', 1],
    ],
    skills: words`Dubbing, Lip-sync dubbing, Character voices, Narration, Audiobooks, Radio jingles, IVR prompts,
      Animation voices, E-learning, Documentary voiceover, Promo voice, Accents, Live anchoring`,
  },
  Dancer: {
    noun: 'dancer',
    projects: [
      ['Music Video', 5],
      ['Events & Live', 5],
      ['Film', 3],
      ['Theatre', 2],
      ['TV Commercial', 2],
      ['Web Series', 1],
    ],
    skills: DANCE_FORMS,
  },
  'Content Creator': {
    noun: 'content creator',
    projects: [
      ['Brand Collaboration', 7],
      ['Web Series', 2],
      ['Music Video', 2],
      ['Events & Live', 2],
      ['TV Commercial', 2],
      ['Print & Fashion', 1],
    ],
    skills: words`Video editing, Short-form video, Reels, Storytelling, Photography, Comedy sketches, Vlogging,
      Product reviews, Podcasting, Scriptwriting, Food content, Travel vlogging, Fashion styling,
      Live streaming, Motion graphics, Fitness content, Tech reviews`,
  },
}

/** Skills written as proper nouns keep their capital inside a sentence. */
const PROPER_SKILLS = new Set<string>([...INDIAN_DANCES, 'Meisner technique', 'IVR prompts'])

function inSentence(skill: string): string {
  return PROPER_SKILLS.has(skill) ? skill : skill.charAt(0).toLowerCase() + skill.slice(1)
}

const PROJECT_PHRASES: Record<ProjectType, string> = {
  Film: 'feature films',
  'Web Series': 'web series',
  'TV Commercial': 'TV commercials',
  'Music Video': 'music videos',
  'Print & Fashion': 'print and fashion shoots',
  Theatre: 'theatre productions',
  'Dubbing & Voice': 'dubbing projects',
  'Brand Collaboration': 'brand collaborations',
  'Events & Live': 'live events',
}

const TALENT_TYPE_WEIGHTS: readonly (readonly [TalentType, number])[] = [
  ['Actor', 30],
  ['Model', 22],
  ['Voiceover Artist', 12],
  ['Dancer', 16],
  ['Content Creator', 20],
]

const GENDER_WEIGHTS: readonly (readonly [Gender, number])[] = [
  ['Female', 48],
  ['Male', 46],
  ['Non-binary', 6],
]

const AGE_GROUP_WEIGHTS: readonly (readonly [AgeGroup, number])[] = [
  ['0-12', 4],
  ['13-17', 6],
  ['18-25', 30],
  ['26-35', 30],
  ['36-45', 15],
  ['46-60', 10],
  ['60+', 5],
]

const OLDEST_AGE = 82

// ---------------------------------------------------------------------------------------------------
// Dates

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** A birth date that makes someone exactly `age` whole years old on `today` (UTC). */
export function birthDateForAge(age: number, today: Date, daysPastBirthday: number): string {
  const birthday = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate()))
  // Between 1 and 360 days past the last birthday stays inside the age, even around 29 February.
  const days = Math.min(360, Math.max(1, Math.round(daysPastBirthday)))
  return isoDate(new Date(birthday.getTime() - days * 86_400_000))
}

/** Babies appear in ads and films; other crafts start a little later. */
const YOUNGEST_AGE: Record<TalentType, number> = {
  Actor: 1,
  Model: 1,
  'Voiceover Artist': 7,
  Dancer: 5,
  'Content Creator': 6,
}

function ageIn(faker: Faker, group: AgeGroup, talentType: TalentType): number {
  const { min, max } = AGE_GROUP_BOUNDS[group]
  const upper = max ?? OLDEST_AGE
  return faker.number.int({ min: Math.min(upper, Math.max(min, YOUNGEST_AGE[talentType])), max: upper })
}

// ---------------------------------------------------------------------------------------------------
// Prose

function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

function withArticle(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`
}

interface BioFacts {
  firstName: string
  city: string
  talentType: TalentType
  age: number
  skills: readonly string[]
  projectTypes: readonly ProjectType[]
  languages: readonly string[]
  years: number
}

function bioFor(faker: Faker, facts: BioFacts): string {
  const { firstName: name, city, age, years } = facts
  const noun = CRAFTS[facts.talentType].noun
  const [s1 = 'their craft', s2 = s1] = facts.skills.map(inSentence)
  const projects = facts.projectTypes.map((p) => PROJECT_PHRASES[p])
  const p1 = projects[0] ?? 'new projects'
  const pAll = listPhrase(projects.slice(0, 3))
  const langs = listPhrase(facts.languages.slice(0, 3))
  const yrs = years === 1 ? 'a year' : `${years} years`

  if (age <= 12) {
    return faker.helpers.arrayElement([
      `${name} is a bright young ${noun} from ${city} who loves ${s1}. Already seen in ${p1}; the profile is managed by a parent.`,
      `Cheerful and camera-friendly, ${name} is ${withArticle(noun)} from ${city} with a flair for ${s1}. A parent manages all bookings.`,
    ])
  }
  if (age <= 17) {
    return faker.helpers.arrayElement([
      `${name} is ${withArticle(noun)} from ${city} balancing school with ${s1} and ${s2}. Keen on ${p1}; a parent handles bookings.`,
      `Teen ${noun} based in ${city}, trained in ${s1}. ${name} speaks ${langs} and is excited about ${p1}.`,
    ])
  }
  switch (facts.talentType) {
    case 'Actor':
      return faker.helpers.arrayElement([
        `I'm a ${city}-based actor trained in ${s1} and ${s2}. Over ${yrs} I've worked across ${pAll}, and I love characters with real depth.`,
        `${name} is an actor from ${city} with a background in ${s1}. Known for ${s2} and an easy presence on camera, ${name} is keen on ${p1}.`,
        `Actor based in ${city}, comfortable performing in ${langs}. Trained in ${s1}, with ${yrs} of screen and stage work, and now looking for strong roles in ${pAll}.`,
      ])
    case 'Model':
      return faker.helpers.arrayElement([
        `${city}-based model with ${yrs} in ${pAll}. Strong at ${s1} and ${s2}, and easy to work with on long shoot days.`,
        `I'm a model from ${city} who loves ${s1} and ${s2}. I've worked on ${p1} and I'm always up for a bold creative brief.`,
        `${name} is a ${city} model known for ${s1}. Open to ${pAll}, with a portfolio built over ${yrs}.`,
      ])
    case 'Voiceover Artist':
      return faker.helpers.arrayElement([
        `Voiceover artist working from a home studio in ${city}. I voice ${pAll} in ${langs}, specialising in ${s1} and ${s2}.`,
        `${name} is a ${city}-based voice artist with ${yrs} behind the mic, specialising in ${s1}. Clean, warm delivery in ${langs}, with quick turnarounds.`,
        `From ${s1} to ${s2}, I bring scripts to life in ${langs}. Based in ${city} and recording ${p1} for ${yrs}.`,
      ])
    case 'Dancer':
      return faker.helpers.arrayElement([
        `Trained in ${s1} and ${s2}, I'm a ${city}-based dancer performing in ${pAll}.`,
        `${name} is a dancer from ${city} with ${yrs} on stage. ${s1.charAt(0).toUpperCase() + s1.slice(1)} is home ground, with ${s2} for ${p1}.`,
        `Choreographers in ${city} call ${name} for ${p1}. Fluent in ${s1} and ${s2}, and quick to pick up new routines.`,
      ])
    case 'Content Creator':
      return faker.helpers.arrayElement([
        `Content creator from ${city} making videos in ${langs}. My strengths are ${s1} and ${s2}, and I'm open to ${pAll}.`,
        `${city}-based content creator focused on ${s1} and ${s2}. ${name} has partnered on ${p1} for ${yrs} and loves stories that feel local.`,
        `${name} is a ${city} creator with a knack for ${s1} and ${s2}. Available for ${pAll}.`,
      ])
  }
}

// ---------------------------------------------------------------------------------------------------
// Talents

export interface TalentOverrides {
  firstName?: string
  lastName?: string
  talentType?: TalentType
  gender?: Gender
  ageGroup?: AgeGroup
  /** Exact age in whole years; wins over ageGroup. */
  age?: number
  city?: string
  projectTypes?: ProjectType[]
  languages?: string[]
  skills?: string[]
  /** The day ages are computed against (default: now). */
  today?: Date
  /** Applied last, over everything built. */
  user?: Partial<NewUser>
  profile?: Partial<TalentProfileDraft>
}

/** How many of the first talents rotate through every vocabulary value, so any seed ≥ 45 covers them all. */
const COVERAGE_TALENTS = CITIES.length

/**
 * Builds the talent at index (1-based for seeded talents). Does not reseed: call
 * `faker.seed(talentSeed(index))` first when the same index must always give the same talent.
 */
export function buildTalent(faker: Faker, index: number, overrides: TalentOverrides = {}): TalentDraft {
  const slot = index - 1
  const covering = slot >= 0 && slot < COVERAGE_TALENTS
  const today = overrides.today ?? new Date()

  const talentType =
    overrides.talentType ??
    (covering ? TALENT_TYPES[slot % TALENT_TYPES.length] : undefined) ??
    weighted(faker, TALENT_TYPE_WEIGHTS)
  const gender =
    overrides.gender ?? (covering ? GENDERS[slot % GENDERS.length] : undefined) ?? weighted(faker, GENDER_WEIGHTS)
  const ageGroup =
    overrides.ageGroup ??
    (covering ? AGE_GROUPS[slot % AGE_GROUPS.length] : undefined) ??
    weighted(faker, AGE_GROUP_WEIGHTS)
  const city = overrides.city ?? (covering ? CITIES[slot] : undefined) ?? weighted(faker, CITY_WEIGHTS)
  const age = overrides.age ?? ageIn(faker, ageGroup, talentType)
  const birthDate = birthDateForAge(age, today, faker.number.int({ min: 1, max: 360 }))

  const pool = namePoolFor(faker, city)
  const generated = personName(faker, pool, gender)
  const firstName = overrides.firstName ?? generated.firstName
  const lastName = overrides.lastName ?? generated.lastName
  const displayName = `${firstName} ${lastName}`

  const craft = CRAFTS[talentType]
  const projectCount = weighted(faker, [
    [1, 30],
    [2, 35],
    [3, 25],
    [4, 10],
  ] as const)
  const projectTypes = overrides.projectTypes ?? weightedDistinct(faker, craft.projects, projectCount)
  const languages = overrides.languages ?? languagesFor(faker, pool, city, talentType)
  const skills = overrides.skills ?? skillsFor(faker, talentType, pool)
  const years = Math.max(1, faker.number.int({ min: 1, max: Math.max(1, Math.min(age - 16, 30)) }))
  const bio = bioFor(faker, { firstName, city, talentType, age, skills, projectTypes, languages, years })

  const slug = `${slugify(displayName)}-${shortId(index)}`
  const user: NewUser = {
    userId: talentUserId(index),
    email: `${slug}@seed.castline.test`,
    passwordHash: null,
    userType: 'talent',
    ...overrides.user,
  }
  const profile: TalentProfileDraft = {
    displayName,
    slug,
    talentType,
    gender,
    birthDate,
    city,
    projectTypes,
    languages,
    skills,
    bio,
    photo: avatarUrl(slug, { gender, ageGroup: ageGroupOf(birthDate, today) }),
    // sqrt leans towards the top of 3.0-5.0, as ratings on marketplaces do.
    rating: Math.round((3 + 2 * Math.sqrt(faker.number.float({ min: 0, max: 1 }))) * 10) / 10,
    isPublic: chance(faker, 0.93),
    ...overrides.profile,
  }
  return { user, profile }
}

function languagesFor(faker: Faker, pool: NamePool, city: string, talentType: TalentType): string[] {
  const profile = cityProfile(city)
  const languages = new Set<string>([NAMES[pool].language])
  if (profile.international || chance(faker, 0.85)) languages.add('English')
  const north = ['hindi', 'urdu', 'punjabi', 'marathi', 'gujarati'].includes(pool)
  if (chance(faker, profile.international ? 0.4 : north ? 0.95 : 0.5)) languages.add('Hindi')
  for (const local of profile.local) if (chance(faker, profile.international ? 0.25 : 0.6)) languages.add(local)
  if (talentType === 'Voiceover Artist' && chance(faker, 0.6)) {
    languages.add(
      faker.helpers.arrayElement([
        'Hindi',
        'English',
        'Tamil',
        'Telugu',
        'Marathi',
        'Bengali',
        'Kannada',
        'Malayalam',
        'Gujarati',
        'Punjabi',
      ]),
    )
  }
  return [...languages].slice(0, 5)
}

function skillsFor(faker: Faker, talentType: TalentType, pool: NamePool): string[] {
  const craft = CRAFTS[talentType]
  const skills = new Set<string>()
  const regional = REGIONAL_DANCE[pool]
  if (talentType === 'Dancer' && regional && chance(faker, 0.5)) skills.add(regional)
  for (const skill of faker.helpers.arrayElements(craft.skills, { min: 2, max: 4 })) skills.add(skill)
  // Crossover skills: actors who dance, models who act, creators who edit their own voice work.
  if (talentType !== 'Dancer' && chance(faker, 0.15)) skills.add(faker.helpers.arrayElement(CROSSOVER_DANCES))
  if (talentType === 'Model' && chance(faker, 0.2)) skills.add('Camera acting')
  return [...skills].slice(0, 5)
}

// ---------------------------------------------------------------------------------------------------
// Recruiters

const COMPANY_PREFIXES = words`
  Saffron, Monsoon, Banyan, Indigo, Peacock, Lotus, Marigold, Kesar, Neem, Tamarind, Jasmine, Coral,
  Sandalwood, Sahyadri, Nilgiri, Deccan, Konkan, Malabar, Coromandel, Thar, Kaveri, Narmada, Aravalli,
  Chandni, Sitara, Rangmanch, Kalakar, Natya, Taal, Raag, Chitra, Roshni, Udaan, Safar, Parinda, Jugnu,
  Mehfil, Bioscope, Talkies, Spotlight, Green Room, Clapboard, Curtain Call, First Take, Golden Hour,
  Wide Angle, Backstage, Encore, Silver Screen, Rooftop, Courtyard, Lantern, Kite, Firefly, Riverbank,
  Seabreeze, Pepper, Cardamom, Mango Tree, Tiffin, Chai Stop, Rickshaw, Harbour, Monsoon Hill,
  Blue Door
`

const RECRUITER_COMPANY_KINDS = [
  'Casting',
  'Productions',
  'Films',
  'Media',
  'Talent Management',
  'Studios',
  'Ad Films',
  'Entertainment',
] as const

const RECRUITER_ROLES = [
  'Casting director',
  'Casting associate',
  'Producer',
  'Talent manager',
  'Brand manager',
  'Creative director',
  'Ad film director',
] as const

export interface RecruiterOverrides {
  firstName?: string
  lastName?: string
  gender?: Gender
  city?: string
  company?: string
  user?: Partial<NewUser>
  profile?: Partial<RecruiterProfileDraft>
}

export function buildRecruiter(faker: Faker, index: number, overrides: RecruiterOverrides = {}): RecruiterDraft {
  const city =
    overrides.city ??
    weighted(faker, [
      ['Mumbai', 10],
      ['Delhi', 5],
      ['Bengaluru', 4],
      ['Chennai', 3],
      ['Hyderabad', 3],
      ['Kolkata', 2],
      ['Pune', 2],
      ['Gurugram', 2],
      ['Dubai', 1],
      ['London', 1],
    ] as const)
  const gender = overrides.gender ?? weighted(faker, GENDER_WEIGHTS)
  const generated = personName(faker, namePoolFor(faker, city), gender)
  const displayName = `${overrides.firstName ?? generated.firstName} ${overrides.lastName ?? generated.lastName}`
  const company =
    overrides.company ??
    `${faker.helpers.arrayElement(COMPANY_PREFIXES)} ${faker.helpers.arrayElement(RECRUITER_COMPANY_KINDS)}`
  const role = faker.helpers.arrayElement(RECRUITER_ROLES)
  const wanted = faker.helpers.arrayElements(
    TALENT_TYPES.map((t) => CRAFTS[t].noun),
    { min: 1, max: 2 },
  )
  const projects = faker.helpers.arrayElements(Object.values(PROJECT_PHRASES), { min: 1, max: 2 })
  const userId = recruiterUserId(index)
  return {
    user: {
      userId,
      email: `${slugify(displayName)}-${userId.toLowerCase()}@seed.castline.test`,
      passwordHash: null,
      userType: 'recruiter',
      ...overrides.user,
    },
    profile: {
      displayName,
      company,
      brand: company,
      city,
      bio: `${role} at ${company} in ${city}, casting ${listPhrase(wanted.map((n) => `${n}s`))} for ${listPhrase(projects)}.`,
      photo: avatarUrl(userId.toLowerCase()),
      ...overrides.profile,
    },
  }
}

// ---------------------------------------------------------------------------------------------------
// Feed catalogue: categories with banners, brands and feeds, for both user types

/** user_type 1 = talent feed, 2 = recruiter feed (requirements §6). */
export type FeedUserType = 1 | 2

interface BrandKind {
  suffixes: readonly string[]
  describe: (name: string, city: string) => string
  headlines: readonly string[]
}

const BRAND_KINDS = {
  casting: {
    suffixes: ['Casting', 'Casting Co.', 'Talent Search', 'Auditions', 'Casting House'],
    describe: (name, city) =>
      `${name} casts feature films, web series and ads out of ${city}, with open auditions every month.`,
    headlines: [
      'Lead roles open for a Marathi feature',
      'Child artists wanted for a TV commercial',
      'Auditions this weekend: web series ensemble',
      'Fresh faces for a festive campaign',
      'Theatre troupe seeks two leads',
    ],
  },
  consumer: {
    suffixes: ['Skincare', 'Threads', 'Sneakers', 'Audio', 'Foods', 'Cosmetics', 'Eyewear', 'Beverages'],
    describe: (name, city) =>
      `${name} is a homegrown ${city} label that works with creators on honest, story-first campaigns.`,
    headlines: [
      'Creators wanted for a monsoon launch',
      'Paid collab: 3 reels, one city story',
      'Festive lookbook: models and creators',
      'Try, review, create: new product drop',
      'Ambassador programme now open',
    ],
  },
  academy: {
    suffixes: ['Acting Studio', 'Dance Academy', 'Voice Lab', 'Film School', 'Theatre Workshop', 'Movement Studio'],
    describe: (name, city) =>
      `${name} runs weekend workshops and long courses in ${city} for performers at every level.`,
    headlines: [
      'Weekend camera-acting intensive',
      'Kathak and contemporary fusion batch',
      'Voice and diction bootcamp',
    ],
  },
  styling: {
    suffixes: ['Salon', 'Styling Studio', 'Makeup Lab', 'Grooming Lounge', 'Wardrobe Co.'],
    describe: (name, city) =>
      `${name} gets performers audition-ready in ${city}: hair, make-up and wardrobe under one roof.`,
    headlines: ['Audition-day grooming packages', 'Portfolio make-up at member prices', 'Wardrobe styling for shoots'],
  },
  studio: {
    suffixes: ['Photo Studio', 'Portfolio Lab', 'Lens House', 'Frames', 'Light Room'],
    describe: (name, city) => `${name} shoots portfolios, headshots and showreels in a daylight studio in ${city}.`,
    headlines: [
      'Headshots that get callbacks',
      'Showreel day: shoot, cut, deliver',
      'Portfolio week: 20 looks, one day',
    ],
  },
  agency: {
    suffixes: ['Talent Management', 'Artists', 'Talent Agency', 'Model Management', 'Creators Collective'],
    describe: (name, city) =>
      `${name} represents actors, models and creators from ${city} and books them across India.`,
    headlines: ['New faces this season', 'Our creators, your next campaign', 'Representing 200+ artists nationwide'],
  },
  production: {
    suffixes: ['Pictures', 'Films', 'Productions', 'Entertainment', 'Motion Pictures', 'Media Works'],
    describe: (name, city) =>
      `${name} produces films, series and ad films from ${city}, and partners with casting teams early.`,
    headlines: [
      'Now casting: a coastal thriller',
      'Slate 2025: five series in development',
      'Ad films that travel well',
    ],
  },
  location: {
    suffixes: ['Studios', 'Sound Stage', 'Sets', 'Location Services', 'Backlot'],
    describe: (name, city) => `${name} offers sound stages, standing sets and scouted locations in and around ${city}.`,
    headlines: ['Book a sound stage by the day', 'Heritage havelis and beach houses', 'Standing sets ready to shoot'],
  },
  post: {
    suffixes: ['Sound', 'Post', 'Dubbing Studio', 'Audio Works', 'Edit Suite', 'VFX'],
    describe: (name, city) =>
      `${name} handles dubbing, mixing and the edit for productions in ${city}, in ten languages.`,
    headlines: ['Dub in ten Indian languages', 'Dolby mixing stage now open', 'Same-week edits for ad films'],
  },
  events: {
    suffixes: ['Events', 'Live', 'Experiences', 'Shows', 'Entertainment Co.'],
    describe: (name, city) =>
      `${name} produces concerts, launches and weddings in ${city}, and books performers for all of them.`,
    headlines: [
      'Dancers for a stadium launch',
      'Anchors and hosts for wedding season',
      'Live acts for a city festival',
    ],
  },
} satisfies Record<string, BrandKind>

type BrandKindName = keyof typeof BRAND_KINDS

interface CategoryPlan {
  name: string
  kind: BrandKindName
  isBanner: boolean
  bannerSize?: string
}

const CATEGORY_PLANS: Record<FeedUserType, readonly CategoryPlan[]> = {
  1: [
    { name: 'Open Casting Calls', kind: 'casting', isBanner: true },
    { name: 'Brand Collaborations', kind: 'consumer', isBanner: true, bannerSize: '1200x628' },
    { name: 'Workshops & Training', kind: 'academy', isBanner: false },
    { name: 'Grooming & Styling', kind: 'styling', isBanner: false },
    { name: 'Portfolio Shoots', kind: 'studio', isBanner: true, bannerSize: '1080x1350' },
  ],
  2: [
    { name: 'Featured Agencies', kind: 'agency', isBanner: true },
    { name: 'Production Partners', kind: 'production', isBanner: true, bannerSize: '1200x628' },
    { name: 'Studios & Locations', kind: 'location', isBanner: false },
    { name: 'Dubbing & Post-production', kind: 'post', isBanner: false },
    { name: 'Events & Live Shows', kind: 'events', isBanner: false },
    { name: 'Casting Partners', kind: 'casting', isBanner: false },
  ],
}

export interface CatalogEntry {
  category: NewCategory
  banners: Omit<NewBanner, 'categoryId'>[]
  brands: Omit<NewBrand, 'categoryId'>[]
  /** brandSlug names the brand a feed item links to; the seeder turns it into brandId. */
  feeds: (Omit<NewFeed, 'categoryId' | 'brandId'> & { brandSlug: string | null })[]
}

/** Names already taken in this catalogue, so brand slugs stay unique across both user types. */
export type BrandNameRegistry = Set<string>

function brandName(faker: Faker, kind: BrandKind, taken: BrandNameRegistry): string {
  for (let attempt = 0; attempt < 50; attempt++) {
    const name = `${faker.helpers.arrayElement(COMPANY_PREFIXES)} ${faker.helpers.arrayElement(kind.suffixes)}`
    if (!taken.has(slugify(name))) {
      taken.add(slugify(name))
      return name
    }
  }
  const name = `${faker.helpers.arrayElement(COMPANY_PREFIXES)} ${faker.helpers.arrayElement(kind.suffixes)} ${taken.size}`
  taken.add(slugify(name))
  return name
}

export interface BrandOverrides extends Partial<Omit<NewBrand, 'categoryId'>> {
  kind?: BrandKindName
}

/** A fictional brand; with no registry the slug carries the index so it stays unique. */
export function buildBrand(
  faker: Faker,
  index: number,
  overrides: BrandOverrides = {},
  taken?: BrandNameRegistry,
): Omit<NewBrand, 'categoryId'> {
  const { kind: kindName = 'casting', ...rest } = overrides
  const kind = BRAND_KINDS[kindName]
  const name = rest.name ?? brandName(faker, kind, taken ?? new Set())
  const slug = rest.slug ?? (taken ? slugify(name) : `${slugify(name)}-${shortId(index)}`)
  const city = weighted(faker, CITY_WEIGHTS)
  return {
    slug,
    name,
    logo: logoUrl(slug),
    description: kind.describe(name, city),
    connectUrl: `https://${slug}.example.com`,
    position: index,
    ...rest,
  }
}

/**
 * The categories of one feed (user type) with their banners, brands (at least 6 each, so paging by 5
 * shows "more") and feed items.
 */
export function buildCatalog(
  faker: Faker,
  userType: FeedUserType,
  options: { today?: Date; taken?: BrandNameRegistry } = {},
): CatalogEntry[] {
  const today = options.today ?? new Date()
  const taken = options.taken ?? new Set<string>()
  return CATEGORY_PLANS[userType].map((plan, position) => {
    const kind = BRAND_KINDS[plan.kind]
    const categorySlug = slugify(plan.name)
    const size = parseBannerSize(plan.bannerSize ?? '1080x1080') ?? { width: 1080, height: 1080 }
    const brandCount = faker.number.int({ min: 6, max: 9 })
    const brandList = Array.from({ length: brandCount }, (_, i) => buildBrand(faker, i, { kind: plan.kind }, taken))

    const bannerList = plan.isBanner
      ? faker.helpers.arrayElements(kind.headlines, { min: 3, max: 4 }).map((title, i) => {
          const brand = brandList[i % brandList.length]
          return {
            image: bannerUrl(`u${userType}-${categorySlug}-${i + 1}`, size, title),
            alt: title,
            link: brand ? `/brand/${brand.slug}` : null,
            position: i,
          }
        })
      : []

    const feedList = faker.helpers.arrayElements(kind.headlines, { min: 2, max: 3 }).map((title, i) => {
      const brand = faker.helpers.arrayElement(brandList)
      const daysAgo = i * 3 + faker.number.int({ min: 0, max: 2 })
      return {
        title,
        body: `${brand.name}: ${brand.description}`,
        image: bannerUrl(`feed-u${userType}-${categorySlug}-${i + 1}`, { width: 1200, height: 628 }, title),
        userType,
        brandSlug: brand.slug,
        createdAt: new Date(today.getTime() - daysAgo * 86_400_000 - i * 3_600_000),
      }
    })

    const category: NewCategory = {
      name: plan.name,
      slug: categorySlug,
      isBanner: plan.isBanner,
      userType,
      position,
      ...(plan.bannerSize ? { bannerSize: plan.bannerSize } : {}),
    }
    return { category, banners: bannerList, brands: brandList, feeds: feedList }
  })
}
