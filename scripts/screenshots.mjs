// Screenshots of pages in both themes at a phone and a desktop width, for looking at what we build.
// Usage: node scripts/screenshots.mjs http://localhost:3000 / /404 …   (PNGs go to .cache/screenshots)
import fs from 'node:fs'
import { chromium } from '@playwright/test'

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2)
const out = '.cache/screenshots'
fs.mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
const host = new URL(base).hostname
for (const theme of ['dark', 'light']) {
  for (const [device, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1366, height: 900 }],
  ]) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 })
    await context.addCookies([
      { name: 'castline_theme', value: Buffer.from(JSON.stringify(theme)).toString('base64'), domain: host, path: '/' },
    ])
    const page = await context.newPage()
    for (const path of paths.length ? paths : ['/']) {
      await page.goto(base + path, { waitUntil: 'networkidle' })
      const file = `${out}/${path.replace(/\W+/g, '_') || 'home'}-${theme}-${device}.png`
      await page.screenshot({ path: file, fullPage: device === 'phone' ? false : true })
      console.log(file)
    }
    await context.close()
  }
}
await browser.close()
