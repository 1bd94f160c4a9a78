/**
 * Photos and voice demos processed off the main thread (api/media/processing.ts). Built to
 * build/media-worker.js beside build/server.js (scripts/build-server.mjs).
 */
import { move, transferableSymbol, valueSymbol } from 'piscina'
import sharp from 'sharp'
import { processAudio } from './audio'
import { processPhoto } from './photo'
import { MediaRejected, type AudioFormat, type ProcessedAudio, type ProcessedPhoto } from './types'

// The pool's threads are the concurrency: one libvips thread per operation, so that uploads queue in the
// pool instead of every one of them spreading over both cores. No operation cache: no two uploads share
// an input.
sharp.concurrency(1)
sharp.cache(false)

export type MediaJob = { kind: 'photo'; path: string } | { kind: 'audio'; path: string; format: AudioFormat }

/**
 * What a job gives back. A refusal travels as a plain value: an Error thrown in a worker reaches the main
 * thread as a structured clone, without its class or its status.
 */
export type MediaJobResult =
  | { ok: true; kind: 'photo'; photo: ProcessedPhoto }
  | { ok: true; kind: 'audio'; audio: ProcessedAudio }
  | { ok: false; status: MediaRejected['status']; message: string }

export default async function processMedia(job: MediaJob) {
  try {
    if (job.kind === 'photo') {
      const photo = await processPhoto(job.path)
      return moved(
        { ok: true, kind: 'photo', photo },
        photo.variants.map((variant) => variant.bytes.buffer),
      )
    }
    const audio = await processAudio(job.path, job.format)
    return moved({ ok: true, kind: 'audio', audio }, [audio.mp3.buffer])
  } catch (error) {
    if (error instanceof MediaRejected) return { ok: false, status: error.status, message: error.message }
    throw error
  }
}

/** The result with its byte buffers moved to the main thread rather than copied. */
function moved(result: MediaJobResult, buffers: ArrayBufferLike[]) {
  return move({ [transferableSymbol]: buffers, [valueSymbol]: result })
}
