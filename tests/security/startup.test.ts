/**
 * Issue 17: a start seeds demo logins only when asked, and never replaces or silently takes over a data
 * folder (ADR 016). Real processes where the behaviour is the process's own: server.ts in production, a
 * live owner of a data folder that is then killed with SIGKILL, a server that may not write its folder.
 */
import { execFileSync, spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { createApi } from '../../api/app'
import { openDatabase } from '../../api/db/client'
import { apiEnvSchema, demoDataRequested, parseEnv } from '../../api/config'
import { users } from '../../api/db/schema'
import { DEMO_PASSWORD, DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { seedDemoDataOnStart } from '../../api/db/seed-on-start'
import { createTestDatabase } from '../setup/database'
import { silentLogger } from '../setup/logger'
import { freshBuild } from '../setup/fresh-build'

const SECRETS = {
  SESSION_SECRET: 'startup-test-session-secret-long-enough-000',
  JWT_SECRET: 'startup-test-jwt-secret-that-is-long-enough-0',
}

const scratch: string[] = []
const children = new Set<ReturnType<typeof startProcess>>()

afterAll(() => {
  for (const child of children) child.child.kill('SIGKILL')
  for (const dir of scratch) {
    fs.chmodSync(dir, 0o755)
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

/** A scratch folder another user may enter (mkdtemp makes it 0700). */
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'castline-startup-'))
  fs.chmodSync(dir, 0o755)
  scratch.push(dir)
  return dir
}

/** A data folder with a migrated database and no users, as a first start leaves it (the suite's template). */
async function migratedDataFolder(): Promise<string> {
  const dir = tempDir()
  const template = inject('pgliteTemplate')
  if (!template) {
    await (await openDatabase({ kind: 'pglite', dataDir: dir })).close()
    return dir
  }
  fs.mkdirSync(path.join(dir, 'pgdata'))
  execFileSync('tar', ['-xf', template, '-C', path.join(dir, 'pgdata')], { stdio: 'ignore' })
  return dir
}

/** Every file and folder under `dir`, with its mode and, for a file, a hash of its content. */
function snapshot(dir: string): Record<string, string> {
  const entries: Record<string, string> = {}
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const stat = fs.lstatSync(path.join(dir, name))
    const content = stat.isFile()
      ? crypto
          .createHash('sha256')
          .update(fs.readFileSync(path.join(dir, name)))
          .digest('hex')
      : 'folder'
    entries[name] = `${stat.mode.toString(8)} ${content}`
  }
  return entries
}

async function freePort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const address = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

/**
 * The server's entry point: build/server.js (what `npm start` runs) when `npm test` has just built it
 * (tests/setup/fresh-build.ts), a start of ~1 s; otherwise server.ts through tsx,
 * whose cold start (compiling the server's whole module graph) takes several seconds.
 */
const SERVER = freshBuild() ? 'build/server.js' : 'server.ts'

/** An entry point run by node (TypeScript through tsx), its output collected; `as` runs it as another user. */
function startProcess(args: string[], env: Record<string, string>, as?: { uid: number; gid: number }) {
  const loader = args[0]?.endsWith('.ts') ? ['--import', 'tsx'] : []
  const child = spawn(process.execPath, [...loader, ...args], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    uid: as?.uid,
    gid: as?.gid,
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const started = {
    child,
    exited,
    stdout: () => stdout,
    stderr: () => stderr,
    /** Resolves once stdout matches `pattern`, or the process has exited. */
    async until(pattern: RegExp, ms = 60_000) {
      const deadline = Date.now() + ms
      let gone = false
      void exited.then(() => (gone = true))
      while (!pattern.test(stdout) && !gone) {
        if (Date.now() > deadline) throw new Error(`no ${pattern} within ${ms} ms:\n${stdout}\n${stderr}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
  }
  children.add(started)
  return started
}

async function demoLoginStatuses(dataDir: string): Promise<number[]> {
  const database = await openDatabase({ kind: 'pglite', dataDir })
  try {
    const api = createApi({ db: database.db, logger: silentLogger, jwtSecrets: [SECRETS.JWT_SECRET] })
    const statuses: number[] = []
    for (const email of [DEMO_TALENT_EMAIL, DEMO_RECRUITER_EMAIL]) {
      const response = await api.request('/api/v1/app-user-authentication/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      })
      statuses.push(response.status)
    }
    return statuses
  } finally {
    await database.close()
  }
}

/** Started together before the tests (tsx's start-up dominates): the processes whose outcome the tests read. */
let production: ReturnType<typeof startProcess> & { dataDir: string }
let readOnly: ReturnType<typeof startProcess> & { dataDir: string; before: Record<string, string> }
let holder: ReturnType<typeof startProcess> & { dataDir: string }

beforeAll(async () => {
  const [productionDir, readOnlyDir, heldDir] = await Promise.all([
    migratedDataFolder(),
    migratedDataFolder(),
    migratedDataFolder(),
  ])
  const [productionPort, readOnlyPort] = await Promise.all([freePort(), freePort()])
  production = Object.assign(
    startProcess([SERVER], {
      ...SECRETS,
      NODE_ENV: 'production',
      DATA_DIR: productionDir,
      PORT: String(productionPort),
      LOG_LEVEL: 'info',
    }),
    { dataDir: productionDir },
  )

  fs.chmodSync(readOnlyDir, 0o555)
  const before = snapshot(readOnlyDir)
  // Root may write anywhere: then the server runs as nobody, who may read the folder but not write it.
  const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : undefined
  readOnly = Object.assign(
    startProcess(
      [SERVER],
      { ...SECRETS, NODE_ENV: 'production', DATA_DIR: readOnlyDir, PORT: String(readOnlyPort) },
      asNobody,
    ),
    { dataDir: readOnlyDir, before },
  )

  holder = Object.assign(startProcess(['tests/setup/hold-data-folder.ts', heldDir], {}), { dataDir: heldDir })
})

describe('demo data only when asked', () => {
  // A cold tsx start of server.ts takes a few seconds (build/server.js, about one); the cap is for a machine under load.
  it(
    'a production start on an empty database seeds no demo login and says how to seed',
    { timeout: 120_000 },
    async () => {
      // The decision about demo data comes right after the database opens (serving pages needs a build).
      await production.until(/demo data/, 110_000)
      await production.kill()
      expect(await demoLoginStatuses(production.dataDir)).toEqual([401, 401])
      expect(production.stdout()).toContain('npm run seed')
      expect(production.stdout()).toContain('SEED_DEMO_DATA=1')
    },
  )

  it.each([
    ['production', {}, false],
    ['production', { SEED_DEMO_DATA: '1' }, true],
    ['production', { SEED_DEMO_DATA: '' }, false],
    ['development', {}, true],
    ['development', { SEED_DEMO_DATA: '0' }, false],
    ['test', {}, false],
  ] as const)('NODE_ENV=%s with %o seeds demo data: %s', (nodeEnv, variables, seeds) => {
    expect(demoDataRequested(parseEnv(apiEnvSchema, { NODE_ENV: nodeEnv, ...variables }))).toBe(seeds)
  })

  it('without being asked, a start on an empty database seeds nothing and says how to seed', async () => {
    const database = await createTestDatabase()
    try {
      const log = { info: vi.fn(), warn: vi.fn() }
      expect(await seedDemoDataOnStart(database.db, { requested: false, log })).toBe('empty')
      expect(await database.db.select().from(users)).toEqual([])
      expect(log.warn).toHaveBeenCalledWith(
        'the database is empty and no demo data was seeded: add it with `npm run seed`, or start once with SEED_DEMO_DATA=1',
      )
    } finally {
      await database.close()
    }
  })
})

describe('a data folder is never silently replaced', () => {
  it('a database whose PG_VERSION is gone is refused with a message naming it, and left as it was', async () => {
    const dataDir = await migratedDataFolder()
    const pgdata = path.join(dataDir, 'pgdata')
    fs.rmSync(path.join(pgdata, 'PG_VERSION'))
    const before = snapshot(dataDir)
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
      `The database in ${pgdata} is damaged: PG_VERSION is missing.`,
    )
    expect(snapshot(dataDir)).toEqual(before)
  })

  it('a database missing one of its files is refused with a message naming it, and left as it was', async () => {
    const dataDir = await migratedDataFolder()
    const pgdata = path.join(dataDir, 'pgdata')
    fs.rmSync(path.join(pgdata, 'global', 'pg_control'))
    const before = snapshot(dataDir)
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
      `The database in ${pgdata} is damaged: global/pg_control is missing.`,
    )
    expect(snapshot(dataDir)).toEqual(before)
  })

  it('a database whose files are corrupt is refused with a message naming the folder, and left as it was', async () => {
    const dataDir = await migratedDataFolder()
    const pgdata = path.join(dataDir, 'pgdata')
    fs.writeFileSync(path.join(pgdata, 'global', 'pg_control'), crypto.randomBytes(8192))
    const before = snapshot(dataDir)
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
      `The database in ${pgdata} could not be opened: its files are damaged or were written by another version`,
    )
    // PostgreSQL itself got this far: it clears the pid file that the template's image still held.
    const { 'pgdata/postmaster.pid': _pidFile, ...rest } = before
    expect(snapshot(dataDir)).toEqual(rest)
  })

  it('a data folder the server may not write is refused as read-only (one line), and left as it was', async () => {
    expect(await readOnly.exited).toBe(1)
    expect(readOnly.stderr()).toMatch(
      new RegExp(`^castline: The data folder ${readOnly.dataDir} is read-only for this process \\(EACCES[^\\n]*\\n$`),
    )
    expect(snapshot(readOnly.dataDir)).toEqual(readOnly.before)
  })
})

describe('the lock on a data folder', () => {
  it('a data folder held by a live process is refused, naming that process', async () => {
    await holder.until(/^locked$/m)
    await expect(openDatabase({ kind: 'pglite', dataDir: holder.dataDir })).rejects.toThrow(
      `The data folder ${holder.dataDir} is in use by process ${holder.child.pid} on this machine`,
    )
  })

  it('once that process is killed (SIGKILL), the folder opens at once: its lock is taken over', async () => {
    const pid = holder.child.pid
    await holder.kill()
    const started = performance.now()
    const notices: { message: string; ms: number }[] = []
    const database = await openDatabase(
      { kind: 'pglite', dataDir: holder.dataDir },
      { warn: (message: string) => notices.push({ message, ms: performance.now() - started }) },
    )
    await database.close()
    expect(notices.map((notice) => notice.message)).toEqual([
      `Took over the data folder ${holder.dataDir} from process ${pid}, which stopped without releasing it`,
    ])
    expect(notices[0]!.ms).toBeLessThan(2000)
  })
})
