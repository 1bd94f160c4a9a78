import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildTalent, createFaker, type TalentOverrides } from '../../api/db/factories'
import { talentProfiles, users } from '../../api/db/schema'
import { DEMO_RECRUITER_EMAIL, insertTalents } from '../../api/db/seed'
import { GUEST_SEARCH_INVITATION } from '../../assistant/socket-conversation'
import { startChatServer, type ChatServer } from '../setup/chat-server'
import { mintAccessToken } from './sign-in'

/**
 * ADR 025's language rules over a real socket (issue 22): the chat's search filters by the languages it
 * read, `search_results.filters.languages` is an array of canonical names, every card speaks one of them,
 * "also Telugu" adds, "only Telugu" replaces, "any language" removes; the reply names them with the search.
 */

let chat: ChatServer
let token: string
/** Public female actors in Chennai, with their languages. */
let actresses: { USERID: string; languages: string[] }[]

const made = (languages: string[]): TalentOverrides => ({
  talentType: 'Actor',
  gender: 'Female',
  city: 'Chennai',
  languages,
  profile: { isPublic: true },
})
// Actresses in Chennai who speak Tamil, Telugu, both, or neither, whatever the seed made.
const MADE: TalentOverrides[] = [
  made(['Tamil', 'English']),
  made(['Tamil']),
  made(['Tamil', 'Telugu']),
  made(['Telugu', 'Hindi']),
  made(['Telugu']),
  made(['Hindi', 'English']),
  made(['Malayalam']),
]

beforeAll(async () => {
  chat = await startChatServer({ talents: 120 })
  const faker = createFaker([22, 22])
  await insertTalents(
    chat.web.db,
    MADE.map((overrides, i) => buildTalent(faker, 922_001 + i, { ...overrides, user: { userId: `TAL92200${i}` } })),
  )
  token = await mintAccessToken(chat.web.api, DEMO_RECRUITER_EMAIL)
  actresses = await chat.web.db
    .select({ USERID: users.userId, languages: talentProfiles.languages })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(
      and(
        eq(talentProfiles.isPublic, true),
        eq(talentProfiles.talentType, 'Actor'),
        eq(talentProfiles.gender, 'Female'),
        eq(talentProfiles.city, 'Chennai'),
      ),
    )
})

afterAll(async () => {
  await chat?.close()
})

afterEach(async () => {
  chat.io.disconnectSockets(true)
  await expect.poll(() => chat.io.of('/').sockets.size).toBe(0)
})

const speaking = (languages: string[]) =>
  new Set(actresses.filter((a) => a.languages.some((l) => languages.includes(l))).map((a) => a.USERID))

async function recruiter() {
  const client = chat.connect({ auth: { token } })
  await client.connected
  await client.waitFor('connection_success')
  return client
}

type Client = Awaited<ReturnType<typeof recruiter>>
type Card = { USERID: string }

/** Sends a message; its search_results and the assistant's reply about them. */
async function say(client: Client, text: string) {
  const from = client.send('chat_message', { text })
  const results = await client.waitFor('search_results', undefined, 10_000, from)
  await client.waitFor('typing_stop', undefined, 10_000, from)
  const replies = client.events
    .slice(from)
    .filter((event) => event.event === 'chat_response')
    .map((event) => event.payload as { text: string; type: string })
  return { results, reply: replies.map((r) => r.text).join(' ') }
}

function expectEveryCardIn(results: { results: Card[] }, allowed: Set<string>) {
  expect(results.results.length).toBeGreaterThan(0)
  for (const card of results.results) expect(allowed.has(card.USERID), card.USERID).toBe(true)
}

describe('languages in the chat (ADR 025)', () => {
  it('"Tamil speaking actresses in Chennai": the search filters by Tamil and says so', async () => {
    const client = await recruiter()
    const { results, reply } = await say(client, 'Tamil speaking actresses in Chennai')
    expect(results.filters).toEqual({
      talentType: 'Actor',
      gender: 'Female',
      location: 'Chennai',
      languages: ['Tamil'],
    })
    const tamil = speaking(['Tamil'])
    expect(results.totalResults).toBe(tamil.size)
    expectEveryCardIn(results, tamil)
    expect(reply).toContain(`Found ${tamil.size} Tamil speaking Female Actors in Chennai`)
    expect(reply).not.toMatch(/can't filter by language/)
  })

  it('"also Telugu" adds, "only Telugu" replaces, "any language" removes', async () => {
    const client = await recruiter()
    await say(client, 'Tamil speaking actresses in Chennai')

    const also = await say(client, 'also Telugu')
    expect(also.results.filters.languages).toEqual(['Tamil', 'Telugu'])
    expect(also.results.filters).toMatchObject({ talentType: 'Actor', gender: 'Female', location: 'Chennai' })
    const either = speaking(['Tamil', 'Telugu'])
    expect(also.results.totalResults).toBe(either.size)
    expectEveryCardIn(also.results, either)
    expect(also.reply).toContain('Tamil or Telugu speaking Female Actors in Chennai')

    const only = await say(client, 'only Telugu')
    expect(only.results.filters).toEqual({
      talentType: 'Actor',
      gender: 'Female',
      location: 'Chennai',
      languages: ['Telugu'],
    })
    const telugu = speaking(['Telugu'])
    expect(only.results.totalResults).toBe(telugu.size)
    expectEveryCardIn(only.results, telugu)

    const any = await say(client, 'any language')
    expect(any.results.filters).toEqual({ talentType: 'Actor', gender: 'Female', location: 'Chennai' })
    expect(any.results.totalResults).toBe(actresses.length)
    expect(any.reply).not.toMatch(/speaking/)
  })

  it('search_talent reads languages from its query and takes them as filters', async () => {
    const client = await recruiter()
    let from = client.send('search_talent', { query: 'telugu actresses in chennai' })
    const read = await client.waitFor('search_results', undefined, 10_000, from)
    await client.waitFor('typing_stop', undefined, 10_000, from)
    expect(read.filters).toEqual({ talentType: 'Actor', gender: 'Female', location: 'Chennai', languages: ['Telugu'] })
    expectEveryCardIn(read, speaking(['Telugu']))

    from = client.send('search_talent', {
      filters: { location: 'Chennai', languages: ['malayalam', 'Tamil'] },
      directSearch: true,
    })
    const given = await client.waitFor('search_results', undefined, 10_000, from)
    await client.waitFor('typing_stop', undefined, 10_000, from)
    expect(given.filters).toEqual({ location: 'Chennai', languages: ['Tamil', 'Malayalam'] })

    from = client.send('search_talent', { filters: { languages: ['Klingon'] }, directSearch: true })
    const refused = await client.waitFor('error', undefined, 10_000, from)
    expect(refused.message).toMatch(/^Invalid search_talent: filters\.languages "Klingon" is not a language we list/)
  })

  it('load more continues the languages', async () => {
    const client = await recruiter()
    let from = client.send('search_talent', { filters: { languages: ['English'] }, directSearch: true })
    const first = await client.waitFor('search_results', undefined, 10_000, from)
    await client.waitFor('typing_stop', undefined, 10_000, from)
    expect(first.hasMore).toBe(true)
    from = client.send('load_more_results', { sessionId: first.sessionId, page: 2 })
    const second = await client.waitFor('load_more_response', undefined, 10_000, from)
    const english = new Set(
      (
        await chat.web.db
          .select({ USERID: users.userId, languages: talentProfiles.languages })
          .from(talentProfiles)
          .innerJoin(users, eq(users.id, talentProfiles.userId))
      )
        .filter((row) => row.languages.includes('English'))
        .map((row) => row.USERID),
    )
    for (const card of [...first.results, ...second.results] as Card[]) expect(english.has(card.USERID)).toBe(true)
  })

  it('a guest asking by language gets the public list and the invitation, like any other filter', async () => {
    const client = chat.connect()
    await client.connected
    await client.waitFor('connection_success')
    const from = client.send('chat_message', { text: 'Tamil speaking actresses in Chennai' })
    const results = await client.waitFor('search_results', undefined, 10_000, from)
    await client.waitFor('chat_response', (message) => message.text === GUEST_SEARCH_INVITATION, 10_000, from)
    expect(results.filters).toEqual({})
  })
})
