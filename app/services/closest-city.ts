import { CITIES, CITY_ALIASES } from '../../api/vocabulary'
import { editDistance } from '../../assistant/engine/text'

/**
 * "Did you mean Mumbai?" for a city the list does not know: the listed city (or common alias, answered as its
 * city) within a few typing slips of what was typed. A slip is a letter added, dropped, changed or two
 * neighbours swapped ("Mumbia"): the optimal string alignment distance, which is small enough to compute
 * against the whole list (45 cities, 18 aliases) on every request.
 */

const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase()

/** Every spelling we know, canonical cities first (they win a tie), with the city each one means. */
const SPELLINGS: readonly (readonly [string, string])[] = [
  ...CITIES.map((city) => [key(city), city] as const),
  ...Object.entries(CITY_ALIASES).map(([alias, city]) => [key(alias), city] as const),
]

/** Slips allowed for a word of this length: one in a short name, up to three in a long one. */
function slipsAllowed(length: number): number {
  if (length <= 4) return 1
  if (length <= 8) return 2
  return 3
}

/**
 * Edits (insert, delete, substitute, swap two neighbours) from a to b, or more than `max` once that is sure: the
 * assistant's own optimal string alignment distance, which reads typos in chat messages the same way.
 */
export const slips = (a: string, b: string, max = Infinity): number => editDistance(a, b, max)

/** The listed city closest to `typed` within the slips its length allows, or null when none is that close. */
export function closestCity(typed: string): string | null {
  const wanted = key(typed)
  if (!wanted || wanted.length > 60) return null
  const max = slipsAllowed(wanted.length)
  let best: { city: string; distance: number } | null = null
  for (const [spelling, city] of SPELLINGS) {
    const distance = slips(wanted, spelling, max)
    if (distance <= max && (!best || distance < best.distance)) best = { city, distance }
  }
  return best?.city ?? null
}
