import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { notifications, savedSearches } from '../../api/db/schema'
import { DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { executorOf } from '../../api/jobs/executor'
import type { NotificationDelivery } from '../../api/services/notifications'
import {
  alreadySaved,
  EMPTY_SAVED_SEARCH,
  MAX_SAVED_SEARCHES_PER_RECRUITER,
  RECRUITERS_ONLY_SAVED_SEARCHES,
  SAVED_SEARCH_NOT_FOUND,
  TOO_MANY_SAVED_SEARCHES,
} from '../../api/services/saved-searches'
import { createTestApi, type TestApi } from '../setup/api'
import { mintAccessToken, userByEmail } from './sign-in'

/**
 * Saved searches (issue 23, ADR 027): the API with its owner checks, and alerts delivered by the real job
 * queue on the test's database. The alert interval is 4 s here instead of an hour, so batching shows within
 * a test; every wait polls for a state, none asserts a time.
 */
const INTERVAL_SECONDS = 4
let api: TestApi
let recruiter: { id: number; token: string }
let other: { id: number; token: string }
let talentToken: string
const delivered: NotificationDelivery[] = []
let emails = 0

const call = (method: string, path: string, token?: string, body?: unknown) => api.call(method, path, { token, body })

async function signUpRecruiter(): Promise<{ id: number; token: string }> {
  const email = `other-recruiter-${++emails}@example.test`
  const answer = await call('POST', '/app-user-authentication/signup', undefined, {
    email,
    password: 'casting-call-2024',
    name: 'Meera Nair',
    userType: 'recruiter',
    company: 'Blue Door Films',
  })
  expect(answer.status).toBe(201)
  return { id: (await userByEmail(api, email)).id, token: await mintAccessToken(api, email) }
}

/** A new talent through the real sign-up call; answers its USERID and a token. */
async function signUpTalent(fields: Record<string, unknown>) {
  const email = `alert-talent-${++emails}@example.test`
  const answer = await call('POST', '/app-user-authentication/signup', undefined, {
    email,
    password: 'correct-horse-battery',
    name: `Alert Talent ${emails}`,
    userType: 'talent',
    talentType: 'Dancer',
    gender: 'Female',
    birthDate: '1999-05-01',
    city: 'Mumbai',
    ...fields,
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  const user = await userByEmail(api, email)
  return { USERID: user.USERID, token: await mintAccessToken(api, email) }
}

async function save(body: Record<string, unknown>, token = recruiter.token) {
  return call('POST', '/saved-searches', token, body)
}

/** The alerts of one saved search, oldest first. */
async function alertsOf(savedSearchId: number) {
  const rows = await api.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, 'saved_search_match')))
    .orderBy(notifications.id)
  return rows.filter((row) => row.data.savedSearchId === savedSearchId)
}

async function eventually<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what} (last: ${JSON.stringify(value)})`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/**
 * Until every alert job sent so far has run: none of the alert queues' jobs is waiting (a batch due later
 * included), retrying or running, twice in a row. A talent's match job sends its alert job before it
 * completes, so the queues are never empty between the two.
 */
async function settle() {
  let emptyReads = 0
  await eventually(
    'the alert queues to be empty',
    async () => {
      const { rows } = await executorOf(api.db).executeSql(
        `SELECT count(*)::int AS n FROM pgboss.job
         WHERE name IN ('talent-announced', 'saved-search-alert') AND state IN ('created', 'retry', 'active')`,
        [],
      )
      emptyReads = rows[0]?.n === 0 ? emptyReads + 1 : 0
      return emptyReads
    },
    (reads) => reads >= 2,
  )
}

beforeAll(async () => {
  api = await createTestApi({
    jobs: { alertIntervalSeconds: INTERVAL_SECONDS },
    notificationListeners: [(delivery) => void delivered.push(delivery)],
  })
  const r = await userByEmail(api, DEMO_RECRUITER_EMAIL)
  recruiter = { id: r.id, token: await mintAccessToken(api, DEMO_RECRUITER_EMAIL) }
  other = await signUpRecruiter()
  talentToken = await mintAccessToken(api, DEMO_TALENT_EMAIL)
})

afterAll(async () => {
  await api?.close()
})

describe('saved searches API', () => {
  it('refuses guests and talents', async () => {
    expect((await call('GET', '/saved-searches')).status).toBe(401)
    const asTalent = await save({ name: 'x', filters: { talentType: 'Actor' } }, talentToken)
    expect(asTalent.status).toBe(403)
    expect(asTalent.body.message).toBe(RECRUITERS_ONLY_SAVED_SEARCHES)
  })

  it('creates, lists, renames, pauses and deletes the caller’s own', async () => {
    const created = await save({ name: 'Actors in Pune', filters: { talentType: 'actor', location: 'pune' } })
    expect(created.status).toBe(201)
    const { id } = created.body.savedSearch
    expect(created.body.savedSearch).toMatchObject({
      name: 'Actors in Pune',
      filters: { talentType: 'Actor', location: 'Pune' },
      query: null,
      paused: false,
      link: '/recruiter/view-all-talents-filtered?talentType=Actor&location=Pune&sort=newest',
    })
    const listed = await call('GET', '/saved-searches', recruiter.token)
    expect(listed.body.savedSearches.map((s: { id: number }) => s.id)).toContain(id)
    const renamed = await call('PATCH', `/saved-searches/${id}`, recruiter.token, { name: 'Pune actors' })
    expect(renamed.body.savedSearch.name).toBe('Pune actors')
    const paused = await call('PATCH', `/saved-searches/${id}`, recruiter.token, { paused: true })
    expect(paused.body.savedSearch.paused).toBe(true)
    expect((await call('DELETE', `/saved-searches/${id}`, recruiter.token)).status).toBe(200)
    expect((await call('GET', `/saved-searches/${id}`, recruiter.token)).status).toBe(404)
  })

  it('answers 404 for another recruiter’s search, on every call, and changes nothing', async () => {
    const mine = await save({ name: 'Models in Delhi', filters: { talentType: 'Model', location: 'Delhi' } })
    const { id } = mine.body.savedSearch
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { name: 'Taken over' }],
      ['PATCH', { paused: true }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await call(method, `/saved-searches/${id}`, other.token, body)
      expect(answer.status, `${method}`).toBe(404)
      expect(answer.body.message).toBe(SAVED_SEARCH_NOT_FOUND)
    }
    expect((await call('GET', '/saved-searches', other.token)).body.savedSearches).toEqual([])
    const still = await call('GET', `/saved-searches/${id}`, recruiter.token)
    expect(still.body.savedSearch).toMatchObject({ name: 'Models in Delhi', paused: false })
    await call('DELETE', `/saved-searches/${id}`, recruiter.token)
  })

  it('refuses an empty search, bad filters, a duplicate and one past the cap, saying why', async () => {
    const empty = await save({ name: 'Everyone' })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe(EMPTY_SAVED_SEARCH)
    const badCity = await save({ name: 'Nowhere', filters: { location: 'Atlantis' } })
    expect(badCity.status).toBe(400)
    expect(badCity.body.message).toMatch(/location/)
    const unknownKey = await save({ name: 'x', filters: { colour: 'blue' } })
    expect(unknownKey.status).toBe(400)
    const noName = await save({ name: '  ', filters: { talentType: 'Actor' } })
    expect(noName.status).toBe(400)
    expect(noName.body.message).toMatch(/name/)

    const first = await save({ name: 'Voice artists', filters: { talentType: 'Voiceover Artist' } })
    const again = await save({ name: 'Same again', filters: { talentType: 'voiceover artist' } })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(alreadySaved('Voice artists'))

    const filler = Array.from({ length: MAX_SAVED_SEARCHES_PER_RECRUITER }, (_, i) => ({
      ownerUserId: other.id,
      name: `Filler ${i}`,
      query: `word${i}`,
    }))
    await api.db.insert(savedSearches).values(filler)
    const past = await save({ name: 'One more', filters: { talentType: 'Actor' } }, other.token)
    expect(past.status).toBe(409)
    expect(past.body.message).toBe(TOO_MANY_SAVED_SEARCHES)
    await api.db.delete(savedSearches).where(eq(savedSearches.ownerUserId, other.id))
    await call('DELETE', `/saved-searches/${first.body.savedSearch.id}`, recruiter.token)
  })
})

describe('saved-search alerts', () => {
  it('alerts once for a matching new public talent; never a paused, other or non-matching search', async () => {
    const dancers = (await save({ name: 'Dancers in Mumbai', filters: { talentType: 'Dancer', location: 'Mumbai' } }))
      .body.savedSearch.id
    const paused = (await save({ name: 'Female dancers', filters: { talentType: 'Dancer', gender: 'Female' } })).body
      .savedSearch.id
    await call('PATCH', `/saved-searches/${paused}`, recruiter.token, { paused: true })
    const actors = (await save({ name: 'Actors in Mumbai', filters: { talentType: 'Actor', location: 'Mumbai' } })).body
      .savedSearch.id
    const kathak = (await save({ name: 'Kathak', query: 'kathak', filters: { location: 'Mumbai' } })).body.savedSearch
      .id

    const talent = await signUpTalent({ name: 'Zoya Kapoor', bio: 'Trained in kathak for ten years.' })
    const [alert] = await eventually(
      'the Mumbai dancers alert',
      () => alertsOf(dancers),
      (rows) => rows.length > 0,
    )
    expect(alert).toMatchObject({
      userId: recruiter.id,
      title: 'A new talent matches “Dancers in Mumbai”',
      body: 'Zoya Kapoor',
      link: '/recruiter/view-all-talents-filtered?talentType=Dancer&location=Mumbai&sort=newest',
    })
    expect(alert?.data).toMatchObject({ savedSearchId: dancers, count: 1, talents: talent.USERID })
    await eventually(
      'the kathak alert (free text in the bio)',
      () => alertsOf(kathak),
      (rows) => rows.length === 1,
    )
    expect(delivered.some((d) => d.notification.id === alert?.id && d.userId === recruiter.id)).toBe(true)

    await settle()
    expect(await alertsOf(dancers)).toHaveLength(1)
    expect(await alertsOf(paused)).toHaveLength(0)
    expect(await alertsOf(actors)).toHaveLength(0)
  })

  it('waits for a private profile to become public, and announces a talent to a search once', async () => {
    const delhi = (await save({ name: 'Models in Delhi', filters: { talentType: 'Model', location: 'Delhi' } })).body
      .savedSearch.id
    const talent = await signUpTalent({ talentType: 'Model', city: 'Pune', name: 'Rohan Mehta', gender: 'Male' })
    const hidden = await call('PATCH', '/get-my-talent-profile', talent.token, { isPublic: false })
    expect(hidden.status).toBe(200)
    await call('PATCH', '/get-my-talent-profile', talent.token, { city: 'Delhi' })
    await settle()
    expect(await alertsOf(delhi)).toHaveLength(0)

    await call('PATCH', '/get-my-talent-profile', talent.token, { isPublic: true })
    const [alert] = await eventually(
      'the alert once public',
      () => alertsOf(delhi),
      (rows) => rows.length > 0,
    )
    expect(alert?.data.talents).toBe(talent.USERID)

    // Leaving the search's city and coming back announces the talent again; the search already had them.
    await call('PATCH', '/get-my-talent-profile', talent.token, { city: 'Pune' })
    await call('PATCH', '/get-my-talent-profile', talent.token, { city: 'Delhi' })
    await settle()
    expect(await alertsOf(delhi)).toHaveLength(1)
  })

  it('filters by languages (any of): a talent who speaks one is announced, one who speaks neither is not', async () => {
    const created = await save({
      name: 'Tamil or Telugu actors in Chennai',
      filters: { talentType: 'Actor', location: 'Chennai', languages: ['telugu', 'Tamil'] },
    })
    expect(created.status).toBe(201)
    expect(created.body.savedSearch.filters.languages).toEqual(['Tamil', 'Telugu'])
    expect(created.body.savedSearch.link).toBe(
      '/recruiter/view-all-talents-filtered?talentType=Actor&location=Chennai&languages=Tamil&languages=Telugu&sort=newest',
    )
    const again = await save({
      name: 'The same again',
      filters: { talentType: 'Actor', location: 'Chennai', languages: ['Telugu', 'Tamil'] },
    })
    expect(again.status).toBe(409)
    const id = created.body.savedSearch.id

    const kannada = await signUpTalent({ talentType: 'Actor', city: 'Chennai', name: 'Kavya Rao' })
    await call('PATCH', '/get-my-talent-profile', kannada.token, { languages: ['Kannada', 'English'] })
    await settle()
    expect(await alertsOf(id)).toHaveLength(0)

    // Learning Telugu is a change of a filter column: the talent is announced again, and now matches.
    await call('PATCH', '/get-my-talent-profile', kannada.token, { languages: ['Kannada', 'Telugu'] })
    const [alert] = await eventually(
      'the alert for a Telugu speaker',
      () => alertsOf(id),
      (rows) => rows.length > 0,
    )
    expect(alert?.data.talents).toBe(kannada.USERID)
  })

  it('batches: matches within the interval after an alert arrive together in one notification', async () => {
    const voices = (
      await save({ name: 'Voices in Chennai', filters: { talentType: 'Voiceover Artist', location: 'Chennai' } })
    ).body.savedSearch.id
    const base = { talentType: 'Voiceover Artist', city: 'Chennai' }
    const first = await signUpTalent({ ...base, name: 'Anitha Raman' })
    await eventually(
      'the first alert',
      () => alertsOf(voices),
      (rows) => rows.length === 1,
    )
    const second = await signUpTalent({ ...base, name: 'Karthik Iyer' })
    const third = await signUpTalent({ ...base, name: 'Divya Menon' })
    const alerts = await eventually(
      'the batched alert',
      () => alertsOf(voices),
      (rows) => rows.length === 2,
    )
    expect(alerts[0]?.data.talents).toBe(first.USERID)
    // In the order they matched: the two sign-ups' jobs may run in either order.
    expect(alerts[1]?.title).toBe('2 new talents match “Voices in Chennai”')
    expect(alerts[1]?.body.split(', ').sort()).toEqual(['Divya Menon', 'Karthik Iyer'])
    expect(String(alerts[1]?.data.talents).split(',').sort()).toEqual([second.USERID, third.USERID].sort())
    const [earlier, later] = alerts.map((row) => row.createdAt.getTime())
    expect((later ?? 0) - (earlier ?? 0)).toBeGreaterThanOrEqual(INTERVAL_SECONDS * 1000 - 50)
    await settle()
    expect(await alertsOf(voices)).toHaveLength(2)
  })

  it('does not alert a search whose talent hid their profile before the batch went out', async () => {
    const kolkata = (
      await save({ name: 'Creators in Kolkata', filters: { talentType: 'Content Creator', location: 'Kolkata' } })
    ).body.savedSearch.id
    const base = { talentType: 'Content Creator', city: 'Kolkata' }
    await signUpTalent({ ...base, name: 'Riya Sen' })
    await eventually(
      'the first alert',
      () => alertsOf(kolkata),
      (rows) => rows.length === 1,
    )
    const hiding = await signUpTalent({ ...base, name: 'Arjun Bose' })
    await call('PATCH', '/get-my-talent-profile', hiding.token, { isPublic: false })
    await settle()
    expect(await alertsOf(kolkata)).toHaveLength(1)
    const named = (await alertsOf(kolkata)).map((row) => row.body)
    expect(named).toEqual(['Riya Sen'])
    expect(JSON.stringify(await alertsOf(kolkata))).not.toContain(hiding.USERID)
  })
})
