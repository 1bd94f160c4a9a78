import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { Server } from 'socket.io'
import { io as connectClient, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client'
import { createTokenService } from '../../api/auth/tokens'
import { ASSISTANT_SOCKET_OPTIONS, attachAssistant, type AssistantDependencies } from '../../assistant/socket'
import { closeChatSockets, type EndedChatSessions } from '../../assistant/socket-sessions'
import type { AssistantServer } from '../../assistant/socket-types'
import type {
  ClientToServerEvents,
  InterServerEvents,
  ServerToClientEvents,
  SocketData,
} from '../../assistant/protocol'
import { sessionUserById, webSessionFromCookie } from '../../app/services/session.server'
import { TEST_JWT_SECRET } from './api'
import { silentLogger } from './logger'
import { createTestWeb } from './web'
import { coalesceSocketWrites } from '../../server/socket'

export type ChatServer = Awaited<ReturnType<typeof startChatServer>>

/**
 * The chat assistant as server.ts wires it, on a real HTTP server on an ephemeral port: the real API at
 * /api/v1, socket.io with the app's options and the adapter on a fresh seeded database, with the web
 * session store (for cookie sign-in through the real login action) on the same database. As in
 * server.ts, an ended sign-in (the API) or web session (the web app's logout) closes its chat sockets.
 */
export async function startChatServer({
  talents = 60,
  ...options
}: { talents?: number } & Partial<
  Pick<
    AssistantDependencies,
    'rateLimit' | 'contact' | 'redis' | 'redisPrefix' | 'logger' | 'guestSocketsPerAddress' | 'floodBlockMs'
  >
> = {}) {
  // The API is made before socket.io is attached; the hook finds it at call time.
  const attached: { io?: AssistantServer } = {}
  const endChatSessions = (ended: EndedChatSessions) => {
    if (attached.io) closeChatSockets(attached.io, ended)
  }
  const web = await createTestWeb({
    talents,
    onSignInsEnded: endChatSessions,
    onWebSessionEnded: (webSessionId) => endChatSessions({ webSessionId }),
  })
  const api = getRequestListener(web.api.app.fetch)
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/api/v1')) return void api(req, res)
    res.writeHead(404).end()
  })
  const io = new Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>(
    server,
    ASSISTANT_SOCKET_OPTIONS,
  )
  // As server.ts does: a socket's events of one tick go out in one network write.
  coalesceSocketWrites(server, io)
  attached.io = io
  attachAssistant(io, {
    db: web.db,
    logger: silentLogger,
    tokens: createTokenService(web.db, [TEST_JWT_SECRET]),
    // As server.ts does: the assistant reads web sessions through the web app's reader.
    webSessionUser: (cookieHeader) => webSessionFromCookie(cookieHeader, web.sessionStore),
    webSessionAccessToken: async (id) => (await sessionUserById(id, web.sessionStore))?.accessToken ?? null,
    ...options,
    // Every test client is one address and one of two demo users, at machine speed: the shared per-user and
    // per-address counts would throttle unrelated tests. tests/security sets them (or the defaults) itself.
    rateLimit: { perUserPerSecond: 100_000, perGuestAddressPerSecond: 100_000, ...options.rateLimit },
    guestSocketsPerAddress: options.guestSocketsPerAddress ?? 100_000,
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const clients: Socket[] = []

  /** A socket.io-client on the server (websocket, no automatic reconnect); not yet known to be connected. */
  function connect(options: Partial<ManagerOptions & SocketOptions> = {}) {
    const socket = connectClient(url, { transports: ['websocket'], forceNew: true, reconnection: false, ...options })
    clients.push(socket)
    return recorder(socket)
  }

  async function close() {
    for (const client of clients) client.disconnect()
    await new Promise<void>((resolve) => io.close(() => resolve()))
    await web.close()
  }

  return { web, url, io, connect, close }
}

/** A server event's payload as received: tests read its fields by the protocol's names. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Payload = any

export interface Received {
  event: string
  payload: Payload
}

/** Records every server event a socket receives, in order, and waits for the ones a test expects. */
export function recorder(socket: Socket) {
  const events: Received[] = []
  const waiting = new Set<() => void>()
  socket.onAny((event: string, payload: unknown) => {
    events.push({ event, payload })
    for (const check of [...waiting]) check()
  })

  /** The first event of that name (from index `from`) that passes `accept`; fails after `ms`. */
  function waitFor(event: string, accept: (payload: Payload) => boolean = () => true, ms = 5000, from = 0) {
    return new Promise<Payload>((resolve, reject) => {
      const check = () => {
        const found = events.slice(from).find((e) => e.event === event && accept(e.payload))
        if (!found) return
        waiting.delete(check)
        clearTimeout(timer)
        resolve(found.payload)
      }
      const timer = setTimeout(() => {
        waiting.delete(check)
        reject(new Error(`no ${event} within ${ms} ms; received: ${events.map((e) => e.event).join(', ')}`))
      }, ms)
      waiting.add(check)
      check()
    })
  }

  /** Resolves on connect; rejects with the server's reason on connect_error. */
  const connected = new Promise<void>((resolve, reject) => {
    if (socket.connected) resolve()
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
  connected.catch(() => {})

  /** Emits and returns the index from which the replies are recorded. */
  function send(event: string, payload?: unknown): number {
    const from = events.length
    if (payload === undefined) socket.emit(event)
    else socket.emit(event, payload)
    return from
  }

  return {
    socket,
    events,
    connected,
    waitFor,
    send,
    /** The names of the events received since index `from`. */
    names: (from = 0) => events.slice(from).map((e) => e.event),
  }
}
