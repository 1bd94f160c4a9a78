import { describe, expect, it } from 'vitest'
import { AGE_GROUPS, GENDERS, PROJECT_TYPES, TALENT_TYPES } from '../../api/vocabulary'
import {
  initialState,
  respond,
  type ConversationState,
  type EngineDeps,
  type EngineInput,
  type EngineStep,
  type SearchOutcome,
} from './conversation'
import {
  AUTH_CHECK_TIMEOUT,
  LOAD_MORE_TIMEOUT,
  OPTION,
  SERVER_ERROR,
  SOCKET_NOT_CONNECTED,
  SOMETHING_WENT_WRONG,
  type TalentCard,
} from './messages'

function fixedDeps(): EngineDeps {
  let id = 0
  return {
    now: () => new Date('2025-06-15T10:00:00.000Z'),
    newId: () => `m${++id}`,
    contact: { whatsappNumber: '919876543210', supportEmail: 'help@castline.test' },
  }
}

/** Runs inputs one after another from a state; returns every step. */
function run(inputs: EngineInput[], state: ConversationState = initialState(), deps = fixedDeps()): EngineStep[] {
  const steps: EngineStep[] = []
  for (const input of inputs) {
    const result = respond(state, input, deps)
    steps.push(result)
    state = result.state
  }
  return steps
}

const last = (steps: EngineStep[]): EngineStep => {
  const result = steps.at(-1)
  if (!result) throw new Error('no steps')
  return result
}

const card = (n: number): TalentCard => ({
  USERID: `TAL${String(n).padStart(6, '0')}`,
  name: `Talent ${n}`,
  slug: `talent-${n}`,
  talentType: 'Dancer',
  gender: 'Female',
  city: 'Mumbai',
  ageGroup: '26-35',
  photo: '/p.svg',
  rating: 4.5,
  projectTypes: ['Music Video'],
})

const outcome = (fields: Partial<SearchOutcome> = {}): SearchOutcome => ({
  talents: [card(1), card(2)],
  totalResults: 12,
  hasMore: true,
  page: 1,
  sessionId: '8c0f4a56-1111-4222-8333-944444444444',
  filters: { talentType: 'Dancer', gender: 'Female', location: 'Mumbai' },
  isNameSearch: false,
  query: null,
  ...fields,
})

const signedIn: EngineInput = { kind: 'connect', signedIn: true, userId: 'USR000001' }
const guest: EngineInput = { kind: 'connect', signedIn: false }

describe('connect', () => {
  it('welcomes a signed-in user back with the five categories', () => {
    const { messages, state, command } = last(run([signedIn]))
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({
      id: 'm1',
      isUser: false,
      timestamp: '2025-06-15T10:00:00.000Z',
      messageType: 'info',
      type: 'welcome',
      stage: 'welcome',
      userId: 'USR000001',
      options: [...TALENT_TYPES],
    })
    expect(messages[0]?.text.startsWith('Welcome back!')).toBe(true)
    expect(state).toMatchObject({ stage: 'welcome', signedIn: true, userId: 'USR000001' })
    expect(command).toBeNull()
  })

  it('offers a guest Login, Sign Up and searching anyway', () => {
    const { messages } = last(run([guest]))
    expect(messages[0]?.options).toEqual([OPTION.login, OPTION.signUp, OPTION.searchAnyway])
    expect(messages[0]?.userId).toBeUndefined()
  })
})

describe('option routing (requirements §5)', () => {
  it.each([
    ['Login', '/login'],
    ['login to save', '/login'],
    ['Sign Up', '/signup'],
    ['sign up as recruiter', '/signup'],
  ])('%s navigates to %s', (text, to) => {
    const { command, messages } = last(run([guest, { kind: 'option', text }]))
    expect(command).toEqual({ kind: 'navigate', to })
    expect(messages[0]?.type).toBe('navigation')
  })

  it('searches now with what is collected', () => {
    const { command } = last(
      run([signedIn, { kind: 'option', text: 'Dancer' }, { kind: 'option', text: 'Search now' }]),
    )
    expect(command).toEqual({
      kind: 'search',
      filters: { talentType: 'Dancer' },
      page: 1,
      limit: 10,
      directSearch: true,
      isNameSearch: false,
    })
  })

  it('answers WhatsApp, email and support with the contact details', () => {
    const [, whatsapp, email, support] = run([
      guest,
      { kind: 'option', text: 'Contact via WhatsApp' },
      { kind: 'option', text: 'Email support' },
      { kind: 'option', text: 'Contact support' },
    ])
    const wa = 'https://wa.me/919876543210?text=Hi%20Castline%2C%20I%20need%20help%20finding%20talent.'
    const mail = 'mailto:help@castline.test?subject=Help%20finding%20talent'
    // Real links, not addresses in the text to copy (issue 20).
    expect(whatsapp?.messages[0]?.links).toEqual([{ label: 'Chat on WhatsApp', href: wa }])
    expect(email?.messages[0]?.text).toContain('help@castline.test')
    expect(email?.messages[0]?.links).toEqual([{ label: 'Email support', href: mail }])
    expect(support?.messages[0]?.links?.map((link) => link.href)).toEqual([mail, wa])
    expect(support?.command).toBeNull()
  })

  it('shows the view-all card only with an active session', () => {
    const before = last(run([signedIn, { kind: 'option', text: 'View all' }]))
    expect(before.messages[0]?.viewAllCard).toBeUndefined()
    const after = last(run([signedIn, { kind: 'results', result: outcome() }, { kind: 'option', text: 'View all' }]))
    expect(after.messages[0]?.viewAllCard?.url).toBe(
      '/chatbot/view-all-talents?sessionId=8c0f4a56-1111-4222-8333-944444444444',
    )
  })

  it('takes a guest who searches anyway to the first question', () => {
    const { messages, state } = last(run([guest, { kind: 'option', text: 'Search anyway' }]))
    expect(state.stage).toBe('talentType')
    expect(messages[0]).toMatchObject({ type: 'question', filterType: 'talentType' })
    expect(messages[0]?.options).toEqual([...TALENT_TYPES, OPTION.any])
  })

  it('does not route a typed search that happens to contain a routed word', () => {
    const { command } = last(run([signedIn, { kind: 'text', text: 'female dancers in Mumbai' }]))
    expect(command?.kind).toBe('search')
  })
})

describe('guided flow', () => {
  it('asks each filter in order with its options, then searches', () => {
    const steps = run([
      signedIn,
      { kind: 'option', text: 'Model' },
      { kind: 'option', text: 'Female' },
      { kind: 'option', text: 'Pune' },
      { kind: 'option', text: '18-25' },
      { kind: 'option', text: 'Print & Fashion' },
    ])
    expect(steps[1]?.messages[0]).toMatchObject({ filterType: 'gender', stage: 'gender' })
    expect(steps[1]?.messages[0]?.options).toEqual([...GENDERS, OPTION.any, OPTION.searchNow])
    expect(steps[2]?.messages[0]?.filterType).toBe('location')
    expect(steps[2]?.messages[0]?.options).toContain('Mumbai')
    expect(steps[2]?.messages[0]?.options).toContain(OPTION.any)
    expect(steps[3]?.messages[0]?.options?.slice(0, AGE_GROUPS.length)).toEqual([...AGE_GROUPS])
    expect(steps[4]?.messages[0]?.options).toEqual(['All Projects', ...PROJECT_TYPES, OPTION.searchNow])
    expect(last(steps).command).toEqual({
      kind: 'search',
      filters: {
        talentType: 'Model',
        gender: 'Female',
        location: 'Pune',
        ageGroup: '18-25',
        projectType: 'Print & Fashion',
      },
      page: 1,
      limit: 10,
      directSearch: false,
      isNameSearch: false,
    })
  })

  it('lets every question be skipped', () => {
    const steps = run([
      signedIn,
      { kind: 'option', text: 'Any' },
      { kind: 'text', text: 'skip' },
      { kind: 'text', text: "doesn't matter" },
      { kind: 'option', text: 'Any' },
      { kind: 'option', text: 'All Projects' },
    ])
    expect(steps.slice(1, 5).map((s) => s.messages[0]?.filterType)).toEqual([
      'gender',
      'location',
      'ageGroup',
      'projectType',
    ])
    expect(last(steps).command).toMatchObject({ kind: 'search', filters: {}, directSearch: false })
  })

  it('searches at once when free text names several filters', () => {
    const { command, messages } = last(
      run([signedIn, { kind: 'text', text: 'female dancers in Mumbai for a music video' }]),
    )
    expect(messages).toEqual([])
    expect(command).toMatchObject({
      kind: 'search',
      filters: { talentType: 'Dancer', gender: 'Female', location: 'Mumbai', projectType: 'Music Video' },
      directSearch: true,
    })
  })

  it('fills what one message says and asks the next open question', () => {
    const { messages, state } = last(run([signedIn, { kind: 'text', text: 'actors please' }]))
    expect(state.filters).toEqual({ talentType: 'Actor' })
    expect(messages[0]?.filterType).toBe('gender')
    expect(messages[0]?.text).toContain('Actors')
  })

  it('re-asks when an answer is not understood', () => {
    const { messages, command } = last(
      run([
        signedIn,
        { kind: 'option', text: 'Actor' },
        { kind: 'option', text: 'Female' },
        { kind: 'text', text: 'Shimla' },
      ]),
    )
    expect(command).toBeNull()
    expect(messages[0]).toMatchObject({ type: 'question', filterType: 'location' })
  })

  it('searches a name wherever the conversation is', () => {
    const { command } = last(
      run([signedIn, { kind: 'option', text: 'Actor' }, { kind: 'text', text: 'show me Priya Sharma' }]),
    )
    expect(command).toMatchObject({ kind: 'search', name: 'Priya Sharma', isNameSearch: true, filters: {}, page: 1 })
  })

  it('runs a text search for words it does not know, from the welcome', () => {
    const { command } = last(run([signedIn, { kind: 'text', text: 'kathak' }]))
    expect(command).toMatchObject({ kind: 'search', query: 'kathak', filters: {} })
  })
})

describe('small talk is answered, not searched', () => {
  it.each(['hello', 'thanks', 'what can you do?', 'bye', 'ok'])('%s', (text) => {
    const { command, messages } = last(run([signedIn, { kind: 'text', text }]))
    expect(command).toBeNull()
    expect(messages).toHaveLength(1)
    expect(messages[0]?.text.length).toBeGreaterThan(10)
    expect(messages[0]?.options?.length).toBeGreaterThan(0)
  })
})

describe('results', () => {
  it('sends talent cards with the session, totals and a view-all card', () => {
    const { messages, state } = last(run([signedIn, { kind: 'results', result: outcome() }]))
    expect(messages[0]).toMatchObject({
      type: 'search_results',
      stage: 'results',
      talentCards: [card(1), card(2)],
      totalResults: 12,
      hasMore: true,
      sessionId: '8c0f4a56-1111-4222-8333-944444444444',
      filters: { talentType: 'Dancer', gender: 'Female', location: 'Mumbai' },
      viewAllCard: {
        url: '/chatbot/view-all-talents?sessionId=8c0f4a56-1111-4222-8333-944444444444',
        totalResults: 12,
        sessionId: '8c0f4a56-1111-4222-8333-944444444444',
      },
      // The view-all card is the one way to the list: no "View all" button beside it (issue 20).
      options: [OPTION.loadMore, OPTION.newSearch],
    })
    expect(messages[0]?.text).toBe('Found 12 Female Dancers in Mumbai.')
    expect(state).toMatchObject({ stage: 'results', page: 1, hasMore: true, totalResults: 12 })
  })

  it('suggests widening the filters when nobody matches, and widens on a click', () => {
    const empty = outcome({ talents: [], totalResults: 0, hasMore: false })
    const steps = run([signedIn, { kind: 'results', result: empty }, { kind: 'option', text: 'Any city' }])
    expect(steps[1]?.messages[0]).toMatchObject({ type: 'no_results', messageType: 'warning' })
    expect(steps[1]?.messages[0]?.options).toEqual(['Any talent type', 'Any gender', 'Any city', OPTION.newSearch])
    expect(last(steps).command).toMatchObject({ kind: 'search', filters: { talentType: 'Dancer', gender: 'Female' } })
  })

  it('tells when a name found nobody', () => {
    const empty = outcome({
      talents: [],
      totalResults: 0,
      hasMore: false,
      isNameSearch: true,
      query: 'Zzz Qqq',
      filters: {},
    })
    const { messages } = last(run([signedIn, { kind: 'results', result: empty }]))
    expect(messages[0]?.text).toContain('"Zzz Qqq"')
    expect(messages[0]?.options).toEqual([...TALENT_TYPES])
  })

  it('refines the last search with more words, and starts over with another talent type', () => {
    const refine = last(
      run([signedIn, { kind: 'results', result: outcome() }, { kind: 'text', text: 'in Delhi instead' }]),
    )
    expect(refine.command).toMatchObject({ filters: { talentType: 'Dancer', gender: 'Female', location: 'Delhi' } })
    const other = last(run([signedIn, { kind: 'results', result: outcome() }, { kind: 'text', text: 'models in Goa' }]))
    expect(other.command).toMatchObject({ filters: { talentType: 'Model', location: 'Goa' } })
  })

  it('loads the next page of the session, then appends it', () => {
    const steps = run([
      signedIn,
      { kind: 'text', text: 'female dancers in Mumbai' },
      { kind: 'results', result: outcome() },
      { kind: 'option', text: 'Load more' },
      { kind: 'moreResults', result: outcome({ talents: [card(3)], page: 2, hasMore: false }) },
    ])
    expect(steps[3]?.command).toMatchObject({
      kind: 'search',
      sessionId: '8c0f4a56-1111-4222-8333-944444444444',
      page: 2,
    })
    expect(last(steps).messages[0]).toMatchObject({ type: 'more_results', talentCards: [card(3)], hasMore: false })
    expect(last(steps).messages[0]?.options).toEqual([OPTION.viewAll, OPTION.newSearch])
    expect(last(steps).state.page).toBe(2)
  })

  it('does not load more without a session or past the end', () => {
    expect(last(run([signedIn, { kind: 'loadMore' }])).command).toBeNull()
    const done = outcome({ hasMore: false })
    expect(last(run([signedIn, { kind: 'results', result: done }, { kind: 'loadMore' }])).command).toBeNull()
  })

  it('starts a new search from the first question', () => {
    const { state, messages } = last(
      run([signedIn, { kind: 'results', result: outcome() }, { kind: 'option', text: 'New search' }]),
    )
    expect(state).toMatchObject({ stage: 'talentType', filters: {}, sessionId: null })
    expect(messages[0]?.filterType).toBe('talentType')
  })
})

describe('errors (requirements §8 texts)', () => {
  it.each([
    ['loadMoreTimeout', LOAD_MORE_TIMEOUT],
    ['searchFailed', SOMETHING_WENT_WRONG],
    ['loadMoreFailed', SOMETHING_WENT_WRONG],
    ['serverError', SERVER_ERROR],
    ['socketNotConnected', SOCKET_NOT_CONNECTED],
    ['authCheckTimeout', AUTH_CHECK_TIMEOUT],
  ] as const)('%s → %s', (error, text) => {
    const { messages } = last(run([signedIn, { kind: 'error', error }]))
    expect(messages[0]).toMatchObject({ text, type: 'error', messageType: 'error', isSystemMessage: true })
  })

  it('uses exactly the requirements §8 texts', () => {
    expect([LOAD_MORE_TIMEOUT, SOMETHING_WENT_WRONG, SERVER_ERROR, SOCKET_NOT_CONNECTED, AUTH_CHECK_TIMEOUT]).toEqual([
      'Load more timeout',
      'Something went wrong.',
      'Server error, please try again later.',
      'Socket not connected',
      'Auth check timeout',
    ])
  })

  it("shows the server's message for a failed search or load more", () => {
    const { messages } = last(
      run([signedIn, { kind: 'error', error: 'searchFailed', message: 'Search session not found' }]),
    )
    expect(messages[0]?.text).toBe('Search session not found')
    const timeout = last(run([signedIn, { kind: 'error', error: 'serverError', message: 'boom' }]))
    expect(timeout.messages[0]?.text).toBe(SERVER_ERROR)
  })

  it('offers to try the last search again', () => {
    const steps = run([
      signedIn,
      { kind: 'text', text: 'male models in Delhi' },
      { kind: 'error', error: 'serverError' },
      { kind: 'option', text: 'Try again' },
    ])
    expect(steps[2]?.messages[0]?.options).toEqual([OPTION.tryAgain])
    expect(last(steps).command).toEqual(steps[1]?.command)
  })
})

describe('determinism', () => {
  it('gives the same output for the same inputs and injected clock and ids', () => {
    const inputs: EngineInput[] = [signedIn, { kind: 'text', text: 'actors' }, { kind: 'option', text: 'Male' }]
    expect(run(inputs)).toEqual(run(inputs))
  })
})

describe('crafts named beside the filters', () => {
  const text = (value: string): EngineInput => ({ kind: 'text', text: value })

  it('searches the crafts as free text with the filters', () => {
    const { command, state } = last(run([signedIn, text('kathak dancers in Pune')]))
    expect(command).toMatchObject({
      kind: 'search',
      filters: { talentType: 'Dancer', location: 'Pune' },
      query: 'kathak',
    })
    expect(state.crafts).toBe('kathak')
  })

  it('keeps the crafts while the search is refined, and drops them for a name or a new search', () => {
    const steps = run([
      signedIn,
      text('kathak dancers in Pune'),
      { kind: 'results', result: outcome({ filters: { talentType: 'Dancer', location: 'Pune' }, query: 'kathak' }) },
      text('only female'),
      text('find Priya Sharma'),
      text('new search'),
    ])
    expect(steps[3]?.command).toMatchObject({ filters: { gender: 'Female', location: 'Pune' }, query: 'kathak' })
    expect(steps[4]?.command).toMatchObject({ name: 'Priya Sharma', isNameSearch: true })
    expect(steps[4]?.command?.kind === 'search' && steps[4].command.query).toBeFalsy()
    expect(steps[5]?.state.crafts).toBeNull()
  })

  it('names the crafts in the results, and says so when nobody listed them', () => {
    const found = outcome({ filters: { talentType: 'Dancer', location: 'Pune' }, query: 'kathak' })
    expect(last(run([signedIn, { kind: 'results', result: found }])).messages[0]?.text).toBe(
      'Found 12 Dancers in Pune for "kathak".',
    )
    const dropped = outcome({ filters: { talentType: 'Dancer', location: 'Pune' }, droppedCrafts: 'kathak' })
    const step = last(run([signedIn, text('kathak dancers in Pune'), { kind: 'results', result: dropped }]))
    expect(step.messages[0]?.text).toBe('No one mentions "kathak" yet. Found 12 Dancers in Pune instead.')
    expect(step.state.crafts).toBeNull()
  })
})

describe('words that are no answer, mid-way through the questions', () => {
  it('are searched within the answers so far', () => {
    const steps = run([signedIn, { kind: 'option', text: 'Model' }, { kind: 'text', text: 'Anushka' }])
    expect(last(steps).command).toMatchObject({ kind: 'search', filters: { talentType: 'Model' }, query: 'anushka' })
  })

  it('one result is described as one', () => {
    const one = outcome({ talents: [card(1)], totalResults: 1, hasMore: false })
    expect(last(run([signedIn, { kind: 'results', result: one }])).messages[0]?.text).toBe(
      'Found 1 Female Dancer in Mumbai.',
    )
  })
})

describe('asking for a person', () => {
  it('gives the support contacts', () => {
    const { messages, command } = last(run([signedIn, { kind: 'text', text: 'can I talk to a human please' }]))
    expect(command).toBeNull()
    expect(messages[0]).toMatchObject({ type: 'contact' })
    expect(messages[0]?.text).toContain('help@castline.test')
    expect(messages[0]?.links?.map((link) => link.href)).toEqual([
      expect.stringMatching(/^mailto:help@castline\.test\?/),
      expect.stringMatching(/^https:\/\/wa\.me\/919876543210\?/),
    ])
  })
})

describe('a search in free words', () => {
  it('is refined by the filters that follow', () => {
    const steps = run([
      signedIn,
      { kind: 'text', text: 'who does bharatnatyam' },
      { kind: 'results', result: outcome({ filters: {}, query: 'bharatanatyam' }) },
      { kind: 'text', text: 'only chennai' },
    ])
    expect(steps[1]?.command).toMatchObject({ filters: {}, query: 'bharatanatyam' })
    expect(last(steps).command).toMatchObject({ filters: { location: 'Chennai' }, query: 'bharatanatyam' })
  })
})
