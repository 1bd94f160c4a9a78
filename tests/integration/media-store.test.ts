import { createHash, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { mediaStoreFromEnv } from '../../api/media/store'
import type { MediaStore } from '../../api/media/types'
import { openFs, openS3, type Harness } from '../setup/media-stores'

/**
 * ADR 021: the filesystem and S3 drivers of MediaStore pass one suite, so they cannot drift apart. The S3
 * driver talks to a real s3rver on loopback; if it cannot start, the S3 half fails rather than skips.
 */

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of body) chunks.push(chunk)
  return Buffer.concat(chunks)
}

const CHUNK = 64 * 1024

/** `bytes` of a repeating pattern, made as they are read, optionally failing once `failAt` bytes are out. */
function sourceStream(bytes: number, failAt = Infinity): Readable {
  const chunk = Buffer.alloc(CHUNK, 'castline ')
  return Readable.from(
    (function* () {
      for (let sent = 0; sent < bytes; sent += CHUNK) {
        if (sent >= failAt) throw new Error('source failed')
        yield chunk.subarray(0, Math.min(CHUNK, bytes - sent))
      }
    })(),
  )
}

describe.each([
  { driver: 'fs', open: openFs },
  { driver: 's3', open: openS3 },
])('$driver media store', ({ driver, open }) => {
  let harness: Harness
  let store: MediaStore

  beforeAll(async () => {
    harness = await open()
    store = harness.store
  })

  afterAll(() => harness?.close())

  afterEach(async () => {
    await store.delete(await store.list(''))
  })

  it('is the driver it says', () => {
    expect(store.driver).toBe(driver)
  })

  it('gives back the bytes and exactly the type it was given', async () => {
    const bytes = randomBytes(70_000)
    await store.put('p/aa/w640.webp', bytes, 'image/webp')
    await store.put('p/aa/notes.txt', Buffer.from('héllo'), 'text/plain; charset=utf-8')

    const photo = await store.get('p/aa/w640.webp')
    expect(photo).toMatchObject({ size: bytes.length, contentType: 'image/webp' })
    expect((await bytesOf(photo!.body)).equals(bytes)).toBe(true)
    const notes = await store.get('p/aa/notes.txt')
    expect(notes?.contentType).toBe('text/plain; charset=utf-8')
    expect((await bytesOf(notes!.body)).toString()).toBe('héllo')
  })

  it('streams a 6 MB put (more than one 5 MB part) and reads it back whole', async () => {
    const size = 6 * 1024 * 1024 + 123
    await store.put('a/demo.mp3', sourceStream(size), 'audio/mpeg')

    const expected = createHash('sha256')
    for await (const chunk of sourceStream(size)) expected.update(chunk)
    const object = await store.get('a/demo.mp3')
    expect(object).toMatchObject({ size, contentType: 'audio/mpeg' })
    const actual = createHash('sha256')
    for await (const chunk of object!.body) actual.update(chunk)
    expect(actual.digest('hex')).toBe(expected.digest('hex'))
  })

  it('answers null for a key that is not there', async () => {
    expect(await store.get('p/none/w320.webp')).toBeNull()
    expect(await store.get('nothing')).toBeNull()
  })

  it('replaces an object on a second put, type included', async () => {
    await store.put('p/bb/w320.webp', Buffer.from('first'), 'image/webp')
    await store.put('p/bb/w320.webp', Buffer.from('second, longer'), 'image/jpeg')

    const object = await store.get('p/bb/w320.webp')
    expect(object).toMatchObject({ size: 14, contentType: 'image/jpeg' })
    expect((await bytesOf(object!.body)).toString()).toBe('second, longer')
    expect(await store.list('')).toEqual(['p/bb/w320.webp'])
  })

  it('deletes the keys that exist and ignores the ones that do not', async () => {
    await store.put('p/cc/w320.webp', Buffer.from('1'), 'image/webp')
    await store.put('p/cc/w640.webp', Buffer.from('2'), 'image/webp')

    await store.delete(['p/cc/w320.webp', 'p/cc/missing.webp', 'never/was.jpg'])
    await store.delete([])
    expect(await store.list('')).toEqual(['p/cc/w640.webp'])
    expect(await store.get('p/cc/w320.webp')).toBeNull()
  })

  it('deletes everything under a prefix and nothing beside it', async () => {
    for (const key of ['p/dd/w320.webp', 'p/dd/w640.webp', 'p/dde/w320.webp', 'p/d/w320.webp', 'p/df']) {
      await store.put(key, Buffer.from(key), 'image/webp')
    }

    await store.deletePrefix('p/dd/')
    await store.deletePrefix('p/absent/')
    await store.deletePrefix('p/df/')
    expect(await store.list('')).toEqual(['p/d/w320.webp', 'p/dde/w320.webp', 'p/df'])
    await store.deletePrefix('p/dd')
    expect(await store.list('')).toEqual(['p/d/w320.webp', 'p/df'])
  })

  it('lists the keys under a prefix, sorted', async () => {
    for (const key of ['p/ee/w640.webp', 'a/ee/demo.mp3', 'p/ee/w320.webp', 'p/ef/w320.webp', 'top.jpg']) {
      await store.put(key, Buffer.from(key), 'application/octet-stream')
    }

    expect(await store.list('')).toEqual([
      'a/ee/demo.mp3',
      'p/ee/w320.webp',
      'p/ee/w640.webp',
      'p/ef/w320.webp',
      'top.jpg',
    ])
    expect(await store.list('p/ee/')).toEqual(['p/ee/w320.webp', 'p/ee/w640.webp'])
    expect(await store.list('p/e')).toEqual(['p/ee/w320.webp', 'p/ee/w640.webp', 'p/ef/w320.webp'])
    expect(await store.list('z/')).toEqual([])
  })

  it.each(['../x', '/abs', 'a/../../b', 'a//b', '.hidden', 'a/', '', 'a\\b', 'a b'])(
    'refuses the key %j',
    async (key) => {
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid media key/)
      await expect(store.get(key)).rejects.toThrow(/Invalid media key/)
      await expect(store.delete(['ok', key])).rejects.toThrow(/Invalid media key/)
      expect(await harness.files()).toEqual([])
    },
  )

  it('refuses a key longer than 301 characters', async () => {
    await expect(store.put('x'.repeat(302), Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid media key/)
  })

  it('refuses a prefix that could leave the store, and an empty one to delete', async () => {
    await store.put('keep.jpg', Buffer.from('x'), 'image/jpeg')
    for (const prefix of ['../', '/', 'a/../../', 'a//']) {
      await expect(store.list(prefix)).rejects.toThrow(/Invalid media prefix/)
      await expect(store.deletePrefix(prefix)).rejects.toThrow(/Invalid media prefix/)
    }
    await expect(store.deletePrefix('')).rejects.toThrow(/Invalid media prefix/)
    expect(await store.list('')).toEqual(['keep.jpg'])
  })

  it.each([
    ['after 1 MB', 1024 * 1024],
    ['after 6 MB, past the first part', 6 * 1024 * 1024],
  ])('leaves nothing behind when the source fails %s', async (_, failAt) => {
    await store.put('p/ff/w320.webp', Buffer.from('kept'), 'image/webp')
    const keys = await store.list('')
    const files = await harness.files()

    // Not always the source's error: s3rver 3.7 has no AbortMultipartUpload, so past the first part the SDK's
    // abort gets a 405 and Upload rejects with that (S3 itself aborts, and the source's error surfaces).
    await expect(store.put('p/ff/w640.webp', sourceStream(8 * 1024 * 1024, failAt), 'image/webp')).rejects.toThrow()
    await expect(store.put('p/ff/w320.webp', sourceStream(8 * 1024 * 1024, failAt), 'image/webp')).rejects.toThrow()

    expect(await store.list('')).toEqual(keys)
    expect(await harness.files()).toEqual(files)
    const kept = await store.get('p/ff/w320.webp')
    expect((await bytesOf(kept!.body)).toString()).toBe('kept')
  })
})

describe('mediaStoreFromEnv', () => {
  it('keeps media under DATA_DIR/media unless S3_BUCKET is set', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'castline-media-env-'))
    const fs = mediaStoreFromEnv({ DATA_DIR: dir })
    await fs.put('p/aa/w320.webp', Buffer.from('x'), 'image/webp')
    expect(existsSync(path.join(dir, 'media', 'p', 'aa', 'w320.webp'))).toBe(true)
    await fs.close()
    await rm(dir, { recursive: true, force: true })

    const s3 = mediaStoreFromEnv({ DATA_DIR: dir, S3_BUCKET: 'castline', S3_ENDPOINT: 'http://127.0.0.1:9' })
    expect(s3.driver).toBe('s3')
    await s3.close()
  })
})
