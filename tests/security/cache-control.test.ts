/**
 * Issue 17: answers to a signed-in request are kept by no cache: a signed-in page, its `.data` and a
 * resource route answer `Cache-Control: private, no-store`, while a guest's answers keep the caching
 * they had. The real Remix app over a real socket (tests/setup/remix-server.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { FEED_BROWSER_CACHE_CONTROL } from '../../app/services/feed-cache.server'
import { startRemixServer, type RemixServer } from '../setup/remix-server'

let server: RemixServer
let cookie: string

beforeAll(async () => {
  server = await startRemixServer()
  cookie = (await server.web.signIn(DEMO_TALENT_EMAIL)).cookie
}, 120_000)
afterAll(() => server?.close())

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers, redirect: 'manual' })

describe('Cache-Control', () => {
  it.each([
    ['a signed-in page', '/my-profile/talent'],
    ["the page's .data", '/my-profile/talent.data'],
    ['the home page', '/'],
    ['a resource route', '/resources/feeds?userType=1'],
  ])('%s answers a signed-in request private, no-store', async (_name, path) => {
    const response = await get(path, { cookie })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('leaves a guest page and resource as they were', async () => {
    const page = await get('/welcome')
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBeNull()
    const feeds = await get('/resources/feeds?userType=1')
    expect(feeds.status).toBe(200)
    expect(feeds.headers.get('cache-control')).toBe(FEED_BROWSER_CACHE_CONTROL)
  })
})
