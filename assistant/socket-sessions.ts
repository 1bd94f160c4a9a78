import type { Logger } from 'pino'
import type { EndedSignIns } from '../api/auth/tokens'
import type { NotificationDelivery } from '../api/services/notifications'
import type { SocketUser, VerifiedToken } from './handshake'
import type { AssistantServer, AssistantSocket } from './socket-types'

/**
 * Chat sockets end with the sign-in that opened them. Each signed-in socket joins a room per user,
 * per sign-in (refresh-token family) and, for a browser, per web session; whatever ends one of those
 * disconnects the room, on every node once socket.io has a shared adapter. And a socket is checked
 * again when the access token it showed expires.
 */

export const SESSION_ENDED = 'Your session has ended. Please sign in again.'
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.'
export const TOKEN_EXPIRED = 'Your access token has expired. Connect again with a new token.'
export const SIGN_IN_LAPSED = 'Your sign-in needs refreshing. Reload the page to keep chatting.'

/** What ended: sign-ins (the API) or one web session (the web app's logout). */
export type EndedChatSessions = EndedSignIns | { webSessionId: string }

const userRoom = (userId: number) => `user:${userId}`
const signInRoom = (familyId: string) => `sign-in:${familyId}`
const sessionRoom = (webSessionId: string) => `session:${webSessionId}`

export function joinSessionRooms(socket: AssistantSocket, user: SocketUser): void {
  const rooms = [userRoom(user.id), signInRoom(user.familyId)]
  if (user.webSessionId) rooms.push(sessionRoom(user.webSessionId))
  void socket.join(rooms)
}

/** Sends a committed notification to every socket of its user, on every node (the adapter fans it out). */
export function sendToUserSockets(io: AssistantServer, { userId, notification }: NotificationDelivery): void {
  io.to(userRoom(userId)).emit('notification', notification)
}

/** Disconnects every chat socket of what ended, on every node, after telling it why. */
export function closeChatSockets(io: AssistantServer, ended: EndedChatSessions): void {
  const room =
    'webSessionId' in ended
      ? sessionRoom(ended.webSessionId)
      : 'familyId' in ended
        ? signInRoom(ended.familyId)
        : userRoom(ended.userId)
  io.to(room).emit('error', { message: SESSION_ENDED })
  io.in(room).disconnectSockets(true)
}

export interface ExpiryCheckDependencies {
  verifyToken(token: string): Promise<VerifiedToken>
  /** The access token a web session holds now, or null when the session has ended. */
  sessionAccessToken(webSessionId: string): Promise<string | null>
  logger: Pick<Logger, 'warn'>
}

/** Timers fire late rather than early; this keeps a check from landing in the token's last millisecond. */
const EXPIRY_MARGIN_MS = 50
/** setTimeout's ceiling (about 24.8 days); a longer token is simply checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1
const RETRY_AFTER_FAILURE_MS = 5000

/**
 * At the expiry of the socket's access token: a bearer-token socket is disconnected; a browser's socket
 * re-reads its web session, carries on if the session holds a valid token of the same user (the page
 * refreshed it) and is disconnected otherwise. The timer goes with the socket.
 */
export function watchTokenExpiry(socket: AssistantSocket, user: SocketUser, deps: ExpiryCheckDependencies): void {
  let timer: NodeJS.Timeout | undefined
  const armIn = (delayMs: number) => {
    timer = setTimeout(() => void check(), Math.min(Math.max(delayMs, 0), MAX_TIMER_MS))
  }
  const armAt = (expiresAt: Date) => armIn(expiresAt.getTime() - Date.now() + EXPIRY_MARGIN_MS)
  const end = (message: string) => {
    socket.emit('error', { message })
    socket.disconnect(true)
  }

  async function check() {
    timer = undefined
    if (!socket.connected) return
    if (!user.webSessionId) return end(TOKEN_EXPIRED)
    let token: string | null
    try {
      token = await deps.sessionAccessToken(user.webSessionId)
    } catch (error) {
      deps.logger.warn({ err: error }, 'chat socket: the web session could not be read; checking again shortly')
      if (socket.connected) armIn(RETRY_AFTER_FAILURE_MS)
      return
    }
    if (!socket.connected) return
    if (!token) return end(SESSION_EXPIRED)
    const renewed = await deps.verifyToken(token).catch(() => null)
    if (!socket.connected) return
    if (!renewed || renewed.id !== user.id) return end(SIGN_IN_LAPSED)
    if (renewed.familyId !== user.familyId) {
      void socket.leave(signInRoom(user.familyId))
      void socket.join(signInRoom(renewed.familyId))
    }
    Object.assign(user, { familyId: renewed.familyId, expiresAt: renewed.expiresAt })
    armAt(renewed.expiresAt)
  }

  armAt(user.expiresAt)
  socket.once('disconnect', () => clearTimeout(timer))
}
