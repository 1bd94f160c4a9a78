import { assistantSaid, openChat, say, switchToDark } from './chat-support'
import { expect, expectNoViolations, hydrated, keepShot, test, VIEWPORTS } from './support'

/**
 * Issue 23, a recruiter saves a search from the chat (ADR 027): an alert that names its own search runs it
 * and saves it; the reply's link opens the saved searches on the recruiter's profile, where it is listed,
 * and is deleted again there. At a phone's width and a desktop's, in both themes.
 */

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at a ${width}'s width`, () => {
    test.use({ viewport })

    test('"alert me when new … join" searches, saves, and links the saved searches', async ({ page, signInAs }) => {
      await signInAs('recruiter')
      await openChat(page)

      // Each width its own search (the same search saved twice is refused): the demo seed has both.
      const city = width === 'phone' ? 'Delhi' : 'Mumbai'
      await expect(await say(page, `female actors in ${city}`)).toContainText(new RegExp(`Female Actors? in ${city}`))
      const name = `Female Actors in ${city} aged 26-35`
      // The search the turn names runs first; the save's reply comes after its results.
      await say(page, 'pls notfy me when new ones aged 26-35 join')
      const saved = assistantSaid(page).last()
      await expect(saved).toContainText(new RegExp(`Saved “${name}”\\. We will tell you when new talents match`))
      const link = saved.getByRole('link', { name: 'Manage saved searches' })
      await expect(link).toHaveAttribute('href', '/my-profile/recruiter#saved-searches-title')
      await expectNoViolations(page, 'chat panel: ', '[data-testid="chat-panel"]')

      await keepShot(page, `chat-save-search-${width}-light`)
      await switchToDark(page)
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
