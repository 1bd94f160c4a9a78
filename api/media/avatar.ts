// The one style used: the collection loads all thirty (5 MB of heap).
import * as personas from '@dicebear/personas'
import { createAvatar } from '@dicebear/core'
import { LRUCache } from 'lru-cache'

/**
 * Locally generated artwork for seeded data: avatars (DiceBear "personas"), banner and logo SVGs.
 * Nothing here touches the network, so the seed and the pages work offline.
 */

const AVATAR_BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c7ecd9', 'fde9b8']
const AVATAR_CACHE_SIZE = 2000
const avatarCache = new LRUCache<string, string>({ max: AVATAR_CACHE_SIZE })

/** The SVG avatar of a seed: the same seed always draws the same face. */
export function renderAvatarSvg(seed: string): string {
  const cached = avatarCache.get(seed)
  if (cached !== undefined) return cached
  const svg = createAvatar(personas, {
    seed,
    backgroundColor: AVATAR_BACKGROUNDS,
    backgroundType: ['solid'],
    facialHairProbability: 15,
    // Portraits of working adults: no pacifiers, and eyes open to the camera.
    mouth: ['smile', 'bigSmile', 'smirk', 'lips'],
    eyes: ['open', 'happy', 'glasses', 'wink'],
  }).toString()
  avatarCache.set(seed, svg)
  return svg
}

export function avatarUrl(seed: string): string {
  return `/api/v1/media/avatars/${encodeURIComponent(seed)}.svg`
}

export function logoUrl(slug: string): string {
  return `/api/v1/media/logos/${encodeURIComponent(slug)}.svg`
}

/** The banner route needs the size and title to draw; they ride along as query parameters. */
export function bannerUrl(seed: string, size: { width: number; height: number }, title: string): string {
  const query = new URLSearchParams({ size: `${size.width}x${size.height}`, title })
  return `/api/v1/media/banners/${encodeURIComponent(seed)}.svg?${query.toString()}`
}

/** Parses a banner size such as '1080x1080'; null when it is not WIDTHxHEIGHT within 16..4096. */
export function parseBannerSize(size: string): { width: number; height: number } | null {
  const match = /^(\d{2,4})x(\d{2,4})$/.exec(size)
  if (!match) return null
  const width = Number(match[1])
  const height = Number(match[2])
  const inRange = (n: number) => n >= 16 && n <= 4096
  return inRange(width) && inRange(height) ? { width, height } : null
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => XML_ENTITIES[c] ?? c)
}

const XML_ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' }

/** Warm, readable gradient pairs; white text stays legible on every one. */
const GRADIENTS: readonly (readonly [string, string])[] = [
  ['#ff6a3d', '#9d2bd0'],
  ['#f7971e', '#d9376e'],
  ['#11998e', '#2b5876'],
  ['#4568dc', '#b06ab3'],
  ['#e65c00', '#a8326b'],
  ['#0f766e', '#1e3a8a'],
  ['#c2185b', '#4a148c'],
  ['#2c7a7b', '#6b46c1'],
]

/** FNV-1a: a tiny stable hash so artwork depends only on its seed. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

function pick<T>(items: readonly T[], hash: number): T {
  const item = items[hash % items.length]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

/** Splits a title into at most three lines of roughly maxChars characters. */
function wrapTitle(title: string, maxChars: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of title.trim().split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  if (line) lines.push(line)
  if (lines.length > 3) {
    const kept = lines.slice(0, 3)
    kept[2] = `${kept[2] ?? ''}…`
    return kept
  }
  return lines
}

function clampSize(n: number): number {
  return Number.isFinite(n) ? Math.min(4096, Math.max(16, Math.round(n))) : 1080
}

/** A gradient banner with soft shapes and the title centred on it. */
export function renderBannerSvg(seed: string, width: number, height: number, title: string): string {
  const w = clampSize(width)
  const h = clampSize(height)
  const hash = hashSeed(seed)
  const [from, to] = pick(GRADIENTS, hash)
  const angle = (hash >>> 8) % 2 === 0 ? { x2: '1', y2: '1' } : { x2: '1', y2: '0' }
  const fontSize = Math.round(Math.min(w / 14, h / 6))
  const lines = wrapTitle(title, Math.max(8, Math.floor((w * 0.8) / (fontSize * 0.55))))
  const lineHeight = Math.round(fontSize * 1.2)
  const firstBaseline = h / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35
  const text = lines
    .map(
      (line, i) => `<tspan x="${w / 2}" y="${Math.round(firstBaseline + i * lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join('')
  const r1 = Math.round(Math.max(w, h) * (0.25 + ((hash >>> 4) % 10) / 40))
  const r2 = Math.round(Math.max(w, h) * (0.15 + ((hash >>> 12) % 10) / 50))
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="${angle.x2}" y2="${angle.y2}">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<circle cx="${Math.round(w * 0.85)}" cy="${Math.round(h * 0.15)}" r="${r1}" fill="#fff" fill-opacity="0.12"/>` +
    `<circle cx="${Math.round(w * 0.1)}" cy="${Math.round(h * 0.9)}" r="${r2}" fill="#fff" fill-opacity="0.08"/>` +
    `<text fill="#fff" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="${fontSize}" ` +
    `font-weight="700" text-anchor="middle">${text}</text></svg>`
  )
}

function initialsOf(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  const letters = words.length > 1 ? [words[0], words[1]] : [words[0]]
  return letters
    .map((word) => (word ? (Array.from(word)[0] ?? '') : ''))
    .join('')
    .toUpperCase()
}

/** A square brand mark: the name's initials on a gradient tile. */
export function renderLogoSvg(seed: string, name: string): string {
  const hash = hashSeed(seed)
  const [from, to] = pick(GRADIENTS, hash)
  const initials = initialsOf(name) || '?'
  const fontSize = initials.length > 1 ? 96 : 120
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img">` +
    `<title>${escapeXml(name)}</title>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="256" height="256" rx="56" fill="url(#g)"/>` +
    `<text x="128" y="128" dy="0.35em" fill="#fff" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" ` +
    `font-size="${fontSize}" font-weight="700" text-anchor="middle">${escapeXml(initials)}</text></svg>`
  )
}
