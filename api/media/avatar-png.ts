/**
 * Avatar PNGs (link previews' og:image) are rendered on a worker thread and kept in a bounded cache:
 * the main thread never spends a render's 50-190 ms, and a preview fetched again costs nothing.
 */
import { LRUCache } from 'lru-cache'
import { Piscina } from 'piscina'
import type { AvatarPngJob } from './avatar-png-worker'

/** Square, as Open Graph and Twitter previews want; large enough for a summary card. */
export const AVATAR_PNG_SIZE = 600
/** One thread: renders are rare (once per avatar, then cached) and the other core serves requests. */
const RENDER_THREADS = 1
/** Renders waiting beyond this are refused (503) rather than queued without end. */
const MAX_QUEUED_RENDERS = 32
/** A 600×600 avatar PNG is 40-90 kB: about 400 of them. */
const CACHE_BYTES = 32 * 1024 * 1024

/**
 * The worker's file beside this module: the TypeScript source under tsx or Vitest (loaded through tsx),
 * or build/avatar-png-worker.js beside the bundled build/server.js (scripts/build-server.mjs).
 */
const fromSource = import.meta.url.endsWith('.ts')
const workerFile = new URL(fromSource ? './avatar-png-worker.ts' : './avatar-png-worker.js', import.meta.url)

let pool: Piscina<AvatarPngJob, Uint8Array<ArrayBuffer>> | undefined

function renderPool() {
  pool ??= new Piscina<AvatarPngJob, Uint8Array<ArrayBuffer>>({
    filename: workerFile.href,
    execArgv: fromSource ? ['--import', 'tsx'] : undefined,
    minThreads: 0,
    maxThreads: RENDER_THREADS,
    maxQueue: MAX_QUEUED_RENDERS,
    // Started on the first preview, gone a minute after the last one.
    idleTimeout: 60_000,
  })
  return pool
}

export class RenderQueueFull extends Error {}

const rendered = new LRUCache<string, Uint8Array<ArrayBuffer>, AvatarPngJob>({
  maxSize: CACHE_BYTES,
  sizeCalculation: (png) => png.byteLength,
  // Concurrent requests for one avatar share one render.
  fetchMethod: async (_name, _stale, { context }) => {
    const pending = renderPool()
    if (pending.queueSize >= MAX_QUEUED_RENDERS) throw new RenderQueueFull('avatar renders are queued to the limit')
    return pending.run(context)
  },
})

/** The PNG of the avatar `name` (seed, and look if any), and whether it came from the cache. */
export async function avatarPng(name: string): Promise<{ png: Uint8Array<ArrayBuffer>; cached: boolean }> {
  const cachedPng = rendered.get(name)
  if (cachedPng) return { png: cachedPng, cached: true }
  const png = await rendered.fetch(name, { context: { name, size: AVATAR_PNG_SIZE } })
  if (!png) throw new Error(`avatar render of ${name} gave nothing`)
  return { png, cached: false }
}
