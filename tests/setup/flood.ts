/**
 * Issue 7's flood, shared by the security test (is the flooder throttled, is the other client still served?)
 * and bench/flood.mjs (how much does the flood cost the other client's latency?): one chat socket sends
 * search events at a steady rate while another client searches through the API.
 */
import { DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { TOO_MANY_EVENTS } from '../../assistant/socket'
import { DEFAULT_EVENT_RATE_LIMITS } from '../../assistant/socket-limits'
import { mintAccessToken } from '../integration/sign-in'
import { startChatServer, type ChatServer } from './chat-server'

export const FLOOD_EVENTS_PER_SECOND = 50
const SEARCH_INTERVAL_MS = 75
const QUERIES = ['female dancers in Mumbai', 'actors in Delhi', 'models for a music video', 'voiceover artists', 'Priya']

export interface FloodScene {
  chat: ChatServer
  /** API searches one after another at a steady pace (about 13 a second); the time to each full answer. */
  searchLatencies(count: number): Promise<number[]>
  /** Floods while `during` runs: the events sent, served and refused with the throttle's notice. */
  flood<T>(during: () => Promise<T>): Promise<{ result: T; sent: number; served: number; notices: number }>
  close(): Promise<void>
}

/** A chat server with the production limits, all of them, a signed-in searcher and a signed-in flooder. */
export async function floodScene(talents = 200): Promise<FloodScene> {
  const chat = await startChatServer({ talents, rateLimit: DEFAULT_EVENT_RATE_LIMITS })
  const token = await mintAccessToken(chat.web.api, DEMO_RECRUITER_EMAIL)
  // Signed in: a guest's search only lists the public talents (requirements §5), a member's filters.
  const flooder = chat.connect({ auth: { token: await mintAccessToken(chat.web.api, DEMO_TALENT_EMAIL) } })
  await flooder.connected
  await flooder.waitFor('connection_success')

  async function searchLatencies(count: number) {
    const latencies: number[] = []
    for (let i = 0; i < count; i++) {
      const paced = new Promise((resolve) => setTimeout(resolve, SEARCH_INTERVAL_MS))
      const started = performance.now()
      const response = await fetch(`${chat.url}/api/v1/search-talents`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: QUERIES[i % QUERIES.length], filters: {}, page: 1, limit: 10 }),
      })
      if (response.status !== 200) throw new Error(`search ${i} answered ${response.status}`)
      await response.json()
      latencies.push(performance.now() - started)
      await paced
    }
    return latencies
  }

  async function flood<T>(during: () => Promise<T>) {
    const from = flooder.events.length
    let sent = 0
    const timer = setInterval(() => {
      // The most expensive event there is: a search.
      flooder.socket.emit('search_talent', { query: QUERIES[sent % QUERIES.length], directSearch: true })
      sent++
    }, 1000 / FLOOD_EVENTS_PER_SECOND)
    let result: T
    try {
      result = await during()
    } finally {
      clearInterval(timer)
    }
    const events = flooder.events.slice(from)
    return {
      result,
      sent,
      served: events.filter((e) => e.event === 'search_results').length,
      notices: events.filter((e) => e.event === 'error' && e.payload.message === TOO_MANY_EVENTS).length,
    }
  }

  return { chat, searchLatencies, flood, close: () => chat.close() }
}
