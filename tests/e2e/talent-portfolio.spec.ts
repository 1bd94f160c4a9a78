import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, expectNoViolations, hydrated, pcmWav, setTheme, test } from './support'

/**
 * A talent's portfolio on their page (issue 19): a talent of this spec's own, signed up and given photos,
 * a voice demo, a showreel and casting details through the API, so no other spec's demo data changes.
 */

const PASSWORD = 'portfolio-pass-4821'
const GALLERY = [
  { caption: 'Golden hour by the sea', alt: '' },
  { caption: 'Stage – single spotlight', alt: 'Meera on a dark stage in a single spotlight' },
  { caption: '', alt: 'Meera between takes on a web series set' },
]
const VOICE_TITLE = 'Commercial – Hindi'
const VOICE_SECONDS = 10
/** A booking that has not ended whenever the suite runs: 1 March of next year. */
const BOOKED_UNTIL = `${new Date().getUTCFullYear() + 1}-03-01`

interface Portfolio {
  path: string
  name: string
}

/** A portrait or landscape picture drawn from a gradient: big enough for every width (1280 px included). */
function photo(width: number, height: number, hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,55%)"/>
    <stop offset="1" stop-color="hsl(${hue + 60},50%,25%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height * 0.4}" r="${Math.min(width, height) * 0.18}" fill="hsl(${hue},30%,80%)"/></svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer()
}

/** A 16-bit mono WAV of a tone that swells and fades, so the waveform has a shape. */
function voiceDemo(seconds: number): Buffer {
  return pcmWav(seconds, (t) => (12_000 / 32_767) * Math.abs(Math.sin(t * 1.3)) * Math.sin(2 * Math.PI * 220 * t))
}

async function upload(
  api: APIRequestContext,
  token: string,
  file: Buffer,
  name: string,
  fields: Record<string, string>,
) {
  const mimeType = name.endsWith('.wav') ? 'audio/wav' : 'image/jpeg'
  const response = await api.post('/api/v1/my-media', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { ...fields, file: { name, mimeType, buffer: file } },
  })
  expect(response.status(), `upload of ${name}: ${await response.text()}`).toBe(201)
}

/** Signs up a talent of this worker's own and fills in the portfolio through the API. */
async function createPortfolio(api: APIRequestContext, workerIndex: number): Promise<Portfolio> {
  const name = 'Meera Iyer'
  const signup = await api.post('/api/v1/app-user-authentication/signup', {
    data: {
      userType: 'talent',
      name,
      email: `portfolio-${workerIndex}-${Date.now()}@e2e.test`,
      password: PASSWORD,
      talentType: 'Actor',
      gender: 'Female',
      birthDate: '1996-04-12',
      city: 'Mumbai',
      bio: 'An actor with a portfolio, made by the end-to-end suite.',
    },
  })
  expect(signup.status(), await signup.text()).toBe(201)
  const { accessToken: token } = (await signup.json()) as { accessToken: string }
  await upload(api, token, await photo(1600, 2000, 20), 'headshot.jpg', {
    caption: 'Headshot',
    alt: 'Meera smiling, head and shoulders',
  })
  for (const [index, fields] of GALLERY.entries()) {
    await upload(
      api,
      token,
      await photo(index % 2 ? 1600 : 2000, index % 2 ? 2000 : 1333, 90 * index),
      `${index}.jpg`,
      fields,
    )
  }
  await upload(api, token, voiceDemo(VOICE_SECONDS), 'demo.wav', { kind: 'voice', title: VOICE_TITLE })
  const patch = await api.patch('/api/v1/get-my-talent-profile', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      heightCm: 168,
      measurements: { chestCm: 86, waistCm: 66, hipsCm: 91 },
      shoeSizeEu: 38,
      accents: ['Mumbai Hindi', 'Neutral Indian English'],
      credits: [
        {
          title: 'Monsoon Letters',
          role: 'Lead',
          year: 2025,
          projectType: 'Web Series',
          url: 'https://example.com/monsoon',
        },
      ],
      bookedUntil: BOOKED_UNTIL,
      dayRate: { min: 15000, max: 125000 },
      socialHandles: [{ platform: 'Instagram', handle: '@meera.acts', followers: 128400 }],
      showreels: [{ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Acting reel 2025' }],
    },
  })
  expect(patch.status(), await patch.text()).toBe(200)
  const { profile } = (await patch.json()) as { profile: { USERID: string } }
  return { path: `/recruiter/solo/${profile.USERID}`, name }
}

let portfolio: Portfolio

test.beforeAll(async ({ playwright }, workerInfo) => {
  // Processing the photos and re-encoding the voice demo take seconds on two busy cores.
  workerInfo.setTimeout(120_000)
  const api = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL })
  try {
    portfolio = await createPortfolio(api, workerInfo.workerIndex)
  } finally {
    await api.dispose()
  }
})

const thumbnails = (page: Page) => page.getByRole('region', { name: 'Photos' }).getByRole('listitem')

test.describe('talent portfolio, JavaScript on', () => {
  test('the headshot comes first, with its srcset, and link previews show its JPEG', async ({ page }) => {
    await page.goto(portfolio.path)
    const headshot = page.getByRole('img', { name: 'Meera smiling, head and shoulders' })
    await expect(headshot).toHaveAttribute('fetchpriority', 'high')
    await expect(headshot).toHaveAttribute('loading', 'eager')
    await expect(headshot).toHaveAttribute('srcset', /w320\.webp 320w, .+w640\.webp 640w, .+w1280\.webp 1280w$/)
    await expect.poll(() => headshot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http.+\/w640\.jpg$/)
    await expect(page.locator('meta[property="og:image:type"]')).toHaveAttribute('content', 'image/jpeg')
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '640')
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '800')
  })

  test('the lightbox works from the keyboard and gives focus back', async ({ page }) => {
    await page.goto(portfolio.path)
    await hydrated(page)
    await expect(thumbnails(page)).toHaveCount(GALLERY.length)
    const second = thumbnails(page).nth(1).getByRole('button')
    await second.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: `Photos of ${portfolio.name}` })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
    const counter = dialog.locator('[aria-live="polite"]')
    await expect(counter).toHaveText(`2 of 3: ${GALLERY[1]!.alt}`)
    await expect(dialog.getByRole('img', { name: GALLERY[1]!.alt })).toHaveAttribute('srcset', /w1280\.webp 1280w/)
    await page.keyboard.press('ArrowRight')
    await expect(counter).toHaveText(`3 of 3: ${GALLERY[2]!.alt}`)
    await page.keyboard.press('ArrowRight')
    await expect(counter).toContainText('1 of 3')
    // A photo without alt text is named by its caption.
    await expect(dialog.getByRole('img', { name: `${portfolio.name}: ${GALLERY[0]!.caption}` })).toBeVisible()
    await expect(dialog).toContainText(GALLERY[0]!.caption)
    await page.keyboard.press('ArrowLeft')
    await expect(counter).toContainText('3 of 3')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(thumbnails(page).nth(2).getByRole('button')).toBeFocused()
  })

  test('a voice demo plays and seeks from the keyboard, over its waveform', async ({ page }) => {
    await page.goto(portfolio.path)
    await hydrated(page)
    const demo = page.getByRole('figure', { name: VOICE_TITLE })
    await expect(demo.locator('audio')).toHaveAttribute('preload', 'none')
    await expect(demo.locator('audio')).not.toHaveAttribute('controls')
    await expect(demo.locator('svg rect')).not.toHaveCount(0)
    const seek = demo.getByRole('slider', { name: `Seek in ${VOICE_TITLE}` })
    await expect(seek).toHaveAttribute('aria-valuetext', `0:00 of 0:${String(VOICE_SECONDS).padStart(2, '0')}`)
    await seek.focus()
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
    await expect(seek).toHaveAttribute('aria-valuetext', /^0:03 of /)
    await demo.getByRole('button', { name: `Play ${VOICE_TITLE}` }).click()
    await expect(demo.getByRole('button', { name: `Pause ${VOICE_TITLE}` })).toBeVisible()
    await demo.getByRole('button', { name: `Pause ${VOICE_TITLE}` }).click()
    await expect(demo.getByRole('button', { name: `Play ${VOICE_TITLE}` })).toBeVisible()
  })

  test('the showreel is the privacy-enhanced player, with a link to YouTube', async ({ page }) => {
    await page.goto(portfolio.path)
    const player = page.locator('iframe[title="Acting reel 2025 (YouTube video)"]')
    await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')
    await expect(player).toHaveAttribute('loading', 'lazy')
    await expect(player).toHaveAttribute('allow', 'fullscreen; picture-in-picture')
    await expect(player).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin')
    await expect(page.getByRole('link', { name: /^Watch on YouTube/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    )
  })

  test('casting details: the day rate for a recruiter only', async ({ page, signInAs }) => {
    await page.goto(portfolio.path)
    const casting = page.getByRole('region', { name: 'Casting details' })
    await expect(casting).toContainText('168 cm · 5′ 6″')
    await expect(casting).toContainText('Chest 86 · Waist 66 · Hips 91 cm')
    await expect(casting).toContainText('EU 38')
    await expect(casting).not.toContainText('Day rate')
    await expect(page.getByRole('region', { name: 'At a glance' })).toContainText(
      `Booked until 1 Mar ${new Date().getUTCFullYear() + 1}`,
    )
    await expect(page.getByRole('region', { name: 'Credits' })).toContainText('Monsoon Letters')
    await expect(page.getByRole('region', { name: 'On social media' })).toContainText(
      '1,28,400 followers (self-declared)',
    )
    await signInAs('recruiter')
    await page.reload()
    await expect(casting).toContainText('₹15,000 – ₹1,25,000 a day')
  })

  for (const theme of ['dark', 'light'] as const) {
    test(`no serious accessibility violations, lightbox open or not (${theme})`, async ({ page }) => {
      await setTheme(page, theme)
      await page.goto(portfolio.path)
      await hydrated(page)
      await expectNoViolations(page, 'page: ')
      await thumbnails(page).first().getByRole('button').click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectNoViolations(page, 'lightbox: ')
    })
  }
})

test.describe('talent portfolio, JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('thumbnails link to the large photo and demos have the native player', async ({ page }) => {
    await page.goto(portfolio.path)
    await expect(thumbnails(page)).toHaveCount(GALLERY.length)
    for (let i = 0; i < GALLERY.length; i++) {
      await expect(thumbnails(page).nth(i).getByRole('link')).toHaveAttribute('href', /\/w1280\.webp$/)
    }
    // The placeholder is in the server's HTML: no script decodes it.
    await expect(thumbnails(page).first().locator('img')).toHaveAttribute('style', /data:image\/png;base64,/)
    await expect(page.locator('audio[controls][preload="none"]')).toHaveCount(1)
    await expect(page.getByRole('slider')).toHaveCount(0)
    await thumbnails(page).nth(1).getByRole('link').click()
    await expect(page).toHaveURL(/\/w1280\.webp$/)
  })
})
