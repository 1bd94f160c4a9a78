/** Shortlisting and detail answers: which talents and list the engine names, and how it words the outcome. */
import { describe, expect, it } from 'vitest'
import { listNameFor, pickList, type TalentFacts, type Viewer } from './answers'
import { respond } from './conversation'
import { listNameIn, type DetailField } from './questions'
import { deps, talk } from './talk.test-support'

const meera: TalentFacts = {
  USERID: 'TAL000002',
  name: 'Meera Iyer',
  pageUrl: '/recruiter/solo/TAL000002',
  requestUrl: '/recruiter/solo/TAL000002/request',
  city: 'Chennai',
  ageGroup: '26-35',
  languages: ['Tamil', 'English'],
  skills: ['Bharatanatyam'],
  heightCm: 168,
  bookedUntil: null,
  dayRate: { min: 15000, max: 25000 },
  credits: [
    { title: 'Old Play', role: 'Lead', year: 2019 },
    { title: 'New Film', role: 'Sister', year: 2025 },
  ],
  photos: 6,
  voiceDemos: 0,
  showreels: 1,
}

/** The reply to a detail question about Meera Iyer, with her facts changed as given. */
function answer(field: DetailField, facts: Partial<TalentFacts> = {}, viewer: Viewer = 'recruiter') {
  const { state } = talk(['female dancers in Chennai'])
  const outcome = { status: 'found' as const, field, viewer, talent: { ...meera, ...facts } }
  return respond(state, { kind: 'detailed', outcome }, deps()).messages[0]
}

describe('the list a shortlist turn names', () => {
  it.each([
    ['add her to the Diwali ad list please', 'Diwali ad'],
    ['shortlist the first two to “Festive campaign”', 'Festive campaign'],
    ['save number 3 into Mumbai dancers', 'Mumbai dancers'],
    ['add her to my shortlist', undefined],
    ['shortlist the first two', undefined],
    ['save her to favourites', undefined],
  ])('%s → %s', (text, name) => {
    expect(listNameIn(text)).toBe(name)
  })

  it('a new list is named from the active search', () => {
    expect(listNameFor({ talentType: 'Dancer', gender: 'Female', location: 'Mumbai' }, 80)).toBe(
      'Female Dancers · Mumbai',
    )
    expect(listNameFor({}, 80)).toBe('Chat shortlist')
  })
})

describe('shortlisting from the chat', () => {
  it('names the cards and the list to make, and says nothing until the adapter has added them', () => {
    const { steps } = talk(['female dancers in Mumbai', 'shortlist the first two'])
    expect(steps[0]?.messages).toEqual([])
    expect(steps[0]?.command).toEqual({
      kind: 'shortlist',
      positions: [1, 2],
      talents: [
        { USERID: 'TAL000001', name: 'Soumya Ghosh' },
        { USERID: 'TAL000002', name: 'Meera Iyer' },
      ],
      newListName: 'Female Dancers · Mumbai',
    })
  })

  it('a named list travels with the command', () => {
    const { steps } = talk(['female dancers in Mumbai', 'save number 3 to Diwali ad'])
    expect(steps[0]?.command).toMatchObject({ kind: 'shortlist', positions: [3], listName: 'Diwali ad' })
    const added = talk(['female dancers in Mumbai', 'add the first one to festive ad']).steps[0]?.command
    expect(added).toMatchObject({ kind: 'shortlist', positions: [1], listName: 'festive ad' })
    expect(talk(['find Meera Iyer', 'add her to Holi']).steps[0]?.command).toMatchObject({
      kind: 'shortlist',
      listName: 'Holi',
    })
  })

  it('a position past the cards is said plainly, and nothing is added', () => {
    const { steps } = talk(['female dancers in Mumbai', 'shortlist the fifth one'])
    expect(steps[0]?.command).toBeNull()
    expect(steps[0]?.messages[0]?.text).toMatch(/^There are only 3 cards/)
  })

  it('words what was added, what was already there, with a link to the list', () => {
    const { state } = talk(['female dancers in Mumbai'])
    const list = { id: 7, name: 'Female Dancers · Mumbai', created: false }
    const outcome = {
      status: 'done' as const,
      list,
      added: [{ USERID: 'TAL000001', name: 'Soumya Ghosh' }],
      already: [{ USERID: 'TAL000002', name: 'Meera Iyer' }],
      unavailable: [],
    }
    const [message] = respond(state, { kind: 'shortlisted', outcome }, deps()).messages
    expect(message?.text).toBe(
      'Added Soumya Ghosh to your shortlist “Female Dancers · Mumbai”. Meera Iyer was already on “Female Dancers · Mumbai”.',
    )
    expect(message?.links).toEqual([{ label: 'Open “Female Dancers · Mumbai”', href: '/shortlists/7' }])
  })

  it('a new list is said to be new', () => {
    const { state } = talk(['female dancers in Mumbai'])
    const outcome = {
      status: 'done' as const,
      list: { id: 3, name: 'Female Dancers · Mumbai', created: true },
      added: [
        { USERID: 'TAL000001', name: 'Soumya Ghosh' },
        { USERID: 'TAL000002', name: 'Meera Iyer' },
      ],
      already: [],
      unavailable: [],
    }
    expect(respond(state, { kind: 'shortlisted', outcome }, deps()).messages[0]?.text).toBe(
      'I started a new shortlist, “Female Dancers · Mumbai”, and added Soumya Ghosh and Meera Iyer.',
    )
  })

  it('a guest is offered to log in or sign up instead', () => {
    const { state } = talk(['female dancers in Mumbai'])
    const [message] = respond(
      state,
      { kind: 'shortlisted', outcome: { status: 'notRecruiter', viewer: 'guest' } },
      deps(),
    ).messages
    expect(message?.text).toMatch(/^Shortlists are for recruiter accounts: log in or sign up/)
    expect(message?.options).toEqual(['Login', 'Sign Up'])
  })
})

describe('detail answers from the profile', () => {
  it('height in cm and feet', () => {
    expect(answer('height')?.text).toBe('Meera Iyer is 168 cm · 5′ 6″.')
    expect(answer('height', { heightCm: null })?.text).toBe('Meera Iyer’s profile doesn’t say their height.')
  })
  it('the portfolio counts, with a link to the page', () => {
    const message = answer('portfolio')
    expect(message?.text).toBe(
      'Meera Iyer’s portfolio has 6 photos, 1 showreel and no voice demos: see it on their page.',
    )
    expect(message?.links).toEqual([{ label: 'See Meera Iyer’s profile', href: '/recruiter/solo/TAL000002' }])
  })
  it('availability from the booking date, read against today', () => {
    expect(answer('availability', { bookedUntil: '2026-04-12' })?.text).toBe(
      'Meera Iyer is booked until 12 Apr 2026, as their profile says.',
    )
    expect(answer('availability', { bookedUntil: '2025-12-01' })?.text).toMatch(/lists no booking now: available/)
  })
  it('the day rate for recruiters only', () => {
    expect(answer('rate')?.text).toBe('Meera Iyer’s day rate: ₹15,000 – ₹25,000 a day.')
    expect(answer('rate', { dayRate: null }, 'talent')?.text).toBe('Day rates are shown to signed-in recruiters only.')
    expect(answer('rate', { dayRate: null })?.text).toBe('Meera Iyer’s profile doesn’t say a day rate.')
  })
  it('credits, latest first', () => {
    expect(answer('experience')?.text).toBe(
      'Meera Iyer lists 2 credits, most recently New Film (Sister, 2025); Old Play (Lead, 2019).',
    )
  })
  it('contact: a connection request, never an address', () => {
    const message = answer('contact')
    expect(message?.text).toMatch(/connection request/)
    expect(message?.text).not.toMatch(/@/)
    expect(message?.links?.[0]).toEqual({
      label: 'Send a connection request',
      href: '/recruiter/solo/TAL000002/request',
    })
  })
  it('a named talent the adapter could not find', () => {
    const { state } = talk(['female dancers in Chennai'])
    const outcome = { status: 'notFound' as const, field: 'height' as const, name: 'Zara Khan' }
    expect(respond(state, { kind: 'detailed', outcome }, deps()).messages[0]?.text).toBe(
      'I couldn’t find one talent called Zara Khan. Search “find Zara Khan”, then ask again.',
    )
  })
  it('the engine asks the adapter about the card named by position', () => {
    const { steps, state } = talk(['female dancers in Chennai', "what's the second one's height?"])
    expect(steps[0]?.messages).toEqual([])
    expect(steps[0]?.command).toEqual({
      kind: 'detail',
      field: 'height',
      name: 'Meera Iyer',
      talent: { USERID: 'TAL000002', name: 'Meera Iyer' },
    })
    expect(state.focus?.name).toBe('Meera Iyer')
  })
})

describe('the list a name picks', () => {
  const lists = [
    { name: 'Diwali Ad – Kids' },
    { name: 'Mumbai' },
    { name: 'Female Dancers · Mumbai' },
    { name: 'Web series pilot' },
  ]
  it.each([
    ['diwali ad kids', 'Diwali Ad – Kids'],
    ['Diwali ad', 'Diwali Ad – Kids'],
    ['mumbai', 'Mumbai'],
    ['dancers mumbai', 'Female Dancers · Mumbai'],
    ['web ser', 'Web series pilot'],
    ['web series pilott', 'Web series pilot'],
  ])('%s → %s', (wanted, name) => {
    expect(pickList(lists, wanted)?.name).toBe(name)
  })
  it('none when nothing fits', () => {
    expect(pickList(lists, 'Holi campaign')).toBeUndefined()
  })
})
