// Talent search latency at scale, through HTTP against the production build.
// Seeds a scratch database with --talents talents (PGlite in a temp DATA_DIR, or a scratch PostgreSQL
// database with --postgres), starts build/server.js on it and times varied, realistic searches one at a
// time: filter combinations, names with typos drawn from the seeded names, free-text words.
//
// Usage: node bench/search.mjs [--talents 100000] [--requests 1500] [--data-dir DIR] [--keep]
//        node bench/search.mjs --postgres postgres://postgres@127.0.0.1:5432/castline_bench
// --data-dir reuses (or creates and keeps) a seeded PGlite folder, so repeated runs skip the seed.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import pg from 'pg'
import { benchAccessToken, percentile, seededRandom, startServer } from './lib.mjs'

const { values } = parseArgs({
  options: {
    talents: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '1500' },
    'data-dir': { type: 'string' },
    postgres: { type: 'string' },
    keep: { type: 'boolean', default: false },
    'skip-analyze': { type: 'boolean', default: false },
    seed: { type: 'string', default: '42' },
  },
})
const talents = Number(values.talents)
const perCategory = Number(values.requests)
const BUDGETS = {
  filtered: 10,
  'filtered (GET, signed in)': 10,
  // The all-talents page's sorts and name box (issue 20): the filtered budget, and the name one with a name.
  'sorted (newest, rating)': 10,
  'sorted, with a name': 40,
  'load more (sessionId)': 10,
  name: 40,
  'free text': 40,
  // For scale: a plain page of the home list through the same server, no budget of its own.
  'baseline: public list': null,
}

// ---------------------------------------------------------------------------------------------------
// A deterministic random source, so two runs time the same inputs

const { random, pick, chance } = seededRandom(values.seed)

// ---------------------------------------------------------------------------------------------------
// Database: seed once, then ANALYZE

function run(command, args, env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`)
}

function newestMtime(dir) {
  let newest = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /\.(ts|tsx|sql|json)$/.test(entry.name)) {
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs)
    }
  }
  return newest
}

function buildIfStale() {
  const built = fs.existsSync('build/server.js') ? fs.statSync('build/server.js').mtimeMs : 0
  const sources = Math.max(newestMtime('api'), newestMtime('app'), fs.statSync('server.ts').mtimeMs)
  if (sources > built) {
    console.log('build/ is older than the sources: npm run build')
    run('npm', ['run', 'build'])
  }
}

async function preparePglite() {
  const dataDir = values['data-dir'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'castline-search-bench-'))
  const seeded = fs.existsSync(path.join(dataDir, 'pgdata'))
  if (!seeded) {
    console.log(`Seeding ${talents.toLocaleString('en')} talents into ${dataDir} …`)
    run('npx', ['tsx', 'api/db/seed-cli.ts', '--talents', String(talents)], { DATA_DIR: dataDir, DATABASE_URL: '' })
  }
  if (!values['skip-analyze']) {
    // PGlite has no autovacuum: without statistics the planner guesses every filter's selectivity.
    const db = new PGlite({ dataDir: path.join(dataDir, 'pgdata'), extensions: { pg_trgm } })
    await db.exec('VACUUM ANALYZE')
    await db.close()
  }
  const temporary = !values['data-dir'] && !values.keep
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    dataDir,
    describe: `PGlite in ${dataDir}`,
    cleanup: async () => {
      if (temporary) fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function preparePostgres(url) {
  const target = new URL(url)
  const name = target.pathname.slice(1)
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`--postgres needs a plain database name, got "${name}"`)
  const adminUrl = new URL(url)
  adminUrl.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: adminUrl.toString() })
  await admin.connect()
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount > 0
  if (!exists) await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const hasTalents = await client
    .query('SELECT count(*)::int AS n FROM talent_profiles')
    .then((r) => r.rows[0].n > 0)
    .catch(() => false)
  await client.end()
  if (!hasTalents) {
    console.log(`Seeding ${talents.toLocaleString('en')} talents into ${name} …`)
    run('npx', ['tsx', 'api/db/seed-cli.ts', '--talents', String(talents)], { DATABASE_URL: url })
  }
  if (!values['skip-analyze']) {
    const analyze = new pg.Client({ connectionString: url })
    await analyze.connect()
    await analyze.query('VACUUM ANALYZE')
    await analyze.end()
  }
  return {
    env: { DATABASE_URL: url },
    dataDir: undefined,
    describe: `PostgreSQL ${target.host}/${name}`,
    cleanup: async () => {
      if (values.keep || exists) return
      const drop = new pg.Client({ connectionString: adminUrl.toString() })
      await drop.connect()
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await drop.end()
    },
  }
}

// ---------------------------------------------------------------------------------------------------
// Inputs

const TALENT_TYPES = ['Actor', 'Model', 'Voiceover Artist', 'Dancer', 'Content Creator']
const GENDERS = ['Male', 'Female', 'Non-binary']
const AGE_GROUPS = ['0-12', '13-17', '18-25', '26-35', '36-45', '46-60', '60+']
const PROJECT_TYPES = [
  'All Projects',
  'Film',
  'Web Series',
  'TV Commercial',
  'Music Video',
  'Print & Fashion',
  'Theatre',
  'Dubbing & Voice',
  'Brand Collaboration',
  'Events & Live',
]
const CITIES = JSON.parse(fs.readFileSync('api/vocab/cities.json', 'utf8'))
// Big cities come up more often, and people type aliases and lower case.
const LOCATIONS = [
  ...['Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Hyderabad', 'Kolkata', 'Pune'].flatMap((c) => [c, c, c]),
  ...CITIES.cities,
  ...Object.keys(CITIES.aliases),
  'bombay',
  'bangalore',
  'mumbai',
]
const FREE_TEXT = [
  'kathak',
  'runway',
  'dubbing hindi',
  'method acting',
  'bharatanatyam',
  'voice modulation',
  'hip-hop',
  'editorial posing',
  'narration',
  'comedy sketches',
  'stage combat',
  'bridal wear',
  'audiobooks',
  'contemporary dance',
  'improvisation',
  'travel vlogging',
  'theatre actor',
  'radio jingles',
  'bhangra',
  'lavani',
  'character voices tamil',
  'fitness modelling',
  'short-form video reels',
  'odissi',
  'ethnic wear',
  'camera acting',
  'podcasting',
  'food content',
  'animation voices',
  'salsa',
  'meisner technique',
  'live anchoring',
  'product reviews',
  'catalogue shoots',
  'kuchipudi',
  'dubbing telugu',
  'mime',
]

function randomFilters() {
  const filters = {}
  const count = pick([1, 1, 2, 2, 2, 3, 3, 4, 5])
  const fields = ['talentType', 'gender', 'location', 'ageGroup', 'projectType'].sort(() => random() - 0.5)
  for (const field of fields.slice(0, count)) {
    if (field === 'talentType') filters.talentType = pick(TALENT_TYPES)
    if (field === 'gender') filters.gender = pick(GENDERS)
    if (field === 'location') filters.location = pick(LOCATIONS)
    if (field === 'ageGroup') filters.ageGroup = pick(AGE_GROUPS)
    if (field === 'projectType') filters.projectType = pick(PROJECT_TYPES)
  }
  return filters
}

/** A name as someone types it: lower case, one slip of the finger most of the time. */
function typo(name) {
  const text = name.toLowerCase()
  if (chance(0.2)) return text
  const at = 1 + Math.floor(random() * (text.length - 2))
  switch (pick(['drop', 'double', 'swap', 'replace'])) {
    case 'drop':
      return text.slice(0, at) + text.slice(at + 1)
    case 'double':
      return text.slice(0, at) + text[at] + text.slice(at)
    case 'swap':
      return text.slice(0, at - 1) + text[at] + text[at - 1] + text.slice(at + 1)
    default:
      return text.slice(0, at) + pick([...'aeiouy']) + text.slice(at + 1)
  }
}

// ---------------------------------------------------------------------------------------------------
// Timing

async function timed(url, init) {
  const started = performance.now()
  const response = await fetch(url, init)
  const body = await response.json()
  return { ms: performance.now() - started, status: response.status, body }
}

const database = values.postgres ? await preparePostgres(values.postgres) : await preparePglite()
buildIfStale()
const server = await startServer({ port: 3302, dataDir: database.dataDir, env: database.env })
const api = `${server.url}/api/v1`

try {
  const token = await benchAccessToken()
  // Narrowing searches are a signed-in user's (ADR 018): every POST goes as the demo recruiter.
  const post = (body) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })
  // Real names to misspell, gathered through the API itself; this also warms the server up.
  const names = new Set()
  for (let i = 0; i < 400; i++) {
    const { body } = await timed(`${api}/search-talents`, post({ filters: randomFilters(), limit: 50 }))
    for (const talent of body.talents ?? []) names.add(talent.name)
  }
  const seededNames = [...names]
  if (seededNames.length < 50) throw new Error(`only ${seededNames.length} names found: is the database seeded?`)

  const make = {
    'baseline: public list': () => [`${api}/get-app-dashbord-talents-public?page=${pick([1, 2, 3])}`, {}],
    filtered: () => [`${api}/search-talents`, post({ filters: randomFilters(), page: pick([1, 1, 1, 2, 3]) })],
    'filtered (GET, signed in)': () => {
      const query = new URLSearchParams({ ...randomFilters(), page: String(pick([1, 1, 2])) })
      return [
        `${api}/get-app-dashbord-talents-public-authenticated?${query}`,
        { headers: { authorization: `Bearer ${token}` } },
      ]
    },
    'sorted (newest, rating)': () => {
      const query = new URLSearchParams({ ...randomFilters(), sort: pick(['newest', 'rating']), page: '1' })
      return [
        `${api}/get-app-dashbord-talents-public-authenticated?${query}`,
        { headers: { authorization: `Bearer ${token}` } },
      ]
    },
    'sorted, with a name': () => {
      const name = pick(seededNames).split(' ').at(-1).slice(0, 5)
      const query = new URLSearchParams({ name, sort: pick(['relevance', 'newest', 'rating']), page: '1' })
      return [
        `${api}/get-app-dashbord-talents-public-authenticated?${query}`,
        { headers: { authorization: `Bearer ${token}` } },
      ]
    },
    'load more (sessionId)': () => [
      `${api}/search-talents`,
      post({ sessionId: pick(sessions), page: pick([2, 3, 4]) }),
    ],
    name: () => [
      `${api}/search-talents`,
      post({
        name: chance(0.15) ? typo(pick(seededNames).split(' ')[0]) : typo(pick(seededNames)),
        filters: chance(0.2) ? randomFilters() : {},
      }),
    ],
    'free text': () => [
      `${api}/search-talents`,
      post({ query: pick(FREE_TEXT), filters: chance(0.3) ? randomFilters() : {}, page: pick([1, 1, 1, 2]) }),
    ],
  }
  const sessions = []
  for (let i = 0; i < 200; i++) {
    const { body } = await timed(...make.filtered())
    if (body.sessionId) sessions.push(body.sessionId)
  }
  // Warm every path, then time them interleaved so no category gets a quieter moment than another.
  for (const category of Object.keys(make)) for (let i = 0; i < 200; i++) await timed(...make[category]())
  const plan = Object.keys(make).flatMap((category) => Array(perCategory).fill(category))
  plan.sort(() => random() - 0.5)
  const samples = Object.fromEntries(Object.keys(make).map((c) => [c, []]))
  const failures = Object.fromEntries(Object.keys(make).map((c) => [c, 0]))
  const results = Object.fromEntries(Object.keys(make).map((c) => [c, []]))
  for (const category of plan) {
    const { ms, status, body } = await timed(...make[category]())
    samples[category].push(ms)
    if (status !== 200) failures[category] += 1
    else results[category].push(body.totalResults ?? body.talents?.length ?? 0)
  }

  const rows = Object.entries(samples).map(([category, times]) => {
    const sorted = [...times].sort((a, b) => a - b)
    const p95 = percentile(sorted, 0.95)
    const budget = BUDGETS[category]
    const found = results[category]
    return {
      search: category,
      requests: times.length,
      'p50 ms': +percentile(sorted, 0.5).toFixed(2),
      'p95 ms': +p95.toFixed(2),
      'p99 ms': +percentile(sorted, 0.99).toFixed(2),
      'max ms': +sorted.at(-1).toFixed(2),
      'non-200': failures[category],
      'empty %': +((100 * found.filter((n) => n === 0).length) / Math.max(1, found.length)).toFixed(1),
      budget: budget === null ? '' : `p95 ≤ ${budget} ms`,
      ok: budget === null ? '' : p95 <= budget && failures[category] === 0 ? 'yes' : 'NO',
    }
  })
  console.log(
    `\n${database.describe}, ${talents.toLocaleString('en')} talents, one request at a time, ${os.cpus().length} CPUs`,
  )
  console.table(rows)
  process.exitCode = rows.every((row) => row.ok !== 'NO') ? 0 : 1
} finally {
  await server.stop()
  await database.cleanup()
}
