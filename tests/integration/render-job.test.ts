import { createRequestHandler, type EntryContext, type ServerBuild } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer as createVite, type ViteDevServer } from 'vite'
import { fromRenderJob, type RenderJob } from '../../app/render-job.server'
import { BASE_URL, createTestWeb, type TestWeb } from '../setup/web'

/**
 * ADR 014's render workers rebuild Remix's entry context from data (app/render-job.server.ts), and Remix
 * has no supported way to do that: the job reads and the worker writes fields that are Remix's own
 * (`staticHandlerContext` and its private `_deepestRenderedBoundaryId`, `renderMeta.streamCache` that
 * `<StreamTransfer>` reads, the server runtime's shape of a matched route). This pins them on the installed
 * @remix-run packages: each page renders through Remix's request handler twice, once in the main thread and
 * once as a job that goes through a structured clone (as piscina sends it to a worker) and is rendered from
 * its data, and the two documents must be the same bytes; and the entry context Remix hands the app must
 * have exactly the fields the rebuilt one has. A Remix upgrade that changes any of them fails here.
 */

interface Entry {
  default: (
    request: Request,
    status: number,
    headers: Headers,
    context: EntryContext,
    loadContext: unknown,
  ) => Promise<Response>
  renderJob(build: ServerBuild, job: RenderJob): Uint8Array
}

let web: TestWeb
let vite: ViteDevServer
let build: ServerBuild
let entry: Entry
/** The entry context Remix handed the app for the last document, as it was before anything rendered. */
let handedOver: { context: EntryContext; keys: string[]; handlerKeys: string[] } | undefined
let handle: ReturnType<typeof createRequestHandler>

beforeAll(async () => {
  web = await createTestWeb({ talents: 10 })
  vite = await createVite({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'silent',
  })
  build = (await vite.ssrLoadModule('virtual:remix/server-build')) as ServerBuild
  entry = build.entry.module as unknown as Entry
  const watched: ServerBuild = {
    ...build,
    entry: {
      module: {
        ...build.entry.module,
        default: (request, status, headers, context, loadContext) => {
          handedOver = {
            context,
            keys: Object.keys(context).sort(),
            handlerKeys: Object.keys(context.staticHandlerContext).sort(),
          }
          return entry.default(request, status, headers, context, loadContext)
        },
      },
    },
  }
  handle = createRequestHandler(watched, 'production')
})

afterAll(async () => {
  await vite?.close()
  await web?.close()
})

/** The job as a worker receives it: a structured clone, as postMessage makes one. */
let lastJob: RenderJob | undefined
function inWorker(job: RenderJob) {
  lastJob = structuredClone(job)
  return Promise.resolve({ body: new Uint8Array(entry.renderJob(build, lastJob)), contentEncoding: null })
}

async function render(pathname: string, worker: boolean) {
  lastJob = undefined
  const response = await handle(
    new Request(BASE_URL + pathname),
    web.context(worker ? { renderInWorker: inWorker } : {}),
  )
  return {
    status: response.status,
    renderedBy: /render;desc="(\w+)"/.exec(response.headers.get('server-timing') ?? '')?.[1],
    html: await response.text(),
  }
}

/** A string as `<StreamTransfer>` writes it into a script: JSON, with what HTML would read escaped. */
function asInScript(text: string): string {
  const escapes: Record<string, string> = {
    '&': '\\u0026',
    '<': '\\u003c',
    '>': '\\u003e',
    '\u2028': '\\u2028',
    '\u2029': '\\u2029',
  }
  return JSON.stringify(text).replace(/[&<>\u2028\u2029]/g, (character) => escapes[character]!)
}

const PAGES = ['/', '/?page=2', '/talent', '/login', '/signup', '/view-all-talents']

describe('render jobs on the installed Remix (ADR 014)', () => {
  it.each(PAGES)('%s: the worker renders the same document as the main thread', async (pathname) => {
    const main = await render(pathname, false)
    const worker = await render(pathname, true)
    expect(main.renderedBy).toBe('main')
    expect(worker.renderedBy).toBe('worker')
    expect(worker.status).toBe(main.status)
    expect(worker.html).toBe(main.html)
    // The loader data reached the page through renderMeta.streamCache, whole, in one script.
    expect(lastJob!.handoff.length).toBeGreaterThan(100)
    expect(worker.html).toContain(`window.__remixContext.streamController.enqueue(${asInScript(lastJob!.handoff)});`)
    expect(worker.html).toContain('window.__remixContext.streamController.close();')
  })

  it('hands the app an entry context with exactly the fields a rebuilt one has', async () => {
    await render('/talent', true)
    const rebuilt = fromRenderJob(build, lastJob!)
    const { context, keys, handlerKeys } = handedOver!
    expect(keys).toEqual(Object.keys(rebuilt).sort())
    // React Router's private `_deepestRenderedBoundaryId` is written by the render (the deepest route with an
    // error boundary, where an error would show); the job carries it by this name, the rebuilt context too.
    expect([...handlerKeys, '_deepestRenderedBoundaryId'].sort()).toEqual(
      Object.keys(rebuilt.staticHandlerContext).sort(),
    )
    await render('/talent', false)
    const rendered = handedOver!.context.staticHandlerContext
    const deepestBoundary = rendered.matches.findLast((match) => build.routes[match.route.id]!.module.ErrorBoundary)
    expect(rendered).toHaveProperty('_deepestRenderedBoundaryId', deepestBoundary!.route.id)
    expect(typeof context.renderMeta).toBe('object')
    expect(typeof context.serverHandoffStream?.getReader).toBe('function')

    // A matched route as the server runtime makes it: the worker rebuilds every field <RemixServer> and the
    // components read, and leaves out only the loader and action (which never run in a worker) and the child
    // routes (the render takes the matches as they are and matches nothing itself).
    const matches = context.staticHandlerContext.matches
    expect(matches.length).toBeGreaterThanOrEqual(2)
    for (const [index, match] of matches.entries()) {
      const copy = rebuilt.staticHandlerContext.matches[index]!
      expect(Object.keys(match).sort()).toEqual(Object.keys(copy).sort())
      expect(Object.keys(match).sort()).toEqual(['params', 'pathname', 'pathnameBase', 'route'])
      const route = match.route as unknown as Record<string, unknown>
      const fields = Object.keys(copy.route).sort()
      expect(fields).toEqual(['caseSensitive', 'handle', 'hasErrorBoundary', 'id', 'index', 'path'])
      expect(
        Object.keys(route)
          .filter((key) => !fields.includes(key))
          .sort(),
        match.route.id,
      ).toEqual(['action', 'children', 'loader'].filter((key) => key in route))
      for (const field of fields) {
        expect((copy.route as unknown as Record<string, unknown>)[field], `${match.route.id}.${field}`).toEqual(
          route[field],
        )
      }
    }
  })
})
