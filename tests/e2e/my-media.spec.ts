import fs from 'node:fs/promises'
import type { Locator, Page, TestInfo } from '@playwright/test'
import sharp from 'sharp'
import { DEMO_PASSWORD, expect, expectNoViolations, hydrated, pcmWav, test } from './support'

/**
 * Issue 19 on the talent's own page: photos and a voice demo uploaded, the headshot chosen, the order
 * changed, a photo deleted, a caption and a title edited, casting details and a showreel saved; with
 * JavaScript (drop zone, progress, live region) and without it (plain posts, redirects, flash messages).
 * Each test signs up its own talent, so the two modes never see each other's media.
 */

/** Three photos told apart by their shape once stored (each card's <img> carries width and height). */
const PHOTOS = {
  /** Landscape, with GPS coordinates and a camera make in its EXIF: the stored copies must have none. */
  gps: { file: 'with-gps.jpg', width: 600, height: 400 },
  /** Stored landscape, EXIF orientation 6: shown portrait, turned the right way up. */
  rotated: { file: 'rotated.jpg', width: 400, height: 600 },
  square: { file: 'square.png', width: 500, height: 500 },
} as const
type PhotoName = keyof typeof PHOTOS

async function writeFixtures(testInfo: TestInfo) {
  const solid = (width: number, height: number, colour: string) =>
    sharp({ create: { width, height, channels: 3, background: colour } })
  const paths = {
    gps: testInfo.outputPath(PHOTOS.gps.file),
    rotated: testInfo.outputPath(PHOTOS.rotated.file),
    square: testInfo.outputPath(PHOTOS.square.file),
    voice: testInfo.outputPath('demo-voice.wav'),
  }
  await solid(600, 400, '#c0784f')
    .jpeg()
    .withExif({
      IFD0: { Make: 'CastlineTestCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '72/1 52/1 0/1' },
    })
    .toFile(paths.gps)
  // 600 × 400 pixels stored, to be shown turned a quarter clockwise: 400 wide, 600 high.
  await solid(600, 400, '#3c6eaa').jpeg().withMetadata({ orientation: 6 }).toFile(paths.rotated)
  await solid(500, 500, '#5aa064').png().toFile(paths.square)
  await fs.writeFile(paths.voice, sineWav(2))
  // The fixture really carries what the server must take out.
  const exif = (await sharp(paths.gps).metadata()).exif
  expect(exif?.includes(Buffer.from([0x25, 0x88])), 'the GPS fixture has a GPS IFD').toBe(true)
  return paths
}

/** A 16-bit mono PCM WAV of a 440 Hz tone. */
function sineWav(seconds: number): Buffer {
  return pcmWav(seconds, (t) => (12_000 / 32_767) * Math.sin(2 * Math.PI * 440 * t))
}

/** A new talent account, signed in in this page's browser context (the sign-up form's post). */
async function signUpTalent(page: Page, label: string) {
  const email = `media-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`
  const response = await page.context().request.post('/signup?index', {
    form: {
      name: 'Ishita Rao',
      email,
      password: 'stage-lights-42',
      talentType: 'Actor',
      city: 'Mumbai',
      gender: 'Female',
      birthDate: '1998-05-20',
    },
    maxRedirects: 0,
  })
  expect(response.status(), 'sign-up').toBe(302)
}

const section = (page: Page) => page.getByRole('region', { name: 'Photos & voice demos' })
const photoCards = (page: Page) => section(page).locator('[data-media-kind="photo"]')
const voiceCards = (page: Page) => section(page).locator('[data-media-kind="voice"]')
const cardOf = (page: Page, name: PhotoName) =>
  photoCards(page).filter({
    has: page.locator(`img[width="${PHOTOS[name].width}"][height="${PHOTOS[name].height}"]`),
  })

/** The photos in the order the page shows them, by name. */
async function photoOrder(page: Page): Promise<PhotoName[]> {
  const sizes = await photoCards(page)
    .locator('img')
    .evaluateAll((images) => images.map((image) => `${image.getAttribute('width')}x${image.getAttribute('height')}`))
  return sizes.map((size) => {
    const name = (Object.keys(PHOTOS) as PhotoName[]).find(
      (key) => `${PHOTOS[key].width}x${PHOTOS[key].height}` === size,
    )
    if (!name) throw new Error(`a photo of an unexpected size: ${size}`)
    return name
  })
}

async function expectOrder(page: Page, order: PhotoName[]) {
  await expect.poll(() => photoOrder(page)).toEqual(order)
  await expect(cardOf(page, order[0]!).getByRole('heading', { name: /your headshot$/ })).toBeAttached()
  await expect(photoCards(page).filter({ has: page.getByText('Headshot', { exact: true }) })).toHaveCount(1)
}

/**
 * What the page said about the last change: the section's live region with JavaScript, the flash banner
 * (a status) after the redirect without it.
 */
function said(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text })
}

async function uploadWithoutJavaScript(page: Page, path: string, fields: { caption?: string; title?: string } = {}) {
  await page.getByLabel('Photo or voice demo').setInputFiles(path)
  if (fields.caption) await page.getByLabel('Caption for a photo').fill(fields.caption)
  if (fields.title) await page.getByLabel('Title for a voice demo').fill(fields.title)
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`talent media, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('photos, a voice demo and casting details, from upload to the checklist', async ({ page }, testInfo) => {
      test.setTimeout(120_000)
      const files = await writeFixtures(testInfo)
      await signUpTalent(page, javaScriptEnabled ? 'js' : 'html')
      await page.goto('/my-profile/talent')
      await hydrated(page, javaScriptEnabled)
      await expect(section(page).getByText('Photos: up to 20 (JPEG, PNG or WebP, 15 MB each).')).toBeVisible()
      await expect(
        section(page).getByText(/Voice demos: up to 6 \(MP3, WAV, M4A or OGG, 20 MB and 5 minutes/),
      ).toBeVisible()
      await expect(page.getByRole('link', { name: 'A headshot' })).toBeVisible()

      // Three photos.
      if (javaScriptEnabled) {
        await page.getByLabel('Choose files').setInputFiles([files.gps, files.rotated, files.square])
        const uploads = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem')
        await expect(uploads).toHaveCount(3)
        await expect(uploads.filter({ hasText: 'Photo added.' })).toHaveCount(3, { timeout: 30_000 })
        await expect(photoCards(page)).toHaveCount(3)
        await expect(said(page, /: Photo added\.$/)).toBeVisible()
      } else {
        for (const [index, name] of (['gps', 'rotated', 'square'] as const).entries()) {
          await uploadWithoutJavaScript(page, files[name])
          await expect(photoCards(page)).toHaveCount(index + 1)
          await expect(said(page, 'Photo added.')).toBeVisible()
        }
      }
      await expect(section(page).getByRole('heading', { name: 'Photos (3 of 20)' })).toBeVisible()
      const uploadedOrder = await photoOrder(page)
      expect([...uploadedOrder].sort()).toEqual(['gps', 'rotated', 'square'])
      await expectOrder(page, uploadedOrder)
      // The rotated photo is stored the right way up: 400 wide, 600 high (cardOf finds it by that).
      await expect(cardOf(page, 'rotated')).toHaveCount(1)

      // What is served of the GPS photo carries no EXIF (no place, no camera).
      const gpsImage = cardOf(page, 'gps').locator('img')
      const webp = await gpsImage.getAttribute('src')
      expect(webp).toMatch(/\/w640\.webp$/)
      for (const url of [webp!, webp!.replace(/w640\.webp$/, 'w640.jpg'), webp!.replace(/w640\.webp$/, 'w320.webp')]) {
        const served = await page.request.get(url)
        expect(served.status(), url).toBe(200)
        const metadata = await sharp(await served.body()).metadata()
        expect(metadata.exif, `${url} has no EXIF`).toBeUndefined()
        expect(metadata.width).toBeLessThanOrEqual(600)
      }

      // The square photo becomes the headshot: first in the list, on the page's header too.
      await cardOf(page, 'square')
        .getByRole('button', { name: /^Make headshot/ })
        .click()
      await expect(said(page, 'Headshot changed: this photo now leads your profile.')).toBeVisible()
      const afterHeadshot: PhotoName[] = ['square', ...uploadedOrder.filter((name) => name !== 'square')]
      await expectOrder(page, afterHeadshot)
      const squareSrc = await cardOf(page, 'square').locator('img').getAttribute('src')
      await expect(page.locator('article header img')).toHaveAttribute('src', squareSrc!)

      // The last photo moves one place earlier.
      const last = afterHeadshot[2]!
      await cardOf(page, last)
        .getByRole('button', { name: /^Move earlier/ })
        .click()
      await expect(said(page, 'Photo moved to place 2 of 3.')).toBeVisible()
      const afterMove: PhotoName[] = [afterHeadshot[0]!, last, afterHeadshot[1]!]
      await expectOrder(page, afterMove)
      if (javaScriptEnabled) {
        // Focus stays on the button just used, now on the same photo in its new place.
        await expect(cardOf(page, last).getByRole('button', { name: /^Move earlier/ })).toBeFocused()
      }

      // A caption, edited.
      await cardOf(page, 'square').getByText('Edit caption and alt text').click()
      await cardOf(page, 'square').getByLabel('Caption').fill('Studio headshot, 2025')
      await cardOf(page, 'square').getByLabel('Alt text').fill('A plain green square')
      await cardOf(page, 'square')
        .getByRole('button', { name: /^Save caption and alt text/ })
        .click()
      await expect(said(page, 'Photo details saved.')).toBeVisible()
      await expect(cardOf(page, 'square').getByText('Studio headshot, 2025', { exact: true })).toBeVisible()
      await expect(cardOf(page, 'square').getByRole('img', { name: 'A plain green square' })).toBeVisible()

      // The rotated photo, deleted after the warning.
      await cardOf(page, 'rotated').getByText('Delete…').click()
      await expect(cardOf(page, 'rotated').getByText('It cannot be undone.')).toBeVisible()
      await cardOf(page, 'rotated')
        .getByRole('button', { name: /^Delete for good/ })
        .click()
      await expect(said(page, 'Photo deleted.')).toBeVisible()
      await expectOrder(
        page,
        afterMove.filter((name) => name !== 'rotated'),
      )
      await expect(section(page).getByRole('heading', { name: 'Photos (2 of 20)' })).toBeVisible()

      // A voice demo, with its length and a title.
      if (javaScriptEnabled) {
        await page.getByLabel('Choose files').setInputFiles(files.voice)
        await expect(said(page, /demo-voice\.wav: Voice demo added\./)).toBeVisible({ timeout: 30_000 })
        await expect(voiceCards(page)).toHaveCount(1)
        await voiceCards(page).getByText('Edit title').click()
        await voiceCards(page).getByLabel('Demo title').fill('Commercial – Hindi')
        await voiceCards(page)
          .getByRole('button', { name: /^Save title/ })
          .click()
        await expect(said(page, 'Voice demo title saved.')).toBeVisible()
      } else {
        await uploadWithoutJavaScript(page, files.voice, { title: 'Commercial – Hindi' })
        await expect(said(page, 'Voice demo added.')).toBeVisible()
      }
      await expect(voiceCards(page).getByRole('heading', { name: /Commercial – Hindi$/ })).toBeVisible()
      await expect(voiceCards(page).getByText('0:02')).toBeVisible()
      await expect(section(page).getByRole('heading', { name: 'Voice demos (1 of 6)' })).toBeVisible()

      // Casting details and a showreel.
      const casting = page.getByRole('region', { name: 'Casting details' })
      await casting.getByLabel('Height (cm)').fill('168')
      await casting.getByLabel('Shoe size (EU)').fill('38.5')
      await casting.getByLabel('Accents').fill('Mumbai Hindi, Neutral English')
      await casting.getByRole('radio', { name: 'Booked until a date' }).check()
      await casting.getByLabel('Booked until', { exact: true }).fill('2030-12-12')
      await casting.getByLabel('Day rate from (₹)').fill('15000')
      await casting.getByLabel('Day rate up to (₹)').fill('25000')
      const credit = casting.getByRole('group', { name: 'Credit 1' })
      await credit.getByLabel('Project title').fill('Monsoon Letters')
      await credit.getByLabel('Your role').fill('Meera (lead)')
      await credit.getByLabel('Year').fill('2024')
      await credit.getByLabel('Project type').selectOption('Film')
      const reel = casting.getByRole('group', { name: 'Showreel 1' })
      await reel.getByLabel('YouTube or Vimeo link').fill('https://youtu.be/dQw4w9WgXcQ')
      await reel.getByLabel('Reel title').fill('Drama reel')
      await casting.getByRole('button', { name: 'Save casting details' }).click()
      await expect(said(page, 'Your casting details are saved.')).toBeVisible()

      await page.reload()
      await hydrated(page, javaScriptEnabled)
      await expect(casting.getByLabel('Height (cm)')).toHaveValue('168')
      await expect(casting.getByLabel('Booked until', { exact: true })).toHaveValue('2030-12-12')
      await expect(casting.getByRole('group', { name: 'Credit 1' }).getByLabel('Project title')).toHaveValue(
        'Monsoon Letters',
      )
      await expect(casting.getByRole('group', { name: 'Showreel 1' }).getByLabel('YouTube or Vimeo link')).toHaveValue(
        'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      )
      // The checklist keeps only what is still missing: a third photo, the bio and the skills and languages.
      const checklist = page.getByRole('region', { name: 'Profile checklist' })
      for (const done of ['A headshot', 'Your height', 'A credit (a past project)', 'A showreel link']) {
        await expect(checklist.getByText(done)).toHaveCount(0)
      }
      await expect(checklist.getByRole('link', { name: 'At least 3 photos' })).toHaveAttribute('href', '#photos')
      await expect(checklist.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^\d+$/)
      // axe runs in the page: only with JavaScript on (the markup is the same without it).
      if (javaScriptEnabled) await expectNoViolations(page)
    })

    test('a bad casting form is answered beside its fields; a refused or dropped upload says why', async ({
      page,
    }, testInfo) => {
      await signUpTalent(page, javaScriptEnabled ? 'js-bad' : 'html-bad')
      await page.goto('/my-profile/talent')
      await hydrated(page, javaScriptEnabled)
      const casting = page.getByRole('region', { name: 'Casting details' })
      // A row added keeps what was typed (without JavaScript the server answers the form one row longer).
      await casting.getByRole('group', { name: 'Credit 1' }).getByLabel('Project title').fill('Monsoon Letters')
      await casting.getByRole('button', { name: 'Add a credit' }).click()
      await expect(casting.getByRole('group', { name: 'Credit 2' })).toBeVisible()
      await expect(casting.getByRole('group', { name: 'Credit 1' }).getByLabel('Project title')).toHaveValue(
        'Monsoon Letters',
      )
      await casting.getByRole('button', { name: 'Remove credit 1' }).click()
      await expect(casting.getByRole('group', { name: 'Credit 2' })).toHaveCount(0)
      await casting.getByLabel('Height (cm)').fill('17')
      const reel = casting.getByRole('group', { name: 'Showreel 1' })
      await reel.getByLabel('YouTube or Vimeo link').fill('https://example.com/my-reel')
      await casting.getByRole('button', { name: 'Save casting details' }).click()
      await expect(casting.getByLabel('Height (cm)')).toHaveAttribute('aria-invalid', 'true')
      await expect(casting.getByText('Your height is at least 50 cm')).toBeVisible()
      await expect(reel.getByText(/^Paste a YouTube or Vimeo video link/)).toBeVisible()
      await expect(reel.getByLabel('YouTube or Vimeo link')).toHaveValue('https://example.com/my-reel')

      // Text that claims to be a photo is refused by its bytes, with the file's name in the message.
      const fake = testInfo.outputPath('not-a-photo.jpg')
      await fs.writeFile(fake, 'this is not a JPEG at all')
      if (javaScriptEnabled) {
        await page.getByLabel('Choose files').setInputFiles(fake)
        const row = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem')
        await expect(row.getByText(/^"not-a-photo\.jpg" /)).toBeVisible({ timeout: 15_000 })
        // Sending the same bytes again cannot help: no Retry, only removing the row.
        await expect(row.getByRole('button', { name: /^Retry/ })).toHaveCount(0)
        await row.getByRole('button', { name: /^Remove from the list/ }).click()
        await expect(row).toHaveCount(0)

        // A connection that drops mid-upload: the row says so and offers Retry, which sends the file again.
        const photo = testInfo.outputPath('retry.png')
        await sharp({ create: { width: 320, height: 320, channels: 3, background: '#886644' } })
          .png()
          .toFile(photo)
        let dropped = false
        await page.route('**/resources/my-media', async (route) => {
          if (dropped) return route.continue()
          dropped = true
          return route.abort('connectionreset')
        })
        await page.getByLabel('Choose files').setInputFiles(photo)
        await expect(row.getByText(/connection dropped/)).toBeVisible()
        await row.getByRole('button', { name: /^Retry/ }).click()
        await expect(row.getByText('Photo added.')).toBeVisible({ timeout: 15_000 })
        await expect(photoCards(page)).toHaveCount(1)
        await page.unroute('**/resources/my-media')
      } else {
        await uploadWithoutJavaScript(page, fake)
        await expect(said(page, /^"not-a-photo\.jpg" /)).toBeVisible()
        await expect(photoCards(page)).toHaveCount(0)
      }
    })
  })
}

test('the upload route: a guest is sent to sign in, a recruiter is refused, and a script is told so in JSON', async ({
  page,
}) => {
  const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#777777' } })
    .png()
    .toBuffer()
  const multipart = { file: { name: 'a.png', mimeType: 'image/png', buffer: photo } }
  const json = { accept: 'application/json' }
  const request = page.context().request
  const guest = await request.post('/resources/my-media', { multipart, maxRedirects: 0 })
  expect(guest.status()).toBe(302)
  expect(guest.headers().location).toBe('/login?redirectTo=%2Fmy-profile%2Ftalent')
  const guestScript = await request.post('/resources/my-media', { multipart, headers: json })
  expect(guestScript.status()).toBe(401)
  expect(await guestScript.json()).toEqual({ success: false, message: 'Sign in to add photos and voice demos.' })

  const signIn = await request.post('/login', {
    form: { email: 'recruiter@demo.test', password: DEMO_PASSWORD },
    maxRedirects: 0,
  })
  expect(signIn.status()).toBe(302)
  const recruiter = await request.post('/resources/my-media', { multipart, headers: json })
  expect(recruiter.status()).toBe(403)
  expect(await recruiter.json()).toEqual({ success: false, message: 'Only a talent can have photos and voice demos.' })
  const recruiterForm = await request.post('/resources/my-media', { multipart, maxRedirects: 0 })
  expect(recruiterForm.status()).toBe(403)
  expect(await recruiterForm.text()).toBe('Only a talent can have photos and voice demos.')
})
