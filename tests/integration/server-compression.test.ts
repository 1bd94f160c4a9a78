import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMPRESSION_THRESHOLD_BYTES, responseCompression } from '../../server/compression'

/** A raw GET (fetch would decode the body and hide what was sent). */
function get(url: string, acceptEncoding: string) {
  return new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

describe('response compression', () => {
  let url = ''
  let server: http.Server
  const page = `<!DOCTYPE html><html><body>${'<article>talent card</article>'.repeat(1000)}</body></html>`
  // About the size of a page of search results (3 kB).
  const answer = {
    success: true,
    talents: Array.from({ length: 40 }, (_, i) => ({
      USERID: `TAL${i}`,
      name: 'Priya Sharma',
      city: 'Mumbai',
      photo: `/p/${i}.svg`,
    })),
  }

  beforeAll(async () => {
    const app = express()
    app.use(responseCompression())
    app.get('/page', (_req, res) => res.type('html').send(page))
    app.get('/answer', (_req, res) => res.json(answer))
    server = http.createServer(app)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('gzips a page above the threshold, even when the client prefers brotli', async () => {
    expect(page.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES)
    const { encoding, body } = await get(`${url}/page`, 'br, gzip, deflate')
    expect(encoding).toBe('gzip')
    expect(zlib.gunzipSync(body).toString()).toBe(page)
  })

  it('sends a small JSON answer as it is', async () => {
    const { encoding, body } = await get(`${url}/answer`, 'gzip, deflate, br')
    expect(body.length).toBeGreaterThan(2048)
    expect(body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES)
    expect(encoding).toBeUndefined()
    expect(JSON.parse(body.toString())).toEqual(answer)
  })

  it('never brotli-compresses, whatever the client accepts', async () => {
    const { encoding, body } = await get(`${url}/page`, 'br')
    expect(encoding).toBeUndefined()
    expect(body.toString()).toBe(page)
  })
})
