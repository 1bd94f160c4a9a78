/**
 * A voice demo's served form (ADR 021): the upload decoded to PCM and encoded again as an MP3 that
 * carries no tags (no ID3, iTunes atoms or Vorbis comments survive), with its length and waveform peaks.
 *
 * What is checked, in order:
 * - WAV: the RIFF structure (checkWavStructure). Any bytes after a 44-byte header decode as PCM "noise",
 *   so the header has to agree with the file: RIFF size = file length (a pad byte either way), chunks
 *   that tile the RIFF body exactly, a `fmt ` of a kind we decode whose byte rate and block size follow
 *   from its channels, rate and bits, and a non-empty `data` chunk, after the `fmt `, a whole number of
 *   blocks long. A truncated, padded or spliced file is refused as damaged.
 * - music-metadata must parse the container and find it the kind the bytes were sniffed as; the duration
 *   that a WAV, Ogg or MP4 container states refuses a long demo before any decoding.
 * - Decoding (audio-decode) is chunked and stops as soon as the samples pass 5 minutes, whatever the
 *   header said: 20 MB of low-bitrate Opus would be hours of PCM. It must yield samples.
 */
import { createReadStream } from 'node:fs'
import { open } from 'node:fs/promises'
import { decodeChunked } from 'audio-decode'
import { parseFile } from 'music-metadata'
import { createMp3Encoder } from 'wasm-media-encoders'
import { AUDIO_MAX_SECONDS, MediaRejected, WAVEFORM_PEAKS, type AudioFormat, type ProcessedAudio } from './types'

/** Encoders round a demo of exactly 5 minutes up by a frame or two; a minute and a second is too long. */
const LENGTH_LEEWAY_SECONDS = 0.5
/**
 * Constant bitrate: the encoder writes no Xing header, without which a player reckons a variable-bitrate
 * file's length from its first frame (a demo that opens quietly would show twice its length). 128 kbit/s
 * is transparent for voice.
 */
const MP3_BITRATE = 128
/** Sample rates LAME writes; any other is resampled by LAME to one of these. */
const MP3_SAMPLE_RATES = [8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000] as const
/** Frames per peak bin: fine enough for 200 slices of a short clip, small enough for 5 minutes at 48 kHz. */
const BIN_FRAMES = 64
const ENCODE_FRAMES = 1152 * 32
const READ_BYTES = 64 * 1024

/** The container names music-metadata gives each format. */
const CONTAINERS: Record<AudioFormat, (container: string) => boolean> = {
  mp3: (container) => container === 'MPEG',
  wav: (container) => container === 'WAVE',
  ogg: (container) => container === 'Ogg',
  // MP4 reports its brands (M4A/isom/mp42, …).
  m4a: (container) => !['MPEG', 'WAVE', 'Ogg', 'FLAC', 'AIFF', 'AIFF-C'].includes(container),
}

export async function processAudio(inputPath: string, format: AudioFormat): Promise<ProcessedAudio> {
  if (format === 'wav') await checkWavStructure(inputPath)
  const { format: container } = await parseFile(inputPath, { skipCovers: true }).catch(() => {
    throw unreadable()
  })
  if (!container.container || !CONTAINERS[format](container.container)) throw unreadable()
  // An MP3 states no length unless it has a Xing header; music-metadata's guess from the first frame's
  // bitrate is wrong for variable bitrates (twice the length for a demo that opens quietly). Decoding
  // counts the samples of every format anyway.
  const statedSeconds = format === 'mp3' ? undefined : container.duration
  if ((statedSeconds ?? 0) > AUDIO_MAX_SECONDS + LENGTH_LEEWAY_SECONDS) throw tooLong()

  const decoded = await decodeToMp3(inputPath, format === 'ogg' ? await oggCodec(inputPath) : format)
  return { durationSeconds: round3(decoded.frames / decoded.sampleRate), peaks: decoded.peaks, mp3: decoded.mp3 }
}

/** Decodes chunk by chunk, feeding the MP3 encoder and the peak bins, so no whole PCM copy is held. */
async function decodeToMp3(inputPath: string, codec: 'mp3' | 'wav' | 'm4a' | 'opus' | 'oga') {
  const encoder = await createMp3Encoder()
  let channels: 0 | 1 | 2 = 0
  let sampleRate = 0
  let frames = 0
  const bins: number[] = []
  let binPeak = 0
  let binFill = 0
  const encoded: Uint8Array[] = []

  try {
    for await (const chunk of decodeChunked(createReadStream(inputPath, { highWaterMark: READ_BYTES }), codec)) {
      const source = chunk.channelData
      const length = source[0]?.length ?? 0
      if (length === 0) continue
      if (channels === 0) {
        channels = source.length >= 2 ? 2 : 1
        sampleRate = chunk.sampleRate
        const outputSampleRate = MP3_SAMPLE_RATES.find((rate) => rate === sampleRate)
        encoder.configure({ channels, sampleRate, bitrate: MP3_BITRATE, outputSampleRate })
      }
      if (chunk.sampleRate !== sampleRate) throw unreadable()
      frames += length
      if (frames > (AUDIO_MAX_SECONDS + LENGTH_LEEWAY_SECONDS) * sampleRate) throw tooLong()

      const planes = toChannels(source, channels)
      for (let i = 0; i < length; i++) {
        let peak = 0
        for (const plane of planes) peak = Math.max(peak, Math.abs(plane[i] ?? 0))
        if (peak > binPeak) binPeak = peak
        if (++binFill === BIN_FRAMES) {
          bins.push(binPeak)
          binPeak = 0
          binFill = 0
        }
      }
      for (let start = 0; start < length; start += ENCODE_FRAMES) {
        // The encoder owns the bytes it returns until its next call: copy them.
        encoded.push(encoder.encode(planes.map((plane) => plane.subarray(start, start + ENCODE_FRAMES))).slice())
      }
    }
    encoded.push(encoder.finalize().slice())
  } catch (error) {
    if (error instanceof MediaRejected) throw error
    throw unreadable()
  }
  if (frames === 0) throw unreadable()
  if (binFill > 0) bins.push(binPeak)

  const mp3 = new Uint8Array(encoded.reduce((total, part) => total + part.byteLength, 0))
  let offset = 0
  for (const part of encoded) {
    mp3.set(part, offset)
    offset += part.byteLength
  }
  return { frames, sampleRate, peaks: slicePeaks(bins), mp3 }
}

/**
 * The channels the MP3 gets: mono stays mono, stereo stays stereo, more are cut to their front pair.
 * A decoder that starts a file as mono (a stereo MP3 whose first seconds are identical in both channels
 * is folded to one) and turns stereo later is followed: the missing channel is the first one again,
 * a second channel beyond a mono start is mixed in.
 */
function toChannels(source: Float32Array[], channels: number): Float32Array[] {
  const [first, second] = source
  if (!first) return []
  if (channels === 2) return [first, second ?? first]
  if (!second) return [first]
  const mixed = new Float32Array(first.length)
  for (let i = 0; i < first.length; i++) mixed[i] = ((first[i] ?? 0) + (second[i] ?? 0)) / 2
  return [mixed]
}

/** WAVEFORM_PEAKS equal slices of the bins, each its loudest, scaled so the loudest slice is 1. */
function slicePeaks(bins: number[]): number[] {
  const slices = Array.from({ length: WAVEFORM_PEAKS }, (_, i) => {
    const start = Math.floor((i * bins.length) / WAVEFORM_PEAKS)
    const end = Math.max(start + 1, Math.floor(((i + 1) * bins.length) / WAVEFORM_PEAKS))
    let peak = 0
    for (let bin = start; bin < end && bin < bins.length; bin++) peak = Math.max(peak, bins[bin] ?? 0)
    return peak
  })
  const loudest = Math.max(...slices)
  return slices.map((peak) => (loudest > 0 ? round3(peak / loudest) : 0))
}

/** Ogg holds Opus or Vorbis; the first page's packet says which (RFC 7845 §5.1: `OpusHead`). */
async function oggCodec(inputPath: string): Promise<'opus' | 'oga'> {
  const handle = await open(inputPath, 'r')
  try {
    const page = Buffer.alloc(64)
    const { bytesRead } = await handle.read(page, 0, page.length, 0)
    return page.subarray(0, bytesRead).includes('OpusHead') ? 'opus' : 'oga'
  } finally {
    await handle.close()
  }
}

const WAV_PCM = 1
const WAV_FLOAT = 3
const WAV_ALAW = 6
const WAV_MULAW = 7
const WAV_EXTENSIBLE = 0xfffe
const WAV_MAX_CHUNKS = 1000

/** The RIFF structure of a WAV file agrees with its length and its `fmt ` with itself (see the top). */
async function checkWavStructure(inputPath: string): Promise<void> {
  const handle = await open(inputPath, 'r')
  try {
    const { size } = await handle.stat()
    const header = Buffer.alloc(40)
    const read = async (length: number, position: number) => {
      const { bytesRead } = await handle.read(header, 0, length, position)
      if (bytesRead < length) throw damaged()
      return header.subarray(0, length)
    }

    const riff = await read(12, 0)
    if (riff.toString('latin1', 0, 4) !== 'RIFF' || riff.toString('latin1', 8, 12) !== 'WAVE') throw damaged()
    const riffEnd = 8 + riff.readUInt32LE(4)
    if (Math.abs(size - riffEnd) > 1) throw damaged()

    let blockAlign = 0
    let dataBytes = 0
    let offset = 12
    for (let chunks = 0; offset + 8 <= riffEnd; chunks++) {
      if (chunks === WAV_MAX_CHUNKS) throw damaged()
      const chunk = await read(8, offset)
      const id = chunk.toString('latin1', 0, 4)
      const chunkSize = chunk.readUInt32LE(4)
      const end = offset + 8 + chunkSize
      if (end > riffEnd + 1) throw damaged()
      if (id === 'fmt ') blockAlign = checkWavFormat(await read(Math.min(chunkSize, 40), offset + 8))
      if (id === 'data') {
        if (!blockAlign || dataBytes) throw damaged()
        dataBytes = chunkSize
        if (dataBytes === 0 || dataBytes % blockAlign !== 0) throw damaged()
      }
      offset = end + (chunkSize % 2)
    }
    if (!dataBytes || offset < riffEnd || offset > riffEnd + 1) throw damaged()
  } finally {
    await handle.close()
  }
}

/** The block size of a `fmt ` we decode, after checking that its numbers agree. */
function checkWavFormat(fmt: Buffer): number {
  if (fmt.length < 16) throw damaged()
  let tag = fmt.readUInt16LE(0)
  const channels = fmt.readUInt16LE(2)
  const sampleRate = fmt.readUInt32LE(4)
  const byteRate = fmt.readUInt32LE(8)
  const blockAlign = fmt.readUInt16LE(12)
  const bits = fmt.readUInt16LE(14)
  if (tag === WAV_EXTENSIBLE) {
    if (fmt.length < 40) throw damaged()
    // The SubFormat GUID starts with the format tag it stands for.
    tag = fmt.readUInt16LE(24)
  }
  const bitsOfTag: Record<number, number[]> = {
    [WAV_PCM]: [8, 16, 24, 32],
    [WAV_FLOAT]: [32, 64],
    [WAV_ALAW]: [8],
    [WAV_MULAW]: [8],
  }
  const allowedBits = bitsOfTag[tag]
  if (!allowedBits) {
    throw new MediaRejected(400, 'is a WAV file in an encoding we cannot read; export it as 16-bit PCM WAV or MP3')
  }
  if (!allowedBits.includes(bits) || channels < 1 || channels > 8) throw damaged()
  if (sampleRate < 8000 || sampleRate > 192_000) throw damaged()
  if (blockAlign !== (channels * bits) / 8 || byteRate !== sampleRate * blockAlign) throw damaged()
  return blockAlign
}

const round3 = (value: number) => Math.round(value * 1000) / 1000

function damaged() {
  return new MediaRejected(
    400,
    'could not be read as audio; it may be damaged (its WAV header does not match its data)',
  )
}

function unreadable() {
  return new MediaRejected(400, 'could not be read as audio; it may be damaged')
}

function tooLong() {
  return new MediaRejected(400, `is longer than ${AUDIO_MAX_SECONDS / 60} minutes; trim it and upload it again`)
}
