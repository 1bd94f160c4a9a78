import { COMMON_WORDS } from './common-words'
import { readCrafts } from './crafts'
import { compactFilters, filterCount, type FilterKey, type Filters } from './filters'
import { readFilters } from './read-filters'
import { readName } from './read-name'
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
}

/** Whole-message phrases of the conversation moves, normalized (text.ts); filler words around them are fine. */
const MOVES: [Exclude<Intent, 'search' | 'name' | 'keywords' | 'unknown'>, RegExp][] = [
  [
    'loadMore',
    /^(?:(?:please|pls|ok|okay) )?(?:show|load|see|get|give me|view)? ?(?:me )?(?:some )?more(?: results| talents| please| of them| profiles)?$|^next(?: page| results)?$/,
  ],
  [
    'newSearch',
    /\b(?:new search|start over|start again|restart|reset|another search|search again|clear(?: all| filters| the chat)?|begin again)\b/,
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
  if (tokens.some((word) => THANKS.has(word))) return 'thanks'
  if (tokens.some((word) => GOODBYE.has(word)) || tokens.join(' ').includes('see you')) return 'goodbye'
  if (
    tokens.some((word) => GREETING.has(word)) ||
    /\b(?:good (?:morning|evening|afternoon|day)|whats up)\b/.test(tokens.join(' '))
  ) {
    return 'greeting'
  }
  return null
}

function conversationMove(normalized: string, isQuestion: boolean, leftover: string[]): Intent | null {
  const tokens = words(normalized)
  const talk = smallTalk(tokens)
  if (talk) return talk
  for (const [intent, pattern] of MOVES) if (pattern.test(normalized)) return intent
  if (HUMAN.test(normalized)) return 'human'
  if (HELP.test(normalized) || ABOUT_SERVICE.test(normalized)) return 'help'
  if (isQuestion && leftover.every((word) => COMMON_WORDS.has(word))) return 'help'
  return null
}

/** Reads a chat message: filters, a name, or a conversation move. Pure and deterministic. */
export function understand(text: string): Understanding {
  const normalized = normalize(text)
  const name = readName(text)
  if (name) {
    const place = readFilters(normalize(name.tail))
    return { intent: 'name', filters: compactFilters(place.filters), anyFilters: [], name: name.name }
  }
  const reading = readFilters(normalized)
  const filters = compactFilters(reading.filters)
  const crafts = readCrafts(words(normalized))
  if (filterCount(filters) > 0) {
    return { intent: 'search', filters, anyFilters: reading.anyFilters, ...(crafts ? { keywords: crafts } : {}) }
  }
  if (reading.anyFilters.length > 0) return { intent: 'skip', filters, anyFilters: reading.anyFilters }
  const move = conversationMove(normalized, /\?\s*$/.test(text), reading.leftover)
  if (move) return { intent: move, filters, anyFilters: [] }
  const content = reading.leftover.filter((word) => !COMMON_WORDS.has(word) && !/^\d+$/.test(word))
  // Crafts, when the words name any, are the search ("who does bharatnatyam" → "bharatanatyam", typo read).
  if (content.length > 0) return { intent: 'keywords', filters, anyFilters: [], keywords: crafts ?? content.join(' ') }
  return { intent: 'unknown', filters, anyFilters: [] }
}
