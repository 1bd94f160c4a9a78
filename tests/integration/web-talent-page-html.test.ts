import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_URL, createTestWeb, type TestWeb } from '../setup/web'

/**
 * What a link previewer or curl gets: the whole server-rendered HTML of a talent's page, fetched
 * without JavaScript. The real Remix server build (through Vite, as `npm run dev` serves it) and the
 * real API on a seeded database; nothing of ours is mocked.
 */
let web: TestWeb
let vite: ViteDevServer
let handle: (request: Request) => Promise<Response>

beforeAll(async () => {
  web = await createTestWeb({ talents: 10 })
  vite = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'silent',
  })
  const build = (await vite.ssrLoadModule('virtual:remix/server-build')) as ServerBuild
  const handler = createRequestHandler(build, 'production')
  handle = (request) => handler(request, web.context())
}, 120_000)
afterAll(async () => {
  await vite?.close()
  await web?.close()
})

const attribute = (html: string, key: string, name: string) =>
  new RegExp(`<meta ${key}="${name}" content="([^"]*)"`).exec(html)?.[1] ?? null

describe('the talent page as plain HTML (no JavaScript)', () => {
  it("has the Open Graph and Twitter tags, the canonical link and the talent's name", async () => {
    const response = await handle(new Request(`${BASE_URL}/recruiter/solo/TAL000001`))
    expect(response.status).toBe(200)
    const html = await response.text()
    const ogTitle = attribute(html, 'property', 'og:title')
    expect(ogTitle).toMatch(/^.+, (Actor|Model|Voiceover Artist|Dancer|Content Creator)$/)
    const name = ogTitle?.split(', ')[0] ?? ''
    expect(html).toContain(`<h1 id="talent-name"`)
    expect(html).toContain(`>${name}</h1>`)
    expect(attribute(html, 'property', 'og:image')).toMatch(new RegExp(`^${BASE_URL}/api/v1/media/avatars/.+\\.png$`))
    expect(attribute(html, 'property', 'og:url')).toBe(`${BASE_URL}/recruiter/solo/TAL000001`)
    expect(attribute(html, 'property', 'og:description')).toBeTruthy()
    expect(attribute(html, 'name', 'twitter:card')).toBe('summary')
    expect(html).toContain(`<link rel="canonical" href="${BASE_URL}/recruiter/solo/TAL000001"/>`)
    expect(response.headers.get('set-cookie')).toMatch(/^castline_viewed=/)
  })

  it('answers an unknown talent with a real 404 page', async () => {
    const response = await handle(new Request(`${BASE_URL}/recruiter/solo/TAL999999`))
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('This talent is not in the cast')
    expect(html).not.toContain('og:title')
  })

  it('answers a malformed link with a 400 that says what is wrong', async () => {
    const response = await handle(new Request(`${BASE_URL}/recruiter/solo/${encodeURIComponent('a b;<c>')}`))
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('That talent link is broken')
  })
})
