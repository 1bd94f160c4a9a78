import type { AppLoadContext, EntryContext, HandleErrorFunction, ServerBuild } from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { renderToString } from 'react-dom/server'
import { NonceProvider } from '~/components/nonce'
import { lowPriorityModulePreloads } from '~/module-preloads.server'
import { fromRenderJob, handOff, toRenderJob, type RenderJob } from '~/render-job.server'
import { noStoreWhenSignedIn } from '~/services/cache-control.server'

/** How long the loader data may take to encode (deferred values included) before Remix gives up on it. */
export const streamTimeout = 5000

/**
 * Remix hands every error of a loader or action here (a thrown Response is an answer, not an error, and
 * never comes here): it goes to the JSON logs with the request's id, so a 500 page can be traced to its
 * cause. Without this, Remix would print it with console.error, outside the logs.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // The visitor went away (another navigation, a closed tab): whatever failed after that is no fault of ours.
  if (request.signal.aborted) return
  // The router's own 404 and 405 (no such route, no action): the caller's mistake, and the request log has the status.
  if (isRouteErrorResponse(error) && error.status < 500) return
  const logged = {
    err: routerCause(error),
    reqId: context.requestId,
    method: request.method,
    path: new URL(request.url).pathname,
  }
  if (context.logger) context.logger.error(logged, 'loader or action failed')
  else console.error(logged.err)
}

/** The error the router wrapped in an error response (its `error` is not in the public type), else the error itself. */
function routerCause(error: unknown): unknown {
  if (!isRouteErrorResponse(error)) return error
  const { error: cause } = error as { error?: unknown }
  return cause ?? error
}

/** The whole of the page's loader data as Remix encoded it (single fetch's turbo-stream), as text. */
async function readHandoff(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader()
  const decoder = new TextDecoder()
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    text += decoder.decode(value, { stream: true })
  }
  reader.releaseLock()
  return text + decoder.decode()
}

/** The document's HTML, in one synchronous pass (the loader data must already be handed off). */
function renderDocument(remixContext: EntryContext, url: string, nonce: string): string {
  // Every script Remix writes carries this response's nonce; the enforced CSP refuses any other.
  const html = renderToString(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={url} abortDelay={streamTimeout} nonce={nonce} />
    </NonceProvider>,
  )
  return `<!DOCTYPE html>${lowPriorityModulePreloads(html)}`
}

/** Where the page rendered and how long it took there, queue included (for people and for tests). */
function renderTiming(where: 'worker' | 'main', started: number): string {
  return `render;desc="${where}";dur=${(performance.now() - started).toFixed(1)}`
}

/** A render worker's job (server/render-worker.ts): the document as UTF-8 bytes. */
export function renderJob(build: ServerBuild, job: RenderJob): Uint8Array<ArrayBuffer> {
  // A fresh buffer of its own (never a slice of a shared pool), so the worker can move it.
  return new TextEncoder().encode(renderDocument(fromRenderJob(build, job), job.url, job.nonce))
}

/**
 * Renders the whole document before answering, for people and bots alike (ADR 002).
 *
 * The loader data is read to its end first and handed to Remix's `StreamTransfer` as already read, so
 * nothing suspends and the document renders in one synchronous pass with `renderToString`: React's
 * streaming renderer encodes every small piece of markup into bytes on its own, which cost more than the
 * render itself on the home page (bench/ssr.mjs).
 *
 * With render workers (production, ADR 014) the render itself runs on another thread, given the data as
 * a job; a page with an error to show, or one a worker cannot take, renders here.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  await noStoreWhenSignedIn(request, loadContext, responseHeaders)
  let started = performance.now()
  if (remixContext.serverHandoffStream) {
    const handoff = await readHandoff(remixContext.serverHandoffStream)
    const job = loadContext.renderInWorker && toRenderJob(remixContext, request, nonce, handoff)
    started = performance.now()
    const rendered = job ? await loadContext.renderInWorker!(job) : null
    if (rendered) {
      responseHeaders.append('Server-Timing', renderTiming('worker', started))
      responseHeaders.append('Vary', 'Accept-Encoding')
      // Already compressed by the worker: server/compression.ts passes it on as it is.
      if (rendered.contentEncoding) responseHeaders.set('Content-Encoding', rendered.contentEncoding)
      return new Response(rendered.body, { headers: responseHeaders, status: responseStatusCode })
    }
    handOff(remixContext, handoff)
  }
  started = performance.now()
  // Bytes, not a string: undici checks a string body for lone surrogates character by character.
  const body = Buffer.from(renderDocument(remixContext, request.url, nonce))
  responseHeaders.append('Server-Timing', renderTiming('main', started))
  return new Response(body, { headers: responseHeaders, status: responseStatusCode })
}

/** A `.data` answer (single fetch) to a signed-in request is stored by no cache, as its page is not. */
export async function handleDataRequest(
  response: Response,
  { request, context }: { request: Request; context: AppLoadContext },
): Promise<Response> {
  await noStoreWhenSignedIn(request, context, response.headers)
  return response
}
