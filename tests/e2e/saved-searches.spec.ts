import type { Page } from '@playwright/test'
import { signedInPage, signUp } from './new-accounts'
import { expect, expectNoViolations, keepShot, setTheme, test, VIEWPORTS } from './support'

/**
 * Issue 23, saved searches (ADR 027), without JavaScript: a recruiter saves a search from the filter page,
 * then renames, pauses and deletes it on their profile page. Both pages' saved-search parts are checked with
 * axe (which runs in the page, so in a second browser with JavaScript and the same session) in both themes,
 * on a phone and a desktop. A fresh recruiter, so no other spec's searches show.
 */
const FILTERS = '/recruiter/view-all-talents-filtered?talentType=Dancer&location=Mumbai'
const OWN_PAGE = '/my-profile/recruiter'
const SAVE_FORM = 'form[aria-labelledby="save-search-title"]'
const OWN_SECTION = 'section[aria-labelledby="saved-searches-title"]'

const flash = (page: Page, text: string) => page.getByTestId('flash-banner').filter({ hasText: text })
const section = (page: Page) => page.locator(OWN_SECTION)

/** The part at `selector` of `path`, in both themes at both widths: axe finds nothing, and a shot is kept. */
async function checkLooks(signedIn: Page, path: string, selector: string, label: string) {
  const context = await signedIn.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL })
  await context.addCookies(await signedIn.context().cookies())
  const page = await context.newPage()
  try {
    await lookAt(page, path, selector, label)
  } finally {
    await context.close()
  }
}

async function lookAt(page: Page, path: string, selector: string, label: string) {
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme)
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport)
      await page.goto(path)
      await expect(page.locator(selector)).toBeVisible()
      await expectNoViolations(page, `${label} ${theme} ${size}: `, selector)
      await keepShot(page, `saved-searches-${label}-${theme}-${size}`, { fullPage: true })
    }
  }
}

test('without JavaScript: saved from the filters, renamed, paused and deleted on the profile page', async ({
  browser,
  request,
  baseURL,
}) => {
  const recruiter = await signUp(request, 'recruiter', 'saved-search')
  const page = await signedInPage(browser, recruiter, false, baseURL)
  try {
    await page.goto(FILTERS)
    await checkLooks(page, FILTERS, SAVE_FORM, 'save-form')
    await page.getByLabel('Name of the search').fill('Mumbai dancers')
    await page.getByRole('button', { name: 'Save and alert me' }).click()
    await expect(flash(page, 'Saved “Mumbai dancers”.')).toBeVisible()
    await expect(page).toHaveURL(FILTERS)

    await page.goto(OWN_PAGE)
    const saved = section(page).getByRole('listitem')
    await expect(saved).toHaveCount(1)
    await expect(saved.getByRole('link', { name: 'Mumbai dancers' })).toHaveAttribute('href', /talentType=Dancer/)
    await expect(saved).toContainText('Dancer · Mumbai · Alerts on')

    await saved.getByLabel('Name', { exact: true }).fill('Dancers, Mumbai')
    await saved.getByRole('button', { name: 'Rename “Mumbai dancers”' }).click()
    await expect(flash(page, 'Saved search renamed.')).toBeVisible()
    await expect(saved.getByRole('link', { name: 'Dancers, Mumbai' })).toBeVisible()

    await saved.getByRole('button', { name: 'Pause alerts “Dancers, Mumbai”' }).click()
    await expect(flash(page, 'Alerts paused.')).toBeVisible()
    await expect(saved).toContainText('Alerts paused')
    await expect(saved.getByRole('button', { name: 'Resume alerts “Dancers, Mumbai”' })).toBeVisible()
    await checkLooks(page, OWN_PAGE, OWN_SECTION, 'own-list')

    await section(page).getByRole('button', { name: 'Delete “Dancers, Mumbai”' }).click()
    await expect(flash(page, 'Saved search deleted.')).toBeVisible()
    await expect(section(page).getByRole('listitem')).toHaveCount(0)
    await expect(section(page)).toContainText('None yet')
  } finally {
    await page.context().close()
  }
})
