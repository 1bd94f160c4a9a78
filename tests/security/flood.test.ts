/**
 * Issue 7, the flood: one chat socket sends 50 search events a second for about 5 s while another client
 * searches through the API (POST /api/v1/search-talents, the same search service and database). The
 * flooder is throttled, and the other client's search latency (p95 of 80 searches) stays within 25% of
 * its p95 without the flood. Real socket.io and HTTP, real search on a seeded database, in this process.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { TOO_MANY_EVENTS } from '../../assistant/socket'
import { DEFAULT_EVENT_RATE_LIMITS } from '../../assistant/socket-limits'
import { mintAccessToken } from '../integration/sign-in'
import { startChatServer, type ChatServer } from '../setup/chat-server'

/**
 * 80 searches a phase, about 13 a second, so a phase lasts about 6 s. With 40 a phase the p95 was the
 * second-slowest search, and one stall of the machine moved it by half (a CI run measured a ratio of 1.48
 * with the throttle working): 80 make the p95 the fourth-slowest, a steadier figure for the same bound.
 */
const SEARCHES_PER_PHASE = 80
const SEARCH_INTERVAL_MS = 75
const FLOOD_EVENTS_PER_SECOND = 50
const MAX_P95_RATIO = 1.25
const QUERIES = [
  'female dancers in Mumbai',
  'actors in Delhi',
  'models for a music video',
  'voiceover artists',
  'Priya',
]

let chat: ChatServer
let token: string
/** The flooder is signed in: a guest's search only lists the public talents (requirements §5), a member's filters. */
let flooderToken: string

beforeAll(async () => {
  // The production limits, all of them (the shared test server lifts the per-user and per-address ones).
  chat = await startChatServer({ talents: 200, rateLimit: DEFAULT_EVENT_RATE_LIMITS })
  token = await mintAccessToken(chat.web.api, DEMO_RECRUITER_EMAIL)
  flooderToken = await mintAccessToken(chat.web.api, DEMO_TALENT_EMAIL)
})
afterAll(() => chat?.close())

const p95 = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] ?? Number.NaN
}

/** API searches one after another at a steady pace; the time to the full answer of each. */
async function searchLatencies(count = SEARCHES_PER_PHASE) {
  const latencies: number[] = []
  for (let i = 0; i < count; i++) {
    const paced = new Promise((resolve) => setTimeout(resolve, SEARCH_INTERVAL_MS))
    const started = performance.now()
    const response = await fetch(`${chat.url}/api/v1/search-talents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: QUERIES[i % QUERIES.length], filters: {}, page: 1, limit: 10 }),
    })
    expect(response.status).toBe(200)
    await response.json()
    latencies.push(performance.now() - started)
    await paced
  }
  return latencies
}

it(`a flood of ${FLOOD_EVENTS_PER_SECOND} events/s is throttled while another client's search p95 stays within 25%`, async () => {
  const flooder = chat.connect({ auth: { token: flooderToken } })
  await flooder.connected
  await flooder.waitFor('connection_success')
  // Warm up the search path (plans, caches) so neither phase pays for it, at the phases' own pace.
  await searchLatencies(QUERIES.length * 4)

  const quiet = await searchLatencies()

  const floodFrom = flooder.events.length
  let sent = 0
  const flood = setInterval(() => {
    // The most expensive event there is: a search.
    flooder.socket.emit('search_talent', { query: QUERIES[sent % QUERIES.length], directSearch: true })
    sent++
  }, 1000 / FLOOD_EVENTS_PER_SECOND)
  let flooded: number[]
  try {
    flooded = await searchLatencies()
  } finally {
    clearInterval(flood)
  }

  const served = flooder.events.slice(floodFrom).filter((e) => e.event === 'search_results').length
  const notices = flooder.events
    .slice(floodFrom)
    .filter((e) => e.event === 'error' && e.payload.message === TOO_MANY_EVENTS)
  const ratio = p95(flooded) / p95(quiet)
  console.log(
    `search p95 without flood ${p95(quiet).toFixed(1)} ms, during flood ${p95(flooded).toFixed(1)} ms (ratio ${ratio.toFixed(2)}); ` +
      `flooder sent ${sent} events, ${served} served, ${notices.length} throttle notices`,
  )
  expect(notices.length).toBeGreaterThan(0)
  expect(served).toBeLessThan(sent / 2)
  expect(ratio).toBeLessThanOrEqual(MAX_P95_RATIO)
})
