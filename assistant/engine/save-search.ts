/**
 * Saving the active search with alerts (issue 23, ADR 027): "save this search", "alert me when new ones
 * join", "naye aaye toh batana", "save it as Diwali dancers". Read before the other acts and any search
 * (questions.ts), so its words ("save", "alert", "new", "join", "sign up") never become keywords, a shortlist
 * or a sign-up; what is left of the turn is returned to be read as a request of its own ("alert me when new
 * female dancers in Mumbai join" names the search to save).
 *
 * The turn is read as words, each typo of a cue word corrected first (the lexicon's rule: same first letter,
 * one edit, a four-letter word only a dropped or swapped letter), then matched by kind: a save verb with the
 * search as its object, an alert word, or a "tell me" verb with a cue of new people arriving.
 */
import { COMMON_WORDS } from './common-words'
import { POLITE_END } from './questions'
import { isShortTypo } from './read-filters'
import { editDistance, normalize, words } from './text'

export interface SaveSearchReading {
  /** The name the turn gives the search ("save it as Diwali dancers"), as typed. */
  name?: string
  /** The turn without the name and the act's words, normalized: a request of its own when it names one. */
  rest: string
}

/** Cue words and their spellings that are no typo ("sav", "srch", "notifs"): each maps to its canonical word. */
const SPELLINGS = new Map([
  ['sav', 'save'],
  ['sve', 'save'],
  ['srch', 'search'],
  ['notifs', 'notifications'],
  ['notif', 'notification'],
  ['signups', 'signup'],
])

/** Cue words a typo may stand for (4 letters and more). */
const TYPO_TARGETS = [
  'save',
  'saved',
  'search',
  'searches',
  'filters',
  'criteria',
  'alert',
  'alerts',
  'notify',
  'notification',
  'notifications',
  'subscribe',
  'inform',
  'remind',
  'batana',
  'bataiye',
  'join',
  'joins',
  'joined',
  'register',
  'registers',
  'registered',
  'appear',
  'appears',
  'arrive',
  'arrives',
]
const IS_TYPO_TARGET: ReadonlySet<string> = new Set(TYPO_TARGETS)

/**
 * The verbs every way of asking holds (a save verb, an alert word, a "tell me" verb): a turn with none of
 * them is no save, and the patterns below are not tried. Most turns are searches; this keeps them fast.
 */
const VERBS: ReadonlySet<string> = new Set(
  [
    'save saved store bookmark remember track watch follow alert alerts alerted notify notified notification notifications subscribe keep',
    'let tell inform ping update updates message email mail text remind batana batao bataiye bata batadena khabar',
  ]
    .join(' ')
    .split(' '),
)

/** The cue word a typed word stands for; itself when it is no typo of one. Most words are common or seen. */
function cueWord(word: string): string {
  if (word.length < 4) return SPELLINGS.get(word) ?? word
  if (COMMON_WORDS.has(word)) return word
  const known = CORRECTED.get(word)
  if (known !== undefined) return known
  const corrected = SPELLINGS.get(word) ?? (IS_TYPO_TARGET.has(word) ? word : typoOf(word))
  if (CORRECTED.size >= CORRECTED_CACHE_SIZE) CORRECTED.clear()
  CORRECTED.set(word, corrected)
  return corrected
}

/** The lexicon's rule for typos (read-filters.ts), on the cue words. */
function typoOf(word: string): string {
  const limit = word.length >= 9 ? 2 : 1
  const found = TYPO_TARGETS.find(
    (cue) =>
      cue[0] === word[0] &&
      (cue.length === 4 ? word.length === 4 && isShortTypo(word, cue) : editDistance(word, cue, limit) <= limit),
  )
  return found ?? word
}

/** Words seen recently and the cue they stand for: the same few words come back in every conversation. */
const CORRECTED = new Map<string, string>()
const CORRECTED_CACHE_SIZE = 10_000

const SAVE = String.raw`(?:save|saved|store|bookmark|remember|track|watch|follow)`
const SEARCH = String.raw`(?:search|searches|query|filters?|criteria|requirement)`
/**
 * "save this search", "save these filters", "save karo ye search", "search ko save kar do": a save verb and the
 * search, at most two words apart (whatever they are: "ths", "karo ye"), either way round.
 */
const SAVE_THE_SEARCH = new RegExp(String.raw`\b${SAVE} (?:\S+ ){0,2}${SEARCH}\b|\b${SEARCH} (?:\S+ )?${SAVE}\b`)
/**
 * "save it", "save this as …", "isko save karo", "… naam se save karo": the search as a pronoun (or a name). "save this one", "save this girl"
 * are about a card (a shortlist), so "this" and "that" count only before an end or a word of no person.
 */
const SAVE_IT = new RegExp(
  String.raw`\bsave (?:it|this|that)(?= (?:as|for|please|pls|plz|karo|kar|kardo|lo|le|now|too|and|so|then|naam|yaar|ji|bhi|also|with|alert|alerts)\b|$)|\b(?:isko|ise|isse|isey|ye|yeh|iss) (?:bhi )?save\b|\bnaam se save\b`,
)
/** Words that ask for alerts by themselves: "alert me", "set up notifications", "keep me posted". */
const ALERT =
  /\b(?:alert|alerts|alerted|notify|notified|notification|notifications|subscribe)\b|\bkeep (?:me|us) (?:posted|updated|informed|in the loop)\b/
/** "show my notifications", "any alerts?": reading them, not asking for one. */
const READS_ALERTS =
  /\b(?:show|see|check|read|view|open|clear|unread|mark)\b|\bany (?:new )?(?:alerts?|notifications?)\b/
const ALERT_ME = /\b(?:alert|notify) (?:me|us)\b/
/** "turn off notifications", "don't alert me": the opposite of asking. */
const DECLINES = /\b(?:off|stop|disable|pause|mute|unsubscribe|dont|do not|no more|never)\b/
/** "let me know", "tell me", "batana": alerts only with news of people arriving. */
const TELL =
  /\b(?:let (?:me|us) know|tell (?:me|us)|inform(?: me| us)?|ping (?:me|us)|update (?:me|us)|updates|message (?:me|us)|e?mail (?:me|us)|text (?:me|us)|remind (?:me|us)|batana|batao|bataiye|bata (?:dena|do|de|dijiye)|batadena|khabar)\b/
const NEW = /\b(?:new|newly|naye|naya|nayi|fresh)\b/
/** People arriving: "joins", "signs up", "naye aaye", "gets added", "new ones come in". */
const ARRIVES =
  /\b(?:join|joins|joined|joining|register|registers|registered|signs? up|signed up|signup|aaye|aaya|aayi|aate|aati|aayega|aayegi|aayenge|added|appear|appears|arrive|arrives|listed|onboarded|shows? up|pops? up|comes? in)\b/
/** "when", "as soon as", "jab … toh": the alert's condition ("if" too often asks about someone shown). */
const WHEN = /\b(?:when|whenever|once|as soon as|jab|toh)\b/

/** Whether the corrected words ask to save the search or be alerted about it. */
function asksToSave(text: string): boolean {
  if (SAVE_THE_SEARCH.test(text) || SAVE_IT.test(text)) return true
  if (DECLINES.test(text)) return false
  if (ALERT.test(text) && (ALERT_ME.test(text) || !READS_ALERTS.test(text))) return true
  return TELL.test(text) && (ARRIVES.test(text) || (WHEN.test(text) && NEW.test(text)))
}

/** Words of the act, taken out before the rest is read as a request (none of them names a filter). */
const ACT_WORDS = new Set(
  [
    'save saved store bookmark remember track watch follow search searches query filter filters criteria requirement',
    'alert alerts alerted notify notified notification notifications subscribe keep posted updated informed loop',
    'let know tell inform ping update updates message email mail text remind batana batao bataiye bata dena',
    'batadena khabar as called named naam rakho rakh se',
    'new newly naye naya nayi fresh join joins joined joining register registers registered sign signs signed up',
    'signup aaye aaya aayi aate aati aayega aayegi aayenge added appear appears arrive arrives listed onboarded',
    'show shows pop pops come comes when whenever if once soon jab toh to agar me us mujhe hume it this that',
    'isko ise isse',
    'isey ye yeh iss ko karo kar kardo do lo le set setup create turn on switch enable get start make want',
  ]
    .join(' ')
    .split(' '),
)

/** "save it as X", "call it X", "naam rakho X", "X naam se": the name follows (or precedes) these. */
const NAME_AFTER = [
  /\b(?:it|this|that|search|query|filters?|sav\w*|sv\w*|alerts?)\s+(?:as|called|named)\s+(?!(?:soon|well|long|much|many|if|when|and|new|a new|usual)\b)(.+)$/i,
  /\b(?:name|call|title|label)\s+(?:it|this|that|the search|this search)\s+(?:as\s+)?(.+)$/i,
  /\bnaam\s+(?:rakho|rakh do|rakhna|rakh|do|de do|dedo|dena)\s+(.+)$/i,
]
const NAME_BEFORE = /^(?:(?:ye|yeh|is|iss|this|the|my)\s+)?(?:(?:search|query)\s+)?(?:ko\s+)?(.+?)\s+naam\s+se\b/i
const QUOTED = /[“"]([^”"]{1,120})[”"]|(?:^|\s)[‘']([^’']{1,120})[’'](?=[\s.,!?]|$)/
/** "… as Diwali dancers and alert me": the name ends where the turn goes on to the act. */
const NAME_END =
  /\s*(?:[,;.!?]\s*|\s+(?:and|&|aur)\s+)(?=(?:please |pls |also |then )?(?:alert|notify|let|tell|ping|keep|send|email|batana|batao|bata|save|update|inform|remind)\b)/i

/** The name as typed, less what ends a sentence: politeness, quotes, punctuation. */
function cleanName(name: string): string | undefined {
  const cut = name.split(NAME_END)[0] ?? ''
  const clean = cut
    .replace(/[?!.,;:]+\s*$/, '')
    .replace(POLITE_END, '')
    .replace(/^["“'‘]+|["”'’]+$/g, '')
    .trim()
  return clean === '' ? undefined : clean
}

/** The name the turn gives and the raw text it came from, or none. */
function nameIn(raw: string): { name: string; span: string } | null {
  const quoted = QUOTED.exec(raw)
  const quote = quoted?.[1] ?? quoted?.[2]
  if (quoted && quote) return { name: quote.trim(), span: quoted[0] }
  for (const pattern of NAME_AFTER) {
    const match = pattern.exec(raw)
    const name = match?.[1] ? cleanName(match[1]) : undefined
    if (match?.[1] && name) return { name, span: match[1] }
  }
  const before = NAME_BEFORE.exec(raw)
  const name = before?.[1] ? cleanName(before[1]) : undefined
  return before?.[1] && name ? { name, span: before[1] } : null
}

/**
 * The save-search act of a turn, with the name it gives and what is left to read; null when it is none.
 * `typed`: the turn's words as text.ts normalizes them, when the caller has them already.
 */
export function readSaveSearch(raw: string, typed = words(normalize(raw))): SaveSearchReading | null {
  if (!typed.some((word) => VERBS.has(cueWord(word)))) return null
  if (!asksToSave(typed.map(cueWord).join(' '))) return null
  const named = nameIn(raw)
  const unnamed = named ? raw.replace(named.span, ' ') : raw
  const rest = words(normalize(unnamed))
    .filter((word) => !ACT_WORDS.has(cueWord(word)))
    .join(' ')
  return { ...(named ? { name: named.name } : {}), rest }
}
