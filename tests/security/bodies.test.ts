/**
 * Issue 17: request bodies are bounded before anything parses them. Four posts of 100 MB at once (a
 * page's form and the API) are refused with 413 within a second, from their Content-Length, while a
 * health probe goes on answering; a chunked body (no length) is refused once it passes the cap; the
 * connection is closed rather than read to its end; forms and JSON under the cap work as before.
 * The real Remix app and API over real sockets (tests/setup/remix-server.ts); the test streams its
 * bodies from one 64 kB buffer, never holding 100 MB.
 */
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { startRemixServer, type RemixServer } from '../setup/remix-server'
import { streamPost, type Posted, type StreamPostOptions } from '../setup/stream-posts'

const MB = 1024 * 1024
const FORM = 'application/x-www-form-urlencoded'
const JSON_TYPE = 'application/json'
const PAGE_LOGIN = '/login'
const API_LOGIN = '/api/v1/app-user-authentication/login'

let server: RemixServer
beforeAll(async () => {
  server = await startRemixServer()
}, 120_000)
afterAll(() => server?.close())

const post = (...posts: StreamPostOptions[]) => Promise.all(posts.map((options) => streamPost(server.url, options)))
const ms = (value: number | null) => (value === null ? 'never' : `${value.toFixed(0)} ms`)
const describePost = (r: Posted) =>
  `${r.status} in ${ms(r.answeredMs)} (${(r.bytesSent / MB).toFixed(1)} MB sent, closed ${ms(r.closedAfterMs)} later)`

/** Probes /healthz every 20 ms until `until` settles; the slowest answer. */
async function slowestProbe(until: Promise<unknown>): Promise<number> {
  let settled = false
  void until.finally(() => (settled = true))
  let slowest = 0
  while (!settled) {
    const started = performance.now()
    const response = await fetch(`${server.url}/healthz`)
    await response.text()
    slowest = Math.max(slowest, performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return slowest
}

describe('bodies are bounded before anything parses them', () => {
  it('refuses 4 × 100 MB posts (2 page forms, 2 API calls) with 413 within a second; /healthz answers within 100 ms meanwhile', async () => {
    // Warm the paths (connections, JIT) so the first probe and refusal do not pay for it.
    await slowestProbe(post({ path: PAGE_LOGIN, bytes: 2 * MB, type: FORM, head: 'email=' }))
    const posts = post(
      { path: PAGE_LOGIN, bytes: 100 * MB, type: FORM, head: 'email=' },
      { path: PAGE_LOGIN, bytes: 100 * MB, type: FORM, head: 'email=' },
      { path: API_LOGIN, bytes: 100 * MB, type: JSON_TYPE, head: '{"email":"' },
      { path: API_LOGIN, bytes: 100 * MB, type: JSON_TYPE, head: '{"email":"' },
    )
    const slowest = await slowestProbe(posts)
    const results = await posts
    console.log(
      `100 MB posts answered ${results.map(describePost).join(', ')}; slowest /healthz ${slowest.toFixed(1)} ms`,
    )
    for (const result of results) {
      expect(result.status).toBe(413)
      expect(result.answeredMs).toBeLessThan(1000)
      // The connection is closed, not read to its end.
      expect(result.closedAfterMs).toBeLessThan(1000)
      expect(result.bytesSent).toBeLessThan(100 * MB)
    }
    expect(slowest).toBeLessThan(100)
  })

  it('answers a page with a short text and the API with its JSON envelope', async () => {
    const [page, api] = await post(
      { path: PAGE_LOGIN, bytes: 2 * MB, type: FORM, head: 'email=' },
      { path: API_LOGIN, bytes: 2 * MB, type: JSON_TYPE, head: '{"email":"' },
    )
    if (!page || !api) throw new Error('two posts, two results')
    expect(page.status).toBe(413)
    expect(page.contentType).toMatch(/^text\/plain/)
    expect(page.body).toMatch(/too large.*64 kB/i)
    expect(api.status).toBe(413)
    expect(api.contentType).toMatch(/^application\/json/)
    expect(JSON.parse(api.body)).toEqual({ success: false, message: expect.stringMatching(/too large.*64 kB/i) })
  })

  it.each([
    ['a page form', PAGE_LOGIN, FORM, 'email='],
    ['an API call', API_LOGIN, JSON_TYPE, '{"email":"'],
  ])('refuses a chunked body (no Content-Length) to %s once it passes the cap', async (_name, path, type, head) => {
    const [result] = await post({ path, bytes: 20 * MB, type, head, chunked: true })
    if (!result) throw new Error('one post, one result')
    console.log(`chunked 20 MB post answered ${describePost(result)}`)
    expect(result.status).toBe(413)
    expect(result.answeredMs).toBeLessThan(1000)
    expect(result.closedAfterMs).toBeLessThan(1000)
    expect(result.bytesSent).toBeLessThan(20 * MB)
  })

  it('lets a normal sign-in form and API call through, with a length or chunked', async () => {
    const form = new URLSearchParams({ email: DEMO_TALENT_EMAIL, password: DEMO_PASSWORD, redirectTo: '' }).toString()
    const json = JSON.stringify({ email: DEMO_TALENT_EMAIL, password: DEMO_PASSWORD })
    for (const chunked of [false, true]) {
      const page = await sendSmall(PAGE_LOGIN, FORM, form, chunked)
      expect(page.status).toBe(302)
      const api = await sendSmall(API_LOGIN, JSON_TYPE, json, chunked)
      expect(api.status).toBe(200)
      expect(JSON.parse(api.body)).toMatchObject({ accessToken: expect.any(String) })
    }
  })
})

/** A small body in one piece: with its length, or chunked (no Content-Length). */
function sendSmall(path: string, type: string, body: string, chunked: boolean) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { 'content-type': type }
    if (!chunked) headers['content-length'] = Buffer.byteLength(body)
    const request = http.request(`${server.url}${path}`, { method: 'POST', headers }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (piece: string) => (text += piece))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
    })
    request.on('error', reject)
    request.end(body)
  })
}
