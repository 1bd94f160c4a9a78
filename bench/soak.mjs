// Soak: 1,000 socket.io clients across 2 production nodes on PostgreSQL + Redis, each searching every few
// seconds for 60 s. Prints search_talent → search_results latency (p50/p95/p99), errors, and each
// node's memory (RSS, heap used) before the clients came and after they left, both after a full GC:
// heap used must come back within 10%.
//
// Usage: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 \
//          node bench/soak.mjs [--clients 1000] [--seconds 60] [--rounds 2] [--interval 4000] [--port 3460]
// Needs `npm run build`. A scratch database castline_soak_<random> is created and dropped, and the Redis
// keys go under a prefix of their own (deleted at the end).
//
// Rate limits: the nodes trust the loopback proxy (TRUST_PROXY=loopback) and each client sends its own
// X-Forwarded-For, as a load balancer would, so per-IP limits count per simulated client rather than
// refusing a thousand clients that all come from 127.0.0.1. Nothing is switched off for the bench.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import { parseArgs } from 'node:util'
import { io } from 'socket.io-client'
import { chatSearchInputs, createScratchDatabase, deleteRedisKeys, percentile, seededRandom } from './lib.mjs'

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '60' },
    rounds: { type: 'string', default: '2' },
    interval: { type: 'string', default: '4000' },
    port: { type: 'string', default: '3460' },
    seed: { type: 'string', default: '7' },
  },
})
const CLIENTS = Number(values.clients)
const DURATION_MS = Number(values.seconds) * 1000
/** Rounds of clients coming and going: memory after each says whether it comes back to the same level. */
const ROUNDS = Math.max(1, Number(values.rounds))
const INTERVAL_MS = Number(values.interval)
const NODES = 2
const SEARCH_TIMEOUT_MS = 15_000
const MEMORY_TOLERANCE = 0.1

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
const redisUrl = process.env.REDIS_URL
if (!adminUrl || !redisUrl) {
  console.error(
    'soak: set TEST_DATABASE_URL (or BENCH_DATABASE_URL) and REDIS_URL: the nodes share PostgreSQL and Redis',
  )
  process.exit(1)
}
if (!fs.existsSync('build/server.js')) {
  console.error('soak: no build: run `npm run build` first')
  process.exit(1)
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const fmt = (ms) => `${ms.toFixed(1)} ms`

// ---------------------------------------------------------------------------------------------------
// Inputs: filters (aliases and lower case included), misspelt seeded names, free text, sentences.

const { random, pick, chance } = seededRandom(values.seed)
const searchInput = chatSearchInputs({ random, pick, chance })

// ---------------------------------------------------------------------------------------------------
// Infrastructure: a scratch database, a Redis prefix, two nodes started like scripts/cluster.mjs.

function startNode(index, env) {
  const port = Number(values.port) + index
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'castline-soak-'))
  const child = spawn(process.execPath, ['--expose-gc', 'build/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO_DATA: '1',
      COOKIE_SECURE: 'false',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'soak-only-secret-that-is-long-enough-0000',
      JWT_SECRET: 'soak-only-jwt-secret-that-is-long-enough-00',
      BENCH_METRICS: '1',
      TRUST_PROXY: 'loopback',
      DATA_DIR: dataDir,
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      // BENCH_METRICS's own boot warning is expected; anything else is worth seeing.
      if (!line.includes('BENCH_METRICS')) process.stdout.write(`[node${index + 1}] ${line}\n`)
    })
  }
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    async ready() {
      for (let i = 0; i < 600; i++) {
        if (child.exitCode !== null) throw new Error(`node${index + 1} exited with ${child.exitCode}`)
        if ((await fetch(`${url}/readyz`).catch(() => null))?.status === 200) return
        await sleep(200)
      }
      throw new Error(`node${index + 1} not ready`)
    },
    async memory() {
      // Two collections: the first may only queue finalizers that free more on the second.
      await fetch(`${url}/internal/metrics?gc=1`)
      return (await fetch(`${url}/internal/metrics?gc=1`)).json()
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)))
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

// ---------------------------------------------------------------------------------------------------
// Clients

function client(url, index) {
  // A documentation-range address per client (RFC 5737), as a balancer would forward it.
  const forwardedFor = `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`
  const socket = io(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: { 'x-forwarded-for': forwardedFor },
  })
  let pending = null
  const stats = { errors: 0, timeouts: 0 }
  const settle = (outcome) => {
    if (!pending) return
    const done = pending
    pending = null
    clearTimeout(done.timer)
    done.resolve(outcome)
  }
  socket.on('search_results', () => settle(performance.now() - (pending?.started ?? 0)))
  socket.on('error', () => {
    stats.errors++
    settle(null)
  })
  const connected = new Promise((resolve, reject) => {
    socket.once('connection_success', resolve)
    socket.once('connect_error', reject)
  })
  return {
    socket,
    stats,
    connected,
    /** Latency in ms, or null for an error or a timeout. */
    search(input) {
      return new Promise((resolve) => {
        pending = {
          started: performance.now(),
          resolve,
          timer: setTimeout(() => {
            stats.timeouts++
            settle(null)
          }, SEARCH_TIMEOUT_MS),
        }
        socket.emit('search_talent', input)
      })
    },
  }
}

// ---------------------------------------------------------------------------------------------------
// Run

const load = os.loadavg()[0]
console.log(
  `soak: load average ${load.toFixed(2)} on ${os.cpus().length} CPUs before start${load > 1 ? ' (busy machine: figures will suffer)' : ''}`,
)
const database = await createScratchDatabase(adminUrl, 'castline_soak')
const prefix = `castline-soak-${crypto.randomBytes(4).toString('hex')}:`
const env = { DATABASE_URL: database.url, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix, DATABASE_POOL_SIZE: '10' }
const nodes = []
const clients = []
let failed = false
try {
  nodes.push(startNode(0, env))
  nodes.push(startNode(1, env))
  await Promise.all(nodes.map((n) => n.ready()))

  // Seeded names to misspell; this also warms both nodes up.
  const names = new Set()
  for (const node of nodes) {
    for (const talentType of ['Actor', 'Model', 'Dancer', 'Voiceover Artist', 'Content Creator']) {
      const response = await fetch(`${node.url}/api/v1/search-talents`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ filters: { talentType }, limit: 50 }),
      })
      for (const talent of (await response.json()).talents ?? []) names.add(talent.name)
    }
  }
  const seededNames = [...names]
  // A short warm-up through the sockets, so the "before" heap holds compiled code and pools, not just boot.
  await Promise.all(
    nodes.map(async (node, i) => {
      const c = client(node.url, CLIENTS + i)
      await c.connected
      for (let k = 0; k < 40; k++) await c.search(searchInput(seededNames))
      c.socket.disconnect()
    }),
  )
  await sleep(2000)
  const before = await Promise.all(nodes.map((n) => n.memory()))

  // Each round: connect in batches of 50, alternating nodes (a round-robin balancer), search for the
  // duration, leave, and read memory after a GC. A second round shows whether memory comes back to the
  // same level each time the clients leave (RSS keeps what the allocator once took; growth is a leak).
  const samples = []
  const afters = []
  let searches = 0
  let errors = 0
  let timeouts = 0
  let connectSeconds = 0
  let during = []
  for (let round = 0; round < ROUNDS; round++) {
    const connectStarted = performance.now()
    for (let i = 0; i < CLIENTS; i += 50) {
      const batch = Array.from({ length: Math.min(50, CLIENTS - i) }, (_, k) =>
        client(nodes[(i + k) % NODES].url, i + k),
      )
      const outcomes = await Promise.allSettled(batch.map((c) => c.connected))
      const refused = outcomes.filter((o) => o.status === 'rejected')
      if (refused.length) throw new Error(`${refused.length} clients could not connect: ${refused[0].reason?.message}`)
      clients.push(...batch)
    }
    connectSeconds = (performance.now() - connectStarted) / 1000
    during = await Promise.all(nodes.map((n) => fetch(`${n.url}/internal/metrics`).then((r) => r.json())))

    const until = performance.now() + DURATION_MS
    await Promise.all(
      clients.map(async (c) => {
        await sleep(random() * INTERVAL_MS)
        while (performance.now() < until) {
          const started = performance.now()
          searches++
          const latency = await c.search(searchInput(seededNames))
          if (latency !== null) samples.push(latency)
          // "Every few seconds": the interval ± 25%.
          await sleep(Math.max(0, INTERVAL_MS * (0.75 + random() * 0.5) - (performance.now() - started)))
        }
      }),
    )
    errors += clients.reduce((sum, c) => sum + c.stats.errors, 0)
    timeouts += clients.reduce((sum, c) => sum + c.stats.timeouts, 0)

    for (const c of clients) c.socket.disconnect()
    clients.length = 0
    await sleep(5000)
    afters.push(await Promise.all(nodes.map((n) => n.memory())))
  }
  const after = afters[afters.length - 1]

  const sorted = samples.sort((a, b) => a - b)
  console.log(
    `\nSoak: ${CLIENTS} socket.io clients across ${NODES} nodes (PostgreSQL + Redis), ${ROUNDS} × ${values.seconds} s, one search per client every ~${INTERVAL_MS / 1000} s`,
  )
  console.log(`  connected in ${connectSeconds.toFixed(1)} s`)
  console.log(
    `  searches ${searches} (${(searches / ((ROUNDS * DURATION_MS) / 1000)).toFixed(0)}/s)  answered ${sorted.length}  ` +
      `p50 ${fmt(percentile(sorted, 0.5))}  p95 ${fmt(percentile(sorted, 0.95))}  p99 ${fmt(percentile(sorted, 0.99))}  max ${fmt(sorted[sorted.length - 1])}`,
  )
  console.log(`  errors ${errors}  timeouts (> ${SEARCH_TIMEOUT_MS / 1000} s) ${timeouts}`)
  for (let i = 0; i < NODES; i++) {
    const change = (after[i].heapUsed - before[i].heapUsed) / before[i].heapUsed
    const ok = change <= MEMORY_TOLERANCE
    if (!ok) failed = true
    console.log(
      `  node${i + 1} memory (after GC)  before: RSS ${mb(before[i].rss)} heap ${mb(before[i].heapUsed)}  ` +
        `with clients (no GC): RSS ${mb(during[i].rss)} heap ${mb(during[i].heapUsed)}  ` +
        `after: RSS ${mb(after[i].rss)} heap ${mb(after[i].heapUsed)}  heap ${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)}% ${ok ? 'ok' : 'NOT WITHIN 10%'}`,
    )
  }
  for (let i = 0; i < NODES; i++) {
    const rounds = afters.map((a, r) => `round ${r + 1}: RSS ${mb(a[i].rss)} heap ${mb(a[i].heapUsed)}`).join('  ')
    console.log(`  node${i + 1} after each round (after GC)  ${rounds}`)
  }
  if (errors + timeouts > 0) failed = true
} catch (error) {
  failed = true
  console.error(`soak: ${error instanceof Error ? error.message : String(error)}`)
} finally {
  for (const c of clients) c.socket.disconnect()
  await Promise.all(nodes.map((n) => n.stop()))
  await database.drop().catch((error) => console.error(`soak: could not drop the scratch database: ${error.message}`))
  await deleteRedisKeys(redisUrl, prefix).catch((error) =>
    console.error(`soak: could not delete Redis keys: ${error.message}`),
  )
}
process.exitCode = failed ? 1 : 0
