// Real-time notification latency (issue 21, ADR 024): the time from a recruiter's POST /connection-requests
// to the talent's socket.io `notification` event, with --users talents connected (one socket each) and
// --rate requests a second for --seconds, every request to a different talent. Prints p50/p95/p99/max,
// and the API call's own time, on one node (embedded PGlite) and across two nodes on PostgreSQL + Redis
// (the requests go to node A, every talent's socket is on node B: each event crosses the Redis adapter).
// Figures only: no budget fails the run (budgets: p95 ≤ 100 ms one node, ≤ 150 ms two nodes).
//
// Usage: npm run build && node bench/notify.mjs [--users 1000] [--rate 100] [--seconds 10] [--port 3470]
//        [--nodes one|two|both]
// Two nodes need TEST_DATABASE_URL (or BENCH_DATABASE_URL) and REDIS_URL; a scratch database and Redis key
// prefix are made and removed. The recruiter's daily request limit is lifted through CONNECT_LINKS_PER_DAY
// for the run (the default stays 30); talents' access tokens are minted with the bench's own JWT secret.
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { io } from 'socket.io-client'
import { createScratchDatabase, deleteRedisKeys, percentile, startServer, talentAccessToken } from './lib.mjs'

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '10' },
    port: { type: 'string', default: '3470' },
    nodes: { type: 'string', default: 'both' },
  },
})
const USERS = Number(values.users)
const RATE = Number(values.rate)
const REQUESTS = Math.min(USERS, Math.round(RATE * Number(values.seconds)))
const PORT = Number(values.port)
const BUDGET = { one: 100, two: 150 }
/** Seeded talents beyond --users: some are not public (7 %), and requests go to public ones only. */
const SEED_TALENTS = Math.ceil(USERS * 1.15) + 20
const DEMO_RECRUITER = { email: 'recruiter@demo.test', password: 'demo-pass-123' }
const ENV = { CONNECT_LINKS_PER_DAY: '1000000', CHAT_GUEST_SOCKETS_PER_ADDRESS: '1000000' }

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const fmt = (ms) => (ms === undefined ? '–' : `${ms.toFixed(1)} ms`)
const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

function seed(env) {
  const started = Date.now()
  const run = spawnSync('npx', ['tsx', 'api/db/seed-cli.ts', '--talents', String(SEED_TALENTS)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (run.status !== 0) throw new Error(`seeding failed (${run.status})`)
  console.log(`  seeded ${SEED_TALENTS} talents in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

async function json(url, init = {}) {
  const answer = await fetch(url, init)
  return { status: answer.status, body: await answer.json() }
}

async function signIn(url) {
  const { status, body } = await json(`${url}/api/v1/app-user-authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_RECRUITER),
  })
  if (status !== 200) throw new Error(`recruiter sign-in failed: ${status} ${JSON.stringify(body)}`)
  return body.accessToken
}

/** `count` public talents' USERIDs, newest first, through the API (50 a page). */
async function publicTalents(url, token, count) {
  const ids = []
  for (let page = 1; ids.length < count; page++) {
    const { status, body } = await json(
      `${url}/api/v1/get-app-dashbord-talents-public-authenticated?sort=newest&limit=50&page=${page}`,
      { headers: { authorization: `Bearer ${token}` } },
    )
    if (status !== 200 || body.filteredTalents.length === 0) throw new Error(`talent list page ${page}: ${status}`)
    for (const talent of body.filteredTalents) if (talent.USERID !== 'TAL000000') ids.push(talent.USERID)
  }
  return ids.slice(0, count)
}

/** One socket per talent on `url`, connected 100 at a time; each records when its first notification came. */
async function connectTalents(url, ids) {
  const talents = []
  for (let i = 0; i < ids.length; i += 100) {
    const batch = await Promise.all(
      ids.slice(i, i + 100).map(async (USERID) => {
        const socket = io(url, {
          auth: { token: await talentAccessToken(USERID), hasHistory: true },
          transports: ['websocket'],
          forceNew: true,
          reconnection: false,
        })
        const talent = { USERID, socket, sentAt: 0, answeredAt: 0, receivedAt: 0 }
        socket.on('notification', (notification) => {
          if (notification.kind === 'request_received' && !talent.receivedAt) talent.receivedAt = performance.now()
        })
        await new Promise((resolve, reject) => {
          socket.once('connect', resolve)
          socket.once('connect_error', reject)
        })
        return talent
      }),
    )
    talents.push(...batch)
  }
  return talents
}

function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b)
  return {
    n: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1),
  }
}

/** REQUESTS requests at RATE a second to node `apiUrl`, each to the next talent; then waits for the events. */
async function run(label, apiUrl, socketUrl, budget) {
  const recruiterToken = await signIn(apiUrl)
  const ids = await publicTalents(apiUrl, recruiterToken, USERS)
  const connectStarted = Date.now()
  const talents = await connectTalents(socketUrl, ids)
  console.log(`  ${talents.length} talent sockets connected in ${((Date.now() - connectStarted) / 1000).toFixed(1)} s`)
  await sleep(1000)

  const apiTimes = []
  const failures = []
  const calls = []
  const started = performance.now()
  for (let i = 0; i < REQUESTS; i++) {
    const due = started + (i * 1000) / RATE
    const wait = due - performance.now()
    if (wait > 1) await sleep(wait)
    const talent = talents[i]
    talent.sentAt = performance.now()
    calls.push(
      fetch(`${apiUrl}/api/v1/connection-requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${recruiterToken}` },
        body: JSON.stringify({
          talentId: talent.USERID,
          project: 'Biscuit ad',
          role: 'Lead',
          startDate: inDays(30),
          endDate: inDays(32),
          place: 'Mumbai',
          message: 'Bench request.',
        }),
      }).then(
        async (answer) => {
          talent.answeredAt = performance.now()
          apiTimes.push(talent.answeredAt - talent.sentAt)
          if (answer.status !== 201) failures.push(`${answer.status} ${(await answer.text()).slice(0, 160)}`)
          else await answer.arrayBuffer()
        },
        (error) => failures.push(String(error.cause?.code ?? error.message)),
      ),
    )
  }
  const sendSeconds = (performance.now() - started) / 1000
  await Promise.all(calls)
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline && talents.slice(0, REQUESTS).some((t) => !t.receivedAt)) await sleep(50)
  const sent = talents.slice(0, REQUESTS)
  const latencies = sent.filter((t) => t.receivedAt).map((t) => t.receivedAt - t.sentAt)
  for (const talent of talents) talent.socket.disconnect()

  // What delivery adds: the event after the API's answer (negative: the event came first).
  const afterAnswer = sent.filter((t) => t.receivedAt && t.answeredAt).map((t) => t.receivedAt - t.answeredAt)
  const event = summary(latencies)
  const api = summary(apiTimes)
  console.log(
    `\n${label}: ${REQUESTS} requests in ${sendSeconds.toFixed(1)} s (${(REQUESTS / sendSeconds).toFixed(0)}/s), ${talents.length} sockets`,
  )
  if (failures.length) console.log(`  ${failures.length} requests failed, e.g. ${failures[0]}`)
  console.log(`  events received: ${event.n} of ${REQUESTS}`)
  console.log(
    `  request → socket event: p50 ${fmt(event.p50)}  p95 ${fmt(event.p95)}  p99 ${fmt(event.p99)}  max ${fmt(event.max)}  (budget p95 ≤ ${budget} ms: ${event.p95 <= budget ? 'within' : 'OVER'})`,
  )
  console.log(
    `  the API call alone:     p50 ${fmt(api.p50)}  p95 ${fmt(api.p95)}  p99 ${fmt(api.p99)}  max ${fmt(api.max)}`,
  )
  const extra = summary(afterAnswer)
  console.log(
    `  event after the answer: p50 ${fmt(extra.p50)}  p95 ${fmt(extra.p95)}  p99 ${fmt(extra.p99)}  max ${fmt(extra.max)}`,
  )
  return { event, api, failures: failures.length }
}

async function oneNode() {
  console.log('One node (embedded PGlite):')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'castline-notify-'))
  seed({ DATA_DIR: dataDir, DATABASE_URL: '' })
  const server = await startServer({ port: PORT, dataDir, env: { ...ENV, DATABASE_URL: '' } })
  try {
    return await run('One node', server.url, server.url, BUDGET.one)
  } finally {
    await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

async function twoNodes() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  const redisUrl = process.env.REDIS_URL
  if (!adminUrl || !redisUrl) {
    console.log('\nTwo nodes: NOT RUN (set TEST_DATABASE_URL or BENCH_DATABASE_URL, and REDIS_URL)')
    return null
  }
  console.log('\nTwo nodes (PostgreSQL + Redis; API on A, sockets on B):')
  const database = await createScratchDatabase(adminUrl, 'castline_notify')
  const prefix = `castline-notify-${crypto.randomBytes(4).toString('hex')}:`
  const env = {
    ...ENV,
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix,
    DATABASE_POOL_SIZE: '10',
  }
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'castline-notify-')))
  const nodes = []
  try {
    seed({ DATABASE_URL: database.url })
    nodes.push(await startServer({ port: PORT + 1, dataDir: dirs[0], env }))
    nodes.push(await startServer({ port: PORT + 2, dataDir: dirs[1], env }))
    return await run('Two nodes', nodes[0].url, nodes[1].url, BUDGET.two)
  } finally {
    await Promise.all(nodes.map((node) => node.stop()))
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
    await database.drop()
    await deleteRedisKeys(redisUrl, prefix)
  }
}

if (values.nodes !== 'two') await oneNode()
if (values.nodes !== 'one') await twoNodes()
