import type { Page } from '@playwright/test'
import { expect, expectNoViolations, hydrated, keepShot, setTheme, test, VIEWPORTS } from './support'

/**
 * Issue 23, a recruiter saves a search from the chat (ADR 027): an alert that names its own search runs it
 * and saves it; the reply's link opens the saved searches on the recruiter's profile, where it is listed,
 * and is deleted again there. At a phone's width and a desktop's, in both themes.
 */

const panelOf = (page: Page) => page.getByTestId('chat-panel')
const assistantSaid = (page: Page) => panelOf(page).getByTestId('chat-assistant-message')

/** Says one message and waits until the assistant's last message is `expected`. */
async function say(page: Page, text: string, expected: RegExp) {
  const input = page.getByLabel('Message the assistant')
  await input.fill(text)
  await input.press('Enter')
  await expect(page.getByTestId('chat-user-message').last()).toHaveText(`You: ${text}`)
  await expect(assistantSaid(page).last()).toContainText(expected, { timeout: 15_000 })
  return assistantSaid(page).last()
}

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at a ${width}'s width`, () => {
    test.use({ viewport })

    test('"alert me when new … join" searches, saves, and links the saved searches', async ({ page, signInAs }) => {
      await signInAs('recruiter')
      await setTheme(page, 'light')
      await page.goto('/')
      await hydrated(page)
      await page.getByTestId('chat-launcher').click()
      await expect(panelOf(page).getByTestId('chat-status')).toHaveText(/^Online/, { timeout: 20_000 })
      await expect(assistantSaid(page).first()).toBeVisible()

      // Each width its own search (the same search saved twice is refused): the demo seed has both.
      const city = width === 'phone' ? 'Delhi' : 'Mumbai'
      await say(page, `female actors in ${city}`, new RegExp(`Female Actors? in ${city}`))
      const name = `Female Actors in ${city} aged 26-35`
      const saved = await say(
        page,
        `pls notfy me when new ones aged 26-35 join`,
        new RegExp(`Saved “${name}”\\. We will tell you when new talents match`),
      )
      const link = saved.getByRole('link', { name: 'Manage saved searches' })
      await expect(link).toHaveAttribute('href', '/my-profile/recruiter#saved-searches-title')
      await expectNoViolations(page, 'chat panel: ', '[data-testid="chat-panel"]')

      await keepShot(page, `chat-save-search-${width}-light`)
      await page.getByTestId('theme-toggle').first().dispatchEvent('click')
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
      await keepShot(page, `chat-save-search-${width}-dark`)

      await link.click()
      await expect(page).toHaveURL(/\/my-profile\/recruiter#saved-searches-title$/)
      const section = page.getByRole('region', { name: 'Saved searches and alerts' })
      await expect(section.getByRole('link', { name })).toBeVisible()
      await hydrated(page)
      await section.getByRole('button', { name: `Delete “${name}”` }).click()
      await expect(section.getByRole('link', { name })).toHaveCount(0)
    })
  })
}
