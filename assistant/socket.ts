import crypto from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { ServerOptions } from 'socket.io'
import type { Database } from '../api/db/client'
import { catalogLanguages } from '../api/services/catalog-languages'
import { publicTalentNameWords } from '../api/services/talents'
import { CatalogNames } from './catalog-names'
import type { ContactDetails, EngineDeps } from './engine'
import { languageIndex } from './engine/languages'
import { createGuestSocketSlots } from './guest-sockets'
import { authenticateHandshake, HandshakeError, type HandshakeDependencies, type SocketUser } from './handshake'
import { CHAT_ERRORS } from './protocol'
import { Conversation } from './socket-conversation'
import { createEventLimiter, DEFAULT_EVENT_RATE_LIMITS, type EventRateLimits } from './socket-limits'
import { joinSessionRooms, watchTokenExpiry, type ExpiryCheckDependencies } from './socket-sessions'
import type { AssistantServer, AssistantSocket } from './socket-types'

/**
 * The chat assistant's socket.io adapter (architecture §5): authenticates the handshake, validates every
 * client event, limits their rate, feeds the engine (assistant/engine) and carries out its commands
 * with the search service. Search sessions live in the database; the only state kept here is each
 * socket's conversation, so load more and view all work on a fresh socket, on any node.
 */

/** Payloads over this are refused: socket.io closes the connection (server.ts passes these options). */
export const MAX_PAYLOAD_BYTES = 64 * 1024
export const ASSISTANT_SOCKET_OPTIONS: Partial<ServerOptions> = { maxHttpBufferSize: MAX_PAYLOAD_BYTES }

/** Per socket: 10 events a second, plus a burst of 10 more every 10 seconds (socket-limits.ts). */
export const EVENTS_PER_SECOND = DEFAULT_EVENT_RATE_LIMITS.perSecond
export const BURST_EVENTS = DEFAULT_EVENT_RATE_LIMITS.burst
export const TOO_MANY_EVENTS = 'Too many messages, slow down.'
/** A socket past its own event limit (a flood: no person gets there) is refused everything this long. */
export const FLOOD_BLOCK_MS = 10_000
/** Open chat sockets one signed-in user may hold (tabs, devices); the next handshake is refused. */
export const MAX_SOCKETS_PER_USER = 5
export const TOO_MANY_SOCKETS = 'Too many open chats for this account. Close one and try again.'
/** Guests past CHAT_GUEST_SOCKETS_PER_ADDRESS open chats from one address (assistant/guest-sockets.ts). */
export const TOO_MANY_GUEST_SOCKETS = 'Too many open chats from this network. Close one, or sign in to keep chatting.'
/** How often the engine's languages are read again from the catalog (a new language is rare). */
export const CATALOG_LANGUAGES_REFRESH_MS = 10 * 60_000

export interface AssistantDependencies {
  db: Database
  logger: Logger
  tokens: { verifyAccessToken: HandshakeDependencies['verifyToken'] }
  /**
   * The web session behind a browser's Cookie header, with its signed-in user; null for a guest.
   * server.ts hands in the web app's reader (app/services/session.server.ts): the assistant imports
   * nothing from app/.
   */
  webSessionUser: HandshakeDependencies['sessionFromCookie']
  /** The access token a web session holds now, null once the session has ended (re-read when a token expires). */
  webSessionAccessToken: ExpiryCheckDependencies['sessionAccessToken']
  /** WhatsApp number and support email (ASSISTANT_WHATSAPP_NUMBER, ASSISTANT_SUPPORT_EMAIL). */
  contact?: ContactDetails
  allowedOrigins?: readonly string[]
  /** Overrides of the event limits (the bench and most tests keep the defaults). */
  rateLimit?: Partial<EventRateLimits>
  /** The node's shared Redis client: per-user and per-address event counts are shared through it. */
  redis?: Redis
  redisPrefix?: string
  /** The client's address as the HTTP server sees it (`trust proxy` applied); default: the socket's peer. */
  clientAddress?: (request: IncomingMessage) => string
  /** Open guest sockets one address may hold (CHAT_GUEST_SOCKETS_PER_ADDRESS); signed-in sockets do not count. */
  guestSocketsPerAddress?: number
  /** How long a flooding socket is refused everything; default FLOOD_BLOCK_MS (tests shorten it). */
  floodBlockMs?: number
}

export function attachAssistant(io: AssistantServer, deps: AssistantDependencies): void {
  const { logger, floodBlockMs = FLOOD_BLOCK_MS } = deps
  const allowEvent = createEventLimiter(deps.rateLimit, { redis: deps.redis, redisPrefix: deps.redisPrefix })
  const addressOf = deps.clientAddress ?? ((request: IncomingMessage) => request.socket.remoteAddress ?? 'unknown')
  const guestSlots = createGuestSocketSlots({
    perAddress: deps.guestSocketsPerAddress,
    redis: deps.redis,
    prefix: deps.redisPrefix,
    logger,
  })
  io.httpServer?.once('close', () => guestSlots.close())
  const expiryChecks = {
    verifyToken: (token: string) => deps.tokens.verifyAccessToken(token),
    sessionAccessToken: (id: string) => deps.webSessionAccessToken(id),
    logger,
  }
  // The catalog's name words: a bare lower-case name is a name search (ADR 025); read now, refreshed lazily.
  const names = new CatalogNames(
    () => publicTalentNameWords(deps.db),
    undefined,
    (error) => logger.warn({ err: error }, 'chat could not read the catalog names'),
  )
  const namesRead = names.refresh()
  const engineDeps: EngineDeps = {
    now: () => new Date(),
    newId: () => crypto.randomUUID(),
    ...(deps.contact ? { contact: deps.contact } : {}),
    isTalentName: (word) => names.has(word),
  }
  // ADR 025: the engine reads the languages the catalog holds (the vocabulary's until the first read, and
  // while the catalog holds none), and every conversation shares these deps.
  const readLanguages = () =>
    catalogLanguages(deps.db).then(
      (languages) => {
        if (languages.length > 0) engineDeps.languages = languageIndex(languages)
      },
      (error: unknown) => logger.warn({ err: error }, 'the catalog languages could not be read'),
    )
  void readLanguages()
  const languagesTimer = setInterval(() => void readLanguages(), CATALOG_LANGUAGES_REFRESH_MS).unref()
  io.httpServer?.once('close', () => clearInterval(languagesTimer))

  /** Authenticates the handshake and holds a guest's slot; the reason when the socket is refused. */
  async function admit(socket: AssistantSocket): Promise<string | null> {
    const { headers, auth, query } = socket.handshake
    const user = await authenticateHandshake(
      { headers, auth: isRecord(auth) ? auth : {}, query: isRecord(query) ? query : {} },
      {
        verifyToken: (token) => deps.tokens.verifyAccessToken(token),
        sessionFromCookie: (cookie) => deps.webSessionUser(cookie),
        allowedOrigins: deps.allowedOrigins,
      },
    )
    if (user && socketsOf(io, user.id) >= MAX_SOCKETS_PER_USER) return TOO_MANY_SOCKETS
    if (!user) {
      if (!(await guestSlots.acquire(addressOf(socket.request), socket.id))) return TOO_MANY_GUEST_SOCKETS
      // However the connection ends, the slot is freed (the connection may have closed while we counted).
      const release = () => guestSlots.release(socket.id)
      if (socket.conn.readyState !== 'open') release()
      socket.conn.once('close', release)
      socket.once('disconnect', release)
    }
    socket.data.user = user
    return null
  }

  io.use((socket, next) => {
    admit(socket).then(
      (refusal) => next(refusal === null ? undefined : new Error(refusal)),
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
    const conversation = new Conversation(socket, user, { ...deps, ready: namesRead }, engineDeps)
    if (user) {
      joinSessionRooms(socket, user)
      watchTokenExpiry(socket, user, expiryChecks)
    }
    const address = addressOf(socket.request)
    let lastNotice = 0
    let blockedUntil = 0
    const refuse = (event: unknown) => {
      // One notice a second at most: the answer to a flood must not be a flood.
      if (Date.now() - lastNotice < 1000) return
      lastNotice = Date.now()
      conversation.emit('error', { message: TOO_MANY_EVENTS, event: typeof event === 'string' ? event : undefined })
    }
    // Before any handler: a refused event is never validated, searched or queued.
    socket.use(([event], next) => {
      if (Date.now() < blockedUntil) return refuse(event)
      allowEvent(event, socket.id, user, address).then(
        (verdict) => {
          if (verdict === 'allowed') return next()
          // A flooding socket is refused everything for a while: its allowance must not keep feeding the
          // database (on the embedded one, every search served runs on the node's only thread).
          if (verdict === 'flood') blockedUntil = Date.now() + floodBlockMs
          refuse(event)
        },
        (error: unknown) => {
          logger.error({ err: error }, 'chat event limiter failed')
          next()
        },
      )
    })
    // A recovered connection (connectionStateRecovery) carries on like a client that kept its history.
    const hasHistory = isRecord(socket.handshake.auth) && socket.handshake.auth.hasHistory === true
    conversation.start(socket.recovered || hasHistory)
  })
}

/** This node's open sockets of one user (guests are counted per address, across nodes: guest-sockets.ts). */
function socketsOf(io: AssistantServer, userId: number): number {
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
