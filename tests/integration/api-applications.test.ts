import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  callApplications,
  castingCalls,
  notifications,
  shortlistEntries,
  talentProfiles,
  users,
} from '../../api/db/schema'
import { DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import {
  ALREADY_APPLIED,
  APPLICATION_NOT_FOUND,
  PROFILE_HIDDEN_CANNOT_APPLY,
  TALENTS_ONLY_APPLICATIONS,
  WITHDRAWN_APPLICATION,
} from '../../api/services/call-applications'
import { CALL_NOT_FOUND } from '../../api/services/casting-calls'
import type { NotificationDelivery } from '../../api/services/notifications'
import { createTestApi, type TestApi } from '../setup/api'
import { callBody } from './calls'
import { mintAccessToken, signInDemoAccounts, userByEmail } from './sign-in'

let api: TestApi
let tokens: { talent: string; recruiter: string; otherRecruiter: string; otherTalent: string }
let ids: { talent: number; recruiter: number; otherTalent: number }
const delivered: NotificationDelivery[] = []

type Method = 'GET' | 'POST'
const call = (method: Method, path: string, token?: string, body?: unknown) => api.call(method, path, { token, body })

async function postCall(overrides: Record<string, unknown> = {}, token = tokens.recruiter) {
  const { status, body } = await call('POST', '/casting-calls', token, callBody(overrides))
  expect(status, JSON.stringify(body)).toBe(201)
  return body.call.id as number
}

async function apply(callId: number, token = tokens.talent, body: Record<string, unknown> = {}) {
  const { status, body: answer } = await call('POST', `/casting-calls/${callId}/applications`, token, body)
  expect(status, JSON.stringify(answer)).toBe(201)
  return answer.application as { id: number; status: string }
}

async function newShortlist(token = tokens.recruiter, name = 'Biscuit ad') {
  const { body } = await call('POST', '/shortlists', token, { name })
  return body.shortlist.id as number
}

const kindsSince = (start: number) => delivered.slice(start).map((d) => [d.userId, d.notification.kind])

beforeAll(async () => {
  api = await createTestApi({ talents: 30, notificationListeners: [(delivery) => void delivered.push(delivery)] })
  const [otherRecruiter] = await api.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.userType, 'recruiter'), ne(users.email, DEMO_RECRUITER_EMAIL)))
    .limit(1)
  const [otherTalent] = await api.db
    .select({ email: users.email, id: users.id })
    .from(users)
    .innerJoin(talentProfiles, eq(talentProfiles.userId, users.id))
    .where(and(ne(users.email, DEMO_TALENT_EMAIL), eq(talentProfiles.isPublic, true)))
    .limit(1)
  if (!otherRecruiter || !otherTalent) throw new Error('the seed has too few accounts')
  tokens = {
    ...(await signInDemoAccounts(api)),
    otherRecruiter: await mintAccessToken(api, otherRecruiter.email),
    otherTalent: await mintAccessToken(api, otherTalent.email),
  }
  ids = {
    talent: (await userByEmail(api, DEMO_TALENT_EMAIL)).id,
    recruiter: (await userByEmail(api, DEMO_RECRUITER_EMAIL)).id,
    otherTalent: otherTalent.id,
  }
}, 120_000)
afterAll(() => api?.close())

describe('applying', () => {
  it('applies once with the profile and a note; the recruiter is told; a second time is 409', async () => {
    const callId = await postCall()
    const start = delivered.length
    const application = await apply(callId, tokens.talent, { note: 'I speak Hindi and Marathi.' })
    expect(application).toMatchObject({
      status: 'submitted',
      note: 'I speak Hindi and Marathi.',
      matchesCall: true,
      talent: { name: 'Aanya Kapoor', photo: expect.any(String) },
      media: { photos: expect.any(Number), voiceDemos: expect.any(Number), showreels: expect.any(Number) },
      call: { id: callId, url: `/calls/${callId}`, closed: false },
    })
    expect(kindsSince(start)).toEqual([[ids.recruiter, 'application_received']])
    const again = await call('POST', `/casting-calls/${callId}/applications`, tokens.talent, {})
    expect(again).toMatchObject({ status: 409, body: { success: false, message: ALREADY_APPLIED } })
    const seen = await call('GET', `/casting-calls/${callId}`, tokens.talent)
    expect(seen.body.call.myApplication).toEqual({ id: application.id, status: 'submitted' })
  })

  it('refuses a closed call with a clear message, an unknown one with 404, and a recruiter with 403', async () => {
    const callId = await postCall()
    await call('POST', `/casting-calls/${callId}/close`, tokens.recruiter)
    const closed = await call('POST', `/casting-calls/${callId}/applications`, tokens.talent, {})
    expect(closed).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/^This casting call is closed: it took applications until/) },
    })
    const unknown = await call('POST', '/casting-calls/999999/applications', tokens.talent, {})
    expect(unknown).toMatchObject({ status: 404, body: { message: CALL_NOT_FOUND } })
    const recruiter = await call('POST', `/casting-calls/${callId}/applications`, tokens.recruiter, {})
    expect(recruiter).toMatchObject({ status: 403, body: { message: TALENTS_ONLY_APPLICATIONS } })
    const pastDeadline = await postCall()
    await api.db
      .update(castingCalls)
      .set({ closesAt: new Date(Date.now() - 1) })
      .where(eq(castingCalls.feedId, pastDeadline))
    expect((await call('POST', `/casting-calls/${pastDeadline}/applications`, tokens.talent, {})).status).toBe(409)
  })

  it('asks for a self-tape link where the call does, from a video site or file share, over https', async () => {
    const callId = await postCall({ selfTapeRequired: true })
    const cases: [unknown, RegExp][] = [
      [undefined, /selfTapeUrl: is required/],
      ['http://youtu.be/abc', /selfTapeUrl: must be an https link/],
      ['https://evil.example.com/youtube.com', /selfTapeUrl: must be an https link/],
      ['javascript:alert(1)', /selfTapeUrl: must be an https link/],
    ]
    for (const [selfTapeUrl, message] of cases) {
      const { status, body } = await call('POST', `/casting-calls/${callId}/applications`, tokens.talent, {
        selfTapeUrl,
      })
      expect(status, String(selfTapeUrl)).toBe(400)
      expect(body.message).toMatch(message)
    }
    const tooLong = await call('POST', `/casting-calls/${callId}/applications`, tokens.talent, {
      note: 'x'.repeat(1001),
      selfTapeUrl: 'https://youtu.be/abc',
    })
    expect(tooLong).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/note: must be at most 1000/) },
    })
    const ok = await apply(callId, tokens.talent, { selfTapeUrl: 'https://www.youtube.com/watch?v=abc' })
    expect(ok).toMatchObject({ selfTapeUrl: 'https://www.youtube.com/watch?v=abc' })
  })

  it('refuses a hidden profile', async () => {
    const callId = await postCall()
    await api.db.update(talentProfiles).set({ isPublic: false }).where(eq(talentProfiles.userId, ids.otherTalent))
    try {
      const { status, body } = await call('POST', `/casting-calls/${callId}/applications`, tokens.otherTalent, {})
      expect(status).toBe(409)
      expect(body.message).toBe(PROFILE_HIDDEN_CANNOT_APPLY)
    } finally {
      await api.db.update(talentProfiles).set({ isPublic: true }).where(eq(talentProfiles.userId, ids.otherTalent))
    }
  })
})

describe('who sees an application', () => {
  it('shows it to its talent and the call’s owner, and 404 to another talent or recruiter', async () => {
    const callId = await postCall()
    const application = await apply(callId)
    expect((await call('GET', `/call-applications/${application.id}`, tokens.talent)).status).toBe(200)
    expect((await call('GET', `/call-applications/${application.id}`, tokens.recruiter)).status).toBe(200)
    for (const token of [tokens.otherTalent, tokens.otherRecruiter]) {
      const { status, body } = await call('GET', `/call-applications/${application.id}`, token)
      expect(status).toBe(404)
      expect(body).toEqual({ success: false, message: APPLICATION_NOT_FOUND })
    }
    const otherList = await call('GET', '/call-applications', tokens.otherTalent)
    expect(otherList.body.applications.map((a: { id: number }) => a.id)).not.toContain(application.id)
    const withdraw = await call('POST', `/call-applications/${application.id}/withdraw`, tokens.otherTalent)
    expect(withdraw.status).toBe(404)
  })

  it('lists applicants of the recruiter’s own calls only: another recruiter gets 404 and can change nothing', async () => {
    const callId = await postCall()
    const application = await apply(callId)
    const own = await call('GET', `/casting-calls/${callId}/applications`, tokens.recruiter)
    expect(own.status).toBe(200)
    expect(own.body.applications).toEqual([
      expect.objectContaining({ id: application.id, talent: expect.objectContaining({ name: 'Aanya Kapoor' }) }),
    ])
    const theirs = await call('GET', `/casting-calls/${callId}/applications`, tokens.otherRecruiter)
    expect(theirs).toMatchObject({ status: 404, body: { message: CALL_NOT_FOUND } })
    const list = await newShortlist(tokens.otherRecruiter)
    const shortlist = await call('POST', `/call-applications/${application.id}/shortlist`, tokens.otherRecruiter, {
      shortlistId: list,
    })
    expect(shortlist.status).toBe(404)
    expect((await call('POST', `/call-applications/${application.id}/decline`, tokens.otherRecruiter)).status).toBe(404)
    const [row] = await api.db
      .select({ status: callApplications.status })
      .from(callApplications)
      .where(eq(callApplications.id, application.id))
    expect(row?.status).toBe('submitted')
  })

  it('filters applicants by the call’s criteria and by status', async () => {
    // A call the demo talent fits and the other talent (whoever they are) is checked against the same rule.
    const callId = await postCall()
    await apply(callId)
    await apply(callId, tokens.otherTalent)
    const all = (await call('GET', `/casting-calls/${callId}/applications`, tokens.recruiter)).body.applications
    const matching = (await call('GET', `/casting-calls/${callId}/applications?match=matching`, tokens.recruiter)).body
      .applications
    expect(all).toHaveLength(2)
    expect(matching.map((a: { talent: { name: string } }) => a.talent.name)).toContain('Aanya Kapoor')
    expect(matching).toEqual(all.filter((a: { matchesCall: boolean }) => a.matchesCall))
    const shortlisted = await call('GET', `/casting-calls/${callId}/applications?status=shortlisted`, tokens.recruiter)
    expect(shortlisted.body.applications).toEqual([])
    const bad = await call('GET', `/casting-calls/${callId}/applications?match=some`, tokens.recruiter)
    expect(bad).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/match: must be all or matching/) },
    })
  })
})

describe('reviewing', () => {
  it('shortlists into one of the recruiter’s lists and tells the talent; declining tells them too, once', async () => {
    const callId = await postCall()
    const application = await apply(callId)
    const list = await newShortlist()
    const start = delivered.length
    const shortlisted = await call('POST', `/call-applications/${application.id}/shortlist`, tokens.recruiter, {
      shortlistId: list,
    })
    expect(shortlisted.status).toBe(200)
    expect(shortlisted.body.application.status).toBe('shortlisted')
    expect(await api.db.select().from(shortlistEntries).where(eq(shortlistEntries.shortlistId, list))).toHaveLength(1)
    expect(kindsSince(start)).toEqual([[ids.talent, 'application_shortlisted']])
    const [row] = await api.db
      .select({ title: notifications.title, link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.userId, ids.talent), eq(notifications.kind, 'application_shortlisted')))
    expect(row).toEqual({ title: 'Shortlisted: Young mother, lead', link: '/applications' })

    const declined = await call('POST', `/call-applications/${application.id}/decline`, tokens.recruiter)
    expect(declined.body.application.status).toBe('declined')
    await call('POST', `/call-applications/${application.id}/decline`, tokens.recruiter)
    expect(kindsSince(start)).toEqual([
      [ids.talent, 'application_shortlisted'],
      [ids.talent, 'application_declined'],
    ])
    const mine = await call('GET', '/call-applications', tokens.talent)
    expect(mine.body.applications.find((a: { id: number }) => a.id === application.id).status).toBe('declined')
  })

  it('refuses another recruiter’s shortlist (404) and changes nothing', async () => {
    const callId = await postCall()
    const application = await apply(callId)
    const theirs = await newShortlist(tokens.otherRecruiter, 'Theirs')
    const start = delivered.length
    const { status, body } = await call('POST', `/call-applications/${application.id}/shortlist`, tokens.recruiter, {
      shortlistId: theirs,
    })
    expect(status).toBe(404)
    expect(body.message).toBe('Shortlist not found')
    const [row] = await api.db
      .select({ status: callApplications.status })
      .from(callApplications)
      .where(eq(callApplications.id, application.id))
    expect(row?.status).toBe('submitted')
    expect(delivered.length).toBe(start)
  })

  it('lets the talent withdraw; the recruiter then cannot shortlist it', async () => {
    const callId = await postCall()
    const application = await apply(callId)
    const withdrawn = await call('POST', `/call-applications/${application.id}/withdraw`, tokens.talent)
    expect(withdrawn.body.application.status).toBe('withdrawn')
    expect((await call('POST', `/call-applications/${application.id}/withdraw`, tokens.talent)).status).toBe(409)
    const declined = await call('POST', `/call-applications/${application.id}/decline`, tokens.recruiter)
    expect(declined).toMatchObject({ status: 409, body: { message: WITHDRAWN_APPLICATION } })
    expect((await call('POST', `/casting-calls/${callId}/applications`, tokens.talent, {})).status).toBe(409)
    const counts = await call('GET', `/casting-calls/${callId}`, tokens.recruiter)
    expect(counts.body.call.applicants).toMatchObject({ total: 1, withdrawn: 1 })
  })
})
