import { CITIES, CITY_ALIASES } from '../../api/vocabulary'
import type { FilterKey, Filters } from './filters'
import { normalize } from './text'

/** What a word or phrase says: filter values, and/or filters the user explicitly does not want ("anywhere"). */
export interface Meaning {
  filters: Filters
  any?: FilterKey[]
}

/** A word with its plural (actor → actors, lady → ladies, actress → actresses). */
function withPlural(phrase: string): string[] {
  const head = phrase.slice(0, phrase.lastIndexOf(' ') + 1)
  const last = phrase.slice(head.length)
  if (/(s|x|ch|sh)$/.test(last)) return [phrase, `${head}${last}es`]
  if (/[^aeiou]y$/.test(last)) return [phrase, `${head}${last.slice(0, -1)}ies`]
  return [phrase, `${head}${last}s`]
}

const plurals = (...phrases: string[]) => phrases.flatMap(withPlural)

/** Phrases (normalized, see text.ts) and what they mean. Longer phrases win over the words inside them. */
const ENTRIES: [string[], Meaning][] = [
  // Talent types (requirements §5: actor, model, voice, dancer, content creator) and their synonyms.
  [plurals('actor', 'artiste', 'hero'), { filters: { talentType: 'Actor' } }],
  [plurals('child actor', 'child artist'), { filters: { talentType: 'Actor', ageGroup: '0-12' } }],
  [['acting'], { filters: { talentType: 'Actor' } }],
  [plurals('actress', 'heroine'), { filters: { talentType: 'Actor', gender: 'Female' } }],
  [plurals('model', 'supermodel', 'fashion model', 'runway model'), { filters: { talentType: 'Model' } }],
  [['modelling', 'modeling'], { filters: { talentType: 'Model' } }],
  [
    [
      'voice',
      'voices',
      'voiceover',
      'voiceovers',
      'vo',
      'voice acting',
      'voice talent',
      ...plurals(
        'voice over',
        'voice actor',
        'voice artist',
        'voiceover artist',
        'voice over artist',
        'voiceover actor',
        'narrator',
        'radio jockey',
        'rj',
      ),
    ],
    { filters: { talentType: 'Voiceover Artist' } },
  ],
  [
    plurals('dubbing artist', 'dubbing actor', 'dubber'),
    { filters: { talentType: 'Voiceover Artist', projectType: 'Dubbing & Voice' } },
  ],
  [
    ['dance', 'dancing', ...plurals('dancer', 'choreographer', 'background dancer', 'bboy', 'bgirl')],
    { filters: { talentType: 'Dancer' } },
  ],
  [
    [
      'ugc',
      'youtube',
      'instagram',
      'insta',
      'tiktok',
      'social media',
      'reels',
      ...plurals(
        'content creator',
        'creator',
        'ugc creator',
        'influencer',
        'youtuber',
        'instagrammer',
        'tiktoker',
        'blogger',
        'vlogger',
        'streamer',
      ),
    ],
    { filters: { talentType: 'Content Creator' } },
  ],

  // Gender.
  [
    ['female', 'females', 'woman', 'women', 'womens', 'lady', 'ladies', 'girl', 'girls', 'feminine'],
    { filters: { gender: 'Female' } },
  ],
  [
    ['male', 'males', 'man', 'men', 'mens', 'guy', 'guys', 'boy', 'boys', 'gentleman', 'gentlemen', 'dude', 'dudes'],
    { filters: { gender: 'Male' } },
  ],
  [
    ['non binary', 'nonbinary', 'enby', 'genderqueer', 'gender neutral', 'gender fluid', 'genderfluid'],
    { filters: { gender: 'Non-binary' } },
  ],

  // Age groups in words; numbers are read by age.ts.
  [
    ['child', 'children', 'kid', 'kids', 'baby', 'babies', 'toddler', 'toddlers', 'infant', 'infants', 'little ones'],
    { filters: { ageGroup: '0-12' } },
  ],
  [
    ['teen', 'teens', 'teenage', 'teenaged', 'teenager', 'teenagers', 'adolescent', 'adolescents', 'school going'],
    { filters: { ageGroup: '13-17' } },
  ],
  [
    ['young adult', 'young adults', 'college student', 'college students', 'college going'],
    { filters: { ageGroup: '18-25' } },
  ],
  [['middle aged', 'middle age'], { filters: { ageGroup: '46-60' } }],
  // Casting shorthand: "aunty type", "a dadaji for the ad".
  [['uncle', 'uncles', 'uncle type', 'uncleji'], { filters: { ageGroup: '46-60', gender: 'Male' } }],
  [['aunty', 'aunties', 'auntie', 'aunty type', 'auntyji'], { filters: { ageGroup: '46-60', gender: 'Female' } }],
  [
    [...plurals('grandfather', 'grandpa', 'granddad', 'grandad'), 'dadaji', 'nanaji', 'dada ji', 'nana ji'],
    { filters: { ageGroup: '60+', gender: 'Male' } },
  ],
  [
    [...plurals('grandmother', 'grandma', 'granny'), 'grannies', 'dadi', 'nani', 'dadiji', 'naniji'],
    { filters: { ageGroup: '60+', gender: 'Female' } },
  ],
  [['old man', 'old men', 'older man', 'older men', 'elderly man'], { filters: { ageGroup: '60+', gender: 'Male' } }],
  [
    ['old woman', 'old women', 'old lady', 'old ladies', 'older woman', 'older women', 'elderly woman'],
    { filters: { ageGroup: '60+', gender: 'Female' } },
  ],
  [
    [
      'senior',
      'seniors',
      'senior citizen',
      'senior citizens',
      'elderly',
      'old age',
      'aged person',
      'retired',
      'grandparent',
      'grandparents',
    ],
    { filters: { ageGroup: '60+' } },
  ],

  // Project types.
  [
    ['film', 'films', 'movie', 'movies', 'feature film', 'short film', 'cinema', 'bollywood', 'tollywood', 'kollywood'],
    { filters: { projectType: 'Film' } },
  ],
  [
    ['web series', 'webseries', 'series', 'ott', 'ott show', 'tv series', 'streaming series'],
    { filters: { projectType: 'Web Series' } },
  ],
  [
    [
      'tv commercial',
      'tv commercials',
      'commercial',
      'commercials',
      'ad',
      'ads',
      'advert',
      'adverts',
      'advertisement',
      'advertisements',
      'tvc',
      'tvcs',
      'tv ad',
      'tv ads',
      'ad film',
      'ad films',
      'ad shoot',
      'television commercial',
      'advertising',
    ],
    { filters: { projectType: 'TV Commercial' } },
  ],
  [
    ['music video', 'music videos', 'music', 'song', 'songs', 'song shoot', 'music album'],
    { filters: { projectType: 'Music Video' } },
  ],
  [
    [
      'print and fashion',
      'print',
      'print ad',
      'print ads',
      'print shoot',
      'fashion',
      'fashion shoot',
      'fashion show',
      'photoshoot',
      'photoshoots',
      'photo shoot',
      'ramp',
      'ramp walk',
      'runway',
      'catalogue',
      'catalog',
      'editorial',
      'lookbook',
    ],
    { filters: { projectType: 'Print & Fashion' } },
  ],
  [
    [
      'theatre',
      'theater',
      'theatres',
      'theaters',
      'stage',
      'stage show',
      'stage play',
      'stage shows',
      'musical',
      'drama',
    ],
    { filters: { projectType: 'Theatre' } },
  ],
  [
    ['dubbing and voice', 'dubbing', 'dub', 'audiobook', 'audiobooks', 'narration'],
    { filters: { projectType: 'Dubbing & Voice' } },
  ],
  [
    [
      'brand collaboration',
      'brand collaborations',
      'brand',
      'brands',
      'brand deal',
      'brand deals',
      'brand collab',
      'collab',
      'collabs',
      'collaboration',
      'sponsored',
      'sponsorship',
      'endorsement',
      'endorsements',
      'brand promotion',
      'promotion',
      'promotions',
      'product promotion',
    ],
    { filters: { projectType: 'Brand Collaboration' } },
  ],
  [
    [
      'events and live',
      'event',
      'events',
      'live event',
      'live events',
      'live show',
      'live shows',
      'product launch',
      'launch',
      'concert',
      'concerts',
      'wedding',
      'weddings',
      'corporate event',
      'anchor',
      'anchors',
      'anchoring',
      'host',
      'hosts',
      'hosting',
      'emcee',
      'emcees',
      'mc',
    ],
    { filters: { projectType: 'Events & Live' } },
  ],

  // "No filter on this" (the guided flow's Any, and 'All Projects' of requirements §3).
  [
    ['all projects', 'all project types', 'any project', 'any project type', 'any projects', 'any kind of project'],
    { filters: {}, any: ['projectType'] },
  ],
  [['any gender', 'all genders', 'any genders', 'either gender', 'both genders'], { filters: {}, any: ['gender'] }],
  [
    ['any city', 'any location', 'anywhere', 'all cities', 'any place', 'all locations', 'any cities'],
    { filters: {}, any: ['location'] },
  ],
  [['any age', 'all ages', 'any age group', 'all age groups', 'any ages'], { filters: {}, any: ['ageGroup'] }],
  [
    [
      'any talent',
      'any talent type',
      'any type',
      'any category',
      'all categories',
      'all talent types',
      'all talents',
      'any talents',
    ],
    { filters: {}, any: ['talentType'] },
  ],
]

function cityEntries(): [string[], Meaning][] {
  const canonical: [string[], Meaning][] = CITIES.map((city) => [[normalize(city)], { filters: { location: city } }])
  const aliases: [string[], Meaning][] = Object.entries(CITY_ALIASES).map(([alias, city]) => [
    [normalize(alias)],
    { filters: { location: city } },
  ])
  return [...canonical, ...aliases]
}

function buildLexicon(): Map<string, Meaning> {
  const lexicon = new Map<string, Meaning>()
  for (const [phrases, meaning] of [...ENTRIES, ...cityEntries()]) {
    for (const phrase of phrases) lexicon.set(normalize(phrase), meaning)
  }
  return lexicon
}

export const LEXICON: ReadonlyMap<string, Meaning> = buildLexicon()

/** The longest phrase of the lexicon, in words. */
export const LONGEST_PHRASE = Math.max(...[...LEXICON.keys()].map((phrase) => phrase.split(' ').length))

/** Every single word the lexicon knows, alone or inside a phrase: such a word is not part of a name. */
export const VOCABULARY_WORDS: ReadonlySet<string> = new Set([...LEXICON.keys()].flatMap((phrase) => phrase.split(' ')))

/** Single-word entries long enough to be matched with a typo (5+ letters). */
export const FUZZY_CANDIDATES: readonly string[] = [...LEXICON.keys()].filter(
  (phrase) => !phrase.includes(' ') && phrase.length >= 5 && /^[a-z]+$/.test(phrase),
)
