import { eq, sql } from 'drizzle-orm'
import { createTokenService } from '../../api/auth/tokens'
import { users } from '../../api/db/schema'
import { DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { TEST_JWT_SECRET, type TestApi } from '../setup/api'

/** A seeded user by email: the primary key tests use to read and write rows directly. */
export async function userByEmail(api: TestApi, email: string) {
  const [user] = await api.db
    .select({ id: users.id, USERID: users.userId, userType: users.userType })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1)
  if (!user) throw new Error(`No seeded user ${email}`)
  return user
}

/** An access token for any seeded user, signed with the test secret: no password or login call needed. */
export async function mintAccessToken(api: TestApi, email: string): Promise<string> {
  const user = await userByEmail(api, email)
  return (await createTokenService(api.db, [TEST_JWT_SECRET]).issue(user)).accessToken
}

/**
 * Access tokens of the two demo accounts. They are minted directly while the login call is being
 * written; to sign in through it instead, make `signIn` `async (api, email) => (await api.login(email)).accessToken`.
 */
const signIn = mintAccessToken

export async function signInDemoAccounts(api: TestApi) {
  const [talent, recruiter] = await Promise.all([signIn(api, DEMO_TALENT_EMAIL), signIn(api, DEMO_RECRUITER_EMAIL)])
  return { talent, recruiter }
}
