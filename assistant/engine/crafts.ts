import { COMMON_WORDS } from './common-words'
import { VOCABULARY_WORDS } from './lexicon'
import { editDistance } from './text'

/**
 * Crafts and specialities a recruiter names beside the filters: "kathak dancers in Pune", "comedians in
 * Delhi", "food vloggers". They are not filters (no vocabulary of architecture §3 holds them), so they go to
 * the search service as free text, which ranks them in talents' bios and skills. A word the lexicon reads as
 * a filter ("runway", "narration", "anchor") is not a craft on its own (crafts.test.ts keeps it so), but
 * may be part of one ("method acting").
 *
 * Each entry: the words as typed (normalized, text.ts) → the term searched.
 */
const CRAFT_PHRASES: [string[], string][] = [
  // Dance forms
  [['kathak'], 'kathak'],
  [['bharatanatyam', 'bharatnatyam', 'bharathanatyam'], 'bharatanatyam'],
  [['odissi', 'odisi'], 'odissi'],
  [['kuchipudi'], 'kuchipudi'],
  [['mohiniyattam', 'mohiniattam'], 'mohiniyattam'],
  [['bhangra'], 'bhangra'],
  [['garba'], 'garba'],
  [['lavani'], 'lavani'],
  [['bihu'], 'bihu'],
  [['classical', 'classical dance', 'classical dancing'], 'classical'],
  [['folk', 'folk dance'], 'folk'],
  [['hip hop', 'hiphop', 'hip-hop'], 'hip-hop'],
  [['contemporary'], 'contemporary'],
  [['salsa'], 'salsa'],
  [['jazz'], 'jazz'],
  [['ballet'], 'ballet'],
  [['krumping', 'krump'], 'krumping'],
  [['popping', 'locking', 'locking and popping'], 'popping'],
  [['freestyle'], 'freestyle'],
  [['choreography'], 'choreography'],
  // Acting
  [['method acting', 'method actor'], 'method acting'],
  [['improv', 'improvisation', 'improvise'], 'improvisation'],
  [['meisner'], 'meisner'],
  [['comedy', 'comedian', 'comedians', 'comic', 'comics', 'funny', 'standup', 'stand up'], 'comedy'],
  [['mime', 'mimes'], 'mime'],
  [['monologue', 'monologues'], 'monologues'],
  [['stunts', 'stunt', 'action', 'fight scenes', 'stage combat'], 'action'],
  [['horse riding', 'horse rider', 'horseback'], 'horse riding'],
  [['dialect', 'dialects', 'accent', 'accents'], 'accents'],
  // Modelling
  [['ethnic', 'ethnic wear', 'saree', 'sarees', 'lehenga'], 'ethnic'],
  [['bridal', 'bride', 'brides'], 'bridal'],
  [['fitness', 'gym', 'athletic', 'sporty'], 'fitness'],
  [['hand model', 'hand models', 'hand modelling'], 'hand'],
  [['jewellery', 'jewelry'], 'jewellery'],
  [['swimwear', 'bikini', 'beachwear'], 'swimwear'],
  [['beauty', 'makeup', 'skincare', 'cosmetics'], 'beauty'],
  // Voice
  [['character voices', 'character voice', 'cartoon', 'cartoons', 'animation', 'anime'], 'animation'],
  [['jingle', 'jingles'], 'jingles'],
  // Searched as typed: a reply that quotes it ("No one mentions …") must quote the recruiter's word.
  [['radio'], 'radio'],
  [['ivr'], 'ivr'],
  [['elearning', 'e learning', 'e-learning'], 'e-learning'],
  [['documentary', 'documentaries'], 'documentary'],
  [['promo', 'promos'], 'promo'],
  // Content
  [['vlogging', 'vlog', 'vlogs'], 'vlogging'],
  [['food', 'foodie', 'cooking', 'recipes'], 'food'],
  [['travel', 'traveller', 'traveler', 'travelling'], 'travel'],
  [['tech', 'technology', 'gadgets', 'gadget'], 'tech'],
  [['styling', 'stylist'], 'styling'],
  [['podcast', 'podcasts', 'podcaster', 'podcasting'], 'podcasting'],
  [['photography', 'photographer'], 'photography'],
  [['storytelling', 'storyteller'], 'storytelling'],
  [['reviews', 'review', 'reviewer', 'unboxing'], 'reviews'],
  [['live streaming', 'livestream', 'streaming'], 'streaming'],
  [['editing', 'video editing', 'editor'], 'editing'],
  [['motion graphics'], 'motion graphics'],
  [['scriptwriting', 'script writing', 'scriptwriter'], 'scriptwriting'],
]

const CRAFTS = new Map(CRAFT_PHRASES.flatMap(([typed, term]) => typed.map((phrase) => [phrase, term] as const)))
const LONGEST = Math.max(...[...CRAFTS.keys()].map((phrase) => phrase.split(' ').length))
/** Long single words a typo may stand for ("bharatnatym"): one edit, two from 9 letters on. */
const TYPO_CANDIDATES = [...CRAFTS.keys()].filter((phrase) => !phrase.includes(' ') && phrase.length >= 6)

function typoOf(word: string): string | undefined {
  if (word.length < 6 || VOCABULARY_WORDS.has(word) || COMMON_WORDS.has(word)) return undefined
  const limit = word.length >= 9 ? 2 : 1
  const near = TYPO_CANDIDATES.filter((c) => c[0] === word[0] && editDistance(word, c, limit) <= limit)
  const terms = new Set(near.map((c) => CRAFTS.get(c)))
  return terms.size === 1 ? [...terms][0] : undefined
}

/** Every word or phrase read as a craft (for the test that keeps crafts and filters apart). */
export const CRAFT_WORDS: readonly string[] = [...CRAFTS.keys()]

/**
 * The crafts a message names, as one free-text query ("kathak or bharatanatyam": any of them ranks, not
 * all at once), or undefined when there are none. `tokens`: the message's words (text.ts `words`).
 */
export function readCrafts(tokens: readonly string[]): string | undefined {
  const terms: string[] = []
  for (let i = 0; i < tokens.length;) {
    let matched = 0
    for (let length = Math.min(LONGEST, tokens.length - i); length >= 1 && matched === 0; length--) {
      const term = CRAFTS.get(tokens.slice(i, i + length).join(' '))
      if (term) {
        if (!terms.includes(term)) terms.push(term)
        matched = length
      }
    }
    if (matched === 0) {
      const term = typoOf(tokens[i] ?? '')
      if (term && !terms.includes(term)) terms.push(term)
    }
    i += Math.max(matched, 1)
  }
  return terms.length > 0 ? terms.join(' or ') : undefined
}
