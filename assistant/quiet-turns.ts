/**
 * Work that can wait while people are still being answered: the assistant's message that follows the
 * cards it just sent. When 500 people search at once, their questions arrive over several turns of the
 * event loop, and their cards leave over several more (the sessions are written in batches); running the
 * early askers' follow-ups in between would make the late askers wait for them (bench/chat.mjs). So a
 * follow-up runs on the first turn in which no new client event arrived and no search is still on its way
 * to its cards (`begin`), and at the latest MAX_WAIT_MS after it was deferred.
 */
export class QuietTurns {
  #waiting: (() => void)[] = []
  #scheduled = false
  /** Client events seen, ever; and the count when the current wait began its turn. */
  #events = 0
  #eventsAtSchedule = 0
  /** When the oldest waiting follow-up was deferred. */
  #oldest = 0
  /** Searches begun whose cards have not left yet. */
  #inFlight = 0

  constructor(private readonly maxWaitMs = QuietTurns.MAX_WAIT_MS) {}

  static readonly MAX_WAIT_MS = 750

  /** A client event arrived: this turn is not quiet. */
  noteEvent(): void {
    this.#events++
  }

  /** A search has begun: no turn is quiet until the returned `end` is called (once its cards have left). */
  begin(): () => void {
    this.#inFlight++
    let ended = false
    return () => {
      if (ended) return
      ended = true
      this.#inFlight--
    }
  }

  /** Resolves on the next quiet turn of the event loop, or maxWaitMs from now at the latest. */
  wait(): Promise<void> {
    return new Promise((resolve) => {
      if (this.#waiting.length === 0) this.#oldest = performance.now()
      this.#waiting.push(resolve)
      this.#schedule()
    })
  }

  #schedule() {
    if (this.#scheduled) return
    this.#scheduled = true
    this.#eventsAtSchedule = this.#events
    setImmediate(() => this.#run())
  }

  #run() {
    this.#scheduled = false
    const quiet = this.#events === this.#eventsAtSchedule && this.#inFlight === 0
    if (!quiet && performance.now() - this.#oldest < this.maxWaitMs) {
      this.#schedule()
      return
    }
    const waiting = this.#waiting
    this.#waiting = []
    for (const resolve of waiting) resolve()
  }
}
