import type { Page } from '@playwright/test'
import { io } from 'socket.io-client'
import { axeViolations, expect, hydrated, test } from './support'

async function expectTalentCards(page: Page) {
  const cards = page.locator('article[data-talent-id]')
  await expect(cards.first()).toBeVisible()
  expect(await cards.count()).toBeGreaterThanOrEqual(10)
  const first = cards.first()
  await expect(first.getByRole('heading')).not.toBeEmpty()
  // The fullest portfolio comes first (the demo talent's headshot); talents without photos show their avatar.
  await expect(first.locator('img')).toHaveAttribute('src', /\/api\/v1\/media\/p\/[0-9a-f]{64}\/w640\.webp$/)
  await expect(first.locator('img')).toHaveAttribute('srcset', /w320\.webp 320w/)
  await expect(cards.locator('img[src*="/api/v1/media/avatars/"]').first()).toHaveAttribute('src', /\.svg$/)
  const id = await first.getAttribute('data-talent-id')
  expect(id).toMatch(/^[A-Za-z0-9_-]+$/)
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('home lists talent cards with name, type, city and photo', async ({ page }) => {
      const response = await page.goto('/')
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Find the right')
      await expectTalentCards(page)
      const photo = page.locator('article[data-talent-id] img').first()
      await photo.scrollIntoViewIfNeeded()
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    })

    test('the theme is dark by default, toggles, and survives a reload', async ({ page }) => {
      await page.goto('/')
      await hydrated(page, javaScriptEnabled)
      const html = page.locator('html')
      await expect(html).toHaveAttribute('data-theme', 'dark')
      // The toggle paints at once (optimistic); the cookie is set when the POST is answered.
      await Promise.all([
        page.waitForResponse((r) => r.url().includes('/resources/theme') && r.request().method() === 'POST'),
        page.getByTestId('theme-toggle').click(),
      ])
      await expect(html).toHaveAttribute('data-theme', 'light')
      await page.reload()
      await expect(html).toHaveAttribute('data-theme', 'light')
      const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)
      expect(background).toBe('rgb(247, 245, 240)')
      await page.getByTestId('theme-toggle').click()
      await expect(html).toHaveAttribute('data-theme', 'dark')
    })

    test('an unknown path ends on the 404 page', async ({ page }) => {
      const response = await page.goto('/nope')
      expect(page.url()).toMatch(/\/404$/)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is not in the cast')
    })

    test('/index.html goes to the home page', async ({ page }) => {
      await page.goto('/index.html')
      expect(new URL(page.url()).pathname).toBe('/')
      await expectTalentCards(page)
    })
  })
}

test('the socket greets a client and answers a ping with pong', async ({ baseURL }) => {
  const socket = io(baseURL!, { transports: ['websocket'], forceNew: true })
  try {
    const greeting = await new Promise<{ socketId: string }>((resolve, reject) => {
      socket.once('connection_success', resolve)
      socket.once('connect_error', reject)
    })
    expect(greeting.socketId).toBe(socket.id)
    const pong = new Promise<{ timestamp: string }>((resolve) => socket.once('pong', resolve))
    socket.emit('ping')
    expect(Date.parse((await pong).timestamp)).not.toBeNaN()
  } finally {
    socket.close()
  }
})

test('a slow navigation shows the top progress bar, which axe accepts', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  await page.goto('/')
  await hydrated(page)
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/recruiter/view-all-talents.data**', async (route) => {
    await held
    await route.continue()
  })
  await page.getByRole('navigation', { name: 'Browse' }).getByRole('link', { name: 'Talents' }).click()
  const bar = page.locator('#nprogress .bar')
  await expect(bar).toBeVisible()
  await expect(bar).toHaveAttribute('aria-hidden', 'true')
  expect((await axeViolations(page, '#nprogress')).map((v) => v.id)).toEqual([])
  release()
  await expect(page).toHaveURL(/\/recruiter\/view-all-talents$/)
  await expect(bar).toHaveCount(0)
  expect(errors).toEqual([])
})

// The document is rendered in one pass with the loader data handed over whole (ADR 002): every kind of
// page must still arrive in standards mode, carry its data, and hydrate without a single error.
for (const path of [
  '/',
  '/talent',
  '/recruiter/view-all-talents',
  '/marketplace/all/by-category',
  '/?page=2&brands-6=2',
  '/login',
  '/signup',
  '/404',
]) {
  test(`${path} hydrates without an error, in standards mode`, async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    await page.goto(path)
    await hydrated(page)
    // Pages in the main layout have the launcher, which renders only on the client, after hydration.
    if (!['/login', '/signup'].includes(path)) await expect(page.getByTestId('chat-launcher')).toBeVisible()
    expect(await page.evaluate(() => document.compatMode)).toBe('CSS1Compat')
    expect(await page.evaluate(() => typeof (window as { __remixContext?: object }).__remixContext)).toBe('object')
    // The 404 page is answered with its status, which the browser reports for the document itself.
    const expected =
      path === '/404' ? ['Failed to load resource: the server responded with a status of 404 (Not Found)'] : []
    expect(errors).toEqual(expected)
  })
}
