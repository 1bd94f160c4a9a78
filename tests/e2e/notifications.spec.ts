import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectNoViolations, hydrated, keepShot, setTheme, test, VIEWPORTS } from './support'
import { inDays, signedInPage, signUp, type NewAccount } from './new-accounts'

/**
 * Notifications (issue 21, ADR 024): the header's bell counts up without a reload when something happens,
 * /notifications lists them, and a request's answer reaches the open page of the other side in real time.
 * Each test signs up its own accounts, so runs in parallel never share a count.
 */

/** Waits until the page listens for notifications on a connected socket (loaded once the page is idle). */
async function live(page: Page) {
  await hydrated(page)
  await expect(page.locator('html[data-notifications="live"]')).toBeAttached({ timeout: 15_000 })
}

const bell = (page: Page) => page.getByRole('banner').getByTestId('notification-bell')

/** Shares a new list of the recruiter's and opens its link as a guest: the recruiter is told. */
async function shareAndOpen(request: APIRequestContext, recruiter: NewAccount, name: string) {
  const headers = { authorization: `Bearer ${recruiter.token}` }
  const created = await request.post('/api/v1/shortlists', { headers, data: { name } })
  expect(created.status()).toBe(201)
  const { shortlist } = (await created.json()) as { shortlist: { id: number } }
  const shared = await request.post(`/api/v1/shortlists/${shortlist.id}/share`, { headers })
  const { shortlist: withToken } = (await shared.json()) as { shortlist: { shareToken: string } }
  // A guest: no Authorization header.
  expect((await request.get(`/api/v1/shared-shortlists/${withToken.shareToken}`)).status()).toBe(200)
  return shortlist.id
}

test('a shared list opened by a guest: the recruiter’s bell counts up without a reload, the list page shows it', async ({
  browser,
  request,
  baseURL,
}) => {
  test.slow()
  const recruiter = await signUp(request, 'recruiter', 'bell')
  const page = await signedInPage(browser, recruiter, true, baseURL)
  await page.goto('/')
  await expect(bell(page)).toHaveAccessibleName('Notifications')
  await live(page)

  const id = await shareAndOpen(request, recruiter, 'Tea ad – leads')
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread')
  await expect(page.getByText('Your shortlist “Tea ad – leads” was opened')).toBeVisible()
  await keepShot(page, 'notifications-toast-desktop')

  await bell(page).click()
  await expect(page).toHaveURL(/\/notifications$/)
  const item = page.getByRole('listitem').filter({ hasText: 'Tea ad – leads' })
  await expect(item).toContainText('Unread')
  await expect(item.getByRole('link', { name: 'Your shortlist “Tea ad – leads” was opened' })).toHaveAttribute(
    'href',
    /\/notifications\/\d+\/open$/,
  )
  // A second one arrives while the list is open: the list and the count update in place.
  await live(page)
  await shareAndOpen(request, recruiter, 'Tea ad – extras')
  await expect(page.getByRole('listitem').filter({ hasText: 'Tea ad – extras' })).toBeVisible()
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread')
  await expect(page.getByText('2 unread.')).toBeVisible()

  for (const theme of ['light', 'dark'] as const) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await setTheme(page, theme)
      await page.setViewportSize(viewport)
      await page.goto('/notifications')
      await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
      await expectNoViolations(page, `notifications ${theme} ${size}: `)
      await keepShot(page, `notifications-${theme}-${size}`, { fullPage: true })
    }
  }
  expect(id).toBeGreaterThan(0)
  await page.context().close()
})

test('a request: the talent sees it arrive and accepts; the recruiter sees Accepted and the contact, no reloads', async ({
  browser,
  request,
  baseURL,
}) => {
  test.slow()
  const [recruiter, talent] = await Promise.all([
    signUp(request, 'recruiter', 'live'),
    signUp(request, 'talent', 'live'),
  ])
  const recruiterPage = await signedInPage(browser, recruiter, true, baseURL)
  const talentPage = await signedInPage(browser, talent, true, baseURL)
  await talentPage.goto('/my-profile/talent')
  await live(talentPage)
  const inbox = talentPage.getByRole('region', { name: /^Requests/ })

  await recruiterPage.goto(`/recruiter/solo/${talent.USERID}/request`)
  await hydrated(recruiterPage)
  await recruiterPage.getByLabel('Project').fill('Monsoon tea ad')
  await recruiterPage.getByLabel('Role').fill('Young teacher')
  await recruiterPage.getByLabel('First day').fill(inDays(20))
  await recruiterPage.getByLabel('Last day').fill(inDays(21))
  await recruiterPage.getByLabel('Place').fill('Film City, Mumbai')
  await recruiterPage.getByLabel('Message').fill('Two shoot days.')
  await recruiterPage.getByRole('button', { name: 'Send request' }).click()
  await expect(recruiterPage).toHaveURL(/\/requests\/[0-9a-f-]{36}$/)
  await expect(recruiterPage.getByTestId('request-status')).toHaveText('Waiting for an answer')
  await live(recruiterPage)

  // The talent, without a reload: the toast, the bell and the inbox.
  await expect(talentPage.getByText(new RegExp(`New request from ${recruiter.name}`)).first()).toBeVisible()
  await expect(bell(talentPage)).toHaveAccessibleName('Notifications, 1 unread')
  await expect(inbox.getByTestId('request-item')).toContainText(recruiter.name)
  await keepShot(talentPage, 'notifications-request-arrived')
  await inbox
    .getByTestId('request-item')
    .getByRole('link', { name: /Read and answer/ })
    .click()
  await hydrated(talentPage)
  await talentPage.getByRole('button', { name: 'Accept' }).click()
  await expect(talentPage.getByTestId('request-status')).toHaveText('Accepted')

  // The recruiter's open page, without a reload: Accepted and the talent's email.
  await expect(recruiterPage.getByTestId('request-status')).toHaveText('Accepted')
  await expect(recruiterPage.getByTestId('request-contact').getByRole('link')).toHaveText(talent.email)
  await expect(bell(recruiterPage)).toHaveAccessibleName('Notifications, 1 unread')
  await keepShot(recruiterPage, 'notifications-request-accepted')
  await Promise.all([recruiterPage, talentPage].map((p) => p.context().close()))
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the list, Mark as read, Mark all as read and opening one work as plain forms and links', async ({
    browser,
    request,
    baseURL,
  }) => {
    const recruiter = await signUp(request, 'recruiter', 'nojs')
    for (const name of ['One', 'Two', 'Three']) await shareAndOpen(request, recruiter, `List ${name}`)
    const page = await signedInPage(browser, recruiter, false, baseURL)
    await page.goto('/notifications')
    await expect(bell(page)).toHaveAccessibleName('Notifications, 3 unread')
    await expect(page.getByText('3 unread.')).toBeVisible()

    const one = page.getByRole('listitem').filter({ hasText: 'List One' })
    await one.getByRole('button', { name: 'Mark as read' }).click()
    await expect(page.getByText('2 unread.')).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'List One' })).not.toContainText('Unread')
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread')

    // Opening one marks it read and goes to what it is about.
    const two = page.getByRole('listitem').filter({ hasText: 'List Two' })
    const href = await two.getByRole('link').getAttribute('href')
    const opened = await request.get(href!, { maxRedirects: 0 })
    expect(opened.status()).toBe(302) // The guest's request context is sent to sign in.
    await two.getByRole('link').click()
    await expect(page).toHaveURL(/\/shortlists\/\d+|\/login|\/404/)
    await page.goto('/notifications')
    await expect(page.getByText('1 unread.')).toBeVisible()

    await page.getByRole('button', { name: 'Mark all as read' }).click()
    await expect(page.getByText('Nothing unread.')).toBeVisible()
    await expect(bell(page)).toHaveAccessibleName('Notifications')
    await expect(page.getByRole('button', { name: 'Mark as read' })).toHaveCount(0)
    await page.context().close()
  })
})
