// Chat assistant latency at scale: `search_talent` emitted → `search_results` received, over socket.io
// (websocket transport) against the production build on a seeded PGlite database.
//
// 1. One client alone: searches one at a time, paced under the per-socket event limit (10/s).
// 2. 500 connected clients searching at once: every client emits at the same instant, one warm-up round
//    (shown, not counted) and then several timed rounds.
// 3. The same 500 clients searching steadily: each one every --interval ms at a random phase.
// Inputs are varied and realistic: filter combinations (aliases and lower case included), names with
// typos drawn from the seeded names, free-text words.
//
// Usage: node bench/chat.mjs [--data-dir /tmp/castline-bench-100k] [--samples 300] [--clients 500]
//        [--rounds 5] [--interval 5000] [--port 3450] [--postgres postgres://…/castline_bench]
// The data dir must hold a seeded database (pgdata/): see bench/search.mjs --data-dir to make one.
// --postgres runs the server on a seeded PostgreSQL database instead (bench/search.mjs --postgres seeds one).
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { io } from 'socket.io-client'
import { benchAccessToken, chatSearchInputs, percentile, seededRandom, startServer } from './lib.mjs'

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string', default: '/tmp/castline-bench-100k' },
    samples: { type: 'string', default: '300' },
    clients: { type: 'string', default: '500' },
    rounds: { type: 'string', default: '5' },
    interval: { type: 'string', default: '5000' },
    port: { type: 'string', default: '3450' },
    seed: { type: 'string', default: '42' },
    postgres: { type: 'string' },
  },
})
const SAMPLES = Number(values.samples)
const CLIENTS = Number(values.clients)
const ROUNDS = Number(values.rounds)
const INTERVAL = Number(values.interval)
/** Budgets (DESIGN.md §8): p95 in ms. */
const BUDGET = { alone: 60, crowd: 250 }
/** One search every 120 ms: under the 10 events a second per socket (lib.mjs lifts the search and per-address limits). */
const ALONE_PACE_MS = 120

if (!values.postgres && !fs.existsSync(path.join(values['data-dir'], 'pgdata'))) {
  throw new Error(`${values['data-dir']} holds no seeded database (pgdata/): seed one with bench/search.mjs --data-dir`)
}

// ---------------------------------------------------------------------------------------------------
// Inputs (a deterministic random source, so two runs time the same inputs)

const { random, pick, chance } = seededRandom(values.seed)

const searchInput = chatSearchInputs({ random, pick, chance })

// ---------------------------------------------------------------------------------------------------
// Clients and timing

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b)
  return {
    n: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted[sorted.length - 1],
  }
}

const fmt = (ms) => `${ms.toFixed(1)} ms`

/**
 * A connected client that times its searches (one at a time) and counts errors. Each is a different seeded
 * talent, signed in: a guest's search is the public list whatever it asks (requirements §5), and one user
 * may hold five sockets.
 */
let clientCount = 0
async function client(url) {
  const USERID = `TAL${String(++clientCount).padStart(6, '0')}`
  const token = await benchAccessToken(USERID, 'talent')
  const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false, auth: { token } })
  let pending = null
  let errors = 0
  socket.on('search_results', () => {
    if (!pending) return
    const done = pending
    pending = null
    done.resolve(performance.now() - done.started)
  })
  socket.on('error', (event) => {
    errors++
    if (pending) {
      const done = pending
      pending = null
      done.reject(new Error(event?.message ?? 'error'))
    }
  })
  await new Promise((resolve, reject) => {
    socket.once('connection_success', resolve)
    socket.once('connect_error', reject)
  })
  return {
    socket,
    errors: () => errors,
    search(input) {
      return new Promise((resolve, reject) => {
        pending = { started: performance.now(), resolve, reject }
        socket.emit('search_talent', input)
      })
    },
  }
}

// ---------------------------------------------------------------------------------------------------
// Run

const server = await startServer({
  port: Number(values.port),
  ...(values.postgres ? { env: { DATABASE_URL: values.postgres } } : { dataDir: values['data-dir'] }),
})
const target = values.postgres ? `PostgreSQL ${new URL(values.postgres).pathname.slice(1)}` : values['data-dir']
const clients = []
try {
  // Seeded names to misspell, read through the API (this also warms the server up).
  const names = new Set()
  for (const talentType of ['Actor', 'Model', 'Dancer', 'Voiceover Artist', 'Content Creator']) {
    const response = await fetch(`${server.url}/api/v1/search-talents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await benchAccessToken()}` },
      body: JSON.stringify({ filters: { talentType }, limit: 50 }),
    })
    for (const talent of (await response.json()).talents ?? []) names.add(talent.name)
  }
  const seededNames = [...names]
  if (seededNames.length < 50) throw new Error(`only ${seededNames.length} names found: is the database seeded?`)

  // 1. One client alone.
  const alone = await client(server.url)
  for (let i = 0; i < 50; i++) {
    await alone.search(searchInput(seededNames))
    await sleep(ALONE_PACE_MS)
  }
  const aloneSamples = []
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now()
    aloneSamples.push(await alone.search(searchInput(seededNames)))
    await sleep(Math.max(0, ALONE_PACE_MS - (performance.now() - started)))
  }
  alone.socket.disconnect()
  if (alone.errors() > 0) throw new Error(`${alone.errors()} errors for the lone client (throttled?)`)

  // 2. 500 clients connected, all searching at the same instant.
  for (let i = 0; i < CLIENTS; i += 50) {
    clients.push(...(await Promise.all(Array.from({ length: Math.min(50, CLIENTS - i) }, () => client(server.url)))))
  }
  await sleep(1000)
  // One burst first, timed but not counted: a freshly started server compiles the code paths that 500
  // sockets at once take (and grows its heap) during its first burst, which took 2-4x a later one.
  const warmUp = summary(await Promise.all(clients.map((c) => c.search(searchInput(seededNames)))))
  await sleep(1000)
  const burstSamples = []
  const burstRounds = []
  const burstCpu = []
  for (let round = 0; round < ROUNDS; round++) {
    const inputs = clients.map(() => searchInput(seededNames))
    const cpuBefore = server.cpuMs()
    const round = await Promise.all(clients.map((c, i) => c.search(inputs[i])))
    burstSamples.push(...round)
    burstRounds.push(summary(round))
    // The burst's cards have left; its messages follow within the second's pause.
    await sleep(1000)
    const cpuAfter = server.cpuMs()
    if (cpuBefore !== null && cpuAfter !== null) burstCpu.push(cpuAfter - cpuBefore)
  }

  // 3. The same clients searching steadily, each every INTERVAL ms at a random phase.
  const steadySamples = []
  const until = performance.now() + Math.max(4 * INTERVAL, 20_000)
  await Promise.all(
    clients.map(async (c) => {
      await sleep(random() * INTERVAL)
      while (performance.now() < until) {
        const started = performance.now()
        steadySamples.push(await c.search(searchInput(seededNames)))
        await sleep(Math.max(0, INTERVAL - (performance.now() - started)))
      }
    }),
  )
  const crowdErrors = clients.reduce((sum, c) => sum + c.errors(), 0)

  const a = summary(aloneSamples)
  const b = summary(burstSamples)
  const s = summary(steadySamples)
  const verdict = (p95, budget) => (p95 <= budget ? `ok (budget ${budget} ms)` : `OVER BUDGET (${budget} ms)`)
  console.log(`\nChat search latency, search_talent → search_results (${target})`)
  console.log(
    `  one client alone           n=${a.n}  p50 ${fmt(a.p50)}  p95 ${fmt(a.p95)}  max ${fmt(a.max)}  ${verdict(a.p95, BUDGET.alone)}`,
  )
  console.log(
    `  ${CLIENTS} clients at once       n=${b.n}  p50 ${fmt(b.p50)}  p95 ${fmt(b.p95)}  max ${fmt(b.max)}  ${verdict(b.p95, BUDGET.crowd)}`,
  )
  console.log(
    `    by round (p50 / p95): ${burstRounds.map((r) => `${fmt(r.p50)} / ${fmt(r.p95)}`).join(', ')}; ` +
      `the warm-up burst before them: ${fmt(warmUp.p50)} / ${fmt(warmUp.p95)}`,
  )
  if (burstCpu.length > 0) {
    const sorted = [...burstCpu].sort((x, y) => x - y)
    console.log(
      `    server CPU per burst (user + system, cards and messages): median ${percentile(sorted, 0.5).toFixed(0)} ms ` +
        `(${burstCpu.map((ms) => ms.toFixed(0)).join(', ')})`,
    )
  }
  console.log(
    `  ${CLIENTS} clients, 1 per ${INTERVAL / 1000} s   n=${s.n}  p50 ${fmt(s.p50)}  p95 ${fmt(s.p95)}  max ${fmt(s.max)}  ` +
      `(${((s.n / Math.max(4 * INTERVAL, 20_000)) * 1000).toFixed(0)} searches/s)`,
  )
  console.log(`  errors under load: ${crowdErrors}`)
  process.exitCode = a.p95 <= BUDGET.alone && b.p95 <= BUDGET.crowd && crowdErrors === 0 ? 0 : 1
} finally {
  for (const c of clients) c.socket.disconnect()
  await server.stop()
}
