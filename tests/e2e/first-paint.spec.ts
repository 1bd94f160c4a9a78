import zlib from 'node:zlib'
import { expect, hydrated, test } from './support'

/**
 * What a first visit to the home page costs the browser before it can paint and hydrate (issue 20): at most
 * 100 KB of JavaScript (gzip) in at most 16 files (21 before issue 20), fetched at low priority so the stylesheet and the
 * pictures come first, and nothing the page does not use at the start (toasts, the progress bar, the page-view
 * reporter load when they are first needed).
 */
const INITIAL_JS_BUDGET = 100 * 1024
const MAX_INITIAL_FILES = 16

test('the home page starts with at most 100 KB of JavaScript, preloaded at low priority', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(([tag]) => tag)
  expect(preloads.length).toBeGreaterThan(0)
  for (const tag of preloads) expect(tag).toContain('fetchpriority="low"')

  const urls = new Set([
    ...preloads.map((tag) => /href="([^"]+)"/.exec(tag)![1]!),
    ...[...html.matchAll(/import\("([^"]+\.js)"\)/g)].map((match) => match[1]!),
  ])
  expect(urls.size).toBeLessThanOrEqual(MAX_INITIAL_FILES)
  let gzipBytes = 0
  for (const url of urls) {
    const body = await (await request.get(url)).body()
    gzipBytes += zlib.gzipSync(body, { level: 9 }).length
  }
  expect(gzipBytes, `${urls.size} files`).toBeLessThanOrEqual(INITIAL_JS_BUDGET)
})

test('toasts, the progress bar and the page-view reporter load only when first needed', async ({ page }) => {
  const loaded: string[] = []
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname))
  await page.goto('/')
  await hydrated(page)
  await page.waitForLoadState('networkidle')
  const assets = loaded.filter((path) => path.startsWith('/assets/'))
  expect(assets.filter((path) => /toastify|toast-area|unstyled|nprogress/i.test(path))).toEqual([])
  // The page view of this visit is reported all the same, with the reporter's own small module.
  expect(loaded).toContain('/resources/page-view')
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1)
})

test('photo placeholders: drawn by the server for the first page, decoded on demand after a client-side navigation', async ({
  page,
}) => {
  // Photos never arrive, so their placeholders stay.
  await page.route('**/api/v1/media/**', (route) => route.abort())
  const loaded: string[] = []
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname))
  const placeholders = page.locator('article[data-talent-id] img[style*="data:image/png"]')

  await page.goto('/')
  await hydrated(page)
  await expect(placeholders.first()).toBeVisible()
  // The server drew it: the decoder was not needed.
  expect(loaded.filter((path) => /\/assets\/placeholder-/.test(path))).toEqual([])

  await page.goto('/marketplace/all/by-category')
  await hydrated(page)
  await page.getByRole('link', { name: 'Castline home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(placeholders.first()).toBeVisible()
  expect(loaded.filter((path) => /\/assets\/placeholder-/.test(path)).length).toBeGreaterThan(0)
})
