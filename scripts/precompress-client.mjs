// Writes a brotli (.br) and a gzip (.gz) copy beside each text file in build/client, after `remix vite:build`,
// for server/static-files.ts to serve by the request's Accept-Encoding. Compressing once here costs the
// server nothing per request, so both use their best levels, and files of any size go compressed (the
// response compressor leaves bodies under 14 kB alone: server/compression.ts).
// A copy that would not be smaller than its file (a 1-byte empty route module) is not written.
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

/** build/client, or the folder named on the command line (the tests compress one of their own). */
const CLIENT_DIR = process.argv[2] ?? 'build/client'
const TEXT_EXTENSIONS = new Set(['.js', '.css', '.svg', '.json', '.txt', '.html', '.webmanifest', '.xml'])
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

function textFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return textFiles(file)
    return TEXT_EXTENSIONS.has(path.extname(entry.name)) ? [file] : []
  })
}

let original = 0
let brotliTotal = 0
let gzipTotal = 0
const files = textFiles(CLIENT_DIR)
await Promise.all(
  files.map(async (file) => {
    const bytes = await fs.promises.readFile(file)
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        },
      }),
      gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ])
    original += bytes.byteLength
    if (br.byteLength < bytes.byteLength) await fs.promises.writeFile(`${file}.br`, br)
    if (gz.byteLength < bytes.byteLength) await fs.promises.writeFile(`${file}.gz`, gz)
    brotliTotal += Math.min(br.byteLength, bytes.byteLength)
    gzipTotal += Math.min(gz.byteLength, bytes.byteLength)
  }),
)
const kB = (n) => `${(n / 1024).toFixed(0)} kB`
console.log(
  `precompressed ${files.length} files in ${CLIENT_DIR}: ${kB(original)} → ${kB(brotliTotal)} brotli, ${kB(gzipTotal)} gzip`,
)
