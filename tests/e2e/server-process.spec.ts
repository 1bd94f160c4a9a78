import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'

/** Starts build/server.js with the given environment and collects what it prints. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['build/server.js'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      // A production start seeds only when asked (ADR 016); these tests read the demo data.
      SEED_DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: `jwt-${SECRET}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, exited, stderr: () => stderr }
}

async function waitForHealth(url: string) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`server at ${url} never became healthy`)
}

/** A port nobody listens on now: a server left over from an aborted run cannot answer in its place. */
async function freePort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, resolve))
  const { port } = probe.address() as net.AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

const scratch = () => fs.mkdtempSync(path.join(os.tmpdir(), 'castline-e2e-'))
const SECRET = 'e2e-only-secret-that-is-long-enough-000'

test.describe('configuration errors are one line naming the variable', () => {
  const cases: [string, Record<string, string>, RegExp][] = [
    ['PORT that is not a number', { PORT: 'eighty' }, /^castline: Invalid environment: PORT must be a port number\n$/],
    ['PORT out of range', { PORT: '70000' }, /^castline: Invalid environment: PORT must be between 1 and 65535\n$/],
    [
      'RENDER_WORKERS that is not a count',
      { RENDER_WORKERS: 'two' },
      /^castline: Invalid environment: RENDER_WORKERS must be a whole number from 0 to 16\n$/,
    ],
    [
      'DATABASE_URL that is not postgres',
      { DATABASE_URL: 'mysql://x' },
      /^castline: Invalid environment: DATABASE_URL must be a postgres/,
    ],
    [
      'unreachable DATABASE_URL',
      { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' },
      /^castline: Cannot open the database named by DATABASE_URL: .*\n$/,
    ],
    [
      'missing SESSION_SECRET in production',
      { SESSION_SECRET: '' },
      /^castline: Invalid environment: SESSION_SECRET is required in production/,
    ],
  ]
  for (const [name, env, expected] of cases) {
    test(name, async () => {
      const server = startServer({
        DATA_DIR: scratch(),
        SESSION_SECRET: SECRET,
        PORT: String(await freePort()),
        ...env,
      })
      expect(await server.exited).toBe(1)
      expect(server.stderr()).toMatch(expected)
      expect(server.stderr().trim().split('\n')).toHaveLength(1)
      expect(server.stderr()).not.toMatch(/\bat .*\.js:\d+/)
    })
  }

  test('a damaged data folder (pgdata without PG_VERSION)', async () => {
    const dataDir = scratch()
    const pgdata = path.join(dataDir, 'pgdata')
    fs.mkdirSync(path.join(pgdata, 'base'), { recursive: true })
    const server = startServer({ DATA_DIR: dataDir, SESSION_SECRET: SECRET, PORT: String(await freePort()) })
    expect(await server.exited).toBe(1)
    expect(server.stderr()).toMatch(
      new RegExp(
        `^castline: The database in ${pgdata} is damaged: PG_VERSION is missing\\. No new database was created`,
      ),
    )
    expect(server.stderr().trim().split('\n')).toHaveLength(1)
    expect(fs.readdirSync(pgdata)).toEqual(['base'])
  })

  test('a PORT already in use', async () => {
    // Two servers open two fresh databases before the second finds its port taken: slow on a busy machine.
    test.setTimeout(90_000)
    const dataDir = scratch()
    const port = String(await freePort())
    // Nothing here reads demo data: seeding two fresh databases was most of this test's time.
    const first = startServer({ DATA_DIR: dataDir, SESSION_SECRET: SECRET, PORT: port, SEED_DEMO_DATA: '0' })
    try {
      await waitForHealth(`http://localhost:${port}`)
      const second = startServer({ DATA_DIR: scratch(), SESSION_SECRET: SECRET, PORT: port, SEED_DEMO_DATA: '0' })
      expect(await second.exited).toBe(1)
      expect(second.stderr()).toBe(`castline: PORT ${port} is already in use; set PORT to a free port\n`)
    } finally {
      // Even when an expectation fails, so no server is left holding the port for the next run.
      first.child.kill('SIGTERM')
    }
    expect(await first.exited).toBe(0)
  })
})

test('SIGTERM while serving finishes in-flight requests, exits 0 and keeps the data', async () => {
  test.setTimeout(90_000)
  const dataDir = scratch()
  const port = String(await freePort())
  const url = `http://localhost:${port}`
  const env = { DATA_DIR: dataDir, SESSION_SECRET: SECRET, PORT: port }
  const first = startServer(env)
  await waitForHealth(url)
  const before = await (await fetch(`${url}/api/v1/get-app-dashbord-talents-public`)).json()

  // Requests in flight when the signal lands must still be answered.
  const inFlight = Array.from({ length: 40 }, () =>
    fetch(`${url}/`)
      .then((r) => r.status)
      .catch(() => 'refused'),
  )
  await new Promise((r) => setTimeout(r, 20))
  first.child.kill('SIGTERM')
  const statuses = await Promise.all(inFlight)
  expect(await first.exited).toBe(0)
  expect(statuses.filter((s) => s !== 200 && s !== 'refused')).toEqual([])
  expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0)

  // The same data directory opens again (lock released, nothing to recover) with the same data.
  const second = startServer(env)
  await waitForHealth(url)
  const after = await (await fetch(`${url}/api/v1/get-app-dashbord-talents-public`)).json()
  expect(after).toEqual(before)
  second.child.kill('SIGTERM')
  expect(await second.exited).toBe(0)
})

test('sign-in and sign-up posts over the per-IP limit get 429 with a clear message', async () => {
  test.setTimeout(90_000)
  const url = 'http://localhost:3293'
  const server = startServer({
    DATA_DIR: scratch(),
    SESSION_SECRET: SECRET,
    PORT: '3293',
    // Unknown accounts only: no demo data to seed.
    SEED_DEMO_DATA: '0',
    AUTH_RATE_LIMIT_PER_IP: '3',
    AUTH_RATE_LIMIT_WINDOW_SECONDS: '120',
  })
  try {
    await waitForHealth(url)
    const form = new URLSearchParams({ email: 'nobody@example.test', password: 'wrong-password-1' })
    const post = (path: string) => fetch(`${url}${path}`, { method: 'POST', body: form, redirect: 'manual' })
    // Three posts, to any of the sign-in and sign-up pages, are within the limit.
    expect((await post('/login')).status).toBe(401)
    expect((await post('/signup/recruiter')).status).toBe(400)
    expect((await post('/login')).status).toBe(401)

    const page = await post('/login')
    expect(page.status).toBe(429)
    expect(page.headers.get('retry-after')).toMatch(/^\d+$/)
    const html = await page.text()
    expect(html).toContain('Too many attempts from your network. Try again in 2 minutes.')
    // Still the sign-in page, with its form, for trying again later.
    expect(html).toContain('<form')

    // The API's own sign-in call has the same limit and answers in its JSON envelope.
    const apiLogin = () =>
      fetch(`${url}/api/v1/app-user-authentication/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.test', password: 'x' }),
      })
    for (let i = 0; i < 3; i++) expect((await apiLogin()).status).toBe(401)
    const refused = await apiLogin()
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({
      success: false,
      message: 'Too many attempts from your network. Try again later.',
    })
    // Reading pages is never limited.
    expect((await fetch(`${url}/login`)).status).toBe(200)
  } finally {
    server.child.kill('SIGTERM')
    await server.exited
  }
})
