import type { IncomingHttpHeaders } from 'node:http'

/** Who is on the other end of a chat socket. */
export interface SocketUser {
  /** users.id: owner of the search sessions this socket creates. */
  id: number
  USERID: string
  name: string
  userType: 'talent' | 'recruiter'
  /** The sign-in (refresh-token family) whose access token the socket showed. */
  familyId: string
  /** When that access token expires: the socket is checked again then. */
  expiresAt: Date
  /** The web session a browser's socket came with (its cookie); null for a bearer token. */
  webSessionId: string | null
}

/** What a checked access token tells the socket. */
export type VerifiedToken = Pick<SocketUser, 'id' | 'USERID' | 'userType' | 'familyId' | 'expiresAt'>

export interface HandshakeInput {
  headers: IncomingHttpHeaders
  /** `auth: { token }` from a non-browser client. */
  auth: Record<string, unknown>
  /** The `?token=` of requirements §7: accepted for compatibility, never logged. */
  query: Record<string, unknown>
}

export interface HandshakeDependencies {
  /** Verifies an access token; throws when it is not valid. */
  verifyToken(token: string): Promise<VerifiedToken>
  /** The web session behind the browser's session cookie: its id, and its user with the access token. */
  sessionFromCookie(
    cookie: string | undefined,
  ): Promise<{ sessionId: string; user: { accessToken: string; user: { name: string } } } | null>
  /** Extra origins allowed besides the app's own (a comma-separated setting, for a separate web host). */
  allowedOrigins?: readonly string[]
}

export class HandshakeError extends Error {}

/**
 * A browser always sends Origin on a WebSocket or XHR handshake: it must be this app's own origin (the
 * Host it called) or an allowed one, or cross-site pages could ride the visitor's cookie. Clients that
 * are not browsers send no Origin and authenticate with a token instead of a cookie.
 */
export function checkOrigin(headers: IncomingHttpHeaders, allowed: readonly string[] = []): void {
  const origin = headers.origin
  if (!origin) return
  const host = headers['x-forwarded-host'] ?? headers.host
  let parsed: URL
  try {
    parsed = new URL(origin)
  } catch {
    throw new HandshakeError('Origin not allowed')
  }
  if (parsed.host === host || allowed.includes(parsed.origin)) return
  throw new HandshakeError('Origin not allowed')
}

function tokenFrom(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && value.length < 4096 ? value : null
}

/**
 * The handshake's user: a bearer token (auth, then query) or the browser's session cookie; null for a
 * guest. A token that is sent but not valid refuses the connection (the client should know), while an
 * ended web session simply makes a guest, as on the pages.
 */
export async function authenticateHandshake(
  input: HandshakeInput,
  deps: HandshakeDependencies,
): Promise<SocketUser | null> {
  checkOrigin(input.headers, deps.allowedOrigins)
  const token = tokenFrom(input.auth.token) ?? tokenFrom(input.query.token)
  if (token) {
    const verified = await deps.verifyToken(token).catch(() => {
      throw new HandshakeError('Invalid or expired token')
    })
    return { ...pick(verified), name: '', webSessionId: null }
  }
  const session = await deps.sessionFromCookie(input.headers.cookie)
  if (!session) return null
  try {
    const verified = await deps.verifyToken(session.user.accessToken)
    return { ...pick(verified), name: session.user.user.name, webSessionId: session.sessionId }
  } catch {
    // The page refreshes the access token on its timer (app/components/use-session-refresh.ts) or the next
    // navigation; until then the chat is a guest's.
    return null
  }
}

/** Only the fields the socket keeps (a verifier may return more). */
function pick({ id, USERID, userType, familyId, expiresAt }: VerifiedToken): VerifiedToken {
  return { id, USERID, userType, familyId, expiresAt }
}
