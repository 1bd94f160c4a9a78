/**
 * A talent's photos and voice demos (issue 19, ADR 021): uploads streamed to a temporary file under a byte
 * cap, typed by their bytes, processed on the media workers, stored content-addressed; and the stored
 * variants served with immutable caching.
 */
import { createRoute, z } from '@hono/zod-openapi'
import busboy from 'busboy'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import type { Context, MiddlewareHandler } from 'hono'
import { authOf, type AuthEnv } from '../auth/middleware'
import type { ApiDependencies } from '../dependencies'
import { ApiError, describeValidationError } from '../errors'
import { plainText } from '../fields'
import { MediaBusy, type MediaProcessor } from '../media/processing'
import { AUDIO_MAX_BYTES, MediaRejected, PHOTO_MAX_BYTES, VOICE_VARIANT, type MediaStore } from '../media/types'
import { errorResponse, signedInOnly, unauthorizedResponse } from '../route-helpers'
import { createRouter, errorResponses } from '../router'
import { MediaListsSchema, MediaSchema } from '../schemas'
import {
  addProcessedMedia,
  checkRoomFor,
  deleteMedia,
  makeHeadshot,
  NOT_A_TALENT_MEDIA,
  ownMedia,
  reorderMedia,
  updateMedia,
  type MediaKind,
} from '../services/media'
import type { UploadLimit } from '../services/upload-limit'

/** Room for the form's other fields and the multipart boundaries around the largest file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024
const MAX_UPLOAD_BYTES = Math.max(PHOTO_MAX_BYTES, AUDIO_MAX_BYTES)
const MEGABYTE = 1024 * 1024
const BUSY_RETRY_SECONDS = 5

export interface MediaRouteDependencies {
  store: MediaStore
  processor: MediaProcessor
  uploadLimit: UploadLimit
  /** Where uploads wait while they are read and processed; default: <os tmp>/castline-uploads. */
  tempDir?: string
}

const mediaIdParam = z.object({ id: z.string().uuid('must be a media id') })

/** What every media call of a talent may be refused with. */
const talentErrors = { 401: unauthorizedResponse, 403: errorResponse('Not a talent') }

/** An answer with the caller's photos and voice demos in order. */
function listsAnswer(description: string) {
  const schema = z.object({ success: z.literal(true), media: MediaListsSchema })
  return { description, content: { 'application/json': { schema } } }
}

// ---------------------------------------------------------------------------------------------------
// Reading one upload

interface ReceivedFile {
  path: string
  /** The client's name, for messages only: never part of a key or a path. */
  name: string
  bytes: number
  hash: string
}

interface ReceivedForm {
  file: ReceivedFile | null
  fields: Record<string, string>
}

/** The client's file name, safe to quote back in a message. */
function displayName(name: string | undefined): string {
  const base = path.basename((name ?? '').replace(/\\/g, '/')).replace(/[\p{Cc}"]/gu, '')
  return base.length > 80 ? `${base.slice(0, 77)}…` : base || 'The file'
}

function quoted(name: string): string {
  return name === 'The file' ? name : `"${name}"`
}

/**
 * Streams the multipart body: the one `file` part to a temporary file (hashed on the way), at most
 * MAX_UPLOAD_BYTES; short text fields into `fields`. A failure removes the temporary file.
 */
async function receiveUpload(c: Context, tempDir: string): Promise<ReceivedForm> {
  const type = c.req.header('content-type') ?? ''
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    throw new ApiError(415, 'Send the upload as multipart/form-data with the file in a field named "file".')
  }
  const declared = Number(c.req.header('content-length') ?? NaN)
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) {
    throw new ApiError(413, `The upload is too large: a photo may be at most 15 MB and a voice demo 20 MB.`)
  }
  const body = c.req.raw.body
  if (!body) throw new ApiError(400, 'Invalid input. file: choose a photo or a voice demo to upload')

  await fs.promises.mkdir(tempDir, { recursive: true })
  const parser = busboy({
    headers: { 'content-type': type },
    limits: { files: 1, fields: 8, fieldSize: 4000, parts: 10, fileSize: MAX_UPLOAD_BYTES + 1 },
  })
  const fields: Record<string, string> = {}
  let file: ReceivedFile | null = null
  let written: Promise<void> | null = null
  let problem: ApiError | null = null
  const tempPath = path.join(tempDir, `upload-${crypto.randomUUID()}`)
  const source = Readable.fromWeb(body as WebReadableStream)
  // A client that goes away mid-upload aborts the request (the body stream itself may just stop).
  const abandoned = () => source.destroy(new Error('the client went away'))
  const { signal } = c.req.raw
  if (signal.aborted) abandoned()
  signal.addEventListener('abort', abandoned, { once: true })

  parser.on('field', (name, value) => {
    fields[name] = value
  })
  parser.on('file', (name, stream, info) => {
    if (name !== 'file' || file) {
      stream.resume()
      return
    }
    const received: ReceivedFile = { path: tempPath, name: displayName(info.filename), bytes: 0, hash: '' }
    file = received
    const hash = crypto.createHash('sha256')
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk)
        received.bytes += chunk.length
        done(null, chunk)
      },
    })
    stream.on('limit', () => {
      problem = new ApiError(
        413,
        `${quoted(received.name)} is larger than ${MAX_UPLOAD_BYTES / MEGABYTE} MB, the most any upload may be.`,
      )
      // Read no further: the answer is known.
      source.destroy(problem)
    })
    written = pipeline(stream, tap, fs.createWriteStream(tempPath, { flags: 'wx', mode: 0o600 })).then(() => {
      received.hash = hash.digest('hex')
    })
    // Awaited below once the form is read; when reading it fails first, that failure is the one reported.
    written.catch(() => undefined)
  })

  try {
    await pipeline(source, parser)
    if (written) await written
  } catch (error) {
    signal.removeEventListener('abort', abandoned)
    // The file's own write settles first, so that nothing it still creates outlives the removal.
    await (written as Promise<void> | null)?.catch(() => undefined)
    await fs.promises.rm(tempPath, { force: true })
    if (problem) throw problem
    if (error instanceof ApiError) throw error
    throw new ApiError(400, 'The upload could not be read: it ended early or is not a valid multipart form.')
  }
  signal.removeEventListener('abort', abandoned)
  if (problem) {
    await fs.promises.rm(tempPath, { force: true })
    throw problem
  }
  return { file, fields }
}

const UploadFieldsSchema = z
  .object({
    kind: z.enum(['photo', 'voice'], { errorMap: () => ({ message: "must be 'photo' or 'voice'" }) }).optional(),
    caption: plainText(200).optional(),
    alt: plainText(300).optional(),
    title: plainText(80).optional(),
  })
  .strict()

const KIND_NAMES: Record<MediaKind, string> = { photo: 'a photo', voice: 'a voice demo' }

/** Limits per kind, checked once the bytes have said what the file is. */
function checkSize(file: ReceivedFile, kind: MediaKind): void {
  const max = kind === 'photo' ? PHOTO_MAX_BYTES : AUDIO_MAX_BYTES
  if (file.bytes > max) {
    throw new ApiError(
      413,
      `${quoted(file.name)} is larger than ${max / MEGABYTE} MB, the most ${KIND_NAMES[kind]} may be.`,
    )
  }
}

// ---------------------------------------------------------------------------------------------------
// Routes

const uploadDoc = {
  method: 'post' as const,
  path: '/my-media',
  summary: 'Upload a photo or a voice demo to your own talent profile',
  description:
    'multipart/form-data with `file` (JPEG, PNG or WebP up to 15 MB; MP3, WAV, M4A or OGG up to 20 MB and ' +
    "5 minutes), optional `kind` ('photo' or 'voice'; the file's bytes decide, this only checks), `caption`, " +
    '`alt` and `title` (a voice demo\'s, such as "Commercial – Hindi"). The type is read from the bytes, never ' +
    'from the name or the declared type. Photos are auto-oriented and served without any metadata in ' +
    'WebP widths 320/640/1280 and a 640 JPEG; demos as a tagless MP3 with duration and waveform peaks. ' +
    'The first photo is the headshot. At most 20 photos and 6 voice demos.',
  security: [{ bearerAuth: [] }],
  request: {
    body: {
      content: {
        'multipart/form-data': {
          schema: z.object({
            file: z.string().openapi({ format: 'binary' }),
            kind: z.enum(['photo', 'voice']).optional(),
            caption: z.string().optional(),
            alt: z.string().optional(),
            title: z.string().optional(),
          }),
        },
      },
    },
  },
  responses: {
    201: {
      description: 'Stored',
      content: {
        'application/json': {
          schema: z.object({ success: z.literal(true), message: z.string(), media: MediaSchema }),
        },
      },
    },
    ...talentErrors,
    409: errorResponse('No room: 20 photos, 6 voice demos or 200 MB already'),
    413: errorResponse('The file is over its limit'),
    415: errorResponse('Not a type of file the product takes (the message says what to do)'),
    429: errorResponse('Too many uploads this hour'),
    503: errorResponse('Processing is busy; try again shortly'),
    ...errorResponses,
  },
}

const listRoute = (middleware: MiddlewareHandler<AuthEnv>) =>
  createRoute({
    middleware,
    method: 'get',
    path: '/my-media',
    summary: 'Your own photos and voice demos, in order',
    security: [{ bearerAuth: [] }],
    responses: {
      200: listsAnswer('Your media'),
      ...talentErrors,
      ...errorResponses,
    },
  })

const MediaPatchSchema = z
  .object({ caption: plainText(200), alt: plainText(300), title: plainText(80) })
  .partial()
  .strict()
  .openapi('MediaPatch')

const patchRoute = (middleware: MiddlewareHandler<AuthEnv>) =>
  createRoute({
    middleware,
    method: 'patch',
    path: '/my-media/{id}',
    summary: "Change a photo's caption or alt text, or a voice demo's title",
    security: [{ bearerAuth: [] }],
    request: {
      params: mediaIdParam,
      body: { content: { 'application/json': { schema: MediaPatchSchema } }, required: true },
    },
    responses: {
      200: {
        description: 'Changed',
        content: { 'application/json': { schema: z.object({ success: z.literal(true), media: MediaSchema }) } },
      },
      ...talentErrors,
      404: errorResponse('No such media of yours'),
      ...errorResponses,
    },
  })

const OrderSchema = z
  .object({
    kind: z.enum(['photo', 'voice'], { errorMap: () => ({ message: "must be 'photo' or 'voice'" }) }),
    ids: z.array(z.string().uuid('must be a media id')).max(20, 'at most 20 ids'),
  })
  .strict()
  .openapi('MediaOrder')

const orderRoute = (middleware: MiddlewareHandler<AuthEnv>) =>
  createRoute({
    middleware,
    method: 'put',
    path: '/my-media/order',
    summary: 'Put your photos (the first is the headshot) or voice demos in a new order',
    security: [{ bearerAuth: [] }],
    request: { body: { content: { 'application/json': { schema: OrderSchema } }, required: true } },
    responses: {
      200: listsAnswer('The new order'),
      ...talentErrors,
      ...errorResponses,
    },
  })

const headshotRoute = (middleware: MiddlewareHandler<AuthEnv>) =>
  createRoute({
    middleware,
    method: 'post',
    path: '/my-media/{id}/headshot',
    summary: 'Make a photo your headshot (moves it to the front)',
    security: [{ bearerAuth: [] }],
    request: { params: mediaIdParam },
    responses: {
      200: listsAnswer('The new order'),
      ...talentErrors,
      404: errorResponse('No such media of yours'),
      ...errorResponses,
    },
  })

const deleteRoute = (middleware: MiddlewareHandler<AuthEnv>) =>
  createRoute({
    middleware,
    method: 'delete',
    path: '/my-media/{id}',
    summary: 'Delete a photo or voice demo, with every stored variant',
    security: [{ bearerAuth: [] }],
    request: { params: mediaIdParam },
    responses: {
      200: {
        description: 'Deleted',
        content: { 'application/json': { schema: z.object({ success: z.literal(true), message: z.string() }) } },
      },
      ...talentErrors,
      404: errorResponse('No such media of yours'),
      ...errorResponses,
    },
  })

const STORED_NAMES = ['w320.webp', 'w640.webp', 'w1280.webp', 'w640.jpg', VOICE_VARIANT.name] as const
const fileRoute = createRoute({
  method: 'get',
  path: '/media/{prefix}/{hash}/{name}',
  summary: 'A stored photo variant or voice demo',
  description:
    'Content-addressed: the bytes of a URL never change, so it is cached for a year. Stored variants carry no ' +
    'metadata. Range requests are answered for seeking in audio.',
  request: {
    params: z.object({
      prefix: z.enum(['p', 'a']),
      hash: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 hex digits'),
      name: z.enum(STORED_NAMES),
    }),
  },
  responses: {
    200: { description: 'The bytes', content: { 'application/octet-stream': { schema: z.string() } } },
    404: errorResponse('No such media'),
    ...errorResponses,
  },
})

export function myMediaRoutes({ db, tokens }: ApiDependencies, media: MediaRouteDependencies) {
  const talentOnly = signedInOnly(tokens, { userType: { only: 'talent', message: NOT_A_TALENT_MEDIA } })
  const talentJson = signedInOnly(tokens, {
    userType: { only: 'talent', message: NOT_A_TALENT_MEDIA },
    jsonBodyBytes: 16 * 1024,
  })
  const tempDir = media.tempDir ?? path.join(os.tmpdir(), 'castline-uploads')
  const router = createRouter()

  router.openAPIRegistry.registerPath(uploadDoc)
  // Not app.openapi: its validator would read the whole multipart body into memory first.
  router.post('/my-media', talentOnly, async (c) => {
    const caller = authOf(c)
    const allowed = await media.uploadLimit.consume(caller.id)
    if (!allowed.allowed) {
      c.header('Retry-After', String(allowed.retryAfterSeconds))
      throw new ApiError(429, allowed.message)
    }
    const { file, fields } = await receiveUpload(c, tempDir)
    try {
      const parsed = UploadFieldsSchema.safeParse(fields)
      if (!parsed.success) throw new ApiError(400, describeValidationError(parsed.error))
      if (!file) throw new ApiError(400, 'Invalid input. file: choose a photo or a voice demo to upload')
      if (file.bytes === 0) throw new ApiError(400, `${quoted(file.name)} is empty (0 bytes). Choose the file again.`)
      const sniffed = await media.processor.sniff(file.path)
      if (sniffed.kind === 'unsupported') throw new ApiError(415, `${quoted(file.name)} ${sniffed.message}`)
      const { kind, ...text } = parsed.data
      const found: MediaKind = sniffed.kind === 'photo' ? 'photo' : 'voice'
      if (kind && kind !== found) {
        throw new ApiError(400, `${quoted(file.name)} is ${KIND_NAMES[found]}, not ${KIND_NAMES[kind]}.`)
      }
      checkSize(file, found)
      await checkRoomFor(db, caller, found)
      const processed =
        sniffed.kind === 'photo'
          ? { kind: 'photo' as const, photo: await media.processor.photo(file.path) }
          : { kind: 'voice' as const, audio: await media.processor.audio(file.path, sniffed.format) }
      const stored = await addProcessedMedia(
        { db, store: media.store },
        caller,
        { hash: file.hash, ...text },
        processed,
      )
      const message = stored.kind === 'photo' ? 'Photo added.' : 'Voice demo added.'
      return c.json({ success: true as const, message, media: stored }, 201)
    } catch (error) {
      if (error instanceof MediaRejected)
        throw new ApiError(error.status, `${quoted(file?.name ?? 'The file')} ${error.message}`)
      if (error instanceof MediaBusy) {
        c.header('Retry-After', String(BUSY_RETRY_SECONDS))
        throw new ApiError(503, 'Uploads are being processed for many people right now. Try again in a few seconds.')
      }
      throw error
    } finally {
      if (file) await fs.promises.rm(file.path, { force: true })
    }
  })

  return router
    .openapi(listRoute(talentOnly), async (c) =>
      c.json({ success: true as const, media: await ownMedia(db, authOf(c)) }, 200),
    )
    .openapi(orderRoute(talentJson), async (c) => {
      const { kind, ids } = c.req.valid('json')
      return c.json({ success: true as const, media: await reorderMedia(db, authOf(c), kind, ids) }, 200)
    })
    .openapi(headshotRoute(talentOnly), async (c) => {
      const { id } = c.req.valid('param')
      return c.json({ success: true as const, media: await makeHeadshot(db, authOf(c), id) }, 200)
    })
    .openapi(patchRoute(talentJson), async (c) => {
      const { id } = c.req.valid('param')
      return c.json({ success: true as const, media: await updateMedia(db, authOf(c), id, c.req.valid('json')) }, 200)
    })
    .openapi(deleteRoute(talentOnly), async (c) => {
      const { id } = c.req.valid('param')
      await deleteMedia({ db, store: media.store }, authOf(c), id)
      return c.json({ success: true as const, message: 'Deleted.' }, 200)
    })
    .openapi(fileRoute, async (c) => {
      const { prefix, hash, name } = c.req.valid('param')
      const key = `${prefix}/${hash}/${name}`
      const etag = `"${hash.slice(0, 32)}-${name}"`
      const headers: Record<string, string> = {
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        etag,
        'accept-ranges': 'bytes',
        'content-security-policy': "default-src 'none'; sandbox",
      }
      if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers)
      const object = await media.store.get(key)
      if (!object) throw new ApiError(404, 'Media not found')
      headers['content-type'] = object.contentType
      const range = parseRange(c.req.header('range'), object.size)
      if (!range) {
        headers['content-length'] = String(object.size)
        return c.body(Readable.toWeb(object.body) as ReadableStream, 200, headers)
      }
      // A second read for the range: the first told the size; its stream is not needed.
      object.body.destroy()
      const part = await media.store.get(key, range)
      if (!part) throw new ApiError(404, 'Media not found')
      headers['content-range'] = `bytes ${range.start}-${range.end}/${object.size}`
      headers['content-length'] = String(range.end - range.start + 1)
      return c.body(Readable.toWeb(part.body) as ReadableStream, 206, headers)
    })
}

/** One `bytes=a-b` range within the object, or null (a missing, multiple or unsatisfiable range: send it all). */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null
  if (!match || (match[1] === '' && match[2] === '')) return null
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1])
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  return start <= end && start < size ? { start, end } : null
}
