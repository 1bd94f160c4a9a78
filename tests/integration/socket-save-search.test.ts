import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { savedSearches, talentProfiles } from '../../api/db/schema'
import { DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import {
  alreadySaved,
  MAX_SAVED_SEARCHES_PER_RECRUITER,
  TOO_MANY_SAVED_SEARCHES,
} from '../../api/services/saved-searches'
import { NO_SEARCH_TO_SAVE } from '../../assistant/engine/saved-searches'
import { startChatServer, type ChatServer } from '../setup/chat-server'
import { openChat, say } from '../setup/chat-turns'
import { mintAccessToken, userByEmail } from './sign-in'

/**
 * Saving a search from the chat (issue 23, ADR 027) over the real socket server on a seeded database: the
 * recruiter's turn is read, the search it names runs, and the row lands in saved_searches through the
 * saved-search service; its refusals, a guest and a talent are answered in the chat.
 */

let chat: ChatServer
let tokens: { recruiter: string; talent: string }
let recruiterId: number

beforeAll(async () => {
  chat = await startChatServer({ talents: 60 })
  tokens = {
    recruiter: await mintAccessToken(chat.web.api, DEMO_RECRUITER_EMAIL),
    talent: await mintAccessToken(chat.web.api, DEMO_TALENT_EMAIL),
  }
  recruiterId = (await userByEmail(chat.web.api, DEMO_RECRUITER_EMAIL)).id
})

afterAll(async () => {
  await chat?.close()
})

afterEach(async () => {
  chat.io.disconnectSockets(true)
  await expect.poll(() => chat.io.of('/').sockets.size).toBe(0)
  await chat.web.db.delete(savedSearches)
})

const open = (kind: 'recruiter' | 'talent' | 'guest' = 'recruiter') =>
  openChat(chat, kind === 'guest' ? undefined : tokens[kind])

/** The saved searches in the database, every owner's. */
const rows = () => chat.web.db.select().from(savedSearches).orderBy(savedSearches.id)

const SAVED_LINK = [{ label: 'Manage saved searches', href: '/my-profile/recruiter#saved-searches-title' }]

describe('saving a search from the chat', () => {
  it('"save this search" saves the active search under a name from its filters; again says it is saved', async () => {
    const client = await open()
    expect((await say(client, 'female dancers in Mumbai')).search?.filters).toEqual({
      talentType: 'Dancer',
      gender: 'Female',
      location: 'Mumbai',
    })
    const saved = await say(client, 'save this search')
    expect(saved.search).toBeUndefined()
    expect(saved.last.text).toBe(
      'Saved “Female Dancers in Mumbai”. We will tell you when new talents match (at most once an hour).',
    )
    expect(saved.last.links).toEqual(SAVED_LINK)
    expect(await rows()).toEqual([
      expect.objectContaining({
        ownerUserId: recruiterId,
        name: 'Female Dancers in Mumbai',
        talentTypeKey: 'Dancer',
        cityKey: 'Mumbai',
        gender: 'Female',
        ageGroup: null,
        projectType: null,
        languages: [],
        query: null,
        isNameSearch: false,
        paused: false,
      }),
    ])

    const again = await say(client, 'plz notfy me when new ones join')
    expect(again.last.text).toBe(alreadySaved('Female Dancers in Mumbai'))
    expect(await rows()).toHaveLength(1)
  })

  it('"save it as Diwali dancers" names it; languages are saved with the filters', async () => {
    const client = await open()
    await say(client, 'Tamil speaking dancers in Chennai')
    const saved = await say(client, 'save it as Diwali dancers')
    expect(saved.last.text).toMatch(/^Saved “Diwali dancers”\./)
    expect(await rows()).toEqual([
      expect.objectContaining({
        name: 'Diwali dancers',
        talentTypeKey: 'Dancer',
        cityKey: 'Chennai',
        gender: null,
        languages: ['Tamil'],
        query: null,
      }),
    ])
  })

  it('a name search is saved as a name', async () => {
    const [talent] = await chat.web.db
      .select({ name: talentProfiles.displayName })
      .from(talentProfiles)
      .where(eq(talentProfiles.isPublic, true))
      .orderBy(talentProfiles.id)
      .limit(1)
    const name = talent?.name ?? ''
    const client = await open()
    expect((await say(client, `find ${name}`)).search).toMatchObject({ isNameSearch: true })
    expect((await say(client, 'ye search save karo')).last.text).toMatch(/^Saved “Talents named like “.+””\./)
    expect(await rows()).toEqual([
      expect.objectContaining({ talentTypeKey: '', cityKey: '', query: name, isNameSearch: true }),
    ])
  })

  it('an alert that names a search of its own runs that search, replacing the last one, then saves it', async () => {
    const client = await open()
    await say(client, 'male actors in Delhi aged 26-35')
    const turn = await say(client, 'alert me when new female dancers in Mumbai join')
    expect(turn.search?.filters).toEqual({ talentType: 'Dancer', gender: 'Female', location: 'Mumbai' })
    // The results' message (found or not), then the save's.
    expect(turn.replies).toHaveLength(2)
    expect(['search_results', 'no_results']).toContain(turn.replies[0].type)
    expect(turn.last.text).toMatch(/^Saved “Female Dancers in Mumbai”\./)
    const [row] = await rows()
    expect(row).toMatchObject({ talentTypeKey: 'Dancer', cityKey: 'Mumbai', gender: 'Female', ageGroup: null })
    // The search after it is the saved one: "only 18 to 25" refines it.
    expect((await say(client, 'only 18 to 25')).search?.filters).toEqual({
      talentType: 'Dancer',
      gender: 'Female',
      location: 'Mumbai',
      ageGroup: '18-25',
    })
  })

  it('Hinglish, after a refinement: "naye aaye toh batana" saves the search as it is now', async () => {
    const client = await open()
    await say(client, 'female models in Pune')
    await say(client, 'sirf 18 se 25')
    expect((await say(client, 'naye aaye toh batana')).last.text).toMatch(/^Saved “Female Models in Pune aged 18-25”\./)
    expect(await rows()).toEqual([
      expect.objectContaining({ talentTypeKey: 'Model', cityKey: 'Pune', gender: 'Female', ageGroup: '18-25' }),
    ])
  })

  it('with no search yet it says what to search first, and saves nothing', async () => {
    const client = await open()
    const turn = await say(client, 'save this search')
    expect(turn.last.text).toBe(NO_SEARCH_TO_SAVE)
    expect(turn.search).toBeUndefined()
    expect(await rows()).toEqual([])
  })

  it('past the limit the service’s words are the reply, never an error', async () => {
    await chat.web.db.insert(savedSearches).values(
      Array.from({ length: MAX_SAVED_SEARCHES_PER_RECRUITER }, (_, i) => ({
        ownerUserId: recruiterId,
        name: `Search ${i}`,
        query: `word${i}`,
      })),
    )
    const client = await open()
    await say(client, 'female dancers in Mumbai')
    const turn = await say(client, 'save this search')
    expect(turn.last.text).toBe(TOO_MANY_SAVED_SEARCHES)
    expect(client.names().filter((name) => name === 'error')).toEqual([])
    expect(await chat.web.db.$count(savedSearches, eq(savedSearches.ownerUserId, recruiterId))).toBe(
      MAX_SAVED_SEARCHES_PER_RECRUITER,
    )
  })

  it('a guest is offered to sign in, a talent is told saved searches are for recruiters; neither saves', async () => {
    const guest = await open('guest')
    await say(guest, 'dancers in Mumbai')
    const asked = await say(guest, 'save this search')
    expect(asked.last.text).toMatch(/^Saved searches and alerts are for recruiter accounts: log in or sign up/)
    expect(asked.last.options).toEqual(['Login', 'Sign Up'])
    const talent = await open('talent')
    await say(talent, 'female dancers in Mumbai')
    expect((await say(talent, 'alert me when new ones join')).last.text).toMatch(
      /^Saved searches and alerts are for recruiter accounts, so I can’t save one for you\./,
    )
    expect(await rows()).toEqual([])
  })
})
