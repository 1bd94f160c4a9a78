import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApplications, users } from '../../api/db/schema'
import { DEMO_PASSWORD, DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { ALREADY_APPLIED } from '../../api/services/call-applications'
import { action as applicantsAction, loader as applicantsLoader } from '../../app/routes/_main.calls.$id_.applicants'
import { action as callAction, loader as callLoader } from '../../app/routes/_main.calls.$id'
import { action as newAction } from '../../app/routes/_main.calls.new'
import { getToast } from '../../app/services/toast.server'
import { cookieHeader, createTestWeb, settle, type TestWeb } from '../setup/web'
import { dayFromNow } from './calls'

/**
 * The casting call pages' forms without JavaScript (ADR 026): plain form posts to the actions, errors beside
 * the fields (400), redirects with a toast on success, and another recruiter's applicants a 404.
 */

let web: TestWeb
let cookies: { recruiter: string; other: string; talent: string }

beforeAll(async () => {
  web = await createTestWeb({ talents: 8 })
  const [other] = await web.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.userType, 'recruiter'), ne(users.email, DEMO_RECRUITER_EMAIL)))
    .limit(1)
  const [demo] = await web.db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, DEMO_RECRUITER_EMAIL))
  await web.db.update(users).set({ passwordHash: demo!.hash }).where(eq(users.email, other!.email))
  cookies = {
    recruiter: (await web.signIn(DEMO_RECRUITER_EMAIL)).cookie,
    other: (await web.signIn(other!.email, DEMO_PASSWORD)).cookie,
    talent: (await web.signIn(DEMO_TALENT_EMAIL)).cookie,
  }
}, 120_000)
afterAll(() => web?.close())

const args = (request: Request, params: Record<string, string> = {}) => ({ request, context: web.context(), params })

/** The form as a browser without JavaScript posts it (checkboxes absent when unticked). */
function callForm(overrides: Record<string, string> = {}) {
  return {
    role: 'Young mother, lead',
    description: 'A warm, funny young mother for a biscuit ad.',
    projectType: 'TV Commercial',
    talentType: 'Actor',
    gender: 'Female',
    ageGroup: '',
    city: 'bombay',
    shootStartDate: dayFromNow(20),
    shootEndDate: dayFromNow(21),
    deadline: dayFromNow(10),
    pay: 'paid',
    rateMin: '15,000',
    rateMax: '25000',
    rateUnit: 'day',
    ...overrides,
  }
}

async function redirected(response: unknown) {
  expect(response).toBeInstanceOf(Response)
  const redirect = response as Response
  expect(redirect.status).toBe(302)
  const { toast } = await getToast(web.get('/', cookieHeader(redirect)))
  return { location: redirect.headers.get('location') ?? '', toast }
}

type Reply = { data: { result: { error?: Record<string, string[]> } }; init: ResponseInit | null }

async function post(overrides: Record<string, string> = {}) {
  const response = await settle(() => newAction(args(web.post('/calls/new', callForm(overrides), cookies.recruiter))))
  const { location } = await redirected(response)
  const id = /^\/calls\/(\d+)$/.exec(location)?.[1]
  expect(id, location).toBeDefined()
  return id!
}

describe('posting a call without JavaScript', () => {
  it('answers 400 with each problem beside its field, in the page’s words', async () => {
    const reply = (await newAction(
      args(
        web.post(
          '/calls/new',
          callForm({ rateMin: '6000', rateMax: '4000', deadline: dayFromNow(-3), city: 'Atlantis' }),
          cookies.recruiter,
        ),
      ),
    )) as unknown as Reply
    expect(reply.init?.status).toBe(400)
    expect(reply.data.result.error).toMatchObject({
      rateMax: ['The highest rate must be at least the lowest'],
      deadline: ['The deadline has passed: choose today or later'],
      city: [expect.stringMatching(/^Choose a listed city/)],
    })
  })

  it('posts a valid call (an alias city, a rate with a comma) and opens it with a toast', async () => {
    const id = await post()
    const page = await callLoader(args(web.get(`/calls/${id}`), { id }))
    expect(page.call).toMatchObject({ city: 'Mumbai', rate: { min: 15000, max: 25000, unit: 'day' }, isOwner: false })
    expect(page.viewer).toBeNull()
    expect(page.pageUrl).toMatch(new RegExp(`/calls/${id}$`))
  })
})

describe('applying and reviewing without JavaScript', () => {
  it('applies once (a second time says why), and a guest is sent to sign in', async () => {
    const id = await post()
    const guest = await settle(() => callAction(args(web.post(`/calls/${id}`, { intent: 'apply' }), { id })))
    expect((guest as Response).headers.get('location')).toBe(`/login?redirectTo=%2Fcalls%2F${id}`)
    const form = { intent: 'apply', note: 'Free all of next month.', selfTapeUrl: '' }
    const { location, toast } = await redirected(
      await settle(() => callAction(args(web.post(`/calls/${id}`, form, cookies.talent), { id }))),
    )
    expect(location).toBe(`/calls/${id}`)
    expect(toast?.message).toMatch(/^Application sent/)
    const again = (await callAction(args(web.post(`/calls/${id}`, form, cookies.talent), { id }))) as unknown as {
      data: { result: { error: Record<string, string[]> } }
      init: ResponseInit
    }
    expect(again.init.status).toBe(409)
    expect(again.data.result.error['']).toEqual([ALREADY_APPLIED])
  })

  it('shortlists into a new list and declines from the applicants page; another recruiter gets 404', async () => {
    const id = await post()
    await callAction(args(web.post(`/calls/${id}`, { intent: 'apply' }, cookies.talent), { id })).catch(() => null)
    const page = await applicantsLoader(args(web.get(`/calls/${id}/applicants`, cookies.recruiter), { id }))
    const [application] = page.applications
    expect(application?.talent.name).toBe('Aanya Kapoor')

    const shortlist = {
      intent: 'shortlist',
      applicationId: String(application!.id),
      shortlistId: 'new',
      newName: 'Biscuit ad',
    }
    const { toast } = await redirected(
      await settle(() =>
        applicantsAction(args(web.post(`/calls/${id}/applicants`, shortlist, cookies.recruiter), { id })),
      ),
    )
    expect(toast?.message).toBe('Shortlisted Aanya Kapoor. They have been told.')
    const [row] = await web.db.select().from(callApplications).where(eq(callApplications.id, application!.id))
    expect(row?.status).toBe('shortlisted')

    const decline = { intent: 'decline', applicationId: String(application!.id) }
    await redirected(
      await settle(() =>
        applicantsAction(args(web.post(`/calls/${id}/applicants`, decline, cookies.recruiter), { id })),
      ),
    )
    const thrown = (run: () => Promise<unknown>) =>
      run().then(
        () => null,
        (error: unknown) => error,
      )
    const other = await thrown(() => applicantsLoader(args(web.get(`/calls/${id}/applicants`, cookies.other), { id })))
    expect((other as unknown as { init: ResponseInit }).init.status).toBe(404)
    const otherDecline = await thrown(() =>
      applicantsAction(args(web.post(`/calls/${id}/applicants`, decline, cookies.other), { id })),
    )
    expect((otherDecline as unknown as { init: ResponseInit }).init.status).toBe(404)
  })
})
