import type { Page } from '@playwright/test'
import { expect, expectNoViolations, hydrated, keepShot, setTheme, test, VIEWPORTS } from './support'
import { inDays, signedInPage, signUp } from './new-accounts'

/**
 * Casting calls (issue 23, ADR 026), the Done-when: a recruiter posts a call; a talent it fits sees it
 * first on the talent home and applies with a note; the recruiter sees the applicant's card with the headshot,
 * shortlists them and sends a request; the talent's open page shows both changes arrive without a reload; a
 * signed-out browser without JavaScript opens the call's shared link. Fresh accounts, so nothing is shared.
 */

async function live(page: Page) {
  await hydrated(page)
  await expect(page.locator('html[data-notifications="live"]')).toBeAttached({ timeout: 15_000 })
}

const ROLE = `Stage mother, lead ${Date.now().toString(36)}`

test('a call from posting to a shortlist and a request, seen live by the talent; the shared link works signed out', async ({
  browser,
  request,
  baseURL,
}) => {
  test.slow()
  // The sign-up talent is a Mumbai actress born in 1995 (26-35), speaking no listed language.
  const [recruiter, talent] = await Promise.all([
    signUp(request, 'recruiter', 'calls'),
    signUp(request, 'talent', 'calls'),
  ])
  const hirer = await signedInPage(browser, recruiter, true, baseURL)

  // The recruiter posts the call through the form.
  await hirer.goto('/calls/new')
  await hydrated(hirer)
  await hirer.getByLabel('Role').fill(ROLE)
  await hirer.getByLabel('Description').fill('A proud stage mother in a period play. Four shows, two rehearsal weeks.')
  await hirer.getByLabel('Project type').selectOption('Theatre')
  await hirer.getByLabel('Talent type').selectOption('Actor')
  await hirer.getByLabel('Gender').selectOption('Female')
  await hirer.getByLabel('Age group').selectOption('26-35')
  await hirer.getByLabel('City').fill('Mumbai')
  await hirer.getByLabel('First shoot day').fill(inDays(20))
  await hirer.getByLabel('Last shoot day').fill(inDays(30))
  await hirer.getByLabel('Apply by').fill(inDays(7))
  await hirer.getByLabel('Lowest rate (₹)').fill('6000')
  await hirer.getByLabel('Highest rate (₹)').fill('4000')
  await hirer.getByRole('button', { name: 'Post the call' }).click()
  // The same rule as the API, said beside the field, before anything is sent.
  await expect(hirer.getByText('The highest rate must be at least the lowest')).toBeVisible()
  await expect(hirer.getByLabel('Highest rate (₹)')).toHaveAttribute('aria-invalid', 'true')
  await hirer.getByLabel('Highest rate (₹)').fill('9000')
  await hirer.getByRole('button', { name: 'Post the call' }).click()
  await expect(hirer).toHaveURL(/\/calls\/\d+$/)
  await expect(hirer.getByRole('heading', { level: 1, name: ROLE })).toBeVisible()
  const callUrl = new URL(hirer.url()).pathname

  // The talent sees it first on the talent home, marked as a fit, and applies with a note.
  const actor = await signedInPage(browser, talent, true, baseURL)
  await actor.goto('/home/talent')
  const first = actor.getByTestId('open-calls').getByRole('listitem').first()
  await expect(first).toContainText(ROLE)
  await expect(first).toContainText('Matches your profile')
  await keepShot(actor, 'call-talent-home-desktop', { fullPage: true })
  await first.getByRole('link', { name: ROLE }).click()
  await expect(actor).toHaveURL(callUrl)
  await hydrated(actor)
  await actor.getByLabel('Note to the recruiter (optional)').fill('I played Kaikeyi in a Prithvi run last year.')
  await actor.getByRole('button', { name: 'Apply with my profile' }).click()
  await expect(actor.getByText('Application sent.')).toBeVisible()
  await expect(actor.getByText('Status:')).toContainText('Applied')

  // The talent follows their applications on a page left open.
  await actor.goto('/applications')
  const mine = actor.getByTestId('applications').getByRole('listitem').filter({ hasText: ROLE })
  await expect(mine).toContainText('Applied')
  await live(actor)

  // The recruiter sees the applicant's card with the headshot and the note, and shortlists them into a new list.
  await hirer.goto(`${callUrl}/applicants`)
  await hydrated(hirer)
  const card = hirer.locator('[data-application-id]').filter({ hasText: talent.name })
  await expect(card.getByRole('img', { name: `Portrait of ${talent.name}` })).toBeVisible()
  await expect(card).toContainText('I played Kaikeyi')
  await expect(card).toContainText('Fits the call')
  await card.getByLabel('Shortlist', { exact: true }).selectOption('new')
  await card.getByLabel('Name of the new list').fill('Period play – leads')
  await card.getByRole('button', { name: `Shortlist ${talent.name}` }).click()
  await expect(hirer.getByText(`Shortlisted ${talent.name}. They have been told.`)).toBeVisible()

  // …which the talent's open page shows without a reload.
  await expect(actor.getByText(`Shortlisted: ${ROLE}`)).toBeVisible()
  await expect(mine).toContainText('Shortlisted')

  // The recruiter sends a request from the applicant's card; the talent is told of that too.
  await hirer
    .locator('[data-application-id]')
    .filter({ hasText: talent.name })
    .getByRole('link', { name: `Send a request to ${talent.name}` })
    .click()
  await expect(hirer).toHaveURL(/\/request$/)
  await hydrated(hirer)
  await hirer.getByLabel('Project').fill('Period play')
  await hirer.getByLabel('Role').fill('Stage mother')
  await hirer.getByLabel('First day').fill(inDays(20))
  await hirer.getByLabel('Last day').fill(inDays(30))
  await hirer.getByLabel('Place', { exact: true }).fill('Prithvi Theatre, Mumbai')
  await hirer.getByLabel('Message').fill('We loved your application. Can you do an in-person reading?')
  await hirer.getByRole('button', { name: 'Send request' }).click()
  await expect(hirer).toHaveURL(/\/requests\/[0-9a-f-]{36}$/)
  await expect(actor.getByText(`New request from ${recruiter.name}`)).toBeVisible()
  await expect(actor.getByRole('banner').getByTestId('notification-bell')).toHaveAccessibleName(
    'Notifications, 2 unread',
  )

  // A signed-out browser without JavaScript opens the shared link: the whole call, preview tags, a way to apply.
  const guest = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: VIEWPORTS.phone })
  const shared = await guest.newPage()
  const response = await shared.goto(callUrl)
  expect(response?.status()).toBe(200)
  await expect(shared.getByRole('heading', { level: 1, name: ROLE })).toBeVisible()
  await expect(shared.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(ROLE))
  await expect(shared.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`${callUrl}$`))
  await expect(shared.getByRole('link', { name: 'Sign in to apply' })).toBeVisible()
  await keepShot(shared, 'call-guest-phone', { fullPage: true })
  await guest.close()

  // The new pages, both themes, phone and desktop, with no axe violation.
  const pages: [Page, string, string][] = [
    [hirer, '/calls/new', 'Post a casting call'],
    [hirer, callUrl, ROLE],
    [hirer, `${callUrl}/applicants`, ROLE],
    [hirer, '/calls/mine', 'Your casting calls'],
    [actor, '/applications', 'Your applications'],
    [actor, callUrl, ROLE],
  ]
  for (const theme of ['dark', 'light'] as const) {
    for (const [owner, path, heading] of pages) {
      await setTheme(owner, theme)
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        await owner.setViewportSize(viewport)
        await owner.goto(path)
        await expect(owner.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        if (size === 'desktop' || theme === 'dark') await expectNoViolations(owner, `${path} ${theme} ${size}: `)
        await keepShot(
          owner,
          `call${path.replace(/\d+/, 'ID')}-${owner === hirer ? 'recruiter' : 'talent'}-${theme}-${size}`,
          {
            fullPage: true,
          },
        )
      }
    }
  }
  await hirer.context().close()
  await actor.context().close()
})
