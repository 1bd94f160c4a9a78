import type { Page } from '@playwright/test'
import { apiAuthorization, expect, expectNoViolations, hydrated, test, type Role } from './support'

const cards = (page: Page) => page.locator('article[data-talent-id]')

async function expectCards(page: Page, count?: number) {
  await expect(cards(page).first()).toBeVisible()
  if (count !== undefined) await expect(cards(page)).toHaveCount(count)
  const first = cards(page).first()
  const id = await first.getAttribute('data-talent-id')
  await expect(first.getByRole('link')).toHaveAttribute('href', `/recruiter/solo/${id}`)
}

const ids = (page: Page) => cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-talent-id')))

for (const javaScriptEnabled of [true, false]) {
  test.describe(`talent lists, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('a guest sees the public list and is asked to sign in to filter', async ({ page }) => {
      const response = await page.goto('/recruiter/view-all-talents')
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('All talents')
      await expectCards(page, 10)
      // No form whose submit would be ignored (issue 20): what signing in unlocks instead.
      await expect(page.getByRole('button', { name: 'Show talents' })).toHaveCount(0)
      await page.goto('/recruiter/view-all-talents?gender=Female')
      const prompt = page.getByTestId('sign-in-to-filter')
      await expect(prompt).toContainText('This link asks for Female talents')
      const href = await prompt.getByRole('link', { name: 'Sign in to filter talents' }).getAttribute('href')
      const back = new URL(href!, 'http://x').searchParams.get('redirectTo')
      expect(back).toMatch(/^\/recruiter\/view-all-talents\?.*gender=Female/)
    })

    for (const role of ['talent', 'recruiter'] as const) {
      test(`a ${role} filters by the URL on both all-talents paths and clears the filters`, async ({
        page,
        signInAs,
      }) => {
        await signInAs(role)
        await page.goto('/recruiter/view-all-talents-filtered')
        await page.getByLabel('Talent type').selectOption('Dancer')
        await page.getByLabel('Location').fill('Mumbai')
        await page.getByRole('button', { name: 'Show talents' }).click()
        await expect(page).toHaveURL(/view-all-talents-filtered\?.*talentType=Dancer.*location=Mumbai/)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dancers in Mumbai')
        await expect(page.getByTestId('result-count')).toContainText(/\d+ talents?/)
        await expectCards(page)
        for (const text of await cards(page).allInnerTexts()) expect(text).toMatch(/Dancer[\s\S]*Mumbai/)
        await expect(page).toHaveTitle('Dancers in Mumbai | Castline')
        await page.getByRole('link', { name: 'Clear filters' }).first().click()
        await expect(page).toHaveURL(/\/recruiter\/view-all-talents-filtered$/)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('All talents')
        await page.goto('/recruiter/view-all-talents?gender=Non-binary')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Non-binary talents')
      })
    }

    test('an invalid filter in the URL says which field, with a 400', async ({ page }) => {
      const response = await page.goto('/recruiter/view-all-talents?talentType=Wizard')
      expect(response?.status()).toBe(400)
      await expect(page.getByRole('alert').filter({ hasText: 'not valid' })).toContainText('Talent type: "Wizard"')
      await expect(cards(page)).toHaveCount(0)
    })

    test('the messaging-app view-all page renders its filters for members, with link previews', async ({
      page,
      signInAs,
    }) => {
      // A guest gets the public list and an invitation to sign in (requirements §5: filtered search needs an account).
      const guest = await page.goto('/view-all-talents?talentType=Actor&location=bombay')
      expect(guest?.status()).toBe(200)
      await expect(page.getByTestId('sign-in-to-filter')).toContainText('This search is for members')
      await expectCards(page)
      for (const role of ['talent', 'recruiter'] as const) {
        await signInAs(role)
        const response = await page.goto('/view-all-talents?talentType=Actor&location=bombay')
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actors in Mumbai')
        await expectCards(page)
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          /\/view-all-talents\?talentType=Actor&location=Mumbai$/,
        )
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
          'content',
          'Actors in Mumbai | Castline',
        )
      }
      const first = await ids(page)
      await page.goto('/view-all-talents')
      await page.getByRole('link', { name: 'Next page' }).click()
      await expect(page).toHaveURL(/\/view-all-talents\?page=2$/)
      await expect(page.getByRole('link', { name: 'Previous page' })).toHaveAttribute('rel', 'prev')
      expect((await ids(page)).filter((id) => first.includes(id))).toEqual([])
    })

    test('the chatbot view-all page shows a chat search by session, and says so when it is unknown', async ({
      page,
      request,
      signInAs,
    }) => {
      await signInAs('recruiter')
      const search = await request.post('/api/v1/search-talents', {
        headers: await apiAuthorization(request, 'recruiter'),
        data: { filters: { talentType: 'Model', gender: 'Female' } },
      })
      const { sessionId } = (await search.json()) as { sessionId: string }
      const response = await page.goto(`/chatbot/view-all-talents?sessionId=${sessionId}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Female Models')
      await expectCards(page)
      const unknown = await page.goto('/chatbot/view-all-talents?sessionId=00000000-0000-4000-8000-000000000000')
      expect(unknown?.status()).toBe(404)
      await expect(page.getByRole('alert').first()).toContainText('We could not find this chat search')
      const malformed = await page.goto('/chatbot/view-all-talents?sessionId=nope')
      expect(malformed?.status()).toBe(400)
    })
  })
}

test.describe('load more (JavaScript on)', () => {
  for (const role of ['guest', 'recruiter'] as const) {
    test(`appends 10 at a time as ${role}, stops after 3 loads, and starts over when a filter changes`, async ({
      page,
      signInAs,
    }) => {
      await signInAs(role)
      const path = role === 'guest' ? '/recruiter/view-all-talents' : '/recruiter/view-all-talents?gender=Female'
      await page.goto(path)
      await expectCards(page, 10)
      await hydrated(page)
      const loadMore = page.getByTestId('load-more')
      for (const count of [20, 30, 40]) {
        await loadMore.click()
        await expect(cards(page)).toHaveCount(count)
        await expect(page.getByRole('status').filter({ hasText: 'Loaded 10 more talents' })).toBeAttached()
      }
      expect(new Set(await ids(page)).size).toBe(40)
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path)
      await expect(loadMore).toHaveCount(0)
      await expect(page.getByRole('link', { name: 'See the full list' })).toHaveAttribute('href', /page=5/)
      if (role === 'guest') {
        // A guest has no form (issue 20): a link with another filter starts the list over just the same.
        await page.goto(`${path}?ageGroup=26-35`)
      } else {
        await page.getByLabel('Age group').selectOption('26-35')
        await page.getByRole('button', { name: 'Show talents' }).click()
      }
      await expect(page).toHaveURL(/ageGroup=26-35/)
      await expect(cards(page)).toHaveCount(10)
      await expect(page.getByTestId('load-more')).toBeVisible()
    })
  }

  test('a failed load says the server message, "Something went wrong." or the server-error text', async ({ page }) => {
    await page.goto('/recruiter/view-all-talents')
    await expectCards(page, 10)
    await hydrated(page)
    const loadMore = page.getByTestId('load-more')
    const inline = page.locator('p[role="alert"]')

    await page.route('**/resources/talents/search', (route) =>
      route.fulfill({ status: 400, json: { success: false, message: 'That page is out of reach' } }),
    )
    await loadMore.click()
    await expect(inline).toHaveText('That page is out of reach')
    await expect(page.locator('.Toastify').getByText('That page is out of reach')).toBeVisible()

    await page.unroute('**/resources/talents/search')
    await page.route('**/resources/talents/search', (route) => route.fulfill({ status: 422, json: { nonsense: true } }))
    await loadMore.click()
    await expect(inline).toHaveText('Something went wrong.')

    await page.unroute('**/resources/talents/search')
    await page.route('**/resources/talents/search', (route) => route.abort('connectionrefused'))
    await loadMore.click()
    await expect(inline).toHaveText('Server error, please try again later.')
    await expect(page.locator('.Toastify').getByText('Server error, please try again later.')).toBeVisible()
    await expect(cards(page)).toHaveCount(10)
  })

  test('without JavaScript "Load more" is a link to the next page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/recruiter/view-all-talents')
    const first = await ids(page)
    await page.getByRole('link', { name: 'Load more' }).click()
    await expect(page).toHaveURL(/\/recruiter\/view-all-talents\?page=2$/)
    await expectCards(page, 10)
    expect((await ids(page)).filter((id) => first.includes(id))).toEqual([])
    await expect(page.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/recruiter/view-all-talents',
    )
    await context.close()
  })
})

test.describe('session-storage results on the view-all pages (requirements §2)', () => {
  const stored = {
    results: [
      {
        USERID: 'TAL000001',
        name: 'Stored Chat Talent',
        slug: 'stored-chat-talent',
        talentType: 'Actor',
        gender: 'Female',
        city: 'Mumbai',
        ageGroup: '18-25',
        photo: '/api/v1/media/avatars/stored.svg',
        rating: 4.5,
        projectTypes: ['Film'],
      },
      { USERID: 'broken card' },
    ],
  }

  for (const path of ['/view-all-talents', '/chatbot/view-all-talents']) {
    test(`${path} without a query shows the stored chat results; a malformed value is ignored`, async ({ page }) => {
      await page.addInitScript((value) => window.sessionStorage.setItem('searchResults', value), JSON.stringify(stored))
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your latest chat search')
      await expect(cards(page)).toHaveCount(1)
      await expect(cards(page).first()).toContainText('Stored Chat Talent')

      const fresh = await page.context().newPage()
      await fresh.addInitScript(() => window.sessionStorage.setItem('searchResults', '{not json'))
      await fresh.goto(path)
      await expect(fresh.getByRole('heading', { level: 1 })).toHaveText('All talents')
      await expect(cards(fresh)).toHaveCount(10)
    })
  }
})

test.describe('accessibility (axe, no serious or critical violations, both themes)', () => {
  const pages: [Role, string][] = [
    ['guest', '/recruiter/view-all-talents?gender=Female'],
    ['recruiter', '/recruiter/view-all-talents-filtered?talentType=Wizard'],
    ['talent', '/recruiter/view-all-talents?location=Pune'],
    ['guest', '/view-all-talents?talentType=Model'],
    ['recruiter', '/chatbot/view-all-talents?sessionId=00000000-0000-4000-8000-000000000000'],
    ['talent', '/chatbot/view-all-talents?gender=Male'],
  ]
  for (const [role, path] of pages) {
    test(`${path} as ${role}`, async ({ page, signInAs }) => {
      await signInAs(role)
      await page.goto(path)
      await expectNoViolations(page)
      await hydrated(page)
      await page.getByTestId('theme-toggle').click()
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
      await expectNoViolations(page)
    })
  }
})
