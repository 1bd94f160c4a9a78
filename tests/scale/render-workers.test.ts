import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, SCALE_SECRETS } from './nodes'

/**
 * ADR 014: the production build renders pages on worker threads. The same pages, from the same database,
 * rendered by a worker (RENDER_WORKERS=1) and in the main thread (RENDER_WORKERS=0), must be the same
 * documents. Needs a build (`npm run build`); runs on the embedded database.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'castline-render-workers-'))

async function startServer(renderWorkers: number) {
  if (!fs.existsSync('build/server-render-worker.js')) {
    throw new Error('The render worker test needs a build: run `npm run build` first')
  }
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, ['build/server.js'], {
    env: {
      ...process.env,
      ...SCALE_SECRETS,
      NODE_ENV: 'production',
      SEED_DEMO_DATA: '1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      RENDER_WORKERS: String(renderWorkers),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    const up = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) break
    if (i > 300) throw new Error('server did not start in 60 s')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM')
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve))
    },
  }
}

interface Page {
  status: number
  renderedBy: string | undefined
  contentEncoding: string | null
  html: string
}

/** Each page as a browser asks for it; the nonce and the server's own address may differ. */
async function read(url: string, pathnames: string[]): Promise<Map<string, Page>> {
  const host = new URL(url).host
  const pages = new Map<string, Page>()
  for (const pathname of pathnames) {
    const response = await fetch(url + pathname, { headers: { 'accept-encoding': 'gzip' }, redirect: 'manual' })
    const nonce = /nonce="([^"]+)"/.exec(await response.clone().text())?.[1]
    const html = await response.text()
    pages.set(pathname, {
      status: response.status,
      renderedBy: /render;desc="(\w+)"/.exec(response.headers.get('server-timing') ?? '')?.[1],
      contentEncoding: response.headers.get('content-encoding'),
      html: (nonce ? html.replaceAll(nonce, 'NONCE') : html).replaceAll(host, 'HOST'),
    })
  }
  return pages
}

let pathnames: string[] = []
let inMain: Map<string, Page>
let inWorker: Map<string, Page>

beforeAll(async () => {
  const main = await startServer(0)
  try {
    const home = await (await fetch(`${main.url}/`)).text()
    const linked = (pattern: RegExp) => [...home.matchAll(pattern)].map((match) => match[1]!).slice(0, 2)
    pathnames = [
      '/',
      '/?page=2',
      '/talent',
      '/home/talent',
      '/view-all-talents',
      '/login',
      '/signup',
      '/404',
      '/recruiter/solo/TAL999999',
      // (A talent's own page is left out: each view of it counts, so the second server shows one more.)
      ...linked(/href="(\/brand\/[^"]+)"/g),
    ]
    inMain = await read(main.url, pathnames)
  } finally {
    await main.stop()
  }
  const worker = await startServer(1)
  try {
    inWorker = await read(worker.url, pathnames)
  } finally {
    await worker.stop()
  }
}, 120_000)

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('render workers (production build)', () => {
  it('render each page as the main thread does, byte for byte but the nonce', () => {
    expect(pathnames.length).toBeGreaterThanOrEqual(10)
    for (const pathname of pathnames) {
      const [main, worker] = [inMain.get(pathname)!, inWorker.get(pathname)!]
      expect(worker.status, pathname).toBe(main.status)
      expect(worker.html, pathname).toBe(main.html)
    }
  })

  it('take the pages that have no error to show, gzipped as the compressor would; the rest render in the main thread', () => {
    const home = inWorker.get('/')!
    expect(home).toMatchObject({ status: 200, renderedBy: 'worker', contentEncoding: 'gzip' })
    expect(home.html).toContain('data-talent-id="TAL')
    expect(inMain.get('/')).toMatchObject({ status: 200, renderedBy: 'main', contentEncoding: 'gzip' })
    const byWorker = pathnames.filter((pathname) => inWorker.get(pathname)!.renderedBy === 'worker')
    expect(byWorker.length).toBeGreaterThanOrEqual(8)
    // An unknown talent's page shows an error boundary: a thrown response, which only the main thread has.
    expect(inWorker.get('/recruiter/solo/TAL999999')).toMatchObject({ status: 404, renderedBy: 'main' })
  })
})
