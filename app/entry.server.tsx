import { PassThrough } from 'node:stream'
import type { AppLoadContext, EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { NonceProvider } from '~/components/nonce'

export const streamTimeout = 5000

/**
 * Renders the whole document before answering, for people and bots alike.
 * Our pages defer nothing, so streaming bought no earlier paint, while one
 * buffered body costs far less CPU per request than many small chunks through
 * gzip and the socket (measured in bench/ssr.mjs).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Every script Remix writes carries this response's nonce; the enforced CSP refuses any other.
  const nonce = loadContext.cspNonce
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = []
          const sink = new PassThrough()
          sink.on('data', (chunk: Buffer) => chunks.push(chunk))
          sink.on('end', () => {
            clearTimeout(timeout)
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
            resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status }))
          })
          pipe(sink)
        },
        onShellError(error: unknown) {
          clearTimeout(timeout)
          reject(error)
        },
        onError(error: unknown) {
          status = 500
          console.error(error)
        },
      },
    )
    const timeout = setTimeout(abort, streamTimeout + 1000)
  })
}
