import { parseArgs } from 'node:util'
import cliProgress from 'cli-progress'
import { ConfigError, databaseEnvSchema, databaseOptions, mediaEnvSchema, parseEnv } from '../config'
import { createMediaProcessor } from '../media/processing'
import { mediaStoreFromEnv } from '../media/store'
import { seedDemoMedia } from './seed-media'
import { openDatabase } from './client'
import {
  DEFAULT_SEED_TALENTS,
  DEMO_PASSWORD,
  DEMO_RECRUITER_EMAIL,
  DEMO_TALENT_EMAIL,
  appendTalents,
  countTalents,
  resetData,
  seedIfEmpty,
  type SeedProgress,
} from './seed'

const USAGE = `Usage: npm run seed -- [--talents N] [--reset]

Seeds an empty database (catalogue, demo accounts, N talents), or adds N more talents to a seeded one.

  --talents N   how many talents to add (default ${DEFAULT_SEED_TALENTS})
  --reset       delete all data first (TRUNCATE), then seed from scratch
  --help        show this help

The database comes from the environment: DATABASE_URL=postgres://… for PostgreSQL,
otherwise the embedded PGlite database in DATA_DIR (default ./data). A server start seeds an
empty database itself only in development, with \`npm start\`, or with SEED_DEMO_DATA=1.`

const MAX_TALENTS = 10_000_000

class UsageError extends Error {
  override name = 'UsageError'
}

function parseCli(argv: string[]): { talents: number; reset: boolean; help: boolean } {
  let values
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: {
        talents: { type: 'string', short: 'n' },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }))
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  const raw = (values.talents ?? String(DEFAULT_SEED_TALENTS)).replace(/[_,]/g, '')
  const talents = Number(raw)
  if (!/^\d+$/.test(raw) || talents > MAX_TALENTS) {
    throw new UsageError(`--talents must be a whole number from 0 to ${MAX_TALENTS}, got "${values.talents}"`)
  }
  return { talents, reset: values.reset ?? false, help: values.help ?? false }
}

/** One line for the terminal: errors here are expected (bad env, locked folder, no server), not bugs. */
function describeError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describeError(error.errors[0])
  if (error instanceof Error) {
    const code = 'code' in error && typeof error.code === 'string' ? ` (${error.code})` : ''
    const cause = error.cause instanceof Error && error.cause.message ? `: ${error.cause.message}` : ''
    return `${error.message || error.name}${code}${cause}`
  }
  return String(error)
}

function progressBar(): { onProgress: SeedProgress; stop(): void } {
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: 'Seeding talents {bar} {percentage}% | {value}/{total} | {duration_formatted} | ETA {eta_formatted}',
      hideCursor: true,
      clearOnComplete: true,
      etaBuffer: 20,
    },
    cliProgress.Presets.shades_classic,
  )
  let started = false
  return {
    onProgress(done, total) {
      if (!started) {
        bar.start(total, done)
        started = true
      } else {
        bar.update(done)
      }
    },
    stop: () => bar.stop(),
  }
}

/** The demo talent's gallery and voice demo, into the store the server will read (ADR 021). */
async function seedMedia(db: Parameters<typeof seedDemoMedia>[0]): Promise<void> {
  const store = mediaStoreFromEnv({ ...parseEnv(databaseEnvSchema), ...parseEnv(mediaEnvSchema) })
  const processor = createMediaProcessor()
  try {
    await seedDemoMedia(db, { store, processor })
  } finally {
    await processor.close()
    await store.close()
  }
}

async function main(): Promise<number> {
  const args = parseCli(process.argv.slice(2))
  if (args.help) {
    console.log(USAGE)
    return 0
  }
  const options = databaseOptions(parseEnv(databaseEnvSchema))
  const startedAt = performance.now()
  const handle = await openDatabase(options, { warn: (message) => console.error(message) })
  const progress = progressBar()
  try {
    if (args.reset) await resetData(handle.db)
    const seeded = await seedIfEmpty(handle.db, { talents: args.talents, onProgress: progress.onProgress })
    if (seeded) await seedMedia(handle.db)
    const result = seeded
      ? { talentsAdded: args.talents, totalTalents: await countTalents(handle.db) }
      : await appendTalents(handle.db, { count: args.talents, onProgress: progress.onProgress })
    progress.stop()
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1)
    const verb = seeded ? 'Seeded' : 'Added'
    console.log(
      `${verb} ${result.talentsAdded.toLocaleString('en')} talents (${result.totalTalents.toLocaleString('en')} in total) ` +
        `into ${handle.describe} in ${seconds} s.${seeded ? ` Demo logins: ${DEMO_TALENT_EMAIL}, ${DEMO_RECRUITER_EMAIL} (password ${DEMO_PASSWORD}).` : ''}`,
    )
    return 0
  } finally {
    progress.stop()
    await handle.close()
  }
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    const prefix = error instanceof UsageError ? '' : error instanceof ConfigError ? '' : 'Seed failed: '
    console.error(`${prefix}${describeError(error)}`)
    if (error instanceof UsageError) console.error('Run with --help for usage.')
    process.exitCode = 1
  },
)
