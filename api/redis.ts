import { Redis } from 'ioredis'
import type { Logger } from 'pino'

/**
 * The one Redis connection a node shares between its users (socket.io's adapter, the rate-limit
 * stores, the feed cache) when REDIS_URL is set. Without REDIS_URL nothing calls this and every one of
 * those stays in process memory.
 */
export interface RedisHandle {
  client: Redis
  /** A short description for logs that never contains a password. */
  describe: string
  close(): Promise<void>
}

/** How long a command waits for a lost connection before failing, so a request never hangs on Redis. */
const COMMAND_TIMEOUT_MS = 2000
const MAX_RECONNECT_DELAY_MS = 2000

export async function openRedis(url: string, logger: Logger): Promise<RedisHandle> {
  const client = new Redis(url, {
    lazyConnect: true,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, MAX_RECONNECT_DELAY_MS),
  })
  let reportedDown = false
  let lastError: Error | null = null
  client.on('error', (error: Error) => {
    lastError = error
    // ioredis reconnects by itself; say so once per outage rather than once per retry.
    if (reportedDown) return
    reportedDown = true
    logger.warn({ err: error }, 'Redis connection lost; reconnecting')
  })
  client.on('ready', () => {
    if (reportedDown) logger.info('Redis connection restored')
    reportedDown = false
  })
  await client.connect().catch((error: unknown) => {
    client.disconnect()
    // connect() says only "Connection is closed."; the socket's error says why (ECONNREFUSED, auth, …).
    throw lastError ?? error
  })
  const parsed = new URL(url)
  return {
    client,
    describe: `Redis ${parsed.hostname}:${parsed.port || 6379}`,
    async close() {
      await client.quit().catch(() => client.disconnect())
    },
  }
}
