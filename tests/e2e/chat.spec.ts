import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'

/**
 * The chat assistant end to end: the island in a real browser talking to build/server.js over
 * socket.io. The test runs its own server process (not Playwright's webServer) so it can restart it
 * on the same data: search sessions live in the database, and the island reconnects by itself.
 */

const PORT = Number(process.env.E2E_CHAT_PORT ?? Number(process.env.E2E_PORT ?? 3210) - 1)
const URL = `http://localhost:${PORT}`
const SECRET = 'e2e-only-secret-that-is-long-enough-000'

function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['build/server.js'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      SEED_DEMO_DATA: '1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SESSION_SECRET: SECRET,
      JWT_SECRET: `jwt-${SECRET}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, exited }
}

async function waitForHealth() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${URL}/healthz`)).ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`server at ${URL} never became healthy`)
}

async function stop(server: { child: ChildProcess; exited: Promise<number | null> }) {
  if (server.child.exitCode === null) server.child.kill('SIGTERM')
  return server.exited
}

const panelCards = (page: Page) => page.getByTestId('chat-panel').locator('[data-talent-id]')
const ids = (locator: ReturnType<Page['locator']>) =>
  locator.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-talent-id') ?? ''))

async function ask(page: Page, text: string) {
  const input = page.getByLabel('Message the assistant')
  await input.fill(text)
  await input.press('Enter')
  await expect(page.getByTestId('chat-user-message').last()).toHaveText(`You: ${text}`)
}

test('search in the chat, load more, view all, and carry on after a server restart', async ({ page }) => {
  test.setTimeout(180_000)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'castline-e2e-chat-'))
  let server = startServer(dataDir)
  try {
    await waitForHealth()
    await page.goto(`${URL}/`)
    await page.getByTestId('chat-launcher').click()
    const panel = page.getByTestId('chat-panel')
    await expect(panel.getByTestId('chat-status')).toHaveText(/^Online/, { timeout: 20_000 })
    // The guest welcome, with its options.
    await expect(panel.getByTestId('chat-assistant-message').first()).toContainText('Castline assistant')
    await expect(panel.getByRole('button', { name: 'Sign Up', exact: true })).toBeVisible()

    // Filtered search needs an account (requirements §5; a guest's search is in tests/security/guest-search.test.ts).
    await page.goto(`${URL}/login`)
    await page.getByLabel('Email').fill('recruiter@demo.test')
    await page.getByLabel('Password').fill('demo-pass-123')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByTestId('account-link')).toBeVisible()
    if (!(await panel.isVisible())) await page.getByTestId('chat-launcher').click()
    await expect(panel.getByTestId('chat-status')).toHaveText(/^Online/, { timeout: 20_000 })
    await ask(page, 'female actors')
    await expect(panelCards(page)).toHaveCount(10, { timeout: 15_000 })
    await expect(panel.getByTestId('chat-typing')).toHaveCount(0)
    const firstPage = await ids(panelCards(page))
    expect(new Set(firstPage).size).toBe(10)
    await expect(panel.getByTestId('chat-assistant-message').last()).toContainText(/Found \d+ Female Actors/)
    // The fullest portfolio leads (the demo talent's), its chat card showing the headshot's WebP (issue 19).
    await expect(panelCards(page).first().locator('img')).toHaveAttribute(
      'src',
      /\/media\/p\/[0-9a-f]{64}\/w640\.webp$/,
    )
    await expect(panelCards(page).first().locator('img')).toHaveAttribute('srcset', /w320\.webp 320w/)

    // The panel's own Load more button (the last one; the message offers the option too).
    await panel.getByRole('button', { name: 'Load more', exact: true }).last().click()
    await expect.poll(async () => (await ids(panelCards(page))).length, { timeout: 15_000 }).toBeGreaterThan(10)
    const loaded = await ids(panelCards(page))
    expect(loaded.slice(0, 10)).toEqual(firstPage)
    expect(loaded.slice(10).some((id) => firstPage.includes(id))).toBe(false)

    // View all: the same search session, on its own page.
    const viewAll = panel.getByTestId('chat-view-all').first()
    const href = await viewAll.getAttribute('href')
    expect(href).toMatch(/^\/chatbot\/view-all-talents\?sessionId=[0-9a-f-]{36}$/)
    await viewAll.click()
    await expect(page).toHaveURL(`${URL}${href}`)
    // The view-all page's own results: right after the URL changes, the old page's cards may still be drawn.
    await expect(page.getByRole('heading', { level: 1, name: 'Female Actors' })).toBeVisible()
    const articles = page.locator('section[aria-labelledby="view-all-results"] article[data-talent-id]')
    await expect(articles.first()).toBeVisible()
    const listed = await ids(articles)
    const shown = Math.min(listed.length, loaded.length)
    expect(shown).toBeGreaterThanOrEqual(10)
    expect(listed.slice(0, shown)).toEqual(loaded.slice(0, shown))

    // Restart the server on the same data: the island shows it went away, then reconnects by itself.
    expect(await stop(server)).toBe(0)
    await expect(panel.getByTestId('chat-status')).not.toHaveText(/^Online/)
    server = startServer(dataDir)
    await waitForHealth()
    await expect(panel.getByTestId('chat-status')).toHaveText(/^Online/, { timeout: 30_000 })
    // The conversation carries on (no second welcome), and a new query works.
    const before = await panel.getByTestId('chat-assistant-message').count()
    await ask(page, 'dancers for music videos')
    await expect(panel.getByTestId('chat-assistant-message').nth(before)).toContainText(/Found \d+ Dancers/, {
      timeout: 15_000,
    })
    await expect(panel.getByTestId('chat-assistant-message').nth(before).locator('[data-talent-id]')).not.toHaveCount(0)
    // The session of before the restart still pages on the view-all page.
    await page.reload()
    await expect(page.locator('article[data-talent-id]').first()).toBeVisible()
  } finally {
    await stop(server)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})
