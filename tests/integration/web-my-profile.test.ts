import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { PROFILE_SAVED_MESSAGE } from '../../app/routes/my-profile.server'
import { action as recruiterAction, loader as recruiterLoader } from '../../app/routes/_main.my-profile.recruiter'
import { action as talentAction, loader as talentLoader } from '../../app/routes/_main.my-profile.talent'
import { getToast } from '../../app/services/toast.server'
import { BASE_URL, cookieHeader, createTestWeb, type TestWeb } from '../setup/web'

let web: TestWeb
let talentCookie: string
let recruiterCookie: string

beforeAll(async () => {
  web = await createTestWeb({ talents: 5 })
  talentCookie = (await web.signIn(DEMO_TALENT_EMAIL)).cookie
  recruiterCookie = (await web.signIn(DEMO_RECRUITER_EMAIL)).cookie
})
afterAll(() => web?.close())

/** What a loader or action returned or threw (redirects are thrown Responses). */
async function settle<T>(run: () => Promise<T>): Promise<unknown> {
  try {
    return await run()
  } catch (error) {
    return error
  }
}

/** A form post as a browser sends it, repeated names (checkboxes) included. */
function post(path: string, fields: [string, string][], cookie?: string) {
  const headers = new Headers({ 'content-type': 'application/x-www-form-urlencoded' })
  if (cookie) headers.set('cookie', cookie)
  return new Request(`${BASE_URL}${path}`, { method: 'POST', headers, body: new URLSearchParams(fields) })
}

type FormReply = {
  data: { result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> } }
  init: ResponseInit | null
}

const talentFields = (changes: Record<string, string> = {}): [string, string][] => [
  ...Object.entries({
    name: 'Aanya Kapoor',
    talentType: 'Dancer',
    gender: 'Female',
    birthDate: '2000-04-15',
    city: 'Pune',
    languages: 'Hindi, English,  Marathi , Hindi',
    skills: 'Kathak, Contemporary',
    bio: 'Trained in Kathak.\r\nWorks in Pune and Mumbai.',
    isPublic: 'on',
    callDigest: 'on',
    ...changes,
  }),
  ['projectTypes', 'Film'],
  ['projectTypes', 'Music Video'],
]

async function loadTalent(cookie = talentCookie) {
  return (await talentLoader({
    request: web.get('/my-profile/talent', cookie),
    context: web.context(),
    params: {},
  })) as {
    profile: Record<string, unknown>
    analytics: { total_views: number; total_share: number; total_connected: number; series: unknown[] } | null
  }
}

describe('own talent profile', () => {
  it('loads the profile with the analytics: three counters and a 30-day series', async () => {
    const { profile, analytics } = await loadTalent()
    expect(profile).toMatchObject({ email: DEMO_TALENT_EMAIL })
    expect(analytics).toMatchObject({
      total_views: expect.any(Number),
      total_share: expect.any(Number),
      total_connected: expect.any(Number),
    })
    expect(analytics?.series).toHaveLength(30)
    expect(analytics?.series[0]).toEqual({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      views: expect.any(Number),
      shares: expect.any(Number),
      connections: expect.any(Number),
    })
  })

  it('saves a valid form through the API and goes back with a success toast', async () => {
    const response = (await settle(() =>
      talentAction({
        request: post('/my-profile/talent', talentFields(), talentCookie),
        context: web.context(),
        params: {},
      }),
    )) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/my-profile/talent')
    const { toast } = await getToast(web.get('/', cookieHeader(response)))
    expect(toast).toMatchObject({ type: 'success', message: PROFILE_SAVED_MESSAGE })
    const { profile } = await loadTalent()
    expect(profile).toMatchObject({
      talentType: 'Dancer',
      city: 'Pune',
      birthDate: '2000-04-15',
      languages: ['Hindi', 'English', 'Marathi'],
      skills: ['Kathak', 'Contemporary'],
      projectTypes: ['Film', 'Music Video'],
      bio: 'Trained in Kathak.\nWorks in Pune and Mumbai.',
      isPublic: true,
      callDigest: true,
    })
  })

  it('unticked boxes hide the profile and stop the call digest; an empty bio clears it', async () => {
    const fields = talentFields({ bio: '' }).filter(([name]) => name !== 'isPublic' && name !== 'callDigest')
    await settle(() =>
      talentAction({ request: post('/my-profile/talent', fields, talentCookie), context: web.context(), params: {} }),
    )
    expect((await loadTalent()).profile).toMatchObject({ isPublic: false, callDigest: false, bio: '' })
  })

  it('refuses bad input with 400, errors beside the fields, everything typed kept, nothing saved', async () => {
    const before = (await loadTalent()).profile
    const fields = talentFields({ name: 'A', birthDate: '2999-01-01', city: 'Atlantis', bio: 'x'.repeat(1001) })
    const reply = (await talentAction({
      request: post('/my-profile/talent', fields, talentCookie),
      context: web.context(),
      params: {},
    })) as FormReply
    expect(reply.init?.status).toBe(400)
    const errors = reply.data.result.error ?? {}
    expect(errors.name).toEqual(['Your name needs at least 2 characters'])
    expect(errors.birthDate).toEqual(['You must be at least 13'])
    expect(errors.city).toEqual(['Choose a city from the list'])
    expect(errors.bio).toEqual(['Keep your bio to 1000 characters'])
    expect(reply.data.result.initialValue).toMatchObject({
      name: 'A',
      city: 'Atlantis',
      skills: 'Kathak, Contemporary',
    })
    expect((await loadTalent()).profile).toEqual(before)
  })

  it('a recruiter posting to the talent page is sent to their own page; a guest to sign in', async () => {
    const asRecruiter = (await settle(() =>
      talentAction({
        request: post('/my-profile/talent', talentFields(), recruiterCookie),
        context: web.context(),
        params: {},
      }),
    )) as Response
    expect(asRecruiter.headers.get('location')).toBe('/my-profile/recruiter')
    const asGuest = (await settle(() =>
      talentAction({ request: post('/my-profile/talent', talentFields()), context: web.context(), params: {} }),
    )) as Response
    expect(asGuest.headers.get('location')).toMatch(/^\/login\?redirectTo=/)
  })
})

describe('own recruiter profile', () => {
  const load = async () =>
    (await recruiterLoader({
      request: web.get('/my-profile/recruiter', recruiterCookie),
      context: web.context(),
      params: {},
    })) as { profile: Record<string, unknown>; analytics: { series: unknown[] } | null }

  it('loads with analytics and saves a valid form', async () => {
    expect((await load()).analytics?.series).toHaveLength(30)
    const fields: [string, string][] = [
      ['name', 'Rhea  Malhotra'],
      ['company', 'Spotlight Casting'],
      ['brand', ''],
      ['city', 'Bengaluru'],
      ['bio', 'Casting for ads.'],
    ]
    const response = (await settle(() =>
      recruiterAction({
        request: post('/my-profile/recruiter', fields, recruiterCookie),
        context: web.context(),
        params: {},
      }),
    )) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/my-profile/recruiter')
    expect((await load()).profile).toMatchObject({
      name: 'Rhea Malhotra',
      company: 'Spotlight Casting',
      brand: '',
      city: 'Bengaluru',
      bio: 'Casting for ads.',
    })
  })

  it('refuses a too-long company name with 400 beside the field', async () => {
    const reply = (await recruiterAction({
      request: post(
        '/my-profile/recruiter',
        [
          ['name', 'Rhea Malhotra'],
          ['company', 'c'.repeat(121)],
        ],
        recruiterCookie,
      ),
      context: web.context(),
      params: {},
    })) as FormReply
    expect(reply.init?.status).toBe(400)
    expect(reply.data.result.error?.company).toEqual(['The company name can be at most 120 characters'])
  })

  it('a talent posting to the recruiter page is sent to their own page', async () => {
    const response = (await settle(() =>
      recruiterAction({
        request: post('/my-profile/recruiter', [['name', 'Someone Else']], talentCookie),
        context: web.context(),
        params: {},
      }),
    )) as Response
    expect(response.headers.get('location')).toBe('/my-profile/talent')
  })
})
