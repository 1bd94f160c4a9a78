import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, hydrated, test } from './support'

/**
 * Issue 20: the chat keeps working when WebSockets are blocked (long-polling fallback), shows the round-trip
 * time of its ping, and a signed-in page refreshes its session on a timer (every 55 minutes).
 */

/**
 * A proxy in front of the app that passes every HTTP request on and refuses every WebSocket upgrade, as some
 * office and carrier networks do.
 */
async function upgradeRefusingProxy(target: string) {
  const upstream = new URL(target)
  const refused: string[] = []
  const server = http.createServer((request, response) => {
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    forwarded.on('error', () => response.destroy())
    request.pipe(forwarded)
  })
  server.on('upgrade', (request: http.IncomingMessage, socket) => {
    refused.push(request.url ?? '')
    socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
  })
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve))
  const url = `http://localhost:${(server.address() as AddressInfo).port}`
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return { url, refused, close }
}

test('the chat falls back to long polling when WebSocket upgrades are refused', async ({ page, baseURL }) => {
  const proxy = await upgradeRefusingProxy(baseURL!)
  try {
    await page.goto(`${proxy.url}/`)
    await hydrated(page)
    await page.getByTestId('chat-launcher').click()
    const panel = page.getByTestId('chat-panel')
    await expect(panel.getByTestId('chat-status')).toHaveText(/^Online/, { timeout: 20_000 })
    expect(proxy.refused.some((url) => url.includes('transport=websocket'))).toBe(true)
    // A guest's search answers over long polling: the public list.
    const input = page.getByLabel('Message the assistant')
    await input.fill('search now')
    await input.press('Enter')
    await expect(panel.locator('[data-talent-id]').first()).toBeVisible({ timeout: 15_000 })
  } finally {
    await proxy.close()
  }
})

test('the panel shows the round-trip time of its ping', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await page.getByTestId('chat-launcher').click()
  await expect(page.getByTestId('chat-status')).toHaveText(/^Online · \d+ ms$/, { timeout: 20_000 })
})

test('a signed-in page refreshes its session on a timer, every 55 minutes', async ({ page, signInAs }) => {
  await page.clock.install()
  await signInAs('recruiter')
  const answers: unknown[] = []
  page.on('response', async (response) => {
    if (response.url().endsWith('/resources/session-refresh') && response.request().method() === 'POST')
      answers.push(await response.json().catch(() => null))
  })
  await page.goto('/')
  await hydrated(page)
  // When the page opens it learns how long the token has left, then waits for it.
  await expect.poll(() => answers.length).toBe(1)
  expect(answers[0]).toMatchObject({ signedIn: true, refreshInSeconds: expect.any(Number) })
  await page.clock.runFor('50:00')
  expect(answers).toHaveLength(1)
  await page.clock.runFor('06:00')
  await expect.poll(() => answers.length).toBe(2)
  expect(answers[1]).toMatchObject({ signedIn: true })
  await page.clock.runFor('56:00')
  await expect.poll(() => answers.length).toBe(3)
})

test('a guest’s page has no session to refresh', async ({ page }) => {
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/resources/session-refresh')) posts.push(request.method())
  })
  await page.goto('/')
  await hydrated(page)
  await page.waitForTimeout(500)
  expect(posts).toEqual([])
})
