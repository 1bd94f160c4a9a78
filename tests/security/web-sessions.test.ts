/**
 * Issue 7, the web app's sessions and navigation: forged and rotated cookies, session fixation, the
 * guard table and open redirects, through the real route modules on the real API and session store.
 */
import { createCookie, type LoaderFunctionArgs } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { loader as myRecruiterLoader } from '../../app/routes/_main.my-profile.recruiter'
import { loader as myTalentLoader } from '../../app/routes/_main.my-profile.talent'
import { action as loginAction, loader as loginLoader } from '../../app/routes/login'
import { loader as logoutLoader } from '../../app/routes/logout'
import { action as themeAction } from '../../app/routes/resources.theme'
import { loader as talentSignupLoader } from '../../app/routes/signup._index'
import { loader as welcomeLoader } from '../../app/routes/welcome'
import { getOptionalUser } from '../../app/services/auth.server'
import {
  getSessionStorage,
  SESSION_COOKIE_NAME,
  SESSION_USER_KEY,
  sessionUserSchema,
} from '../../app/services/session.server'
import { cookieHeader, createTestWeb, settle, type TestWeb } from '../setup/web'

// Rotation: the first secret signs, every one verifies. getEnv() reads this lazily, on the first request.
const CURRENT_SECRET = 'security-suite-current-secret-0123456789'
const PREVIOUS_SECRET = 'security-suite-previous-secret-012345678'
process.env.SESSION_SECRET = `${CURRENT_SECRET},${PREVIOUS_SECRET}`

let web: TestWeb

beforeAll(async () => {
  web = await createTestWeb()
})
afterAll(() => web?.close())

/** The session cookie's value (URL-encoded, as the browser sends it) from a Cookie header. */
function sessionValue(cookie: string): string {
  const pair = cookie.split(/;\s*/).find((p) => p.startsWith(`${SESSION_COOKIE_NAME}=`))
  if (!pair) throw new Error(`no ${SESSION_COOKIE_NAME} in ${cookie}`)
  return pair.slice(SESSION_COOKIE_NAME.length + 1)
}

const userOf = (cookie: string) => getOptionalUser(web.get('/', cookie), web.context())

describe('session cookie', () => {
  it('a cookie flipped by one byte, anywhere, makes a guest', async () => {
    const { cookie } = await web.signIn(DEMO_TALENT_EMAIL)
    const value = sessionValue(cookie)
    expect(await userOf(`${SESSION_COOKIE_NAME}=${value}`)).toMatchObject({ userType: 'talent' })
    for (let i = 0; i < value.length; i++) {
      const flipped = value.slice(0, i) + String.fromCharCode(value.charCodeAt(i) ^ 1) + value.slice(i + 1)
      expect(await userOf(`${SESSION_COOKIE_NAME}=${flipped}`), `byte ${i} flipped`).toBeNull()
    }
  })

  it('a cookie signed with the previous secret is still valid', async () => {
    const { cookie, sessionId } = await web.signIn(DEMO_RECRUITER_EMAIL)
    const byPrevious = await createCookie(SESSION_COOKIE_NAME, { secrets: [PREVIOUS_SECRET] }).serialize(sessionId)
    expect(sessionValue(byPrevious.split(';')[0] ?? '')).not.toBe(sessionValue(cookie))
    expect(await userOf(byPrevious.split(';')[0] ?? '')).toMatchObject({ userType: 'recruiter' })
    // A secret that was never configured is refused.
    const byStranger = await createCookie(SESSION_COOKIE_NAME, {
      secrets: ['a-secret-this-server-never-had-0123456789'],
    }).serialize(sessionId)
    expect(await userOf(byStranger.split(';')[0] ?? '')).toBeNull()
  })

  it('session fixation: signing in gives a new session id and ends the one the browser came with', async () => {
    const planted = await web.sessionStore.create({ planted: true }, new Date(Date.now() + 3600_000))
    const plantedCookie = (
      await createCookie(SESSION_COOKIE_NAME, { secrets: [CURRENT_SECRET] }).serialize(planted)
    ).split(';')[0]
    const response = (await loginAction({
      request: web.post('/login', { email: DEMO_TALENT_EMAIL, password: DEMO_PASSWORD }, plantedCookie),
      context: web.context(),
      params: {},
    })) as Response
    expect(response.status).toBe(302)
    const session = await getSessionStorage(web.context()).getSession(cookieHeader(response))
    expect(session.id).not.toBe(planted)
    expect(await web.sessionStore.read(planted)).toBeNull()
    expect(await userOf(plantedCookie ?? '')).toBeNull()
    expect(await userOf(cookieHeader(response))).toMatchObject({ userType: 'talent' })
  })
})

describe('secrets', () => {
  it('no token or password reaches a page: the own profile, a failed sign-in', async () => {
    const { cookie, sessionId } = await web.signIn(DEMO_TALENT_EMAIL)
    const stored = sessionUserSchema.parse((await web.sessionStore.read(sessionId))?.[SESSION_USER_KEY])
    const pages = [
      await myTalentLoader({ request: web.get('/my-profile/talent', cookie), context: web.context(), params: {} }),
      await loginAction({
        request: web.post('/login', { email: DEMO_TALENT_EMAIL, password: 'wrong-password-123' }),
        context: web.context(),
        params: {},
      }),
    ]
    for (const page of pages) {
      const text = page instanceof Response ? await page.text() : JSON.stringify(page)
      expect(text.length).toBeGreaterThan(0)
      for (const secret of [stored.accessToken, stored.refreshToken, DEMO_PASSWORD, 'wrong-password-123']) {
        expect(text).not.toContain(secret)
      }
    }
  })
})

describe('guards', () => {
  type Role = 'guest' | 'talent' | 'recruiter'
  const RENDERS = 'renders'
  const toLogin = (path: string) => `/login?${new URLSearchParams({ redirectTo: path })}`
  const table: [string, (args: LoaderFunctionArgs) => unknown, Record<Role, string>][] = [
    ['/login', loginLoader, { guest: RENDERS, talent: '/', recruiter: '/' }],
    ['/welcome', welcomeLoader, { guest: RENDERS, talent: '/', recruiter: '/' }],
    ['/signup', talentSignupLoader, { guest: RENDERS, talent: '/', recruiter: '/' }],
    [
      '/my-profile/talent',
      myTalentLoader,
      { guest: toLogin('/my-profile/talent'), talent: RENDERS, recruiter: '/my-profile/recruiter' },
    ],
    [
      '/my-profile/recruiter',
      myRecruiterLoader,
      { guest: toLogin('/my-profile/recruiter'), talent: '/my-profile/talent', recruiter: RENDERS },
    ],
    // No state change on GET: logout by link only goes home.
    ['/logout', logoutLoader, { guest: '/', talent: '/', recruiter: '/' }],
  ]

  it('the guard table: each guarded page, for a guest, a talent and a recruiter', async () => {
    const cookies: Record<Role, string | undefined> = {
      guest: undefined,
      talent: (await web.signIn(DEMO_TALENT_EMAIL)).cookie,
      recruiter: (await web.signIn(DEMO_RECRUITER_EMAIL)).cookie,
    }
    const outcomes: string[] = []
    const expected: string[] = []
    for (const [path, loader, byRole] of table) {
      for (const role of ['guest', 'talent', 'recruiter'] as const) {
        const result = await settle(async () =>
          loader({ request: web.get(path, cookies[role]), context: web.context(), params: {} }),
        )
        const outcome =
          result instanceof Response && result.status >= 300 && result.status < 400
            ? (result.headers.get('location') ?? '?')
            : RENDERS
        outcomes.push(`${path} as ${role} → ${outcome}`)
        expected.push(`${path} as ${role} → ${byRole[role]}`)
      }
    }
    expect(outcomes).toEqual(expected)
    // GET /logout changed nothing: both are still signed in.
    expect(await userOf(cookies.talent ?? '')).not.toBeNull()
    expect(await userOf(cookies.recruiter ?? '')).not.toBeNull()
  })
})

describe('open redirects', () => {
  const HOSTILE = [
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '//evil.example/%2e%2e',
  ]

  it.each(HOSTILE)('sign-in with redirectTo=%j lands on a local page', async (target) => {
    const response = (await loginAction({
      request: web.post('/login', { email: DEMO_TALENT_EMAIL, password: DEMO_PASSWORD, redirectTo: target }),
      context: web.context(),
      params: {},
    })) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/')
  })

  it.each(HOSTILE)('the login page drops redirectTo=%j from its form', async (target) => {
    const data = (await loginLoader({
      request: web.get(`/login?${new URLSearchParams({ redirectTo: target })}`),
      context: web.context(),
      params: {},
    })) as { redirectTo: string }
    expect(data.redirectTo).toBe('')
  })

  it.each(HOSTILE)('the theme switch with redirectTo=%j goes to /', async (target) => {
    const response = (await settle(() =>
      themeAction({
        request: web.post('/resources/theme', { theme: 'light', redirectTo: target }),
        context: web.context(),
        params: {},
      }),
    )) as Response
    expect(response.headers.get('location')).toBe('/')
  })

  it('a local redirectTo is honoured (so the refusals above mean something)', async () => {
    const response = (await loginAction({
      request: web.post('/login', {
        email: DEMO_TALENT_EMAIL,
        password: DEMO_PASSWORD,
        redirectTo: '/recruiter/solo/TAL000001?x=1',
      }),
      context: web.context(),
      params: {},
    })) as Response
    expect(response.headers.get('location')).toBe('/recruiter/solo/TAL000001?x=1')
  })
})
