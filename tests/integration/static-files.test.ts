import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMPRESSION_THRESHOLD_BYTES, responseCompression } from '../../server/compression'
import { clientFiles } from '../../server/static-files'

/**
 * The built client's files go compressed at build time (scripts/precompress-client.mjs), served by what the
 * request accepts (server/static-files.ts), mounted as server.ts mounts them: before the response compressor,
 * which never compresses files this small.
 */

/** A raw GET (fetch would decode the body and hide what was sent). */
function get(url: string, acceptEncoding?: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; status: number; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ headers: res.headers, status: res.statusCode!, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'castline-client-'))
const script = `export function theme(){return document.documentElement.dataset.theme??"light"}\n`.repeat(20)
const styles = `.card{display:grid;gap:8px;padding:12px;border-radius:8px}\n`.repeat(40)
const files = {
  'assets/theme-Df0bISv0.js': script,
  'assets/styles-J4m3kDFR.css': styles,
  'robots.txt': 'User-agent: *\nAllow: /\n'.repeat(10),
}

let url = ''
let server: http.Server

beforeAll(async () => {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(clientDir, name)), { recursive: true })
    fs.writeFileSync(path.join(clientDir, name), text)
  }
  const built = spawnSync(process.execPath, ['scripts/precompress-client.mjs', clientDir], { encoding: 'utf8' })
  expect(built.status, built.stderr).toBe(0)

  const app = express()
  app.use(clientFiles(clientDir))
  app.use(responseCompression())
  app.get('*', (_req, res) => res.status(404).type('text').send('not a file'))
  server = http.createServer(app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  fs.rmSync(clientDir, { recursive: true, force: true })
})

describe('static files, compressed at build time', () => {
  it('are small enough that the response compressor would send them as they are', () => {
    for (const text of Object.values(files)) expect(Buffer.byteLength(text)).toBeLessThan(COMPRESSION_THRESHOLD_BYTES)
    expect(fs.existsSync(path.join(clientDir, 'assets/theme-Df0bISv0.js.br'))).toBe(true)
    expect(fs.existsSync(path.join(clientDir, 'assets/theme-Df0bISv0.js.gz'))).toBe(true)
  })

  it.each([
    ['assets/theme-Df0bISv0.js', 'application/javascript; charset=UTF-8'],
    ['assets/styles-J4m3kDFR.css', 'text/css; charset=UTF-8'],
  ])('send %s as brotli, gzip or as it is, as the request accepts', async (name, contentType) => {
    const original = Buffer.from(files[name as keyof typeof files])

    const brotli = await get(`${url}/${name}`, 'gzip, deflate, br')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(brotli.body).equals(original)).toBe(true)
    expect(brotli.body.byteLength).toBeLessThan(original.byteLength)

    const gzip = await get(`${url}/${name}`, 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzip.body).equals(original)).toBe(true)

    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get(`${url}/${name}`, acceptEncoding)
      expect(plain.headers['content-encoding'], acceptEncoding).toBeUndefined()
      expect(plain.body.equals(original), acceptEncoding).toBe(true)
    }

    for (const response of [brotli, gzip]) {
      expect(response.status).toBe(200)
      expect(response.headers['content-type']).toBe(contentType)
      expect(response.headers.vary).toBe('Accept-Encoding')
      // Fingerprinted: cached for good.
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(Number(response.headers['content-length'])).toBe(response.body.byteLength)
    }
  })

  it('send the other files by name, compressed the same way, cached for an hour', async () => {
    const robots = await get(`${url}/robots.txt`, 'br')
    expect(robots.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/plain; charset=UTF-8',
      'cache-control': 'public, max-age=3600',
      vary: 'Accept-Encoding',
    })
    expect(zlib.brotliDecompressSync(robots.body).toString()).toBe(files['robots.txt'])
  })

  it('leave a name that is no file, and the compressed copies themselves, to what comes after', async () => {
    expect((await get(`${url}/assets/missing-abc123.js`, 'br')).status).toBe(404)
    expect((await get(`${url}/robots.txt.br`, 'br')).status).toBe(404)
  })
})
