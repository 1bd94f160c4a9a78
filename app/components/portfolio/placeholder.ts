import { rgbaToDataURL, thumbHashToDataURL, thumbHashToRGBA } from 'thumbhash'

/**
 * The longest side of a decoded placeholder. ThumbHash decodes to about 32 px, an uncompressed PNG of
 * ~5 KB as a data URL; a page of cards would carry one per card in its HTML. Its detail is a few
 * low frequencies, so 10 px, smoothly upscaled by the browser, looks the same blur at a tenth of the size.
 */
export const PLACEHOLDER_MAX_SIDE = 10

const CACHE_LIMIT = 500
const cache = new Map<string, string>()

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/**
 * A ThumbHash (base64, as the API gives it) as a PNG data URL for a CSS background: the same on the
 * server and in the browser, so the placeholder is in the first HTML and hydration agrees. Null for a
 * missing or malformed hash.
 */
export function placeholderDataUrl(hash: string | null | undefined, maxSide = PLACEHOLDER_MAX_SIDE): string | null {
  if (!hash || hash.length > 200 || !BASE64.test(hash)) return null
  const key = `${maxSide}:${hash}`
  const cached = cache.get(key)
  if (cached) return cached
  let url: string
  try {
    const bytes = Uint8Array.from(atob(hash), (char) => char.charCodeAt(0))
    const image = thumbHashToRGBA(bytes)
    url = Math.max(image.w, image.h) <= maxSide ? thumbHashToDataURL(bytes) : rgbaToDataURL(...shrink(image, maxSide))
  } catch {
    return null
  }
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '')
  cache.set(key, url)
  return url
}

/** A box filter down to `maxSide` on the longer side: each output pixel averages the pixels it covers. */
function shrink(image: { w: number; h: number; rgba: Uint8Array }, maxSide: number): [number, number, Uint8Array] {
  const scale = maxSide / Math.max(image.w, image.h)
  const w = Math.max(1, Math.round(image.w * scale))
  const h = Math.max(1, Math.round(image.h * scale))
  const out = new Uint8Array(w * h * 4)
  for (let y = 0; y < h; y++) {
    const y0 = Math.floor((y * image.h) / h)
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * image.h) / h))
    for (let x = 0; x < w; x++) {
      const x0 = Math.floor((x * image.w) / w)
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * image.w) / w))
      const sum = [0, 0, 0, 0]
      for (let sy = y0; sy < y1; sy++) {
        for (let sx = x0; sx < x1; sx++) {
          const i = (sy * image.w + sx) * 4
          for (let c = 0; c < 4; c++) sum[c]! += image.rgba[i + c]!
        }
      }
      const count = (y1 - y0) * (x1 - x0)
      for (let c = 0; c < 4; c++) out[(y * w + x) * 4 + c] = Math.round(sum[c]! / count)
    }
  }
  return [w, h, out]
}

/** The URL of the widest candidate of a `srcset` ("url 320w, url 640w"), or null when it has none. */
export function widestOf(srcset: string | null | undefined): string | null {
  let best: { url: string; width: number } | null = null
  for (const candidate of (srcset ?? '').split(',')) {
    const [url, descriptor] = candidate.trim().split(/\s+/)
    const width = Number(/^(\d+)w$/.exec(descriptor ?? '')?.[1] ?? 0)
    if (url && (!best || width >= best.width)) best = { url, width }
  }
  return best?.url ?? null
}
