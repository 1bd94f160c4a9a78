/**
 * The two drivers of MediaStore (ADR 021): files under DATA_DIR/media, or an S3-compatible bucket when
 * S3_BUCKET is set. Both refuse the same keys, so a key that works in development works in production.
 */
import { DeleteObjectsCommand, GetObjectCommand, NoSuchKey, paginateListObjectsV2, S3Client } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { randomBytes } from 'node:crypto'
import { mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { MediaStore } from './types'

const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9_./-]{0,300}$/

/** A key of types.ts's grammar that can name no place outside the store: no `..`, no `//`, no leading `/`. */
export function isMediaKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes('..') && !key.includes('//') && !key.endsWith('/')
}

function assertKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`Invalid media key: ${JSON.stringify(key)}`)
}

/** list('') is every key; deletePrefix('') would be every key too, which no caller means. */
function assertPrefix(prefix: string, { allowEmpty }: { allowEmpty: boolean }): void {
  if (prefix === '' && allowEmpty) return
  if (!KEY_PATTERN.test(prefix) || prefix.includes('..') || prefix.includes('//')) {
    throw new Error(`Invalid media prefix: ${JSON.stringify(prefix)}`)
  }
}

/**
 * `~` is outside the key alphabet, so the store's own files (a put's temporary files, the content type
 * beside each object) can never be mistaken for a key nor collide with one.
 */
const PRIVATE_MARK = '~'
const TYPE_SUFFIX = `${PRIVATE_MARK}type`

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR')
}

async function walk(dir: string, relative: string, keys: string[]): Promise<void> {
  let entries
  try {
    entries = await readdir(dir, { withFileTypes: true })
  } catch (error) {
    if (isMissing(error)) return
    throw error
  }
  for (const entry of entries) {
    if (entry.name.includes(PRIVATE_MARK)) continue
    const key = relative + entry.name
    if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${key}/`, keys)
    else if (entry.isFile()) keys.push(key)
  }
}

export function createFsMediaStore(root: string): MediaStore {
  const fileOf = (key: string) => path.join(root, ...key.split('/'))

  async function list(prefix: string): Promise<string[]> {
    assertPrefix(prefix, { allowEmpty: true })
    const start = prefix.slice(0, prefix.lastIndexOf('/') + 1)
    const keys: string[] = []
    await walk(path.join(root, start), start, keys)
    return keys.filter((key) => key.startsWith(prefix)).sort()
  }

  async function remove(keys: string[]): Promise<void> {
    keys.forEach(assertKey)
    // The object before its type, so an object on disk always has its type.
    await Promise.all(
      keys.map(async (key) => {
        await rm(fileOf(key), { force: true })
        await rm(fileOf(key) + TYPE_SUFFIX, { force: true })
      }),
    )
  }

  return {
    driver: 'fs',
    async put(key, body, contentType) {
      assertKey(key)
      const file = fileOf(key)
      const dir = path.dirname(file)
      const temporary = path.join(dir, `${PRIVATE_MARK}tmp-${randomBytes(8).toString('hex')}`)
      await mkdir(dir, { recursive: true, mode: 0o750 })
      try {
        const handle = await open(temporary, 'wx', 0o640)
        try {
          await writeFile(handle, body)
          // Without it, a crash soon after the rename can leave an empty file under a key a row points to.
          await handle.sync()
        } finally {
          await handle.close()
        }
        // The type lands first, so an object is never there without it. An overwrite with another type could
        // pair the new type with the old bytes between the renames; content-addressed keys never change type.
        await writeFile(`${temporary}${TYPE_SUFFIX}`, contentType, { mode: 0o640 })
        await rename(`${temporary}${TYPE_SUFFIX}`, file + TYPE_SUFFIX)
        await rename(temporary, file)
      } catch (error) {
        await rm(temporary, { force: true })
        await rm(`${temporary}${TYPE_SUFFIX}`, { force: true })
        throw error
      }
    },
    async get(key, range) {
      assertKey(key)
      let handle
      try {
        handle = await open(fileOf(key), 'r')
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
      try {
        // Size and bytes from the same open file, so an overwrite meanwhile cannot make them disagree.
        const [{ size }, contentType] = await Promise.all([handle.stat(), readFile(fileOf(key) + TYPE_SUFFIX, 'utf8')])
        return { body: handle.createReadStream(range ?? {}), size, contentType }
      } catch (error) {
        await handle.close()
        // The object was deleted between the two reads.
        if (isMissing(error)) return null
        throw error
      }
    },
    delete: remove,
    async deletePrefix(prefix) {
      assertPrefix(prefix, { allowEmpty: false })
      if (!prefix.endsWith('/')) return remove(await list(prefix))
      try {
        // The trailing separator makes rm refuse (ENOTDIR) a file that is named like the prefix, not under it.
        await rm(`${fileOf(prefix.slice(0, -1))}${path.sep}`, { recursive: true, force: true })
      } catch (error) {
        if (!isMissing(error)) throw error
      }
    },
    list,
    async close() {},
  }
}

export interface S3MediaStoreOptions {
  bucket: string
  /** For S3-compatible servers (MinIO, R2, s3rver); unset for AWS. */
  endpoint?: string
  region: string
  /** Unset: the SDK's default chain (environment, instance role). */
  accessKeyId?: string
  secretAccessKey?: string
  forcePathStyle?: boolean
  /** Prepended to every key, for a bucket shared with other data (e.g. `media/`). */
  prefix?: string
}

/** DeleteObjects takes at most this many keys a request. */
const DELETE_BATCH = 1000

export function createS3MediaStore(options: S3MediaStoreOptions): MediaStore {
  const { bucket, accessKeyId, secretAccessKey } = options
  const base = options.prefix ?? ''
  // The SDK's own switch for its notice that releases after January 2027 need Node 22: ADR 021 records it
  // and pins a version that works on Node 20, so it need not open every log. An operator's value wins.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  })

  async function list(prefix: string): Promise<string[]> {
    assertPrefix(prefix, { allowEmpty: true })
    const keys: string[] = []
    for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: base + prefix })) {
      for (const object of page.Contents ?? []) {
        if (object.Key) keys.push(object.Key.slice(base.length))
      }
    }
    return keys.sort()
  }

  async function remove(keys: string[]): Promise<void> {
    keys.forEach(assertKey)
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH)
      const { Errors } = await client.send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: batch.map((key) => ({ Key: base + key })), Quiet: true },
        }),
      )
      const [first] = Errors ?? []
      if (first) throw new Error(`S3 could not delete ${first.Key}: ${first.Code} ${first.Message}`)
    }
  }

  return {
    driver: 's3',
    async put(key, body, contentType) {
      assertKey(key)
      await new Upload({
        client,
        params: { Bucket: bucket, Key: base + key, Body: body, ContentType: contentType },
      }).done()
    },
    async get(key, range) {
      assertKey(key)
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: base + key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        )
        if (!(object.Body instanceof Readable)) throw new Error('S3 returned no readable body')
        // A range's answer says the whole size after the slash of Content-Range.
        const whole = range ? Number(object.ContentRange?.split('/')[1]) : object.ContentLength
        return {
          body: object.Body,
          size: whole ?? 0,
          contentType: object.ContentType ?? 'application/octet-stream',
        }
      } catch (error) {
        if (error instanceof NoSuchKey) return null
        throw error
      }
    },
    delete: remove,
    async deletePrefix(prefix) {
      assertPrefix(prefix, { allowEmpty: false })
      await remove(await list(prefix))
    },
    list,
    async close() {
      client.destroy()
    },
  }
}

export interface MediaStoreEnv {
  DATA_DIR: string
  S3_BUCKET?: string
  S3_ENDPOINT?: string
  S3_REGION?: string
  S3_ACCESS_KEY_ID?: string
  S3_SECRET_ACCESS_KEY?: string
  S3_FORCE_PATH_STYLE?: boolean
}

export function mediaStoreFromEnv(env: MediaStoreEnv): MediaStore {
  if (!env.S3_BUCKET) return createFsMediaStore(path.join(env.DATA_DIR, 'media'))
  return createS3MediaStore({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION ?? 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  })
}
