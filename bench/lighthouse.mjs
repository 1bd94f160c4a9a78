// Lighthouse 12 (through npx, on Debian's Chromium) on the home page and a talent page, plus the initial
// JavaScript of `/` in gzip bytes. Budgets (issue 5): every category ≥ 95; initial JS of / ≤ 120 KB gzip.
// Usage: npm run build && node bench/lighthouse.mjs [--url http://…] [--talent TAL000001]
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { parseArgs } from 'node:util'
import zlib from 'node:zlib'
import { startServer } from './lib.mjs'

const run = promisify(execFile)
const { values } = parseArgs({
  options: { url: { type: 'string' }, talent: { type: 'string', default: 'TAL000001' } },
})
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ')
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** The scripts a first visit to `path` loads: the module entry and every modulepreload, gzip-compressed. */
async function initialJavaScript(base, pagePath) {
  const html = await (await fetch(base + pagePath)).text()
  const urls = new Set()
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(match[1])
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)/g)) urls.add(match[1])
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) urls.add(match[1])
  let raw = 0
  let gzip = 0
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer())
    raw += body.length
    gzip += zlib.gzipSync(body, { level: 9 }).length
  }
  return { files: urls.size, rawKB: +(raw / 1024).toFixed(1), gzipKB: +(gzip / 1024).toFixed(1) }
}

async function lighthouse(url, preset) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'castline-lh-')), 'report.json')
  const args = [
    '-y',
    'lighthouse@12',
    url,
    '--quiet',
    '--output=json',
    `--output-path=${out}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROME_FLAGS}`,
  ]
  if (preset === 'desktop') args.push('--preset=desktop')
  await run('npx', args, { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 })
  const report = JSON.parse(fs.readFileSync(out, 'utf8'))
  const row = { page: new URL(url).pathname, preset }
  for (const id of CATEGORIES) row[id] = Math.round(report.categories[id].score * 100)
  const failing = Object.values(report.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => `${audit.id} (${audit.score})`)
  return { row, failing }
}

const server = values.url ? { url: values.url, stop: async () => {} } : await startServer({ port: 3302 })
try {
  const pages = ['/', `/recruiter/solo/${values.talent}`]
  const rows = []
  for (const page of pages) {
    for (const preset of ['mobile', 'desktop']) {
      const { row, failing } = await lighthouse(server.url + page, preset)
      rows.push(row)
      if (failing.length) console.log(`${page} (${preset}) audits below 0.9: ${failing.join(', ')}`)
    }
  }
  console.table(rows)
  const js = await initialJavaScript(server.url, '/')
  console.log(`initial JavaScript of /: ${js.files} files, ${js.rawKB} KB raw, ${js.gzipKB} KB gzip (budget ≤ 120 KB)`)
  const worst = Math.min(...rows.flatMap((row) => CATEGORIES.map((id) => row[id])))
  console.log(`lowest category score: ${worst} (budget ≥ 95)`)
} finally {
  await server.stop()
}
