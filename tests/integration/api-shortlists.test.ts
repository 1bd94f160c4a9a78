import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shortlistEntries, shortlists, talentProfiles, users } from '../../api/db/schema'
import { DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import {
  MAX_SHORTLISTS_PER_RECRUITER,
  MAX_TALENTS_PER_SHORTLIST,
  RECRUITERS_ONLY_SHORTLISTS,
  SHARED_SHORTLIST_NOT_FOUND,
  SHORTLIST_ENTRY_NOT_FOUND,
  SHORTLIST_FULL,
  SHORTLIST_NOT_FOUND,
  SHORTLIST_TALENT_NOT_FOUND,
  TOO_MANY_SHORTLISTS,
} from '../../api/services/shortlists'
import type { NotificationDelivery } from '../../api/services/notifications'
import { createTestApi, type TestApi } from '../setup/api'
import { mintAccessToken, signInDemoAccounts } from './sign-in'

let api: TestApi
let tokens: { talent: string; recruiter: string; otherRecruiter: string }
/** Public talents' USERIDs (not the demo talent), and one hidden talent. */
let talentIds: string[]
let hiddenTalentId: string
/** Every notification the API handed to its listeners (after its commit). */
const delivered: NotificationDelivery[] = []

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
const call = (method: Method, path: string, token?: string, body?: unknown) => api.call(method, path, { token, body })

async function newList(name = 'Biscuit ad – kids', token = tokens.recruiter): Promise<number> {
  const { status, body } = await call('POST', '/shortlists', token, { name })
  expect(status).toBe(201)
  return body.shortlist.id as number
}
const add = (id: number, talentId: string, note?: string, token = tokens.recruiter) =>
  call('POST', `/shortlists/${id}/entries`, token, note === undefined ? { talentId } : { talentId, note })
const entryIds = (body: Record<string, unknown>) =>
  (body.shortlist as { entries: { talent: { USERID: string } }[] }).entries.map((entry) => entry.talent.USERID)

beforeAll(async () => {
  api = await createTestApi({
    talents: MAX_TALENTS_PER_SHORTLIST + 10,
    notificationListeners: [(delivery) => void delivered.push(delivery)],
  })
  const demo = await signInDemoAccounts(api)
  const [other] = await api.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.userType, 'recruiter'), ne(users.email, DEMO_RECRUITER_EMAIL)))
    .limit(1)
  if (!other) throw new Error('the seed has no second recruiter')
  tokens = { ...demo, otherRecruiter: await mintAccessToken(api, other.email) }
  const talents = await api.db
    .select({ USERID: users.userId, profileId: talentProfiles.id })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(and(eq(talentProfiles.isPublic, true), ne(users.email, DEMO_TALENT_EMAIL)))
    .orderBy(talentProfiles.id)
    .limit(8)
  talentIds = talents.slice(0, 7).map((talent) => talent.USERID)
  const hidden = talents[7]
  if (!hidden) throw new Error('too few seeded talents')
  hiddenTalentId = hidden.USERID
}, 120_000)
afterAll(() => api?.close())

describe('who may call', () => {
  const ownedCalls: [Method, string, unknown?][] = [
    ['GET', ''],
    ['PATCH', '', { name: 'Renamed' }],
    ['DELETE', ''],
    ['POST', '/entries', { talentId: 'TAL000001' }],
    ['PATCH', '/entries/TAL000001', { note: 'x' }],
    ['DELETE', '/entries/TAL000001'],
    ['PUT', '/order', { talentIds: [] }],
    ['POST', '/share'],
    ['DELETE', '/share'],
    ['GET', '/export.csv'],
  ]
  const everyCall: [Method, string, unknown?][] = [
    ['GET', '/shortlists'],
    ['POST', '/shortlists', { name: 'A list' }],
    ...ownedCalls.map(([method, rest, body]): [Method, string, unknown?] => [method, `/shortlists/1${rest}`, body]),
  ]

  it('answers 401 to a guest and to a bad token, privately', async () => {
    for (const [method, path, body] of everyCall) {
      for (const token of [undefined, 'not.a.jwt']) {
        const { status, body: answer, headers } = await call(method, path, token, body)
        expect(status, `${method} ${path}`).toBe(401)
        expect(answer).toEqual({ success: false, message: expect.any(String) })
        expect(headers.get('cache-control')).toBe('private, no-store')
      }
    }
  })

  it('answers 403 to a talent account with a clear message, before reading the body', async () => {
    for (const [method, path, body] of everyCall) {
      const { status, body: answer } = await call(
        method,
        path,
        tokens.talent,
        body === undefined ? undefined : 'nonsense',
      )
      expect(status, `${method} ${path}`).toBe(403)
      expect(answer).toEqual({ success: false, message: RECRUITERS_ONLY_SHORTLISTS })
    }
  })

  it("answers 404 for another recruiter's list on every id-taking call, and changes nothing", async () => {
    const id = await newList('Mine, not yours')
    expect((await add(id, talentIds[0]!, 'private')).status).toBe(201)
    const before = await call('GET', `/shortlists/${id}`, tokens.recruiter)
    for (const [method, rest, rawBody] of ownedCalls) {
      const body = JSON.parse(JSON.stringify(rawBody ?? null)?.replace('TAL000001', talentIds[0]!) ?? 'null')
      const path = `/shortlists/${id}${rest.replace('TAL000001', talentIds[0]!)}`
      const { status, body: answer } = await call(method, path, tokens.otherRecruiter, body ?? undefined)
      expect(status, `${method} ${path}`).toBe(404)
      expect(answer).toEqual({ success: false, message: SHORTLIST_NOT_FOUND })
    }
    // An id that does not exist at all answers the same.
    const missing = await call('GET', '/shortlists/2147483647', tokens.recruiter)
    expect(missing.body).toEqual({ success: false, message: SHORTLIST_NOT_FOUND })
    const after = await call('GET', `/shortlists/${id}`, tokens.recruiter)
    expect(after.body).toEqual(before.body)
    expect((await call('GET', '/shortlists', tokens.otherRecruiter)).body.shortlists).toEqual([])
  })
})

describe('lists', () => {
  it('creates, lists with counts and headshots, renames and deletes', async () => {
    const created = await call('POST', '/shortlists', tokens.recruiter, { name: '  Biscuit ad – kids  ' })
    expect(created.status).toBe(201)
    expect(created.body.shortlist).toMatchObject({
      name: 'Biscuit ad – kids',
      talentCount: 0,
      headshots: [],
      shareToken: null,
      entries: [],
    })
    const id = created.body.shortlist.id as number
    for (const talentId of talentIds.slice(0, 5)) expect((await add(id, talentId)).status).toBe(201)

    const { status, body } = await call('GET', '/shortlists', tokens.recruiter)
    expect(status).toBe(200)
    const summary = (body.shortlists as { id: number }[]).find((list) => list.id === id)
    expect(summary).toMatchObject({ talentCount: 5 })
    const headshots = (summary as unknown as { headshots: { USERID: string; photo: string }[] }).headshots
    expect(headshots.map((h) => h.USERID)).toEqual(talentIds.slice(0, 4))
    expect(headshots[0]!.photo).toMatch(/^\//)
    // Most recently changed first.
    expect((body.shortlists as { id: number }[])[0]!.id).toBe(id)

    const renamed = await call('PATCH', `/shortlists/${id}`, tokens.recruiter, { name: 'Biscuit ad – final' })
    expect(renamed.status).toBe(200)
    expect(renamed.body.shortlist).toMatchObject({ name: 'Biscuit ad – final', talentCount: 5 })

    expect((await call('DELETE', `/shortlists/${id}`, tokens.recruiter)).body).toEqual({ success: true })
    expect((await call('GET', `/shortlists/${id}`, tokens.recruiter)).status).toBe(404)
    expect((await call('DELETE', `/shortlists/${id}`, tokens.recruiter)).status).toBe(404)
  })

  it('refuses bad names and ids with the field named', async () => {
    const cases: [unknown, RegExp][] = [
      [{}, /^Invalid input\. name: is required/],
      [{ name: '   ' }, /^Invalid input\. name: must not be empty/],
      [{ name: 'x'.repeat(81) }, /^Invalid input\. name: must be at most 80 characters/],
      [{ name: 42 }, /^Invalid input\. name: must be a string/],
      [{ name: 'bad\u0000name' }, /^Invalid input\. name: must not contain control characters/],
    ]
    for (const [body, message] of cases) {
      const answer = await call('POST', '/shortlists', tokens.recruiter, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.message).toMatch(message)
    }
    expect((await call('POST', '/shortlists', tokens.recruiter, '[1]')).body.message).toMatch(/JSON object/)
    const badId = await call('GET', '/shortlists/abc', tokens.recruiter)
    expect(badId.status).toBe(400)
    expect(badId.body.message).toMatch(/^Invalid input\. id: /)
    const id = await newList()
    const rename = await call('PATCH', `/shortlists/${id}`, tokens.recruiter, { name: '' })
    expect(rename.status).toBe(400)
    expect(rename.body.message).toMatch(/name: must not be empty/)
  })

  it(`allows ${MAX_SHORTLISTS_PER_RECRUITER} lists per recruiter, then answers 409`, async () => {
    const token = tokens.otherRecruiter
    const existing = (await call('GET', '/shortlists', token)).body.shortlists.length as number
    const ownerId = (await call('POST', '/shortlists', token, { name: 'First' })).body.shortlist.id as number
    const [row] = await api.db
      .select({ owner: shortlists.ownerUserId })
      .from(shortlists)
      .where(eq(shortlists.id, ownerId))
    await api.db.insert(shortlists).values(
      Array.from({ length: MAX_SHORTLISTS_PER_RECRUITER - existing - 1 }, (_, i) => ({
        ownerUserId: row!.owner,
        name: `L${i}`,
      })),
    )
    const refused = await call('POST', '/shortlists', token, { name: 'One too many' })
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({ success: false, message: TOO_MANY_SHORTLISTS })
    expect((await call('GET', '/shortlists', token)).body.shortlists).toHaveLength(MAX_SHORTLISTS_PER_RECRUITER)
    // Another recruiter is not affected.
    expect((await call('POST', '/shortlists', tokens.recruiter, { name: 'Still fine' })).status).toBe(201)
    await api.db.delete(shortlists).where(eq(shortlists.ownerUserId, row!.owner))
  })
})

describe('entries', () => {
  it('adds idempotently (201 then 200, one entry), keeps notes, and shows entries in order', async () => {
    const id = await newList()
    const first = await add(id, talentIds[0]!, 'Great smile')
    expect(first.status).toBe(201)
    expect(first.body.shortlist.entries).toEqual([
      {
        talent: expect.objectContaining({
          USERID: talentIds[0],
          name: expect.any(String),
          photo: expect.any(String),
          ageGroup: expect.any(String),
        }),
        note: 'Great smile',
        addedAt: expect.any(String),
      },
    ])
    const again = await add(id, talentIds[0]!)
    expect(again.status).toBe(200)
    expect(again.body.shortlist.entries).toHaveLength(1)
    expect(again.body.shortlist.entries[0].note).toBe('Great smile')
    const newNote = await add(id, talentIds[0]!, 'Call back')
    expect(newNote.status).toBe(200)
    expect(newNote.body.shortlist.entries[0].note).toBe('Call back')
    await add(id, talentIds[1]!)
    const third = await add(id, talentIds[2]!)
    expect(entryIds(third.body)).toEqual(talentIds.slice(0, 3))
    expect(third.body.shortlist.talentCount).toBe(3)
  })

  it('sets and clears a note, and removes a talent', async () => {
    const id = await newList()
    await add(id, talentIds[0]!)
    await add(id, talentIds[1]!)
    const noted = await call('PATCH', `/shortlists/${id}/entries/${talentIds[1]}`, tokens.recruiter, {
      note: '  Line one\r\nLine two  ',
    })
    expect(noted.status).toBe(200)
    expect(noted.body.shortlist.entries[1].note).toBe('Line one\nLine two')
    const cleared = await call('PATCH', `/shortlists/${id}/entries/${talentIds[1]}`, tokens.recruiter, { note: '' })
    expect(cleared.body.shortlist.entries[1].note).toBe('')
    const removed = await call('DELETE', `/shortlists/${id}/entries/${talentIds[0]}`, tokens.recruiter)
    expect(removed.status).toBe(200)
    expect(entryIds(removed.body)).toEqual([talentIds[1]])
    for (const [method, body] of [
      ['DELETE', undefined],
      ['PATCH', { note: 'x' }],
    ] as const) {
      const gone = await call(method, `/shortlists/${id}/entries/${talentIds[0]}`, tokens.recruiter, body)
      expect(gone.status).toBe(404)
      expect(gone.body).toEqual({ success: false, message: SHORTLIST_ENTRY_NOT_FOUND })
      const unknown = await call(method, `/shortlists/${id}/entries/NOBODY`, tokens.recruiter, body)
      expect(unknown.body).toEqual({ success: false, message: SHORTLIST_ENTRY_NOT_FOUND })
    }
  })

  it('refuses bad entries with the field named, and unknown, hidden or recruiter ids as not found', async () => {
    const id = await newList()
    const cases: [unknown, RegExp][] = [
      [{}, /^Invalid input\. talentId: is required/],
      [{ talentId: 'a b' }, /^Invalid input\. talentId: must be a USERID/],
      [{ talentId: talentIds[0], note: 'x'.repeat(1001) }, /^Invalid input\. note: must be at most 1000 characters/],
      [{ talentId: talentIds[0], note: 5 }, /^Invalid input\. note: must be a string/],
    ]
    for (const [body, message] of cases) {
      const answer = await call('POST', `/shortlists/${id}/entries`, tokens.recruiter, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.message).toMatch(message)
    }
    const longNote = await call('PATCH', `/shortlists/${id}/entries/${talentIds[0]}`, tokens.recruiter, {
      note: 'x'.repeat(1001),
    })
    expect(longNote.status).toBe(400)
    expect(longNote.body.message).toMatch(/note: must be at most 1000 characters/)
    await setHidden(hiddenTalentId, true)
    try {
      const recruiterUser = (await api.loginRecruiter()).user.USERID
      for (const talentId of ['TAL999999999', hiddenTalentId, recruiterUser]) {
        const answer = await add(id, talentId)
        expect(answer.status, talentId).toBe(404)
        expect(answer.body).toEqual({ success: false, message: SHORTLIST_TALENT_NOT_FOUND })
      }
    } finally {
      await setHidden(hiddenTalentId, false)
    }
  })

  it(`holds at most ${MAX_TALENTS_PER_SHORTLIST} talents a list (409)`, async () => {
    const id = await newList()
    const others = await api.db
      .select({ id: talentProfiles.id })
      .from(talentProfiles)
      .innerJoin(users, eq(users.id, talentProfiles.userId))
      .where(ne(users.userId, talentIds[0]!))
      .limit(MAX_TALENTS_PER_SHORTLIST)
    expect(others).toHaveLength(MAX_TALENTS_PER_SHORTLIST)
    await api.db
      .insert(shortlistEntries)
      .values(others.map((row, position) => ({ shortlistId: id, talentProfileId: row.id, position })))
    const refused = await add(id, talentIds[0]!)
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({ success: false, message: SHORTLIST_FULL })
    // A talent already on a full list is still "added" idempotently.
    const [onList] = await api.db
      .select({ USERID: users.userId })
      .from(users)
      .innerJoin(talentProfiles, eq(talentProfiles.userId, users.id))
      .where(eq(talentProfiles.id, others[0]!.id))
    expect((await add(id, onList!.USERID)).status).toBe(200)
  })
})

async function setHidden(USERID: string, hidden: boolean) {
  const [user] = await api.db.select({ id: users.id }).from(users).where(eq(users.userId, USERID))
  await api.db.update(talentProfiles).set({ isPublic: !hidden }).where(eq(talentProfiles.userId, user!.id))
}

describe('order', () => {
  it('puts the talents in the given order', async () => {
    const id = await newList()
    for (const talentId of talentIds.slice(0, 3)) await add(id, talentId)
    const order = [talentIds[2]!, talentIds[0]!, talentIds[1]!]
    const moved = await call('PUT', `/shortlists/${id}/order`, tokens.recruiter, { talentIds: order })
    expect(moved.status).toBe(200)
    expect(entryIds(moved.body)).toEqual(order)
    expect(entryIds((await call('GET', `/shortlists/${id}`, tokens.recruiter)).body)).toEqual(order)
    const summary = (await call('GET', '/shortlists', tokens.recruiter)).body.shortlists.find(
      (list: { id: number }) => list.id === id,
    )
    expect(summary.headshots.map((h: { USERID: string }) => h.USERID)).toEqual(order)
    // Added after a reorder: at the end.
    expect(entryIds((await add(id, talentIds[3]!)).body)).toEqual([...order, talentIds[3]])
  })

  it('refuses an order that is not exactly the list, naming the problem', async () => {
    const id = await newList()
    for (const talentId of talentIds.slice(0, 3)) await add(id, talentId)
    const [a, b, c, d] = talentIds
    const cases: [unknown, string][] = [
      [{ talentIds: [a, b] }, `Invalid input. talentIds: must list every talent on the shortlist; missing ${c}`],
      [{ talentIds: [a, b, c, d] }, `Invalid input. talentIds: ${d} is not on this shortlist`],
      [{ talentIds: [a, b, b, c] }, `Invalid input. talentIds: ${b} is listed more than once`],
    ]
    for (const [body, message] of cases) {
      const answer = await call('PUT', `/shortlists/${id}/order`, tokens.recruiter, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body).toEqual({ success: false, message })
    }
    for (const body of [{}, { talentIds: 'a,b' }, { talentIds: ['bad id'] }]) {
      const answer = await call('PUT', `/shortlists/${id}/order`, tokens.recruiter, body)
      expect(answer.status).toBe(400)
      expect(answer.body.message).toMatch(/^Invalid input\. talentIds/)
    }
    expect(entryIds((await call('GET', `/shortlists/${id}`, tokens.recruiter)).body)).toEqual([a, b, c])
  })
})

describe('sharing', () => {
  it('makes one unguessable token, opens the list without sign-in, and revokes it at once', async () => {
    const id = await newList('For the client')
    await add(id, talentIds[0]!, 'PRIVATE NOTE one')
    await add(id, talentIds[1]!, 'PRIVATE NOTE two')
    const shared = await call('POST', `/shortlists/${id}/share`, tokens.recruiter)
    expect(shared.status).toBe(201)
    const token = shared.body.shortlist.shareToken as string
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/)
    expect(shared.body.shortlist.sharedAt).toEqual(expect.any(String))
    const again = await call('POST', `/shortlists/${id}/share`, tokens.recruiter)
    expect(again.status).toBe(200)
    expect(again.body.shortlist.shareToken).toBe(token)

    // The owner's own look does not count as the first open.
    expect((await call('GET', `/shared-shortlists/${token}`, tokens.recruiter)).status).toBe(200)
    expect((await call('GET', `/shortlists/${id}`, tokens.recruiter)).body.shortlist.firstOpenedAt).toBeNull()
    const openedNotices = () => delivered.filter(({ notification }) => notification.data.shortlistId === id)
    expect(openedNotices()).toEqual([])

    const open = await call('GET', `/shared-shortlists/${token}`)
    expect(open.status).toBe(200)
    expect(open.headers.get('cache-control')).toBe('private, no-store')
    expect(open.body).toEqual({
      success: true,
      shortlist: {
        name: 'For the client',
        owner: { name: 'Rhea Malhotra', company: 'Spotlight Casting Co.' },
        sharedAt: shared.body.shortlist.sharedAt,
        talents: [
          expect.objectContaining({ USERID: talentIds[0], photo: expect.any(String) }),
          expect.objectContaining({ USERID: talentIds[1] }),
        ],
      },
    })
    const text = JSON.stringify(open.body)
    expect(text).not.toMatch(/PRIVATE NOTE|@|email|note/i)
    const firstOpenedAt = (await call('GET', `/shortlists/${id}`, tokens.recruiter)).body.shortlist.firstOpenedAt
    expect(firstOpenedAt).toEqual(expect.any(String))
    await call('GET', `/shared-shortlists/${token}`)
    expect((await call('GET', `/shortlists/${id}`, tokens.recruiter)).body.shortlist.firstOpenedAt).toBe(firstOpenedAt)
    // The owner is told once, at the first open, with a link to the list.
    const [recruiterRow] = await api.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_RECRUITER_EMAIL))
    expect(openedNotices()).toEqual([
      {
        userId: recruiterRow!.id,
        notification: expect.objectContaining({
          kind: 'shortlist_opened',
          title: 'Your shortlist “For the client” was opened',
          link: `/shortlists/${id}`,
          readAt: null,
        }),
      },
    ])

    // A talent who hides their profile leaves the shared view (and the owner's) at once.
    await setHidden(talentIds[0]!, true)
    try {
      const hiddenView = await call('GET', `/shared-shortlists/${token}`)
      expect(hiddenView.body.shortlist.talents.map((t: { USERID: string }) => t.USERID)).toEqual([talentIds[1]])
      expect(entryIds((await call('GET', `/shortlists/${id}`, tokens.recruiter)).body)).toEqual([talentIds[1]])
    } finally {
      await setHidden(talentIds[0]!, false)
    }

    const revoked = await call('DELETE', `/shortlists/${id}/share`, tokens.recruiter)
    expect(revoked.status).toBe(200)
    expect(revoked.body.shortlist).toMatchObject({ shareToken: null, sharedAt: null, firstOpenedAt: null })
    const gone = await call('GET', `/shared-shortlists/${token}`)
    expect(gone.status).toBe(404)
    expect(gone.body).toEqual({ success: false, message: SHARED_SHORTLIST_NOT_FOUND })

    const reshared = await call('POST', `/shortlists/${id}/share`, tokens.recruiter)
    expect(reshared.status).toBe(201)
    expect(reshared.body.shortlist.shareToken).not.toBe(token)
    expect((await call('GET', `/shared-shortlists/${token}`)).status).toBe(404)
    expect((await call('GET', `/shared-shortlists/${reshared.body.shortlist.shareToken}`)).status).toBe(200)

    // Deleting the list ends its link too.
    await call('DELETE', `/shortlists/${id}`, tokens.recruiter)
    expect((await call('GET', `/shared-shortlists/${reshared.body.shortlist.shareToken}`)).status).toBe(404)
  })

  it('answers 404 to unknown and malformed tokens alike', async () => {
    for (const token of ['A'.repeat(24), 'short', 'x'.repeat(300), '%27%20OR%201%3D1']) {
      const { status, body } = await call('GET', `/shared-shortlists/${token}`)
      expect(status, token).toBe(404)
      expect(body).toEqual({ success: false, message: SHARED_SHORTLIST_NOT_FOUND })
    }
  })
})

describe("the recruiter's numbers", () => {
  const counters = async () => {
    const { status, body } = await call('GET', '/get-analytics-home-page', tokens.otherRecruiter)
    expect(status).toBe(200)
    const { analytics } = body
    const today = analytics.series.at(-1)
    return {
      views: analytics.total_views,
      shares: analytics.total_share,
      todayViews: today.views,
      todayShares: today.shares,
    }
  }

  it('counts lists shared, and views of shared lists once per visitor a day, never the owner', async () => {
    const before = await counters()
    const id = await newList('Counted', tokens.otherRecruiter)
    const shared = await call('POST', `/shortlists/${id}/share`, tokens.otherRecruiter)
    const token = shared.body.shortlist.shareToken as string
    // Sharing again answers the same link: still one list shared.
    await call('POST', `/shortlists/${id}/share`, tokens.otherRecruiter)
    expect(await counters()).toMatchObject({ shares: before.shares + 1, todayShares: before.todayShares + 1 })

    await call('GET', `/shared-shortlists/${token}`, tokens.otherRecruiter)
    expect((await counters()).views).toBe(before.views)
    await call('GET', `/shared-shortlists/${token}`)
    await call('GET', `/shared-shortlists/${token}`)
    await call('GET', `/shared-shortlists/${token}`, tokens.talent)
    await call('GET', `/shared-shortlists/${token}`, tokens.talent)
    expect(await counters()).toMatchObject({ views: before.views + 2, todayViews: before.todayViews + 2 })
  })
})

describe('CSV export', () => {
  it('has a header row, the talents in order with notes, and defuses formulas', async () => {
    const id = await newList('Biscuit ad – kids')
    await add(id, talentIds[0]!, '=HYPERLINK("http://evil.test","click")')
    await add(id, talentIds[1]!, 'Fine, "quoted"\nsecond line')
    await add(id, talentIds[2]!, '@SUM(1)')
    await add(id, talentIds[3]!, '-2+3')
    await add(id, talentIds[4]!, '+1')
    const { status, headers, body } = await call('GET', `/shortlists/${id}/export.csv`, tokens.recruiter)
    expect(status).toBe(200)
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(headers.get('content-disposition')).toBe('attachment; filename="biscuit-ad-kids.csv"')
    expect(headers.get('cache-control')).toBe('private, no-store')
    // The text is decoded without its byte-order mark; the bytes start with one, for spreadsheets.
    const csv = String(body)
    expect(
      csv.startsWith(
        'Position,USERID,Name,Talent type,Gender,Age group,City,Rating,Project types,Profile,Note,Added at\r\n',
      ),
    ).toBe(true)
    const raw = await api.app.request(`/api/v1/shortlists/${id}/export.csv`, {
      headers: { authorization: `Bearer ${tokens.recruiter}` },
    })
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = csv.split('\r\n')
    expect(lines).toHaveLength(7) // header, five talents, the final line end
    expect(lines[1]).toMatch(new RegExp(`^1,${talentIds[0]},`))
    expect(lines[1]).toContain(`,/recruiter/solo/${talentIds[0]},"'=HYPERLINK(""http://evil.test"",""click"")",`)
    expect(lines[2]).toContain(',"Fine, ""quoted""\nsecond line",')
    expect(lines[3]).toContain(",'@SUM(1),")
    expect(lines[4]).toContain(",'-2+3,")
    expect(lines[5]).toContain(",'+1,")
    // No cell of any row starts a formula.
    for (const line of lines.slice(1, 6)) {
      for (const cell of line.split(',')) expect(cell).not.toMatch(/^"?[=+@]/)
    }
  })
})

describe('OpenAPI document', () => {
  it('describes every shortlist call with schemas', async () => {
    const { body } = await api.call('GET', '/openapi.json')
    const paths = body.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>
    const expected: [string, string[]][] = [
      ['/api/v1/shortlists', ['get', 'post']],
      ['/api/v1/shortlists/{id}', ['get', 'patch', 'delete']],
      ['/api/v1/shortlists/{id}/entries', ['post']],
      ['/api/v1/shortlists/{id}/entries/{talentId}', ['patch', 'delete']],
      ['/api/v1/shortlists/{id}/order', ['put']],
      ['/api/v1/shortlists/{id}/share', ['post', 'delete']],
      ['/api/v1/shortlists/{id}/export.csv', ['get']],
      ['/api/v1/shared-shortlists/{token}', ['get']],
    ]
    for (const [path, methods] of expected) {
      expect(Object.keys(paths[path] ?? {}).sort(), path).toEqual([...methods].sort())
    }
    expect(paths['/api/v1/shortlists/{id}']!.get!.responses).toHaveProperty('404')
    expect(paths['/api/v1/shared-shortlists/{token}']!.get).toHaveProperty('security', [])
    expect(body.components.schemas).toHaveProperty('Shortlist')
    expect(body.components.schemas).toHaveProperty('SharedShortlist')
  })
})

describe('concurrent calls', () => {
  it('adding the same talent at once keeps one entry; sharing at once makes one token', async () => {
    const id = await newList()
    const adds = await Promise.all(Array.from({ length: 5 }, () => add(id, talentIds[0]!)))
    expect(adds.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201])
    expect(entryIds((await call('GET', `/shortlists/${id}`, tokens.recruiter)).body)).toEqual([talentIds[0]])
    const shares = await Promise.all(
      Array.from({ length: 3 }, () => call('POST', `/shortlists/${id}/share`, tokens.recruiter)),
    )
    expect(shares.map((answer) => answer.status).sort()).toEqual([200, 200, 201])
    expect(new Set(shares.map((answer) => answer.body.shortlist.shareToken)).size).toBe(1)
  })
})

describe('a talent who hides their profile', () => {
  it('is left out of the list and its order, and comes back after the shown talents when public again', async () => {
    const id = await newList()
    for (const talentId of talentIds.slice(0, 3)) await add(id, talentId)
    const [a, b, c] = talentIds
    await setHidden(a!, true)
    try {
      const shown = await call('GET', `/shortlists/${id}`, tokens.recruiter)
      expect(entryIds(shown.body)).toEqual([b, c])
      expect(shown.body.shortlist.talentCount).toBe(2)
      const moved = await call('PUT', `/shortlists/${id}/order`, tokens.recruiter, { talentIds: [c, b] })
      expect(moved.status).toBe(200)
      expect(entryIds(moved.body)).toEqual([c, b])
      const naming = await call('PUT', `/shortlists/${id}/order`, tokens.recruiter, { talentIds: [c, b, a] })
      expect(naming.body).toEqual({
        success: false,
        message: `Invalid input. talentIds: ${a} is not on this shortlist`,
      })
    } finally {
      await setHidden(a!, false)
    }
    expect(entryIds((await call('GET', `/shortlists/${id}`, tokens.recruiter)).body)).toEqual([c, b, a])
  })
})
