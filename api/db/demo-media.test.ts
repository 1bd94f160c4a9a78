import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DEMO_VOICE_TITLE, demoPhotos, demoVoiceWav, type DemoPhoto } from './demo-media'

const SAMPLE_RATE = 22050
const look = { seed: 'aanya-kapoor-demo', gender: 'Female', ageGroup: '18-25' } as const
/** Drawn once for the file: the drawing takes about a second. */
let drawn: Promise<DemoPhoto[]> | undefined
const photosOfLook = () => (drawn ??= demoPhotos(look))

describe('demoPhotos', () => {
  it('draws four captioned JPEGs, headshot first: three 1600×2000 portraits and a 2000×1333 landscape', async () => {
    const photos = await photosOfLook()
    const sizes = await Promise.all(
      photos.map(async ({ bytes }) => {
        const { format, width, height } = await sharp(bytes).metadata()
        return { format, width, height }
      }),
    )
    expect(sizes).toEqual([
      { format: 'jpeg', width: 1600, height: 2000 },
      { format: 'jpeg', width: 1600, height: 2000 },
      { format: 'jpeg', width: 1600, height: 2000 },
      { format: 'jpeg', width: 2000, height: 1333 },
    ])
    expect(photos[0]?.caption).toMatch(/^Headshot/)
    for (const photo of photos) {
      expect(photo.fileName).toMatch(/^[a-z-]+\.jpg$/)
      expect(photo.caption).toMatch(/\(illustrative\)$/)
      expect(photo.alt).toMatch(/^Illustration, not a photograph: a woman/)
    }
    // Not a flat fill: a real picture has light and shade.
    const { channels } = await sharp(photos[0]?.bytes).stats()
    expect(channels[0]?.stdev).toBeGreaterThan(20)
  })

  it('draws the same bytes for the same seed, and other pictures for another', async () => {
    const [first, again, other] = await Promise.all([
      photosOfLook(),
      demoPhotos(look),
      demoPhotos({ ...look, seed: 'someone-else' }),
    ])
    expect(again.map((p) => p.bytes)).toEqual(first.map((p) => p.bytes))
    expect(other[0]?.bytes.equals(first[0]?.bytes ?? Buffer.alloc(0))).toBe(false)
  })
})

/** The WAV's header fields, read back. */
function header(wav: Buffer) {
  return {
    riff: wav.toString('ascii', 0, 4),
    riffSize: wav.readUInt32LE(4),
    wave: wav.toString('ascii', 8, 16),
    fmtSize: wav.readUInt32LE(16),
    pcm: wav.readUInt16LE(20),
    channels: wav.readUInt16LE(22),
    sampleRate: wav.readUInt32LE(24),
    byteRate: wav.readUInt32LE(28),
    blockAlign: wav.readUInt16LE(32),
    bits: wav.readUInt16LE(34),
    data: wav.toString('ascii', 36, 40),
    dataSize: wav.readUInt32LE(40),
  }
}

/** Root-mean-square level of each 50 ms window, on a 0-1 scale. */
function windowLevels(wav: Buffer): number[] {
  const samples = (wav.length - 44) / 2
  const window = Math.floor(SAMPLE_RATE / 20)
  const levels: number[] = []
  for (let start = 0; start + window <= samples; start += window) {
    let sum = 0
    for (let i = start; i < start + window; i++) sum += (wav.readInt16LE(44 + i * 2) / 32768) ** 2
    levels.push(Math.sqrt(sum / window))
  }
  return levels
}

describe('demoVoiceWav', () => {
  it('writes a 16-bit mono PCM WAV at 22,050 Hz whose sizes agree with its length', () => {
    const wav = demoVoiceWav(20)
    expect(header(wav)).toEqual({
      riff: 'RIFF',
      riffSize: wav.length - 8,
      wave: 'WAVEfmt ',
      fmtSize: 16,
      pcm: 1,
      channels: 1,
      sampleRate: SAMPLE_RATE,
      byteRate: SAMPLE_RATE * 2,
      blockAlign: 2,
      bits: 16,
      data: 'data',
      dataSize: wav.length - 44,
    })
    expect((wav.length - 44) / 2 / SAMPLE_RATE).toBe(20)
  })

  it('lasts the seconds asked for', () => {
    expect((demoVoiceWav(7.5).length - 44) / 2 / SAMPLE_RATE).toBe(7.5)
  })

  it('speaks in phrases: loud, with pauses, not one steady tone', () => {
    const levels = windowLevels(demoVoiceWav(20))
    const loudest = Math.max(...levels)
    expect(loudest).toBeGreaterThan(0.1)
    const speaking = levels.filter((level) => level > loudest * 0.3).length / levels.length
    const pausing = levels.filter((level) => level < loudest * 0.1).length / levels.length
    expect(speaking).toBeGreaterThan(0.3)
    expect(pausing).toBeGreaterThan(0.1)
  })

  it('is the same every time, and says what it is', () => {
    expect(demoVoiceWav(3).equals(demoVoiceWav(3))).toBe(true)
    expect(DEMO_VOICE_TITLE).toMatch(/illustrative, synthesised/)
  })
})
