/**
 * What a display name must be beyond its length, shared by the API's schema (api/fields.ts) and the
 * web forms (app/services/account-forms.ts, which run in the browser too: no imports here). A name is
 * shown to other people, so it must be visible text and must not hide or reorder anything.
 */

/**
 * Invisible formatting characters (\p{Cf}: zero-width spaces, bidi overrides such as U+202E, the BOM,
 * soft hyphens, tag characters) and the blank "letters" Unicode keeps for old encodings (Hangul fillers,
 * the blank Braille pattern). ZWNJ and ZWJ are the exception right after a letter or a mark (a virama):
 * Persian, Malayalam or Devanagari names need them there (after RFC 5892's CONTEXTJ rules).
 */
const JOINER_INSIDE_A_WORD = /(?<=[\p{L}\p{M}])[\u200C\u200D]/gu
const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/u

export function hasInvisibleCharacters(name: string): boolean {
  return INVISIBLE.test(name.replace(JOINER_INSIDE_A_WORD, ''))
}

/** At least one letter or digit: not only spaces, punctuation, symbols or combining marks. */
export function hasVisibleText(name: string): boolean {
  return /[\p{L}\p{N}]/u.test(name.replace(/[\u115F\u1160\u3164\uFFA0]/g, ''))
}
