/**
 * Issue 19 over real sockets: the upload route is the one path past the 64 kB body limit (ADR 017, 021), so
 * it must bound itself. A declared length over its cap is refused unread; a chunked body is cut off at the
 * cap; a client that goes away half-way leaves no row, no stored key and no temporary file, and the server
 * goes on answering; no other path gains the upload's allowance.
 */
import http from 'node:http'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { talentMedia } from '../../api/db/schema'
import { createMediaProcessor, type MediaProcessor } from '../../api/media/processing'
import { createTestApi, type TestApi } from '../setup/api'
import { openFs, type Harness } from '../setup/media-stores'
import { securityStacks } from '../setup/security-stack'

const MB = 1024 * 1024
const BOUNDARY = 'castline-upload-test'
const HEAD = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
)

let api: TestApi
let url: string
let token: string
let media: Harness
let processor: MediaProcessor
let tempDir: string
const stacks = securityStacks(() => api)

beforeAll(async () => {
  api = await createTestApi({ talents: 3 })
  token = (await api.loginTalent()).accessToken
  media = await openFs()
  processor = createMediaProcessor({ threads: 1 })
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'castline-upload-sec-'))
  url = await stacks.start({}, {}, { store: media.store, processor, tempDir })
}, 120_000)

afterAll(async () => {
  await stacks.close()
  await processor?.close()
  await media?.close()
  await api?.close()
  await rm(tempDir, { recursive: true, force: true })
})

interface Sent {
  status: number | null
  body: string
  bytesSent: number
}

/**
 * Posts `total` bytes of multipart body (a JPEG start, then 0xff) in 64 kB writes; with `declare` the length is
 * declared, otherwise chunked. `abortAfter`: the client destroys the socket after that many bytes.
 */
function postUpload(
  target: string,
  { total, declare = true, abortAfter }: { total: number; declare?: boolean; abortAfter?: number },
): Promise<Sent> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    }
    if (declare) headers['content-length'] = String(total)
    const request = http.request(`${url}${target}`, { method: 'POST', headers })
    const sent: Sent = { status: null, body: '', bytesSent: 0 }
    let done = false
    const finish = () => {
      if (!done) {
        done = true
        resolve(sent)
      }
    }
    request.on('response', (response) => {
      sent.status = response.statusCode ?? null
      response.on('data', (chunk: Buffer) => (sent.body += chunk.toString()))
      response.on('end', finish)
    })
    request.on('error', finish)
    request.on('close', finish)
    const chunk = Buffer.alloc(64 * 1024, 0xff)
    const pump = () => {
      while (sent.bytesSent < total && !request.destroyed) {
        if (abortAfter !== undefined && sent.bytesSent >= abortAfter) {
          request.destroy()
          return
        }
        const piece = sent.bytesSent === 0 ? HEAD : chunk.subarray(0, Math.min(chunk.length, total - sent.bytesSent))
        sent.bytesSent += piece.length
        if (!request.write(piece)) {
          request.once('drain', pump)
          return
        }
      }
      if (!request.destroyed) request.end()
    }
    pump()
  })
}

async function nothingLeft() {
  expect(await api.db.select().from(talentMedia)).toEqual([])
  expect(await media.store.list('')).toEqual([])
  expect(await readdir(tempDir)).toEqual([])
}

describe('uploads bound their own bodies', () => {
  it('a declared length over the cap is refused with 413 before the body is read', async () => {
    const sent = await postUpload('/api/v1/my-media', { total: 60 * MB })
    expect(sent.status).toBe(413)
    expect(sent.body).toContain('too large')
    expect(sent.bytesSent).toBeLessThan(30 * MB)
    await nothingLeft()
  })

  it('a chunked body is cut off once it passes 20 MB', async () => {
    const sent = await postUpload('/api/v1/my-media', { total: 24 * MB, declare: false })
    expect(sent.status).toBe(413)
    expect(JSON.parse(sent.body).message).toMatch(/"big.jpg" is larger than 20 MB/)
    // Refused at the cap, not after the whole body (the client may have written a little more meanwhile).
    expect(sent.bytesSent).toBeLessThan(24 * MB)
    await nothingLeft()
  })

  it('a client that goes away half-way leaves nothing behind, and the server answers on', async () => {
    const sent = await postUpload('/api/v1/my-media', { total: 10 * MB, abortAfter: 3 * MB })
    expect(sent.status).toBeNull()
    // The server reads what arrived before it notices the reset, then cleans up.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await expect.poll(() => readdir(tempDir), { timeout: 5000 }).toEqual([])
    await nothingLeft()
    expect((await fetch(`${url}/healthz`)).status).toBe(200)
  })

  it('no other path takes an upload-sized body: 1 MB elsewhere is refused by the 64 kB limit, or the socket closed', async () => {
    for (const target of ['/api/v1/my-media/order', '/api/v1/%6Dy-media', '/api/v1/my-media/']) {
      const sent = await postUpload(target, { total: 1 * MB })
      expect([413, null], target).toContain(sent.status)
    }
    await nothingLeft()
  })
})
