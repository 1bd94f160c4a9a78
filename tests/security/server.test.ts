/**
 * Issue 7, the HTTP server's security middleware as server.ts mounts it (server/security.ts) in front of
 * the real API on a real socket: the per-IP limit on sign-in, `trust proxy`, and helmet's headers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE_PATH } from '../../api/app'
import { createTestApi, type TestApi } from '../setup/api'
import { securityStacks, signInAttempt } from '../setup/security-stack'

let api: TestApi
const stacks = securityStacks(() => api)
const startServer = stacks.start

beforeAll(async () => {
  api = await createTestApi({ talents: 10 })
})
afterAll(async () => {
  await stacks.close()
  await api?.close()
})

describe('rate limits', () => {
  it('the 11th sign-in attempt in a minute from one address gets 429', async () => {
    const url = await startServer({})
    for (let i = 1; i <= 10; i++) expect((await signInAttempt(url)).status, `attempt ${i}`).toBe(401)
    const eleventh = await signInAttempt(url)
    expect(eleventh.status).toBe(429)
    expect(await eleventh.json()).toEqual({
      success: false,
      message: 'Too many attempts from your network. Try again later.',
    })
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('the 11th sign-in post to the page reaches the form as rate limited (it shows the message with 429)', async () => {
    const url = await startServer({})
    const post = () => fetch(`${url}/login`, { method: 'POST', body: new URLSearchParams({ email: 'x@y.z' }) })
    for (let i = 1; i <= 10; i++)
      expect(((await (await post()).json()) as { rateLimited: unknown }).rateLimited).toBeNull()
    const eleventh = (await (await post()).json()) as { rateLimited: { retryAfterSeconds: number } | null }
    expect(eleventh.rateLimited?.retryAfterSeconds).toBeGreaterThan(0)
  })

  it('token refresh has its own per-IP limit', async () => {
    const url = await startServer({})
    const refresh = () =>
      fetch(`${url}${API_BASE_PATH}/app-user-authentication/refresh-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken: 'not-a-refresh-token' }),
      })
    for (let i = 1; i <= 10; i++) expect((await refresh()).status).toBe(401)
    expect((await refresh()).status).toBe(429)
  })

  it('without TRUST_PROXY a forged X-Forwarded-For does not escape the limit; with it, each client counts alone', async () => {
    const direct = await startServer({})
    for (let i = 1; i <= 10; i++) await signInAttempt(direct, { 'x-forwarded-for': `203.0.113.${i}` })
    expect((await signInAttempt(direct, { 'x-forwarded-for': '203.0.113.99' })).status).toBe(429)

    const proxied = await startServer({ TRUST_PROXY: '1' })
    for (let i = 1; i <= 10; i++) await signInAttempt(proxied, { 'x-forwarded-for': '198.51.100.1' })
    expect((await signInAttempt(proxied, { 'x-forwarded-for': '198.51.100.1' })).status).toBe(429)
    expect((await signInAttempt(proxied, { 'x-forwarded-for': '198.51.100.2' })).status).toBe(401)
  })
})

describe('headers', () => {
  it('every response (API included) has the enforced CSP, nosniff and the referrer policy; a fresh nonce each time', async () => {
    const url = await startServer({ NODE_ENV: 'development' })
    const nonces = new Set<string>()
    for (const path of ['/', '/talents', `${API_BASE_PATH}/get-feeds-category`]) {
      const response = await fetch(`${url}${path}`)
      const policy = response.headers.get('content-security-policy') ?? ''
      expect(response.headers.get('content-security-policy-report-only')).toBeNull()
      expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='/)
      nonces.add(/'nonce-([^']+)'/.exec(policy)?.[1] ?? '')
      for (const directive of [
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "connect-src 'self'",
      ]) {
        expect(policy).toContain(directive)
      }
      expect(policy).not.toContain('upgrade-insecure-requests')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('strict-transport-security')).toBeNull()
    }
    expect(nonces.size).toBe(3)
    // The nonce in the header is the one handed to Remix.
    const page = await fetch(`${url}/`)
    const { cspNonce } = (await page.json()) as { cspNonce: string }
    expect(page.headers.get('content-security-policy')).toContain(`'nonce-${cspNonce}'`)
  })

  it('production adds HSTS and upgrade-insecure-requests', async () => {
    const url = await startServer({ NODE_ENV: 'production' })
    const response = await fetch(`${url}/`)
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/)
    expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests')
  })
})
