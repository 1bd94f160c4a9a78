import type { Page } from '@playwright/test'
import { DEMO, DEMO_PASSWORD, expect, expectNoViolations, hydrated, test } from './support'

const TALENT_PATH = '/recruiter/solo/TAL000001'

/** The talent's name as the preview tags give it ("Name, Type"). */
async function previewTitle(page: Page) {
  return (await page.locator('meta[property="og:title"]').getAttribute('content')) ?? ''
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`talent page, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    for (const role of ['guest', 'talent', 'recruiter'] as const) {
      test(`as ${role}: the whole profile, with preview tags`, async ({ page, baseURL, signInAs }) => {
        await signInAs(role)
        const response = await page.goto(TALENT_PATH)
        expect(response?.status()).toBe(200)
        const [name, type] = (await previewTitle(page)).split(', ')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '')
        expect(['Actor', 'Model', 'Voiceover Artist', 'Dancer', 'Content Creator']).toContain(type)
        for (const section of ['About', 'At a glance', 'Skills', 'Open to']) {
          await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${section}`) })).toBeVisible()
        }
        const photo = page.getByRole('img', { name: `Portrait of ${name}` })
        await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${TALENT_PATH}`)
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
          'content',
          new RegExp(`^${baseURL}/api/v1/media/avatars/`),
        )
        await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary')
        // Requests are sent by recruiters (a guest signs in first); a talent is offered no Connect (ADR 024).
        await expect(page.getByRole('link', { name: 'Connect' })).toHaveCount(role === 'talent' ? 0 : 1)
      })
    }

    test('Share gives the canonical link (the clipboard with JavaScript, a field to copy without)', async ({
      page,
      context,
      baseURL,
    }) => {
      const canonical = `${baseURL}${TALENT_PATH}`
      if (javaScriptEnabled) {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'])
        // Desktop Chromium on Linux has no share sheet; make sure the clipboard path is the one taken.
        await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }))
      }
      await page.goto(TALENT_PATH)
      await hydrated(page, javaScriptEnabled)
      const counted = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(TALENT_PATH))
      await page.getByRole('button', { name: 'Share' }).click()
      expect((await counted).status()).toBe(200)
      if (javaScriptEnabled) {
        await expect(page.getByText('Link copied to the clipboard')).toBeVisible()
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical)
      } else {
        await expect(page.getByLabel('Copy this link to share the profile')).toHaveValue(canonical)
      }
    })

    test('Connect asks a guest to sign in and comes back to the request form', async ({ page }) => {
      await page.goto(TALENT_PATH)
      await hydrated(page, javaScriptEnabled)
      await page.getByRole('link', { name: 'Connect' }).click()
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Frecruiter%2Fsolo%2FTAL000001%2Frequest$/)
      await page.getByLabel('Email').fill(DEMO.recruiter.email)
      await page.getByLabel('Password').fill(DEMO_PASSWORD)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page).toHaveURL(new RegExp(`${TALENT_PATH}/request$`))
    })

    test('Connect leads a signed-in recruiter to the request form, never to an email (ADR 024)', async ({
      page,
      signInAs,
    }) => {
      await signInAs('recruiter')
      await page.goto(TALENT_PATH)
      await hydrated(page, javaScriptEnabled)
      const name = await page.getByRole('heading', { level: 1 }).innerText()
      await page.getByRole('link', { name: 'Connect' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Ask ${name} to work with you`)
      await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0)
    })

    test("the talent's own page offers editing instead of Connect", async ({ page, signInAs }) => {
      await signInAs('talent')
      await page.goto('/my-profile/talent')
      await page.getByRole('link', { name: 'See your public page' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO.talent.name)
      await expect(page.getByRole('link', { name: 'Edit your profile' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Connect' })).toHaveCount(0)
    })

    test('an unknown talent is a real 404; a malformed link a 400 that says so', async ({ page }) => {
      const missing = await page.goto('/recruiter/solo/TAL999999')
      expect(missing?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This talent is not in the cast')
      const malformed = await page.goto('/recruiter/solo/not%20a%20talent!')
      expect(malformed?.status()).toBe(400)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('That talent link is broken')
    })
  })
}

// The talent page is checked in both themes, for every role, by pages.spec.ts; here its 404.
test.describe('talent page accessibility (axe)', () => {
  test('the 404 page', async ({ page }) => {
    await page.goto('/recruiter/solo/TAL999999')
    await expectNoViolations(page)
  })
})
