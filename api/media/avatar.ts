// The one style used: the collection loads all thirty (5 MB of heap).
import * as personas from '@dicebear/personas'
import { createAvatar, type StyleOptions } from '@dicebear/core'
import { LRUCache } from 'lru-cache'
import { AGE_GROUPS, GENDERS, type AgeGroup, type Gender } from '../vocabulary'

/**
 * Locally generated artwork for seeded data: avatars (DiceBear "personas"), banner and logo SVGs.
 * Nothing here touches the network, so the seed and the pages work offline.
 */

export type AvatarOptions = StyleOptions<personas.Options>
type Hair = NonNullable<personas.Options['hair']>[number]

/** Whom an avatar should look like, so a face agrees with the talent's gender and age group filters. */
export interface AvatarLook {
  gender: Gender
  ageGroup: AgeGroup
}

const AVATAR_BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c7ecd9', 'fde9b8']
const AVATAR_CACHE_SIZE = 2000
const avatarCache = new LRUCache<string, string>({ max: AVATAR_CACHE_SIZE })

/** Seed-only avatars (names without a look, which existing databases hold) keep drawing exactly these. */
const SEED_ONLY_OPTIONS: AvatarOptions = {
  backgroundColor: AVATAR_BACKGROUNDS,
  backgroundType: ['solid'],
  facialHairProbability: 15,
  // Portraits of working adults: no pacifiers, and eyes open to the camera.
  mouth: ['smile', 'bigSmile', 'smirk', 'lips'],
  eyes: ['open', 'happy', 'glasses', 'wink'],
}

/** Wheatish to deep brown: the people the product is for (the style's own palette leans pink). */
export const SKIN_COLORS = ['e3b18b', 'd49a72', 'c08560', 'a86e4b', '8c5636', '6e4129', '52301f']
export const NATURAL_HAIR_COLORS = ['1e1a1d', '2b2124', '362c47', '3d2b24', '4f3427']
/** Every grey or white, including the style's own 'dee1f5', which drew white-haired 20-year-olds. */
export const GREY_HAIR_COLORS = ['8e8b90', 'b4b2b8', 'd9d9de', 'eeeef2', 'dee1f5']
const GREYING: Partial<Record<AgeGroup, { percent: number; colors: string[] }>> = {
  '46-60': { percent: 25, colors: ['8e8b90', 'b4b2b8'] },
  '60+': { percent: 65, colors: ['b4b2b8', 'd9d9de', 'eeeef2'] },
}

const LONGER_HAIR: Hair[] = ['long', 'bobCut', 'bobBangs', 'extraLong', 'curlyBun', 'straightBun']
const SHORTER_HAIR: Hair[] = ['shortCombover', 'shortComboverChops', 'buzzcut', 'fade', 'bunUndercut', 'cap', 'beanie']
/** Statement cuts, up to 35. */
const BOLD_HAIR: { longer: Hair[]; shorter: Hair[] } = { longer: ['sideShave'], shorter: ['mohawk'] }
const BOLD_AGES: readonly AgeGroup[] = ['0-12', '13-17', '18-25', '26-35']
/** Their white highlight turns dark hair grey, so they come only with hair that is grey anyway. */
const CURLS: { longer: Hair[]; shorter: Hair[] } = { longer: ['curly'], shorter: ['curlyHighTop'] }
const THINNING_HAIR: Partial<Record<AgeGroup, Hair[]>> = {
  '36-45': ['balding'],
  '46-60': ['balding', 'bald'],
  '60+': ['balding', 'bald'],
}
/** Facial hair only from 26 on: never on children, teens or the 18-25 group. */
const BEARD_PERCENT: Partial<Record<AgeGroup, number>> = { '26-35': 40, '36-45': 50, '46-60': 50, '60+': 50 }
const OLDER: readonly AgeGroup[] = ['46-60', '60+']
const MINORS: readonly AgeGroup[] = ['0-12', '13-17']

function hairFor({ gender, ageGroup }: AvatarLook, grey: boolean): Hair[] {
  const bold = BOLD_AGES.includes(ageGroup)
  const longer: Hair[] = [...LONGER_HAIR, ...(grey ? CURLS.longer : []), ...(bold ? BOLD_HAIR.longer : [])]
  if (ageGroup === '0-12') longer.push('pigtails')
  const shorter = [
    ...SHORTER_HAIR,
    ...(THINNING_HAIR[ageGroup] ?? []),
    ...(grey ? CURLS.shorter : []),
    ...(bold ? BOLD_HAIR.shorter : []),
  ]
  if (gender === 'Female') return longer
  if (gender === 'Male') return shorter
  return [...longer, ...shorter]
}

/**
 * The personas options of an avatar: with a look, hair, facial hair, hair colour and wrinkles follow
 * the gender and age group; without one, the seed-only avatar as it always was.
 */
export function avatarLook(seed: string, look?: AvatarLook): AvatarOptions {
  if (!look) return { seed, ...SEED_ONLY_OPTIONS }
  const { gender, ageGroup } = look
  const greying = GREYING[ageGroup]
  const grey = greying !== undefined && hashSeed(`${seed}:grey`) % 100 < greying.percent
  const adult = !MINORS.includes(ageGroup)
  return {
    seed,
    backgroundColor: AVATAR_BACKGROUNDS,
    backgroundType: ['solid'],
    skinColor: SKIN_COLORS,
    hair: hairFor(look, grey),
    hairColor: grey && greying ? greying.colors : NATURAL_HAIR_COLORS,
    facialHair: ['beardMustache', 'pyramid', 'walrus', 'goatee', 'shadow', 'soulPatch'],
    facialHairProbability: gender === 'Male' ? (BEARD_PERCENT[ageGroup] ?? 0) : 0,
    nose: OLDER.includes(ageGroup) ? ['mediumRound', 'smallRound', 'wrinkles'] : ['mediumRound', 'smallRound'],
    mouth: gender !== 'Male' && adult ? ['smile', 'bigSmile', 'smirk', 'lips'] : ['smile', 'bigSmile', 'smirk'],
    eyes: ['open', 'happy', 'glasses', 'wink'],
  }
}

/**
 * Draws personas options with the face lit as designed. The style lays its face highlight (white,
 * overlay mode) inside a mask, and a mask isolates it: browsers and rasterisers then lay plain white over
 * the skin, and every dark skin tone turns ashen. Blending the masked group itself keeps the tones.
 */
export function drawAvatarSvg(options: AvatarOptions): string {
  return createAvatar(personas, options)
    .toString()
    .replace('<g mask="url(#personas-a)">', '<g mask="url(#personas-a)" style="mix-blend-mode:overlay">')
}

/** The SVG avatar of a seed (and look): the same name always draws the same face. */
export function renderAvatarSvg(seed: string, look?: AvatarLook): string {
  const name = avatarName(seed, look)
  const cached = avatarCache.get(name)
  if (cached !== undefined) return cached
  // Seed-only names keep the face they have always had.
  const svg = look ? drawAvatarSvg(avatarLook(seed, look)) : createAvatar(personas, avatarLook(seed)).toString()
  avatarCache.set(name, svg)
  return svg
}

const GENDER_CODES: Record<Gender, string> = { Male: 'm', Female: 'f', 'Non-binary': 'n' }
const lookCode = ({ gender, ageGroup }: AvatarLook) => `${GENDER_CODES[gender]}${ageGroup.replace('+', 'plus')}`
const LOOKS = new Map(
  GENDERS.flatMap((gender) => AGE_GROUPS.map((ageGroup) => [lookCode({ gender, ageGroup }), { gender, ageGroup }])),
)

/**
 * An avatar's name: the seed alone, or `<seed>--<look>` such as `priya-sharma-x1--f18-25` or
 * `T7K2M9QX4BD--m60plus`. Slugs and USERIDs never hold '--', so the name splits one way only; the look
 * rides in the name (not a query) so each URL stays one immutable image.
 */
export function avatarName(seed: string, look?: AvatarLook): string {
  return look ? `${seed}--${lookCode(look)}` : seed
}

export function parseAvatarName(name: string): { seed: string; look?: AvatarLook } {
  const at = name.lastIndexOf('--')
  const look = at > 0 ? LOOKS.get(name.slice(at + 2)) : undefined
  return look ? { seed: name.slice(0, at), look } : { seed: name }
}

export function avatarUrl(seed: string, look?: AvatarLook): string {
  return `/api/v1/media/avatars/${encodeURIComponent(avatarName(seed, look))}.svg`
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
