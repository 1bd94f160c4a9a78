/**
 * Issue 7, the marketplace API: forged access tokens, IDOR on every id-bearing call, and SQL fragments
 * (pg_sleep) in every filter, against the real API on a fresh seeded database.
 */
import crypto from 'node:crypto'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../api/auth/tokens'
import { createTestApi, TEST_JWT_SECRET, type TestApi } from '../setup/api'

const AUTH = '/app-user-authentication'

let api: TestApi
let recruiter: Awaited<ReturnType<TestApi['login']>>
let talent: Awaited<ReturnType<TestApi['login']>>
/** A talent who hid their profile: only they may read it. */
let hidden: { USERID: string; accessToken: string }

beforeAll(async () => {
  api = await createTestApi({ talents: 30 })
  recruiter = await api.loginRecruiter()
  talent = await api.loginTalent()
  const signup = await api.call('POST', `${AUTH}/signup`, {
    body: {
      email: `hidden-${crypto.randomBytes(4).toString('hex')}@example.test`,
      password: 'correct-horse-battery',
      name: 'Hidden Talent',
      userType: 'talent',
      talentType: 'Dancer',
      gender: 'Female',
      birthDate: '1998-05-01',
      city: 'Pune',
    },
  })
  expect(signup.status).toBe(201)
  hidden = { USERID: signup.body.user.USERID, accessToken: signup.body.accessToken }
  const patch = await api.call('PATCH', '/get-my-talent-profile', {
    token: hidden.accessToken,
    body: { isPublic: false },
  })
  expect(patch.status).toBe(200)
})
afterAll(() => api?.close())

/** Whether the API accepts a token: the recruiter's own profile answers 200 to a valid one, 401 otherwise. */
async function statusWith(token: string) {
  return (await api.call('GET', '/get-my-recruiter-profile', { token })).status
}

describe('JWT', () => {
  const secret = new TextEncoder().encode(TEST_JWT_SECRET)
  const now = () => Math.floor(Date.now() / 1000)
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  let claims: Record<string, unknown>

  beforeAll(() => {
    claims = JSON.parse(Buffer.from(recruiter.accessToken.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >
  })

  function forge({ key = secret, audience = TOKEN_AUDIENCE, expires = now() + 600 } = {}) {
    const { aud: _aud, iss: _iss, iat: _iat, exp: _exp, ...rest } = claims
    return new SignJWT(rest)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setAudience(audience)
      .setIssuer(TOKEN_ISSUER)
      .setIssuedAt(now() - 60)
      .setExpirationTime(expires)
      .sign(key)
  }

  it('a token forged the right way is accepted (so the refusals below mean something)', async () => {
    expect(await statusWith(await forge())).toBe(200)
  })

  it('alg: none is refused', async () => {
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, exp: now() + 600 })}.`
    expect(await statusWith(unsigned)).toBe(401)
  })

  it('an expired token is refused', async () => {
    expect(await statusWith(await forge({ expires: now() - 5 }))).toBe(401)
  })

  it('a token for another audience is refused', async () => {
    expect(await statusWith(await forge({ audience: 'another-service' }))).toBe(401)
  })

  it('a token with a wrong signature is refused', async () => {
    expect(
      await statusWith(await forge({ key: new TextEncoder().encode('not-the-server-secret-0123456789abc') })),
    ).toBe(401)
    const [header, payload, signature = ''] = recruiter.accessToken.split('.')
    const flipped = `${signature.slice(0, 5)}${signature[5] === 'A' ? 'B' : 'A'}${signature.slice(6)}`
    expect(await statusWith(`${header}.${payload}.${flipped}`)).toBe(401)
  })
})

describe('IDOR', () => {
  it('logout: another user id is refused with 403 and their sign-in keeps working', async () => {
    const response = await api.call('POST', `${AUTH}/logout`, {
      token: recruiter.accessToken,
      body: { userId: talent.user.USERID },
    })
    expect(response.status).toBe(403)
    expect((await api.call('GET', '/get-my-talent-profile', { token: talent.accessToken })).status).toBe(200)
  })

  it("own profile (GET, PATCH): the caller's own only; another user's id in the body is refused", async () => {
    const before = await api.call('GET', '/get-my-talent-profile', { token: hidden.accessToken })
    for (const key of ['USERID', 'userId', 'id']) {
      const response = await api.call('PATCH', '/get-my-talent-profile', {
        token: talent.accessToken,
        body: { [key]: hidden.USERID, bio: 'Written by someone else' },
      })
      expect(response.status, key).toBe(400)
    }
    expect((await api.call('GET', '/get-my-talent-profile', { token: hidden.accessToken })).body).toEqual(before.body)
    // The other user type has no talent profile to read or write.
    expect((await api.call('GET', '/get-my-talent-profile', { token: recruiter.accessToken })).status).toBe(403)
    expect((await api.call('GET', '/get-my-recruiter-profile', { token: talent.accessToken })).status).toBe(403)
  })

  it('a hidden talent: the profile, connect link and share are 404 to everyone but the talent', async () => {
    const calls = [
      ['GET', `/get-app-talent-public-profile/${hidden.USERID}`],
      ['GET', `/get-app-talent-connect-link/${hidden.USERID}`],
      ['POST', `/record-talent-share/${hidden.USERID}`],
    ] as const
    for (const [method, path] of calls) {
      for (const [who, token] of [
        ['recruiter', recruiter.accessToken],
        ['another talent', talent.accessToken],
        ['guest', undefined],
      ] as const) {
        const { status } = await api.call(method, path, { token })
        // The connect link is for recruiters only (issue 17): a guest is 401, a talent 403, before any lookup.
        const refused = { guest: 401, 'another talent': 403, recruiter: 404 }[who]
        const expected = path.includes('connect-link') ? refused : 404
        expect(status, `${method} ${path} as ${who}`).toBe(expected)
      }
    }
    const own = await api.call('GET', `/get-app-talent-public-profile/${hidden.USERID}`, { token: hidden.accessToken })
    expect(own.status).toBe(200)
    expect(own.body.talent.USERID).toBe(hidden.USERID)
  })

  it("search sessions: another user's session id is 404 on the view-all calls, a new session on a search", async () => {
    const filters = { talentType: 'Dancer' }
    const search = await api.call('POST', '/search-talents', { token: recruiter.accessToken, body: { filters } })
    expect(search.status).toBe(200)
    const sessionId = search.body.sessionId as string
    // A search with someone else's id is a search of its own: nothing of the other session is used or shown.
    for (const token of [talent.accessToken, undefined]) {
      const other = await api.call('POST', '/search-talents', { token, body: { sessionId, page: 2 } })
      expect(other.status).toBe(200)
      expect(other.body.sessionId).not.toBe(sessionId)
      expect(other.body.filters).toEqual({})
      expect(other.body.page).toBe(2)
    }
    const own = await api.call('POST', '/search-talents', {
      token: recruiter.accessToken,
      body: { sessionId, page: 2 },
    })
    expect(own.body).toMatchObject({ sessionId, filters })
    const calls = [
      ['/get-filtered-talents-by-chatbot-viewall/', { sessionId }],
      ['/get-filtered-talents-by-chatbot-viewall-comes-form-whatsapp', { sessionId }],
    ] as const
    for (const [path, body] of calls) {
      for (const token of [talent.accessToken, undefined]) {
        expect((await api.call('POST', path, { token, body })).status, path).toBe(404)
      }
      expect((await api.call('POST', path, { token: recruiter.accessToken, body })).status, `${path} owner`).toBe(200)
    }
  })
})

describe('SQL fragments and pg_sleep in every filter', () => {
  const FRAGMENTS = [
    "'; SELECT pg_sleep(2)--",
    "' OR pg_sleep(2) IS NULL --",
    '1) OR (SELECT pg_sleep(2)) IS NULL --',
    "' || (SELECT pg_sleep(2)) || '",
    "Mumbai' UNION SELECT password_hash FROM users --",
  ]
  type Schema = { type?: string; properties?: Record<string, Schema>; $ref?: string }
  type Operation = {
    parameters?: { name: string; in: string }[]
    requestBody?: { content?: Record<string, { schema?: Schema }> }
  }

  it('answers 200 or 400, well under 2 s, for every query parameter and search filter', async () => {
    const doc = (await api.call('GET', '/openapi.json')).body as {
      paths: Record<string, Record<string, Operation>>
      components: { schemas: Record<string, Schema> }
    }
    const resolve = (schema?: Schema) =>
      schema?.$ref ? doc.components.schemas[schema.$ref.split('/').pop() ?? ''] : schema
    const probes: { method: string; path: string; body?: unknown; label: string }[] = []
    for (const [documented, methods] of Object.entries(doc.paths)) {
      const path = documented.replace(/^\/api\/v1/, '')
      if (path.includes('{')) continue
      for (const [method, operation] of Object.entries(methods)) {
        for (const param of (operation.parameters ?? []).filter((p) => p.in === 'query')) {
          for (const fragment of FRAGMENTS) {
            const query = new URLSearchParams({ [param.name]: fragment })
            probes.push({ method: 'GET', path: `${path}?${query}`, label: `${path} ?${param.name}` })
          }
        }
        const body = resolve(operation.requestBody?.content?.['application/json']?.schema)
        const filters = Object.keys(resolve(body?.properties?.filters)?.properties ?? {})
        const texts = Object.entries(body?.properties ?? {})
          .filter(([, schema]) => resolve(schema)?.type === 'string')
          .map(([name]) => name)
        if (!path.includes('search') && !path.includes('viewall')) continue
        for (const fragment of FRAGMENTS) {
          for (const name of filters) {
            probes.push({ method, path, body: { filters: { [name]: fragment } }, label: `${path} filters.${name}` })
          }
          for (const name of texts.filter((n) => n !== 'sessionId')) {
            probes.push({ method, path, body: { [name]: fragment }, label: `${path} ${name}` })
          }
        }
      }
    }
    // The search filters, the list filters and the free text are all reached.
    expect(probes.some((p) => p.label.includes('filters.location'))).toBe(true)
    expect(probes.some((p) => p.label.includes('?location') || p.label.includes('?city'))).toBe(true)
    expect(probes.some((p) => p.label.endsWith(' query'))).toBe(true)

    expect(probes.length).toBeGreaterThan(150)
    const failures: string[] = []
    for (const probe of probes) {
      const started = performance.now()
      const { status } = await api.call(probe.method.toUpperCase(), probe.path, {
        token: recruiter.accessToken,
        body: probe.body,
      })
      const ms = performance.now() - started
      if (![200, 400].includes(status) || ms > 1000) failures.push(`${probe.label}: ${status} in ${Math.round(ms)} ms`)
    }
    expect(failures).toEqual([])
  })
})
