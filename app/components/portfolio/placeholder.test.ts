import { rgbaToThumbHash } from 'thumbhash'
import { describe, expect, it } from 'vitest'
import { PLACEHOLDER_MAX_SIDE, placeholderDataUrl, widestOf } from './placeholder'

/** A ThumbHash of a small two-colour picture, base64 as the API stores it. */
function sampleHash(w: number, h: number): string {
  const rgba = new Uint8Array(w * h * 4)
  for (let i = 0; i < w * h; i++) rgba.set(i % w < w / 2 ? [200, 80, 40, 255] : [30, 90, 200, 255], i * 4)
  return Buffer.from(rgbaToThumbHash(w, h, rgba)).toString('base64')
}

/** The width and height a PNG data URL declares in its IHDR chunk. */
function pngSize(dataUrl: string) {
  const bytes = Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

describe('placeholderDataUrl', () => {
  it('decodes a ThumbHash to a small PNG of the photo’s shape', () => {
    const url = placeholderDataUrl(sampleHash(80, 100))
    expect(url).toMatch(/^data:image\/png;base64,/)
    const { width, height } = pngSize(url!)
    expect(Math.max(width, height)).toBe(PLACEHOLDER_MAX_SIDE)
    expect(width).toBeLessThan(height)
    // A tenth of ThumbHash's own 32-px PNG: one per card in a page's HTML.
    expect(url!.length).toBeLessThan(1000)
  })

  it('keeps the full decode when asked for it', () => {
    const url = placeholderDataUrl(sampleHash(100, 75), 100)
    expect(pngSize(url!).width).toBeGreaterThan(PLACEHOLDER_MAX_SIDE)
  })

  it('is null for an avatar (no hash) and for a malformed hash', () => {
    expect(placeholderDataUrl(null)).toBeNull()
    expect(placeholderDataUrl('')).toBeNull()
    expect(placeholderDataUrl('not base64!')).toBeNull()
    expect(placeholderDataUrl('A'.repeat(300))).toBeNull()
  })

  it('answers the same for the same hash (cached)', () => {
    const hash = sampleHash(60, 60)
    expect(placeholderDataUrl(hash)).toBe(placeholderDataUrl(hash))
  })
})

describe('widestOf', () => {
  it('picks the widest candidate of a srcset', () => {
    expect(widestOf('/p/a/w320.webp 320w, /p/a/w640.webp 640w, /p/a/w1280.webp 1280w')).toBe('/p/a/w1280.webp')
    expect(widestOf('/p/a/w1280.webp 1280w, /p/a/w320.webp 320w')).toBe('/p/a/w1280.webp')
  })

  it('takes the last of equal widths (a small original’s capped variants)', () => {
    expect(widestOf('/p/a/w320.webp 320w, /p/a/w640.webp 500w, /p/a/w1280.webp 500w')).toBe('/p/a/w1280.webp')
  })

  it('is null for nothing', () => {
    expect(widestOf(null)).toBeNull()
    expect(widestOf('')).toBeNull()
  })
})
