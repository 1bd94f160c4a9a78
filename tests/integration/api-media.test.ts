import { randomUUID } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { talentMedia, talentProfiles, users } from '../../api/db/schema'
import { createMediaProcessor, type MediaProcessor } from '../../api/media/processing'
import * as fixtures from '../../api/media/media-fixtures'
import { createUploadLimit } from '../../api/services/upload-limit'
import { createTestApi, type TestApi } from '../setup/api'
import { openMediaStore, type Harness, type MediaDriver } from '../setup/media-stores'

/**
 * Issue 19 through the API: uploads typed by their bytes, hostile files refused with a clear 4xx and
 * nothing left behind (no row, no stored key, no temporary file), no metadata in anything served, only
 * the owner changes their media. The same suite runs on the filesystem store and on S3 (s3rver).
 */

const MB = 1024 * 1024

describe.each<MediaDriver>(['fs', 's3'])('talent media on the %s store', (driver) => {
  let api: TestApi
  let media: Harness
  let processor: MediaProcessor
  let files: string
  let tempDir: string
  let talent: { token: string; USERID: string; id: number }
  let other: { token: string }
  let recruiterToken: string

  beforeAll(async () => {
    media = await openMediaStore(driver)
    processor = createMediaProcessor({ threads: 1 })
    files = await mkdtemp(path.join(os.tmpdir(), 'castline-media-fixtures-'))
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'castline-upload-temp-'))
    api = await createTestApi({
      talents: 3,
      media: { store: media.store, processor, uploadLimit: createUploadLimit({ perHour: 1000 }), tempDir },
    })
    const signed = await api.loginTalent()
    const [row] = await api.db.select({ id: users.id }).from(users).where(eq(users.userId, signed.user.USERID))
    talent = { token: signed.accessToken, USERID: signed.user.USERID, id: row!.id }
    other = { token: (await signUpTalent()).accessToken }
    recruiterToken = (await api.loginRecruiter()).accessToken
  }, 120_000)

  afterAll(async () => {
    await api?.close()
    await processor?.close()
    await media?.close()
    await rm(files, { recursive: true, force: true })
    await rm(tempDir, { recursive: true, force: true })
  })

  async function signUpTalent() {
    const { status, body } = await api.call('POST', '/app-user-authentication/signup', {
      body: {
        userType: 'talent',
        name: 'Other Talent',
        email: `other-${randomUUID()}@example.test`,
        password: 'a-long-enough-password-1',
        talentType: 'Model',
        gender: 'Female',
        birthDate: '1998-04-02',
        city: 'Delhi',
      },
    })
    if (status !== 201) throw new Error(`sign-up failed: ${status} ${JSON.stringify(body)}`)
    return body as { accessToken: string }
  }

  async function fixture(name: string, make: (file: string) => Promise<unknown>): Promise<string> {
    const file = path.join(files, `${randomUUID()}-${name}`)
    await make(file)
    return file
  }

  async function upload(file: string, fields: Record<string, string> = {}, token = talent.token, name?: string) {
    const form = new FormData()
    for (const [key, value] of Object.entries(fields)) form.append(key, value)
    form.append('file', new Blob([await readFile(file)]), name ?? path.basename(file).replace(/^[0-9a-f-]{37}/, ''))
    const response = await api.app.request('/api/v1/my-media', {
      method: 'POST',
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.status, body: (await response.json()) as Record<string, any> }
  }

  async function served(url: string, headers: Record<string, string> = {}) {
    const response = await api.app.request(url, { headers })
    return { response, bytes: Buffer.from(await response.arrayBuffer()) }
  }

  const rows = () => api.db.select().from(talentMedia)
  const profilePhoto = async () =>
    (await api.db.select().from(talentProfiles).where(eq(talentProfiles.userId, talent.id)))[0]!

  async function everythingAsBefore(before: { rows: number; keys: string[] }) {
    expect((await rows()).length).toBe(before.rows)
    expect(await media.store.list('')).toEqual(before.keys)
    expect(await readdir(tempDir)).toEqual([])
  }
  const snapshot = async () => ({ rows: (await rows()).length, keys: await media.store.list('') })

  it('a photo carrying GPS is stored without any metadata, as every variant, and becomes the headshot', async () => {
    const file = await fixture('beach.jpg', (f) => fixtures.jpegWithGps(f))
    expect((await sharp(file).metadata()).exif).toBeDefined()
    const { status, body } = await upload(file, { kind: 'photo', caption: 'Juhu, evening', alt: 'Smiling on a beach' })
    expect(status).toBe(201)
    expect(body.media).toMatchObject({ kind: 'photo', isHeadshot: true, caption: 'Juhu, evening', width: 1600 })
    expect(body.media.placeholder.length).toBeGreaterThan(10)

    const urls = [...body.media.srcset.split(', ').map((c: string) => c.split(' ')[0]), body.media.jpegUrl]
    expect(urls).toHaveLength(4)
    for (const url of urls) {
      const { response, bytes } = await served(url)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('content-type')).toMatch(/^image\/(webp|jpeg)$/)
      const meta = await sharp(bytes).metadata()
      expect([meta.exif, meta.xmp, meta.iptc]).toEqual([undefined, undefined, undefined])
      for (const marker of ['Exif', 'GPS', 'http://ns.adobe.com/xap']) expect(bytes.includes(marker)).toBe(false)
    }
    // The card and the page show it, with its placeholder and widths.
    const profile = await api.call('GET', `/get-app-talent-public-profile/${talent.USERID}`)
    expect(profile.body.talent.photo).toBe(body.media.url)
    expect(profile.body.talent.photoPlaceholder).toBe(body.media.placeholder)
    expect(profile.body.talent.photoSrcset).toContain('w320.webp 320w')
    expect(profile.body.talent.media.photos[0].id).toBe(body.media.id)
  })

  it('a photo rotated by EXIF comes out upright', async () => {
    const file = await fixture('rotated.jpg', (f) => fixtures.rotatedJpeg(f))
    const raw = await sharp(file).metadata()
    const { status, body } = await upload(file)
    expect(status).toBe(201)
    expect([body.media.width, body.media.height]).toEqual([raw.height, raw.width])
    expect(body.media.isHeadshot).toBe(false)
  })

  it('a voice demo becomes a tagless MP3 with its duration and peaks, and seeks by range', async () => {
    const file = await fixture('demo.mp3', (f) => fixtures.mp3(f, 3))
    const { status, body } = await upload(file, { title: 'Commercial – Hindi' })
    expect(status).toBe(201)
    expect(body.media).toMatchObject({ kind: 'voice', title: 'Commercial – Hindi' })
    expect(body.media.durationSeconds).toBeCloseTo(3, 0)
    expect(body.media.peaks).toHaveLength(200)
    const { response, bytes } = await served(body.media.url)
    expect(response.headers.get('content-type')).toBe('audio/mpeg')
    expect(bytes.subarray(0, 3).toString('latin1')).not.toBe('ID3')
    const part = await served(body.media.url, { range: 'bytes=100-199' })
    expect(part.response.status).toBe(206)
    expect(part.response.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`)
    expect(part.bytes).toEqual(bytes.subarray(100, 200))
  })

  const hostile: [string, string, (file: string) => Promise<unknown>, number, RegExp][] = [
    ['an SVG with a script', 'logo.svg', (f) => fixtures.svgWithScript(f), 415, /"logo.svg" is an? /],
    ['a polyglot', 'selfie.jpg', (f) => fixtures.polyglot(f), 400, /"selfie.jpg" could not be read as an image/],
    ['a 30000×30000 PNG', 'bomb.png', (f) => fixtures.hugePngHeader(f), 400, /"bomb.png" is too large/],
    ['a truncated JPEG', 'cut.jpg', (f) => fixtures.truncatedJpeg(f), 400, /"cut.jpg" could not be read/],
    ['a PDF named .jpg', 'photo.jpg', (f) => fixtures.pdf(f), 415, /"photo.jpg" is a PDF document/],
    ['a HEIC photo', 'IMG_0001.heic', (f) => fixtures.heic(f), 415, /export it as JPEG/],
    ['0 bytes', 'empty.jpg', (f) => writeFile(f, ''), 400, /"empty.jpg" is empty/],
    ['a WAV header on random bytes', 'noise.wav', (f) => fixtures.wavHeaderOnRandomBytes(f), 400, /"noise.wav"/],
    [
      'a photo one byte over 15 MB',
      'big.jpg',
      async (f) => {
        await fixtures.png(f.replace(/jpg$/, 'png'), 64, 64)
        await writeFile(f, await readFile(f.replace(/jpg$/, 'png')))
        await truncate(f, 15 * MB + 1)
      },
      413,
      /"big.jpg" is larger than 15 MB/,
    ],
    [
      'a voice demo one byte over 20 MB',
      'long.wav',
      async (f) => {
        await fixtures.wav(f, 1)
        await truncate(f, 20 * MB + 1)
      },
      413,
      /"long.wav" is larger than 20 MB/,
    ],
    ['a photo sent as a voice demo', 'face.png', (f) => fixtures.png(f, 64, 64), 400, /is a photo, not a voice demo/],
  ]

  it.each(hostile)(
    '%s is refused with a clear message and leaves nothing behind',
    async (_, name, make, status, message) => {
      const before = await snapshot()
      const file = await fixture(name, make)
      const fields: Record<string, string> = name === 'face.png' ? { kind: 'voice' } : {}
      const answer = await upload(file, fields, talent.token, name)
      expect(answer.status).toBe(status)
      expect(answer.body).toEqual({ success: false, message: expect.stringMatching(message) })
      await everythingAsBefore(before)
    },
  )

  it('an upload that is not multipart, or has no file, is refused', async () => {
    const json = await api.call('POST', '/my-media', { token: talent.token, body: { file: 'x' } })
    expect(json.status).toBe(415)
    const form = new FormData()
    form.append('caption', 'nothing')
    const none = await api.app.request('/api/v1/my-media', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${talent.token}` },
    })
    expect(none.status).toBe(400)
    expect(await none.json()).toMatchObject({ message: expect.stringContaining('file') })
  })

  it('an upload that stops half-way leaves no row, no key and no temporary file', async () => {
    const before = await snapshot()
    const boundary = 'castline-abandoned'
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode(head))
        else if (sent < 20) controller.enqueue(new Uint8Array(64 * 1024).fill(0xff))
        else controller.error(new Error('client went away'))
        sent++
      },
    })
    const response = await api.app.request('/api/v1/my-media', {
      method: 'POST',
      body,
      headers: { authorization: `Bearer ${talent.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      duplex: 'half',
    })
    expect(response.status).toBe(400)
    await everythingAsBefore(before)
  })

  it('only a talent uploads, and only the owner changes or deletes', async () => {
    const file = await fixture('face.png', (f) => fixtures.png(f, 64, 64))
    expect((await upload(file, {}, '')).status).toBe(401)
    expect((await upload(file, {}, recruiterToken)).status).toBe(403)
    const { body } = await api.call('GET', '/my-media', { token: talent.token })
    const id = body.media.photos[0].id as string
    const before = await snapshot()
    for (const [method, url, payload] of [
      ['DELETE', `/my-media/${id}`, undefined],
      ['PATCH', `/my-media/${id}`, { caption: 'mine now' }],
      ['POST', `/my-media/${id}/headshot`, undefined],
    ] as const) {
      const answer = await api.call(method, url, { token: other.token, body: payload })
      expect(answer.status, `${method} ${url}`).toBe(404)
    }
    const order = await api.call('PUT', '/my-media/order', { token: other.token, body: { kind: 'photo', ids: [id] } })
    expect(order.status).toBe(400)
    await everythingAsBefore(before)
    expect((await api.call('GET', '/my-media', { token: other.token })).body.media.photos).toEqual([])
  })

  it('headshot, order, captions and delete keep the card photo and the store in step', async () => {
    const listed = async () => (await api.call('GET', '/my-media', { token: talent.token })).body.media
    const [first, second] = (await listed()).photos as { id: string; url: string }[]
    const made = await api.call('POST', `/my-media/${second!.id}/headshot`, { token: talent.token })
    expect(made.status).toBe(200)
    expect(made.body.media.photos.map((p: { id: string }) => p.id)).toEqual([second!.id, first!.id])
    expect((await profilePhoto()).photo).toBe(second!.url)

    const back = await api.call('PUT', '/my-media/order', {
      token: talent.token,
      body: { kind: 'photo', ids: [first!.id, second!.id] },
    })
    expect(back.body.media.photos[0].isHeadshot).toBe(true)
    expect((await profilePhoto()).photo).toBe(first!.url)

    const edited = await api.call('PATCH', `/my-media/${second!.id}`, {
      token: talent.token,
      body: { caption: 'On set', alt: 'In costume' },
    })
    expect(edited.body.media).toMatchObject({ caption: 'On set', alt: 'In costume' })

    const firstKeys = (await media.store.list('')).filter((key) => first!.url.includes(key.split('/')[1]!))
    expect(firstKeys.length).toBeGreaterThanOrEqual(4)
    expect((await api.call('DELETE', `/my-media/${first!.id}`, { token: talent.token })).status).toBe(200)
    const keys = await media.store.list('')
    for (const key of firstKeys) expect(keys).not.toContain(key)
    expect((await served(first!.url)).response.status).toBe(404)
    expect((await profilePhoto()).photo).toBe(second!.url)

    // The last photo gone, the generated avatar is back.
    await api.call('DELETE', `/my-media/${second!.id}`, { token: talent.token })
    const after = await profilePhoto()
    expect(after.photo).toMatch(/^\/api\/v1\/media\/avatars\//)
    expect(after.photoPlaceholder).toBeNull()
  })

  it('at most 6 voice demos: the seventh is refused before any processing', async () => {
    const file = await fixture('short.wav', (f) => fixtures.wav(f, 0.3))
    const existing = (await api.call('GET', '/my-media', { token: talent.token })).body.media.voiceDemos.length
    for (let i = existing; i < 6; i++) expect((await upload(file)).status).toBe(201)
    const before = await snapshot()
    const seventh = await upload(file)
    expect(seventh.status).toBe(409)
    expect(seventh.body.message).toMatch(/6 voice demos/)
    await everythingAsBefore(before)
  })
  it('a fuller portfolio ranks first in listings and filtered searches, and drops back when it shrinks', async () => {
    const first = async () => {
      const list = await api.call('GET', '/get-app-dashbord-talents-public')
      const filtered = await api.call('GET', '/get-app-dashbord-talents-public-authenticated?gender=Female', {
        token: recruiterToken,
      })
      return [list.body.talents[0]?.name, filtered.body.filteredTalents[0]?.name]
    }
    expect(await first()).not.toContain('Other Talent')
    const file = await fixture('model.png', (f) => fixtures.png(f, 400, 500))
    const { body } = await upload(file, {}, other.token)
    await api.call('PATCH', '/get-my-talent-profile', { token: other.token, body: { heightCm: 175 } })
    // A headshot and a height outrank the best rating with a lesser portfolio.
    expect(await first()).toEqual(['Other Talent', 'Other Talent'])
    await api.call('DELETE', `/my-media/${body.media.id}`, { token: other.token })
    expect(await first()).not.toContain('Other Talent')
  })
})
