import type { EntryContext, ServerBuild } from '@remix-run/node'

/**
 * A document render as plain data, for a render worker (server/render-worker.ts, ADR 014): everything
 * `<RemixServer>` reads that is not already in the worker's own copy of the server build.
 */
export interface RenderJob {
  url: string
  nonce: string
  /** The request's Accept-Encoding: the worker compresses the document when gzip is welcome. */
  acceptEncoding: string | null
  /** The loader data as Remix encoded it (single fetch), read to its end. */
  handoff: string
  serverHandoffString: string | undefined
  context: {
    basename: string | undefined
    location: EntryContext['staticHandlerContext']['location']
    loaderData: Record<string, unknown>
    actionData: Record<string, unknown> | null
    statusCode: number
    deepestRenderedBoundaryId: string | null | undefined
    /** The matched routes by id: the worker finds the routes in its own build. */
    matches: { routeId: string; params: Record<string, string | undefined>; pathname: string; pathnameBase: string }[]
  }
}

/** A rendered document: its bytes, gzipped when `contentEncoding` says so. */
export interface RenderedDocument {
  body: Uint8Array<ArrayBuffer>
  contentEncoding: 'gzip' | null
}

/** Entry 0 is the first chunk Remix's StreamTransfer asks for; `done` makes it the last one too. */
export function handOff(remixContext: EntryContext, handoff: string) {
  remixContext.renderMeta ??= {}
  remixContext.renderMeta.streamCache = {
    0: Object.assign(Promise.resolve(), { result: { done: true, value: handoff } }),
  }
}

/**
 * The render as a job, or null when it needs this process: an error to show (errors are class
 * instances, thrown responses), or deferred data still arriving.
 */
export function toRenderJob(
  remixContext: EntryContext,
  request: Request,
  nonce: string,
  handoff: string,
): RenderJob | null {
  const context = remixContext.staticHandlerContext
  if (context.errors || (context.activeDeferreds && Object.keys(context.activeDeferreds).length > 0)) return null
  return {
    url: request.url,
    nonce,
    acceptEncoding: request.headers.get('accept-encoding'),
    handoff,
    serverHandoffString: remixContext.serverHandoffString,
    context: {
      basename: context.basename,
      location: context.location,
      loaderData: context.loaderData,
      actionData: context.actionData,
      statusCode: context.statusCode,
      deepestRenderedBoundaryId: context._deepestRenderedBoundaryId,
      matches: context.matches.map((match) => ({
        routeId: match.route.id,
        params: match.params,
        pathname: match.pathname,
        pathnameBase: match.pathnameBase,
      })),
    },
  }
}

/** A stream already at its end. */
const readStream = {
  getReader: () => ({ read: () => Promise.resolve({ done: true, value: undefined }), releaseLock() {} }),
}

const routeModules = new WeakMap<ServerBuild, EntryContext['routeModules']>()

function routeModulesOf(build: ServerBuild): EntryContext['routeModules'] {
  let modules = routeModules.get(build)
  if (!modules) {
    modules = Object.fromEntries(Object.entries(build.routes).map(([id, route]) => [id, route!.module]))
    routeModules.set(build, modules)
  }
  return modules
}

/**
 * The entry context of a job, in the worker: the manifest and route modules from the worker's build,
 * the matches' routes as the server runtime makes them (id, path, index, handle), the loader data.
 */
export function fromRenderJob(build: ServerBuild, job: RenderJob): EntryContext {
  const routeOf = (id: string) => {
    const route = build.routes[id]
    if (!route) throw new Error(`render job names a route this build does not have: ${id}`)
    return {
      id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      handle: route.module.handle,
      hasErrorBoundary: id === 'root' || route.module.ErrorBoundary != null,
    }
  }
  const { context } = job
  const remixContext = {
    manifest: build.assets,
    routeModules: routeModulesOf(build),
    criticalCss: undefined,
    serverHandoffString: job.serverHandoffString,
    // Remix writes the loader data only when there is a stream; it is never read: handOff below has it all.
    serverHandoffStream: readStream,
    renderMeta: {},
    future: build.future,
    isSpaMode: build.isSpaMode,
    serializeError: (error: Error) => ({ message: error.message }),
    staticHandlerContext: {
      basename: context.basename,
      location: context.location,
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: null,
      statusCode: context.statusCode,
      loaderHeaders: {},
      actionHeaders: {},
      activeDeferreds: null,
      _deepestRenderedBoundaryId: context.deepestRenderedBoundaryId,
      matches: context.matches.map(({ routeId, ...match }) => ({ ...match, route: routeOf(routeId) })),
    },
  } as unknown as EntryContext
  handOff(remixContext, job.handoff)
  return remixContext
}
