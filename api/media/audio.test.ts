import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseBuffer } from 'music-metadata'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { processAudio } from './audio'
import * as fixtures from './media-fixtures'
import { MediaRejected, WAVEFORM_PEAKS, type ProcessedAudio } from './types'

let dir: string
const file = (name: string) => path.join(dir, name)

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'castline-audio-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

async function rejection(promise: Promise<unknown>): Promise<MediaRejected> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  if (!(error instanceof MediaRejected)) throw new Error(`expected a MediaRejected, got ${String(error)}`)
  return error
}

function expectWaveform(peaks: number[]) {
  expect(peaks).toHaveLength(WAVEFORM_PEAKS)
  expect(peaks.every((peak) => peak >= 0 && peak <= 1 && Math.round(peak * 1000) === peak * 1000)).toBe(true)
  expect(Math.max(...peaks)).toBe(1)
  // The fixtures are silent for their first tenth and loudest in the middle.
  expect(peaks.slice(0, 15).every((peak) => peak === 0)).toBe(true)
  expect(Math.max(...peaks.slice(90, 110))).toBeGreaterThan(0.8)
}

/** The served MP3: frames from the first byte (no ID3v2), no ID3v1 at the end, no tags music-metadata finds. */
async function expectTaglessMp3(audio: ProcessedAudio) {
  const mp3 = Buffer.from(audio.mp3)
  expect(mp3[0]).toBe(0xff)
  expect(mp3.subarray(0, 3).toString('latin1')).not.toBe('ID3')
  expect(mp3.subarray(-128, -125).toString('latin1')).not.toBe('TAG')
  for (const leak of ['Priya', 'Marine Drive', 'TIT2', 'TPE1']) expect(mp3.includes(leak)).toBe(false)
  const parsed = await parseBuffer(mp3, { mimeType: 'audio/mpeg' }, { duration: true })
  expect(parsed.format.tagTypes).toEqual([])
  expect(parsed.common.title).toBeUndefined()
  return parsed
}

describe('processAudio', () => {
  it('turns a WAV into a tagless MP3 with its duration and waveform', async () => {
    await fixtures.wav(file('take.wav'), 3, { sampleRate: 48_000, channels: 2 })
    const audio = await processAudio(file('take.wav'), 'wav')
    expect(audio.durationSeconds).toBeCloseTo(3, 1)
    expectWaveform(audio.peaks)
    const parsed = await expectTaglessMp3(audio)
    expect(parsed.format).toMatchObject({ sampleRate: 48_000, numberOfChannels: 2 })
    expect(parsed.format.duration).toBeCloseTo(3, 1)
  })

  it('re-encodes an ID3-tagged MP3 without the tag', async () => {
    await fixtures.mp3(file('tagged.mp3'), 4)
    const audio = await processAudio(file('tagged.mp3'), 'mp3')
    expect(Math.abs(audio.durationSeconds - 4)).toBeLessThan(0.1)
    expectWaveform(audio.peaks)
    const parsed = await expectTaglessMp3(audio)
    expect(parsed.format).toMatchObject({ sampleRate: 44_100, numberOfChannels: 1 })
  })

  it('decodes an M4A', async () => {
    await fixtures.m4a(file('memo.m4a'), 2)
    const audio = await processAudio(file('memo.m4a'), 'm4a')
    expect(Math.abs(audio.durationSeconds - 2)).toBeLessThan(0.1)
    expectWaveform(audio.peaks)
    await expectTaglessMp3(audio)
  })

  it('decodes Ogg Vorbis', async () => {
    await fixtures.ogg(file('take.ogg'), 2)
    const audio = await processAudio(file('take.ogg'), 'ogg')
    expect(Math.abs(audio.durationSeconds - 2)).toBeLessThan(0.1)
    expectWaveform(audio.peaks)
  })

  it('gives silence a flat waveform, and a clip shorter than 200 bins its 200 peaks', async () => {
    await fixtures.wav(file('silence.wav'), 1, { silent: true })
    const silence = await processAudio(file('silence.wav'), 'wav')
    expect(silence.peaks).toEqual(Array.from({ length: WAVEFORM_PEAKS }, () => 0))
    expect(silence.durationSeconds).toBe(1)
    await fixtures.wav(file('blip.wav'), 0.05, { sampleRate: 8000 })
    const blip = await processAudio(file('blip.wav'), 'wav')
    expect(blip.peaks).toHaveLength(WAVEFORM_PEAKS)
    expect(Math.max(...blip.peaks)).toBe(1)
  })

  it('refuses a demo over 5 minutes before decoding it', async () => {
    await fixtures.wav(file('long.wav'), 301, { sampleRate: 8000 })
    const started = performance.now()
    const error = await rejection(processAudio(file('long.wav'), 'wav'))
    expect(performance.now() - started).toBeLessThan(1000)
    expect(error.status).toBe(400)
    expect(error.message).toMatch(/^is longer than 5 minutes/)
  })

  it('refuses an MP3 over 5 minutes while decoding it, having no stated length to go by', async () => {
    await fixtures.mp3(file('long.mp3'), 302, { sampleRate: 8000 })
    const error = await rejection(processAudio(file('long.mp3'), 'mp3'))
    expect(error.status).toBe(400)
    expect(error.message).toMatch(/^is longer than 5 minutes/)
  })

  it('refuses a WAV header pasted onto random bytes', async () => {
    await fixtures.wavHeaderOnRandomBytes(file('noise.wav'))
    const error = await rejection(processAudio(file('noise.wav'), 'wav'))
    expect(error.status).toBe(400)
    expect(error.message).toMatch(/^could not be read as audio; it may be damaged/)
  })

  it('refuses files that are not the audio they were sniffed as', async () => {
    await fixtures.polyglot(file('fake.mp3'))
    await fixtures.jpegWithGps(file('photo.ogg'))
    for (const [name, format] of [
      ['fake.mp3', 'mp3'],
      ['photo.ogg', 'ogg'],
    ] as const) {
      const error = await rejection(processAudio(file(name), format))
      expect({ name, status: error.status, message: error.message }).toEqual({
        name,
        status: 400,
        message: 'could not be read as audio; it may be damaged',
      })
    }
  })
})
