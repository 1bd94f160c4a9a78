import { expect, test } from '@playwright/test'

test('a page view is reported on the first load and on each client-side route change, path only', async ({ page }) => {
  const reported: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/resources/page-view') && request.method() === 'POST') {
      reported.push(JSON.parse(request.postData() ?? '{}').path)
    }
  })
  const answered = page.waitForResponse((r) => r.url().endsWith('/resources/page-view'))
  await page.goto('/?page=2')
  expect((await answered).status()).toBe(204)
  await expect.poll(() => reported).toEqual(['/'])

  // A client-side navigation (no document load) is reported too.
  await page.getByRole('link', { name: 'Sign in' }).first().click()
  await expect(page).toHaveURL(/\/login/)
  await expect.poll(() => reported).toEqual(['/', '/login'])
})
