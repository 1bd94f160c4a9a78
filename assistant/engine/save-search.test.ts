/** Saving the active search from the chat: how the turn is read, what the engine asks to save, the replies. */
import { describe, expect, it } from 'vitest'
import { SAVED_SEARCH_NAME_MAX_LENGTH } from '../../api/vocabulary'
import { respond } from './conversation'
import type { Filters } from './filters'
import { readSaveSearch } from './save-search'
import { NO_SEARCH_TO_SAVE, SAVED_SEARCHES_PATH, savedSearchNameFor, type SaveSearchOutcome } from './saved-searches'
import { deps, talk } from './talk.test-support'
import { understand } from './understand'

describe('reading a request to save the search', () => {
  it.each([
    'save this search',
    'save it',
    'Save my filters please',
    'bookmark this search',
    'remember this search',
    'track these filters for me',
    'alert me when new ones join',
    'notify me about new matches',
    'let me know when someone like this signs up',
    'keep me posted',
    'can you set up an alert for this?',
    'turn on notifications for this search',
    'get notified when more like these register',
    'tell me whenever new ones get added',
    'ping me once anyone new shows up',
  ])('English: %s', (text) => {
    expect(readSaveSearch(text)).not.toBeNull()
  })

  it.each([
    'ye search save karo',
    'search ko save kar do',
    'isko save kar lo',
    'naye aaye toh batana',
    'koi naya aaye to bata dena',
    'jab naye log join karein toh batao',
  ])('Hinglish: %s', (text) => {
    expect(readSaveSearch(text)).not.toBeNull()
  })

  it.each([
    'svae this search',
    'sav this serch pls',
    'save this seach',
    'alrt me when new ppl join',
    'notfy me',
    'aleart me',
    'let me know when new ones joinn',
  ])('typos of the cue words: %s', (text) => {
    expect(readSaveSearch(text)).not.toBeNull()
  })

  it.each([
    // A card is what these save: shortlist turns (questions.ts).
    'save her',
    'save number 3',
    'save the first two',
    'save this one',
    'save this girl to Diwali ad',
    'save number 3 to Festive Ad – Kids',
    'save her to favourites',
    'save these',
    // Reading alerts, declining them, asking about someone.
    'show my notifications',
    'any new notifications?',
    'turn off notifications',
    "don't alert me",
    'let me know her rate',
    'tell me if she is available',
    'tell me about new dancers in Mumbai',
    'tell me a joke',
    // Requests and moves with one of the words.
    'save 20% with female models',
    'new search',
    'search now',
    'sign up',
    'i want to join',
    'keep it to Mumbai',
    'keep the same filters but in Pune',
    'keep searching for dancers',
  ])('no save: %s', (text) => {
    expect(readSaveSearch(text)).toBeNull()
  })
})

describe('the name a turn gives the search', () => {
  it.each([
    ['save it as Diwali dancers', 'Diwali dancers'],
    ['save this search as “Holi 2025” please', 'Holi 2025'],
    ['Save this search "Kids for the biscuit ad"', 'Kids for the biscuit ad'],
    ['save it as Diwali dancers and alert me when new ones join', 'Diwali dancers'],
    ['save the search, call it Festive Mumbai', 'Festive Mumbai'],
    ['Diwali dancers naam se save karo', 'Diwali dancers'],
    ['ye search save karo, naam rakho Holi shoot', 'Holi shoot'],
  ])('%s → %s', (text, name) => {
    expect(readSaveSearch(text)?.name).toBe(name)
  })

  it('"as soon as" is no name, and the name is no part of the request ("Diwali dancers" sets no type)', () => {
    expect(readSaveSearch('alert me as soon as new male actors in Delhi register')).toEqual({
      rest: 'male actors in delhi',
    })
    expect(understand('save it as Diwali dancers')).toEqual({
      intent: 'saveSearch',
      filters: {},
      anyFilters: [],
      act: { kind: 'saveSearch', name: 'Diwali dancers' },
    })
  })
})

describe('an act and a request in one turn', () => {
  it('the request is read without the act’s words', () => {
    expect(understand('alert me when new female dancers in Mumbai join')).toMatchObject({
      intent: 'saveSearch',
      filters: { talentType: 'Dancer', gender: 'Female', location: 'Mumbai' },
      act: { kind: 'saveSearch' },
    })
    expect(understand('notify me when new Tamil speaking actresses join')).toMatchObject({
      filters: { talentType: 'Actor', gender: 'Female' },
      languages: ['Tamil'],
    })
  })

  it('words no rule reads are no request: "ones", "someone like this" search nothing', () => {
    for (const text of ['alert me when new ones join', 'let me know when someone like this signs up']) {
      const understood = understand(text)
      expect(understood.filters).toEqual({})
      expect(understood.keywords).toBeUndefined()
    }
  })
})

const saving = (texts: string[]) => talk(texts).steps[0]?.command

describe('what the engine asks the adapter to save', () => {
  it('the active search, named from its filters, and nothing said until it is saved', () => {
    const { steps } = talk(['female dancers in Mumbai', 'save this search'])
    expect(steps[0]?.messages).toEqual([])
    expect(steps[0]?.command).toEqual({
      kind: 'saveSearch',
      saving: {
        criteria: {
          filters: { talentType: 'Dancer', gender: 'Female', location: 'Mumbai' },
          query: null,
          isNameSearch: false,
        },
        name: 'Female Dancers in Mumbai',
      },
    })
  })

  it('the search stays as it was, the turn never becomes keywords of the next one', () => {
    const { state } = talk(['female dancers in Mumbai', 'save this search', 'in Pune instead'])
    expect(state.filters).toEqual({ talentType: 'Dancer', gender: 'Female', location: 'Pune' })
    expect(state.crafts).toBeNull()
  })

  it('the name the turn gives, within the saved-search name’s length', () => {
    expect(saving(['female dancers in Mumbai', 'save it as Diwali dancers'])).toMatchObject({
      saving: { name: 'Diwali dancers' },
    })
    const long = 'Diwali '.repeat(20).trim()
    const command = saving(['female dancers in Mumbai', `save it as ${long}`])
    if (command?.kind !== 'saveSearch') throw new Error('no saveSearch')
    expect(command.saving?.name).toBe(long.slice(0, SAVED_SEARCH_NAME_MAX_LENGTH))
  })

  it('crafts and a name search are saved as the query', () => {
    expect(saving(['kathak dancers in Pune', 'naye aaye toh batana'])).toMatchObject({
      saving: {
        criteria: { filters: { talentType: 'Dancer', location: 'Pune' }, query: 'kathak', isNameSearch: false },
        name: 'Dancers in Pune · “kathak”',
      },
    })
    expect(saving(['find Meera Iyer', 'save this search'])).toMatchObject({
      saving: { criteria: { filters: {}, query: 'Meera Iyer', isNameSearch: true } },
    })
  })

  it('mid-way through the questions, the answers so far are the search', () => {
    expect(saving(['dancers', 'save this search'])).toMatchObject({
      saving: { criteria: { filters: { talentType: 'Dancer' } }, name: 'Dancers' },
    })
  })

  it('with no search yet there is nothing to save', () => {
    expect(saving(['save this search'])).toEqual({ kind: 'saveSearch', saving: null })
  })

  it('a complete request in the turn replaces the search, which is searched and then saved', () => {
    const { state, steps } = talk(['male actors in Delhi', 'alert me when new female dancers in Mumbai join'])
    const filters = { talentType: 'Dancer', gender: 'Female', location: 'Mumbai' }
    expect(steps[0]?.command).toMatchObject({
      kind: 'saveSearch',
      saving: { criteria: { filters }, name: 'Female Dancers in Mumbai' },
      search: { kind: 'search', filters, page: 1 },
    })
    expect(state.filters).toEqual(filters)
  })

  it('a partial one refines it; a single filter searches at once rather than asking the next question', () => {
    expect(saving(['female dancers in Mumbai', 'alert me about these but only in Pune'])).toMatchObject({
      saving: { criteria: { filters: { talentType: 'Dancer', gender: 'Female', location: 'Pune' } } },
      search: { filters: { talentType: 'Dancer', gender: 'Female', location: 'Pune' } },
    })
    expect(saving(['alert me when new dancers join'])).toMatchObject({
      saving: { name: 'Dancers' },
      search: { filters: { talentType: 'Dancer' } },
    })
  })

  it('the act’s words route no option: "sign up" and "search now" inside it are the act’s', () => {
    expect(saving(['female dancers in Mumbai', 'alert me when new ones sign up'])).toMatchObject({
      kind: 'saveSearch',
    })
    expect(saving(['female dancers in Mumbai', 'save this search now'])).toMatchObject({ kind: 'saveSearch' })
  })
})

describe('the default name', () => {
  it.each<[Filters, string | null, boolean, string]>([
    [{ talentType: 'Dancer', gender: 'Female', location: 'Mumbai' }, null, false, 'Female Dancers in Mumbai'],
    [{ languages: ['Tamil'] }, null, false, 'Tamil speaking talents'],
    [{}, 'kathak', false, 'Talents · “kathak”'],
    [{ location: 'Pune' }, 'Priya', true, 'Talents in Pune named like “Priya”'],
  ])('%j %s → %s', (filters, query, isNameSearch, name) => {
    expect(savedSearchNameFor({ filters, query, isNameSearch })).toBe(name)
  })
})

/** The reply to an outcome, after "female dancers in Mumbai". */
function reply(outcome: SaveSearchOutcome) {
  const { state } = talk(['female dancers in Mumbai'])
  return respond(state, { kind: 'savedSearch', outcome }, deps()).messages[0]
}

describe('the replies', () => {
  it('saved: named, with the way to the saved searches', () => {
    const message = reply({ status: 'saved', name: 'Female Dancers in Mumbai' })
    expect(message?.text).toBe(
      'Saved “Female Dancers in Mumbai”. We will tell you when new talents match (at most once an hour).',
    )
    expect(message?.links).toEqual([{ label: 'Manage saved searches', href: SAVED_SEARCHES_PATH }])
    expect(SAVED_SEARCHES_PATH).toBe('/my-profile/recruiter#saved-searches-title')
  })

  it('refused: the service’s own words', () => {
    const message = reply({ status: 'refused', message: 'You already saved this search as “Diwali”.' })
    expect(message?.text).toBe('You already saved this search as “Diwali”.')
    expect(message?.links?.[0]?.href).toBe(SAVED_SEARCHES_PATH)
  })

  it('a guest is offered to log in or sign up; a talent is told saved searches are for recruiters', () => {
    const guest = reply({ status: 'notRecruiter', viewer: 'guest' })
    expect(guest?.text).toMatch(/^Saved searches and alerts are for recruiter accounts: log in or sign up/)
    expect(guest?.options).toEqual(['Login', 'Sign Up'])
    expect(reply({ status: 'notRecruiter', viewer: 'talent' })?.text).toMatch(
      /^Saved searches and alerts are for recruiter accounts, so I can’t save one for you\./,
    )
  })

  it('no search yet: what to search first', () => {
    expect(reply({ status: 'noSearch' })?.text).toBe(NO_SEARCH_TO_SAVE)
  })
})
