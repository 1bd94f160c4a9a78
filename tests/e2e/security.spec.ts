import type { Page } from '@playwright/test'
import { DEMO, expect, signInThroughForm, test } from './support'

/**
 * Issue 7 in a real browser: the Content-Security-Policy is enforced (not report-only), the app's own
 * scripts run under it without a single violation, and stored XSS payloads render as inert text.
 */

const TALENT_PATH = '/recruiter/solo/TAL000001'
const XSS_IMG = '<img src=x onerror=window.__xss=1>'
const XSS_SCRIPT = '<script>window.__xss=2</script>'

declare global {
  interface Window {
    __xss?: unknown
    __cspViolations?: string[]
  }
}

/** Records every CSP violation the page reports, from the console and the DOM event, from the first script on. */
async function watchCsp(page: Page) {
  const console: string[] = []
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) console.push(message.text())
  })
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return {
    /** Violations so far: console messages and securitypolicyviolation events. */
    async all() {
      const events = await page.evaluate(() => window.__cspViolations ?? [])
      return [...console, ...events]
    },
  }
}

async function openChat(page: Page) {
  await page.getByTestId('chat-launcher').click()
  const panel = page.getByTestId('chat-panel')
  await expect(panel.getByTestId('chat-status')).toHaveText(/^Online/, { timeout: 20_000 })
  return panel
}

test.describe('Content-Security-Policy', () => {
  test('is enforced on every page with a fresh nonce that marks every script', async ({ page }) => {
    const nonces = new Set<string>()
    for (const path of ['/', TALENT_PATH, '/login']) {
      const response = await page.goto(path)
      const headers = response?.headers() ?? {}
      expect(headers['content-security-policy-report-only']).toBeUndefined()
      const policy = headers['content-security-policy'] ?? ''
      for (const directive of [
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "connect-src 'self'",
        "default-src 'self'",
      ]) {
        expect(policy).toContain(directive)
      }
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1] ?? ''
      expect(nonce).toHaveLength(24)
      nonces.add(nonce)
      // Browsers hide a nonce from the DOM attribute; the property keeps it.
      const scriptNonces = await page
        .locator('script')
        .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce))
      expect(scriptNonces.length).toBeGreaterThan(0)
      expect(new Set(scriptNonces)).toEqual(new Set([nonce]))
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    }
    expect(nonces.size).toBe(3)
  })

  test('blocks a script or an inline handler that the page did not mark (so the policy is really enforced)', async ({
    page,
  }) => {
    const csp = await watchCsp(page)
    await page.goto('/')
    await page.evaluate((payload) => {
      document.body.insertAdjacentHTML('beforeend', payload)
      const script = document.createElement('script')
      script.textContent = 'window.__xss = 3'
      document.head.append(script)
    }, XSS_IMG)
    await expect.poll(() => csp.all()).not.toEqual([])
    expect(await page.evaluate(() => window.__xss)).toBeUndefined()
  })

  test('the app runs without one violation (home, a talent page, the theme toggle, the profile chart, the chat), and no secret shows in a URL or the page', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    const csp = await watchCsp(page)
    const urls: string[] = []
    page.on('request', (request) => urls.push(request.url()))
    await page.goto('/')
    await expect(page.locator('article[data-talent-id]').first()).toBeVisible()
    const theme = await page.locator('html').getAttribute('data-theme')
    await page.getByTestId('theme-toggle').click()
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', theme ?? '')
    await page.goto(TALENT_PATH)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Signing in through the form runs the sign-in page's scripts under the policy too.
    await signInThroughForm(page, DEMO.talent)
    await page.goto('/my-profile/talent')
    await expect(page.locator('svg.recharts-surface:visible')).toHaveCount(1)
    const panel = await openChat(page)
    const input = panel.getByLabel('Message the assistant')
    await input.fill('female actors')
    await input.press('Enter')
    await expect(panel.locator('[data-talent-id]').first()).toBeVisible({ timeout: 15_000 })
    expect(await csp.all()).toEqual([])
    // Secrets: no token or password in any URL the browser asked for, or in the signed-in page's HTML.
    expect(urls.filter((url) => /token|password|demo-pass/i.test(url))).toEqual([])
    expect(await page.content()).not.toMatch(/accessToken|refreshToken|demo-pass-123|eyJhbGci/)
  })
})

test.describe('stored XSS renders inert', () => {
  test('profile fields with markup (bio, skills) show as text on the public page, and no script runs', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    const csp = await watchCsp(page)
    const email = `xss-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`
    await page.goto('/signup')
    await page.getByLabel('Full name').fill('Xena Script')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill('stage-lights-42')
    await page.getByLabel('I am a').selectOption('Dancer')
    await page.getByLabel('City').selectOption('Pune')
    await page.getByRole('radio', { name: 'Female' }).check()
    await page.getByLabel('Date of birth').fill('1999-03-14')
    await page.getByRole('button', { name: 'Create talent account' }).click()
    await expect(page).toHaveURL(/\/my-profile\/talent$/)

    const bio = `Hello ${XSS_IMG} and ${XSS_SCRIPT}`
    const skill = '<svg onload=window.__xss=4>'
    await page.getByLabel('About you').fill(bio)
    await page.getByLabel('Skills').fill(`Kathak, ${skill}`)
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(
      page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: 'Your profile is saved.' }).first(),
    ).toBeVisible()
    await page.getByRole('link', { name: 'See your public page' }).click()
    await expect(page).toHaveURL(/\/recruiter\/solo\/[A-Z0-9]+$/)
    await expect(page.getByText(bio)).toBeVisible()
    await expect(page.getByText(skill, { exact: true })).toBeVisible()
    await expect(page.locator('main svg[onload]')).toHaveCount(0)
    await expect(page.locator('img[src="x"]')).toHaveCount(0)
    expect(await page.evaluate(() => window.__xss)).toBeUndefined()
    expect(await csp.all()).toEqual([])
  })

  test('a chat message with markup shows as text, and no script runs', async ({ page }) => {
    test.setTimeout(60_000)
    const csp = await watchCsp(page)
    await page.goto('/')
    const panel = await openChat(page)
    const text = `actors ${XSS_IMG} ${XSS_SCRIPT}`
    const input = panel.getByLabel('Message the assistant')
    await input.fill(text)
    await input.press('Enter')
    await expect(panel.getByTestId('chat-user-message').last()).toHaveText(`You: ${text}`)
    await expect(panel.getByTestId('chat-assistant-message').nth(1)).toBeVisible({ timeout: 15_000 })
    await expect(panel.locator('img[src="x"]')).toHaveCount(0)
    expect(await page.evaluate(() => window.__xss)).toBeUndefined()
    expect(await csp.all()).toEqual([])
  })
})
