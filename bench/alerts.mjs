// Saved-search alerts at scale (issue 23, ADR 027): --talents talents and --searches saved searches on a
// scratch PostgreSQL database, the production build on it; then --profiles private talents become public, one
// after another (PATCH /get-my-talent-profile { isPublic: true } with the talent's own token), and the bench
// times each from the request to the moment every saved search that should hear of it at once has its
// notification row. The expected searches are computed independently (a full scan with the plain filters,
// no buckets) before each publish; searches alerted within the hour are expected as a queued batch job.
// Prints p50/p95/max (budget p95 ≤ 5 s), and the database work per new profile: pg_stat_user_tables deltas
// of saved_searches and saved_search_hits, the rows the matching statement reads (EXPLAIN ANALYZE).
//
// Usage: npm run build && TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
//        node bench/alerts.mjs [--talents 100000] [--searches 10000] [--profiles 120] [--port 3480]
// PGlite is not run: the bench reads the database beside the server, and an embedded database has one process.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { createScratchDatabase, percentile, seededRandom, startServer, talentAccessToken } from './lib.mjs'

const { values } = parseArgs({
  options: {
    talents: { type: 'string', default: '100000' },
    searches: { type: 'string', default: '10000' },
    profiles: { type: 'string', default: '120' },
    recruiters: { type: 'string', default: '400' },
    port: { type: 'string', default: '3480' },
    seed: { type: 'string', default: '23' },
  },
})
const TALENTS = Number(values.talents)
const SEARCHES = Number(values.searches)
const PROFILES = Number(values.profiles)
const RECRUITERS = Number(values.recruiters)
const BUDGET_MS = 5000
const { pick, chance } = seededRandom(values.seed)

const TALENT_TYPES = ['Actor', 'Model', 'Voiceover Artist', 'Dancer', 'Content Creator']
const GENDERS = ['Male', 'Female', 'Non-binary']
const AGE_GROUPS = ['0-12', '13-17', '18-25', '26-35', '36-45', '46-60', '60+']
const BOUNDS = {
  '0-12': [0, 12],
  '13-17': [13, 17],
  '18-25': [18, 25],
  '26-35': [26, 35],
  '36-45': [36, 45],
  '46-60': [46, 60],
  '60+': [61, 999],
}
const PROJECT_TYPES = ['Film', 'Web Series', 'TV Commercial', 'Music Video', 'Print & Fashion']
const WORDS = ['kathak', 'bharatanatyam', 'theatre', 'hindi', 'comedy', 'singer', 'yoga', 'salsa']

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const fmt = (ms) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(2)} s`)

function ageGroupOf(birthDate) {
  const born = new Date(`${birthDate}T00:00:00Z`)
  const now = new Date()
  let age = now.getUTCFullYear() - born.getUTCFullYear()
  const before =
    now.getUTCMonth() < born.getUTCMonth() ||
    (now.getUTCMonth() === born.getUTCMonth() && now.getUTCDate() < born.getUTCDate())
  if (before) age--
  return AGE_GROUPS.find((g) => age >= BOUNDS[g][0] && age <= BOUNDS[g][1]) ?? '60+'
}

function seedTalents(databaseUrl) {
  const started = Date.now()
  const run = spawnSync('npx', ['tsx', 'api/db/seed-cli.ts', '--talents', String(TALENTS)], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (run.status !== 0) throw new Error(`seeding failed (${run.status})`)
  console.log(`  seeded ${TALENTS} talents in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/** Recruiters and their saved searches in bulk (unnest of arrays: one statement per 2,000 rows). */
async function seedSearches(db) {
  const started = Date.now()
  await db.query(
    `INSERT INTO users (userid, email, password_hash, user_type)
     SELECT 'BREC' || lpad(i::text, 6, '0'), 'bench-recruiter-' || i || '@bench.test', 'x', 'recruiter'
     FROM generate_series(1, $1) AS i`,
    [RECRUITERS],
  )
  const owners = (await db.query(`SELECT id FROM users WHERE email LIKE 'bench-recruiter-%'`)).rows.map((r) => r.id)
  const cities = (
    await db.query(`SELECT city FROM talent_profiles GROUP BY city ORDER BY count(*) DESC LIMIT 40`)
  ).rows.map((r) => r.city)
  const rows = []
  for (let i = 0; i < SEARCHES; i++) {
    const type = chance(0.9) ? pick(TALENT_TYPES) : ''
    const city = chance(0.85) ? pick(cities) : ''
    const gender = chance(0.5) ? pick(GENDERS) : null
    const age = chance(0.35) ? pick(AGE_GROUPS.slice(2, 6)) : null
    const project = chance(0.2) ? pick(PROJECT_TYPES) : null
    const query = chance(0.05) || (!type && !city && !gender) ? pick(WORDS) : null
    rows.push([pick(owners), `Bench search ${i}`, type, city, gender, age, project, query])
  }
  for (let i = 0; i < rows.length; i += 2000) {
    const chunk = rows.slice(i, i + 2000)
    const column = (k) => chunk.map((row) => row[k])
    await db.query(
      `INSERT INTO saved_searches (owner_user_id, name, talent_type_key, city_key, gender, age_group, project_type, query)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])`,
      [0, 1, 2, 3, 4, 5, 6, 7].map(column),
    )
  }
  await db.query('ANALYZE saved_searches')
  console.log(
    `  ${SEARCHES} saved searches of ${RECRUITERS} recruiters in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
}

/** The saved searches that should hear of talent `id`, found without the matcher's buckets. */
async function expectedMatches(db, id, ageGroup) {
  const { rows } = await db.query(
    `SELECT s.id, (s.last_alerted_at IS NULL OR s.last_alerted_at <= now() - interval '1 hour') AS due
     FROM saved_searches s, talent_profiles p
     WHERE p.id = $1 AND NOT s.paused AND s.owner_user_id <> p.user_id
       AND (s.talent_type_key = '' OR s.talent_type_key = p.talent_type::text)
       AND (s.city_key = '' OR s.city_key = p.city)
       AND (s.gender IS NULL OR s.gender = p.gender::text)
       AND (s.age_group IS NULL OR s.age_group = $2)
       AND (s.project_type IS NULL OR s.project_type = ANY (p.project_types))
       AND (s.query IS NULL OR s.query <% p.display_name
            OR (NOT s.is_name_search AND p.search_document @@ websearch_to_tsquery('english', s.query)))`,
    [id, ageGroup],
  )
  return { due: rows.filter((r) => r.due).length, deferred: rows.filter((r) => !r.due).length }
}

async function tableStats(db) {
  const { rows } = await db.query(
    `SELECT relname, seq_scan, seq_tup_read, idx_scan, idx_tup_fetch, n_tup_ins, n_tup_upd
     FROM pg_stat_user_tables WHERE relname IN ('saved_searches', 'saved_search_hits', 'notifications')`,
  )
  return Object.fromEntries(rows.map((r) => [r.relname, r]))
}

async function main() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('Set TEST_DATABASE_URL (or BENCH_DATABASE_URL) to a PostgreSQL server.')
  console.log(
    `Saved-search alerts on PostgreSQL: ${TALENTS} talents, ${SEARCHES} saved searches, ${PROFILES} new profiles`,
  )
  const database = await createScratchDatabase(adminUrl, 'castline_alerts')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'castline-alerts-'))
  const db = new pg.Client({ connectionString: database.url })
  let server
  try {
    seedTalents(database.url)
    await db.connect()
    await seedSearches(db)
    server = await startServer({ port: Number(values.port), dataDir: dir, env: { DATABASE_URL: database.url } })
    const candidates = (
      await db.query(
        `SELECT p.id, u.userid, p.birth_date::text AS birth FROM talent_profiles p JOIN users u ON u.id = p.user_id
         WHERE NOT p.is_public ORDER BY p.id LIMIT $1`,
        [PROFILES],
      )
    ).rows
    if (candidates.length < PROFILES) console.log(`  only ${candidates.length} private talents to publish`)

    const before = await tableStats(db)
    const latencies = []
    let due = 0
    let deferred = 0
    let missing = 0
    for (const talent of candidates) {
      const expected = await expectedMatches(db, talent.id, ageGroupOf(talent.birth))
      due += expected.due
      deferred += expected.deferred
      const token = await talentAccessToken(talent.userid)
      const sent = performance.now()
      const answer = await fetch(`${server.url}/api/v1/get-my-talent-profile`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ isPublic: true }),
      })
      if (answer.status !== 200) throw new Error(`publish failed: ${answer.status} ${await answer.text()}`)
      const deadline = Date.now() + 30_000
      for (;;) {
        const { rows } = await db.query(
          `SELECT count(*)::int AS n FROM saved_search_hits h JOIN talent_profiles p ON p.id = h.talent_profile_id
           WHERE h.talent_profile_id = $1 AND h.notified_at IS NOT NULL`,
          [talent.id],
        )
        if (rows[0].n >= expected.due) break
        if (Date.now() > deadline) {
          missing += expected.due - rows[0].n
          break
        }
        await sleep(25)
      }
      latencies.push(performance.now() - sent)
    }
    await sleep(1500)
    const after = await tableStats(db)
    const sorted = [...latencies].sort((a, b) => a - b)
    const p95 = percentile(sorted, 0.95)
    console.log(`\n${latencies.length} profiles made public, one after another`)
    console.log(
      `  matching saved searches: ${due} alerted at once, ${deferred} already alerted within the hour (batched)`,
    )
    if (missing) console.log(`  MISSING: ${missing} expected alerts did not arrive within 30 s`)
    console.log(
      `  publish → every due alert's notification: p50 ${fmt(percentile(sorted, 0.5))}  p95 ${fmt(p95)}  max ${fmt(sorted.at(-1))}  (budget p95 ≤ 5 s: ${p95 <= BUDGET_MS ? 'within' : 'OVER'})`,
    )
    const pendingJobs = (
      await db.query(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'saved-search-alert' AND state = 'created'`,
      )
    ).rows[0].n
    console.log(`  batched alert jobs queued for later: ${pendingJobs}`)
    console.log(
      '\nDatabase work per new profile (pg_stat_user_tables deltas / profiles; includes the bench’s own checks):',
    )
    for (const table of ['saved_searches', 'saved_search_hits', 'notifications']) {
      const a = after[table]
      const b = before[table]
      const per = (k) => ((Number(a[k]) - Number(b[k])) / latencies.length).toFixed(1)
      console.log(
        `  ${table.padEnd(18)} seq scans ${per('seq_scan')}, rows by seq scan ${per('seq_tup_read')}, index scans ${per('idx_scan')}, rows by index ${per('idx_tup_fetch')}, inserted ${per('n_tup_ins')}, updated ${per('n_tup_upd')}`,
      )
    }
    // The matching statement's plan on one more private talent (rolled back).
    const [probe] = (
      await db.query(
        `SELECT p.id, p.talent_type::text AS type, p.city, p.birth_date::text AS birth FROM talent_profiles p
         WHERE NOT p.is_public ORDER BY p.id DESC LIMIT 1`,
      )
    ).rows
    await db.query('BEGIN')
    await db.query('UPDATE talent_profiles SET is_public = true WHERE id = $1', [probe.id])
    const plan = await db.query(
      `EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT)
       SELECT s.id FROM talent_profiles p JOIN saved_searches s
         ON s.talent_type_key = ANY (ARRAY[p.talent_type::text, '']) AND s.city_key = ANY (ARRAY[p.city, ''])
       WHERE p.id = $1 AND p.is_public AND NOT s.paused AND s.owner_user_id <> p.user_id
         AND (s.gender IS NULL OR s.gender = p.gender::text) AND (s.age_group IS NULL OR s.age_group = $2)
         AND (s.project_type IS NULL OR s.project_type = ANY (p.project_types))
         AND (s.query IS NULL OR s.query <% p.display_name
              OR (NOT s.is_name_search AND p.search_document @@ websearch_to_tsquery('english', s.query)))`,
      [probe.id, ageGroupOf(probe.birth)],
    )
    await db.query('ROLLBACK')
    console.log(`\nThe matching statement for one ${probe.type} in ${probe.city} (EXPLAIN ANALYZE):`)
    for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`)
    console.log(
      '\nStatements per announced talent (api/services/saved-search-alerts.ts): BEGIN, the talent, the match-and-insert,\n' +
        'the matched searches FOR UPDATE, their pending hits, hits marked, notifications inserted, searches marked, COMMIT\n' +
        '(9, plus one job insert per search deferred to its batch); pg-boss adds its fetch and completion.',
    )
  } finally {
    await server?.stop()
    await db.end().catch(() => {})
    fs.rmSync(dir, { recursive: true, force: true })
    await database.drop()
  }
}

await main()
