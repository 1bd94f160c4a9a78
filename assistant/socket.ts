import crypto from 'node:crypto'
import type { Logger } from 'pino'
import { BurstyRateLimiter, RateLimiterMemory } from 'rate-limiter-flexible'
import type { Server, ServerOptions } from 'socket.io'
import type { Database } from '../api/db/client'
import type { SessionStore } from '../app/load-context'
import { sessionUserFromCookie } from '../app/services/session.server'
import type { ContactDetails, EngineDeps } from './engine'
import { authenticateHandshake, HandshakeError, type HandshakeDependencies, type SocketUser } from './handshake'
import { CHAT_ERRORS } from './protocol'
import { Conversation } from './socket-conversation'

/**
 * The chat assistant's socket.io adapter (DESIGN.md §7): authenticates the handshake, validates every
 * client event, limits their rate, feeds the engine (assistant/engine) and carries out its commands
 * with the search service. Search sessions live in the database; the only state kept here is each
 * socket's conversation, so load more and view all work on a fresh socket, on any node.
 */

/** Payloads over this are refused: socket.io closes the connection (server.ts passes these options). */
export const MAX_PAYLOAD_BYTES = 64 * 1024
export const ASSISTANT_SOCKET_OPTIONS: Partial<ServerOptions> = { maxHttpBufferSize: MAX_PAYLOAD_BYTES }

/** Per socket: 10 events a second, plus a burst of 10 more every 10 seconds. */
export const EVENTS_PER_SECOND = 10
export const BURST_EVENTS = 10
export const TOO_MANY_EVENTS = 'Too many messages, slow down.'
/** Open chat sockets one signed-in user may hold (tabs, devices); the next handshake is refused. */
export const MAX_SOCKETS_PER_USER = 5
export const TOO_MANY_SOCKETS = 'Too many open chats for this account. Close one and try again.'

export interface AssistantDependencies {
  db: Database
  logger: Logger
  tokens: { verifyAccessToken: HandshakeDependencies['verifyToken'] }
  sessionStore: Pick<SessionStore, 'read'>
  /** WhatsApp number and support email (ASSISTANT_WHATSAPP_NUMBER, ASSISTANT_SUPPORT_EMAIL). */
  contact?: ContactDetails
  allowedOrigins?: readonly string[]
  /** Overrides of the per-socket event limit (the bench and tests keep the defaults). */
  rateLimit?: { perSecond: number; burst: number }
}

export function attachAssistant(io: Server, deps: AssistantDependencies): void {
  const { logger } = deps
  const perSecond = deps.rateLimit?.perSecond ?? EVENTS_PER_SECOND
  const limiter = new BurstyRateLimiter(
    new RateLimiterMemory({ keyPrefix: 'chat', points: perSecond, duration: 1 }),
    new RateLimiterMemory({ keyPrefix: 'chat-burst', points: deps.rateLimit?.burst ?? BURST_EVENTS, duration: 10 }),
  )
  const engineDeps: EngineDeps = {
    now: () => new Date(),
    newId: () => crypto.randomUUID(),
    ...(deps.contact ? { contact: deps.contact } : {}),
  }

  io.use((socket, next) => {
    const { headers, auth, query } = socket.handshake
    authenticateHandshake(
      { headers, auth: isRecord(auth) ? auth : {}, query: isRecord(query) ? query : {} },
      {
        verifyToken: (token) => deps.tokens.verifyAccessToken(token),
        userFromCookie: (cookie) => sessionUserFromCookie(cookie, deps.sessionStore),
        allowedOrigins: deps.allowedOrigins,
      },
    ).then(
      (user: SocketUser | null) => {
        if (user && socketsOf(io, user.id) >= MAX_SOCKETS_PER_USER) return next(new Error(TOO_MANY_SOCKETS))
        socket.data.user = user
        next()
      },
      (error: unknown) => {
        if (error instanceof HandshakeError) return next(new Error(error.message))
        // Never the handshake itself in the log: its query may hold a token.
        logger.error({ err: error }, 'chat handshake failed')
        next(new Error(CHAT_ERRORS.serverError))
      },
    )
  })

  io.on('connection', (socket) => {
    const user: SocketUser | null = socket.data.user ?? null
    const conversation = new Conversation(socket, user, deps, engineDeps)
    let lastNotice = 0
    socket.use(([event], next) => {
      limiter.consume(socket.id).then(
        () => next(),
        () => {
          // One notice a second at most: the answer to a flood must not be a flood.
          if (Date.now() - lastNotice < 1000) return
          lastNotice = Date.now()
          conversation.emit('error', { message: TOO_MANY_EVENTS, event: typeof event === 'string' ? event : undefined })
        },
      )
    })
    // A recovered connection (connectionStateRecovery) carries on like a client that kept its history.
    const hasHistory = isRecord(socket.handshake.auth) && socket.handshake.auth.hasHistory === true
    conversation.start(socket.recovered || hasHistory)
  })
}

/** This node's open sockets of one user (a guest has no cap beyond the per-socket event limit). */
function socketsOf(io: Server, userId: number): number {
  let count = 0
  for (const open of io.of('/').sockets.values()) {
    const user: SocketUser | null = open.data.user ?? null
    if (user?.id === userId) count++
  }
  return count
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
