/**
 * The browser's upload queue (issue 19): every chosen file is a row that waits, uploads with progress,
 * and ends added or failed (with the API's message, and a retry when one could help). PARALLEL_UPLOADS
 * go at a time. The state is a reducer, so the rules are tested without a browser (upload-queue.test.ts).
 */
import { guessKind, PARALLEL_UPLOADS, problemWith } from './limits'

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed'

export interface QueuedUpload {
  key: string
  file: File
  kind: 'photo' | 'voice' | null
  status: UploadStatus
  loaded: number
  total: number
  /** What the API said, or why the file was not sent. */
  message: string | null
  /** False when sending the same file again cannot help (a file too large, a type the API does not take). */
  retryable: boolean
  /** A small JPEG data URL of a photo, made in the browser. */
  preview: string | null
  durationSeconds: number | null
}

export type UploadAction =
  | { type: 'add'; entries: { key: string; file: File }[] }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; loaded: number; total: number }
  | { type: 'done'; key: string; message: string }
  | { type: 'failed'; key: string; message: string; retryable: boolean }
  | { type: 'retry'; key: string }
  | { type: 'described'; key: string; preview?: string | null; durationSeconds?: number | null }
  | { type: 'dismiss'; key: string }
  | { type: 'clearFinished' }

function update(state: QueuedUpload[], key: string, change: (upload: QueuedUpload) => QueuedUpload) {
  return state.map((upload) => (upload.key === key ? change(upload) : upload))
}

export function uploadsReducer(state: QueuedUpload[], action: UploadAction): QueuedUpload[] {
  switch (action.type) {
    case 'add':
      return [
        ...state,
        ...action.entries.map(({ key, file }): QueuedUpload => {
          const problem = problemWith(file)
          return {
            key,
            file,
            kind: guessKind(file),
            status: problem ? 'failed' : 'waiting',
            loaded: 0,
            total: file.size,
            message: problem,
            retryable: false,
            preview: null,
            durationSeconds: null,
          }
        }),
      ]
    case 'start':
      return update(state, action.key, (upload) => ({ ...upload, status: 'uploading', loaded: 0, message: null }))
    case 'progress':
      return update(state, action.key, (upload) =>
        upload.status === 'uploading' ? { ...upload, loaded: action.loaded, total: action.total } : upload,
      )
    case 'done':
      return update(state, action.key, (upload) => ({
        ...upload,
        status: 'done',
        loaded: upload.total,
        message: action.message,
      }))
    case 'failed':
      return update(state, action.key, (upload) => ({
        ...upload,
        status: 'failed',
        message: action.message,
        retryable: action.retryable,
      }))
    case 'retry':
      return update(state, action.key, (upload) =>
        upload.status === 'failed' && upload.retryable
          ? { ...upload, status: 'waiting', loaded: 0, message: null }
          : upload,
      )
    case 'described':
      return update(state, action.key, (upload) => ({
        ...upload,
        preview: action.preview === undefined ? upload.preview : action.preview,
        durationSeconds: action.durationSeconds === undefined ? upload.durationSeconds : action.durationSeconds,
      }))
    case 'dismiss':
      return state.filter((upload) => upload.key !== action.key || upload.status === 'uploading')
    case 'clearFinished':
      return state.filter((upload) => upload.status !== 'done')
  }
}

/** The waiting uploads to start now, oldest first, so that at most PARALLEL_UPLOADS are under way. */
export function uploadsToStart(state: QueuedUpload[], parallel = PARALLEL_UPLOADS): QueuedUpload[] {
  const running = state.filter((upload) => upload.status === 'uploading').length
  return state.filter((upload) => upload.status === 'waiting').slice(0, Math.max(0, parallel - running))
}

/** Statuses whose answer may be different next time: busy, too many at once, a lost connection, a server error. */
const RETRYABLE_STATUSES = new Set([0, 408, 429, 500, 502, 503, 504])

export const CONNECTION_LOST_MESSAGE =
  'The upload stopped before it finished: the connection dropped. Check it and retry.'
export const UNREADABLE_ANSWER_MESSAGE =
  'The upload could not be confirmed. Reload the page to see whether it was added.'

export interface UploadAnswer {
  ok: boolean
  message: string
  retryable: boolean
}

/** What the upload route answered, as the row shows it. */
export function readUploadAnswer(status: number, body: unknown): UploadAnswer {
  const message =
    typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
      ? body.message
      : null
  if (status === 201 && message) return { ok: true, message, retryable: false }
  if (status === 0) return { ok: false, message: CONNECTION_LOST_MESSAGE, retryable: true }
  return { ok: false, message: message ?? UNREADABLE_ANSWER_MESSAGE, retryable: RETRYABLE_STATUSES.has(status) }
}

/**
 * Sends one file to the upload route as multipart/form-data with XMLHttpRequest (fetch reports no upload
 * progress), asking for JSON. Never rejects: a failure is an answer that says so.
 */
export function sendUpload(
  upload: Pick<QueuedUpload, 'file' | 'kind'>,
  { url, onProgress }: { url: string; onProgress: (loaded: number, total: number) => void },
): { answer: Promise<UploadAnswer>; abort: () => void } {
  const xhr = new XMLHttpRequest()
  const body = new FormData()
  body.append('file', upload.file)
  if (upload.kind === 'voice') body.append('title', upload.file.name.replace(/\.[^.]+$/, '').slice(0, 80))
  const answer = new Promise<UploadAnswer>((resolve) => {
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total)
    })
    xhr.addEventListener('load', () => resolve(readUploadAnswer(xhr.status, xhr.response)))
    xhr.addEventListener('error', () => resolve(readUploadAnswer(0, null)))
    xhr.addEventListener('abort', () => resolve({ ok: false, message: 'The upload was stopped.', retryable: true }))
  })
  xhr.open('POST', url)
  xhr.responseType = 'json'
  xhr.setRequestHeader('Accept', 'application/json')
  xhr.send(body)
  return { answer, abort: () => xhr.abort() }
}

const PREVIEW_WIDTH = 160

/** A photo's preview as a small JPEG data URL (the page's CSP takes data: images, not blob: ones). */
export async function photoPreview(file: File): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file, { resizeWidth: PREVIEW_WIDTH, resizeQuality: 'medium' })
    const canvas = document.createElement('canvas')
    canvas.width = bitmap.width
    canvas.height = bitmap.height
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0)
    bitmap.close()
    return canvas.toDataURL('image/jpeg', 0.8)
  } catch {
    return null
  }
}

/** An audio file's length in seconds, decoded in the browser; null when the browser cannot decode it. */
export async function audioDuration(file: File): Promise<number | null> {
  const audio = new AudioContext()
  try {
    return (await audio.decodeAudioData(await file.arrayBuffer())).duration
  } catch {
    return null
  } finally {
    void audio.close()
  }
}
