/**
 * Property tests: every operation of the published OpenAPI contract, every
 * input it declares (path, query, JSON body), is fed random and hostile values
 * (SQL fragments, pg_sleep, huge strings, wrong types, 1,000 ids), as a guest
 * and signed in. The API must never answer 5xx, never leak a stack trace or a
 * secret, and never be slowed by an injected pg_sleep.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApi, type TestApi } from '../setup/api'

type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: { type?: string } }
type Operation = {
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
}
type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; $ref?: string }
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, JsonSchema> }
}

const hostileString = fc.oneof(
  fc.constantFrom(
    "' OR 1=1 --",
    "'; DROP TABLE users; --",
    '1); SELECT pg_sleep(3); --',
    "' || pg_sleep(3) || '",
    "Mumbai' AND (SELECT pg_sleep(3)) IS NULL --",
    '%',
    '_',
    '\\',
    '\u0000',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '{"$ne":null}',
    'NaN',
    '-1',
    '1e309',
    '9'.repeat(40),
    'Actor'.repeat(2000),
    Array.from({ length: 1000 }, (_, i) => `TAL${String(i).padStart(6, '0')}`).join(','),
    '🙂'.repeat(300),
  ),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 64 }),
)

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 5 }),
  fc.constant(Array.from({ length: 1000 }, (_, i) => `id${i}`)),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
)

let api: TestApi
let doc: OpenApiDocument
let token: string

beforeAll(async () => {
  api = await createTestApi({ talents: 30 })
  doc = (await api.call('GET', '/openapi.json')).body as OpenApiDocument
  token = (await api.loginRecruiter()).accessToken
})
afterAll(() => api?.close())

function resolve(schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema?.$ref) return schema
  return doc.components?.schemas?.[schema.$ref.split('/').pop() ?? '']
}

function operations() {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  )
}

/** Builds one request from an operation with hostile values in every declared input. */
function requestArbitrary(path: string, operation: Operation) {
  const params = operation.parameters ?? []
  const pathParams = params.filter((p) => p.in === 'path')
  const queryParams = params.filter((p) => p.in === 'query')
  const bodySchema = resolve(operation.requestBody?.content?.['application/json']?.schema)
  const bodyKeys = Object.keys(bodySchema?.properties ?? {})
  return fc.record({
    path: fc
      .tuple(...pathParams.map(() => hostileString))
      .map((values) =>
        pathParams.reduce(
          (url, param, i) => url.replace(`{${param.name}}`, encodeURIComponent(String(values[i]) || 'x')),
          path,
        ),
      ),
    query: fc.tuple(...queryParams.map(() => fc.option(hostileValue, { nil: undefined }))).map((values) => {
      const search = new URLSearchParams()
      queryParams.forEach((param, i) => {
        const value = values[i]
        if (value !== undefined) search.set(param.name, typeof value === 'string' ? value : JSON.stringify(value))
      })
      return search.toString()
    }),
    body: bodySchema
      ? fc.oneof(
          fc
            .tuple(...bodyKeys.map(() => fc.option(hostileValue, { nil: undefined })))
            .map((values) =>
              Object.fromEntries(bodyKeys.map((key, i) => [key, values[i]]).filter(([, v]) => v !== undefined)),
            ),
          fc.constant('{"unterminated": '),
          fc.constant('x'.repeat(70_000)),
          hostileValue,
        )
      : fc.constant(undefined),
    signedIn: fc.boolean(),
  })
}

/** Anything that looks like a leaked internal: stack frames, SQL errors, hashes, secrets. */
const LEAKS = [
  /\bat [\w.<>]+ \(/,
  /\.ts:\d+/,
  /node_modules/,
  /scrypt\$/,
  /password_hash/i,
  /syntax error at/i,
  /relation ".*"/,
]

describe('every API input survives hostile values', () => {
  it('covers the contract', () => {
    expect(operations().length).toBeGreaterThanOrEqual(5)
  })

  it('never answers 5xx, never leaks, never sleeps', async () => {
    for (const { path, method, operation } of operations()) {
      if (path.includes('/media/')) continue // images: covered by their own tests
      await fc.assert(
        fc.asyncProperty(requestArbitrary(path.replace(/^\/api\/v1/, ''), operation), async (input) => {
          const started = performance.now()
          const url = input.query ? `${input.path}?${input.query}` : input.path
          const { status, body } = await api.call(method, url, {
            body: method === 'GET' ? undefined : input.body,
            token: input.signedIn ? token : undefined,
          })
          const elapsed = performance.now() - started
          const text = typeof body === 'string' ? body : JSON.stringify(body)
          expect(status, `${method} ${url} → ${status}: ${text.slice(0, 200)}`).toBeLessThan(500)
          if (status >= 400) expect(body).toMatchObject({ success: false, message: expect.any(String) })
          for (const leak of LEAKS) expect(text, `${method} ${url} leaked ${leak}`).not.toMatch(leak)
          expect(elapsed, `${method} ${url} took ${elapsed.toFixed(0)} ms`).toBeLessThan(2500)
        }),
        { numRuns: 40, seed: 20261121 },
      )
    }
  }, 300_000)
})
