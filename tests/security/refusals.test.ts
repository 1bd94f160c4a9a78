/**
 * Issue 17: expected refusals answer 4xx with a message that names the problem, and are not logged as
 * errors. Over HTTP: TRACE and other unserved methods, a path whose percent-encoding does not decode, a
 * Host that makes no URL, in server.ts's order (logging → refusals → … → the Remix adapter). On the chat
 * socket: text holding a lone surrogate, answered with the `error` event.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequestHandler } from '@remix-run/express'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestLogging } from '../../server/logging'
import { refuseUnservedRequests } from '../../server/refusals'
import { DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { NO_FORM_MESSAGE } from '../../app/services/form.server'
import { startChatServer, type ChatServer } from '../setup/chat-server'
import { capturedLogger } from '../setup/logger'
import { startRemixServer, type RemixServer } from '../setup/remix-server'

describe('HTTP', () => {
  const { logger, lines, errors } = capturedLogger()
  let server: http.Server
  let url = ''
  beforeAll(async () => {
    const app = express()
    app.use(requestLogging(logger))
    app.use(refuseUnservedRequests())
    app.use('/api/v1', (_req, res) => {
      res.json({ success: true })
    })
    // The real Remix adapter; no request here should reach a page, so its build is never loaded.
    app.all('*', createRequestHandler({ build: () => Promise.reject(new Error('reached the Remix build')) }))
    server = http.createServer(app)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  /** A raw request (fetch refuses TRACE and a bad Host itself): status, Allow and body. */
  function send(method: string, path: string, headers: Record<string, string> = {}, body = '') {
    return new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
      const request = http.request(`${url}${path}`, { method, headers }, (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => (body += chunk.toString()))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, body }))
      })
      request.on('error', reject)
      request.end(body)
    })
  }

  it('TRACE and other unserved methods get 405 with Allow, on pages and the API; no error is logged', async () => {
    lines.length = 0
    for (const [method, path] of [
      ['TRACE', '/'],
      ['TRACE', '/api/v1/talents'],
      ['PROPFIND', '/login'],
      ['PUT', '/login'],
      ['DELETE', '/'],
    ]) {
      const answer = await send(method!, path!)
      expect(answer.status, `${method} ${path}`).toBe(405)
      expect(answer.body).toContain(`The ${method} method is not allowed here.`)
      expect(answer.allow).toMatch(/GET/)
    }
    const options = await send('OPTIONS', '/login')
    expect(options.status).toBe(204)
    expect(options.allow).toBe('GET, HEAD, POST, OPTIONS')
    await expect.poll(() => lines.filter((line) => line.msg === 'request completed').length).toBe(6)
    expect(errors()).toEqual([])
  })

  it('a page post that is not a form gets 415 naming what a page takes; no error is logged', async () => {
    lines.length = 0
    for (const [path, type] of [
      ['/login', 'application/json'],
      ['/login.data', 'text/plain'],
      ['/signup/recruiter', 'application/xml'],
    ]) {
      const answer = await send('POST', path!, { 'content-type': type!, 'content-length': '1' }, '{')
      expect(answer.status, `${path} ${type}`).toBe(415)
      expect(answer.body).toBe('A page takes forms: application/x-www-form-urlencoded or multipart/form-data.')
    }
    await expect.poll(() => lines.filter((line) => line.msg === 'request completed').length).toBe(3)
    expect(errors()).toEqual([])
  })

  it('a path with broken percent-encoding gets 400 naming it, with no stack trace; no error is logged', async () => {
    lines.length = 0
    for (const path of ['/%E0%A4%A', '/recruiter/solo/%E0%A4%A.data', '/api/v1/talents/%ED%A0%80']) {
      const answer = await send('GET', path)
      expect(answer.status, path).toBe(400)
      expect(answer.body, path).toContain('The URL path has malformed percent-encoding.')
      expect(answer.body).not.toMatch(/URIError|\s+at /)
    }
    const badHost = await send('GET', '/', { host: 'bad host[' })
    expect(badHost.status).toBe(400)
    expect(badHost.body).toBe('The Host header does not name a host.')
    await expect.poll(() => lines.filter((line) => line.msg === 'request completed').length).toBe(4)
    expect(errors()).toEqual([])
  })
})

describe('page actions posted no form', () => {
  let server: RemixServer
  let recruiter = ''
  let talent = ''
  beforeAll(async () => {
    server = await startRemixServer({ talents: 3 })
    recruiter = (await server.web.signIn(DEMO_RECRUITER_EMAIL)).cookie
    talent = (await server.web.signIn(DEMO_TALENT_EMAIL)).cookie
  }, 120_000)
  afterAll(() => server?.close())

  /** `curl -X POST`: no Content-Type, no body (the 415 check lets it through: it names no other type). */
  const bare = (path: string, cookie = '') =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: cookie ? { cookie } : {}, redirect: 'manual' })

  it('every action that reads a form answers 400 naming the problem, not 500', async () => {
    const answers: Record<string, string> = {}
    const expected: Record<string, string> = {}
    for (const [path, cookie] of [
      ['/login', ''],
      ['/login.data', ''],
      ['/signup?index', ''],
      ['/signup/recruiter', ''],
      ['/my-profile/recruiter?intent=change-password', recruiter],
      ['/my-profile/talent', talent],
      ['/recruiter/solo/TAL000001', ''],
      ['/resources/theme', ''],
      ['/resources/talents/search', recruiter],
    ] as const) {
      const answer = await bare(path, cookie)
      const text = await answer.text()
      answers[path] = `${answer.status} ${text.includes(NO_FORM_MESSAGE) ? 'names it' : 'does not name it'}`
      expected[path] = '400 names it'
    }
    expect(answers).toEqual(expected)
    // A multipart type without its boundary cannot be read either.
    const noBoundary = await fetch(`${server.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data' },
      body: 'x',
    })
    expect(noBoundary.status).toBe(400)
  })

  it('posts that take no body still work: /logout and the brand page beacon', async () => {
    const logout = await bare('/logout', talent)
    expect(logout.status).toBe(302)
    expect([204, 404]).toContain((await bare('/resources/brand-connect/1')).status)
  })
})

describe('chat socket', () => {
  const { logger, lines } = capturedLogger()
  let chat: ChatServer
  beforeAll(async () => {
    chat = await startChatServer({ talents: 5, logger })
  })
  afterAll(async () => {
    await chat?.close()
  })

  it('a lone surrogate in a payload is answered with the error event naming it, logged at most as a warning', async () => {
    const client = chat.connect()
    await client.connected
    await client.waitFor('connection_success')
    for (const [event, payload, field] of [
      ['chat_message', { text: 'dancers in \uD800 Pune' }, 'text'],
      ['search_talent', { query: 'kathak', filters: { location: 'Pune\uDFFF' } }, 'filters.location'],
      ['check_talent_auth', { talentId: '\uDC00TAL000001' }, 'talentId'],
    ] as const) {
      const from = client.send(event, payload)
      const answer = await client.waitFor('error', () => true, 5000, from)
      expect(answer).toEqual({
        message: `Invalid ${event}: ${field} must be valid Unicode text (it holds a lone surrogate)`,
        event,
      })
    }
    // The socket carries on: a good message is still answered.
    const from = client.send('chat_message', { text: 'hello' })
    await client.waitFor('chat_response', () => true, 5000, from)
    expect(lines.filter((line) => line.level > 40)).toEqual([])
    client.socket.disconnect()
  })
})
