/**
 * Issue 17, one Origin / Sec-Fetch-Site check for every write: a request a foreign page made the browser
 * send (its Origin is not ours, or Sec-Fetch-Site says cross-site) is refused with 403 and a plain
 * message (a JSON envelope on the API) before any route sees it; our own pages and clients that send
 * neither header (curl, a server with a bearer token) pass. Through the security stack server.ts mounts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE_PATH } from '../../api/app'
import { DEMO_PASSWORD, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { createTestApi, type TestApi } from '../setup/api'
import { securityStacks } from '../setup/security-stack'

const REFUSED = "Refused: this request came from another site. Use Castline's own pages to do this."
const FOREIGN = { origin: 'https://evil.example' }
const CROSS_SITE = { 'sec-fetch-site': 'cross-site' }

let api: TestApi
const stacks = securityStacks(() => api)
let url: string

beforeAll(async () => {
  api = await createTestApi({ talents: 10 })
  url = await stacks.start({ AUTH_RATE_LIMIT_PER_IP: '1000' })
})
afterAll(async () => {
  await stacks.close()
  await api?.close()
})

const form = (headers: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  body: 'email=a%40b.test&password=x',
})

const WRITES = ['/logout', '/resources/brand-connect/1', '/resources/page-view', '/login', '/signup/recruiter']

describe('a write sent by a foreign page', () => {
  it.each(WRITES)('%s: a foreign Origin or Sec-Fetch-Site: cross-site is a 403 with a message', async (path) => {
    for (const headers of [FOREIGN, CROSS_SITE, { ...CROSS_SITE, origin: 'null' }, { origin: 'null' }]) {
      const response = await fetch(`${url}${path}`, form(headers))
      expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403)
      expect(await response.text()).toBe(REFUSED)
    }
  })

  it('the API answers its JSON envelope, before it reads a password', async () => {
    const response = await fetch(`${url}${API_BASE_PATH}/app-user-authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...FOREIGN },
      body: JSON.stringify({ email: DEMO_TALENT_EMAIL, password: DEMO_PASSWORD }),
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ success: false, message: REFUSED })
  })

  it('a PUT, PATCH or DELETE is checked too; a GET is not', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      expect((await fetch(`${url}/logout`, { method, headers: FOREIGN })).status, method).toBe(403)
    }
    expect((await fetch(`${url}/talents`, { headers: { ...FOREIGN, ...CROSS_SITE } })).status).toBe(200)
  })
})

describe('our own pages and non-browser clients', () => {
  it('same-origin and same-site posts pass, by Origin (the Host called) or by Sec-Fetch-Site', async () => {
    const host = new URL(url).host
    const ours: Record<string, string>[] = [
      { origin: `http://${host}` },
      { 'sec-fetch-site': 'same-origin', origin: `http://${host}` },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
    ]
    for (const headers of ours) {
      const response = await fetch(`${url}/logout`, form(headers))
      expect(response.status, JSON.stringify(headers)).toBe(200)
    }
  })

  it('the configured PUBLIC_URL is ours too (a proxy that rewrites Host)', async () => {
    const behindProxy = await stacks.start({ PUBLIC_URL: 'https://castline.example' })
    const ok = await fetch(`${behindProxy}/logout`, form({ origin: 'https://castline.example' }))
    expect(ok.status).toBe(200)
    const other = await fetch(`${behindProxy}/logout`, form({ origin: 'https://castline.example.evil.test' }))
    expect(other.status).toBe(403)
  })

  it('an API client with neither header (curl, a server with a bearer token) passes', async () => {
    const { accessToken } = await api.loginTalent()
    const response = await fetch(`${url}${API_BASE_PATH}/get-my-talent-profile`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ bio: 'Set from a script.' }),
    })
    expect(response.status).toBe(200)
    const signIn = await fetch(`${url}${API_BASE_PATH}/app-user-authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_TALENT_EMAIL, password: DEMO_PASSWORD }),
    })
    expect(signIn.status).toBe(200)
  })
})
