// Per-message time of the assistant's engine alone (no socket, no search): every labelled single request
// and every dialogue turn of assistant/eval/data, read by `respond` with the eval's fake search, repeated.
// Usage: node --import tsx bench/engine.mjs [--rounds 20]   (npm run bench:engine)
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { performance } from 'node:perf_hooks'
import { NAMES } from '../api/db/factories.ts'
import { initialState, respond } from '../assistant/engine/index.ts'
import { fakeSearch } from '../assistant/eval/fake-search.ts'
import { percentile } from './lib.mjs'

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '20' } } })
const rounds = Number(values.rounds)
const read = (file) =>
  fs
    .readFileSync(new URL(`../assistant/eval/data/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line))
const conversations = [
  ...read('singles.jsonl').map((single) => [single.query]),
  ...read('dialogues.jsonl').map((dialogue) => dialogue.turns.map((turn) => turn.say)),
]

// The catalog's name words, as the socket gives them (assistant/catalog-names.ts): the seed's name pools.
const nameWords = new Set(
  Object.values(NAMES).flatMap((pool) =>
    [...pool.male, ...pool.female, ...pool.last].map((name) => name.toLowerCase()),
  ),
)
let id = 0
const deps = { now: () => new Date(), newId: () => `m${++id}`, isTalentName: (word) => nameWords.has(word) }
const times = []
for (let round = 0; round < rounds; round++) {
  for (const turns of conversations) {
    let state = respond(initialState(), { kind: 'connect', signedIn: true, userId: 'USR000001' }, deps).state
    for (const text of turns) {
      const start = performance.now()
      const step = respond(state, { kind: 'text', text }, deps)
      state =
        step.command?.kind === 'search'
          ? respond(step.state, { kind: 'results', result: fakeSearch(step.command) }, deps).state
          : step.state
      // The first round warms the JIT up and is not counted.
      if (round > 0) times.push(performance.now() - start)
    }
  }
}
times.sort((a, b) => a - b)
const ms = (value) => `${value.toFixed(3)} ms`
console.log(`engine: ${times.length} messages over ${rounds - 1} rounds, ${nameWords.size} catalog name words`)
console.log(
  `  p50 ${ms(percentile(times, 0.5))}  p95 ${ms(percentile(times, 0.95))}  p99 ${ms(percentile(times, 0.99))}  max ${ms(times.at(-1))}`,
)
