/**
 * Uploads are processed on a pool of worker threads (ADR 021): a 12 MP photo is a quarter of a second of
 * CPU and a voice demo seconds, none of which may hold up the main thread's requests. Sniffing reads
 * 4 kB and stays here.
 */
import { Piscina } from 'piscina'
import { z } from 'zod'
import { parseEnv } from '../config'
import type { MediaJob, MediaJobResult } from './processing-worker'
import { sniffFile } from './sniff'
import { MediaRejected, type AudioFormat, type ProcessedAudio, type ProcessedPhoto, type SniffResult } from './types'

/** Jobs waiting beyond this are refused (503) rather than queued without end: 32 photos are ~4 s of work. */
const MAX_QUEUED_JOBS = 32

const mediaEnvSchema = z.object({
  /** Worker threads for photos and voice demos; each uses one core at a time. */
  MEDIA_WORKERS: z.coerce.number().int().min(1).max(32).default(2),
})

/**
 * The worker's file beside this module: the TypeScript source under tsx or Vitest (loaded through tsx),
 * or build/media-worker.js beside the bundled build/server.js (scripts/build-server.mjs).
 */
const fromSource = import.meta.url.endsWith('.ts')
const workerFile = new URL(fromSource ? './processing-worker.ts' : './media-worker.js', import.meta.url)

/** Every worker is busy and the queue is full: the route answers 503 and the client tries again later. */
export class MediaBusy extends Error {
  constructor() {
    super('media processing is queued to the limit')
    this.name = 'MediaBusy'
  }
}

export interface MediaProcessor {
  sniff(path: string): Promise<SniffResult>
  /** Rejects with MediaRejected when the file is not a photo we can serve. */
  photo(path: string): Promise<ProcessedPhoto>
  /** Rejects with MediaRejected when the file is not a voice demo we can serve. */
  audio(path: string, format: AudioFormat): Promise<ProcessedAudio>
  close(): Promise<void>
}

export function createMediaProcessor({
  threads = parseEnv(mediaEnvSchema).MEDIA_WORKERS,
  maxQueue = MAX_QUEUED_JOBS,
}: { threads?: number; maxQueue?: number } = {}): MediaProcessor {
  const pool = new Piscina<MediaJob, MediaJobResult>({
    filename: workerFile.href,
    execArgv: fromSource ? ['--import', 'tsx'] : undefined,
    minThreads: 0,
    maxThreads: threads,
    maxQueue,
    // Started by the first upload, gone a minute after the last one.
    idleTimeout: 60_000,
  })

  async function run(job: MediaJob) {
    if (pool.queueSize >= maxQueue) throw new MediaBusy()
    const result = await pool.run(job).catch((error: unknown) => {
      // Piscina's own refusal, for a job that raced the check above.
      if (error instanceof Error && /queue is at limit/i.test(error.message)) throw new MediaBusy()
      throw error
    })
    if (!result.ok) throw new MediaRejected(result.status, result.message)
    return result
  }

  return {
    sniff: sniffFile,
    async photo(path) {
      const result = await run({ kind: 'photo', path })
      if (result.kind !== 'photo') throw new Error('the media worker answered a photo job with audio')
      return result.photo
    },
    async audio(path, format) {
      const result = await run({ kind: 'audio', path, format })
      if (result.kind !== 'audio') throw new Error('the media worker answered an audio job with a photo')
      return result.audio
    },
    close: () => pool.destroy(),
  }
}
