import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi } from '../../api/app'
import type { DatabaseHandle } from '../../api/db/client'
import { seedDatabase } from '../../api/db/seed'
import { createWebSessionStore } from '../../api/db/web-session-store'
import { loader } from '../../app/routes/_main._index'
import { createTestDatabase } from '../setup/database'
import { silentLogger } from '../setup/logger'
import { TEST_JWT_SECRET } from '../setup/api'

let database: DatabaseHandle
let apiFetch: (request: Request) => Promise<Response>

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDatabase(database.db, { talents: 25 })
  const api = createApi({ db: database.db, logger: silentLogger, jwtSecrets: [TEST_JWT_SECRET] })
  apiFetch = async (request) => api.fetch(request)
})
afterAll(() => database?.close())

type LoaderResult = {
  data: {
    userType: number
    talents: { USERID: string }[]
    page: number
    talentsError: string | null
    categories: { name: string }[]
    feedsError: string | null
  }
  init: ResponseInit | null
}

async function runLoader(url: string, fetcher = apiFetch) {
  const context = { apiFetch: fetcher, sessionStore: createWebSessionStore(database.db), cspNonce: 'test-nonce' }
  const result = (await loader({ request: new Request(url), context, params: {} })) as unknown
  return result as LoaderResult
}

describe('home loader', () => {
  it('reads public talents from the API through the upstream client', async () => {
    const { data } = await runLoader('http://localhost/')
    expect(data.talentsError).toBeNull()
    expect(data.talents).toHaveLength(10)
    expect(data.userType).toBe(2)
    expect(data.feedsError).toBeNull()
    expect(data.categories.map((category) => category.name)).toContain('Featured Agencies')
  })

  it('reads the page from the query and falls back to page 1 on nonsense', async () => {
    const second = await runLoader('http://localhost/?page=2')
    expect(second.data.page).toBe(2)
    const nonsense = await runLoader('http://localhost/?page=%3Cscript%3E')
    expect(nonsense.data.page).toBe(1)
  })

  it('turns an unreachable API into a plain message, never a crash; cached feeds still show', async () => {
    // A page nobody asked for yet, so the upstream cache cannot answer in the API's place.
    const { data, init } = await runLoader('http://localhost/?page=7', () => Promise.reject(new Error('ECONNREFUSED')))
    expect(data.talentsError).toBe('An unexpected error occurred.')
    expect(data.talents).toEqual([])
    // The feeds were cached by the first test: the page still has its marketplace.
    expect(data.feedsError).toBeNull()
    expect(data.categories.length).toBeGreaterThan(0)
    expect(init?.status ?? 200).toBe(200)
  })
})
