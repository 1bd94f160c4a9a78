/**
 * Text helpers of the understanding step: one normal form for matching (lower case, words separated by
 * single spaces, digit ranges and "60+" kept) and a small edit distance for typos.
 */

/** Lower case, punctuation to spaces; keeps "26-35", "60+" and words joined by hyphens as separate words. */
export function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019`´]/g, "'")
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/&/g, ' and ')
    .replace(/(\d)'s\b/g, '$1s')
    .replace(/'s\b/g, '')
    .replace(/'/g, '')
    .replace(/(\d)\s*-\s*(?=\d)/g, '$1~')
    .replace(/(\d)\s*\+/g, '$1plus ')
    .replace(/[^a-z0-9~]+/g, ' ')
    .replace(/~/g, '-')
    .replace(/(\d)plus\b/g, '$1+')
    .replace(/\s+/g, ' ')
    .trim()
}

export function words(normalized: string): string[] {
  return normalized === '' ? [] : normalized.split(' ')
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions), stopping early once
 * it exceeds `limit`: only "is it within 1 or 2" matters here.
 */
export function editDistance(a: string, b: string, limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let previous2: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previous2[j - 2] ?? 0) + 1)
      }
      current.push(value)
      rowMin = Math.min(rowMin, value)
    }
    if (rowMin > limit) return limit + 1
    previous2 = previous
    previous = current
  }
  return previous[b.length] ?? limit + 1
}
