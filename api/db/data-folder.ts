/**
 * The embedded database's data folder (DATA_DIR) before PGlite touches it (ADR 016): one process at a time,
 * a lock taken over at once when its owner is dead, and a database created only where there is none.
 * Anything else is refused with a message that names the problem, and the folder is left as it was.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import lockfile from 'proper-lockfile'
import { z } from 'zod'
import { ConfigError } from '../config-error'

/** A data folder the operator must look at; server.ts prints the message as its one line. */
export class DataFolderError extends ConfigError {
  override name = 'DataFolderError'
}

export interface DataFolderNotices {
  warn?(message: string): void
}

export interface OpenedDataFolder {
  /** PGlite's own folder inside DATA_DIR. */
  pgdata: string
  /** True when pgdata was absent or empty: PGlite creates a database there. */
  isNew: boolean
  release(): Promise<void>
}

const LOCK_NAME = 'pglite.lock'
const OWNER_FILE = 'owner.json'
/** A lock its owner stops refreshing goes stale after this long: the fallback when the owner can't be checked. */
const LOCK_STALE_MS = 15_000
const LOCK_UPDATE_MS = 5_000
/** What PostgreSQL cannot start without; the first one missing names the damage. */
const REQUIRED_ENTRIES = ['PG_VERSION', 'global/pg_control', 'base', 'pg_wal', 'pg_xact']

/**
 * Locks DATA_DIR for this process and checks its pgdata folder: absent or empty (a new database), or a
 * whole database this process may write. Throws DataFolderError otherwise.
 */
export async function openDataFolder(dataDir: string, notices: DataFolderNotices = {}): Promise<OpenedDataFolder> {
  createFolder(dataDir)
  const release = await lockDataFolder(dataDir, notices)
  try {
    const pgdata = path.join(dataDir, 'pgdata')
    const isNew = inspectPgdata(pgdata)
    if (!isNew) requireWritable(dataDir, pgdata)
    return { pgdata, isNew, release }
  } catch (error) {
    await release()
    throw error
  }
}

/** The message for a database PGlite could not start on: its files, not the folder, are the problem. */
export function unreadableDatabase(pgdata: string, error: unknown): DataFolderError {
  const reason = (error instanceof Error ? error.message || error.name : String(error)).split('\n')[0]
  return new DataFolderError(
    `The database in ${pgdata} could not be opened: its files are damaged or were written by another ` +
      `version (${reason}). ${LEAVE_AS_IS}`,
  )
}

const LEAVE_AS_IS =
  'No new database was created over it and nothing in it was changed. Restore the folder from a backup; ' +
  'to start again with an empty database instead, move it away first.'

function createFolder(dataDir: string) {
  try {
    fs.mkdirSync(dataDir, { recursive: true })
  } catch (error) {
    throw new DataFolderError(
      `Cannot create the data folder ${dataDir} (${describeFsError(error)}): create it, writable by ` +
        `${currentUser()}, or set DATA_DIR to a folder this process may write.`,
    )
  }
}

/** true when pgdata is absent or empty; throws when it holds something that is not a whole database. */
function inspectPgdata(pgdata: string): boolean {
  let entries: string[]
  try {
    entries = fs.readdirSync(pgdata)
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return true
    throw new DataFolderError(`The database folder ${pgdata} cannot be read (${describeFsError(error)}).`)
  }
  if (entries.length === 0) return true
  const missing = REQUIRED_ENTRIES.find((entry) => !fs.existsSync(path.join(pgdata, entry)))
  if (missing) throw new DataFolderError(`The database in ${pgdata} is damaged: ${missing} is missing. ${LEAVE_AS_IS}`)
  return false
}

/** Root may write anything (but a read-only mount); anyone else may meet a file of another user. */
function requireWritable(dataDir: string, pgdata: string) {
  for (const entry of ['', ...fs.readdirSync(pgdata, { recursive: true, encoding: 'utf8' })]) {
    const target = path.join(pgdata, entry)
    try {
      fs.accessSync(target, fs.constants.W_OK)
    } catch (error) {
      throw readOnly(dataDir, path.relative(dataDir, target), error)
    }
  }
}

function readOnly(dataDir: string, entry: string, error: unknown): DataFolderError {
  return new DataFolderError(
    `The data folder ${dataDir} is read-only for this process (${errorCode(error) ?? 'error'} writing ${entry}): ` +
      `make it writable by ${currentUser()}, or set DATA_DIR to a writable folder. Nothing was changed.`,
  )
}

// The lock: proper-lockfile's folder (mkdir is atomic, and its mtime is refreshed while the owner lives),
// with a record of its owner inside, so a restart can tell a crashed owner from a live one at once.

const ownerSchema = z.object({
  pid: z.number().int().positive(),
  hostname: z.string(),
  /** Linux: the kernel's boot id and the process's start time, so a reused pid is not taken for the owner. */
  bootId: z.string().optional(),
  startTime: z.string().optional(),
})
type LockOwner = z.infer<typeof ownerSchema>

/** Locks held by this process: a second open of the same folder here must not take for a crash. */
const heldHere = new Set<string>()

/** proper-lockfile's file system, with the owner record written inside the lock before anyone can see it as taken. */
const lockFs = {
  ...fs,
  mkdir(lockPath: string, callback: (error: NodeJS.ErrnoException | null) => void) {
    fs.mkdir(lockPath, (error) => {
      if (error) return callback(error)
      fs.writeFile(path.join(lockPath, OWNER_FILE), JSON.stringify(thisProcess()), (writeError) => {
        if (!writeError) return callback(null)
        fs.rm(lockPath, { recursive: true, force: true }, () => callback(writeError))
      })
    })
  },
  rmdir(lockPath: string, callback: (error: NodeJS.ErrnoException | null) => void) {
    fs.rm(lockPath, { recursive: true, force: true }, callback)
  },
  rmdirSync(lockPath: string) {
    fs.rmSync(lockPath, { recursive: true, force: true })
  },
}

async function lockDataFolder(dataDir: string, notices: DataFolderNotices): Promise<() => Promise<void>> {
  const lockPath = path.join(dataDir, LOCK_NAME)
  let tookOverFrom: LockOwner | null = null
  // A dead owner's lock is removed and taken; another process may be doing the same at that moment.
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const release = await lockfile.lock(dataDir, {
        lockfilePath: lockPath,
        stale: LOCK_STALE_MS,
        update: LOCK_UPDATE_MS,
        realpath: false,
        fs: lockFs,
      })
      heldHere.add(lockPath)
      if (tookOverFrom) {
        notices.warn?.(
          `Took over the data folder ${dataDir} from process ${tookOverFrom.pid}, which stopped without releasing it`,
        )
      }
      return async () => {
        heldHere.delete(lockPath)
        await release()
      }
    } catch (error) {
      if (errorCode(error) !== 'ELOCKED') throw lockFailure(dataDir, error)
      const owner = readOwner(lockPath)
      const state = owner ? ownerState(owner, lockPath) : 'unknown'
      if (!owner || state === 'unknown') throw lockedByUncheckable(dataDir, owner)
      if (state === 'alive') {
        throw new DataFolderError(
          `The data folder ${dataDir} is in use by process ${owner.pid} on this machine: stop it first, or give ` +
            'this server its own DATA_DIR (the embedded database serves one process; several nodes share ' +
            'PostgreSQL through DATABASE_URL).',
        )
      }
      removeLockOf(lockPath, owner)
      tookOverFrom = owner
    }
  }
  throw new DataFolderError(`The data folder ${dataDir} is being opened by another process right now; try again.`)
}

function lockFailure(dataDir: string, error: unknown): DataFolderError {
  const code = errorCode(error)
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return readOnly(dataDir, LOCK_NAME, error)
  return new DataFolderError(`Cannot lock the data folder ${dataDir} (${describeFsError(error)}).`)
}

function lockedByUncheckable(dataDir: string, owner: LockOwner | null): DataFolderError {
  const who = owner
    ? `process ${owner.pid} on ${owner.hostname}, which this machine cannot check`
    : 'a process that left no record of itself'
  return new DataFolderError(
    `The data folder ${dataDir} is locked by ${who}. If that process has stopped, its lock goes stale ` +
      `${LOCK_STALE_MS / 1000} s after its last update: start again then. If it still runs, stop it first.`,
  )
}

function readOwner(lockPath: string): LockOwner | null {
  try {
    return ownerSchema.parse(JSON.parse(fs.readFileSync(path.join(lockPath, OWNER_FILE), 'utf8')))
  } catch {
    return null
  }
}

/** Removes the lock only if it is still the dead owner's: another process may have taken it over since. */
function removeLockOf(lockPath: string, owner: LockOwner) {
  const current = readOwner(lockPath)
  if (current && JSON.stringify(current) === JSON.stringify(owner))
    fs.rmSync(lockPath, { recursive: true, force: true })
}

function thisProcess(): LockOwner {
  return { pid: process.pid, hostname: os.hostname(), bootId: bootId(), startTime: processStat(process.pid)?.startTime }
}

/** alive, dead, or unknown (another machine, whose processes this one cannot see). */
function ownerState(owner: LockOwner, lockPath: string): 'alive' | 'dead' | 'unknown' {
  if (owner.hostname !== os.hostname()) return 'unknown'
  const currentBoot = bootId()
  if (owner.bootId && currentBoot && owner.bootId !== currentBoot) return 'dead'
  // The same pid as ours: this process, or one before it that had our pid (a container restarted).
  if (owner.pid === process.pid) return heldHere.has(lockPath) ? 'alive' : 'dead'
  try {
    process.kill(owner.pid, 0)
  } catch (error) {
    // EPERM: it exists, as another user.
    if (errorCode(error) !== 'EPERM') return 'dead'
  }
  const stat = processStat(owner.pid)
  if (!stat) return 'alive'
  // A zombie has exited; a different start time is a new process that reuses the pid.
  if (stat.state === 'Z' || (owner.startTime && stat.startTime !== owner.startTime)) return 'dead'
  return 'alive'
}

/** Linux only; undefined elsewhere, where the pid alone decides. */
function bootId(): string | undefined {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()
  } catch {
    return undefined
  }
}

/** State and start time (clock ticks since boot) from /proc/<pid>/stat: https://man7.org/linux/man-pages/man5/proc_pid_stat.5.html */
function processStat(pid: number): { state: string; startTime: string } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name, in parentheses, may hold spaces: fields are counted after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const [state, startTime] = [fields[0], fields[19]]
    return state && startTime ? { state, startTime } : undefined
  } catch {
    return undefined
  }
}

function currentUser(): string {
  const uid = process.getuid?.()
  try {
    return `user ${os.userInfo().username}${uid === undefined ? '' : ` (uid ${uid})`}`
  } catch {
    return uid === undefined ? 'this user' : `uid ${uid}`
  }
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined
}

function describeFsError(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''
}
