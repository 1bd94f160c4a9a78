import { openDatabase } from './api/db/client'
import { buildTalent, createFaker, talentSeed } from './api/db/factories'
import { users, talentProfiles } from './api/db/schema'
import { sql } from 'drizzle-orm'
const h = await openDatabase({ kind: 'pglite', dataDir: null })
const db = h.db
const f = createFaker()
function arr(items: readonly string[]) { return '{' + items.map(s => '"' + s.replace(/[\\"]/g, '\\$&') + '"').join(',') + '}' }
let tb = 0, ti = 0
const N = Number(process.argv[2] ?? 30000)
const B = Number(process.argv[3] ?? 1000)
for (let s = 1; s <= N; s += B) {
  let t = performance.now()
  const drafts = []
  for (let i = s; i < s + B; i++) { f.seed(talentSeed(i)); drafts.push(buildTalent(f, i)) }
  const col = <T,>(fn: (d: typeof drafts[number]) => T) => sql.param(drafts.map(fn))
  const q = sql`WITH input AS (
    SELECT * FROM unnest(${col(d => d.user.userId)}::text[], ${col(d => d.user.email)}::text[], ${col(d => d.user.passwordHash ?? null)}::text[],
      ${col(d => d.profile.displayName)}::text[], ${col(d => d.profile.slug)}::text[], ${col(d => d.profile.talentType)}::text[],
      ${col(d => d.profile.gender)}::text[], ${col(d => d.profile.birthDate)}::text[], ${col(d => d.profile.city)}::text[],
      ${col(d => arr(d.profile.projectTypes ?? []))}::text[], ${col(d => arr(d.profile.languages ?? []))}::text[], ${col(d => arr(d.profile.skills ?? []))}::text[],
      ${col(d => d.profile.bio ?? '')}::text[], ${col(d => d.profile.photo)}::text[], ${col(d => d.profile.rating ?? 0)}::numeric[], ${col(d => d.profile.isPublic ?? true)}::boolean[])
      AS t(userid, email, password_hash, display_name, slug, talent_type, gender, birth_date, city, project_types, languages, skills, bio, photo, rating, is_public)
  ), inserted AS (
    INSERT INTO users (userid, email, password_hash, user_type) SELECT userid, email, password_hash, 'talent' FROM input RETURNING id, userid
  )
  INSERT INTO talent_profiles (user_id, display_name, slug, talent_type, gender, birth_date, city, project_types, languages, skills, bio, photo, rating, is_public)
  SELECT inserted.id, display_name, slug, talent_type::talent_type, gender::gender, birth_date::date, city, project_types::text[], languages::text[], skills::text[], bio, photo, rating, is_public
  FROM input JOIN inserted USING (userid)`
  tb += performance.now() - t; t = performance.now()
  await db.execute(q)
  ti += performance.now() - t
}
console.log({ tb, ti })
console.log((await db.execute(sql`select count(*)::int n, min(project_types::text) a, max(skills::text) b from talent_profiles`)).rows)
console.log((await db.execute(sql`select * from talent_profiles order by id limit 1`)).rows)
await h.close()
