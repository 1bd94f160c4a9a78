import crypto from 'node:crypto'
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm'
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import type { Database } from '../db/client'
import { refreshTokens, users } from '../db/schema'
import { ApiError } from '../errors'

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60
export const TOKEN_AUDIENCE = 'castline-api'
export const TOKEN_ISSUER = 'castline'

export type UserType = 'talent' | 'recruiter'

/** Who is calling: what an access token proves, after it is checked against the database. */
export interface AuthUser {
  /** The users.id primary key (never leaves the server). */
  id: number
  /** The public USERID. */
  USERID: string
  userType: UserType
  /** The refresh-token family this access token belongs to (one per sign-in). */
  familyId: string
}

/** A checked access token: its caller, and when it stops working (its `exp`). */
export interface VerifiedAccessToken extends AuthUser {
  expiresAt: Date
}

/**
 * Sign-ins that just stopped working, told to whoever holds connections on them (server.ts closes the
 * chat sockets): one sign-in (logout, a reused refresh token) or every sign-in of the user (password change).
 */
export type EndedSignIns = { userId: number; familyId: string } | { userId: number; every: true }

export interface TokenServiceOptions {
  /** Access-token life; ACCESS_TOKEN_TTL_SECONDS unless a test needs tokens that expire now. */
  accessTokenTtlSeconds?: number
  onSignInsEnded?: (ended: EndedSignIns) => void
}

export interface IssuedTokens {
  accessToken: string
  refreshToken: string
  /** Seconds until the access token expires. */
  expiresIn: number
}

const UNAUTHORIZED = 'Authentication required: send a valid bearer token.'
const EXPIRED = 'Your session has expired. Please sign in again.'

const USERID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('base64url')

/**
 * Access tokens are HS256 JWTs (1 h) carrying the user and the refresh-token
 * family; refresh tokens are random strings stored only as a hash, rotated on
 * every use. Reusing a spent refresh token revokes its whole family, which also
 * ends every access token of that sign-in.
 */
export function createTokenService(db: Database, secrets: string[], options: TokenServiceOptions = {}) {
  const ttlSeconds = options.accessTokenTtlSeconds ?? ACCESS_TOKEN_TTL_SECONDS
  const keys = secrets.map((s) => new TextEncoder().encode(s))
  const signingKey = keys[0]
  if (!signingKey) throw new Error('createTokenService needs at least one secret')

  async function signAccessToken(user: { USERID: string; userType: UserType }, familyId: string) {
    return new SignJWT({ typ: user.userType, fam: familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.USERID)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuer(TOKEN_ISSUER)
      .setIssuedAt()
      .setJti(crypto.randomUUID())
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(signingKey!)
  }

  async function storeRefreshToken(userPk: number, familyId: string): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url')
    await db.insert(refreshTokens).values({
      userId: userPk,
      tokenHash: sha256(token),
      familyId,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
    })
    return token
  }

  async function decode(token: string) {
    for (const key of keys) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: TOKEN_AUDIENCE,
          issuer: TOKEN_ISSUER,
          requiredClaims: ['sub', 'exp', 'iat', 'fam'],
        })
        return payload
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw new ApiError(401, EXPIRED)
        if (error instanceof joseErrors.JWSSignatureVerificationFailed) continue
        throw new ApiError(401, UNAUTHORIZED)
      }
    }
    throw new ApiError(401, UNAUTHORIZED)
  }

  return {
    /** Starts a new family (a sign-in) and returns its first pair of tokens. */
    async issue(user: { id: number; USERID: string; userType: UserType }): Promise<IssuedTokens> {
      const familyId = crypto.randomUUID()
      const [accessToken, refreshToken] = await Promise.all([
        signAccessToken(user, familyId),
        storeRefreshToken(user.id, familyId),
      ])
      return { accessToken, refreshToken, expiresIn: ttlSeconds }
    },

    /** Checks signature, algorithm, audience, issuer and expiry, then that the family is not revoked. */
    async verifyAccessToken(token: string): Promise<VerifiedAccessToken> {
      const payload = await decode(token)
      const { sub: USERID, fam: familyId, exp } = payload
      // Checked before they reach SQL: a non-uuid family or a NUL in the subject makes PostgreSQL throw (a 500).
      if (typeof familyId !== 'string' || !UUID_PATTERN.test(familyId)) throw new ApiError(401, UNAUTHORIZED)
      if (typeof USERID !== 'string' || !USERID_PATTERN.test(USERID)) throw new ApiError(401, UNAUTHORIZED)
      // The user and whether this sign-in was revoked, in one statement (every authenticated call pays it).
      const [row] = await db
        .select({
          id: users.id,
          USERID: users.userId,
          userType: users.userType,
          changedAt: users.passwordChangedAt,
          revoked: sql<boolean>`EXISTS (${db
            .select({ id: refreshTokens.id })
            .from(refreshTokens)
            .where(and(eq(refreshTokens.familyId, familyId), isNotNull(refreshTokens.revokedAt)))})`,
        })
        .from(users)
        .where(eq(users.userId, USERID))
        .limit(1)
      if (!row) throw new ApiError(401, UNAUTHORIZED)
      if (row.changedAt && payload.iat && payload.iat * 1000 < row.changedAt.getTime() - 1000) {
        throw new ApiError(401, EXPIRED)
      }
      if (row.revoked) throw new ApiError(401, EXPIRED)
      return {
        id: row.id,
        USERID: row.USERID,
        userType: row.userType,
        familyId,
        expiresAt: new Date((exp ?? 0) * 1000),
      }
    },

    /** Spends a refresh token for a new pair; a token spent before revokes its family. */
    async rotate(refreshToken: string): Promise<IssuedTokens & { user: AuthUser }> {
      const [found] = await db
        .select({
          id: refreshTokens.id,
          familyId: refreshTokens.familyId,
          usedAt: refreshTokens.usedAt,
          revokedAt: refreshTokens.revokedAt,
          expiresAt: refreshTokens.expiresAt,
          userPk: users.id,
          USERID: users.userId,
          userType: users.userType,
        })
        .from(refreshTokens)
        .innerJoin(users, eq(users.id, refreshTokens.userId))
        .where(eq(refreshTokens.tokenHash, sha256(refreshToken)))
        .limit(1)
      if (!found || found.revokedAt || found.expiresAt.getTime() <= Date.now()) throw new ApiError(401, EXPIRED)
      // Mark it spent only if nobody spent it first: two racing refreshes cannot both win.
      const spent = await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.id, found.id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id })
      if (spent.length === 0) {
        await this.revokeFamily(found.familyId, found.userPk)
        throw new ApiError(401, EXPIRED)
      }
      const user: AuthUser = {
        id: found.userPk,
        USERID: found.USERID,
        userType: found.userType,
        familyId: found.familyId,
      }
      const [accessToken, nextRefreshToken] = await Promise.all([
        signAccessToken(user, found.familyId),
        storeRefreshToken(found.userPk, found.familyId),
      ])
      return { accessToken, refreshToken: nextRefreshToken, expiresIn: ttlSeconds, user }
    },

    /** Ends one sign-in: its refresh tokens, and with them every access token of the family. */
    async revokeFamily(familyId: string, userPk: number): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
      options.onSignInsEnded?.({ userId: userPk, familyId })
    },

    /** Ends every sign-in of a user (password change, account-wide logout). */
    async revokeAllForUser(userPk: number): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.userId, userPk),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, new Date()),
          ),
        )
      options.onSignInsEnded?.({ userId: userPk, every: true })
    },
  }
}

export type TokenService = ReturnType<typeof createTokenService>
