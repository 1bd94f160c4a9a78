import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { talentProfiles } from '../../api/db/schema'
import { DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { CHAT_ERRORS } from '../../assistant/protocol'
import { loader as chatbotViewAllLoader } from '../../app/routes/_main.chatbot.view-all-talents'
import { startChatServer, type ChatServer } from '../setup/chat-server'
import { mintAccessToken } from './sign-in'

/**
 * The chat assistant over a real socket.io connection (socket.io-client) to the real HTTP server:
 * guests, users signed in by cookie and by bearer token; every client event and its replies.
 */

let chat: ChatServer
const CONTACT = { whatsappNumber: '919800000001', supportEmail: 'help@castline.test' }
let tokens: { talent: string; recruiter: string }
let talentCookie: string
/** The most common (talent type, city) of the seed among the types the assistant reads by keyword. */
let common: { talentType: string; city: string; count: number }

beforeAll(async () => {
  chat = await startChatServer({ talents: 60, contact: CONTACT })
  tokens = {
    talent: await mintAccessToken(chat.web.api, DEMO_TALENT_EMAIL),
    recruiter: await mintAccessToken(chat.web.api, DEMO_RECRUITER_EMAIL),
  }
  talentCookie = (await chat.web.signIn(DEMO_TALENT_EMAIL)).cookie
  const count = sql<number>`count(*)::int`
  const [row] = await chat.web.db
    .select({ talentType: talentProfiles.talentType, city: talentProfiles.city, count })
    .from(talentProfiles)
    .where(and(eq(talentProfiles.isPublic, true), inArray(talentProfiles.talentType, ['Actor', 'Model', 'Dancer'])))
    .groupBy(talentProfiles.talentType, talentProfiles.city)
    .orderBy(desc(count), talentProfiles.talentType, talentProfiles.city)
    .limit(1)
  if (!row) throw new Error('the seed has no actors, models or dancers')
  common = row
})

afterAll(async () => {
  await chat?.close()
})

// Searches run signed in (requirements §5), and a user may hold only a few chat sockets: each test closes its own.
afterEach(async () => {
  chat.io.disconnectSockets(true)
  await expect.poll(() => chat.io.of('/').sockets.size).toBe(0)
})

async function guest(auth: Record<string, unknown> = {}) {
  const client = chat.connect({ auth })
  await client.connected
  await client.waitFor('connection_success')
  return client
}

async function signedIn(kind: 'talent' | 'recruiter') {
  const client = chat.connect({ auth: { token: tokens[kind] } })
  await client.connected
  await client.waitFor('connection_success')
  return client
}

describe('connecting', () => {
  it('greets a guest with Login and Sign Up options', async () => {
    const client = chat.connect()
    await client.connected
    const success = await client.waitFor('connection_success')
    expect(success).toMatchObject({ socketId: client.socket.id, user: null })
    expect(new Date(success.timestamp).toString()).not.toBe('Invalid Date')
    const welcome = await client.waitFor('chat_response')
    expect(welcome.type).toBe('welcome')
    expect(welcome.isUser).toBe(false)
    expect(welcome.options).toEqual(expect.arrayContaining(['Login', 'Sign Up']))
    expect(client.names().slice(0, 2)).toEqual(['connection_success', 'chat_response'])
  })

  it('welcomes back a user signed in by bearer token, with the categories', async () => {
    const client = chat.connect({ auth: { token: tokens.recruiter } })
    await client.connected
    const success = await client.waitFor('connection_success')
    expect(success.user).toMatchObject({ userType: 'recruiter', USERID: expect.any(String) })
    const welcome = await client.waitFor('chat_response')
    expect(welcome.text).toMatch(/^Welcome back!/)
    expect(welcome.options).toEqual(['Actor', 'Model', 'Voiceover Artist', 'Dancer', 'Content Creator'])
    expect(welcome.userId).toBe(success.user.USERID)
  })

  it('signs in a browser by its session cookie, from the app origin', async () => {
    const client = chat.connect({ extraHeaders: { cookie: talentCookie, origin: chat.url } })
    await client.connected
    const success = await client.waitFor('connection_success')
    expect(success.user).toMatchObject({ userType: 'talent', name: expect.any(String) })
    expect(success.user.name).not.toBe('')
    expect((await client.waitFor('chat_response')).text).toMatch(/^Welcome back!/)
  })

  it('accepts the query-string token of requirements §7', async () => {
    const client = chat.connect({ query: { token: tokens.talent } })
    await client.connected
    expect((await client.waitFor('connection_success')).user).toMatchObject({ userType: 'talent' })
  })

  it('does not greet again on a reconnect that has history', async () => {
    const client = await guest({ hasHistory: true })
    const from = client.send('ping')
    await client.waitFor('pong', undefined, 5000, from)
    expect(client.names()).not.toContain('chat_response')
  })
})

describe('ping', () => {
  it('answers pong, and a test message with test_response', async () => {
    const client = await guest()
    let from = client.send('ping')
    expect(new Date((await client.waitFor('pong', undefined, 5000, from)).timestamp).getTime()).toBeGreaterThan(0)
    from = client.send('ping', { message: 'are you there?' })
    expect(await client.waitFor('test_response', undefined, 5000, from)).toMatchObject({
      success: true,
      message: 'are you there?',
    })
  })
})

describe('chat_message', () => {
  it('acknowledges, types, searches and answers with cards and a view-all card, in that order', async () => {
    const client = await signedIn('recruiter')
    const text = `${common.talentType.toLowerCase()}s in ${common.city}`
    const from = client.send('chat_message', { id: 'm-1', text, isUser: true, timestamp: new Date().toISOString() })
    await client.waitFor('typing_stop', undefined, 10_000, from)
    expect(client.names(from)).toEqual([
      'message_response',
      'typing_start',
      'search_results',
      'chat_response',
      'typing_stop',
    ])
    const [ack, , results, response] = client.events.slice(from).map((e) => e.payload)
    expect(ack).toEqual({ success: true, messageId: 'm-1' })
    expect(results).toMatchObject({
      success: true,
      filters: { talentType: common.talentType, location: common.city },
      isNameSearch: false,
      totalResults: common.count,
      hasMore: common.count > 10,
      page: 1,
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    expect(results.results.length).toBe(Math.min(10, common.count))
    for (const card of results.results) {
      expect(Object.keys(card)).toEqual(expect.arrayContaining(['USERID', 'name', 'type', 'city', 'photo']))
      expect(card).toMatchObject({ type: common.talentType, city: common.city })
    }
    expect(response.type).toBe('search_results')
    expect(response.talentCards.map((c: { USERID: string }) => c.USERID)).toEqual(
      results.results.map((c: { USERID: string }) => c.USERID),
    )
    expect(response.viewAllCard).toMatchObject({
      url: `/chatbot/view-all-talents?sessionId=${results.sessionId}`,
      sessionId: results.sessionId,
    })
    // One way to the list: the view-all card, not a "View all" button as well (issue 20).
    expect(response.options).not.toContain('View all')
  })

  it('asks the next question when one filter is named', async () => {
    const client = await guest()
    const from = client.send('chat_message', { text: 'dancers' })
    await client.waitFor('typing_stop', undefined, 5000, from)
    expect(client.names(from)).toEqual(['message_response', 'typing_start', 'chat_response', 'typing_stop'])
    const question = client.events[from + 2]!.payload
    expect(question).toMatchObject({ type: 'question', filterType: 'gender', filters: { talentType: 'Dancer' } })
  })

  it('routes the Login and Sign Up options to their pages (navigateTo)', async () => {
    const client = await guest()
    let from = client.send('chat_message', { text: 'Login', isOption: true })
    expect(await client.waitFor('chat_response', undefined, 5000, from)).toMatchObject({ navigateTo: '/login' })
    from = client.send('chat_message', { text: 'Sign Up', isOption: true })
    expect(await client.waitFor('chat_response', undefined, 5000, from)).toMatchObject({ navigateTo: '/signup' })
  })

  it('gives the configured WhatsApp number and support email', async () => {
    const client = await guest()
    let from = client.send('chat_message', { text: 'Contact via WhatsApp', isOption: true })
    expect((await client.waitFor('chat_response', undefined, 5000, from)).links).toEqual([
      { label: 'Chat on WhatsApp', href: expect.stringMatching(/^https:\/\/wa\.me\/919800000001\?text=/) },
    ])
    from = client.send('chat_message', { text: 'Email support', isOption: true })
    const email = await client.waitFor('chat_response', undefined, 5000, from)
    expect(email.text).toContain('help@castline.test')
    expect(email.links).toEqual([
      { label: 'Email support', href: 'mailto:help@castline.test?subject=Help%20finding%20talent' },
    ])
  })

  it('finds a talent by name ("show me Aanya Kapoor")', async () => {
    const client = await signedIn('recruiter')
    const from = client.send('chat_message', { text: 'show me Aanya Kapoor' })
    const results = await client.waitFor('search_results', undefined, 5000, from)
    expect(results).toMatchObject({ success: true, isNameSearch: true, query: 'Aanya Kapoor' })
    expect(results.results[0]).toMatchObject({ name: 'Aanya Kapoor' })
  })

  it('searches a craft named beside the filters as free text with them ("kathak dancers")', async () => {
    const [expected] = await chat.web.db
      .select({ count: sql<number>`count(*)::int` })
      .from(talentProfiles)
      .where(
        and(
          eq(talentProfiles.isPublic, true),
          eq(talentProfiles.talentType, 'Dancer'),
          sql`${talentProfiles.searchDocument} @@ websearch_to_tsquery('english', 'kathak')`,
        ),
      )
    expect(expected?.count).toBeGreaterThan(0)
    const client = await signedIn('recruiter')
    const from = client.send('chat_message', { text: 'need kathak dancers pls' })
    const results = await client.waitFor('search_results', undefined, 5000, from)
    expect(results).toMatchObject({ filters: { talentType: 'Dancer' }, query: 'kathak', totalResults: expected?.count })
    const message = await client.waitFor('chat_response', (m) => m.type === 'search_results', 5000, from)
    expect(message.text).toMatch(/^Found \d+ Dancers for "kathak"\.$/)
  })

  it('a craft nobody with those filters lists: the filters alone, and the chat says so', async () => {
    const client = await signedIn('recruiter')
    const from = client.send('chat_message', { text: 'dancers who do ivr' })
    const results = await client.waitFor('search_results', undefined, 5000, from)
    expect(results).toMatchObject({ filters: { talentType: 'Dancer' }, query: '' })
    expect(results.totalResults).toBeGreaterThan(0)
    const message = await client.waitFor('chat_response', (m) => m.type === 'search_results', 5000, from)
    expect(message.text).toMatch(/^No one mentions "ivr" yet\. Found \d+ Dancers instead\.$/)
  })

  it('free words nobody matches: no results, not everyone', async () => {
    const client = await signedIn('recruiter')
    const from = client.send('chat_message', { text: 'zzqx wobblefrump' })
    const results = await client.waitFor('search_results', undefined, 5000, from)
    expect(results).toMatchObject({ totalResults: 0, query: 'zzqx wobblefrump', results: [] })
  })

  it('"more like the second one" searches talents like that card, without it (ADR 025)', async () => {
    const client = await signedIn('recruiter')
    const first = client.send('chat_message', { text: `${common.talentType.toLowerCase()}s in ${common.city}` })
    const shown = await client.waitFor('search_results', undefined, 5000, first)
    const second = shown.results[1]
    if (!second) throw new Error('fewer than two results')
    const from = client.send('chat_message', { text: 'more like the second one' })
    const similar = await client.waitFor('search_results', undefined, 5000, from)
    // Their type, and their city and age group unless no one else shares them: ages move with the calendar,
    // so the fixture's second card may be alone in their group (the widening is socket-rules' test 3).
    const { talentType, location, ageGroup, ...rest } = similar.filters
    expect(talentType).toBe(second.type)
    expect([second.city, undefined]).toContain(location)
    expect([second.ageGroup, undefined]).toContain(ageGroup)
    expect(rest).toEqual({})
    expect(similar.results.length).toBeGreaterThan(0)
    expect(similar.results.map((talent: { USERID: string }) => talent.USERID)).not.toContain(second.USERID)
    const said = await client.waitFor('chat_response', (m) => m.text.startsWith('Looking for talents like'), 5000, from)
    expect(said.text).toBe(`Looking for talents like ${second.name}.`)
  })

  it('loads more when asked in words, continuing the session', async () => {
    const client = await guest()
    let from = client.send('search_talent', { query: '', filters: {}, directSearch: true })
    const first = await client.waitFor('search_results', undefined, 5000, from)
    expect(first.hasMore).toBe(true)
    // The answer's message follows its cards a turn later: ask once the answer is complete.
    await client.waitFor('typing_stop', undefined, 5000, from)
    from = client.send('chat_message', { text: 'show more' })
    const more = await client.waitFor('load_more_response', undefined, 5000, from)
    expect(more).toMatchObject({ success: true, sessionId: first.sessionId, page: 2 })
    const message = await client.waitFor('chat_response', undefined, 5000, from)
    expect(message).toMatchObject({ type: 'more_results', sessionId: first.sessionId })
    expect(message.talentCards.map((c: { USERID: string }) => c.USERID)).toEqual(
      more.results.map((c: { USERID: string }) => c.USERID),
    )
  })
})

describe('search_talent', () => {
  it('directSearch with filters: canonical filters (aliases read), one page of cards', async () => {
    const client = await signedIn('recruiter')
    const from = client.send('search_talent', {
      query: '',
      filters: { talentType: common.talentType.toLowerCase(), location: common.city.toUpperCase() },
      userId: 'ignored',
      timestamp: new Date().toISOString(),
      directSearch: true,
      isNameSearch: false,
    })
    await client.waitFor('typing_stop', undefined, 5000, from)
    expect(client.names(from)).toEqual(['typing_start', 'search_results', 'chat_response', 'typing_stop'])
    const results = client.events[from + 1]!.payload
    expect(results.filters).toEqual({ talentType: common.talentType, location: common.city })
    expect(results.totalResults).toBe(common.count)
  })

  it('reads a free-text query into filters when not a direct search', async () => {
    const client = await signedIn('recruiter')
    const from = client.send('search_talent', { query: `${common.talentType} in ${common.city}` })
    const results = await client.waitFor('search_results', undefined, 5000, from)
    expect(results.filters).toEqual({ talentType: common.talentType, location: common.city })
  })

  it('isNameSearch searches names, typos tolerated', async () => {
    const client = await signedIn('recruiter')
    const from = client.send('search_talent', { query: 'Aanya Kapor', isNameSearch: true, directSearch: true })
    const results = await client.waitFor('search_results', undefined, 5000, from)
    expect(results).toMatchObject({ isNameSearch: true, query: 'Aanya Kapor' })
    expect(results.results.map((c: { name: string }) => c.name)).toContain('Aanya Kapoor')
  })

  it('a 2–3 word name that finds nobody is searched again as free text', async () => {
    const client = await signedIn('recruiter')
    const from = client.send('search_talent', { query: 'method acting', isNameSearch: true })
    const results = await client.waitFor('search_results', undefined, 5000, from)
    expect(results).toMatchObject({ isNameSearch: false, query: 'method acting' })
    expect(results.totalResults).toBeGreaterThan(0)
  })
})

describe('load_more_results', () => {
  it('serves page 2 of a session, on a fresh socket too (sessions live in the database)', async () => {
    const first = await guest()
    const from = first.send('search_talent', { directSearch: true })
    const page1 = await first.waitFor('search_results', undefined, 5000, from)
    first.socket.disconnect()

    const fresh = await guest({ hasHistory: true })
    const at = fresh.send('load_more_results', { sessionId: page1.sessionId, page: 2, userId: null })
    const page2 = await fresh.waitFor('load_more_response', undefined, 5000, at)
    expect(page2).toMatchObject({
      success: true,
      sessionId: page1.sessionId,
      page: 2,
      totalResults: page1.totalResults,
    })
    expect(page2.results).toHaveLength(10)
    const seen = new Set(page1.results.map((c: { USERID: string }) => c.USERID))
    expect(page2.results.some((c: { USERID: string }) => seen.has(c.USERID))).toBe(false)
    // The panel shows the new cards in a message of the same session.
    const message = await fresh.waitFor('chat_response', undefined, 5000, at)
    expect(message).toMatchObject({ type: 'more_results', sessionId: page1.sessionId })
    expect(message.talentCards).toHaveLength(10)
  })

  it('refuses another user’s session with an error, serving nothing', async () => {
    const recruiter = await signedIn('recruiter')
    const from = recruiter.send('search_talent', { directSearch: true })
    const own = await recruiter.waitFor('search_results', undefined, 5000, from)

    for (const other of [await signedIn('talent'), await guest()]) {
      const at = other.send('load_more_results', { sessionId: own.sessionId, page: 2 })
      const refused = await other.waitFor('load_more_response', undefined, 5000, at)
      expect(refused).toMatchObject({ success: false, message: 'Search session not found', results: [] })
    }
    // Its owner, on another socket, may.
    const again = await signedIn('recruiter')
    const at = again.send('load_more_results', { sessionId: own.sessionId, page: 2 })
    expect(await again.waitFor('load_more_response', undefined, 5000, at)).toMatchObject({ success: true, page: 2 })
  })

  it('an unknown session is answered with the server message', async () => {
    const client = await guest()
    const at = client.send('load_more_results', { sessionId: '00000000-0000-4000-8000-000000000000', page: 2 })
    expect(await client.waitFor('load_more_response', undefined, 5000, at)).toMatchObject({
      success: false,
      message: 'Search session not found',
    })
  })
})

describe('view all', () => {
  /** The USERIDs of one page of /chatbot/view-all-talents?sessionId=…, loaded as the browser's session. */
  async function viewAllPage(sessionId: string, page: number, cookie: string): Promise<string[]> {
    const query = new URLSearchParams({ sessionId, ...(page > 1 ? { page: String(page) } : {}) })
    const result = await chatbotViewAllLoader({
      request: chat.web.get(`/chatbot/view-all-talents?${query}`, cookie),
      context: chat.web.context(),
      params: {},
    })
    const loaded = (result && typeof result === 'object' && 'data' in result ? result.data : result) as {
      talents: { USERID: string }[]
      problems: string[]
    }
    expect(loaded.problems).toEqual([])
    return loaded.talents.map((talent) => talent.USERID)
  }

  it("lists a signed-in chat search's talents in the chat's order, past load more (filters, free text)", async () => {
    // As the browser does (tests/e2e/chat.spec.ts): the web session's cookie signs in both the socket and the page.
    const { cookie } = await chat.web.signIn(DEMO_RECRUITER_EMAIL)
    const client = chat.connect({ extraHeaders: { cookie, origin: chat.url } })
    await client.connected
    expect((await client.waitFor('connection_success')).user).toMatchObject({ userType: 'recruiter' })
    const count = sql<number>`count(*)::int`
    const [byGender] = await chat.web.db
      .select({ gender: talentProfiles.gender, count })
      .from(talentProfiles)
      .where(eq(talentProfiles.isPublic, true))
      .groupBy(talentProfiles.gender)
      .orderBy(desc(count), talentProfiles.gender)
      .limit(1)
    const searches = [
      // Filters only, best rated first: many talents share a rating, so the tie-break decides the order.
      { filters: { gender: byGender!.gender } },
      // Free text, ranked by relevance (names, then bio and skills), then rating.
      { query: 'actor', directSearch: true },
    ]
    for (const search of searches) {
      let from = client.send('search_talent', search)
      const first = await client.waitFor('search_results', undefined, 5000, from)
      await client.waitFor('typing_stop', undefined, 5000, from)
      expect(first.totalResults, JSON.stringify(search)).toBeGreaterThan(10)
      from = client.send('load_more_results', { sessionId: first.sessionId, page: 2 })
      const second = await client.waitFor('load_more_response', undefined, 5000, from)
      const inChat = [...first.results, ...second.results].map((card: { USERID: string }) => card.USERID)
      expect(new Set(inChat).size).toBe(inChat.length)

      const listed = [
        ...(await viewAllPage(first.sessionId, 1, cookie)),
        ...(await viewAllPage(first.sessionId, 2, cookie)),
      ]
      expect(listed, JSON.stringify(search)).toEqual(inChat)
    }
  })
})

describe('check_talent_auth', () => {
  it('says whether the signed-in user owns the talent', async () => {
    const talent = await signedIn('talent')
    const me = (await talent.waitFor('connection_success')).user.USERID as string
    let at = talent.send('check_talent_auth', { talentId: me, userId: me, timestamp: 't1' })
    expect(await talent.waitFor('talent_auth_check', undefined, 5000, at)).toEqual({
      talentId: me,
      userId: me,
      isAuthenticated: true,
      isOwner: true,
      userType: 'talent',
      timestamp: 't1',
    })
    at = talent.send('check_talent_auth', { talentId: 'TAL000042', userId: me, timestamp: 't2' })
    expect(await talent.waitFor('talent_auth_check', undefined, 5000, at)).toMatchObject({
      talentId: 'TAL000042',
      isAuthenticated: true,
      isOwner: false,
    })
  })

  it('a guest is neither authenticated nor the owner, whatever userId it claims', async () => {
    const client = await guest()
    const at = client.send('check_talent_auth', { talentId: 'TAL000001', userId: 'TAL000001' })
    expect(await client.waitFor('talent_auth_check', undefined, 5000, at)).toMatchObject({
      talentId: 'TAL000001',
      userId: null,
      isAuthenticated: false,
      isOwner: false,
      userType: null,
    })
  })
})

describe('invalid payloads', () => {
  const cases: [string, unknown, RegExp][] = [
    ['chat_message', { text: '   ' }, /^Invalid chat_message: text is empty$/],
    ['chat_message', 'hello', /^Invalid chat_message: Expected object, received string$/],
    ['chat_message', { text: 'x'.repeat(501) }, /text must be at most 500 characters/],
    ['search_talent', { filters: { gender: 'Robot' } }, /^Invalid search_talent: filters\.gender /],
    ['search_talent', { filters: { colour: 'red' } }, /^Invalid search_talent: filters Unrecognized key/],
    ['load_more_results', { sessionId: 'abc', page: 2 }, /sessionId must be a search session id/],
    ['load_more_results', { sessionId: '00000000-0000-4000-8000-000000000000', page: 0 }, /page must be at least 2/],
    ['check_talent_auth', {}, /^Invalid check_talent_auth: talentId Required$/],
    ['ping', 42, /^Invalid ping: /],
  ]
  it.each(cases)('%s %j → error naming the problem', async (event, payload, expected) => {
    const client = await guest()
    const at = client.send(event, payload)
    const error = await client.waitFor('error', undefined, 5000, at)
    expect(error).toMatchObject({ event, message: expect.stringMatching(expected) })
    // The connection is still served.
    const ping = client.send('ping')
    await client.waitFor('pong', undefined, 5000, ping)
    expect(client.socket.connected).toBe(true)
  })
})

describe('failures', () => {
  it('a search the database cannot run: the server error of requirements §8, and typing stops', async () => {
    const failing = await startChatServer({ talents: 5 })
    try {
      const client = failing.connect()
      await client.connected
      await client.waitFor('connection_success')
      await failing.web.db.execute(sql`ALTER TABLE search_sessions RENAME TO search_sessions_gone`)
      const at = client.send('search_talent', { directSearch: true })
      await client.waitFor('typing_stop', undefined, 5000, at)
      expect(client.names(at)).toEqual(['typing_start', 'error', 'typing_stop'])
      expect(client.events[at + 1]!.payload).toEqual({ message: CHAT_ERRORS.serverError, event: 'search_talent' })
    } finally {
      await failing.close()
    }
  })
})
