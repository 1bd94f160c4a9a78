/**
 * Media stores for tests (ADR 021): a filesystem store in a temporary folder, or the S3 driver against a
 * real s3rver on loopback, started here; if s3rver cannot start, the caller's beforeAll fails loudly.
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
// @ts-expect-error s3rver 3.7 ships no type declarations; S3rver below types the part used here.
import UntypedS3rver from 's3rver'
import { createFsMediaStore, createS3MediaStore } from '../../api/media/store'
import type { MediaStore } from '../../api/media/types'

export type MediaDriver = 'fs' | 's3'

const S3rver: new (options: {
  address: string
  port: number
  silent: boolean
  directory: string
  configureBuckets: { name: string }[]
}) => { run(): Promise<AddressInfo>; close(): Promise<void> } = UntypedS3rver

export interface Harness {
  store: MediaStore
  /** The S3 driver's settings as a node's environment (S3 only). */
  env?: Record<string, string>
  /** Every file the driver keeps on this machine, beside its root too: what a failed or refused put left. */
  files(): Promise<string[]>
  close(): Promise<void>
}

export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true })
  const files = []
  for (const entry of entries) {
    if ((await stat(path.join(dir, entry))).isFile()) files.push(entry)
  }
  return files.sort()
}

export async function openFs(): Promise<Harness> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'castline-media-'))
  const root = path.join(dir, 'media')
  return {
    store: createFsMediaStore(root),
    files: () => filesUnder(dir),
    close: () => rm(dir, { recursive: true, force: true }),
  }
}

export async function openS3(): Promise<Harness> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'castline-s3rver-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'castline-test' }],
  })
  const { port } = await server.run()
  const store = createS3MediaStore({
    bucket: 'castline-test',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'media/',
  })
  return {
    store,
    env: {
      S3_BUCKET: 'castline-test',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    files: async () => [],
    async close() {
      await store.close()
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}

export function openMediaStore(driver: MediaDriver): Promise<Harness> {
  return driver === 'fs' ? openFs() : openS3()
}
