import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { thumbHashToRGBA } from 'thumbhash'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as fixtures from './media-fixtures'
import { processPhoto } from './photo'
import { createMediaProcessor, MediaBusy, type MediaProcessor } from './processing'
import { MediaRejected, PHOTO_VARIANTS, type ProcessedPhoto } from './types'

let dir: string
const file = (name: string) => path.join(dir, name)

/** The 1600×1200 JPEG with EXIF, GPS, XMP and ICC that most tests use, written once. */
let gpsJpeg: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'castline-photo-'))
  gpsJpeg = file('gps.jpg')
  await fixtures.jpegWithGps(gpsJpeg)
})
afterAll(() => rm(dir, { recursive: true, force: true }))

/** The MediaRejected a promise fails with, for a look at its status and message. */
async function rejection(promise: Promise<unknown>): Promise<MediaRejected> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  if (!(error instanceof MediaRejected)) throw new Error(`expected a MediaRejected, got ${String(error)}`)
  return error
}

const UNREADABLE = 'could not be read as an image; it may be damaged or not really a photo'

async function expectNoMetadata(photo: ProcessedPhoto) {
  for (const variant of photo.variants) {
    const metadata = await sharp(variant.bytes).metadata()
    expect(metadata.exif, variant.name).toBeUndefined()
    expect(metadata.xmp, variant.name).toBeUndefined()
    expect(metadata.iptc, variant.name).toBeUndefined()
    expect(metadata.icc, variant.name).toBeUndefined()
    const bytes = Buffer.from(variant.bytes)
    for (const marker of ['Exif', 'GPS', 'http://ns.adobe.com/xap', 'FixtureCam', 'Priya']) {
      expect(bytes.includes(marker), `${variant.name} holds "${marker}"`).toBe(false)
    }
  }
}

describe('processPhoto', () => {
  it('makes every variant without EXIF, GPS, XMP or ICC', async () => {
    const original = await readFile(gpsJpeg)
    // The fixture does carry what must be stripped.
    const { exif, xmp, icc } = await sharp(original).metadata()
    expect(xmp && icc && original.includes('http://ns.adobe.com/xap')).toBeTruthy()
    // The GPS IFD pointer (tag 0x8825), in either byte order.
    expect(exif?.includes(Buffer.from([0x25, 0x88])) || exif?.includes(Buffer.from([0x88, 0x25]))).toBe(true)

    const photo = await processPhoto(gpsJpeg)
    expect(photo.variants.map((variant) => variant.name)).toEqual(PHOTO_VARIANTS.map((variant) => variant.name))
    await expectNoMetadata(photo)
  })

  it('gives each variant its width and type, and the original its size', async () => {
    const photo = await processPhoto(gpsJpeg)
    expect(photo).toMatchObject({ width: 1600, height: 1200 })
    const sizes = await Promise.all(
      photo.variants.map(async (variant) => {
        const metadata = await sharp(variant.bytes).metadata()
        expect(metadata).toMatchObject({ width: variant.width, height: variant.height })
        return `${variant.name} ${metadata.format} ${variant.contentType} ${variant.width}×${variant.height}`
      }),
    )
    expect(sizes).toEqual([
      'w320.webp webp image/webp 320×240',
      'w640.webp webp image/webp 640×480',
      'w1280.webp webp image/webp 1280×960',
      'w640.jpg jpeg image/jpeg 640×480',
    ])
  })

  it('never enlarges a small photo, but still makes every variant', async () => {
    await fixtures.png(file('small.png'), 500, 250)
    const photo = await processPhoto(file('small.png'))
    expect(photo.variants.map((variant) => `${variant.name} ${variant.width}×${variant.height}`)).toEqual([
      'w320.webp 320×160',
      'w640.webp 500×250',
      'w1280.webp 500×250',
      'w640.jpg 500×250',
    ])
  })

  it('turns a photo upright by its EXIF orientation', async () => {
    await fixtures.rotatedJpeg(file('sideways.jpg'))
    expect(await sharp(file('sideways.jpg')).metadata()).toMatchObject({ width: 600, height: 300, orientation: 6 })
    const photo = await processPhoto(file('sideways.jpg'))
    expect(photo).toMatchObject({ width: 300, height: 600 })
    for (const variant of photo.variants) {
      const metadata = await sharp(variant.bytes).metadata()
      expect(metadata.height).toBeGreaterThan(metadata.width)
      expect(metadata.orientation).toBeUndefined()
    }
  })

  it('gives a ThumbHash placeholder that decodes to the photo’s shape', async () => {
    const { placeholder } = await processPhoto(gpsJpeg)
    expect(placeholder).toMatch(/^[A-Za-z0-9+/]{20,40}={0,2}$/)
    const decoded = thumbHashToRGBA(Buffer.from(placeholder, 'base64'))
    // ThumbHash keeps the aspect ratio roughly (4:3 comes back as 32×23).
    expect(decoded.w / decoded.h).toBeGreaterThan(1.2)
    expect(decoded.w / decoded.h).toBeLessThan(1.5)
    expect(decoded.rgba.length).toBe(decoded.w * decoded.h * 4)
  })

  it('refuses a 30000×30000 PNG header at once, without decoding it', async () => {
    await fixtures.hugePngHeader(file('bomb.png'))
    const before = process.memoryUsage().rss
    const started = performance.now()
    const error = await rejection(processPhoto(file('bomb.png')))
    expect(performance.now() - started).toBeLessThan(500)
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024)
    expect(error.status).toBe(400)
    expect(error.message).toMatch(/^is too large: 30000×30000 pixels is 900 megapixels.* at most 50/)
  })

  it('refuses a truncated JPEG, a polyglot and files that are no image', async () => {
    await fixtures.truncatedJpeg(file('cut.jpg'))
    await fixtures.polyglot(file('poly.jpg'))
    await fixtures.svgWithScript(file('script.svg'))
    await fixtures.gif(file('anim.gif'))
    for (const name of ['cut.jpg', 'poly.jpg', 'script.svg', 'anim.gif']) {
      const error = await rejection(processPhoto(file(name)))
      expect({ name, status: error.status, message: error.message }).toEqual({ name, status: 400, message: UNREADABLE })
    }
  })
})

describe('createMediaProcessor', () => {
  let processor: MediaProcessor
  beforeAll(() => {
    processor = createMediaProcessor({ threads: 1 })
  })
  afterAll(() => processor.close())

  it('processes a photo on a worker thread, with the same result as in this thread', async () => {
    const photo = await processor.photo(gpsJpeg)
    expect(photo.width).toBe(1600)
    expect(photo.variants.every((variant) => variant.bytes instanceof Uint8Array)).toBe(true)
    expect(photo.placeholder).toBe((await processPhoto(gpsJpeg)).placeholder)
    await expectNoMetadata(photo)
  })

  it('brings a refusal back from the worker with its status and message', async () => {
    await fixtures.polyglot(file('pooled-poly.jpg'))
    const error = await rejection(processor.photo(file('pooled-poly.jpg')))
    expect({ status: error.status, message: error.message }).toEqual({ status: 400, message: UNREADABLE })
  })

  it('refuses work beyond its queue with MediaBusy', async () => {
    const small = createMediaProcessor({ threads: 1, maxQueue: 1 })
    try {
      const settled = await Promise.allSettled(Array.from({ length: 4 }, () => small.photo(gpsJpeg)))
      expect(settled.filter((outcome) => outcome.status === 'fulfilled').length).toBeGreaterThanOrEqual(1)
      const refusals = settled.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []))
      expect(refusals.length).toBeGreaterThanOrEqual(1)
      expect(refusals.every((reason) => reason instanceof MediaBusy)).toBe(true)
    } finally {
      await small.close()
    }
  })

  it('processes a voice demo on a worker thread', async () => {
    await fixtures.wav(file('pooled.wav'), 1)
    const audio = await processor.audio(file('pooled.wav'), 'wav')
    expect(audio.durationSeconds).toBeCloseTo(1, 1)
    expect(audio.peaks).toHaveLength(200)
    expect(Buffer.from(audio.mp3.subarray(0, 2))).toEqual(Buffer.from([0xff, 0xfb]))
  })
})
