import type { Redis } from 'ioredis'
import type { Logger } from 'pino'

/**
 * How many guest chat sockets one client address holds open, capped. With Redis the count is shared by
 * every node: a sorted set per address whose members are socket ids scored by when their lease ends. A
 * node renews the leases of its own open sockets every LEASE_RENEW_MS and removes a socket when it
 * closes; the sockets of a node that died are not renewed and stop counting once their lease has run out
 * (at most LEASE_MS). Without Redis, or while it is unreachable, each node counts its own sockets.
 */

export const DEFAULT_GUEST_SOCKETS_PER_ADDRESS = 20
export const LEASE_MS = 90_000
const LEASE_RENEW_MS = LEASE_MS / 3

/** The sorted set of one address's guest sockets (tests write a dead node's leftovers into it). */
export const guestSocketsKey = (prefix: string, address: string) => `${prefix}guest-sockets:${address}`

/** Drops lapsed leases, then adds the socket unless the address is at the cap: 1 when added, else 0. */
const ACQUIRE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZSCORE', KEYS[1], ARGV[4]) == false and redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then
  return 0
end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1
`

export interface GuestSocketSlots {
  /** True when the socket may open (it then holds a slot until `release`). */
  acquire(address: string, socketId: string): Promise<boolean>
  /** Frees the socket's slot; a second call does nothing. */
  release(socketId: string): void
  /** Stops renewing leases (the node is closing). */
  close(): void
}

export function createGuestSocketSlots({
  perAddress = DEFAULT_GUEST_SOCKETS_PER_ADDRESS,
  redis,
  prefix = 'castline:chat-limit:',
  logger,
}: {
  perAddress?: number
  redis?: Redis
  prefix?: string
  logger: Pick<Logger, 'warn'>
}): GuestSocketSlots {
  /** This node's open guest sockets: socket id → address. */
  const open = new Map<string, string>()
  const openFrom = (address: string) => [...open.values()].filter((held) => held === address).length
  let reported = false
  const redisFailed = (error: unknown) => {
    if (!reported) logger.warn({ err: error }, 'guest socket count unavailable in Redis; counting on this node')
    reported = true
  }

  const renew = () => {
    if (!redis || open.size === 0) return
    const leaseEnd = Date.now() + LEASE_MS
    const batch = redis.pipeline()
    for (const [socketId, address] of open) {
      const key = guestSocketsKey(prefix, address)
      batch.zadd(key, leaseEnd, socketId).pexpire(key, LEASE_MS)
    }
    batch.exec().catch(redisFailed)
  }
  const renewal = redis ? setInterval(renew, LEASE_RENEW_MS) : undefined
  renewal?.unref()

  /** The check and the hold in one synchronous step: two handshakes in one tick cannot both take the last slot. */
  const holdOnThisNode = (address: string, socketId: string) => {
    if (openFrom(address) >= perAddress) return false
    open.set(socketId, address)
    return true
  }

  return {
    async acquire(address, socketId) {
      if (!redis) return holdOnThisNode(address, socketId)
      try {
        const now = Date.now()
        const key = guestSocketsKey(prefix, address)
        const added = await redis.eval(ACQUIRE, 1, key, now, perAddress, now + LEASE_MS, socketId, LEASE_MS)
        reported = false
        if (added !== 1) return false
        open.set(socketId, address)
        return true
      } catch (error) {
        redisFailed(error)
        return holdOnThisNode(address, socketId)
      }
    },
    release(socketId) {
      const address = open.get(socketId)
      if (address === undefined) return
      open.delete(socketId)
      redis?.zrem(guestSocketsKey(prefix, address), socketId).catch(redisFailed)
    },
    close() {
      clearInterval(renewal)
    },
  }
}
