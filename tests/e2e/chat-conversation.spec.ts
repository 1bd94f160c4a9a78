import type { Page } from '@playwright/test'
import { assistantSaid, openChat, say, switchToDark } from './chat-support'
import { expect, keepShot, test, VIEWPORTS } from './support'

/**
 * Issue 22, a recruiter's five-turn conversation in the browser (ADR 025): a request, a refinement, an age
 * shift, "why these?", and "shortlist the first two", which really adds them: the shortlist's page shows
 * both. At a phone's width and a desktop's, each with its own recruiter list (named per run).
 */

/** The cards of the last results message, by USERID and name. */
async function lastCards(page: Page) {
  const results = assistantSaid(page)
    .filter({ has: page.locator('[data-talent-id]') })
    .last()
  return results.locator('[data-talent-id]').evaluateAll((nodes) =>
    nodes.map((node) => ({
      id: node.getAttribute('data-talent-id') ?? '',
      name: node.querySelector('h3, [data-testid="chat-card-name"], a')?.textContent?.trim() ?? '',
    })),
  )
}

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at a ${width}'s width`, () => {
    test.use({ viewport })

    test('request, refine, older, why, shortlist: the two are on the list', async ({ page, signInAs }) => {
      await signInAs('recruiter')
      await openChat(page)

      // The demo seed has several female actors in Delhi aged 26-35 (and fewer at 18-25).
      await expect(await say(page, 'female actors in Delhi')).toContainText(/Found \d+ Female Actors in Delhi\./)
      await expect(await say(page, 'only 18 to 25')).toContainText(/Female Actors? in Delhi aged 18-25/)
      await expect(await say(page, 'a bit older')).toContainText(/Female Actors in Delhi aged 26-35/)
      const cards = await lastCards(page)
      expect(cards.length).toBeGreaterThanOrEqual(2)

      const why = await say(page, 'why these?')
      await expect(why).toContainText('Why these:')
      await expect(why).toContainText('matched Actor · Female · Delhi · aged 26-35')

      const listName = `Five turns ${width} ${Date.now()}`
      const done = await say(page, `shortlist the first two to ${listName}`)
      await expect(done).toContainText(`I started a new shortlist, “${listName}”`)
      const link = done.getByRole('link', { name: `Open “${listName}”` })
      await expect(link).toHaveAttribute('href', /^\/shortlists\/\d+$/)

      // To look at: the conversation in both themes (the switch changes the page in place, the chat stays).
      await keepShot(page, `chat-five-turns-${width}-light`)
      await switchToDark(page)
      await keepShot(page, `chat-five-turns-${width}-dark`)

      // The link is a page of the app: following it shows the list with the two talents on it.
      await link.click()
      await expect(page).toHaveURL(/\/shortlists\/\d+$/)
      await expect(page.getByRole('heading', { level: 1, name: listName })).toBeVisible()
      for (const card of cards.slice(0, 2)) {
        await expect(page.locator(`[data-talent-id="${card.id}"]`).first()).toBeVisible()
      }

      await page.goto('/shortlists')
      await expect(page.getByText(listName)).toBeVisible()
    })
  })
}
