/**
 * Issue 17: requirements §5 "filtered search runs only when authenticated", on every path that searches: the API's
 * /search-talents, both chat view-all calls and their pages, the list pages' load-more resource, and the
 * chat socket's search_talent. A guest gets a clear refusal (API) or the public list with an invitation to
 * sign in (pages, chat); a signed-in caller still gets the filtered search.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import crypto from 'node:crypto'
import { searchSessions } from '../../api/db/schema'
import { DEMO_RECRUITER_EMAIL } from '../../api/db/seed'
import { GUEST_SEARCH_REFUSED } from '../../api/services/search'
import { loader as chatbotViewAllLoader } from '../../app/routes/_main.chatbot.view-all-talents'
import { loader as viewAllLoader } from '../../app/routes/_main.view-all-talents'
import { loader as talentSearchLoader } from '../../app/routes/resources.talents.search'
import { mintAccessToken } from '../integration/sign-in'
import { startChatServer, type ChatServer, type Payload } from '../setup/chat-server'

let chat: ChatServer
let recruiterToken: string
let recruiterCookie: string
/** USERIDs of the public list's first page, best rated first: what a guest may see. */
let publicFirstPage: string[]

const DANCERS = { talentType: 'Dancer' }

beforeAll(async () => {
  chat = await startChatServer({ talents: 60 })
  recruiterToken = await mintAccessToken(chat.web.api, DEMO_RECRUITER_EMAIL)
  recruiterCookie = (await chat.web.signIn(DEMO_RECRUITER_EMAIL)).cookie
  const { body } = await chat.web.api.call('GET', '/get-app-dashbord-talents-public')
  publicFirstPage = body.talents.map((talent: { USERID: string }) => talent.USERID)
  // The public list must not be all dancers by chance, or "not filtered" could not be told apart.
  expect(body.talents.some((talent: { talentType: string }) => talent.talentType !== 'Dancer')).toBe(true)
})
afterAll(async () => {
  await chat?.close()
})

const ids = (talents: { USERID: string }[]) => talents.map((talent) => talent.USERID)
const allDancers = (talents: { talentType?: string; type?: string }[]) =>
  talents.length > 0 && talents.every((talent) => (talent.talentType ?? talent.type) === 'Dancer')

describe('the API', () => {
  const paths = [
    '/search-talents',
    '/get-filtered-talents-by-chatbot-viewall/',
    '/get-filtered-talents-by-chatbot-viewall-comes-form-whatsapp',
  ]

  it.each(paths)('%s: a guest asking for filters (or a name, free text) gets 401 with a message', async (path) => {
    // The view-all calls take filters or a session only; /search-talents also a name or free text.
    const bodies =
      path === '/search-talents'
        ? [{ filters: DANCERS }, { query: 'dance' }, { name: 'Priya' }]
        : [{ filters: DANCERS }]
    for (const body of bodies) {
      const { status, body: answer } = await chat.web.api.call('POST', path, { body })
      expect(answer.talents, `${path} ${JSON.stringify(body)}`).toBeUndefined()
      expect(status, `${path} ${JSON.stringify(body)}`).toBe(401)
      expect(answer).toEqual({ success: false, message: GUEST_SEARCH_REFUSED })
    }
  })

  it.each(paths)(
    '%s: a guest without criteria gets the public list; a recruiter gets the filtered one',
    async (path) => {
      const guest = await chat.web.api.call('POST', path, { body: {} })
      expect(guest.status).toBe(200)
      expect(ids(guest.body.talents)).toEqual(publicFirstPage)
      const member = await chat.web.api.call('POST', path, { body: { filters: DANCERS }, token: recruiterToken })
      expect(member.status).toBe(200)
      expect(allDancers(member.body.talents)).toBe(true)
    },
  )
})

describe('the pages', () => {
  const pages = [
    ['/chatbot/view-all-talents', chatbotViewAllLoader],
    ['/view-all-talents', viewAllLoader],
  ] as const

  it.each(pages)('%s: a guest with filters sees the public list and an invitation to sign in', async (path, loader) => {
    const result = await loader({
      request: chat.web.get(`${path}?talentType=Dancer`),
      context: chat.web.context(),
      params: {},
    })
    // A plain object (status 200), not data(..., { status }): the page renders normally.
    expect(result).not.toHaveProperty('init')
    const loaded = 'data' in result ? (result.data as Payload) : result
    expect(ids(loaded.talents)).toEqual(publicFirstPage)
    expect(loaded.filters).toEqual({})
    expect(loaded.signInToFilter).toBe(true)
    expect(loaded.loginHref).toBe(`/login?${new URLSearchParams({ redirectTo: `${path}?talentType=Dancer` })}`)
  })

  it.each(pages)('%s: a signed-in recruiter with filters sees the filtered list', async (path, loader) => {
    const request = chat.web.get(`${path}?talentType=Dancer`, recruiterCookie)
    const loaded = (await loader({ request, context: chat.web.context(), params: {} })) as Payload
    expect(allDancers(loaded.talents)).toBe(true)
    expect(loaded.signInToFilter).toBe(false)
  })

  it('a guest holding a filtered chat search (stored before this rule) sees the public list, on the API too', async () => {
    const id = crypto.randomUUID()
    await chat.web.db.insert(searchSessions).values({ id, ownerUserId: null, filters: DANCERS, query: '' })
    const api = await chat.web.api.call('POST', '/search-talents', { body: { sessionId: id, page: 2 } })
    expect(api.status).toBe(401)
    for (const [path, loader] of pages) {
      const loaded = (await loader({
        request: chat.web.get(`${path}?sessionId=${id}`),
        context: chat.web.context(),
        params: {},
      })) as Payload
      expect(ids(loaded.talents), path).toEqual(publicFirstPage)
      expect(loaded).toMatchObject({ signInToFilter: true, sessionId: null, filters: {} })
    }
  })

  it('/resources/talents/search: a guest with filters is refused (401, the message), never a 500', async () => {
    const response = await talentSearchLoader({
      request: chat.web.get('/resources/talents/search?talentType=Dancer&page=2'),
      context: chat.web.context(),
      params: {},
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ success: false, message: GUEST_SEARCH_REFUSED })
    // Without filters a guest's "load more" still pages the public list.
    const open = await talentSearchLoader({
      request: chat.web.get('/resources/talents/search?page=1'),
      context: chat.web.context(),
      params: {},
    })
    expect(open.status).toBe(200)
    expect(ids((await open.json()).talents)).toEqual(publicFirstPage)
  })

  it('/resources/talents/search: a signed-in recruiter gets the filtered page', async () => {
    const response = await talentSearchLoader({
      request: chat.web.get('/resources/talents/search?talentType=Dancer', recruiterCookie),
      context: chat.web.context(),
      params: {},
    })
    expect(response.status).toBe(200)
    expect(allDancers((await response.json()).talents)).toBe(true)
  })
})

describe('the chat socket', () => {
  it('search_talent from a guest: the public list, no filters, and an invitation to sign in', async () => {
    const client = chat.connect()
    await client.connected
    await client.waitFor('connection_success')
    const from = client.send('search_talent', { query: '', filters: DANCERS, directSearch: true })
    const results = await client.waitFor('search_results', () => true, 5000, from)
    expect(allDancers(results.results)).toBe(false)
    expect(ids(results.results)).toEqual(publicFirstPage)
    expect(results.filters).toEqual({})
    const invitation = await client.waitFor(
      'chat_response',
      (message) => Array.isArray(message.options) && message.options.includes('Login'),
      5000,
      from,
    )
    expect(invitation.text).toMatch(/sign in/i)
    await client.waitFor('typing_stop', () => true, 5000, from)
  })

  it('a guest typing a filtered search in the chat gets the public list too', async () => {
    const client = chat.connect()
    await client.connected
    await client.waitFor('connection_success')
    const from = client.send('search_talent', { query: 'female dancers in Mumbai' })
    const results = await client.waitFor('search_results', () => true, 5000, from)
    expect(ids(results.results)).toEqual(publicFirstPage)
    expect(results.query).toBe('')
  })

  it('search_talent from a signed-in recruiter is still filtered', async () => {
    const client = chat.connect({ auth: { token: recruiterToken } })
    await client.connected
    await client.waitFor('connection_success')
    const from = client.send('search_talent', { query: '', filters: DANCERS, directSearch: true })
    const results = await client.waitFor('search_results', () => true, 5000, from)
    expect(allDancers(results.results)).toBe(true)
    expect(results.filters).toEqual(DANCERS)
  })
})
