/**
 * Issue 17: a limit counts what the router will match, however the path is spelled. Express matched the
 * raw path while Remix and Hono decode it (and Remix ignores case), so `/%6Cogin` reached the sign-in
 * action without ever being counted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE_PATH } from '../../api/app'
import { DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { createTestApi, type TestApi } from '../setup/api'
import { securityStacks } from '../setup/security-stack'

const LIMIT = 3

let api: TestApi
let url: string
const stacks = securityStacks(() => api)
let clients = 0
/** Each case from its own address (TRUST_PROXY=1), so the cases do not share a count. */
const nextClient = () => ({ 'x-forwarded-for': `198.51.100.${++clients}` })

beforeAll(async () => {
  api = await createTestApi({ talents: 5 })
  url = await stacks.start({ AUTH_RATE_LIMIT_PER_IP: String(LIMIT), TRUST_PROXY: '1' })
})
afterAll(async () => {
  await stacks.close()
  await api?.close()
})

/** A page post as the Remix stand-in sees it: whether the action was told it is over the limit. */
async function pagePost(path: string, headers: Record<string, string>) {
  const response = await fetch(`${url}${path}`, { method: 'POST', headers, body: new URLSearchParams({ x: '1' }) })
  const body = (await response.json()) as { rateLimited: { retryAfterSeconds: number } | null }
  return body.rateLimited
}

describe('page posts count however the path is spelled', () => {
  const spellings = [
    '/%6Cogin',
    '/%6cogin.data',
    '/signup/%72ecruiter',
    '/LOGIN',
    '/Login.data',
    '//login/',
    '/signup//Recruiter/',
    '/%73ignup.data?index',
  ]
  for (const path of spellings) {
    it(`${path}: the ${LIMIT + 1}th post reaches the action as rate limited`, async () => {
      const client = nextClient()
      for (let i = 1; i <= LIMIT; i++) expect(await pagePost(path, client), `post ${i}`).toBeNull()
      expect(await pagePost(path, client), `post ${LIMIT + 1} to ${path}`).toMatchObject({
        retryAfterSeconds: expect.any(Number),
      })
    })
  }

  it('every spelling shares the one count of the sign-in and sign-up pages', async () => {
    const client = nextClient()
    expect(await pagePost('/login', client)).toBeNull()
    expect(await pagePost('/%6Cogin', client)).toBeNull()
    expect(await pagePost('/signup/recruiter.data', client)).toBeNull()
    expect(await pagePost('/LoGiN/', client)).not.toBeNull()
  })

  it('a password form post on a profile page counts under any spelling; the profile form beside it does not', async () => {
    const client = nextClient()
    for (let i = 1; i <= LIMIT; i++) {
      expect(await pagePost('/my-profile/%74alent?intent=change-password', client), `post ${i}`).toBeNull()
    }
    expect(await pagePost('/My-Profile/talent.data?intent=change-password', client)).not.toBeNull()
    expect(await pagePost('/my-profile/%74alent', client)).toBeNull()
  })
})

describe('API calls count however the path is spelled', () => {
  const auth = `${API_BASE_PATH}/app-user-authentication`
  const call = (path: string, body: unknown, headers: Record<string, string>) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
  const cases: [string, unknown][] = [
    [`${auth}/%6Cogin`, { email: DEMO_TALENT_EMAIL, password: 'not-the-password' }],
    [`${auth}/%63hange-password`, { currentPassword: 'not-the-password', newPassword: 'long-enough-1' }],
    [`${auth}/%72efresh-token`, { refreshToken: 'not-a-refresh-token' }],
    [`${API_BASE_PATH}/APP-USER-AUTHENTICATION/Login`, { email: DEMO_TALENT_EMAIL, password: 'not-the-password' }],
    [`${API_BASE_PATH}//app-user-authentication//login/`, { email: DEMO_TALENT_EMAIL, password: 'x-password' }],
  ]
  for (const [path, body] of cases) {
    it(`${path}: the ${LIMIT + 1}th call gets 429 in the API's envelope`, async () => {
      const client = nextClient()
      for (let i = 1; i <= LIMIT; i++) expect((await call(path, body, client)).status, `call ${i}`).not.toBe(429)
      const refused = await call(path, body, client)
      expect(refused.status, `call ${LIMIT + 1} to ${path}`).toBe(429)
      expect(await refused.json()).toEqual({
        success: false,
        message: 'Too many attempts from your network. Try again later.',
      })
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    })
  }
})
