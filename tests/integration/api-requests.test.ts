import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi } from '../../api/app'
import { connectionRequests, talentBlocks, talentProfiles, users } from '../../api/db/schema'
import { DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { REQUEST_MESSAGE_MAX_LENGTH } from '../../api/request-fields'
import { CONNECT_RECRUITERS_ONLY } from '../../api/routes/talents'
import { alreadyAnsweredMessage, BLOCK_NOT_FOUND } from '../../api/services/connection-request-answers'
import {
  RECRUITERS_ONLY_REQUESTS,
  REQUEST_NOT_FOUND,
  REQUEST_NOT_TAKEN,
  TALENTS_ONLY_REQUESTS,
} from '../../api/services/connection-requests'
import { createConnectLimit } from '../../api/services/contact-limit'
import type { NotificationDelivery } from '../../api/services/notifications'
import { createTestApi, TEST_JWT_SECRET, type TestApi } from '../setup/api'
import { silentLogger } from '../setup/logger'
import { mintAccessToken, signInDemoAccounts, userByEmail } from './sign-in'

let api: TestApi
let tokens: { talent: string; recruiter: string; otherRecruiter: string; otherTalent: string }
let demoTalent: { id: number; USERID: string }
let demoRecruiterId: number
let otherRecruiterId: number
/** Public talents other than the demo talent, and one hidden talent. */
let talentIds: string[]
let hiddenTalentId: string
const delivered: NotificationDelivery[] = []

type Method = 'GET' | 'POST' | 'DELETE'
const call = (method: Method, path: string, token?: string, body?: unknown) => api.call(method, path, { token, body })

const DAY = 86_400_000
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10)

function requestBody(overrides: Record<string, unknown> = {}) {
  return {
    talentId: demoTalent.USERID,
    project: 'Biscuit ad – kids',
    role: 'Young mother',
    startDate: dayFromNow(10),
    endDate: dayFromNow(12),
    place: 'Film City, Mumbai',
    rate: { amountMinor: 1_500_000, currency: 'INR' },
    message: 'We loved your showreel. Two shoot days, one fitting before.',
    ...overrides,
  }
}

async function send(token = tokens.recruiter, overrides: Record<string, unknown> = {}) {
  const { status, body } = await call('POST', '/connection-requests', token, requestBody(overrides))
  expect(status, JSON.stringify(body)).toBe(201)
  return body.request as { id: string; status: string }
}

/** Deletes every request and block, so each test starts clean. */
async function clearRequests() {
  await api.db.delete(connectionRequests)
  await api.db.delete(talentBlocks)
}

async function connectionsOfDemoTalent() {
  const [row] = await api.db
    .select({ n: talentProfiles.totalConnected })
    .from(talentProfiles)
    .where(eq(talentProfiles.userId, demoTalent.id))
  return row!.n
}

/** The recruiter's "requests accepted" and today's connections on their chart (GET /get-analytics-home-page). */
async function acceptancesOfDemoRecruiter() {
  const { body } = await call('GET', '/get-analytics-home-page', tokens.recruiter)
  return { total: body.analytics.total_connected as number, today: body.analytics.series.at(-1).connections as number }
}

const deliveredSince = (start: number) => delivered.slice(start)

beforeAll(async () => {
  api = await createTestApi({ talents: 20, notificationListeners: [(delivery) => void delivered.push(delivery)] })
  const demo = await signInDemoAccounts(api)
  const [other] = await api.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.userType, 'recruiter'), ne(users.email, DEMO_RECRUITER_EMAIL)))
    .limit(1)
  const talents = await api.db
    .select({ USERID: users.userId, email: users.email, isPublic: talentProfiles.isPublic })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(ne(users.email, DEMO_TALENT_EMAIL))
    .orderBy(talentProfiles.id)
  if (!other || talents.length < 3) throw new Error('the seed has too few accounts')
  const hidden = talents[talents.length - 1]!
  talentIds = talents.filter((talent) => talent.isPublic && talent !== hidden).map((talent) => talent.USERID)
  await api.db
    .update(talentProfiles)
    .set({ isPublic: false })
    .where(eq(talentProfiles.userId, (await userByEmail(api, hidden.email)).id))
  hiddenTalentId = hidden.USERID
  tokens = {
    ...demo,
    otherRecruiter: await mintAccessToken(api, other.email),
    otherTalent: await mintAccessToken(api, talents[0]!.email),
  }
  demoTalent = await userByEmail(api, DEMO_TALENT_EMAIL)
  demoRecruiterId = (await userByEmail(api, DEMO_RECRUITER_EMAIL)).id
  otherRecruiterId = (await userByEmail(api, other.email)).id
}, 120_000)
afterAll(() => api?.close())

const ID = '00000000-0000-4000-8000-000000000000'
const everyCall: [Method, string, unknown?][] = [
  ['POST', '/connection-requests', {}],
  ['GET', '/connection-requests'],
  ['GET', `/connection-requests/${ID}`],
  ['POST', `/connection-requests/${ID}/accept`],
  ['POST', `/connection-requests/${ID}/decline`],
  ['POST', `/connection-requests/${ID}/withdraw`],
  ['POST', `/connection-requests/${ID}/block`],
  ['GET', '/talent-blocks'],
  ['DELETE', '/talent-blocks/1'],
]

describe('who may call', () => {
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

  it('refuses a talent sending or withdrawing, and a recruiter answering or blocking, with 403 and a message', async () => {
    const recruiterCalls = everyCall.filter(([, path]) => path === '/connection-requests' || path.endsWith('/withdraw'))
    for (const [method, path, body] of recruiterCalls.filter(([method]) => method === 'POST')) {
      const { status, body: answer } = await call(method, path, tokens.talent, body)
      expect(status, path).toBe(403)
      expect(answer).toEqual({ success: false, message: RECRUITERS_ONLY_REQUESTS })
    }
    const talentCalls = everyCall.filter(([, path]) => /accept|decline|block|talent-blocks/.test(path))
    for (const [method, path] of talentCalls) {
      const { status, body: answer } = await call(method, path, tokens.recruiter)
      expect(status, path).toBe(403)
      expect(answer).toEqual({ success: false, message: TALENTS_ONLY_REQUESTS })
    }
  })
})

describe('POST /connection-requests: what a request must be', () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['a too-long message', { message: 'x'.repeat(REQUEST_MESSAGE_MAX_LENGTH + 1) }, /message: must be at most 2000/],
    ['an empty message', { message: '   ' }, /message: must not be empty/],
    ['no project', { project: undefined }, /project: is required/],
    ['a role with a control character', { role: 'Lead\u0000' }, /role: must not contain control characters/],
    ['a start in the past', { startDate: dayFromNow(-3) }, /startDate: must not be in the past/],
    ['an end before the start', { startDate: dayFromNow(5), endDate: dayFromNow(4) }, /endDate: must be on or after/],
    ['an end years away', { endDate: dayFromNow(800) }, /endDate: must be within two years/],
    ['a day that does not exist', { startDate: '2027-02-30' }, /startDate: must be a date, YYYY-MM-DD/],
    ['a date in another shape', { endDate: '12/03/2027' }, /endDate: must be a date, YYYY-MM-DD/],
    ['a negative rate', { rate: { amountMinor: -5, currency: 'INR' } }, /rate.amountMinor: must be more than 0/],
    ['a fractional rate', { rate: { amountMinor: 10.5 } }, /rate.amountMinor: must be a whole number/],
    ['an unknown currency', { rate: { amountMinor: 100, currency: 'XYZ' } }, /rate.currency: must be one of: INR/],
    ['a malformed talent id', { talentId: '../TAL' }, /talentId: must be a USERID/],
  ]
  it.each(cases)('refuses %s with 400 naming the field, and writes nothing', async (_name, overrides, message) => {
    await clearRequests()
    const { status, body } = await call('POST', '/connection-requests', tokens.recruiter, requestBody(overrides))
    expect(status).toBe(400)
    expect(body).toEqual({ success: false, message: expect.stringMatching(message) })
    expect(await api.db.select().from(connectionRequests)).toHaveLength(0)
  })

  it('refuses a body that is not JSON, and answers 404 for an unknown or hidden talent', async () => {
    const notJson = await call('POST', '/connection-requests', tokens.recruiter, 'project=x')
    expect(notJson.status).toBe(400)
    for (const talentId of ['TAL999999', hiddenTalentId]) {
      const { status, body } = await call('POST', '/connection-requests', tokens.recruiter, requestBody({ talentId }))
      expect(status, talentId).toBe(404)
      expect(body).toEqual({ success: false, message: 'Talent not found' })
    }
  })

  it('takes a request without a rate, and today as the start', async () => {
    await clearRequests()
    const { status, body } = await call(
      'POST',
      '/connection-requests',
      tokens.recruiter,
      requestBody({ rate: null, startDate: dayFromNow(0), endDate: dayFromNow(0) }),
    )
    expect(status).toBe(201)
    expect(body.request).toMatchObject({ rate: null, startDate: dayFromNow(0) })
  })
})

describe('a request from sending to answer', () => {
  it('sends one: pending, no contact details, and the talent is told', async () => {
    await clearRequests()
    const start = delivered.length
    const { status, body } = await call('POST', '/connection-requests', tokens.recruiter, requestBody())
    expect(status).toBe(201)
    expect(body.request).toMatchObject({
      status: 'pending',
      project: 'Biscuit ad – kids',
      role: 'Young mother',
      place: 'Film City, Mumbai',
      rate: { amountMinor: 1_500_000, currency: 'INR' },
      answeredAt: null,
      viewerRole: 'recruiter',
      talent: { USERID: demoTalent.USERID, email: null },
      recruiter: { name: 'Rhea Malhotra', company: 'Spotlight Casting Co.', email: null },
    })
    const id = body.request.id as string
    expect(deliveredSince(start)).toEqual([
      {
        userId: demoTalent.id,
        notification: expect.objectContaining({
          kind: 'request_received',
          title: 'New request from Rhea Malhotra (Spotlight Casting Co.)',
          body: 'Young mother · Biscuit ad – kids',
          link: `/requests/${id}`,
          data: { requestId: id },
        }),
      },
    ])
  })

  it('refuses a second pending request to the same talent with 409, telling nobody', async () => {
    await clearRequests()
    await send()
    const start = delivered.length
    const { status, body } = await call('POST', '/connection-requests', tokens.recruiter, requestBody())
    expect(status).toBe(409)
    expect(body).toEqual({ success: false, message: REQUEST_NOT_TAKEN })
    expect(deliveredSince(start)).toEqual([])
    // Another recruiter may still ask the same talent.
    await send(tokens.otherRecruiter)
  })

  it('shows a request to both parties and to nobody else (404)', async () => {
    await clearRequests()
    const { id } = await send()
    for (const token of [tokens.recruiter, tokens.talent]) {
      const { status, body } = await call('GET', `/connection-requests/${id}`, token)
      expect(status).toBe(200)
      expect(body.request.id).toBe(id)
    }
    for (const token of [tokens.otherRecruiter, tokens.otherTalent]) {
      const { status, body } = await call('GET', `/connection-requests/${id}`, token)
      expect(status).toBe(404)
      expect(body).toEqual({ success: false, message: REQUEST_NOT_FOUND })
    }
    expect((await call('GET', `/connection-requests/${id}`)).status).toBe(401)
    expect((await call('GET', '/connection-requests/not-a-uuid', tokens.recruiter)).status).toBe(400)
  })

  it('lists sent requests to the recruiter and received ones to the talent, nobody else’s', async () => {
    await clearRequests()
    const mine = await send()
    const theirs = await send(tokens.otherRecruiter)
    const ids = async (token: string) =>
      ((await call('GET', '/connection-requests', token)).body.requests as { id: string }[]).map((r) => r.id)
    expect(await ids(tokens.recruiter)).toEqual([mine.id])
    expect(await ids(tokens.otherRecruiter)).toEqual([theirs.id])
    expect((await ids(tokens.talent)).sort()).toEqual([mine.id, theirs.id].sort())
    expect(await ids(tokens.otherTalent)).toEqual([])
  })

  it('lets only its talent answer and only its recruiter withdraw: anyone else gets 404 and nothing changes', async () => {
    await clearRequests()
    const { id } = await send()
    const attempts: [string, string][] = [
      ['accept', tokens.otherTalent],
      ['decline', tokens.otherTalent],
      ['block', tokens.otherTalent],
      ['withdraw', tokens.otherRecruiter],
    ]
    for (const [action, token] of attempts) {
      const { status, body } = await call('POST', `/connection-requests/${id}/${action}`, token)
      expect(status, action).toBe(404)
      expect(body).toEqual({ success: false, message: REQUEST_NOT_FOUND })
    }
    const { body } = await call('GET', `/connection-requests/${id}`, tokens.recruiter)
    expect(body.request.status).toBe('pending')
    expect((await call('GET', '/talent-blocks', tokens.otherTalent)).body.blocks).toEqual([])
  })

  it('accepts: each side sees the other’s email, the recruiter is told, the talent’s connections count it', async () => {
    await clearRequests()
    const { id } = await send()
    const before = await connectionsOfDemoTalent()
    const recruiterBefore = await acceptancesOfDemoRecruiter()
    const start = delivered.length
    const { status, body } = await call('POST', `/connection-requests/${id}/accept`, tokens.talent)
    expect(status).toBe(200)
    expect(body.request).toMatchObject({
      status: 'accepted',
      answeredAt: expect.any(String),
      viewerRole: 'talent',
      recruiter: { email: DEMO_RECRUITER_EMAIL },
      talent: { email: null },
    })
    const seen = await call('GET', `/connection-requests/${id}`, tokens.recruiter)
    expect(seen.body.request).toMatchObject({ talent: { email: DEMO_TALENT_EMAIL }, recruiter: { email: null } })
    expect(deliveredSince(start)).toEqual([
      {
        userId: demoRecruiterId,
        notification: expect.objectContaining({
          kind: 'request_accepted',
          title: expect.stringMatching(/ accepted your request$/),
          link: `/requests/${id}`,
          data: { requestId: id },
        }),
      },
    ])
    expect(await connectionsOfDemoTalent()).toBe(before + 1)
    expect(await acceptancesOfDemoRecruiter()).toEqual({
      total: recruiterBefore.total + 1,
      today: recruiterBefore.today + 1,
    })
  })

  it('answers 409 to a second answer or a late withdrawal, changing nothing', async () => {
    await clearRequests()
    const { id } = await send()
    expect((await call('POST', `/connection-requests/${id}/accept`, tokens.talent)).status).toBe(200)
    const count = await connectionsOfDemoTalent()
    const start = delivered.length
    for (const [action, token] of [
      ['accept', tokens.talent],
      ['decline', tokens.talent],
      ['withdraw', tokens.recruiter],
    ] as const) {
      const { status, body } = await call('POST', `/connection-requests/${id}/${action}`, token)
      expect(status, action).toBe(409)
      expect(body).toEqual({ success: false, message: alreadyAnsweredMessage('accepted') })
    }
    expect(deliveredSince(start)).toEqual([])
    expect(await connectionsOfDemoTalent()).toBe(count)
  })

  it('counts a recruiter’s acceptances once a day per talent', async () => {
    await clearRequests()
    const first = await send()
    await call('POST', `/connection-requests/${first.id}/accept`, tokens.talent)
    const count = await connectionsOfDemoTalent()
    const second = await send()
    expect((await call('POST', `/connection-requests/${second.id}/accept`, tokens.talent)).status).toBe(200)
    expect(await connectionsOfDemoTalent()).toBe(count)
  })

  it('declines: the recruiter is told, and sees no contact details', async () => {
    await clearRequests()
    const { id } = await send(tokens.otherRecruiter)
    const start = delivered.length
    const { status, body } = await call('POST', `/connection-requests/${id}/decline`, tokens.talent)
    expect(status).toBe(200)
    expect(body.request).toMatchObject({ status: 'declined', recruiter: { email: null } })
    const seen = await call('GET', `/connection-requests/${id}`, tokens.otherRecruiter)
    expect(seen.body.request).toMatchObject({ status: 'declined', talent: { email: null } })
    expect(deliveredSince(start)).toEqual([
      {
        userId: otherRecruiterId,
        notification: expect.objectContaining({ kind: 'request_declined', link: `/requests/${id}` }),
      },
    ])
    // Declined is not pending: the recruiter may ask again.
    await send(tokens.otherRecruiter)
  })

  it('withdraws a pending request without telling anyone; the talent can no longer answer it', async () => {
    await clearRequests()
    const { id } = await send()
    const start = delivered.length
    const { status, body } = await call('POST', `/connection-requests/${id}/withdraw`, tokens.recruiter)
    expect(status).toBe(200)
    expect(body.request.status).toBe('withdrawn')
    expect(deliveredSince(start)).toEqual([])
    const late = await call('POST', `/connection-requests/${id}/accept`, tokens.talent)
    expect(late.status).toBe(409)
    expect(late.body.message).toBe(alreadyAnsweredMessage('withdrawn'))
  })
})

describe('blocks', () => {
  it('declines the pending request, then refuses the recruiter exactly as a duplicate is refused', async () => {
    await clearRequests()
    const { id } = await send()
    const start = delivered.length
    const blocked = await call('POST', `/connection-requests/${id}/block`, tokens.talent)
    expect(blocked.status).toBe(200)
    expect(blocked.body.request.status).toBe('declined')
    // Told as after any decline: the block itself is not announced.
    expect(deliveredSince(start).map((d) => d.notification.kind)).toEqual(['request_declined'])
    const refused = await call('POST', '/connection-requests', tokens.recruiter, requestBody())
    await send(tokens.otherRecruiter)
    const duplicate = await call('POST', '/connection-requests', tokens.otherRecruiter, requestBody())
    expect(refused.status).toBe(duplicate.status)
    expect(refused.body).toEqual(duplicate.body)
    expect(refused.body).toEqual({ success: false, message: REQUEST_NOT_TAKEN })
  })

  it('lists the talent’s blocks to them only; only they can lift one, and then requests come again', async () => {
    await clearRequests()
    const { id } = await send()
    await call('POST', `/connection-requests/${id}/block`, tokens.talent)
    // Blocking again keeps one block and changes nothing.
    expect((await call('POST', `/connection-requests/${id}/block`, tokens.talent)).status).toBe(200)
    const { body } = await call('GET', '/talent-blocks', tokens.talent)
    expect(body.blocks).toEqual([
      {
        id: expect.any(Number),
        recruiter: { name: 'Rhea Malhotra', company: 'Spotlight Casting Co.' },
        blockedAt: expect.any(String),
      },
    ])
    const blockId = body.blocks[0].id as number
    const foreign = await call('DELETE', `/talent-blocks/${blockId}`, tokens.otherTalent)
    expect(foreign.status).toBe(404)
    expect(foreign.body).toEqual({ success: false, message: BLOCK_NOT_FOUND })
    expect((await call('POST', '/connection-requests', tokens.recruiter, requestBody())).status).toBe(409)
    expect((await call('DELETE', `/talent-blocks/${blockId}`, tokens.talent)).status).toBe(200)
    expect((await call('GET', '/talent-blocks', tokens.talent)).body.blocks).toEqual([])
    await send()
    expect((await call('DELETE', `/talent-blocks/${blockId}`, tokens.talent)).status).toBe(404)
  })
})

describe('GET /get-app-talent-connect-link/{key}: the request state, no email', () => {
  const link = (token?: string, key = demoTalent.USERID) => call('GET', `/get-app-talent-connect-link/${key}`, token)

  it('leads a recruiter to the form, then to the pending request, then to the form again once declined', async () => {
    await clearRequests()
    const none = await link(tokens.recruiter)
    expect(none.status).toBe(200)
    expect(none.body).toEqual({
      success: true,
      talent: { USERID: demoTalent.USERID, name: expect.any(String) },
      state: 'none',
      requestId: null,
      connectUrl: `/recruiter/solo/${demoTalent.USERID}/request`,
    })
    const { id } = await send()
    expect((await link(tokens.recruiter)).body).toMatchObject({
      state: 'pending',
      requestId: id,
      connectUrl: `/requests/${id}`,
    })
    await call('POST', `/connection-requests/${id}/decline`, tokens.talent)
    expect((await link(tokens.recruiter)).body).toMatchObject({
      state: 'declined',
      connectUrl: `/recruiter/solo/${demoTalent.USERID}/request`,
    })
    expect((await link(tokens.otherRecruiter)).body.state).toBe('none')
  })

  it('keeps its auth: 401 for a guest, 403 for a talent, 404 for a hidden talent', async () => {
    expect((await link()).status).toBe(401)
    expect((await link(tokens.talent)).body).toEqual({ success: false, message: CONNECT_RECRUITERS_ONLY })
    expect((await link(tokens.recruiter, hiddenTalentId)).status).toBe(404)
  })
})

describe('the daily number of requests', () => {
  it('lets a recruiter send the day’s number, then 429 with Retry-After; refusals cost nothing', async () => {
    await clearRequests()
    const app = createApi({
      db: api.db,
      logger: silentLogger,
      jwtSecrets: [TEST_JWT_SECRET],
      connectLimit: createConnectLimit({ perDay: 2 }),
    })
    const post = async (talentId: string) => {
      const response = await app.request('/api/v1/connection-requests', {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.recruiter}`, 'content-type': 'application/json' },
        body: JSON.stringify(requestBody({ talentId })),
      })
      return {
        status: response.status,
        headers: response.headers,
        body: (await response.json()) as Record<string, unknown>,
      }
    }
    expect((await post(talentIds[0]!)).status).toBe(201)
    // A duplicate is refused and does not use the allowance.
    expect((await post(talentIds[0]!)).status).toBe(409)
    expect((await post(talentIds[1]!)).status).toBe(201)
    const refused = await post(talentIds[2]!)
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(/sent 2 connection requests in the last 24 hours/)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3600)
    const written = await api.db
      .select()
      .from(connectionRequests)
      .where(eq(connectionRequests.recruiterUserId, demoRecruiterId))
    expect(written).toHaveLength(2)
  })
})

describe('the OpenAPI contract', () => {
  it('documents every request call, and the connect link as a request state without an email', async () => {
    const { body } = await call('GET', '/openapi.json')
    const paths = Object.keys(body.paths)
    for (const path of [
      '/connection-requests',
      '/connection-requests/{id}',
      '/connection-requests/{id}/accept',
      '/connection-requests/{id}/decline',
      '/connection-requests/{id}/withdraw',
      '/connection-requests/{id}/block',
      '/talent-blocks',
      '/talent-blocks/{id}',
    ]) {
      expect(paths).toContain(`/api/v1${path}`)
    }
    const connect = body.paths['/api/v1/get-app-talent-connect-link/{key}'].get
    expect(connect.description).toMatch(/never in this answer/)
    expect(JSON.stringify(connect.responses['200'])).not.toMatch(/mailto/)
  })
})
