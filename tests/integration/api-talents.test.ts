import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi } from '../../api/app'
import type { DatabaseHandle } from '../../api/db/client'
import { seedDatabase } from '../../api/db/seed'
import { createTestDatabase } from '../setup/database'
import { silentLogger } from '../setup/logger'
import { TEST_JWT_SECRET } from '../setup/api'

let database: DatabaseHandle
let api: ReturnType<typeof createApi>

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDatabase(database.db, { talents: 40 })
  api = createApi({ db: database.db, logger: silentLogger, jwtSecrets: [TEST_JWT_SECRET] })
})
afterAll(() => database?.close())

async function get(path: string) {
  const response = await api.request(`/api/v1${path}`)
  return { status: response.status, headers: response.headers, body: await response.json() }
}

type Card = { USERID: string; name: string; talentType: string; city: string; photo: string; rating: number }

describe('GET /get-app-dashbord-talents-public', () => {
  it('returns a page of 10 public talent cards, best rated first', async () => {
    const { status, body } = await get('/get-app-dashbord-talents-public')
    expect(status).toBe(200)
    expect(body.success).toBe(true)
    expect(body.talents).toHaveLength(10)
    const [first] = body.talents as Card[]
    expect(first).toMatchObject({
      USERID: expect.any(String),
      name: expect.any(String),
      talentType: expect.any(String),
      city: expect.any(String),
      photo: expect.stringMatching(/^\/api\/v1\/media\/avatars\/.+\.svg$/),
    })
    const ratings = (body.talents as Card[]).map((t) => t.rating)
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings)
  })

  it('leaves out the excluded ids', async () => {
    const firstPage = (await get('/get-app-dashbord-talents-public')).body.talents as Card[]
    const excluded = firstPage.slice(0, 5).map((t) => t.USERID)
    const { body } = await get(`/get-app-dashbord-talents-public?excludeIds=${excluded.join(',')}`)
    const ids = (body.talents as Card[]).map((t) => t.USERID)
    expect(ids).toHaveLength(10)
    expect(ids.filter((id) => excluded.includes(id))).toEqual([])
    expect(ids.slice(0, 5)).toEqual(firstPage.slice(5, 10).map((t) => t.USERID))
  })

  it('treats an empty excludeIds as no exclusion', async () => {
    const plain = await get('/get-app-dashbord-talents-public')
    const empty = await get('/get-app-dashbord-talents-public?excludeIds=')
    expect(empty.body).toEqual(plain.body)
  })

  it('pages without overlap', async () => {
    const one = (await get('/get-app-dashbord-talents-public?page=1')).body.talents as Card[]
    const two = (await get('/get-app-dashbord-talents-public?page=2')).body.talents as Card[]
    expect(two).toHaveLength(10)
    expect(two.filter((t) => one.some((o) => o.USERID === t.USERID))).toEqual([])
  })

  it('refuses more than 50 excluded ids, naming the field', async () => {
    const ids = Array.from({ length: 51 }, (_, i) => `TAL${i}`).join(',')
    const { status, body } = await get(`/get-app-dashbord-talents-public?excludeIds=${ids}`)
    expect(status).toBe(400)
    expect(body).toEqual({ success: false, message: expect.stringContaining('excludeIds') })
  })

  it.each([
    ['page=abc', 'page'],
    ['page=0', 'page'],
    ["excludeIds=1'%20OR%201=1--", 'excludeIds'],
  ])('answers %s with 400 naming %s', async (query, field) => {
    const { status, body } = await get(`/get-app-dashbord-talents-public?${query}`)
    expect(status).toBe(400)
    expect(body.success).toBe(false)
    expect(body.message).toContain(field)
  })
})

describe('the API shell', () => {
  it('answers an unknown path with a 404 JSON envelope', async () => {
    const { status, body } = await get('/no-such-call')
    expect(status).toBe(404)
    expect(body).toEqual({ success: false, message: expect.stringContaining('/api/v1/no-such-call') })
  })

  it('publishes its OpenAPI contract', async () => {
    const { status, body } = await get('/openapi.json')
    expect(status).toBe(200)
    expect(body.openapi).toBe('3.0.3')
    expect(Object.keys(body.paths)).toContain('/api/v1/get-app-dashbord-talents-public')
  })

  it('serves generated avatars as cacheable SVG', async () => {
    const { body } = await get('/get-app-dashbord-talents-public')
    const response = await api.request((body.talents as Card[])[0]!.photo)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('image/svg+xml')
    expect(response.headers.get('cache-control')).toContain('immutable')
    expect(await response.text()).toMatch(/^<svg/)
  })

  it('refuses an avatar name that is not a plain .svg file', async () => {
    const response = await api.request('/api/v1/media/avatars/..%2Fetc%2Fpasswd')
    expect(response.status).toBe(400)
  })
})
