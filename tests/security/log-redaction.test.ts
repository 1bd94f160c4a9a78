/**
 * Issue 17: request logs redact by allowlist. Only known-harmless query parameters keep their values;
 * every other value (and any name that is not a plain word) is replaced, also inside a `redirectTo` that
 * carries its own query. Headers never reach a line, and a failed query's parameters (a session id, a
 * password hash) never leave the database error.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestLogging } from '../../server/logging'
import { capturedLogger } from '../setup/logger'

const { logger, lines } = capturedLogger()
let server: http.Server
let url = ''

beforeAll(async () => {
  const app = express()
  app.use(requestLogging(logger))
  app.get('/work', (_req, res) => {
    res.json({ ok: true })
  })
  server = http.createServer(app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const SECRETS = {
  jwt: 'eyJhbGciOiJIUzI1NiJ9.jwt-secret',
  auth: 'auth-secret-1',
  passwd: 'passwd-secret-2',
  pwd: 'pwd-secret-3',
  token: 'token-secret-4',
  apiKey: 'api-key-secret-5',
  sid: 'sid-secret-6',
}

describe('request log lines', () => {
  it('keep allowlisted parameters, replace every other value, also inside an encoded redirectTo', async () => {
    const query = new URLSearchParams({
      ...SECRETS,
      redirectTo: `/recruiter/talents?token=nested-secret-7&page=3`,
      page: '2',
      q: 'kathak dancers',
      category: 'dance',
      projectType: 'film',
    })
    const tokenAsName = 'eyJhbGciOiJIUzI1NiJ9eyJzdWIiOiIxIn0signature-secret-8'
    await fetch(`${url}/work?${query.toString()}&${tokenAsName}`, {
      headers: { cookie: 'castline_session=cookie-secret-9', authorization: 'Bearer header-secret-10' },
    })
    await expect.poll(() => lines.find((line) => line.msg === 'request completed')).toBeDefined()
    const line = lines.find((entry) => entry.msg === 'request completed')!
    const text = JSON.stringify(lines)
    for (const secret of [
      ...Object.values(SECRETS),
      'nested-secret-7',
      tokenAsName,
      'cookie-secret-9',
      'header-secret-10',
    ]) {
      expect(text, secret).not.toContain(secret)
    }
    const logged = new URL(String((line.req as { url: string }).url), 'http://log.test')
    expect(logged.pathname).toBe('/work')
    expect(logged.searchParams.get('page')).toBe('2')
    expect(logged.searchParams.get('q')).toBe('kathak dancers')
    expect(logged.searchParams.get('category')).toBe('dance')
    expect(logged.searchParams.get('projectType')).toBe('film')
    expect(logged.searchParams.get('jwt')).toBe('[redacted]')
    expect(logged.searchParams.get('pwd')).toBe('[redacted]')
    // The nested path stays readable; its own query is redacted by the same rule.
    expect(logged.searchParams.get('redirectTo')).toBe('/recruiter/talents?token=[redacted]&page=3')
  })

  it('a failed query logged as an error keeps its SQL but not its parameters', () => {
    const failed = new DrizzleQueryError('select "data" from "web_sessions" where "id" = $1', ['session-secret-11'])
    logger.error({ err: failed }, 'session read failed')
    logger.error({ err: new Error('search failed', { cause: failed }) }, 'chat event failed')
    const text = JSON.stringify(lines.filter((entry) => entry.level === 50))
    expect(text).toContain('web_sessions')
    expect(text).not.toContain('session-secret-11')
  })
})
