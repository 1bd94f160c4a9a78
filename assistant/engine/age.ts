import { AGE_GROUPS, AGE_GROUP_BOUNDS, type AgeGroup } from '../../api/vocabulary'

/** Ages above this are not read as ages ("5000-10000" is a budget). */
const MAX_AGE = 100
const OLDEST = 120

/** The age group that overlaps [min, max] the most; on a tie, the one holding the middle. */
export function ageGroupForRange(min: number, max: number): AgeGroup {
  const middle = (min + max) / 2
  let best: AgeGroup = AGE_GROUPS[0]
  let bestScore = -Infinity
  for (const group of AGE_GROUPS) {
    const bounds = AGE_GROUP_BOUNDS[group]
    const upper = bounds.max ?? OLDEST
    const overlap = Math.min(max, upper) - Math.max(min, bounds.min) + 1
    const holdsMiddle = middle >= bounds.min && middle <= upper + 0.5 ? 0.5 : 0
    const score = overlap + holdsMiddle
    if (score > bestScore) {
      best = group
      bestScore = score
    }
  }
  return best
}

export function ageGroupForAge(age: number): AgeGroup {
  return ageGroupForRange(age, age)
}

const DECADES: Record<string, number> = {
  twenties: 20,
  thirties: 30,
  forties: 40,
  fifties: 50,
  sixties: 60,
  seventies: 70,
}

const YEARS = String.raw`(?:years?|yrs?|yr|y)(?: old)?|yo|year olds?|years olds?|(?:saal|sal|varsh)(?: (?:ka|ki|ke))?`
const NUMBER = String.raw`(\d{1,3})`

type Reader = { pattern: RegExp; read: (match: RegExpExecArray) => AgeGroup | null }

const age = (text: string | undefined) => (text === undefined ? NaN : Number(text))
const valid = (...ages: number[]) => ages.every((a) => Number.isInteger(a) && a >= 0 && a <= MAX_AGE)

function range(min: number, max: number): AgeGroup | null {
  return valid(min, max) && min <= max ? ageGroupForRange(min, max) : null
}

/** Patterns over normalized text (text.ts), most specific first. */
const READERS: Reader[] = [
  {
    // "between 18 and 25", "from 20 to 30", "aged 20 to 30", "20 to 30 years"
    pattern: new RegExp(
      String.raw`\b(?:(?:between|from|aged?|ages)\s+${NUMBER}\s+(?:and|to)\s+${NUMBER}(?:\s+(?:${YEARS}))?|${NUMBER}\s+to\s+${NUMBER}\s+(?:${YEARS}))\b`,
    ),
    read: (m) => range(age(m[1] ?? m[3]), age(m[2] ?? m[4])),
  },
  {
    // "18 to 25", "18 se 25" (Hinglish "from 18 to 25")
    pattern: new RegExp(String.raw`\b${NUMBER}\s+(?:to|se)\s+${NUMBER}\b`),
    read: (m) => range(age(m[1]), age(m[2])),
  },
  {
    // "30 ke upar", "30 saal se zyada": over 30
    pattern: new RegExp(
      String.raw`\b${NUMBER}\s+(?:(?:saal|sal)\s+)?(?:ke|se|say)\s+(?:upar|uppar|zyada|jyada|adhik)\b`,
    ),
    read: (m) => {
      const n = age(m[1])
      return valid(n) ? ageGroupForAge(Math.min(n + 1, MAX_AGE)) : null
    },
  },
  {
    // "25 se kam", "12 saal se neeche": under 25
    pattern: new RegExp(String.raw`\b${NUMBER}\s+(?:(?:saal|sal)\s+)?(?:ke|se|say)\s+(?:neeche|niche|kam)\b`),
    read: (m) => {
      const n = age(m[1])
      return valid(n) && n > 0 ? ageGroupForAge(n - 1) : null
    },
  },
  {
    // "26-35", "aged 36-45", "18-25 years"
    pattern: new RegExp(String.raw`(?:\b(?:aged?|ages|between)\s+)?\b${NUMBER}-${NUMBER}(?:\s+(?:${YEARS}))?\b`),
    read: (m) => range(age(m[1]), age(m[2])),
  },
  {
    // "60+", "above 60", "over 40", "older than 30", "60 and above", "60 plus"
    pattern: new RegExp(
      String.raw`(?:\b(?:above|over|older than|more than)\s+${NUMBER}(?:\s+(?:${YEARS}))?\b|\b${NUMBER}(?:\+|\s+(?:and|or)\s+(?:above|over|older)\b|\s+plus\b))`,
    ),
    read: (m) => {
      const n = age(m[1] ?? m[2])
      return valid(n) ? ageGroupForAge(Math.min(n + 1, MAX_AGE)) : null
    },
  },
  {
    // "under 12", "below 18", "younger than 25", "less than 10"
    pattern: new RegExp(String.raw`\b(?:under|below|younger than|less than)\s+${NUMBER}(?:\s+(?:${YEARS}))?\b`),
    read: (m) => {
      const n = age(m[1])
      return valid(n) && n > 0 ? ageGroupForAge(n - 1) : null
    },
  },
  {
    // "early 20s", "late thirties", "in their 40s", "30s"
    pattern: /\b(?:(early|mid|late)\s+)?(?:(\d)0s|(twenties|thirties|forties|fifties|sixties|seventies))\b/,
    read: (m) => {
      const start = m[2] !== undefined ? Number(m[2]) * 10 : (DECADES[m[3] ?? ''] ?? NaN)
      if (!valid(start)) return null
      if (m[1] === 'early') return range(start, start + 3)
      if (m[1] === 'mid') return range(start + 3, start + 6)
      if (m[1] === 'late') return range(start + 6, start + 9)
      return range(start, start + 9)
    },
  },
  {
    // "aged 30", "age 22", "age of 40", "around 50", "about 35", "22 year old", "a 22 yo", "25ish"
    pattern: new RegExp(
      String.raw`\b(?:(?:aged?|age of|aged about|aged around|around|about|approx|approximately|roughly|nearly|almost)\s+${NUMBER}(?:\s+(?:${YEARS}))?|${NUMBER}\s+(?:${YEARS})|${NUMBER}\s*ish)\b`,
    ),
    read: (m) => {
      const n = age(m[1] ?? m[2] ?? m[3])
      return valid(n) ? ageGroupForAge(n) : null
    },
  },
]

const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
}
/** Number words up to nineteen (the chat's "first two" reads them too). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
}
const TENS_WORDS = new RegExp(
  String.raw`\b(${Object.keys(TENS).join('|')})(?: (one|two|three|four|five|six|seven|eight|nine))?\b`,
  'g',
)
const TEEN_WORDS = /\b(ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\b/g

/** "sixty plus", "twenty five years": ages in words as digits (single units stay words: "the first one"). */
function digits(normalized: string): string {
  return normalized
    .replace(TENS_WORDS, (_, tens: string, unit: string | undefined) =>
      String((TENS[tens] ?? 0) + (NUMBER_WORDS[unit ?? ''] ?? 0)),
    )
    .replace(TEEN_WORDS, (word: string) => String(NUMBER_WORDS[word] ?? word))
    .replace(/(\d) plus\b/g, '$1+')
}

/**
 * A headcount: a number or a range right before the people it counts ("2-3 girls", "need 5 models", "4 to 6
 * background dancers"). It says how many, never how old, so it is taken out before an age is read: "2-3 girls
 * … 20-25ish" is 18-25, not 0-12. Only small numbers count heads: "18-25 girls" is an age, and an age
 * before people with its unit ("20 year old girls") never matches.
 */
const MAX_HEADCOUNT = 12
const HEADCOUNT = new RegExp(
  String.raw`\b\d{1,3}(?:\s*(?:-|to|or)\s*\d{1,3})?\s+(?:(?:more|female|male|young|good|experienced|new|fresh|background|lead|supporting)\s+)?` +
    String.raw`(?:girls?|boys?|women|woman|men|man|people|persons?|actors?|actress(?:es)?|models?|dancers?|artists?|artistes?|` +
    String.raw`creators?|influencers?|kids|children|ladkiyan|ladkiya|ladkiyon|ladke|ladki|ladka|log|faces|talents?|extras|candidates|profiles)\b`,
  'g',
)

/** Reads an age or age range from normalized text; returns the group and the text without it. */
export function readAge(text: string): { ageGroup?: AgeGroup; rest: string } {
  const normalized = digits(text).replace(HEADCOUNT, (count) =>
    // "18-25 girls" is an age: a headcount is small.
    (count.match(/\d+/g) ?? []).every((n) => Number(n) <= MAX_HEADCOUNT) ? count.replace(/^[\d\s\-tor]+/, '') : count,
  )
  for (const { pattern, read } of READERS) {
    const match = pattern.exec(normalized)
    if (!match) continue
    const ageGroup = read(match)
    if (!ageGroup) continue
    const rest = `${normalized.slice(0, match.index)} ${normalized.slice(match.index + match[0].length)}`
    return { ageGroup, rest: rest.replace(/\s+/g, ' ').trim() }
  }
  return { rest: normalized }
}
