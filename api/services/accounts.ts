import crypto from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { hashPassword, verifyPassword } from '../auth/password'
import type { UserType } from '../auth/tokens'
import type { Database } from '../db/client'
import type { TalentAnnouncer } from './saved-search-alerts'
import { slugify } from '../slug'
import { recruiterProfiles, talentProfiles, users, webSessions } from '../db/schema'
import { ApiError } from '../errors'
import { SIGNUP_REFUSED_MESSAGE } from '../schemas'
import { avatarUrl } from '../media/avatar'
import { ageGroupOf, type Gender, type ProjectType, type TalentType } from '../vocabulary'

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.'
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Invalid input. currentPassword: does not match your current password'

/** What the API tells a client about a signed-in account. */
export interface Account {
  /** users.id: for token issuing only, never sent to the client. */
  id: number
  USERID: string
  email: string
  name: string
  userType: UserType
}

interface AccountBase {
  /** Already trimmed and lower-cased. */
  email: string
  password: string
  name: string
}

export interface TalentSignup extends AccountBase {
  userType: 'talent'
  talentType: TalentType
  gender: Gender
  birthDate: string
  /** A canonical name from CITIES. */
  city: string
  bio?: string
  projectTypes?: ProjectType[]
  languages?: string[]
  skills?: string[]
}

export interface RecruiterSignup extends AccountBase {
  userType: 'recruiter'
  company?: string
}

export type Signup = TalentSignup | RecruiterSignup

/** Crockford base32: no I, L, O or U, so ids read aloud without confusion. */
const ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
/** The seed's USERIDs (TAL000042, REC000007): a signed-up user must never look like one. */
const RESERVED_USERID = /^(TAL|REC)[0-9]{6,9}$/
/** A USERID or slug collision is astronomically rare; retrying a couple of times settles it. */
const MAX_INSERT_ATTEMPTS = 3

function randomCode(length: number): string {
  // 256 is a multiple of 32, so masking keeps every character equally likely.
  return Array.from(crypto.randomBytes(length), (byte) => ID_ALPHABET[byte & 31]).join('')
}

/** `T` or `R` and 10 random characters (50 bits), e.g. `T7K2M9QX4BD`. */
export function newUserId(userType: UserType): string {
  const prefix = userType === 'talent' ? 'T' : 'R'
  for (;;) {
    const id = `${prefix}${randomCode(10)}`
    if (!RESERVED_USERID.test(id)) return id
  }
}

function newSlug(name: string): string {
  return `${slugify(name).slice(0, 60).replace(/-+$/, '') || 'talent'}-${randomCode(6).toLowerCase()}`
}

/** The unique index or constraint a PostgreSQL error violated (code 23505), looking through wrappers. */
function violatedUniqueConstraint(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return null
    if ('code' in current && current.code === '23505') {
      return 'constraint' in current && typeof current.constraint === 'string' ? current.constraint : 'unknown'
    }
    current = 'cause' in current ? current.cause : null
  }
  return null
}

async function insertAccount(
  db: Database,
  input: Signup,
  passwordHash: string,
  announce: TalentAnnouncer,
): Promise<Account> {
  const USERID = newUserId(input.userType)
  // A talent's face agrees with their gender and age group; a recruiter's stays neutral.
  const photo =
    input.userType === 'talent'
      ? avatarUrl(USERID, { gender: input.gender, ageGroup: ageGroupOf(input.birthDate) })
      : avatarUrl(USERID)
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ userId: USERID, email: input.email, passwordHash, userType: input.userType })
      .returning({ id: users.id })
    if (!user) throw new Error('insertAccount: the user row was not returned')
    if (input.userType === 'talent') {
      const [profile] = await tx
        .insert(talentProfiles)
        .values({
          userId: user.id,
          displayName: input.name,
          slug: newSlug(input.name),
          talentType: input.talentType,
          gender: input.gender,
          birthDate: input.birthDate,
          city: input.city,
          bio: input.bio ?? '',
          projectTypes: input.projectTypes ?? [],
          languages: input.languages ?? [],
          skills: input.skills ?? [],
          photo,
        })
        .returning({ id: talentProfiles.id })
      // A profile is public from the start: saved searches hear of it (ADR 027).
      if (profile) await announce(tx, profile.id)
    } else {
      await tx
        .insert(recruiterProfiles)
        .values({ userId: user.id, displayName: input.name, company: input.company ?? '', photo })
    }
    return { id: user.id, USERID, email: input.email, name: input.name, userType: input.userType }
  })
}

/**
 * Sign-up (ADR 019): a new email gets a user with its talent or recruiter profile (`created`); a
 * registered email with that account's password signs its owner in (not `created`); a registered email
 * without it is SIGNUP_REFUSED_MESSAGE, the same 400 for every registered address, after a scrypt like
 * the other two paths, so neither the answer nor its time says which emails have accounts.
 */
export async function signUp(
  db: Database,
  input: Signup,
  announce: TalentAnnouncer = () => Promise.resolve(),
): Promise<{ account: Account; created: boolean }> {
  const existing = await accountByEmail(db, input.email)
  if (existing) return { account: await ownerOrRefusal(existing, input.password), created: false }
  const passwordHash = await hashPassword(input.password)
  for (let attempt = 1; ; attempt++) {
    try {
      return { account: await insertAccount(db, input, passwordHash, announce), created: true }
    } catch (error) {
      const constraint = violatedUniqueConstraint(error)
      // Two sign-ups for one email raced: the other one created it.
      if (constraint === 'users_email_lower_idx') throw new ApiError(400, SIGNUP_REFUSED_MESSAGE)
      if (constraint === null || attempt >= MAX_INSERT_ATTEMPTS) throw error
    }
  }
}

async function ownerOrRefusal(row: AccountRow, password: string): Promise<Account> {
  const matches = await verifyPassword(password, row.passwordHash ?? (await dummyPasswordHash()))
  if (!row.passwordHash || !matches) throw new ApiError(400, SIGNUP_REFUSED_MESSAGE)
  return { id: row.id, USERID: row.USERID, email: row.email, name: row.name, userType: row.userType }
}

let dummyHash: Promise<string> | null = null

/**
 * A hash of a random secret nobody knows, checked when the email is unknown or has no password, so
 * those answers take as long as a wrong password and the timing does not reveal which accounts exist.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(32).toString('base64url'))
  return dummyHash
}

type AccountRow = NonNullable<Awaited<ReturnType<typeof accountByEmail>>>

async function accountByEmail(db: Database, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      USERID: users.userId,
      email: users.email,
      passwordHash: users.passwordHash,
      userType: users.userType,
      name: sql<string>`coalesce(${talentProfiles.displayName}, ${recruiterProfiles.displayName}, '')`,
    })
    .from(users)
    .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
    .leftJoin(recruiterProfiles, eq(recruiterProfiles.userId, users.id))
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1)
  return row ?? null
}

/** The account behind an email and password; anything else is the same 401. */
export async function authenticate(db: Database, email: string, password: string): Promise<Account> {
  const row = await accountByEmail(db, email)
  const matches = await verifyPassword(password, row?.passwordHash ?? (await dummyPasswordHash()))
  if (!row?.passwordHash || !matches) throw new ApiError(401, INVALID_CREDENTIALS_MESSAGE)
  return { id: row.id, USERID: row.USERID, email: row.email, name: row.name, userType: row.userType }
}

/**
 * Replaces the password of a signed-in user who proved the current one, and ends every web session of
 * the user (the caller revokes the refresh tokens and starts a new sign-in). A wrong current password is
 * a 400 naming the field: the caller is signed in, so this is bad input, not a failed sign-in.
 */
export async function changePassword(
  db: Database,
  userPk: number,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
): Promise<void> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userPk)).limit(1)
  const matches = await verifyPassword(currentPassword, row?.passwordHash ?? (await dummyPasswordHash()))
  if (!row?.passwordHash || !matches) throw new ApiError(400, WRONG_CURRENT_PASSWORD_MESSAGE)
  const passwordHash = await hashPassword(newPassword)
  await db.transaction(async (tx) => {
    // This process's clock, the one access tokens' `iat` comes from (verifyAccessToken compares them).
    await tx.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, userPk))
    await tx.delete(webSessions).where(eq(webSessions.userId, userPk))
  })
}
