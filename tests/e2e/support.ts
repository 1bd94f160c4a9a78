import path from 'node:path'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import { expect, test as base, type APIRequestContext, type Cookie, type Page } from '@playwright/test'

/**
 * What the end-to-end specs share: the demo accounts, one way to be signed in, one accessibility check,
 * the theme cookie and a hydration wait.
 */

export const DEMO_PASSWORD = 'demo-pass-123'
export const DEMO = {
  talent: { email: 'talent@demo.test', name: 'Aanya Kapoor', profile: '/my-profile/talent' },
  recruiter: { email: 'recruiter@demo.test', name: 'Rhea Malhotra', profile: '/my-profile/recruiter' },
} as const
export type Role = 'guest' | keyof typeof DEMO
export const ROLES: Role[] = ['guest', 'talent', 'recruiter']

/**
 * The Authorization header of a demo account for calls straight to /api/v1 (filtered search needs an account,
 * requirements §5): one API sign-in.
 */
export async function apiAuthorization(request: APIRequestContext, role: keyof typeof DEMO) {
  const response = await request.post('/api/v1/app-user-authentication/login', {
    data: { email: DEMO[role].email, password: DEMO_PASSWORD },
  })
  expect(response.status(), `API sign-in as ${role}`).toBe(200)
  const { accessToken } = (await response.json()) as { accessToken: string }
  return { authorization: `Bearer ${accessToken}` }
}

interface Fixtures {
  /**
   * Signs the test's page in as a demo role: the browser gets the cookies of a session that this worker
   * made once for the role, through the sign-in page's action. Tests whose subject is signing in (or that
   * end their session) use the form instead (`signInThroughForm`).
   */
  signInAs: (role: Role) => Promise<void>
}

interface WorkerFixtures {
  demoSessions: { cookies(role: keyof typeof DEMO): Promise<Cookie[]> }
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  demoSessions: [
    async ({ browser }, provide, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL
      const made = new Map<string, Promise<Cookie[]>>()
      const signIn = async (role: keyof typeof DEMO): Promise<Cookie[]> => {
        // A browser context's own cookie store: it keeps the Secure session cookie on http://localhost.
        const context = await browser.newContext({ baseURL })
        try {
          const response = await context.request.post('/login', {
            form: { email: DEMO[role].email, password: DEMO_PASSWORD },
            maxRedirects: 0,
          })
          expect(response.status(), `sign-in as ${role}`).toBe(302)
          return (await context.storageState()).cookies
        } finally {
          await context.close()
        }
      }
      await provide({
        cookies(role) {
          let cookies = made.get(role)
          if (!cookies) made.set(role, (cookies = signIn(role)))
          return cookies
        },
      })
    },
    { scope: 'worker' },
  ],
  signInAs: async ({ page, demoSessions }, provide) => {
    await provide(async (role) => {
      if (role !== 'guest') await page.context().addCookies(await demoSessions.cookies(role))
    })
  },
})

export { expect }

/** Signs in through the sign-in form (for tests whose subject is signing in) and waits to be signed in. */
export async function signInThroughForm(
  page: Page,
  account: { email: string; name: string; password?: string },
  path = '/login',
) {
  await page.goto(path)
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password ?? DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByTestId('account-link')).toContainText(account.name)
}

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface AxeViolation {
  id: string
  impact?: string | null
  nodes: { target: unknown[] }[]
}

/**
 * What axe-core finds wrong on the page (all its rules), within `include` if given. It runs in the page
 * itself, injected once per document, and sends back only the violations: @axe-core/playwright's
 * AxeBuilder also opened a blank page per check to merge frames (our pages have no cross-origin frames)
 * and serialised every passing node, which tripled the cost of a check on a loaded machine.
 */
export async function axeViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  return page.evaluate(async (selector) => {
    const { axe } = window as unknown as {
      axe: { run(context: unknown, options: object): Promise<{ violations: AxeViolation[] }> }
    }
    const results = await axe.run(selector ? { include: [selector] } : document, { resultTypes: ['violations'] })
    return results.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      nodes: nodes.map(({ target }) => ({ target })),
    }))
  }, include)
}

/** axe-core finds no violation at all on the page (issue 20: none, whatever its impact), within `include` if given. */
export async function expectNoViolations(page: Page, label = '', include?: string) {
  const found = await axeViolations(page, include)
  expect(
    found.map((v) => `${label}${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

/** The two sizes every page is looked at: a phone and a desktop (issue 20). */
export const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const

/**
 * Keeps a screenshot to look at, in SHOTS_DIR when it is set (`SHOTS_DIR=/tmp/shots npx playwright test`);
 * without it nothing is written, so the suite leaves no files behind.
 */
export async function keepShot(page: Page, name: string, { fullPage = false } = {}) {
  const dir = process.env.SHOTS_DIR
  if (!dir) return
  await page.screenshot({ path: path.join(dir, `${name.replace(/[^\w.-]+/g, '_')}.png`), fullPage })
}

/** Sets the theme cookie, as the theme switch does, for the next page load. */
export async function setTheme(page: Page, theme: 'dark' | 'light') {
  const { baseURL } = test.info().project.use
  await page
    .context()
    .addCookies([
      { name: 'castline_theme', value: Buffer.from(JSON.stringify(theme)).toString('base64'), url: baseURL! },
    ])
}

/**
 * Waits until the page has hydrated (the root marks `<html data-hydrated>` after its first commit): from
 * then on links navigate in place and forms are React's. A form filled or sent before that can be
 * re-rendered under the test's hands on a loaded machine. Without JavaScript there is nothing to wait for.
 */
export async function hydrated(page: Page, javaScriptEnabled = true) {
  if (!javaScriptEnabled) return
  // Hydration waits for every module of the page: on a loaded machine that once took longer than the
  // default 5 s. A page that never hydrates (a script error) still fails here, with what the page shows.
  await expect(page.locator('html[data-hydrated]'), `hydration of ${page.url()}`).toBeAttached({ timeout: 15_000 })
}

/** A 16-bit mono PCM WAV of `seconds`, each sample from `sample(t)` in -1..1, for voice-demo uploads. */
export function pcmWav(seconds: number, sample: (t: number) => number, rate = 16_000): Buffer {
  const samples = Math.round(seconds * rate)
  const wav = Buffer.alloc(44 + samples * 2)
  wav.write('RIFF', 0)
  wav.writeUInt32LE(36 + samples * 2, 4)
  wav.write('WAVEfmt ', 8)
  wav.writeUInt32LE(16, 16)
  wav.writeUInt16LE(1, 20)
  wav.writeUInt16LE(1, 22)
  wav.writeUInt32LE(rate, 24)
  wav.writeUInt32LE(rate * 2, 28)
  wav.writeUInt16LE(2, 32)
  wav.writeUInt16LE(16, 34)
  wav.write('data', 36)
  wav.writeUInt32LE(samples * 2, 40)
  for (let i = 0; i < samples; i++) wav.writeInt16LE(Math.round(32_767 * sample(i / rate)), 44 + i * 2)
  return wav
}
