import { sql } from 'drizzle-orm'
import { PgliteDatabase } from 'drizzle-orm/pglite'
import { hashPassword } from '../auth/password'
import { checkpoint, type Database } from './client'
import { analyzeTalents } from './maintenance'
import { hasUsers } from './maintenance'
import {
  TALENT_USERID_PATTERN,
  buildCatalog,
  buildRecruiter,
  buildTalent,
  createFaker,
  recruiterSeed,
  talentSeed,
  type RecruiterDraft,
  type TalentDraft,
} from './factories'
import {
  analyticsEvents,
  banners,
  brands,
  categories,
  feeds,
  genderEnum,
  recruiterProfiles,
  refreshTokens,
  searchSessions,
  talentProfiles,
  talentTypeEnum,
  users,
  webSessions,
} from './schema'
import { insertDemoCalls } from './seed-calls'

export const DEFAULT_SEED_TALENTS = 300
/** Documented in the README; only these two accounts can log in after a seed. */
export const DEMO_PASSWORD = 'demo-pass-123'
export const DEMO_TALENT_EMAIL = 'talent@demo.test'
export const DEMO_RECRUITER_EMAIL = 'recruiter@demo.test'

const SEEDED_RECRUITERS = 20
/** Rows per INSERT: big enough to amortise the round trip, well under PostgreSQL's 65,535 parameters. */
const BATCH_SIZE = 1000
/** Batches per transaction: fewer commits, yet progress still moves and a failure loses little. */
const BATCHES_PER_TRANSACTION = 5
/** pg_advisory_xact_lock key so two nodes booting on an empty database do not both seed it. */
const SEED_LOCK_KEY = 727_002

export type SeedProgress = (done: number, total: number) => void

export interface SeedOptions {
  talents?: number
  onProgress?: SeedProgress
  /** The day ages are computed against (default: now). */
  today?: Date
}

export interface SeedResult {
  talentsAdded: number
  totalTalents: number
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
/** The database or an open transaction: the inserts below work inside either. */
export type Executor = Database | Transaction

/**
 * Seeds an empty database: both feeds' catalogues, the two demo accounts, recruiters and `talents`
 * talents. Deterministic: the same options on the same day give the same rows.
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const result = await runSeed(db, options)
  if (!result) throw new Error('seedDatabase: the database already has users; use appendTalents to add more.')
  return result
}

/** Seeds only when there are no users yet; returns whether it did. Safe when several nodes boot at once. */
export async function seedIfEmpty(db: Database, options: SeedOptions = {}): Promise<boolean> {
  return (await runSeed(db, options)) !== null
}

/** Seeds, or returns null when the database already has users. */
async function runSeed(db: Database, options: SeedOptions): Promise<SeedResult | null> {
  if (await hasUsers(db)) return null
  const talents = options.talents ?? DEFAULT_SEED_TALENTS
  const today = options.today ?? new Date()
  // Hashed once: seeded talents have no password, so even 100k talents cost one scrypt.
  const demoHash = await hashPassword(DEMO_PASSWORD)
  const seeded = await db.transaction(async (tx) => {
    // Checked again under the lock: another node may have seeded since the check above.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    if (await hasUsers(tx)) return false
    await insertDemoAccounts(tx, demoHash, today)
    await insertSeededRecruiters(tx, SEEDED_RECRUITERS)
    await insertCatalog(tx, today)
    await insertDemoCalls(tx, DEMO_RECRUITER_EMAIL, today)
    return true
  })
  if (!seeded) return null
  await insertTalentRange(db, 1, talents, { today, onProgress: options.onProgress })
  await checkpointIfEmbedded(db)
  return { talentsAdded: talents, totalTalents: await countTalents(db) }
}

/** Adds `count` talents after the highest seeded USERID; the same database state gives the same talents. */
export async function appendTalents(
  db: Database,
  options: { count: number; onProgress?: SeedProgress; today?: Date },
): Promise<SeedResult> {
  const first = (await maxTalentIndex(db)) + 1
  await insertTalentRange(db, first, options.count, {
    today: options.today ?? new Date(),
    onProgress: options.onProgress,
  })
  await checkpointIfEmbedded(db)
  return { talentsAdded: options.count, totalTalents: await countTalents(db) }
}

/** Empties every data table and restarts their ids; the schema and migration history stay. */
export async function resetData(db: Database): Promise<void> {
  await db.execute(sql`TRUNCATE ${analyticsEvents}, ${searchSessions}, ${webSessions}, ${refreshTokens}, ${feeds},
    ${brands}, ${banners}, ${categories}, ${recruiterProfiles}, ${talentProfiles}, ${users} RESTART IDENTITY CASCADE`)
}

export async function countTalents(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(talentProfiles)
  return row?.n ?? 0
}

async function maxTalentIndex(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(substring(${users.userId} from 4)::int), 0)::int`.mapWith(Number) })
    .from(users)
    .where(sql`${users.userId} ~ ${TALENT_USERID_PATTERN}`)
  return row?.n ?? 0
}

/** PGlite's WAL grows to about twice the data during a bulk load; PostgreSQL manages its own. */
/**
 * After a bulk load: fresh planner statistics and merged GIN pending lists (PGlite has no autovacuum, and
 * without statistics filtered search was 4x slower, ADR 007), then CHECKPOINT on PGlite.
 */
async function checkpointIfEmbedded(db: Database): Promise<void> {
  await analyzeTalents(db)
  if (isEmbedded(db)) await checkpoint(db)
}

function isEmbedded(db: Database): boolean {
  return db instanceof PgliteDatabase
}

// ---------------------------------------------------------------------------------------------------

async function insertTalentRange(
  db: Database,
  first: number,
  count: number,
  options: { today: Date; onProgress?: SeedProgress },
): Promise<void> {
  const faker = createFaker()
  const last = first + count - 1
  options.onProgress?.(0, count)
  for (let start = first; start <= last; start += BATCH_SIZE * BATCHES_PER_TRANSACTION) {
    const end = Math.min(last, start + BATCH_SIZE * BATCHES_PER_TRANSACTION - 1)
    await db.transaction(async (tx) => {
      for (let batchStart = start; batchStart <= end; batchStart += BATCH_SIZE) {
        const batchEnd = Math.min(end, batchStart + BATCH_SIZE - 1)
        const drafts: TalentDraft[] = []
        for (let index = batchStart; index <= batchEnd; index++) {
          faker.seed(talentSeed(index))
          drafts.push(buildTalent(faker, index, { today: options.today }))
        }
        await insertTalents(tx, drafts)
        options.onProgress?.(batchEnd - first + 1, count)
      }
    })
  }
}

/**
 * Inserts talents with their users in one statement per batch: each column travels as one array
 * parameter and unnest() turns the arrays back into rows. That is ~2.5x faster than a multi-row VALUES
 * insert (drizzle spends longer building a 15,000-parameter statement than PostgreSQL spends running it).
 */
export async function insertTalents(db: Executor, drafts: readonly TalentDraft[]): Promise<void> {
  if (drafts.length === 0) return
  const column = <T>(pick: (draft: TalentDraft) => T) => sql.param(drafts.map(pick))
  const p = talentProfiles
  const name = (c: { name: string } | { enumName: string }) => sql.identifier('enumName' in c ? c.enumName : c.name)
  await db.execute(sql`
    WITH input AS (
      SELECT * FROM unnest(
        ${column((d) => d.user.userId)}::text[],
        ${column((d) => d.user.email)}::text[],
        ${column((d) => d.user.passwordHash ?? null)}::text[],
        ${column((d) => d.profile.displayName)}::text[],
        ${column((d) => d.profile.slug)}::text[],
        ${column((d) => d.profile.talentType)}::text[],
        ${column((d) => d.profile.gender)}::text[],
        ${column((d) => d.profile.birthDate)}::text[],
        ${column((d) => d.profile.city)}::text[],
        ${column((d) => arrayLiteral(d.profile.projectTypes ?? []))}::text[],
        ${column((d) => arrayLiteral(d.profile.languages ?? []))}::text[],
        ${column((d) => arrayLiteral(d.profile.skills ?? []))}::text[],
        ${column((d) => d.profile.bio ?? '')}::text[],
        ${column((d) => d.profile.photo)}::text[],
        ${column((d) => d.profile.rating ?? 0)}::numeric[],
        ${column((d) => d.profile.isPublic ?? true)}::boolean[],
        ${column((d) => d.profile.totalViews ?? 0)}::int[],
        ${column((d) => d.profile.totalShare ?? 0)}::int[],
        ${column((d) => d.profile.totalConnected ?? 0)}::int[]
      ) WITH ORDINALITY AS t(userid, email, password_hash, display_name, slug, talent_type, gender, birth_date,
        city, project_types, languages, skills, bio, photo, rating, is_public, total_views, total_share,
        total_connected, ord)
    ), inserted AS (
      INSERT INTO ${users} (${name(users.userId)}, ${name(users.email)}, ${name(users.passwordHash)}, ${name(users.userType)})
      SELECT userid, email, password_hash, 'talent' FROM input ORDER BY ord
      RETURNING ${name(users.id)} AS id, ${name(users.userId)} AS userid
    )
    INSERT INTO ${p} (${name(p.userId)}, ${name(p.displayName)}, ${name(p.slug)}, ${name(p.talentType)},
      ${name(p.gender)}, ${name(p.birthDate)}, ${name(p.city)}, ${name(p.projectTypes)}, ${name(p.languages)},
      ${name(p.skills)}, ${name(p.bio)}, ${name(p.photo)}, ${name(p.rating)}, ${name(p.isPublic)},
      ${name(p.totalViews)}, ${name(p.totalShare)}, ${name(p.totalConnected)})
    SELECT inserted.id, display_name, slug, talent_type::${name(talentTypeEnum)}, gender::${name(genderEnum)}, birth_date::date, city,
      project_types::text[], languages::text[], skills::text[], bio, photo, rating, is_public, total_views,
      total_share, total_connected
    FROM input JOIN inserted USING (userid)
    ORDER BY ord`)
}

/** A PostgreSQL array literal, so a text[] per row can ride inside one text[] parameter. */
function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`
}

/** Inserts recruiters with their users (tests use it with buildRecruiter). */
export async function insertRecruiters(db: Executor, drafts: readonly RecruiterDraft[]): Promise<void> {
  if (drafts.length === 0) return
  const ids = await userIdsByPublicKey(db, drafts)
  await db
    .insert(recruiterProfiles)
    .values(drafts.map((d) => ({ ...d.profile, userId: requireId(ids, d.user.userId) })))
}

async function userIdsByPublicKey(
  db: Executor,
  drafts: readonly { user: typeof users.$inferInsert }[],
): Promise<Map<string, number>> {
  const inserted = await db
    .insert(users)
    .values(drafts.map((d) => d.user))
    .returning({ id: users.id, userId: users.userId })
  return new Map(inserted.map((row) => [row.userId, row.id]))
}

function requireId(ids: Map<string, number>, userId: string): number {
  const id = ids.get(userId)
  if (id === undefined) throw new Error(`Seed: user ${userId} was not inserted`)
  return id
}

async function insertDemoAccounts(db: Executor, passwordHash: string, today: Date): Promise<void> {
  const faker = createFaker([0, 1])
  const talent = buildTalent(faker, 0, {
    firstName: 'Aanya',
    lastName: 'Kapoor',
    talentType: 'Actor',
    gender: 'Female',
    age: 24,
    city: 'Mumbai',
    projectTypes: ['Film', 'Web Series', 'TV Commercial', 'Theatre'],
    languages: ['Hindi', 'English', 'Marathi'],
    skills: ['Method acting', 'Improvisation', 'Kathak', 'Voice modulation'],
    today,
    user: { email: DEMO_TALENT_EMAIL, passwordHash },
    profile: {
      bio:
        "I'm a Mumbai-based actor trained in method acting and Kathak. I've played leads in two web series and " +
        'a run of TV commercials, and I love theatre that makes an audience lean in.',
      rating: 4.8,
      isPublic: true,
    },
  })
  await insertTalents(db, [talent])
  const recruiterFaker = createFaker([0, 2])
  const recruiter = buildRecruiter(recruiterFaker, 0, {
    firstName: 'Rhea',
    lastName: 'Malhotra',
    gender: 'Female',
    city: 'Mumbai',
    company: 'Spotlight Casting Co.',
    user: { email: DEMO_RECRUITER_EMAIL, passwordHash },
    profile: {
      bio: 'Casting director at Spotlight Casting Co. in Mumbai, casting actors and dancers for feature films and ads.',
    },
  })
  await insertRecruiters(db, [recruiter])
}

async function insertSeededRecruiters(db: Executor, count: number): Promise<void> {
  const faker = createFaker()
  const drafts = Array.from({ length: count }, (_, i) => {
    faker.seed(recruiterSeed(i + 1))
    return buildRecruiter(faker, i + 1)
  })
  await insertRecruiters(db, drafts)
}

async function insertCatalog(db: Executor, today: Date): Promise<void> {
  const faker = createFaker([0, 3])
  const taken = new Set<string>()
  for (const userType of [1, 2] as const) {
    for (const entry of buildCatalog(faker, userType, { today, taken })) {
      const [category] = await db.insert(categories).values(entry.category).returning({ id: categories.id })
      if (!category) throw new Error(`Seed: category ${entry.category.name} was not inserted`)
      const categoryId = category.id
      if (entry.banners.length > 0) {
        await db.insert(banners).values(entry.banners.map((banner) => ({ ...banner, categoryId })))
      }
      const brandRows = await db
        .insert(brands)
        .values(entry.brands.map((brand) => ({ ...brand, categoryId })))
        .returning({ id: brands.id, slug: brands.slug })
      const brandIds = new Map(brandRows.map((row) => [row.slug, row.id]))
      if (entry.feeds.length > 0) {
        await db.insert(feeds).values(
          entry.feeds.map(({ brandSlug, ...feed }) => ({
            ...feed,
            categoryId,
            brandId: brandSlug ? (brandIds.get(brandSlug) ?? null) : null,
          })),
        )
      }
    }
  }
}
