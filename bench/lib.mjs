// Helpers shared by the benchmarks: start the production build on a scratch database.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import { SignJWT } from 'jose'
import pg from 'pg'

/** startServer's JWT_SECRET: a bench signs its own access tokens. */
const JWT_SECRET = 'jwt-bench-only-secret-that-is-long-enough-0000'

/**
 * An access token for a seeded user (REC000000 is the demo recruiter, TAL000001… the seeded talents), signed
 * with startServer's secret: narrowing searches are a signed-in user's (ADR 018), so a bench that times them
 * must sign in.
 */
export function benchAccessToken(USERID = 'REC000000', userType = 'recruiter') {
  return new SignJWT({ typ: userType, fam: crypto.randomUUID() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(USERID)
    .setAudience('castline-api')
    .setIssuer('castline')
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(new TextEncoder().encode(JWT_SECRET))
}

export async function startServer({ port = 3300, env = {}, dataDir } = {}) {
  if (!fs.existsSync('build/server.js')) throw new Error('No build: run `npm run build` first.')
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'castline-bench-'))
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_FLAGS ?? '--max-semi-space-size=64').split(' ').filter(Boolean), 'build/server.js'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // A scratch folder starts empty: seed it (a folder of bench/search.mjs --data-dir is seeded already).
        SEED_DEMO_DATA: '1',
        PORT: String(port),
        DATA_DIR: dir,
        SESSION_SECRET: 'bench-only-secret-that-is-long-enough-0000',
        JWT_SECRET,
        LOG_LEVEL: 'warn',
        // A benchmark is one address sending far more than any person: the per-IP limits would time 429s.
        READ_RATE_LIMIT_PER_IP: '1000000',
        WRITE_RATE_LIMIT_PER_IP: '1000000',
        CHAT_SEARCHES_PER_SECOND: '1000',
        CHAT_USER_EVENTS_PER_SECOND: '1000000',
        CHAT_GUEST_EVENTS_PER_ADDRESS_PER_SECOND: '1000000',
        CHAT_GUEST_SOCKETS_PER_ADDRESS: '1000000',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
  const url = `http://localhost:${port}`
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/healthz`)).ok) break
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    /**
     * CPU time the server process has used so far, in ms (user + system, all its threads), from
     * /proc/<pid>/stat; null where there is no /proc. A burst's CPU is steadier than its wall time on a
     * shared machine.
     */
    cpuMs() {
      try {
        const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ')
        // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
        return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
      } catch {
        return null
      }
    },
    async stop() {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
      if (!dataDir) fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A deterministic random source (mulberry32), so two runs of a bench time the same inputs. */
export function seededRandom(seed) {
  let state = Number(seed) >>> 0 || 1
  function random() {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return { random, pick: (items) => items[Math.floor(random() * items.length)], chance: (p) => random() < p }
}

/** The p-th percentile (0–1) of ascending samples, nearest rank. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]

/**
 * search_talent payloads as the chat's users send them, drawn from `source` (seededRandom): filter
 * combinations (aliases and lower case included), misspelt names from `names`, free-text words and
 * sentences. The chat and soak benches share it, so their figures time the same kinds of search.
 */
export function chatSearchInputs({ random, pick, chance }) {
  const TALENT_TYPES = ['Actor', 'Model', 'Voiceover Artist', 'Dancer', 'Content Creator', 'actor', 'dancer']
  const GENDERS = ['Male', 'Female', 'Non-binary', 'female']
  const AGE_GROUPS = ['0-12', '13-17', '18-25', '26-35', '36-45', '46-60', '60+']
  const PROJECT_TYPES = ['All Projects', 'Film', 'Web Series', 'TV Commercial', 'Music Video', 'Theatre']
  const CITIES = ['Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Hyderabad', 'Kolkata', 'Pune', 'bombay', 'Jaipur']
  const FREE_TEXT = ['kathak', 'runway', 'dubbing hindi', 'method acting', 'bharatanatyam', 'narration', 'hip-hop']
  const SENTENCES = [
    'female dancers in Mumbai for a music video',
    'male actors in Delhi',
    'voice artists for dubbing',
    'models in Bengaluru aged 18-25',
    'content creators in Pune',
  ]

  function randomFilters() {
    const filters = {}
    const fields = ['talentType', 'gender', 'location', 'ageGroup', 'projectType'].sort(() => random() - 0.5)
    for (const field of fields.slice(0, pick([1, 2, 2, 3, 3, 4]))) {
      if (field === 'talentType') filters.talentType = pick(TALENT_TYPES)
      if (field === 'gender') filters.gender = pick(GENDERS)
      if (field === 'location') filters.location = pick(CITIES)
      if (field === 'ageGroup') filters.ageGroup = pick(AGE_GROUPS)
      if (field === 'projectType') filters.projectType = pick(PROJECT_TYPES)
    }
    return filters
  }

  function typo(name) {
    const text = name.toLowerCase()
    if (chance(0.3)) return text
    const at = 1 + Math.floor(random() * (text.length - 2))
    return text.slice(0, at) + text.slice(at + 1)
  }

  function searchInput(names) {
    const base = { userId: null, timestamp: new Date().toISOString() }
    const kind = pick(['filters', 'filters', 'filters', 'name', 'text', 'sentence'])
    if (kind === 'filters') return { ...base, query: '', filters: randomFilters(), directSearch: true }
    if (kind === 'name') return { ...base, query: typo(pick(names)), isNameSearch: true, directSearch: true }
    if (kind === 'text') return { ...base, query: pick(FREE_TEXT), directSearch: true }
    return { ...base, query: pick(SENTENCES) }
  }
  return searchInput
}

/** A scratch database `<prefix>_<random>` on the server of `adminUrl`; `drop()` removes it. */
export async function createScratchDatabase(adminUrl, prefix) {
  const name = `${prefix}_${crypto.randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}

/** Deletes the Redis keys under `prefix` (a bench's own key space). */
export async function deleteRedisKeys(redisUrl, prefix) {
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 })
  let cursor = '0'
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000)
    cursor = next
    if (keys.length) await client.del(...keys)
  } while (cursor !== '0')
  await client.quit()
}

/** lib.mjs's startServer signs with this secret; a bench mints talents' access tokens with it. */
export const BENCH_JWT_SECRET = 'jwt-bench-only-secret-that-is-long-enough-0000'
const benchKey = new TextEncoder().encode(BENCH_JWT_SECRET)

/** A talent's access token, as the API's login would issue it, without a password. */
export const talentAccessToken = (USERID) =>
  new SignJWT({ typ: 'talent', fam: crypto.randomUUID() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(USERID)
    .setAudience('castline-api')
    .setIssuer('castline')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(benchKey)
