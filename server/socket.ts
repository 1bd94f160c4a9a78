/**
 * socket.io's server options for server.ts: the assistant's limits, connection state recovery, and with
 * Redis the streams adapter, so rooms, broadcasts and recovered sessions reach every node (ADR 011).
 * Without Redis, socket.io's in-process adapter, which recovers sessions on this node.
 */
import type http from 'node:http'
import net from 'node:net'
import type { Duplex } from 'node:stream'
import { createAdapter } from '@socket.io/redis-streams-adapter'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { ServerOptions } from 'socket.io'
import { ASSISTANT_SOCKET_OPTIONS } from '../assistant/socket'
import type { AssistantServer } from '../assistant/socket-types'

/**
 * A client that loses its connection for up to this long gets the events it missed and keeps its
 * socket id when it comes back, on any node with Redis.
 */
export const RECOVERY_WINDOW_MS = 2 * 60 * 1000

export function socketOptions(redis: Redis | null, { prefix, logger }: { prefix: string; logger: Logger }) {
  const options: Partial<ServerOptions> = {
    ...ASSISTANT_SOCKET_OPTIONS,
    // Middlewares run again on a recovered connection: the handshake is authenticated every time.
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
  }
  if (!redis) return options
  const adapter = createAdapter(withHandledSessionWrites(redis, logger), {
    streamName: `${prefix}socket.io`,
    channelPrefix: `${prefix}socket.io`,
    sessionKeyPrefix: `${prefix}sio:session:`,
    // Below api/redis.ts's command timeout: a blocking read that timed out would drop what it read.
    blockTimeInMs: 1000,
  })
  return { ...options, adapter }
}

/**
 * The adapter stores a disconnected socket's session with a SET whose promise it drops
 * (socketio/socket.io-redis-streams-adapter#21): with Redis away, that rejection is unhandled and Node
 * ends the process. This view of the client handles every SET's failure (the session is then simply
 * not recoverable) and passes everything else through unchanged.
 */
function withHandledSessionWrites(client: Redis, logger: Logger): Redis {
  let reported = false
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property !== 'set') return Reflect.get(target, property, receiver)
      return (...args: Parameters<Redis['set']>) => {
        const write = Reflect.apply(target.set, target, args)
        if (write instanceof Promise) {
          write.then(
            () => (reported = false),
            (error: unknown) => {
              if (!reported) logger.warn({ err: error }, 'chat session not stored for recovery: Redis unavailable')
              reported = true
            },
          )
        }
        return write
      }
    },
  })
}

/**
 * Sends what a chat socket emits in one tick in one network write: an answer's follow-up
 * (chat_response and typing_stop, sent together once the cards have gone, assistant/quiet-turns.ts)
 * would otherwise take a write each, and on this machine a write costs tens of microseconds.
 * Each time engine.io flushes a socket's packets, its TCP socket is corked until the next tick.
 *
 * The TCP socket is found from the HTTP upgrade that opened the WebSocket (socket.request is that
 * request); a connection that began as long polling has none, and is left as it is.
 */
export function coalesceSocketWrites(server: http.Server, io: AssistantServer): void {
  const tcpByRequest = new WeakMap<http.IncomingMessage, net.Socket>()
  server.on('upgrade', (request: http.IncomingMessage, socket: Duplex) => {
    if (socket instanceof net.Socket) tcpByRequest.set(request, socket)
  })
  io.on('connection', (socket) => {
    const tcp = tcpByRequest.get(socket.request)
    if (!tcp) return
    socket.conn.on('flush', () => {
      tcp.cork()
      process.nextTick(() => tcp.uncork())
    })
  })
}
