import type { Page } from '@playwright/test'
import { DEMO, expect, expectNoViolations, hydrated, test } from './support'

/** Issue 20: a signed-in user's home is their start page; a guest keeps the marketing home. */

const recentSearches = (page: Page) => page.getByTestId('recent-searches')
const recentlyViewed = (page: Page) => page.getByTestId('recently-viewed')
const stat = (page: Page, label: string) =>
  page.getByTestId('home-analytics').locator('div', { has: page.locator('dt', { hasText: label }) })

test('a guest sees the hero, no start page', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Find the right')
  await expect(page.getByRole('navigation', { name: 'Feeds' })).toBeVisible()
  await expect(page.getByTestId('recruiter-start')).toHaveCount(0)
  await expect(page.getByTestId('talent-start')).toHaveCount(0)
  await expect(page.getByTestId('home-analytics')).toHaveCount(0)
  await expect(page.getByText('Fullest portfolios first, then best rated')).toBeVisible()
})

test('a new recruiter sees a start page whose empty parts say what will appear there', async ({ page }) => {
  await page.goto('/signup/recruiter')
  await page.getByLabel('Full name').fill('Ira Sen')
  await page.getByLabel('Work email').fill(`start-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`)
  await page.getByLabel('Password').fill('casting-call-42')
  await page.getByRole('button', { name: 'Create recruiter account' }).click()
  await expect(page).toHaveURL(/\/my-profile\/recruiter$/)

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Ira')
  await expect(recentSearches(page)).toContainText('No searches yet.')
  await expect(recentlyViewed(page)).toContainText('Talents you open on this browser are kept here')
  for (const label of ['Searches', 'Talents viewed', 'Talents shared', 'Talents contacted']) {
    await expect(stat(page, label).locator('dd').first()).toHaveText('0')
  }
  await expectNoViolations(page, 'new recruiter start: ')
})

test('a recruiter who searched and viewed a talent finds both on the start page', async ({ page, signInAs }) => {
  test.setTimeout(90_000)
  await signInAs('recruiter')
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Rhea')
  await expect(page.getByRole('link', { name: 'Browse all talents' })).toHaveAttribute(
    'href',
    '/recruiter/view-all-talents',
  )
  await hydrated(page)

  // A search in the assistant, opened from the start page's quick action.
  await page.getByTestId('recruiter-start').getByRole('button', { name: 'Ask the assistant' }).click()
  const panel = page.getByTestId('chat-panel')
  await expect(panel.getByTestId('chat-status')).toHaveText(/^Online/, { timeout: 20_000 })
  const input = page.getByLabel('Message the assistant')
  await input.fill('male dancers in Pune')
  await input.press('Enter')
  await expect(panel.getByTestId('chat-assistant-message').last()).toContainText(/Found \d+ Male Dancers?|No /, {
    timeout: 15_000,
  })

  // A talent opened.
  const viewed = 'TAL000007'
  await page.goto(`/recruiter/solo/${viewed}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const viewedName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()

  await page.goto('/')
  const search = recentSearches(page).getByRole('link').first()
  await expect(search).toContainText('Male · Dancer · Pune')
  await expect(search).toContainText(/talents? · just now|No talents found · just now/)
  const href = (await search.getAttribute('href'))!
  expect(href).toMatch(/^\/chatbot\/view-all-talents\?sessionId=[0-9a-f-]{36}$/)

  const cards = recentlyViewed(page).locator('article[data-talent-id]')
  await expect(cards.first()).toHaveAttribute('data-talent-id', viewed)
  await expect(cards.first().getByRole('heading')).toHaveText(viewedName)
  await expect(cards.first().locator('img')).toHaveAttribute('src', /\/api\/v1\/media\//)
  // The viewed talent is left out of the list below (ADR 008).
  await expect(page.getByTestId('featured-talents').locator(`article[data-talent-id="${viewed}"]`)).toHaveCount(0)

  await expect(stat(page, 'Searches').locator('dd').first()).not.toHaveText('0')
  await expect(stat(page, 'Talents viewed').locator('dd').first()).not.toHaveText('0')
  await expect(stat(page, 'Talents viewed')).toContainText('Different talents whose page you opened')
  await expectNoViolations(page, 'recruiter start: ')

  // The search opens its results again.
  await search.click()
  await expect(page).toHaveURL(href)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Dancers/)
})

test('a talent sees how complete their profile is, what to add next, their numbers and their links', async ({
  page,
  signInAs,
}) => {
  await signInAs('talent')
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Aanya')
  const completeness = page.getByTestId('completeness')
  const percent = Number(
    /(\d+)% complete/.exec((await completeness.getByText(/% complete/).textContent()) ?? '')?.[1] ?? Number.NaN,
  )
  expect(percent).toBeGreaterThanOrEqual(0)
  await expect(completeness.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(percent))
  if (percent < 100) {
    await expect(completeness.getByRole('link').first()).toHaveAttribute('href', /^\/my-profile\/talent#[\w-]+$/)
  } else {
    await expect(completeness).toContainText('Nothing is missing.')
  }
  for (const [label, counts] of [
    ['Profile views', 'Visits to your page'],
    ['Shares', 'Times your page was shared'],
    ['Accepted requests', 'Recruiter requests you accepted'],
  ] as const) {
    await expect(stat(page, label)).toContainText(counts)
    await expect(stat(page, label).locator('dd').first()).toHaveText(/^[\d,]+$/)
  }
  await expect(page.getByTestId('recent-searches')).toHaveCount(0)
  await expectNoViolations(page, 'talent start: ')

  await page.getByRole('link', { name: 'See your public page' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO.talent.name)
  await page.goto('/')
  await page.getByRole('link', { name: 'Edit your profile' }).click()
  await expect(page).toHaveURL(/\/my-profile\/talent$/)
})
