/**
 * A render worker (ADR 014): its own copy of the Remix server build, rendering the documents that
 * server/render.ts hands it, and compressing them as server/compression.ts would.
 * Built to build/server-render-worker.js, next to build/server/index.js.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import type { ServerBuild } from '@remix-run/node'
import { move, transferableSymbol, valueSymbol } from 'piscina'
import type { RenderedDocument, RenderJob } from '../app/render-job.server'
import { acceptsGzip, COMPRESSION_LEVEL, COMPRESSION_THRESHOLD_BYTES } from './compression'

interface RenderEntry {
  renderJob(build: ServerBuild, job: RenderJob): Uint8Array<ArrayBuffer>
}

const root = path.dirname(fileURLToPath(import.meta.url))
const build = (await import(path.join(root, 'server', 'index.js'))) as ServerBuild
const { renderJob } = build.entry.module as unknown as RenderEntry

/** Bytes with a buffer of their own: a small Buffer may be a slice of a pool, which must not be moved. */
function own(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? (bytes as Uint8Array<ArrayBuffer>)
    : new Uint8Array(bytes)
}

/** The document, gzipped when the compressor would gzip it; moved to the main thread, not copied. */
export default function render(job: RenderJob) {
  const bytes = renderJob(build, job)
  const gzip = bytes.byteLength >= COMPRESSION_THRESHOLD_BYTES && acceptsGzip(job.acceptEncoding)
  const document: RenderedDocument = {
    body: gzip ? own(zlib.gzipSync(bytes, { level: COMPRESSION_LEVEL })) : bytes,
    contentEncoding: gzip ? 'gzip' : null,
  }
  return move({ [transferableSymbol]: document.body.buffer, [valueSymbol]: document })
}
