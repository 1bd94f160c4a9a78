/**
 * A photo's served forms (ADR 021): the PHOTO_VARIANTS widths and a ThumbHash placeholder, all from one
 * decode. sharp writes no metadata unless asked, and nothing here asks (no withMetadata, keepExif or
 * withIccProfile), so EXIF, GPS, XMP and ICC never reach a variant; the variants are encoded from raw
 * pixels besides, which carry none.
 */
import sharp, { type SharpOptions } from 'sharp'
import { rgbaToThumbHash } from 'thumbhash'
import { MediaRejected, PHOTO_MAX_PIXELS, PHOTO_VARIANTS, type PhotoVariant, type ProcessedPhoto } from './types'

const WEBP_QUALITY = 78
const JPEG_QUALITY = 80
/** ThumbHash takes at most 100×100 pixels. */
const THUMBHASH_SIZE = 100
const LARGEST_WIDTH = Math.max(...PHOTO_VARIANTS.map((variant) => variant.width))
/** What the sniffer lets through; sharp reads more (SVG, GIF, HEIF, TIFF), which must not slip in here. */
const PHOTO_DECODERS = new Set(['jpeg', 'png', 'webp'])

const INPUT: SharpOptions = {
  limitInputPixels: PHOTO_MAX_PIXELS,
  // A cut-off upload fails instead of showing a grey lower half; libjpeg's milder warnings (stray bytes
  // before a marker, common in phone photos) do not.
  failOn: 'truncated',
  sequentialRead: true,
}

type RawInput = { raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 } }

export async function processPhoto(inputPath: string): Promise<ProcessedPhoto> {
  // The header only, with no limit (which would fail it before its size could be named): a bomb's
  // claimed size is refused before a pixel of it is decoded.
  const header = await sharp(inputPath, { ...INPUT, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable()
    })
  if (!PHOTO_DECODERS.has(header.format)) throw unreadable()
  if (header.width * header.height > PHOTO_MAX_PIXELS) throw tooLarge(header.width, header.height)

  try {
    // One decode, to at most the largest width (a JPEG shrinks on load, so a 12 MP photo decodes at half
    // size); every variant and the placeholder are resized from these pixels.
    const { data, info } = await sharp(inputPath, INPUT)
      .autoOrient()
      .resize({ width: LARGEST_WIDTH, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true })
    const pixels: RawInput = { raw: { width: info.width, height: info.height, channels: info.channels } }
    const [placeholder, ...variants] = await Promise.all([
      thumbHash(data, pixels),
      ...PHOTO_VARIANTS.map((variant) => encodeVariant(data, pixels, variant)),
    ])
    return { width: header.autoOrient.width, height: header.autoOrient.height, placeholder, variants }
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooLarge(header.width, header.height)
    throw unreadable()
  }
}

async function encodeVariant(
  pixels: Buffer,
  input: RawInput,
  variant: (typeof PHOTO_VARIANTS)[number],
): Promise<PhotoVariant> {
  const resized = sharp(pixels, input).resize({ width: variant.width, withoutEnlargement: true })
  const encoded =
    variant.format === 'webp'
      ? resized.webp({ quality: WEBP_QUALITY })
      : resized.flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
  // A Uint8Array on an ArrayBuffer of its own, which the worker can move to the main thread.
  const { data, info } = await encoded.toUint8Array()
  return { name: variant.name, contentType: variant.contentType, width: info.width, height: info.height, bytes: data }
}

async function thumbHash(pixels: Buffer, input: RawInput): Promise<string> {
  const { data, info } = await sharp(pixels, input)
    .resize(THUMBHASH_SIZE, THUMBHASH_SIZE, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64')
}

function unreadable() {
  return new MediaRejected(400, 'could not be read as an image; it may be damaged or not really a photo')
}

function tooLarge(width: number, height: number) {
  const megapixels = Math.round((width * height) / 1_000_000)
  return new MediaRejected(
    400,
    `is too large: ${width}×${height} pixels is ${megapixels} megapixels, and a photo may have at most ` +
      `${PHOTO_MAX_PIXELS / 1_000_000}. Resize it and upload it again.`,
  )
}
