import { createApi, type ApiOptions } from '../../api/app'
import { createAccountThrottle } from '../../api/auth/throttle'
import type { DatabaseHandle } from '../../api/db/client'
import { DEMO_PASSWORD, DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL, seedDatabase } from '../../api/db/seed'
import { createJobQueue } from '../../api/jobs/queue'
import { startJobWorkers } from '../../api/jobs/workers'
import { deliverNotifications } from '../../api/services/notifications'
import { createTestDatabase } from './database'
import { silentLogger } from './logger'

export const TEST_JWT_SECRET = 'integration-test-jwt-secret-0123456789'

export type TestApi = Awaited<ReturnType<typeof createTestApi>>

/**
 * A fresh database (PGlite, or PostgreSQL with TEST_DB=postgres), seeded, and
 * the API on it, called in-process through its fetch handler: real HTTP
 * semantics without a socket.
 */
export async function createTestApi({
  talents = 60,
  onSignInsEnded,
  // Suites that send many wrong passwords are not testing the per-account throttle (account-throttle.test.ts does).
  accountThrottle = createAccountThrottle({ settings: { freeFailures: 1_000_000 } }),
  media,
  notificationListeners,
  jobs: jobSettings,
}: {
  talents?: number
  /** Runs the durable jobs (ADR 027) on the test database, polling fast, with this alert interval. */
  jobs?: { alertIntervalSeconds: number }
} & Pick<ApiOptions, 'onSignInsEnded' | 'accountThrottle' | 'media' | 'notificationListeners'> = {}) {
  const database: DatabaseHandle = await createTestDatabase()
  await seedDatabase(database.db, { talents })
  const jobs = jobSettings ? createJobQueue({ db: database.db, logger: silentLogger, pollSeconds: 0.5 }) : undefined
  await jobs?.start()
  const app = createApi({
    db: database.db,
    logger: silentLogger,
    jwtSecrets: [TEST_JWT_SECRET],
    onSignInsEnded,
    accountThrottle,
    media,
    notificationListeners,
    jobs,
  })
  if (jobs && jobSettings) {
    await startJobWorkers(jobs, {
      db: database.db,
      logger: silentLogger,
      deliver: (deliveries) => deliverNotifications(notificationListeners ?? [], silentLogger, deliveries),
      alertIntervalSeconds: jobSettings.alertIntervalSeconds,
    })
  }

  async function call(method: string, path: string, { body, token }: { body?: unknown; token?: string } = {}) {
    const headers: Record<string, string> = {}
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (token) headers.authorization = `Bearer ${token}`
    const response = await app.request(`/api/v1${path.startsWith('/') ? path : `/${path}`}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
    const text = await response.text()
    let json: unknown = null
    try {
      json = JSON.parse(text)
    } catch {
      json = text
    }
    // Tests read fields freely; the shape is what they assert.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.status, headers: response.headers, body: json as Record<string, any> }
  }

  /** Signs in through the real login call and returns the token pair. */
  async function login(email: string, password = DEMO_PASSWORD) {
    const { status, body } = await call('POST', '/app-user-authentication/login', { body: { email, password } })
    if (status !== 200) throw new Error(`login failed for ${email}: ${status} ${JSON.stringify(body)}`)
    return body as { accessToken: string; refreshToken: string; user: { USERID: string; userType: string } }
  }

  return {
    app,
    db: database.db,
    call,
    login,
    loginTalent: () => login(DEMO_TALENT_EMAIL),
    loginRecruiter: () => login(DEMO_RECRUITER_EMAIL),
    jobs,
    close: async () => {
      await jobs?.stop(1)
      await database.close()
    },
  }
}
