import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import { createCspNonce, cspDirectives } from './csp'
import { loadEnv } from './env.server'

const req = {} as IncomingMessage
const res = {} as ServerResponse
const render = (directives: ReturnType<typeof cspDirectives>) =>
  Object.fromEntries(
    Object.entries(directives)
      .filter(([, values]) => values !== null)
      .map(([name, values]) => [name, [...(values ?? [])].map((v) => (typeof v === 'string' ? v : v(req, res)))]),
  )

describe('cspDirectives', () => {
  it('allows scripts only from this origin with the nonce, and locks down plugins, <base> and framing', () => {
    const policy = render(cspDirectives(() => 'abc', { production: true }))
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['base-uri']).toEqual(["'none'"])
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    expect(policy['connect-src']).toEqual(["'self'"])
    expect(policy['upgrade-insecure-requests']).toEqual([])
  })

  it('allows the HMR websocket and plain HTTP only in development', () => {
    const policy = render(cspDirectives(() => 'abc', { production: false, hmrPort: 24678 }))
    expect(policy['connect-src']).toContain('ws://localhost:24678')
    expect(policy['upgrade-insecure-requests']).toBeUndefined()
  })

  it('allows the analytics hosts only when they are configured', () => {
    const ga4 = render(cspDirectives(() => 'n', { production: true, ga4: true }))
    expect(ga4['script-src']).toContain('https://www.googletagmanager.com')
    expect(ga4['connect-src']).toContain('https://*.google-analytics.com')
    const plausible = render(cspDirectives(() => 'n', { production: true, plausible: true }))
    expect(plausible['script-src']).toContain('https://plausible.io')
    expect(plausible['connect-src']).toContain('https://plausible.io')
  })
})

describe('createCspNonce', () => {
  it('is 16 random bytes in base64, new each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createCspNonce))
    expect(nonces.size).toBe(50)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
  })
})

describe('TRUST_PROXY', () => {
  const base = {
    NODE_ENV: 'test' as const,
    SESSION_SECRET: 'unit-only-secret-that-is-long-enough-000',
    DATA_DIR: '.cache/vitest-data',
  }
  const parse = (value?: string) => loadEnv({ ...base, TRUST_PROXY: value }).TRUST_PROXY

  it('is off by default and reads true/false, a number of hops, or a list of addresses', () => {
    expect(parse()).toBe(false)
    expect(parse('false')).toBe(false)
    expect(parse('true')).toBe(true)
    expect(parse('2')).toBe(2)
    expect(parse('loopback, 10.0.0.0/8,::1')).toEqual(['loopback', '10.0.0.0/8', '::1'])
  })

  it('refuses anything else, naming the variable', () => {
    expect(() => parse('yes')).toThrow(/TRUST_PROXY must be true, false, a number of hops/)
    expect(() => parse('10.0.0.0/33')).toThrow(/TRUST_PROXY/)
  })
})
