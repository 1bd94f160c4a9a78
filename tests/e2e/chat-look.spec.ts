import { expect, expectNoViolations, hydrated, keepShot, setTheme, test, VIEWPORTS } from './support'

/**
 * The open chat at a phone's and a desktop's size, in both themes, for a guest and a signed-in recruiter (with a
 * search's cards): axe finds nothing in the panel. Screenshots go to SHOTS_DIR when set (support.ts keepShot).
 */

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const theme of ['dark', 'light'] as const) {
    for (const role of ['guest', 'recruiter'] as const) {
      test(`the open chat, ${device}, ${theme}, ${role}`, async ({ page, signInAs }) => {
        await page.setViewportSize(viewport)
        await setTheme(page, theme)
        await signInAs(role)
        await page.goto('/')
        await hydrated(page)
        const shot = (name: string) => keepShot(page, `chat-${name}-${device}-${theme}-${role}`)
        await page.evaluate(() => window.scrollTo(0, 600))
        await shot('page')
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
        await shot('open')
        await expectNoViolations(page, '', '[data-testid="chat-panel"]')
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
      await keepShot(page, `view-all-empty-${device}-${theme}`)
      await expectNoViolations(page)
    })
  }
}
