import { COMMON_WORDS } from './common-words'
import { readCrafts } from './crafts'
import { compactFilters, filterCount, type FilterKey, type Filters } from './filters'
import { ANY_LANGUAGE, DEFAULT_LANGUAGE_INDEX, readLanguages, type LanguageIndex } from './languages'
import { LEXICON, VOCABULARY_WORDS } from './lexicon'
import { readAct, type Act } from './questions'
import { correctTypo, readFilters } from './read-filters'
import { readName } from './read-name'
import { readUnsupported, type Unsupported } from './requirements'
import { readSaveSearch } from './save-search'
import { normalize, words } from './text'

/**
 * What a message asks for. `search`: filters; `name`: a person by name; `keywords`: free text for the
 * search service's text search; `skip`: "any" / "no preference" (with anyFilters when it says which);
 * the rest are conversation moves.
 */
export type Intent =
  | 'search'
  | 'name'
  | 'keywords'
  | 'skip'
  | 'greeting'
  | 'thanks'
  | 'goodbye'
  | 'help'
  | 'human'
  | 'login'
  | 'signup'
  | 'searchNow'
  | 'loadMore'
  | 'newSearch'
  | 'shift'
  | 'chitchat'
  | Act['kind']
  | 'unknown'

export interface Understanding {
  intent: Intent
  /** Canonical filter values (architecture §3); only the ones the text names. */
  filters: Filters
  /** Filters the text explicitly leaves open: "any city", "all projects", "male or female". */
  anyFilters: FilterKey[]
  /** A person's name as typed (typos kept: the name search tolerates them). */
  name?: string
  /**
   * Free text for the search service's text search: for `keywords`, what the message asks for; for
   * `search`, the crafts it names beside the filters ("kathak dancers in Pune" → "kathak").
   */
  keywords?: string
  /** Canonical language names the turn asks for (any-of). */
  languages?: string[]
  /** "any language": drop the language requirement. */
  anyLanguage?: boolean
  /** Requirements the product cannot filter on yet, acknowledged in the reply (ADR 025). */
  unsupported?: Unsupported[]
  /** A question about the results or an action on them. */
  act?: Act
  /** "older" +1, "younger" -1: move the age group by one (ADR 025 rule 4). */
  shift?: 1 | -1
  /** A refinement marker ("only", "actually", "instead", "sirf"): the turn refines even if it names a type. */
  refines?: boolean
  /** "new requirement:", "next role": the turn replaces the search whatever it names. */
  startsNew?: boolean
  /** "also Telugu": add the languages to the ones asked for rather than replace them. */
  addsLanguages?: boolean
  /** The name is a bare word ("Anushka"): mid-way through the questions it is read as words instead. */
  bare?: boolean
}

/** What the engine may know about the catalog: its languages and talent names (EngineDeps). */
export interface Vocabulary {
  languages?: LanguageIndex
  /** Lower-case talent names of the catalog: a bare word that is one is a name, not a search. */
  isTalentName?: (word: string) => boolean
}

const REFINES =
  /\b(?:only|just|also|actually|instead|rather|what about|how about|make it|make them|change to|change it to|switch to|same but|i meant|i mean|sirf|bas|bhi|ke bajaye|ki jagah|nahi|not)\b/
const STARTS_NEW =
  /\b(?:new requirement|new requirements|next role|next requirement|another project|another role|new project|new role|different project|naya role|nayi requirement)\b/
const OLDER = /\b(?:older|elder|more mature|mature|bada|bade|badi|bde|umar zyada|zyada umar|more experienced age)\b/
const YOUNGER = /\b(?:younger|less old|chhota|chhote|chhoti|chota|chote|choti|kam umar|umar kam|youthful)\b/
const ADDS = /\b(?:also|bhi|plus|as well|too)\b/
/** Small talk that is no request even when it names a city ("what's the weather in Mumbai"). */
const CHITCHAT =
  /\b(?:jokes?|weather|lol|lmao|rofl|haha+|hehe+|you(?:re| are) (?:(?:so|very|pretty|really|quite|too) )?(?:fast|quick|smart|funny|slow|great|awesome|cool|amazing|a bot|human|real|clever)|are you (?:a )?(?:bot|human|real|robot|ai)|who (?:made|built|created) you|your name|meaning of life|bored)\b/
/** "find ravi": a trigger before a bare word; the word is a name when nothing else reads it. */
const FIND = /^\s*(?:please |pls )?(?:find|show me|search for|search|look up|lookup|get me|pull up)\s+(?=\S+\s*$)/i
/** "not Mumbai, Pune", "Noida nahi, Gurgaon": the negated city is not part of the turn. */
const NEGATED = /\bnot (?:in )?([a-z]+)(?: ([a-z]+))?\b|\b(?:([a-z]+) )?([a-z]+) (?:nahi|nahin|na)\b/g

/** Whole-message phrases of the conversation moves, normalized (text.ts); filler words around them are fine. */
const MOVES: [Exclude<Intent, 'search' | 'name' | 'keywords' | 'unknown'>, RegExp][] = [
  [
    'loadMore',
    /^(?:(?:please|pls|ok|okay) )?(?:show|load|see|get|give me|view)? ?(?:me )?(?:some )?more(?: results| talents| please| of them| profiles)?$|^next(?: page| results)?$/,
  ],
  [
    'newSearch',
    /\b(?:new search|start over|start again|restart|reset|another search|search again|clear(?: all| filters| the chat)?|begin again|sab hatao|sab clear|naya search|nayi search|shuru se|phir se shuru)\b/,
  ],
  [
    'searchNow',
    /^(?:(?:ok|okay|just|please|now) )?(?:search(?: now| it| them)?|show(?: me)? (?:the )?results|show(?: me)? (?:the )?talents|show them|find them|go|go ahead|thats all|that is all|thats it|done|search with this|search with these)(?: please| now)?$/,
  ],
  ['login', /^(?:i (?:want|would like|need) to )?(?:login|log in|sign in|signin)(?: please| now)?$/],
  [
    'signup',
    /^(?:i (?:want|would like|need) to )?(?:sign up|signup|register|create (?:an )?account|join)(?: please| now)?$/,
  ],
  [
    'skip',
    /^(?:any|skip|no preference|doesnt matter|does not matter|dont care|do not care|whatever|either|anyone|anybody|anything|all|none|not sure|no|nope|any is fine|any one|no filter|no thanks|pass|next question|not important|any of them|all of them|everyone)(?: please| is fine| works)?$/,
  ],
]

const GREETING = new Set([
  'hi',
  'hello',
  'hey',
  'hiya',
  'heya',
  'howdy',
  'namaste',
  'yo',
  'sup',
  'greetings',
  'morning',
  'evening',
  'afternoon',
  'hola',
])
const THANKS = new Set([
  'thanks',
  'thank',
  'thx',
  'ty',
  'tnx',
  'cheers',
  'appreciated',
  'appreciate',
  'shukriya',
  'dhanyavad',
])
const GOODBYE = new Set(['bye', 'goodbye', 'cya', 'tata', 'later', 'goodnight'])
/** Words that may come with a greeting, thanks or goodbye without changing it. */
const SMALL_TALK = new Set([
  ...GREETING,
  ...THANKS,
  ...GOODBYE,
  'there',
  'good',
  'you',
  'so',
  'much',
  'a',
  'lot',
  'very',
  'ok',
  'okay',
  'great',
  'cool',
  'awesome',
  'perfect',
  'nice',
  'that',
  'this',
  'was',
  'is',
  'helpful',
  'bot',
  'assistant',
  'team',
  'castline',
  'everyone',
  'all',
  'friend',
  'whats',
  'up',
  'how',
  'are',
  'doing',
  'see',
  'soon',
  'for',
  'the',
  'help',
  'again',
  'and',
  'night',
  'day',
  'dear',
  'sir',
  'madam',
  'bro',
  'buddy',
  'mate',
  'oh',
  'wow',
  'yes',
  'no',
  'got',
  'it',
  'i',
  'me',
  'love',
  'really',
  'helps',
  'helped',
  'now',
  'ill',
  'will',
  'come',
  'back',
  'talk',
  'lol',
  'hmm',
  'haha',
  'ji',
  'u',
  'yaar',
  'tomorrow',
  'tonight',
])
/** Asking for a person rather than the assistant. */
const HUMAN =
  /\b(?:(?:talk|speak|chat) (?:to|with) (?:a |an |the |your |some )?(?:human|person|real person|someone|somebody|agent|team|support|manager)|customer (?:care|support|service)|contact (?:you|us|support|the team|your team)|support team|real person|human agent|call me|call you)\b/
/** Questions about the service itself: answered with what the assistant does. */
const ABOUT_SERVICE = /\b(?:price|prices|pricing|cost|costs|fee|fees|charges|how much|subscription|refund|payment)\b/
const HELP =
  /\b(?:help|what can you do|what do you do|what can i (?:ask|do|say|search)|how (?:does|do) (?:this|it|you) work|how (?:do|can) i|how to|who are you|what are you|what is this|what is castline|options|commands|menu|guide me|instructions)\b/

/** "hiii", "heyyy", "thanksss": a drawn-out last letter is the same word. */
function undrawn(word: string): string {
  return SMALL_TALK.has(word) ? word : word.replace(/(.)\1+$/, '$1')
}

function smallTalk(typed: string[]): Intent | null {
  const tokens = typed.map(undrawn)
  if (tokens.length === 0 || !tokens.every((word) => SMALL_TALK.has(word))) return null
  if (/\bhow (?:are|r) (?:you|u)\b/.test(tokens.join(' '))) return 'greeting'
  if (tokens.some((word) => THANKS.has(word))) return 'thanks'
  if (tokens.some((word) => GOODBYE.has(word)) || tokens.join(' ').includes('see you')) return 'goodbye'
  if (
    tokens.some((word) => GREETING.has(word)) ||
    /\b(?:good (?:morning|evening|afternoon|day)|whats up)\b/.test(tokens.join(' '))
  ) {
    return 'greeting'
  }
  // A lone "ok" or "yes" is no small talk to answer; "ok cool", "lol ok" are.
  return tokens.length > 1 ? 'chitchat' : null
}

function conversationMove(normalized: string, isQuestion: boolean, leftover: string[]): Intent | null {
  const tokens = words(normalized)
  const talk = smallTalk(tokens)
  if (talk && talk !== 'chitchat') return talk
  for (const [intent, pattern] of MOVES) if (pattern.test(normalized)) return intent
  if (HUMAN.test(normalized)) return 'human'
  if (HELP.test(normalized) || ABOUT_SERVICE.test(normalized)) return 'help'
  if (talk) return talk
  if (isQuestion && leftover.every((word) => COMMON_WORDS.has(word))) return 'help'
  return null
}

/** A word that cannot be part of a name: a vocabulary, chat or language word. */
function notName(word: string, languages: LanguageIndex): boolean {
  const key = normalize(word)
  return VOCABULARY_WORDS.has(key) || COMMON_WORDS.has(key) || languages.has(key) || LEXICON.has(key)
}

/** "not Mumbai, Pune": the text without the negated city, so the one meant is read. */
function withoutNegated(normalized: string): string {
  const isCity = (phrase: string) => LEXICON.get(phrase)?.filters.location !== undefined
  return normalized.replace(NEGATED, (match, first?: string, second?: string, before?: string, last?: string) => {
    if (first !== undefined) {
      if (second && isCity(`${first} ${second}`)) return ' '
      return isCity(first) ? match.replace(new RegExp(`\\b${first}\\b`), ' ') : match
    }
    if (before && last && isCity(`${before} ${last}`)) return ' '
    return last && isCity(last) ? match.replace(new RegExp(`\\b${last} (?:nahi|nahin|na)\\b`), ' ') : match
  })
}

/** A single bare word no vocabulary reads ("Anushka", "Hiral") is a name; the catalog decides lower case ones. */
function bareName(text: string, vocabulary: Vocabulary, languages: LanguageIndex): string | null {
  const asked = FIND.test(text)
  const word = text
    .replace(FIND, '')
    .trim()
    .replace(/[.!?]+$/, '')
  if (!/^\p{L}[\p{L}'-]{2,}$/u.test(word) || notName(word, languages)) return null
  const key = normalize(word)
  if (readCrafts([key]) || correctTypo(key) || SMALL_TALK.has(key)) return null
  const found = asked || /^\p{Lu}/u.test(word) || vocabulary.isTalentName?.(key)
  return found ? word : null
}

/** Reads a chat message: filters, a name, or a conversation move. Pure and deterministic. */
export function understand(text: string, vocabulary: Vocabulary = {}): Understanding {
  const index = vocabulary.languages ?? DEFAULT_LANGUAGE_INDEX
  const firstRead = normalize(text)
  const typed = words(firstRead)
  // "see you tomorrow", "namaste ji": small talk, whatever words of time or place it has.
  const talk = smallTalk(typed)
  if (talk && talk !== 'chitchat') return { intent: talk, filters: {}, anyFilters: [] }
  // Saving the search is read first of the acts: its words ("save", "new", "join") mean nothing else here.
  const saving = readSaveSearch(text, typed)
  if (saving) {
    const act: Act = { kind: 'saveSearch', ...(saving.name ? { name: saving.name } : {}) }
    return withRequest(act, saving.rest, vocabulary)
  }
  const named = () => readFilters(firstRead).filters
  const notAName = (word: string) => notName(word, index)
  const act = readAct(text, named, notAName, { isName: vocabulary.isTalentName, normalized: firstRead })
  if (act) return { intent: act.kind, filters: {}, anyFilters: [], act }
  if (CHITCHAT.test(firstRead)) return { intent: 'chitchat', filters: {}, anyFilters: [] }

  const { unsupported, rest } = readUnsupported(text)
  const noted = unsupported.length > 0 ? { unsupported } : {}
  const markers = {
    ...(REFINES.test(firstRead) ? { refines: true } : {}),
    ...(STARTS_NEW.test(firstRead) ? { startsNew: true } : {}),
  }
  const name = readName(rest) ?? (unsupported.length === 0 ? bareNameReading(text, vocabulary, index) : null)
  if (name) {
    const place = readFilters(normalize(name.tail))
    const bare = name.tail === '' && !name.name.includes(' ') ? { bare: true } : {}
    return {
      intent: 'name',
      filters: compactFilters(place.filters),
      anyFilters: [],
      name: name.name,
      ...noted,
      ...bare,
    }
  }
  const normalized = withoutNegated(normalize(rest))
  const anyLanguage = ANY_LANGUAGE.test(normalized)
  const { languages, rest: tokens } = readLanguages(words(normalized.replace(ANY_LANGUAGE, ' ')), index)
  const reading = readFilters(tokens.join(' '))
  const filters = compactFilters(reading.filters)
  const crafts = readCrafts(tokens)
  const spoken = languages.length > 0 ? { languages, ...(ADDS.test(normalized) ? { addsLanguages: true } : {}) } : {}
  if (filterCount(filters) > 0 || languages.length > 0) {
    return {
      intent: 'search',
      filters,
      anyFilters: reading.anyFilters,
      ...(crafts ? { keywords: crafts } : {}),
      ...spoken,
      ...noted,
      ...markers,
    }
  }
  if (reading.anyFilters.length > 0 || anyLanguage) {
    return { intent: 'skip', filters, anyFilters: reading.anyFilters, ...(anyLanguage ? { anyLanguage } : {}) }
  }
  const shift = OLDER.test(normalized) ? 1 : YOUNGER.test(normalized) ? -1 : undefined
  if (shift) return { intent: 'shift', filters, anyFilters: [], shift }
  if (crafts) return { intent: 'keywords', filters, anyFilters: [], keywords: crafts, ...noted, ...markers }
  // A requirement we cannot filter on is still a request: "need someone tall", "we record on Monday".
  if (unsupported.length > 0) {
    const asked = conversationMove(firstRead, /\?\s*$/.test(text), words(firstRead))
    if (asked === 'help') return { intent: asked, filters, anyFilters: [] }
    return { intent: 'search', filters, anyFilters: [], ...noted }
  }
  const move = conversationMove(normalized, /\?\s*$/.test(text), reading.leftover)
  if (move) return { intent: move, filters, anyFilters: [] }
  const content = reading.leftover.filter((word) => !COMMON_WORDS.has(word) && !/^\d+$/.test(word))
  if (content.length > 0) return { intent: 'keywords', filters, anyFilters: [], keywords: content.join(' ') }
  return { intent: 'unknown', filters, anyFilters: [] }
}

/**
 * An act and the request the same turn names ("alert me when new female dancers in Mumbai join"): the act,
 * with the filters, languages and crafts of the rest of the turn when it is a search (words no rule reads,
 * such as "ones" or "someone like", are none). The conversation makes the request the active search first.
 */
function withRequest(act: Act, rest: string, vocabulary: Vocabulary): Understanding {
  const request = rest === '' ? null : understand(rest, vocabulary)
  const asked =
    request?.intent === 'search' || (request?.intent === 'keywords' && readCrafts(words(normalize(rest))))
      ? request
      : null
  return { ...(asked ?? { filters: {}, anyFilters: [] }), intent: act.kind, act }
}

function bareNameReading(text: string, vocabulary: Vocabulary, index: LanguageIndex) {
  const name = bareName(text, vocabulary, index)
  return name ? { name, tail: '' } : null
}
