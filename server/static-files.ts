/**
 * The built client's files (build/client) for server.ts, compressed at build time (scripts/precompress-client.mjs):
 * each text file goes as its .br copy when the request accepts brotli, else as its .gz copy when it accepts
 * gzip, else as it is, with `Vary: Accept-Encoding` and the file's own Content-Type (express-static-gzip).
 *
 * Mounted before the response compressor (server/compression.ts), which takes `br` out of Accept-Encoding
 * for the dynamic answers it compresses and would never compress these small files at all.
 */
import fs from 'node:fs'
import path from 'node:path'
import express from 'express'
import expressStaticGzip from 'express-static-gzip'

const ENCODINGS = { enableBrotli: true, orderPreference: ['br', 'gzip'] }

export function clientFiles(clientDir: string): express.Router {
  // Fingerprinted assets never change; everything else in build/client may.
  const assets = expressStaticGzip(path.join(clientDir, 'assets'), {
    ...ENCODINGS,
    index: false,
    serveStatic: { immutable: true, maxAge: '1y', index: false, redirect: false },
  })
  // The few other files (favicon, robots.txt) by name: a page request never waits on a file lookup.
  const publicFiles = new Set(
    fs
      .readdirSync(clientDir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
      .map((entry) => `/${entry.name}`),
  )
  const servePublic = expressStaticGzip(clientDir, {
    ...ENCODINGS,
    index: false,
    serveStatic: { maxAge: '1h', index: false, redirect: false },
  })
  const router = express.Router()
  router.use('/assets', assets)
  router.use((req, res, next) => (publicFiles.has(req.path) ? servePublic(req, res, next) : next()))
  return router
}
