import { openDatabase } from './api/db/client'
import { buildTalent, createFaker, talentSeed } from './api/db/factories'
import { users, talentProfiles } from './api/db/schema'
import { sql } from 'drizzle-orm'
const h = await openDatabase({ kind: 'pglite', dataDir: null })
const db = h.db
const f = createFaker()
const mode = process.argv[2]
if (mode === 'noidx') {
  for (const n of ["talent_profiles_name_trgm_idx","talent_profiles_search_idx","talent_profiles_project_types_idx"]) await db.execute(sql.raw(`DROP INDEX ${n}`))
}
let tb = 0, tu = 0, tp = 0, tq = 0
const N = 30000
for (let s = 1; s <= N; s += 1000) {
  let t = performance.now()
  const drafts = []
  for (let i = s; i < s + 1000; i++) { f.seed(talentSeed(i)); drafts.push(buildTalent(f, i)) }
  tb += performance.now() - t; t = performance.now()
  const q = db.insert(users).values(drafts.map(d => d.user)).returning({ id: users.id, userId: users.userId })
  q.toSQL(); tq += performance.now() - t; t = performance.now()
  const ins = await q
  tu += performance.now() - t; t = performance.now()
  const m = new Map(ins.map(r => [r.userId, r.id]))
  const q2 = db.insert(talentProfiles).values(drafts.map(d => ({ ...d.profile, userId: m.get(d.user.userId)! })))
  const t2 = performance.now(); q2.toSQL(); tq += performance.now() - t2
  await q2
  tp += performance.now() - t
}
console.log({ mode, tb, tq, tu, tp })
if (mode === 'noidx') {
  const t = performance.now()
  await db.execute(sql`CREATE INDEX talent_profiles_name_trgm_idx ON talent_profiles USING gin (display_name gin_trgm_ops)`)
  console.log('trgm', performance.now() - t)
  const t1 = performance.now()
  await db.execute(sql`CREATE INDEX talent_profiles_search_idx ON talent_profiles USING gin (search_document)`)
  console.log('tsv', performance.now() - t1)
  const t3 = performance.now()
  await db.execute(sql`CREATE INDEX talent_profiles_project_types_idx ON talent_profiles USING gin (project_types)`)
  console.log('pt', performance.now() - t3)
}
await h.close()
