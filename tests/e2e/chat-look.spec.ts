import path from 'node:path'
import { axeViolations, expect, expectNoSeriousViolations, hydrated, setTheme, test } from './support'

/**
 * The open chat at a phone's and a desktop's size, in both themes, for a guest and a signed-in recruiter (with a
 * search's cards): axe finds nothing serious in the panel. Screenshots go to CHAT_SHOTS_DIR when set (to look
 * at), to the test's output folder otherwise.
 */

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const theme of ['dark', 'light'] as const) {
    for (const role of ['guest', 'recruiter'] as const) {
      test(`the open chat, ${device}, ${theme}, ${role}`, async ({ page, signInAs }) => {
        await page.setViewportSize(viewport)
        await setTheme(page, theme)
        await signInAs(role)
        await page.goto('/')
        await hydrated(page)
        const shot = (name: string) =>
          path.join(process.env.CHAT_SHOTS_DIR ?? test.info().outputPath(), `${name}-${device}-${theme}-${role}.png`)
        await page.evaluate(() => window.scrollTo(0, 600))
        await page.screenshot({ path: shot('page') })
        await page.getByTestId('chat-launcher').click()
        const panel = page.getByTestId('chat-panel')
        await expect(panel.getByTestId('chat-status')).toHaveText(/^Online · \d+ ms$/, { timeout: 20_000 })
        // A recruiter searches (cards); a guest asks for a person (the contact links).
        const input = page.getByLabel('Message the assistant')
        await input.fill(role === 'guest' ? 'contact support' : 'female actors in Mumbai')
        await input.press('Enter')
        const answer = role === 'guest' ? panel.getByTestId('chat-contact-link') : panel.locator('[data-talent-id]')
        await expect(answer.first()).toBeVisible({ timeout: 15_000 })
        await expect(panel.getByTestId('chat-typing')).toHaveCount(0)
        // The sign-in toast has gone (it sits over the top of a full-screen chat for its 3 s).
        await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 10_000 })
        await page.screenshot({ path: shot('chat') })
        const serious = (await axeViolations(page, '[data-testid="chat-panel"]')).filter(
          (v) => v.impact === 'serious' || v.impact === 'critical',
        )
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
      })
    }
  }
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const theme of ['dark', 'light'] as const) {
    test(`/view-all-talents with no search yet, ${device}, ${theme}`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await setTheme(page, theme)
      await page.goto('/view-all-talents')
      await hydrated(page)
      await expect(page.getByTestId('ask-assistant')).toBeVisible()
      const dir = process.env.CHAT_SHOTS_DIR ?? test.info().outputPath()
      await page.screenshot({ path: path.join(dir, `view-all-empty-${device}-${theme}.png`) })
      await expectNoSeriousViolations(page)
    })
  }
}
