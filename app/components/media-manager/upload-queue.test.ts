import { describe, expect, it } from 'vitest'
import {
  CONNECTION_LOST_MESSAGE,
  readUploadAnswer,
  uploadsReducer,
  uploadsToStart,
  UNREADABLE_ANSWER_MESSAGE,
  type QueuedUpload,
} from './upload-queue'

const MB = 1024 * 1024
const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type })

function queued(...files: File[]): QueuedUpload[] {
  return uploadsReducer([], { type: 'add', entries: files.map((f, i) => ({ key: `k${i}`, file: f })) })
}

describe('uploadsReducer', () => {
  it('queues photos and voice demos; a file the API would refuse fails at once, with no retry', () => {
    const state = queued(
      file('face.jpg', 'image/jpeg'),
      file('demo.m4a', ''),
      file('scan.heic', 'image/heic'),
      file('huge.png', 'image/png', 16 * MB),
    )
    expect(state.map(({ kind, status, retryable }) => ({ kind, status, retryable }))).toEqual([
      { kind: 'photo', status: 'waiting', retryable: false },
      { kind: 'voice', status: 'waiting', retryable: false },
      { kind: null, status: 'failed', retryable: false },
      { kind: 'photo', status: 'failed', retryable: false },
    ])
    expect(state[2]?.message).toBe('"scan.heic" is not a photo (JPEG, PNG, WebP) or a voice demo (MP3, WAV, M4A, OGG).')
    expect(state[3]?.message).toBe('"huge.png" is larger than 15 MB, the most a photo may be.')
  })

  it('starts two at a time, oldest first, and the next one when one ends', () => {
    let state = queued(file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg'), file('c.jpg', 'image/jpeg'))
    expect(uploadsToStart(state).map((u) => u.key)).toEqual(['k0', 'k1'])
    state = uploadsReducer(state, { type: 'start', key: 'k0' })
    state = uploadsReducer(state, { type: 'start', key: 'k1' })
    expect(uploadsToStart(state)).toEqual([])
    state = uploadsReducer(state, { type: 'progress', key: 'k0', loaded: 400, total: 1000 })
    expect(state[0]).toMatchObject({ status: 'uploading', loaded: 400, total: 1000 })
    state = uploadsReducer(state, { type: 'done', key: 'k0', message: 'Photo added.' })
    expect(state[0]).toMatchObject({ status: 'done', loaded: 1000, message: 'Photo added.' })
    expect(uploadsToStart(state).map((u) => u.key)).toEqual(['k2'])
  })

  it('retries only a failure that may go otherwise next time, from the start', () => {
    let state = queued(file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg'))
    state = uploadsReducer(state, { type: 'start', key: 'k0' })
    state = uploadsReducer(state, { type: 'progress', key: 'k0', loaded: 700, total: 1000 })
    state = uploadsReducer(state, { type: 'failed', key: 'k0', message: CONNECTION_LOST_MESSAGE, retryable: true })
    state = uploadsReducer(state, { type: 'start', key: 'k1' })
    state = uploadsReducer(state, { type: 'failed', key: 'k1', message: 'not a photo', retryable: false })
    state = uploadsReducer(state, { type: 'retry', key: 'k0' })
    state = uploadsReducer(state, { type: 'retry', key: 'k1' })
    expect(state.map(({ status, loaded, message }) => ({ status, loaded, message }))).toEqual([
      { status: 'waiting', loaded: 0, message: null },
      { status: 'failed', loaded: 0, message: 'not a photo' },
    ])
  })

  it('keeps an upload under way in the list; clears the finished ones on request', () => {
    let state = queued(file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg'), file('c.jpg', 'image/jpeg'))
    state = uploadsReducer(state, { type: 'start', key: 'k0' })
    state = uploadsReducer(state, { type: 'dismiss', key: 'k0' })
    state = uploadsReducer(state, { type: 'dismiss', key: 'k1' })
    expect(state.map((u) => u.key)).toEqual(['k0', 'k2'])
    state = uploadsReducer(state, { type: 'done', key: 'k0', message: 'Photo added.' })
    state = uploadsReducer(state, { type: 'described', key: 'k2', preview: 'data:image/jpeg;base64,AA' })
    state = uploadsReducer(state, { type: 'clearFinished' })
    expect(state).toHaveLength(1)
    expect(state[0]).toMatchObject({ key: 'k2', preview: 'data:image/jpeg;base64,AA', durationSeconds: null })
  })
})

describe('readUploadAnswer', () => {
  it("takes the API's message, and says which failures are worth a retry", () => {
    expect(readUploadAnswer(201, { success: true, message: 'Photo added.' })).toEqual({
      ok: true,
      message: 'Photo added.',
      retryable: false,
    })
    expect(readUploadAnswer(415, { success: false, message: '"a.heic" is a HEIC photo…' })).toMatchObject({
      ok: false,
      retryable: false,
    })
    expect(readUploadAnswer(409, { success: false, message: 'You have 20 photos…' }).retryable).toBe(false)
    expect(readUploadAnswer(503, { success: false, message: 'Busy' })).toEqual({
      ok: false,
      message: 'Busy',
      retryable: true,
    })
    expect(readUploadAnswer(429, { success: false, message: 'Too many' }).retryable).toBe(true)
    expect(readUploadAnswer(0, null)).toEqual({ ok: false, message: CONNECTION_LOST_MESSAGE, retryable: true })
    expect(readUploadAnswer(200, null)).toEqual({ ok: false, message: UNREADABLE_ANSWER_MESSAGE, retryable: false })
  })
})
