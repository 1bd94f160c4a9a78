import { describe, expect, it } from 'vitest'
import type { Filters } from './filters'
import { understand, type Intent } from './understand'

// Phrasings that are not in the eval set (assistant/eval), to keep the rules general.
const searches: [string, Filters][] = [
  ['Actors', { talentType: 'Actor' }],
  ['need 3 models asap', { talentType: 'Model' }],
  ['voice talent for an audiobook', { talentType: 'Voiceover Artist', projectType: 'Dubbing & Voice' }],
  ['narrators from Pune', { talentType: 'Voiceover Artist', location: 'Pune' }],
  ['RJ in Vizag', { talentType: 'Voiceover Artist', location: 'Visakhapatnam' }],
  ['bboys for a hip hop music video', { talentType: 'Dancer', gender: 'Male', projectType: 'Music Video' }],
  ['choreographers in Bengaluru', { talentType: 'Dancer', location: 'Bengaluru' }],
  ['youtubers in Bangalore', { talentType: 'Content Creator', location: 'Bengaluru' }],
  ['bloggers for sponsored posts', { talentType: 'Content Creator', projectType: 'Brand Collaboration' }],
  ['tiktokers from Thane', { talentType: 'Content Creator', location: 'Thane' }],
  ['Ladies who model in Madras', { talentType: 'Model', gender: 'Female', location: 'Chennai' }],
  ['gentlemen actors, Poona', { talentType: 'Actor', gender: 'Male', location: 'Pune' }],
  ['boys who dance', { talentType: 'Dancer', gender: 'Male' }],
  ['heroine for a Tollywood movie', { talentType: 'Actor', gender: 'Female', projectType: 'Film' }],
  ['enby creators', { talentType: 'Content Creator', gender: 'Non-binary' }],
  ['nonbinary actors in Toronto', { talentType: 'Actor', gender: 'Non-binary', location: 'Toronto' }],
  ['male or female dancers', { talentType: 'Dancer' }],
  ['models in navi mumbai', { talentType: 'Model', location: 'Navi Mumbai' }],
  ['NAVI MUMBAI actors', { talentType: 'Actor', location: 'Navi Mumbai' }],
  ['actors in new york', { talentType: 'Actor', location: 'New York' }],
  ['actors in NYC', { talentType: 'Actor', location: 'New York' }],
  ['models from Trivandrum', { talentType: 'Model', location: 'Thiruvananthapuram' }],
  ['dancers from Banaras', { talentType: 'Dancer', location: 'Varanasi' }],
  ['actor NCR', { talentType: 'Actor', location: 'Delhi' }],
  ['actors in their 30s', { talentType: 'Actor', ageGroup: '26-35' }],
  ["actresses in their 40's", { talentType: 'Actor', gender: 'Female', ageGroup: '36-45' }],
  ['models in the early twenties', { talentType: 'Model', ageGroup: '18-25' }],
  ['a 45-year-old male model', { talentType: 'Model', gender: 'Male', ageGroup: '36-45' }],
  ['actors aged 19', { talentType: 'Actor', ageGroup: '18-25' }],
  ['dancers 13 to 17 years', { talentType: 'Dancer', ageGroup: '13-17' }],
  ['models from 46 to 60', { talentType: 'Model', ageGroup: '46-60' }],
  ['actors over 60', { talentType: 'Actor', ageGroup: '60+' }],
  ['60+ voice artists', { talentType: 'Voiceover Artist', ageGroup: '60+' }],
  ['kid models under 10', { talentType: 'Model', ageGroup: '0-12' }],
  ['toddlers for a diaper ad', { ageGroup: '0-12', projectType: 'TV Commercial' }],
  ['teenagers for a web-series', { ageGroup: '13-17', projectType: 'Web Series' }],
  ['elderly women for a TVC', { gender: 'Female', ageGroup: '60+', projectType: 'TV Commercial' }],
  ['grandpa type actor', { talentType: 'Actor', gender: 'Male', ageGroup: '60+' }],
  [
    'aunty type actress for a tv ad',
    { talentType: 'Actor', gender: 'Female', ageGroup: '46-60', projectType: 'TV Commercial' },
  ],
  ['nani for a biscuit commercial', { gender: 'Female', ageGroup: '60+', projectType: 'TV Commercial' }],
  ['middle-aged male actor', { talentType: 'Actor', gender: 'Male', ageGroup: '46-60' }],
  ['actors for an OTT show', { talentType: 'Actor', projectType: 'Web Series' }],
  ['models for a catalogue shoot', { talentType: 'Model', projectType: 'Print & Fashion' }],
  ['runway models in Goa', { talentType: 'Model', location: 'Goa' }],
  ['actors for a play in Delhi', { talentType: 'Actor', location: 'Delhi', projectType: 'Theatre' }],
  ['theater artistes', { talentType: 'Actor', projectType: 'Theatre' }],
  ['host for a corporate event in Noida', { location: 'Noida', projectType: 'Events & Live' }],
  ['emcee for a wedding', { projectType: 'Events & Live' }],
  ['creators for a brand collab', { talentType: 'Content Creator', projectType: 'Brand Collaboration' }],
  ['voice actors for dubbing & voice', { talentType: 'Voiceover Artist', projectType: 'Dubbing & Voice' }],
  [
    'Model; Female; 18-25; Jaipur; Print & Fashion',
    { talentType: 'Model', gender: 'Female', ageGroup: '18-25', location: 'Jaipur', projectType: 'Print & Fashion' },
  ],
  ['  DANCERS!!!   in   GOA ', { talentType: 'Dancer', location: 'Goa' }],
  ['all projects, female models', { talentType: 'Model', gender: 'Female' }],
  ['budget 5000-10000 for actors', { talentType: 'Actor' }],
  ['hello, I need female dancers', { talentType: 'Dancer', gender: 'Female' }],
  // Typos in words of 5+ letters.
  ['famale dancres in mumbay', { talentType: 'Dancer', gender: 'Female', location: 'Mumbai' }],
  ['acters in Hydrabad', { talentType: 'Actor', location: 'Hyderabad' }],
  ['influncers from Chandigrah', { talentType: 'Content Creator', location: 'Chandigarh' }],
  ['comercial models', { talentType: 'Model', projectType: 'TV Commercial' }],
  // An old man or woman is both an age and a gender.
  [
    'old man actor for a tvc in chennai',
    { talentType: 'Actor', gender: 'Male', ageGroup: '60+', location: 'Chennai', projectType: 'TV Commercial' },
  ],
  ['an old lady for a family film', { gender: 'Female', ageGroup: '60+', projectType: 'Film' }],
]

describe('understand: filters', () => {
  it.each(searches)('%s', (text, filters) => {
    const understood = understand(text)
    expect(understood.intent).toBe('search')
    expect(understood.filters).toEqual(filters)
    expect(understood.name).toBeUndefined()
  })

  it('lets "Navi Mumbai" win over "Mumbai"', () => {
    expect(understand('navi mumbai female dancers').filters.location).toBe('Navi Mumbai')
  })

  it('does not read everyday words as typos of vocabulary words', () => {
    expect(understand('chill vibes only').filters).toEqual({})
    expect(understand('lunch at noon').filters).toEqual({})
  })

  it('does not read budgets or counts as ages', () => {
    expect(understand('2 dancers for 5000-8000').filters).toEqual({ talentType: 'Dancer' })
  })

  it('says which filters were explicitly left open', () => {
    expect(understand('actors in any city').anyFilters).toEqual(['location'])
    expect(understand('male or female dancers').anyFilters).toEqual(['gender'])
    expect(understand('all projects').intent).toBe('skip')
  })
})

const names: [string, string, Filters?][] = [
  ['show me Neha Kulkarni', 'Neha Kulkarni'],
  ['can you find Rahul Dev Burman', 'Rahul Dev Burman'],
  ['please look up karan johar', 'karan johar'],
  ['search for Aditi Rao please', 'Aditi Rao'],
  ["Meera Nair's profile", 'Meera Nair'],
  ['show me the profile of Sameer Khan', 'Sameer Khan'],
  ['do you have someone named Farhan Ali?', 'Farhan Ali'],
  ['who is Ishaan Verma?', 'Ishaan Verma'],
  ['find Priya', 'Priya'],
  ['sneha patil', 'sneha patil'],
  ['Deepika Padukonee', 'Deepika Padukonee'],
  ['find Arjun Mehta in Mumbai', 'Arjun Mehta', { location: 'Mumbai' }],
]

describe('understand: names', () => {
  it.each(names)('%s', (text, name, filters = {}) => {
    const understood = understand(text)
    expect(understood.intent).toBe('name')
    expect(understood.name).toBe(name)
    expect(understood.filters).toEqual(filters)
  })

  it.each([
    'show me content creators',
    'find influencers for my brand',
    'find female models',
    'show me more',
    'search anyway',
    'hi there',
    'thank you',
    'ok cool',
    'search kathak',
    'Mumbai dancers',
    'any gender',
  ])('%s is not a name', (text) => {
    expect(understand(text).name).toBeUndefined()
  })
})

const moves: [string, Intent][] = [
  ['hi', 'greeting'],
  ['Hey there!', 'greeting'],
  ['good evening', 'greeting'],
  ['namaste', 'greeting'],
  ['thank you so much', 'thanks'],
  ['Thx!', 'thanks'],
  ['ok great, thanks', 'thanks'],
  ['bye', 'goodbye'],
  ['help', 'help'],
  ['how does this work?', 'help'],
  ['who are you', 'help'],
  ['what can I ask?', 'help'],
  ['log in', 'login'],
  ['I want to sign up', 'signup'],
  ['register', 'signup'],
  ['search now', 'searchNow'],
  ['just show me the results', 'searchNow'],
  ['show more', 'loadMore'],
  ['next page', 'loadMore'],
  ['start over', 'newSearch'],
  ['new search', 'newSearch'],
  ['any', 'skip'],
  ['Skip', 'skip'],
  ["doesn't matter", 'skip'],
  ['no preference', 'skip'],
  ['kathak', 'keywords'],
  ['', 'unknown'],
  ['ok', 'unknown'],
]

describe('understand: conversation moves', () => {
  it.each(moves)('%s → %s', (text, intent) => {
    const understood = understand(text)
    expect(understood.intent).toBe(intent)
    expect(understood.filters).toEqual({})
  })

  it('hands a wish for a person to support, and answers questions about the service', () => {
    expect(understand('can i talk to a human').intent).toBe('human')
    expect(understand('I want to speak with customer care').intent).toBe('human')
    expect(understand('whats the price').intent).toBe('help')
    expect(understand('how much does it cost?').intent).toBe('help')
  })

  it('reads a drawn-out greeting or thanks as one ("hiii", "thanksss")', () => {
    expect(understand('hii').intent).toBe('greeting')
    expect(understand('heyyy there').intent).toBe('greeting')
    expect(understand('thanksss').intent).toBe('thanks')
    expect(understand('byeee').intent).toBe('goodbye')
  })

  it('keeps free text for a text search', () => {
    expect(understand('classical bharatanatyam and kathak').keywords).toBe('classical or bharatanatyam or kathak')
    expect(understand('someone who speaks tamil and does bharatnatyam').keywords).toBe('bharatanatyam')
  })
})

describe('project cues of ADR 025 read by general rules', () => {
  it.each([
    ['content creator for a campaign in December', 'Brand Collaboration'],
    ['models for a print campaign', 'Print & Fashion'],
    ['actors for an ad campaign', 'TV Commercial'],
    ['actress for a tv serial in Mumbai', 'Web Series'],
    ['female leads for a daily soap', 'Web Series'],
  ])('%s → %s', (text, projectType) => {
    expect(understand(text).filters.projectType).toBe(projectType)
  })
  it('a bare "serial" is no project ("serial killer role")', () => {
    expect(understand('serial killer role actor').filters.projectType).toBeUndefined()
  })
})
