/**
 * The contracts of talent media (ADR 021): where the bytes live (MediaStore) and what processing makes of
 * an upload. The drivers are in api/media/store.ts, the processing in api/media/photo.ts and
 * api/media/audio.ts (run on worker threads by api/media/processing.ts), the rows in api/services/media.ts.
 */
import type { Readable } from 'node:stream'

/** One stored object, read back: its bytes as a stream, its size and the type it was stored with. */
export interface StoredObject {
  /** The bytes asked for: the whole object, or the range. */
  body: Readable
  /** Of the whole object, even when a range was asked for. */
  size: number
  contentType: string
}

/** Bytes start..end, inclusive, both within the object (the caller checks them against its size). */
export interface ByteRange {
  start: number
  end: number
}

/**
 * Where media bytes live. Keys are content-addressed paths such as `p/<sha-256 hex>/w640.webp`
 * (letters, digits, `/`, `.`, `-`, `_`; never a client's file name). A put of an existing key replaces it
 * atomically: a reader sees the old object or the new one, never half of one.
 */
export interface MediaStore {
  readonly driver: 'fs' | 's3'
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>
  /** null when there is no such key. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>
  /** Deletes the keys that exist; missing keys are not an error. */
  delete(keys: string[]): Promise<void>
  /** Deletes every key under the prefix (`p/<hash>/`). */
  deletePrefix(prefix: string): Promise<void>
  /** Every key under the prefix ('' for all), for tests and clean-ups. */
  list(prefix: string): Promise<string[]>
  close(): Promise<void>
}

export type PhotoFormat = 'jpeg' | 'png' | 'webp'
export type AudioFormat = 'mp3' | 'wav' | 'm4a' | 'ogg'

/** What the first bytes of an upload are. */
export type SniffResult =
  | { kind: 'photo'; format: PhotoFormat; mime: string }
  | { kind: 'audio'; format: AudioFormat; mime: string }
  /** `message` says what the file is, when known, and what to do (HEIC: export it as JPEG). */
  | { kind: 'unsupported'; mime: string | null; message: string }

/** The served forms of a photo. Widths never exceed the original's. */
export const PHOTO_VARIANTS = [
  { name: 'w320.webp', width: 320, format: 'webp', contentType: 'image/webp' },
  { name: 'w640.webp', width: 640, format: 'webp', contentType: 'image/webp' },
  { name: 'w1280.webp', width: 1280, format: 'webp', contentType: 'image/webp' },
  { name: 'w640.jpg', width: 640, format: 'jpeg', contentType: 'image/jpeg' },
] as const

export type PhotoVariantName = (typeof PHOTO_VARIANTS)[number]['name']

export interface PhotoVariant {
  name: PhotoVariantName
  contentType: string
  width: number
  height: number
  bytes: Uint8Array
}

export interface ProcessedPhoto {
  /** Of the auto-oriented original. */
  width: number
  height: number
  /** ThumbHash of the photo, base64 (about 30 characters). */
  placeholder: string
  variants: PhotoVariant[]
}

/** The served form of a voice demo: one MP3 with no tags. */
export const VOICE_VARIANT = { name: 'demo.mp3', contentType: 'audio/mpeg' } as const

export interface ProcessedAudio {
  durationSeconds: number
  /** WAVEFORM_PEAKS values in 0..1: the loudest sample in each equal slice of the demo. */
  peaks: number[]
  mp3: Uint8Array
}

export const WAVEFORM_PEAKS = 200

/** Limits of requirements (issue 19). */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024
export const AUDIO_MAX_BYTES = 20 * 1024 * 1024
export const AUDIO_MAX_SECONDS = 5 * 60
/** Decompression bombs: a photo may hold at most this many pixels (a 50 MP camera's). */
export const PHOTO_MAX_PIXELS = 50_000_000

/** A file the product will not take, with the HTTP status and a message that names the problem. */
export class MediaRejected extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message)
    this.name = 'MediaRejected'
  }
}
