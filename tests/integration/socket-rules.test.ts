import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { talentProfiles, users } from '../../api/db/schema'
import { DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { startChatServer, type ChatServer, type Payload } from '../setup/chat-server'
import { openChat, say } from '../setup/chat-turns'
import { mintAccessToken } from './sign-in'

/**
 * ADR 025's conversation rules over the real socket, one test per rule: signed in as a recruiter (a bearer
 * token), a fresh socket per test, the real search on a seeded database. Each turn waits for the answer
 * to end (typing_stop) and reads what came: the search's filters, the assistant's words, its links.
 */

let chat: ChatServer
let tokens: { recruiter: string; talent: string }
/** The most common (talent type, gender) among actors, models and dancers, so searches find several cards. */
let common: { talentType: string; gender: string; count: number }

beforeAll(async () => {
  chat = await startChatServer({ talents: 60 })
  tokens = {
    recruiter: await mintAccessToken(chat.web.api, DEMO_RECRUITER_EMAIL),
    talent: await mintAccessToken(chat.web.api, DEMO_TALENT_EMAIL),
  }
  const count = sql<number>`count(*)::int`
  const [row] = await chat.web.db
    .select({ talentType: talentProfiles.talentType, gender: talentProfiles.gender, count })
    .from(talentProfiles)
    .where(and(eq(talentProfiles.isPublic, true), inArray(talentProfiles.talentType, ['Actor', 'Model', 'Dancer'])))
    .groupBy(talentProfiles.talentType, talentProfiles.gender)
    .orderBy(desc(count), talentProfiles.talentType, talentProfiles.gender)
    .limit(1)
  if (!row || row.count < 5) throw new Error('the seed has no type and gender with five talents')
  common = row
})

afterAll(async () => {
  await chat?.close()
})

afterEach(async () => {
  chat.io.disconnectSockets(true)
  await expect.poll(() => chat.io.of('/').sockets.size).toBe(0)
})

const open = (kind: 'recruiter' | 'talent' | 'guest' = 'recruiter') =>
  openChat(chat, kind === 'guest' ? undefined : tokens[kind])

/** "female actors": a search with two filters, so it runs at once and shows several cards. */
const several = () => `${common.gender.toLowerCase()} ${common.talentType.toLowerCase()}s`

/** The USERIDs a shortlist holds, read back through the API as the recruiter. */
async function listed(id: number): Promise<{ name: string; talents: string[] }> {
  const response = await fetch(`${chat.url}/api/v1/shortlists/${id}`, {
    headers: { authorization: `Bearer ${tokens.recruiter}` },
  })
  expect(response.status).toBe(200)
  const body = (await response.json()) as {
    shortlist: { name: string; entries: { talent: { USERID: string } }[] }
  }
  return { name: body.shortlist.name, talents: body.shortlist.entries.map((entry) => entry.talent.USERID) }
}

describe('ADR 025 over the socket', () => {
  it('1 reset: "start over" empties the search and asks for the talent type again', async () => {
    const client = await open()
    await say(client, 'female dancers in Mumbai')
    const reset = await say(client, 'start over')
    expect(reset.search).toBeUndefined()
    expect(reset.replies.at(-1)).toMatchObject({ type: 'question', filterType: 'talentType', filters: {} })
    const next = await say(client, 'actors')
    expect(next.replies.at(-1)).toMatchObject({ type: 'question', filters: { talentType: 'Actor' } })
  })

  it('5 a complete request replaces the search: nothing stale survives', async () => {
    const client = await open()
    expect((await say(client, 'teen male kathak dancers for theatre')).search?.filters).toMatchObject({
      gender: 'Male',
      ageGroup: '13-17',
    })
    const next = await say(client, 'actors in Pune')
    expect(next.search?.filters).toEqual({ talentType: 'Actor', location: 'Pune' })
    expect(next.search?.query).toBe('')
    expect(next.text).not.toMatch(/kathak|Male|13-17|Theatre/)
  })

  it('6 a partial request refines: "only women", "in Delhi instead", "actually models" keep the rest', async () => {
    const client = await open()
    await say(client, 'dancers in Mumbai aged 18 to 25')
    expect((await say(client, 'only women')).search?.filters).toEqual({
      talentType: 'Dancer',
      gender: 'Female',
      location: 'Mumbai',
      ageGroup: '18-25',
    })
    expect((await say(client, 'in Delhi instead')).search?.filters).toEqual({
      talentType: 'Dancer',
      gender: 'Female',
      location: 'Delhi',
      ageGroup: '18-25',
    })
    expect((await say(client, 'actually models')).search?.filters).toEqual({
      talentType: 'Model',
      gender: 'Female',
      location: 'Delhi',
      ageGroup: '18-25',
    })
  })

  it('6 a correction replaces the city, never keeps the old one beside it', async () => {
    const client = await open()
    await say(client, 'female actors in Mumbai')
    expect((await say(client, 'not Mumbai, Pune')).search?.filters).toEqual({
      talentType: 'Actor',
      gender: 'Female',
      location: 'Pune',
    })
    expect((await say(client, 'I meant Delhi')).search?.filters).toMatchObject({ location: 'Delhi' })
  })

  it('4 "a bit older" / "younger" move the age group a step; at the end it stays and says so', async () => {
    const client = await open()
    await say(client, 'female actors aged 26-35 in Mumbai')
    expect((await say(client, 'a bit older')).search?.filters).toEqual({
      talentType: 'Actor',
      gender: 'Female',
      location: 'Mumbai',
      ageGroup: '36-45',
    })
    expect((await say(client, 'younger')).search?.filters).toMatchObject({ ageGroup: '26-35' })
    await say(client, 'male actors over 60')
    const edge = await say(client, 'older')
    expect(edge.search).toBeUndefined()
    expect(edge.text).toBe('60+ is already the oldest age group; the search stays as it is.')
  })

  it('4 "any city" removes the city and keeps the rest', async () => {
    const client = await open()
    await say(client, 'female dancers in Mumbai')
    expect((await say(client, 'any city')).search?.filters).toEqual({ talentType: 'Dancer', gender: 'Female' })
  })

  it('7 what is no request leaves the search as it was', async () => {
    const client = await open()
    await say(client, 'female dancers in Mumbai')
    for (const text of ['thanks!', "what's the weather in Pune", 'how are you']) {
      expect((await say(client, text)).search).toBeUndefined()
    }
    expect((await say(client, 'only 18 to 25')).search?.filters).toEqual({
      talentType: 'Dancer',
      gender: 'Female',
      location: 'Mumbai',
      ageGroup: '18-25',
    })
  })

  it('requirements the search cannot filter are acknowledged, never searched', async () => {
    const client = await open()
    const turn = await say(client, 'tall male models in Delhi under 20k')
    expect(turn.search?.filters).toEqual({ talentType: 'Model', gender: 'Male', location: 'Delhi' })
    expect(turn.search?.query).toBe('')
    expect(turn.text).toMatch(/^I can't filter by budget yet; height isn't a filter yet/)
  })

  it('3 "why these?" explains each card and keeps the search', async () => {
    const client = await open()
    const shown = (await say(client, several())).search
    const why = await say(client, 'why these?')
    expect(why.search).toBeUndefined()
    // One line per kind of match; here every card matched the same way.
    const names = shown.results.map((card: Payload) => card.name)
    const line = `: matched ${common.talentType} · ${common.gender}.`
    expect(why.text).toBe(`Why these:\n${names.slice(0, -1).join(', ')} and ${names.at(-1)}${line}`)
    expect((await say(client, 'in Pune instead')).search?.filters).toEqual({
      talentType: common.talentType,
      gender: common.gender,
      location: 'Pune',
    })
  })

  it('3 "someone similar to <name>" searches like them, without them', async () => {
    const client = await open()
    const shown = (await say(client, several())).search
    const subject = shown.results[0]
    const similar = await say(client, `someone similar to ${subject.name}`)
    // Their type, and their city and age group unless no one else shares them (widened: the next test).
    const { talentType, location, ageGroup, ...rest } = similar.search.filters
    expect(talentType).toBe(subject.type)
    expect([subject.city, undefined]).toContain(location)
    expect([subject.ageGroup, undefined]).toContain(ageGroup)
    expect(rest).toEqual({})
    expect(similar.text).toMatch(/Found|No /)
    expect(similar.search.results.map((card: Payload) => card.USERID)).not.toContain(subject.USERID)
  })

  it('3 "someone like <a name not on the cards>" finds them in the catalog first, with the turn’s other asks', async () => {
    // A first name only one public talent has, typed in lower case as recruiters do.
    const [unique] = await chat.web.db
      .select({ first: sql<string>`lower(split_part(${talentProfiles.displayName}, ' ', 1))` })
      .from(talentProfiles)
      .where(eq(talentProfiles.isPublic, true))
      .groupBy(sql`1`)
      .having(sql`count(*) = 1`)
      .orderBy(sql`1`)
      .limit(1)
    if (!unique) throw new Error('no first name is unique in the seed')
    const [subject] = await chat.web.db
      .select({ name: talentProfiles.displayName, talentType: talentProfiles.talentType, city: talentProfiles.city })
      .from(talentProfiles)
      .where(
        and(eq(talentProfiles.isPublic, true), sql`lower(${talentProfiles.displayName}) LIKE ${`${unique.first} %`}`),
      )
    const client = await open()
    const similar = await say(client, `someone like ${unique.first} for a web series`)
    expect(similar.replies[0]?.text).toBe(`Looking for talents like ${subject?.name}.`)
    const { talentType, projectType, location } = similar.search?.filters ?? {}
    expect({ talentType, projectType }).toEqual({ talentType: subject?.talentType, projectType: 'Web Series' })
    expect([subject?.city, undefined]).toContain(location)
    expect(similar.search?.results.map((card: Payload) => card.name)).not.toContain(subject?.name)
  })

  it('3 "someone like <a name several talents have>" asks which one; a name no one has is said so', async () => {
    const client = await open()
    // Two of the last public talents renamed (the first ones are other tests' subjects).
    const namesakes = await chat.web.db
      .update(talentProfiles)
      .set({ displayName: sql`'Zenobia ' || split_part(${talentProfiles.displayName}, ' ', 2)` })
      .where(
        inArray(talentProfiles.id, sql`(SELECT id FROM ${talentProfiles} WHERE is_public ORDER BY id DESC LIMIT 2)`),
      )
      .returning({ name: talentProfiles.displayName })
    expect(namesakes).toHaveLength(2)
    const asked = await say(client, 'someone like Zenobia')
    expect(asked.search).toBeUndefined()
    expect(asked.text).toMatch(/^More than one talent is called Zenobia: .+ and .+\. Which one do you mean\?$/)
    expect(asked.replies.at(-1)?.options).toEqual(
      expect.arrayContaining(namesakes.map(({ name }) => `Someone like ${name}`)),
    )
    const picked = await say(client, `Someone like ${namesakes[0]?.name}`)
    expect(picked.replies[0]?.text).toBe(`Looking for talents like ${namesakes[0]?.name}.`)
    expect(picked.search?.results.map((card: Payload) => card.name)).not.toContain(namesakes[0]?.name)

    const nobody = await say(client, 'someone like Qwyzx Brumble')
    expect(nobody.search).toBeUndefined()
    expect(nobody.text).toBe(
      "I couldn't find a public talent called Qwyzx Brumble. Check the spelling, or tell me who you need.",
    )
  })

  it('3 "more like them" with no one like them in their city and age widens to their type, without them', async () => {
    const client = await open()
    const subject = (await say(client, several())).search.results[0]
    // The subject alone in Shillong: no one shares their type, city and age group there.
    await chat.web.db
      .update(talentProfiles)
      .set({ city: 'Pune' })
      .where(and(eq(talentProfiles.city, 'Shillong'), eq(talentProfiles.talentType, subject.type)))
    await chat.web.db
      .update(talentProfiles)
      .set({ city: 'Shillong' })
      .where(
        eq(talentProfiles.userId, sql`(SELECT ${users.id} FROM ${users} WHERE ${users.userId} = ${subject.USERID})`),
      )
    const found = await say(client, `find ${subject.name}`)
    expect(found.search.results[0]).toMatchObject({ USERID: subject.USERID, city: 'Shillong' })
    const similar = await say(client, 'more like the first one')
    expect(similar.search.filters).toEqual({ talentType: subject.type })
    expect(similar.search.results.length).toBeGreaterThan(0)
    expect(similar.search.results.map((card: Payload) => card.USERID)).not.toContain(subject.USERID)
    expect(similar.text).toMatch(/^Found \d+ /)
  })

  it('3 detail: the second one’s height, availability and contact come from the profile', async () => {
    const client = await open()
    const shown = (await say(client, several())).search
    const second = shown.results[1]
    await chat.web.db
      .update(talentProfiles)
      .set({ heightCm: 172, bookedUntil: '2099-05-12' })
      .where(
        eq(talentProfiles.userId, sql`(SELECT ${users.id} FROM ${users} WHERE ${users.userId} = ${second.USERID})`),
      )
    const height = await say(client, "what's the second one's height?")
    expect(height.search).toBeUndefined()
    expect(height.text).toBe(`${second.name} is 172 cm · 5′ 8″.`)
    expect(height.replies.at(-1).links).toEqual([
      { label: `See ${second.name}’s profile`, href: `/recruiter/solo/${second.USERID}` },
    ])
    // "she" is now the second one.
    expect((await say(client, 'is she available?')).text).toBe(
      `${second.name} is booked until 12 May 2099, as their profile says.`,
    )
    const contact = await say(client, 'how do I contact her')
    expect(contact.text).toMatch(/connection request/)
    expect(contact.text).not.toMatch(/@/)
    expect(contact.replies.at(-1).links[0]).toEqual({
      label: 'Send a connection request',
      href: `/recruiter/solo/${second.USERID}/request`,
    })
    expect((await say(client, 'the fifth one’s rate?')).text).toMatch(/day rate|doesn’t say a day rate/)
    expect((await say(client, 'portfolio of the third one')).text).toMatch(
      new RegExp(`^${shown.results[2].name}’s portfolio has .+ photos?, .+ and .+: see it on their page\\.$`),
    )
  })

  it('2 "shortlist the first two" adds them for real; again says they are already there', async () => {
    const client = await open()
    const shown = (await say(client, several())).search
    const firstTwo = shown.results.slice(0, 2).map((card: Payload) => card.USERID)
    expect(firstTwo).toHaveLength(2)
    const done = await say(client, 'shortlist the first two')
    expect(done.search).toBeUndefined()
    const link = done.replies.at(-1).links[0]
    expect(link.href).toMatch(/^\/shortlists\/\d+$/)
    const id = Number(link.href.split('/').at(-1))
    const list = await listed(id)
    expect(list.talents).toEqual(expect.arrayContaining(firstTwo))
    expect(done.text).toContain(shown.results[0].name)
    expect(done.text).toContain(`“${list.name}”`)

    const again = await say(client, 'add both to my shortlist')
    expect(again.text).toMatch(/already on/)
    expect((await listed(id)).talents.filter((talent) => firstTwo.includes(talent))).toHaveLength(2)

    const beyond = await say(client, 'save number 40')
    expect(beyond.text).toMatch(/^There are only \d+ cards/)
  })

  it('2 "to <list name>" picks that list, loosely; an unknown name makes it', async () => {
    const client = await open()
    const shown = (await say(client, several())).search
    const made = await say(client, 'save number 3 to Festive Ad – Kids')
    const id = Number(made.replies.at(-1).links[0].href.split('/').at(-1))
    expect(made.text).toBe(`I started a new shortlist, “Festive Ad – Kids”, and added ${shown.results[2].name}.`)
    const picked = await say(client, 'add the first one to festive ad')
    expect(picked.replies.at(-1).links[0].href).toBe(`/shortlists/${id}`)
    expect((await listed(id)).talents).toEqual([shown.results[2].USERID, shown.results[0].USERID])
  })

  it('2 a guest or a talent is told what they can do instead of shortlisting', async () => {
    const guest = await open('guest')
    await say(guest, 'dancers in Mumbai')
    const asked = await say(guest, 'shortlist the first two')
    expect(asked.text).toMatch(/^Shortlists are for recruiter accounts: log in or sign up/)
    expect(asked.replies.at(-1).options).toEqual(['Login', 'Sign Up'])
    const talent = await open('talent')
    await say(talent, several())
    expect((await say(talent, 'shortlist the first one')).text).toMatch(/^Shortlists are for recruiter accounts,/)
    expect((await say(talent, "what's the first one's rate")).text).toBe(
      'Day rates are shown to signed-in recruiters only.',
    )
  })

  it('a lower-case first name the catalog knows, alone, is a name search', async () => {
    const [talent] = await chat.web.db
      .select({ name: talentProfiles.displayName })
      .from(talentProfiles)
      .where(eq(talentProfiles.isPublic, true))
      .orderBy(talentProfiles.id)
      .limit(1)
    const first = talent?.name.split(' ')[0]?.toLowerCase() ?? ''
    const client = await open()
    const turn = await say(client, first)
    expect(turn.search).toMatchObject({ isNameSearch: true, query: first })
    expect(turn.search.totalResults).toBeGreaterThan(0)
  })
})
