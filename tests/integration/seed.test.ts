import { createHash } from 'node:crypto'
import { asc, countDistinct, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { verifyPassword } from '../../api/auth/password'
import { openDatabase, type Database, type DatabaseHandle } from '../../api/db/client'
import { brands, categories, banners, recruiterProfiles, talentProfiles, users } from '../../api/db/schema'
import {
  DEFAULT_SEED_TALENTS,
  DEMO_PASSWORD,
  DEMO_RECRUITER_EMAIL,
  DEMO_TALENT_EMAIL,
  appendTalents,
  countTalents,
  seedDatabase,
  seedIfEmpty,
} from '../../api/db/seed'
import { seedDemoDataOnStart } from '../../api/db/seed-on-start'
import { AGE_GROUPS, CITIES, GENDERS, PROJECT_TYPES, TALENT_TYPES, ageGroupOf } from '../../api/vocabulary'

const HOOK_TIMEOUT = 120_000

/** A digest of the talents in id order: equal digests mean identical seeds. */
async function talentDigest(db: Database): Promise<string> {
  const rows = await db
    .select({
      userId: users.userId,
      name: talentProfiles.displayName,
      slug: talentProfiles.slug,
      type: talentProfiles.talentType,
      gender: talentProfiles.gender,
      city: talentProfiles.city,
      birthDate: talentProfiles.birthDate,
      skills: talentProfiles.skills,
      bio: talentProfiles.bio,
    })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .orderBy(asc(talentProfiles.id))
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex')
}

describe('seedDatabase', () => {
  let first: DatabaseHandle
  let second: DatabaseHandle

  beforeAll(async () => {
    ;[first, second] = await Promise.all([
      openDatabase({ kind: 'pglite', dataDir: null }),
      openDatabase({ kind: 'pglite', dataDir: null }),
    ])
    await seedDatabase(first.db)
    await seedDatabase(second.db)
  }, HOOK_TIMEOUT)

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()])
  })

  it('adds the default number of talents plus the demo talent', async () => {
    expect(await countTalents(first.db)).toBe(DEFAULT_SEED_TALENTS + 1)
  })

  it('covers every vocabulary value and every city', async () => {
    const rows = await first.db
      .select({
        talentType: talentProfiles.talentType,
        gender: talentProfiles.gender,
        birthDate: talentProfiles.birthDate,
        city: talentProfiles.city,
        projectTypes: talentProfiles.projectTypes,
      })
      .from(talentProfiles)
    const seen = (values: Iterable<string>) => [...new Set(values)].sort()
    expect(seen(rows.map((r) => r.talentType))).toEqual([...TALENT_TYPES].sort())
    expect(seen(rows.map((r) => r.gender))).toEqual([...GENDERS].sort())
    expect(seen(rows.map((r) => ageGroupOf(r.birthDate)))).toEqual([...AGE_GROUPS].sort())
    expect(seen(rows.flatMap((r) => r.projectTypes))).toEqual([...PROJECT_TYPES].sort())
    const cities = seen(rows.map((r) => r.city))
    expect(cities.length).toBeGreaterThanOrEqual(20)
    expect(cities).toEqual([...CITIES].sort())
  })

  it('gives every talent 1-4 project types, skills, languages, a bio naming the city and a local avatar', async () => {
    const rows = await first.db.select().from(talentProfiles)
    for (const row of rows) {
      expect(row.projectTypes.length).toBeGreaterThanOrEqual(1)
      expect(row.projectTypes.length).toBeLessThanOrEqual(4)
      expect(row.skills.length).toBeGreaterThanOrEqual(2)
      expect(row.languages.length).toBeGreaterThanOrEqual(1)
      expect(row.bio).toContain(row.city)
      expect(row.photo).toMatch(/^\/api\/v1\/media\/avatars\/[a-z0-9-]+\.svg$/)
      expect(row.rating).toBeGreaterThanOrEqual(3)
      expect(row.rating).toBeLessThanOrEqual(5)
    }
    expect(rows.filter((r) => r.isPublic).length / rows.length).toBeGreaterThan(0.8)
  })

  it('is deterministic: two fresh databases get identical talents', async () => {
    expect(await talentDigest(second.db)).toBe(await talentDigest(first.db))
  })

  it('creates the two demo accounts with the documented password', async () => {
    const demo = await first.db
      .select({ email: users.email, userType: users.userType, passwordHash: users.passwordHash, id: users.id })
      .from(users)
      .where(inArray(users.email, [DEMO_TALENT_EMAIL, DEMO_RECRUITER_EMAIL]))
      .orderBy(asc(users.id))
    expect(demo.map((u) => [u.email, u.userType])).toEqual([
      [DEMO_TALENT_EMAIL, 'talent'],
      [DEMO_RECRUITER_EMAIL, 'recruiter'],
    ])
    for (const account of demo) {
      expect(await verifyPassword(DEMO_PASSWORD, account.passwordHash ?? '')).toBe(true)
      expect(await verifyPassword('wrong-pass', account.passwordHash ?? '')).toBe(false)
    }
    const [talent, recruiter] = demo
    const talentProfile = await first.db
      .select()
      .from(talentProfiles)
      .where(eq(talentProfiles.userId, talent?.id ?? -1))
    expect(talentProfile).toHaveLength(1)
    expect(talentProfile[0]?.bio.length).toBeGreaterThan(40)
    const recruiterProfile = await first.db
      .select()
      .from(recruiterProfiles)
      .where(eq(recruiterProfiles.userId, recruiter?.id ?? -1))
    expect(recruiterProfile).toHaveLength(1)
  })

  it('leaves every other account without a password', async () => {
    const withPassword = await first.db.select({ email: users.email }).from(users).where(isNotNull(users.passwordHash))
    expect(withPassword.map((u) => u.email).sort()).toEqual([DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL])
  })

  it('seeds categories with banners and pageable brands for both user types', async () => {
    const rows = await first.db
      .select({
        userType: categories.userType,
        isBanner: categories.isBanner,
        bannerSize: categories.bannerSize,
        brandCount: countDistinct(brands.id),
        bannerCount: countDistinct(banners.id),
      })
      .from(categories)
      .leftJoin(brands, eq(brands.categoryId, categories.id))
      .leftJoin(banners, eq(banners.categoryId, categories.id))
      .groupBy(categories.id)
    for (const userType of [1, 2]) {
      const own = rows.filter((r) => r.userType === userType)
      expect(own.length).toBeGreaterThanOrEqual(4)
      expect(own.length).toBeLessThanOrEqual(6)
      expect(own.some((r) => r.isBanner)).toBe(true)
    }
    for (const row of rows) {
      expect(row.brandCount).toBeGreaterThanOrEqual(6)
      expect(row.bannerCount > 0).toBe(row.isBanner)
    }
    expect(rows.some((r) => r.bannerSize === '1080x1080')).toBe(true)
    expect(rows.some((r) => r.bannerSize !== '1080x1080')).toBe(true)
  })

  it('refuses to seed a database that already has users', async () => {
    await expect(seedDatabase(first.db, { talents: 1 })).rejects.toThrow(/already has users/)
    expect(await seedIfEmpty(first.db, { talents: 1 })).toBe(false)
    expect(await countTalents(first.db)).toBe(DEFAULT_SEED_TALENTS + 1)
  })

  it('appends exactly N talents after the highest USERID, the same way on both databases', async () => {
    const progress: [number, number][] = []
    const result = await appendTalents(first.db, {
      count: 25,
      onProgress: (done, total) => progress.push([done, total]),
    })
    await appendTalents(second.db, { count: 25 })
    expect(result).toEqual({ talentsAdded: 25, totalTalents: DEFAULT_SEED_TALENTS + 26 })
    expect(await countTalents(first.db)).toBe(DEFAULT_SEED_TALENTS + 26)
    expect(progress.at(-1)).toEqual([25, 25])
    const [last] = await first.db
      .select({ userId: users.userId })
      .from(users)
      .orderBy(sql`${users.id} DESC`)
      .limit(1)
    expect(last?.userId).toBe(`TAL${String(DEFAULT_SEED_TALENTS + 25).padStart(6, '0')}`)
    expect(await talentDigest(second.db)).toBe(await talentDigest(first.db))
  })
})

describe('seedIfEmpty', () => {
  let handle: DatabaseHandle

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: null })
  }, HOOK_TIMEOUT)

  afterAll(async () => {
    await handle?.close()
  })

  it('seeds an empty database once', async () => {
    expect(await seedIfEmpty(handle.db, { talents: 5 })).toBe(true)
    expect(await countTalents(handle.db)).toBe(6)
    expect(await seedIfEmpty(handle.db, { talents: 5 })).toBe(false)
    expect(await countTalents(handle.db)).toBe(6)
  })
})

describe('seedDemoDataOnStart (ADR 016)', () => {
  let handle: DatabaseHandle

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: null })
  }, HOOK_TIMEOUT)

  afterAll(async () => {
    await handle?.close()
  })

  it('leaves an empty database empty unless asked, saying how to seed', async () => {
    const log = { info: vi.fn(), warn: vi.fn() }
    expect(await seedDemoDataOnStart(handle.db, { requested: false, log, talents: 5 })).toBe('empty')
    expect(await countTalents(handle.db)).toBe(0)
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringContaining('`npm run seed`, or start once with SEED_DEMO_DATA=1'),
    )
  })

  it('when asked, seeds it once and warns that the demo logins are open to anyone', async () => {
    const log = { info: vi.fn(), warn: vi.fn() }
    expect(await seedDemoDataOnStart(handle.db, { requested: true, log, talents: 5 })).toBe('seeded')
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining(`anyone may sign in as ${DEMO_TALENT_EMAIL}`))
    const [demo] = await handle.db.select().from(users).where(eq(users.email, DEMO_RECRUITER_EMAIL))
    expect(await verifyPassword(DEMO_PASSWORD, demo?.passwordHash)).toBe(true)

    const again = { info: vi.fn(), warn: vi.fn() }
    expect(await seedDemoDataOnStart(handle.db, { requested: true, log: again, talents: 5 })).toBe('has data')
    expect(await seedDemoDataOnStart(handle.db, { requested: false, log: again, talents: 5 })).toBe('has data')
    expect(await countTalents(handle.db)).toBe(6)
    expect(again.warn).not.toHaveBeenCalled()
  })
})
