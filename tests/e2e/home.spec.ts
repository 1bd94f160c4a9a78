import type { Page } from '@playwright/test'
import { expect, expectNoViolations, hydrated, ROLES, setTheme, test, type Role } from './support'

/** A category of each feed, as seeded (api/db/factories.ts). */
const RECRUITER_CATEGORY = 'Featured Agencies'
const TALENT_CATEGORY = 'Open Casting Calls'

const categorySection = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** What a signed-in user's numbers are called (tests/e2e/start-page.spec.ts checks the rest of the start page). */
const STAT_LABELS = {
  talent: ['Profile views', 'Shares', 'Accepted requests'],
  recruiter: ['Searches', 'Talents viewed', 'Talents shared', 'Talents contacted'],
} as const

async function expectHome(page: Page, { category, role }: { category: string; role: Role }) {
  // A guest gets the hero; a signed-in user their start page (issue 20).
  await expect(page.getByRole('heading', { level: 1 })).toContainText(role === 'guest' ? 'Find the right' : 'Hello,')
  const talents = page.getByTestId('featured-talents')
  await expect(talents.getByRole('heading', { name: 'Featured talents' })).toBeVisible()
  expect(await talents.locator('article[data-talent-id]').count()).toBe(10)
  const section = categorySection(page, category)
  await expect(section.getByRole('heading', { level: 3, name: category })).toBeVisible()
  const brands = section.getByRole('list', { name: `${category} brands` }).getByRole('link')
  await expect(brands).toHaveCount(5)
  await expect(brands.first()).toHaveAttribute('href', /^\/brand\/[a-z0-9-]+$/)
  const stats = page.getByTestId('home-analytics')
  if (role === 'guest') await expect(stats).toHaveCount(0)
  else {
    for (const label of STAT_LABELS[role]) await expect(stats).toContainText(label)
    await expect(stats.locator('dd').first()).toHaveText(/^[\d,]+$/)
  }
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`home and feeds, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    for (const role of ROLES) {
      test(`as ${role}: / and /home show the recruiter feed, /talent and /home/talent the talent feed`, async ({
        page,
        signInAs,
      }) => {
        await signInAs(role)
        for (const [path, category] of [
          ['/', RECRUITER_CATEGORY],
          ['/home', RECRUITER_CATEGORY],
          ['/talent', TALENT_CATEGORY],
          ['/home/talent', TALENT_CATEGORY],
        ] as const) {
          const response = await page.goto(path)
          expect(response?.status(), path).toBe(200)
          expect(new URL(page.url()).pathname).toBe(path)
          await expectHome(page, { category, role })
          const other = path.includes('talent') ? RECRUITER_CATEGORY : TALENT_CATEGORY
          await expect(categorySection(page, other)).toHaveCount(0)
        }
      })

      test(`as ${role}: the marketplace lists every category with all its brands, each to its brand page`, async ({
        page,
        signInAs,
      }) => {
        await signInAs(role)
        const response = await page.goto('/marketplace/all/by-category')
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('All brands by category')
        const section = categorySection(page, RECRUITER_CATEGORY)
        const brands = section.getByRole('list', { name: `${RECRUITER_CATEGORY} brands` }).getByRole('link')
        // The seed gives every category 6 to 9 brands: more than the home page's first 5.
        expect(await brands.count()).toBeGreaterThan(5)
        const name = (await brands.first().locator('span span').first().textContent())!.trim()
        await brands.first().click()
        await expect(page).toHaveURL(/\/brand\/[a-z0-9-]+$/)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)

        await page.goto('/marketplace/all/by-category?type=talent')
        await expect(categorySection(page, TALENT_CATEGORY)).toBeVisible()
        await expect(categorySection(page, RECRUITER_CATEGORY)).toHaveCount(0)
      })

      test(`as ${role}: a brand page with Connect, Open Graph tags, and a real 404 for an unknown slug`, async ({
        page,
        signInAs,
      }) => {
        await signInAs(role)
        await page.goto('/')
        const brandLink = categorySection(page, RECRUITER_CATEGORY).getByRole('link').filter({ hasText: /\w/ }).nth(3)
        const href = (await brandLink.getAttribute('href'))!
        const response = await page.goto(href)
        expect(response?.status()).toBe(200)
        const connect = page.getByTestId('brand-connect')
        await expect(connect).toHaveAttribute('href', /^https:\/\/[a-z0-9-]+\.example\.com$/)
        await expect(connect).toHaveAttribute('rel', 'noopener noreferrer')
        await expect(connect).toHaveAttribute('target', '_blank')
        await expect(connect).toContainText('Connect with')
        const title = await page.getByRole('heading', { level: 1 }).textContent()
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(`^${title}`))
        await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /\w+/)
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http.+\/logos\/.+\.svg$/)

        const missing = await page.goto('/brand/no-such-brand-here')
        expect(missing?.status()).toBe(404)
        expect(new URL(page.url()).pathname).toBe('/brand/no-such-brand-here')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is not in the cast')
      })
    }

    test('"More brands" shows the next 5 brands of a category', async ({ page }) => {
      await page.goto('/')
      await hydrated(page, javaScriptEnabled)
      const section = categorySection(page, RECRUITER_CATEGORY)
      const brands = section.getByRole('list', { name: `${RECRUITER_CATEGORY} brands` }).getByRole('link')
      await expect(brands).toHaveCount(5)
      const before = await brands.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      await section.getByRole('link', { name: `More brands in ${RECRUITER_CATEGORY}` }).click()
      if (javaScriptEnabled) {
        // Appended in place by a fetcher: the address stays.
        await expect.poll(() => brands.count()).toBeGreaterThan(5)
        expect(new URL(page.url()).search).toBe('')
      } else {
        await expect(page).toHaveURL(/\?brands-\d+=2#category-\d+$/)
        expect(await brands.count()).toBeGreaterThan(5)
      }
      const after = await brands.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      expect(after.slice(0, 5)).toEqual(before)
      expect(new Set(after).size).toBe(after.length)
    })

    test('"Load more" adds the next talents (a link to the next page without JavaScript)', async ({ page }) => {
      await page.goto('/talent')
      await hydrated(page, javaScriptEnabled)
      const ids = () =>
        page.locator('article[data-talent-id]').evaluateAll((els) => els.map((el) => el.getAttribute('data-talent-id')))
      const first = await ids()
      expect(first).toHaveLength(10)
      await page.getByTestId('load-more').click()
      if (javaScriptEnabled) {
        // Appended in place: the first ten stay, ten new ones follow, the address does not change.
        await expect(page.locator('article[data-talent-id]')).toHaveCount(20)
        const all = await ids()
        expect(all.slice(0, 10)).toEqual(first)
        expect(new Set(all).size).toBe(20)
        expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/talent')
      } else {
        await expect(page).toHaveURL(/\/talent\?page=2$/)
        const second = await ids()
        expect(second).toHaveLength(10)
        expect(second.filter((id) => first.includes(id))).toEqual([])
      }
    })
  })
}

test.describe('with JavaScript', () => {
  test('mirrors viewed talent ids to localStorage and prefetches the other feed after 3 s', async ({ page }) => {
    const prefetch = page.waitForRequest((request) => request.url().endsWith('/resources/feeds?userType=1'))
    const started = Date.now()
    await page.goto('/')
    await expect.poll(() => page.evaluate(() => localStorage.getItem('viewedTalentIds'))).toBe('[]')
    await prefetch
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000)
    expect(await page.evaluate(() => Number(localStorage.getItem('last_refresh_2')))).toBeGreaterThan(0)
  })

  test('skeletons hold the place of the next brands while they load', async ({ page }) => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/resources/feed-brands**', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/')
    await hydrated(page)
    const section = categorySection(page, RECRUITER_CATEGORY)
    await section.getByRole('link', { name: `More brands in ${RECRUITER_CATEGORY}` }).click()
    await expect(section.getByTestId('brand-skeleton')).toHaveCount(5)
    release()
    await expect(section.getByTestId('brand-skeleton')).toHaveCount(0)
    expect(
      await section
        .getByRole('list', { name: `${RECRUITER_CATEGORY} brands` })
        .getByRole('link')
        .count(),
    ).toBeGreaterThan(5)
  })

  test('a failed page of brands leaves the brands shown and says so', async ({ page }) => {
    await page.route('**/resources/feed-brands**', (route) => route.abort())
    await page.goto('/')
    await hydrated(page)
    const section = categorySection(page, RECRUITER_CATEGORY)
    await section.getByRole('link', { name: `More brands in ${RECRUITER_CATEGORY}` }).click()
    await expect(section.getByRole('alert')).toContainText('We could not load more brands')
    await expect(section.getByRole('list', { name: `${RECRUITER_CATEGORY} brands` }).getByRole('link')).toHaveCount(5)
  })
})

// Every page of requirements §2, for every role, in both themes, is checked by axe in pages.spec.ts; here only
// what it does not open: a brand page's own 404.
test.describe('accessibility (axe, no serious or critical violations), both themes', () => {
  for (const theme of ['dark', 'light'] as const) {
    test(`an unknown brand's 404 page in the ${theme} theme`, async ({ page }) => {
      await setTheme(page, theme)
      const response = await page.goto('/brand/no-such-brand-here')
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expectNoViolations(page)
    })
  }
})
