import type { AppLoadContext, EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { renderToString } from 'react-dom/server'
import { NonceProvider } from '~/components/nonce'

/** How long the loader data may take to encode (deferred values included) before Remix gives up on it. */
export const streamTimeout = 5000

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

/**
 * Renders the whole document before answering, for people and bots alike (ADR 002).
 *
 * The loader data is read to its end first and handed to Remix's `StreamTransfer` as already read, so
 * nothing suspends and the document renders in one synchronous pass with `renderToString`: React's
 * streaming renderer encodes every small piece of markup into bytes on its own, which cost more than the
 * render itself on the home page (bench/ssr.mjs).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (remixContext.serverHandoffStream) {
    const value = await readHandoff(remixContext.serverHandoffStream)
    remixContext.renderMeta ??= {}
    // Entry 0 is the first chunk StreamTransfer asks for; `done` makes it the last one too.
    remixContext.renderMeta.streamCache = { 0: Object.assign(Promise.resolve(), { result: { done: true, value } }) }
  }
  // Every script Remix writes carries this response's nonce; the enforced CSP refuses any other.
  const nonce = loadContext.cspNonce
  const html = renderToString(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
    </NonceProvider>,
  )
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  // Bytes, not a string: undici checks a string body for lone surrogates character by character.
  return new Response(Buffer.from(`<!DOCTYPE html>${html}`), { headers: responseHeaders, status: responseStatusCode })
}
