import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { castingCalls, notifications } from '../../api/db/schema'
import { DEMO_RECRUITER_EMAIL } from '../../api/db/seed'
import { castingCallSource } from '../../api/jobs/call-source'
import { executorOf } from '../../api/jobs/executor'
import type { JobQueue } from '../../api/jobs/queue'
import { notifyCallClosed, scheduleOpenCallDeadlines, sendCallDigests } from '../../api/services/call-jobs'
import type { NotificationDelivery } from '../../api/services/notifications'
import { createTestApi, type TestApi } from '../setup/api'
import { callBody, dayFromNow } from './calls'
import { mintAccessToken, userByEmail } from './sign-in'

/**
 * The casting-call jobs on the real calls (issue 23, ADR 027), on the test's database with the real job
 * queue: the daily digest to opted-in talents and the owner's note at a call's deadline. Jobs that would run
 * days from now are made due by moving their start in pgboss.job; the digest's own rules are checked by
 * calling it directly, where the queue adds nothing.
 */
let api: TestApi
let jobs: JobQueue
let recruiter: { id: number; token: string }
const delivered: NotificationDelivery[] = []
let emails = 0

const call = (method: string, path: string, token?: string, body?: unknown) => api.call(method, path, { token, body })

/** No seeded call wants a content creator in Pune, so these talents' digests hold only this suite's calls. */
const CREATOR = { talentType: 'Content Creator', gender: 'Female', birthDate: '1999-05-01', city: 'Pune' }
const creatorCall = (overrides: Record<string, unknown> = {}) =>
  callBody({
    talentType: 'Content Creator',
    gender: 'Female',
    ageGroup: null,
    city: 'Pune',
    languages: [],
    ...overrides,
  })

async function post(body: Record<string, unknown>) {
  const answer = await call('POST', '/casting-calls', recruiter.token, body)
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body.call as { id: number; role: string; deadline: string; brand: { name: string } }
}

/** A talent through the real sign-up call, then its profile changed through the real PATCH. */
async function signUpTalent(profile: Record<string, unknown> = {}, changes: Record<string, unknown> = {}) {
  const email = `digest-talent-${++emails}@example.test`
  const answer = await call('POST', '/app-user-authentication/signup', undefined, {
    email,
    password: 'correct-horse-battery',
    name: `Digest Talent ${emails}`,
    userType: 'talent',
    ...CREATOR,
    ...profile,
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  const token = await mintAccessToken(api, email)
  if (Object.keys(changes).length > 0) {
    const patched = await call('PATCH', '/get-my-talent-profile', token, changes)
    expect(patched.status, JSON.stringify(patched.body)).toBe(200)
  }
  return { id: (await userByEmail(api, email)).id, token }
}

const notificationsOf = (userId: number, kind: 'call_digest' | 'call_closed') =>
  api.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
    .orderBy(notifications.id)

const closedNotesOf = async (callId: number) =>
  (await notificationsOf(recruiter.id, 'call_closed')).filter((note) => note.data.callId === callId)

/** The call's deadline jobs: their keys, and when they may start. */
async function deadlineJobsOf(callId: number) {
  const { rows } = await executorOf(api.db).executeSql(
    `SELECT id, singleton_key AS key, start_after AS "startAfter", data FROM pgboss.job
     WHERE name = 'call-deadline' AND (data->>'callId')::int = $1 ORDER BY created_on`,
    [callId],
  )
  return rows.map((row) => ({ id: String(row.id), key: row.key, startAfter: new Date(String(row.startAfter)) }))
}

/** Runs a deadline job now instead of at its deadline, and waits until the worker has finished it. */
async function runDeadlineJobNow(id: string) {
  await executorOf(api.db).executeSql(`UPDATE pgboss.job SET start_after = now() WHERE id = $1`, [id])
  jobs.wake('call-deadline')
  await eventually('the deadline job completes', async () => (await jobs.stateOf('call-deadline', id)) === 'completed')
}

async function eventually(what: string, check: () => Promise<boolean>) {
  const deadline = Date.now() + 20_000
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

beforeAll(async () => {
  api = await createTestApi({
    talents: 10,
    jobs: { alertIntervalSeconds: 3600 },
    notificationListeners: [(delivery) => void delivered.push(delivery)],
  })
  if (!api.jobs) throw new Error('the test API runs no job queue')
  jobs = api.jobs
  recruiter = {
    id: (await userByEmail(api, DEMO_RECRUITER_EMAIL)).id,
    token: await mintAccessToken(api, DEMO_RECRUITER_EMAIL),
  }
}, 120_000)

afterAll(async () => {
  await api?.close()
})

describe('the daily call digest', () => {
  it('lists the new open fitting calls to an opted-in public talent, and to no one else', async () => {
    const fan = await signUpTalent({}, { callDigest: true })
    const quiet = await signUpTalent()
    const hidden = await signUpTalent({}, { callDigest: true, isPublic: false })
    const misfit = await signUpTalent({ gender: 'Male' }, { callDigest: true })

    const unboxing = await post(creatorCall({ role: 'Unboxing host' }))
    const vlogger = await post(creatorCall({ role: 'Travel vlogger' }))
    const closed = await post(creatorCall({ role: 'Closed already' }))
    expect((await call('POST', `/casting-calls/${closed.id}/close`, recruiter.token)).status).toBe(200)
    const stale = await post(creatorCall({ role: 'Posted last month' }))
    await api.db
      .update(castingCalls)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(castingCalls.feedId, stale.id))
    const applied = await post(creatorCall({ role: 'Applied to already' }))
    const application = await call('POST', `/casting-calls/${applied.id}/applications`, fan.token, {})
    expect(application.status, JSON.stringify(application.body)).toBe(201)
    await post(creatorCall({ role: 'Somewhere else', city: 'Delhi' }))

    // The digest as its cron tick sends it: a job on the queue, run by the workers createTestApi started.
    const job = await jobs.send('call-digest', {})
    await eventually('the digest job completes', async () => (await jobs.stateOf('call-digest', job!)) === 'completed')

    const [digest, ...more] = await notificationsOf(fan.id, 'call_digest')
    expect(more).toEqual([])
    const brand = unboxing.brand.name
    expect(digest).toMatchObject({
      title: '2 new casting calls match you',
      body: `Travel vlogger – ${brand}; Unboxing host – ${brand}`,
      link: '/talent',
      data: { count: 2, calls: `${vlogger.id},${unboxing.id}` },
    })
    expect(delivered.map((one) => one.notification.id)).toContain(digest?.id)
    for (const other of [quiet, hidden, misfit]) expect(await notificationsOf(other.id, 'call_digest')).toEqual([])
  })

  it('sends at most one digest a day, and the next one lists only the calls posted since', async () => {
    // In Jaipur: the calls of the test above (Pune) are not this talent's.
    const talent = await signUpTalent({ city: 'Jaipur' }, { callDigest: true })
    const first = await post(creatorCall({ role: 'Morning reel', city: 'Jaipur' }))
    const today = new Date()
    const deliver = (deliveries: NotificationDelivery[]) => void delivered.push(...deliveries)

    await sendCallDigests(api.db, castingCallSource, deliver, today)
    await sendCallDigests(api.db, castingCallSource, deliver, today)
    const once = await notificationsOf(talent.id, 'call_digest')
    expect(once.map((note) => note.data.calls)).toEqual([String(first.id)])
    expect(once[0]).toMatchObject({ title: 'A new casting call matches you', link: `/calls/${first.id}` })

    const second = await post(creatorCall({ role: 'Evening reel', city: 'Jaipur' }))
    const tomorrow = new Date(today.getTime() + 24 * 60 * 60 * 1000)
    await sendCallDigests(api.db, castingCallSource, deliver, tomorrow)
    await sendCallDigests(api.db, castingCallSource, deliver, tomorrow)
    const twice = await notificationsOf(talent.id, 'call_digest')
    expect(twice.map((note) => note.data.calls)).toEqual([String(first.id), String(second.id)])
  })
})

describe('the deadline job', () => {
  it('is sent with a new call, keyed by the call and its deadline, due when the call closes', async () => {
    const posted = await post(creatorCall({ role: 'Deadline keyed', deadline: dayFromNow(5) }))
    const [row] = await api.db
      .select({ closesAt: castingCalls.closesAt })
      .from(castingCalls)
      .where(eq(castingCalls.feedId, posted.id))
    const found = await deadlineJobsOf(posted.id)
    expect(found.map((job) => job.key)).toEqual([`${posted.id}@${dayFromNow(5)}`])
    expect(found[0]?.startAfter.getTime()).toBe(row?.closesAt.getTime())
    // An edit that leaves the deadline alone sends nothing more.
    expect((await call('PATCH', `/casting-calls/${posted.id}`, recruiter.token, { role: 'Renamed' })).status).toBe(200)
    expect(await deadlineJobsOf(posted.id)).toHaveLength(1)
  })

  it('is sent at a node’s start for an open call written without a queue, once however often nodes start', async () => {
    const posted = await post(creatorCall({ role: 'Written without a queue', deadline: dayFromNow(6) }))
    await executorOf(api.db).executeSql(
      `DELETE FROM pgboss.job WHERE name = 'call-deadline' AND (data->>'callId')::int = $1`,
      [posted.id],
    )
    expect(await deadlineJobsOf(posted.id)).toEqual([])
    await scheduleOpenCallDeadlines(api.db, jobs)
    await scheduleOpenCallDeadlines(api.db, jobs)
    expect((await deadlineJobsOf(posted.id)).map((job) => job.key)).toEqual([`${posted.id}@${dayFromNow(6)}`])
  })

  it('tells the owner once that applications closed, however often it runs', async () => {
    const posted = await post(creatorCall({ role: 'Closes on time' }))
    // Its deadline passes: closes_at is what the deadline day ends at, set back as the clock would have moved.
    await api.db
      .update(castingCalls)
      .set({ closesAt: sql`now() - interval '1 second'` })
      .where(eq(castingCalls.feedId, posted.id))
    const [job] = await deadlineJobsOf(posted.id)
    await runDeadlineJobNow(job!.id)
    const payload = { callId: posted.id, deadline: posted.deadline }
    expect(await notifyCallClosed(api.db, castingCallSource, payload)).toBeNull()
    const notes = await closedNotesOf(posted.id)
    expect(notes).toHaveLength(1)
    expect(notes[0]).toMatchObject({
      title: `Applications closed: Closes on time – ${posted.brand.name}`,
      body: 'The deadline has passed. Review the applicants.',
      link: `/calls/${posted.id}`,
    })
  })

  it('announces a call closed by hand once, at its deadline', async () => {
    const posted = await post(creatorCall({ role: 'Closed by hand' }))
    expect((await call('POST', `/casting-calls/${posted.id}/close`, recruiter.token)).status).toBe(200)
    const [job] = await deadlineJobsOf(posted.id)
    await runDeadlineJobNow(job!.id)
    await notifyCallClosed(api.db, castingCallSource, { callId: posted.id, deadline: posted.deadline })
    expect(await closedNotesOf(posted.id)).toHaveLength(1)
  })

  it('does not announce a call early when its deadline moved later; the new deadline has its own job', async () => {
    const posted = await post(creatorCall({ role: 'Moved later', deadline: dayFromNow(3) }))
    const moved = await call('PATCH', `/casting-calls/${posted.id}`, recruiter.token, { deadline: dayFromNow(9) })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    const [old, renewed] = await deadlineJobsOf(posted.id)
    expect([old?.key, renewed?.key]).toEqual([`${posted.id}@${dayFromNow(3)}`, `${posted.id}@${dayFromNow(9)}`])

    // The old deadline comes: the call is open until the new one, and nobody is told.
    await runDeadlineJobNow(old!.id)
    expect(await closedNotesOf(posted.id)).toEqual([])
    // Closed by hand meanwhile, the old deadline's job still does not speak for it; the new one's does, once.
    expect((await call('POST', `/casting-calls/${posted.id}/close`, recruiter.token)).status).toBe(200)
    expect(await notifyCallClosed(api.db, castingCallSource, { callId: posted.id, deadline: dayFromNow(3) })).toBeNull()
    await runDeadlineJobNow(renewed!.id)
    expect(await closedNotesOf(posted.id)).toHaveLength(1)
  })
})
