/** The engine tests' conversation driver: `respond` with the eval's pure search stand-in, signed in. */
import { fakeSearch } from '../eval/fake-search'
import { initialState, respond, type ConversationState, type EngineDeps, type EngineStep } from './conversation'

/** Fixed time (1 January 2026, 10:00 UTC) and numbered message ids. */
export function deps(extra: Partial<EngineDeps> = {}): EngineDeps {
  let id = 0
  return { now: () => new Date('2026-01-01T10:00:00.000Z'), newId: () => `m${++id}`, ...extra }
}

/** Each text in turn, with the search results fed back; the last turn's steps and the state after it. */
export function talk(texts: string[], given = deps()): { state: ConversationState; steps: EngineStep[] } {
  let state = respond(initialState(), { kind: 'connect', signedIn: true, userId: 'USR000001' }, given).state
  let steps: EngineStep[] = []
  for (const text of texts) {
    const first = respond(state, { kind: 'text', text }, given)
    steps = [first]
    if (first.command?.kind === 'search') {
      steps.push(respond(first.state, { kind: 'results', result: fakeSearch(first.command) }, given))
    }
    state = steps.at(-1)?.state ?? state
  }
  return { state, steps }
}
