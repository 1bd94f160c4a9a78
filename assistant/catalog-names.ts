/**
 * The words of the catalog's talent names, for the engine's `isTalentName` (ADR 025: "the catalog's names
 * decide when a word could be either"): a bare lower-case "hiral" is a name search when a public talent is
 * called Hiral. One set per process, read at start and again in the background when it is older than
 * `maxAgeMs`, so a lookup is a Set's (the engine stays synchronous and fast) and a new talent's name is
 * known within minutes.
 */
export const CATALOG_NAMES_MAX_AGE_MS = 5 * 60_000

export class CatalogNames {
  #words = new Set<string>()
  #readAt = -Infinity
  #reading: Promise<void> | null = null

  constructor(
    private readonly read: () => Promise<string[]>,
    private readonly maxAgeMs = CATALOG_NAMES_MAX_AGE_MS,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** Reads the names (once at a time); settles when the read is over, never rejects. */
  refresh(): Promise<void> {
    this.#reading ??= this.read()
      .then((words) => {
        this.#words = new Set(words)
      })
      .catch((error: unknown) => this.onError(error))
      .finally(() => {
        // A failed read waits its turn too: the chat goes on with the names it has.
        this.#readAt = performance.now()
        this.#reading = null
      })
    return this.#reading
  }

  /** Whether a lower-case word is a word of a talent's name; starts a background read when the set is old. */
  has(word: string): boolean {
    if (performance.now() - this.#readAt > this.maxAgeMs) void this.refresh()
    return this.#words.has(word)
  }

  get size(): number {
    return this.#words.size
  }
}
