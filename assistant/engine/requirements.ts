/**
 * Requirements the product cannot filter on yet (ADR 025): budget, height and dates. They are acknowledged
 * in the reply and taken out of the text before it is read, so "over 6 feet" is no age and "20k" no keyword.
 */
export const UNSUPPORTED_KINDS = ['budget', 'height', 'dates'] as const
export type Unsupported = (typeof UNSUPPORTED_KINDS)[number]

const NUM = String.raw`\d+(?:[.,]\d+)?`
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`
const DAY = String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun)`
const BOUND = String.raw`(?:(?:at least|atleast|minimum|min|max|maximum|above|over|under|below|upto|up to|within|around|about|less than|more than|not more than)\s+)?`

/** Patterns over lower-cased text (apostrophes kept: 5'8), each with the spans it takes out. */
const PATTERNS: [Unsupported, RegExp][] = [
  [
    'budget',
    new RegExp(
      String.raw`${BOUND}(?:\brs\.?|\binr|₹)\s*${NUM}\s*(?:k|lakhs?|lacs?|thousand|crores?)?\b|${BOUND}${NUM}\s*(?:k|lakhs?|lacs?|thousand|crores?|rs|inr|rupees|\/-)(?=\W|$)|\b(?:(?:low|small|tight|limited|fixed|our|the|a)\s+)?budgets?\b(?:\s+(?:of|is|around|under|below|upto)\s+${NUM}\w*)?|\b(?:cheap|cheaper|cheapest|affordable|inexpensive|low cost|reasonable rates?|kam paise)\b|\bfees?\b(?:\s+(?:of|is|under|below|upto|up to)\s+${NUM}\w*)?|\b(?:day )?rates?\b(?:\s+(?:below|under|upto|of)\s+${NUM}\w*)?|${BOUND}${NUM}\s*(?:per|a|\/)\s*(?:day|hour|hr|shoot|project|episode)\b|\bper (?:day|hour|shoot)\b|\b(?:we can |can |will |willing to )?pay(?:ing)?\b(?:\s+${NUM}\w*(?:\s+(?:lakhs?|k|thousand))?)?|\bpaid\b(?!\s+(?:partnership|collab|post|promotion))(?:\s+${NUM}\w*)?`,
      'gi',
    ),
  ],
  [
    'height',
    new RegExp(
      String.raw`${BOUND}\b[3-7](?:\.\d)?\s*(?:'(?!s\b)|’(?!s\b)|ft\b|feet\b|foot\b)\s*(?:\d{1,2}\s*(?:"|”|in\b|inch(?:es)?\b)?)?(?:\s*(?:and above|or above|plus|\+|and over|or taller))?|${BOUND}\d{3}\s*cm\b|\b(?:tall|taller|tallest|height|heights|lamba|lambi|lambe)\b`,
      'gi',
    ),
  ],
  [
    'dates',
    new RegExp(
      String.raw`\b(?:available|free)?\s*(?:on|from|between|by)?\s*\d{1,2}(?:st|nd|rd|th)?\s*(?:-|to|–|and)\s*\d{1,2}(?:st|nd|rd|th)?\s+${MONTH}\b|\b\d{1,2}(?:st|nd|rd|th)?\s+${MONTH}\b|\b${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?\b|\b(?:in|by|next|this|from|early|mid|late|end of|during)\s+(?:january|february|march|april|june|july|august|september|october|november|december)\b|\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b|\b(?:(?:this|next|coming|on|by)\s+)?(?:${DAY}|weekend|week|month)\b|\b(?:today|tonight|tomorrow|tmrw|kal|parso|asap|urgent|urgently|immediately|right away|at the earliest|this week|next week|next month|dates?|schedule)\b`,
      'gi',
    ),
  ],
]

/** "next week" alone is a date; "week" inside "fashion week" is not. */
const NOT_A_DATE = /\bfashion week\b|\bweb series\b/gi

export interface RequirementReading {
  unsupported: Unsupported[]
  /** The text with those requirements taken out. */
  rest: string
}

export function readUnsupported(text: string): RequirementReading {
  let rest = text.replace(/[\u2018\u2019`´]/g, "'")
  const kept: string[] = []
  rest = rest.replace(NOT_A_DATE, (match) => {
    kept.push(match)
    return ` \uE000${kept.length - 1}\uE000 `
  })
  const unsupported: Unsupported[] = []
  for (const [kind, pattern] of PATTERNS) {
    rest = rest.replace(pattern, (match) => {
      if (match.trim() === '') return match
      if (!unsupported.includes(kind)) unsupported.push(kind)
      return ' '
    })
  }
  rest = rest.replace(/\uE000(\d+)\uE000/g, (_, index: string) => kept[Number(index)] ?? '')
  return { unsupported: UNSUPPORTED_KINDS.filter((kind) => unsupported.includes(kind)), rest }
}
