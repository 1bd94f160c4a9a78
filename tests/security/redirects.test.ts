/**
 * Issue 17, addresses the server hands out: a redirectTo with characters above U+00FF after a correct
 * sign-in (a Location header is bytes: no 500), absolute links (canonical, og:url, og:image) from the
 * configured PUBLIC_URL whatever Host a request claims, and the session cookie's `__Host-` name when
 * the site is served over HTTPS (the old name still read for one release).
 */
import { createCookie } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { loader as brandLoader } from '../../app/routes/_main.brand.$slug'
import { loader as talentLoader } from '../../app/routes/_main.recruiter.solo.$id'
import { loader as viewAllLoader } from '../../app/routes/_main.view-all-talents'
import { action as loginAction, loader as loginLoader } from '../../app/routes/login'
import { action as logoutAction } from '../../app/routes/logout'
import { getOptionalUser, safeRedirect } from '../../app/services/auth.server'
import { cookieHeader, createTestWeb, settle, type TestWeb } from '../setup/web'

const PUBLIC_URL = 'https://castline.example'
const SECRET = 'redirects-suite-secret-0123456789abcdef'
// Read lazily by getEnv() on the first request: this file's deployment is served over HTTPS.
process.env.PUBLIC_URL = PUBLIC_URL
process.env.SESSION_SECRET = SECRET
const FORGED = 'http://evil.example'

let web: TestWeb

beforeAll(async () => {
  web = await createTestWeb({ talents: 10 })
})
afterAll(() => web?.close())

const signInWith = (redirectTo: string) =>
  loginAction({
    request: web.post('/login', { email: DEMO_TALENT_EMAIL, password: DEMO_PASSWORD, redirectTo }),
    context: web.context(),
    params: {},
  }) as Promise<Response>

describe('redirectTo after a correct sign-in', () => {
  it('characters above U+00FF are percent-encoded in Location, never a 500', async () => {
    for (const [asked, location] of [
      ['/talent/✓', '/talent/%E2%9C%93'],
      [
        '/recruiter/solo/Zoë-कलाकार?q=日本',
        '/recruiter/solo/Zo%C3%AB-%E0%A4%95%E0%A4%B2%E0%A4%BE%E0%A4%95%E0%A4%BE%E0%A4%B0?q=%E6%97%A5%E6%9C%AC',
      ],
      ['/talent/%E2%9C%93', '/talent/%E2%9C%93'],
    ] as const) {
      const response = await settle(() => signInWith(asked))
      expect(response, asked).toBeInstanceOf(Response)
      expect((response as Response).status, asked).toBe(302)
      expect((response as Response).headers.get('location'), asked).toBe(location)
    }
  })

  it('text that cannot be encoded (a lone surrogate) falls back to the default', () => {
    expect(safeRedirect('/talent/\uD800x')).toBe('/')
    expect(safeRedirect('/talent/\uDC00', '/welcome')).toBe('/welcome')
  })

  it('the login page hands the form an ASCII redirectTo', async () => {
    const loaded = await loginLoader({
      request: web.get('/login?redirectTo=/talent/%E2%9C%93'),
      context: web.context(),
      params: {},
    })
    expect(loaded).toEqual({ redirectTo: '/talent/%E2%9C%93' })
  })
})

describe('absolute links come from PUBLIC_URL, not from the Host header', () => {
  const forged = (path: string) => new Request(`${FORGED}${path}`)

  it('a brand page: og:url, canonical and the logo', async () => {
    const slug = 'taal-casting-co'
    const loaded = (await settle(() =>
      brandLoader({ request: forged(`/brand/${slug}`), context: web.context(), params: { slug } }),
    )) as { pageUrl: string; logoUrl: string }
    expect(loaded.pageUrl).toBe(`${PUBLIC_URL}/brand/${slug}`)
    expect(loaded.logoUrl.startsWith(`${PUBLIC_URL}/`)).toBe(true)
  })

  it('a talent page: canonical and preview image', async () => {
    const loaded = (await settle(() =>
      talentLoader({
        request: forged('/recruiter/solo/TAL000001'),
        context: web.context(),
        params: { id: 'TAL000001' },
      }),
    )) as { data: { canonicalUrl: string; imageUrl: string } }
    expect(loaded.data.canonicalUrl).toBe(`${PUBLIC_URL}/recruiter/solo/TAL000001`)
    expect(loaded.data.imageUrl.startsWith(`${PUBLIC_URL}/`)).toBe(true)
  })

  it('a talent list: canonical', async () => {
    const loaded = await settle(() =>
      viewAllLoader({ request: forged('/view-all-talents?page=2'), context: web.context(), params: {} }),
    )
    const text = JSON.stringify(loaded)
    expect(text).not.toContain('evil.example')
    expect(text).toContain(`${PUBLIC_URL}/view-all-talents?page=2`)
  })
})

describe('the session cookie over HTTPS', () => {
  it('is __Host-castline_session: Secure, Path=/, no Domain', async () => {
    const response = await signInWith('/')
    const line = response.headers.getSetCookie().find((cookie) => cookie.includes('castline_session='))
    expect(line).toMatch(/^__Host-castline_session=/)
    expect(line).toMatch(/; Secure/i)
    expect(line).toMatch(/; Path=\/(;|$)/)
    expect(line).not.toMatch(/Domain=/i)
    const cookie = cookieHeader(response)
    expect(await getOptionalUser(web.get('/', cookie), web.context())).toMatchObject({ userType: 'talent' })
  })

  it('a session under the old name is still read (one release), and logging out clears both names', async () => {
    const { sessionId } = await web.signIn(DEMO_RECRUITER_EMAIL)
    const old = (await createCookie('castline_session', { secrets: [SECRET] }).serialize(sessionId)).split(';')[0] ?? ''
    expect(await getOptionalUser(web.get('/', old), web.context())).toMatchObject({ userType: 'recruiter' })
    const response = (await logoutAction({
      request: web.post('/logout', {}, old),
      context: web.context(),
      params: {},
    })) as Response
    const cleared = response.headers.getSetCookie().filter((line) => /expires=Thu, 01 Jan 1970/i.test(line))
    expect(cleared.map((line) => line.split('=')[0]).sort()).toEqual(['__Host-castline_session', 'castline_session'])
  })
})
