/**
 * What an upload is, decided by its bytes alone (ADR 021): the client's file name and Content-Type are
 * never asked. The messages name the file's kind without its name, which the caller puts first:
 * `"beach.heic" is a HEIC photo, which browsers cannot show; …`.
 */
import { open, type FileHandle } from 'node:fs/promises'
import { fileTypeFromBuffer } from 'file-type'
import type { AudioFormat, PhotoFormat, SniffResult } from './types'

const ACCEPTED = 'Upload a photo as JPEG, PNG or WebP, or a voice demo as MP3, WAV, M4A or OGG.'

/** file-type decides from the first 4100 bytes (its own sample size). */
const SAMPLE_BYTES = 4100

const PHOTOS: Record<string, PhotoFormat> = { jpg: 'jpeg', png: 'png', apng: 'png', webp: 'webp' }
/** Ogg holding Vorbis or Opus; Ogg FLAC and Speex are not among the decoders that run here. */
const AUDIO: Record<string, AudioFormat> = { mp3: 'mp3', wav: 'wav', m4a: 'm4a', m4b: 'm4a', ogg: 'ogg', opus: 'ogg' }

/** What a refused file is, for the kinds people are likely to pick by mistake. */
const KNOWN_KINDS: Record<string, string> = {
  gif: 'a GIF image',
  avif: 'an AVIF image',
  bmp: 'a BMP image',
  tif: 'a TIFF image',
  jxl: 'a JPEG XL image',
  ico: 'an icon',
  psd: 'a Photoshop document',
  pdf: 'a PDF document',
  zip: 'a ZIP archive',
  rar: 'a RAR archive',
  '7z': 'a 7-Zip archive',
  gz: 'a gzip archive',
  docx: 'a Word document',
  doc: 'a Word document',
  xlsx: 'an Excel spreadsheet',
  pptx: 'a PowerPoint presentation',
  flac: 'a FLAC audio file',
  aac: 'an AAC audio file',
  aif: 'an AIFF audio file',
  wma: 'a WMA audio file',
  amr: 'an AMR voice recording',
  oga: 'an Ogg FLAC audio file',
  spx: 'an Ogg Speex audio file',
  exe: 'a Windows program',
  xml: 'an XML file (an SVG drawing, perhaps)',
}

export async function sniffFile(path: string): Promise<SniffResult> {
  const handle = await open(path, 'r')
  try {
    const sample = new Uint8Array(SAMPLE_BYTES)
    const { bytesRead } = await handle.read(sample, 0, SAMPLE_BYTES, 0)
    if (bytesRead === 0) return { kind: 'unsupported', mime: null, message: `is empty (0 bytes). ${ACCEPTED}` }
    const type = await fileTypeFromBuffer(sample.subarray(0, bytesRead))
    if (!type) {
      return { kind: 'unsupported', mime: null, message: `is not a photo or audio file we can read. ${ACCEPTED}` }
    }
    const photo = PHOTOS[type.ext]
    if (photo) return { kind: 'photo', format: photo, mime: type.mime }
    const audio = AUDIO[type.ext]
    if (audio) return { kind: 'audio', format: audio, mime: audio === 'ogg' ? 'audio/ogg' : type.mime }
    // Recorders and converters often label an audio-only MP4 with a generic brand (isom, mp42), which
    // file-type calls video/mp4: what decides is whether the file holds a video track.
    if (type.mime === 'video/mp4' && (await holdsOnlySound(handle))) {
      return { kind: 'audio', format: 'm4a', mime: 'audio/mp4' }
    }
    return { kind: 'unsupported', mime: type.mime, message: refusal(type.ext, type.mime) }
  } finally {
    await handle.close()
  }
}

function refusal(ext: string, mime: string): string {
  if (ext === 'heic') {
    return (
      'is a HEIC photo, which browsers cannot show; export it as JPEG (on an iPhone: Settings › Camera › ' +
      'Formats › Most Compatible) and upload that'
    )
  }
  const kind =
    KNOWN_KINDS[ext] ??
    (mime.startsWith('video/')
      ? `a video (${ext})`
      : mime.startsWith('image/')
        ? `an image in ${ext.toUpperCase()} format`
        : mime.startsWith('audio/')
          ? `audio in ${ext.toUpperCase()} format`
          : `a file of type ${ext.toUpperCase()}`)
  return `is ${kind}. ${ACCEPTED}`
}

/** Enough boxes for a real file; a file of a million empty boxes is not walked to its end. */
const MAX_BOXES = 4096

/**
 * Whether every track of an ISO BMFF file is sound: the handler types of moov › trak › mdia › hdlr
 * (ISO/IEC 14496-12), read box header by box header. The moov may come after the media data.
 */
async function holdsOnlySound(handle: FileHandle): Promise<boolean> {
  const { size } = await handle.stat()
  const header = new Uint8Array(16)
  const view = new DataView(header.buffer)
  let boxesRead = 0

  async function boxesIn(start: number, end: number, wanted: string): Promise<Array<[number, number]>> {
    const found: Array<[number, number]> = []
    let offset = start
    while (offset + 8 <= end && boxesRead++ < MAX_BOXES) {
      const { bytesRead } = await handle.read(header, 0, 16, offset)
      if (bytesRead < 8) break
      let boxSize = view.getUint32(0)
      let headerSize = 8
      if (boxSize === 1 && bytesRead === 16) {
        boxSize = Number(view.getBigUint64(8))
        headerSize = 16
      } else if (boxSize === 0) {
        boxSize = end - offset
      }
      if (boxSize < headerSize || offset + boxSize > end) break
      if (String.fromCharCode(...header.subarray(4, 8)) === wanted) found.push([offset + headerSize, offset + boxSize])
      offset += boxSize
    }
    return found
  }

  const handlers: string[] = []
  const [moov] = await boxesIn(0, size, 'moov')
  if (!moov) return false
  for (const trak of await boxesIn(...moov, 'trak')) {
    for (const mdia of await boxesIn(...trak, 'mdia')) {
      for (const [hdlrStart] of await boxesIn(...mdia, 'hdlr')) {
        // version and flags (4 bytes), pre_defined (4), then handler_type.
        const { bytesRead } = await handle.read(header, 0, 4, hdlrStart + 8)
        if (bytesRead === 4) handlers.push(String.fromCharCode(...header.subarray(0, 4)))
      }
    }
  }
  return handlers.length > 0 && handlers.every((handler) => handler === 'soun')
}
