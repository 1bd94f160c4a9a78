// Photo processing (ADR 021) against its budgets, on a generated 12 MP JPEG:
// (a) the time from the file on disk to every variant ready, through createMediaProcessor (sniff, then
//     the worker pool), one upload at a time;
// (b) bare sharp doing the same resizes in this thread, for scale: the faster of one decode cloned into
//     each output, and one decode to 1280 px raw pixels that every output is resized from (what
//     api/media/photo.ts does); the three take turns run by run;
// (c) the main thread's event-loop delay while 8 uploads of that file process at once.
// The project's TypeScript is loaded through tsx, as Vitest does; its workers start with `--import tsx`.
//
// Usage: node bench/media.mjs [--runs 15] [--megapixels 12] [--uploads 8] [--workers 2]
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import sharp from 'sharp'
import { register } from 'tsx/esm/api'
import { percentile } from './lib.mjs'

// libvips' settings are per process: the media workers set these (api/media/processing-worker.ts), and
// bare sharp in this thread runs with the same.
sharp.concurrency(1)
sharp.cache(false)

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '15' },
    megapixels: { type: 'string', default: '12' },
    uploads: { type: 'string', default: '8' },
    workers: { type: 'string', default: process.env.MEDIA_WORKERS ?? '2' },
  },
})
const runs = Number(values.runs)
const uploads = Number(values.uploads)
const BUDGETS = { p95Ms: 1500, ratio: 1.3, loopP99Ms: 30 }

register()
const { createMediaProcessor } = await import('../api/media/processing.ts')
const { largeJpeg } = await import('../api/media/media-fixtures.ts')
const { PHOTO_VARIANTS } = await import('../api/media/types.ts')

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'castline-media-bench-'))
const photo = path.join(dir, 'photo.jpg')

/**
 * Milliseconds of each method's `runs` sequential runs, ascending, after `warmUp` untimed rounds. The
 * methods take turns within each round, so that other load on the machine falls on all of them alike.
 */
async function timeInTurns(methods, { warmUp = 2 } = {}) {
  const times = Object.fromEntries(Object.keys(methods).map((name) => [name, []]))
  for (let round = 0; round < warmUp + runs; round++) {
    for (const [name, run] of Object.entries(methods)) {
      const started = performance.now()
      await run()
      if (round >= warmUp) times[name].push(performance.now() - started)
    }
  }
  return Object.fromEntries(Object.entries(times).map(([name, list]) => [name, list.sort((a, b) => a - b)]))
}

const summary = (times) => ({ p50: percentile(times, 0.5), p95: percentile(times, 0.95) })
const ms = (value) => `${value.toFixed(0)} ms`
const verdict = (ok) => (ok ? 'pass' : 'FAIL')

const encoders = {
  webp: (pipeline) => pipeline.webp({ quality: 78 }),
  jpeg: (pipeline) => pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }),
}

/** One pipeline from the file, cloned for each output (each clone decodes, shrinking on load). */
function bareSharpClones() {
  const source = sharp(photo, { sequentialRead: true }).autoOrient()
  return Promise.all([
    ...PHOTO_VARIANTS.map((variant) =>
      encoders[variant.format](source.clone().resize({ width: variant.width, withoutEnlargement: true })).toBuffer(),
    ),
    source.clone().resize(100, 100, { fit: 'inside' }).ensureAlpha().raw().toBuffer(),
  ])
}

/** One decode to raw pixels at the largest width, every output resized from them. */
async function bareSharpRaw() {
  const { data, info } = await sharp(photo, { sequentialRead: true })
    .autoOrient()
    .resize({ width: 1280, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } }
  return Promise.all([
    ...PHOTO_VARIANTS.map((variant) =>
      encoders[variant.format](sharp(data, raw).resize({ width: variant.width, withoutEnlargement: true })).toBuffer(),
    ),
    sharp(data, raw).resize(100, 100, { fit: 'inside' }).ensureAlpha().raw().toBuffer(),
  ])
}

try {
  await largeJpeg(photo, Number(values.megapixels))
  const { width, height } = await sharp(photo).metadata()
  console.log(
    `${width}×${height} JPEG (${(fs.statSync(photo).size / 1e6).toFixed(1)} MB), ${os.availableParallelism()} CPUs, ` +
      `${values.workers} media workers, ${runs} runs each in turns, sharp ${sharp.versions.sharp}, libvips ` +
      `concurrency ${sharp.concurrency()}, load average ${os.loadavg()[0].toFixed(1)}`,
  )

  const processor = createMediaProcessor({ threads: Number(values.workers) })
  try {
    // (a) Sniff and process, as the upload route does; the warm-up starts the workers.
    const upload = async () => {
      await processor.sniff(photo)
      return processor.photo(photo)
    }
    const times = await timeInTurns({ clones: bareSharpClones, raw: bareSharpRaw, pooled: upload })
    const [clones, raw, pooled] = [times.clones, times.raw, times.pooled].map(summary)
    const bare =
      raw.p50 <= clones.p50 ? { ...raw, how: 'one decode to 1280 px raw' } : { ...clones, how: 'cloned pipeline' }

    // (c) Event-loop delay of the main thread while the uploads process at once.
    const delay = monitorEventLoopDelay({ resolution: 1 })
    delay.enable()
    const started = performance.now()
    await Promise.all(Array.from({ length: uploads }, upload))
    const wall = performance.now() - started
    delay.disable()
    const loopP99 = delay.percentile(99) / 1e6
    const loopMax = delay.max / 1e6

    const ratio = pooled.p50 / bare.p50
    console.table({
      'bare sharp, cloned pipeline': { 'p50 ms': +clones.p50.toFixed(1), 'p95 ms': +clones.p95.toFixed(1) },
      'bare sharp, one decode to raw': { 'p50 ms': +raw.p50.toFixed(1), 'p95 ms': +raw.p95.toFixed(1) },
      'createMediaProcessor (sniff + photo)': { 'p50 ms': +pooled.p50.toFixed(1), 'p95 ms': +pooled.p95.toFixed(1) },
    })
    const checks = [
      [
        `(a) every variant ready: p50 ${ms(pooled.p50)}, p95 ${ms(pooled.p95)}`,
        `p95 ≤ ${BUDGETS.p95Ms} ms`,
        pooled.p95 <= BUDGETS.p95Ms,
      ],
      [
        `(b) processor p50 / bare sharp p50 (${bare.how}, ${ms(bare.p50)}): ${ratio.toFixed(2)}×`,
        `≤ ${BUDGETS.ratio}×`,
        ratio <= BUDGETS.ratio,
      ],
      [
        `(c) event-loop delay while ${uploads} uploads process at once: p99 ${loopP99.toFixed(1)} ms ` +
          `(max ${loopMax.toFixed(1)} ms); all ${uploads} ready in ${ms(wall)}`,
        `p99 ≤ ${BUDGETS.loopP99Ms} ms`,
        loopP99 <= BUDGETS.loopP99Ms,
      ],
    ]
    for (const [figure, budget, ok] of checks) console.log(`${figure}  [budget ${budget}: ${verdict(ok)}]`)
    process.exitCode = checks.every(([, , ok]) => ok) ? 0 : 1
  } finally {
    await processor.close()
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true })
}
