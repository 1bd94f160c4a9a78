import type { Redis } from 'ioredis'
import { BurstyRateLimiter, RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible'
import type { SocketUser } from './handshake'

/**
 * The chat socket's event limits: per socket (in memory: a socket lives on one node), and per signed-in
 * user across all of their sockets, or per address for guests. The per-user and per-address counts are
 * in Redis when the node has a client (so a user's sockets on several nodes share them), with a memory
 * limiter as insurance while Redis is unreachable.
 */

export interface EventRateLimits {
  /** Per socket: this many events a second, plus a burst of `burst` more every 10 seconds. */
  perSecond: number
  burst: number
  /**
   * Per socket, events that search the database (a chat message, search_talent, load more): a person
   * reads the results between two, so a tighter budget; `searchBurst` more every 10 seconds for quick
   * option clicks. A flood of searches cannot take the database from everyone else.
   */
  searchesPerSecond: number
  searchBurst: number
  /** Per signed-in user, over all of their sockets: five tabs do not get five times the rate. */
  perUserPerSecond: number
  /** Per client address, over all of its guest sockets (an office or a carrier may share one). */
  perGuestAddressPerSecond: number
}

export const DEFAULT_EVENT_RATE_LIMITS: EventRateLimits = {
  perSecond: 10,
  burst: 10,
  searchesPerSecond: 1,
  searchBurst: 5,
  perUserPerSecond: 15,
  perGuestAddressPerSecond: 30,
}

/** The client events that run a search (assistant/socket-conversation.ts). */
const SEARCH_EVENTS = new Set(['chat_message', 'search_talent', 'load_more_results'])

export const DEFAULT_REDIS_EVENT_PREFIX = 'castline:chat-events:'

export interface EventLimiterDependencies {
  redis?: Redis
  /** Overrides DEFAULT_REDIS_EVENT_PREFIX (tests give each run its own). */
  redisPrefix?: string
}

function sharedLimiter(name: string, points: number, deps: EventLimiterDependencies): RateLimiterAbstract {
  const keyPrefix = `${deps.redisPrefix ?? DEFAULT_REDIS_EVENT_PREFIX}${name}`
  const memory = new RateLimiterMemory({ keyPrefix, points, duration: 1 })
  if (!deps.redis) return memory
  return new RateLimiterRedis({
    storeClient: deps.redis,
    keyPrefix,
    points,
    duration: 1,
    // While Redis is down each node counts alone rather than waiting on it for every event.
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  })
}

/**
 * What became of one event: served; `limited` by the search budget or the shared per-user or
 * per-address count; or `flood`, past the socket's own 10 a second and burst, which no person reaches.
 */
export type EventVerdict = 'allowed' | 'limited' | 'flood'

/** Consumes one event for the socket, then for its user or guest address. */
export function createEventLimiter(limits: Partial<EventRateLimits> = {}, deps: EventLimiterDependencies = {}) {
  const defaults = DEFAULT_EVENT_RATE_LIMITS
  // Field by field: an unset environment variable arrives as undefined and must not erase a default.
  const settings: EventRateLimits = {
    perSecond: limits.perSecond ?? defaults.perSecond,
    burst: limits.burst ?? defaults.burst,
    searchesPerSecond: limits.searchesPerSecond ?? defaults.searchesPerSecond,
    searchBurst: limits.searchBurst ?? defaults.searchBurst,
    perUserPerSecond: limits.perUserPerSecond ?? defaults.perUserPerSecond,
    perGuestAddressPerSecond: limits.perGuestAddressPerSecond ?? defaults.perGuestAddressPerSecond,
  }
  const perSocket = new BurstyRateLimiter(
    new RateLimiterMemory({ keyPrefix: 'chat', points: settings.perSecond, duration: 1 }),
    new RateLimiterMemory({ keyPrefix: 'chat-burst', points: settings.burst, duration: 10 }),
  )
  const perSocketSearches = new BurstyRateLimiter(
    new RateLimiterMemory({ keyPrefix: 'chat-search', points: settings.searchesPerSecond, duration: 1 }),
    new RateLimiterMemory({ keyPrefix: 'chat-search-burst', points: settings.searchBurst, duration: 10 }),
  )
  const perUser = sharedLimiter('user', settings.perUserPerSecond, deps)
  const perGuestAddress = sharedLimiter('guest-address', settings.perGuestAddressPerSecond, deps)

  return async function allow(
    event: unknown,
    socketId: string,
    user: SocketUser | null,
    address: string,
  ): Promise<EventVerdict> {
    const refused = (verdict: EventVerdict) => (refusal: unknown) => {
      if (refusal instanceof Error) throw refusal
      return verdict
    }
    // The socket's own allowances first: a flood is refused in memory, without a Redis round trip.
    const own = await perSocket.consume(socketId).then(() => 'allowed' as const, refused('flood'))
    if (own !== 'allowed') return own
    if (typeof event === 'string' && SEARCH_EVENTS.has(event)) {
      const search = await perSocketSearches.consume(socketId).then(() => 'allowed' as const, refused('limited'))
      if (search !== 'allowed') return search
    }
    const shared = user ? perUser.consume(String(user.id)) : perGuestAddress.consume(address)
    return shared.then(() => 'allowed' as const, refused('limited'))
  }
}
