import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyticsEvents, dailyVisitors, talentProfiles, users } from '../../api/db/schema'
import { DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { CONNECT_RECRUITERS_ONLY } from '../../api/routes/talents'
import { ageGroupOf } from '../../api/vocabulary'
import { createTestApi, type TestApi } from '../setup/api'
import { signInDemoAccounts, userByEmail } from './sign-in'

let api: TestApi
let tokens: { talent: string; recruiter: string }
let talent: { id: number; USERID: string }
let recruiter: { id: number; USERID: string }
/** A public seeded talent that is neither demo account. */
let other: { id: number; USERID: string; slug: string; email: string; name: string }

beforeAll(async () => {
  api = await createTestApi({ talents: 40 })
  tokens = await signInDemoAccounts(api)
  talent = await userByEmail(api, DEMO_TALENT_EMAIL)
  recruiter = await userByEmail(api, DEMO_RECRUITER_EMAIL)
  const [row] = await api.db
    .select({
      id: users.id,
      USERID: users.userId,
      slug: talentProfiles.slug,
      email: users.email,
      name: talentProfiles.displayName,
    })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(and(eq(talentProfiles.isPublic, true), ne(users.id, talent.id)))
    .orderBy(talentProfiles.id)
    .limit(1)
  other = row!
})
afterAll(() => api?.close())

type Card = {
  USERID: string
  name: string
  talentType: string
  gender: string
  city: string
  ageGroup: string
  photo: string
  rating: number
  projectTypes: string[]
}

async function get(path: string, token?: string) {
  return api.call('GET', path, { token })
}

async function counters(userId: number) {
  const [row] = await api.db
    .select({
      totalViews: talentProfiles.totalViews,
      totalShare: talentProfiles.totalShare,
      totalConnected: talentProfiles.totalConnected,
    })
    .from(talentProfiles)
    .where(eq(talentProfiles.userId, userId))
  return row!
}

async function events(userId: number) {
  return api.db
    .select({ kind: analyticsEvents.kind, actor: analyticsEvents.actorUserId, path: analyticsEvents.path })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.subjectUserId, userId))
    .orderBy(analyticsEvents.id)
}

async function setPublic(userId: number, isPublic: boolean) {
  await api.db.update(talentProfiles).set({ isPublic }).where(eq(talentProfiles.userId, userId))
}

describe('GET /get-app-dashbord-talents-public', () => {
  it('returns a page of 10 public talent cards, best rated first', async () => {
    const { status, body, headers } = await get('/get-app-dashbord-talents-public')
    expect(status).toBe(200)
    expect(body.success).toBe(true)
    expect(body.talents).toHaveLength(10)
    const [first] = body.talents as Card[]
    expect(first).toMatchObject({
      USERID: expect.any(String),
      name: expect.any(String),
      talentType: expect.any(String),
      city: expect.any(String),
      photo: expect.stringMatching(/^\/api\/v1\/media\/avatars\/.+\.svg$/),
    })
    const ratings = (body.talents as Card[]).map((t) => t.rating)
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings)
    expect(headers.get('cache-control')).toMatch(/^public, max-age=\d+/)
  })

  it('leaves out the excluded ids', async () => {
    const firstPage = (await get('/get-app-dashbord-talents-public')).body.talents as Card[]
    const excluded = firstPage.slice(0, 5).map((t) => t.USERID)
    const { body } = await get(`/get-app-dashbord-talents-public?excludeIds=${excluded.join(',')}`)
    const ids = (body.talents as Card[]).map((t) => t.USERID)
    expect(ids).toHaveLength(10)
    expect(ids.filter((id) => excluded.includes(id))).toEqual([])
    expect(ids.slice(0, 5)).toEqual(firstPage.slice(5, 10).map((t) => t.USERID))
  })

  it('treats an empty excludeIds as no exclusion', async () => {
    const plain = await get('/get-app-dashbord-talents-public')
    const empty = await get('/get-app-dashbord-talents-public?excludeIds=')
    expect(empty.body).toEqual(plain.body)
  })

  it('pages without overlap', async () => {
    const one = (await get('/get-app-dashbord-talents-public?page=1')).body.talents as Card[]
    const two = (await get('/get-app-dashbord-talents-public?page=2')).body.talents as Card[]
    expect(two).toHaveLength(10)
    expect(two.filter((t) => one.some((o) => o.USERID === t.USERID))).toEqual([])
  })

  it('refuses more than 50 excluded ids, naming the field', async () => {
    const ids = Array.from({ length: 51 }, (_, i) => `TAL${i}`).join(',')
    const { status, body } = await get(`/get-app-dashbord-talents-public?excludeIds=${ids}`)
    expect(status).toBe(400)
    expect(body).toEqual({ success: false, message: expect.stringContaining('excludeIds') })
  })

  it.each([
    ['page=abc', 'page'],
    ['page=0', 'page'],
    ["excludeIds=1'%20OR%201=1--", 'excludeIds'],
  ])('answers %s with 400 naming %s', async (query, field) => {
    const { status, body } = await get(`/get-app-dashbord-talents-public?${query}`)
    expect(status).toBe(400)
    expect(body.success).toBe(false)
    expect(body.message).toContain(field)
  })
})

describe('GET /get-app-dashbord-talents-auth', () => {
  const PATH = '/get-app-dashbord-talents-auth'

  async function everyPage(token: string) {
    const ids: string[] = []
    for (let page = 1; page < 100; page++) {
      const { status, body } = await get(`${PATH}?page=${page}`, token)
      expect(status).toBe(200)
      if (body.talents.length === 0) break
      ids.push(...(body.talents as Card[]).map((t) => t.USERID))
    }
    return ids
  }

  it('answers a guest or a bad token with 401', async () => {
    expect((await get(PATH)).status).toBe(401)
    expect((await get(PATH, 'not-a-token')).status).toBe(401)
  })

  it("lists the public talents without the caller's own profile", async () => {
    const forRecruiter = await everyPage(tokens.recruiter)
    const forTalent = await everyPage(tokens.talent)
    expect(forRecruiter).toContain(talent.USERID)
    expect(forTalent).not.toContain(talent.USERID)
    expect(forTalent).toEqual(forRecruiter.filter((id) => id !== talent.USERID))
  })

  it('honours excludeIds and refuses more than 50', async () => {
    const first = (await get(PATH, tokens.recruiter)).body.talents as Card[]
    const excluded = first.slice(0, 3).map((t) => t.USERID)
    const { body } = await get(`${PATH}?excludeIds=${excluded.join(',')}`, tokens.recruiter)
    expect((body.talents as Card[]).map((t) => t.USERID).filter((id) => excluded.includes(id))).toEqual([])
    const tooMany = Array.from({ length: 51 }, (_, i) => `TAL${i}`).join(',')
    const refused = await get(`${PATH}?excludeIds=${tooMany}`, tokens.recruiter)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toContain('excludeIds')
  })

  it('is never stored by a shared cache', async () => {
    const { headers } = await get(PATH, tokens.recruiter)
    expect(headers.get('cache-control')).toBe('private, no-store')
  })
})

describe('GET /get-app-dashbord-talents-public-authenticated', () => {
  const PATH = '/get-app-dashbord-talents-public-authenticated'

  async function publicRows() {
    return api.db
      .select({
        USERID: users.userId,
        talentType: talentProfiles.talentType,
        gender: talentProfiles.gender,
        city: talentProfiles.city,
        birthDate: talentProfiles.birthDate,
        projectTypes: talentProfiles.projectTypes,
      })
      .from(talentProfiles)
      .innerJoin(users, eq(users.id, talentProfiles.userId))
      .where(eq(talentProfiles.isPublic, true))
  }

  it('answers a guest with 401', async () => {
    const { status, body } = await get(`${PATH}?talentType=Actor`)
    expect(status).toBe(401)
    expect(body.success).toBe(false)
  })

  it('failures carry the error field requirements §7 names, and an empty list', async () => {
    const guest = await get(`${PATH}?talentType=Actor`)
    expect(guest.body).toEqual({
      success: false,
      message: expect.stringContaining('Authentication required'),
      error: guest.body.message,
      filteredTalents: [],
    })
    const bad = await get(`${PATH}?talentType=Wizard`, tokens.recruiter)
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({
      success: false,
      message: expect.stringContaining('talentType'),
      error: bad.body.message,
      filteredTalents: [],
    })
    // Success keeps its own shape: no error field.
    expect((await get(`${PATH}?talentType=Actor`, tokens.recruiter)).body).not.toHaveProperty('error')
  })

  it.each<Record<string, string>>([
    { talentType: 'Actor' },
    { gender: 'Female', ageGroup: '18-25' },
    { projectType: 'Music Video', talentType: 'Dancer' },
    { location: 'Mumbai', gender: 'Female' },
  ])('returns only talents matching every filter of %o', async (filters) => {
    const query = new URLSearchParams({ ...filters, limit: '50' })
    const { status, body, headers } = await get(`${PATH}?${query}`, tokens.recruiter)
    expect(status).toBe(200)
    const expected = (await publicRows()).filter(
      (row) =>
        (!filters.talentType || row.talentType === filters.talentType) &&
        (!filters.gender || row.gender === filters.gender) &&
        (!filters.location || row.city === filters.location) &&
        (!filters.projectType || row.projectTypes.includes(filters.projectType)) &&
        (!filters.ageGroup || ageGroupOf(row.birthDate) === filters.ageGroup),
    )
    expect(expected.length).toBeGreaterThan(0)
    expect(body).toMatchObject({
      success: true,
      totalResults: expected.length,
      hasMore: false,
      page: 1,
      message: expected.length === 1 ? 'Found 1 talent' : `Found ${expected.length} talents`,
    })
    expect((body.filteredTalents as Card[]).map((t) => t.USERID).sort()).toEqual(expected.map((r) => r.USERID).sort())
    expect(headers.get('cache-control')).toBe('private, no-store')
  })

  it('maps a city alias to its canonical city', async () => {
    const alias = await get(`${PATH}?location=bombay&limit=50`, tokens.talent)
    const canonical = await get(`${PATH}?location=Mumbai&limit=50`, tokens.talent)
    expect(alias.status).toBe(200)
    expect(alias.body.totalResults).toBeGreaterThan(0)
    expect(alias.body.filteredTalents).toEqual(canonical.body.filteredTalents)
    for (const card of alias.body.filteredTalents as Card[]) expect(card.city).toBe('Mumbai')
  })

  it("treats empty parameters and 'All Projects' as no filter", async () => {
    const all = await get(`${PATH}?limit=5`, tokens.talent)
    const blank = await get(
      `${PATH}?limit=5&talentType=&gender=&location=&ageGroup=&projectType=All%20Projects`,
      tokens.talent,
    )
    expect(blank.status).toBe(200)
    expect(blank.body).toEqual(all.body)
  })

  it('pages 10 at a time without overlap', async () => {
    const one = await get(`${PATH}?gender=Female`, tokens.talent)
    const two = await get(`${PATH}?gender=Female&page=2`, tokens.talent)
    expect(one.body.filteredTalents).toHaveLength(10)
    expect(one.body.hasMore).toBe(true)
    const ids = (one.body.filteredTalents as Card[]).map((t) => t.USERID)
    expect((two.body.filteredTalents as Card[]).filter((t) => ids.includes(t.USERID))).toEqual([])
    expect(two.body.page).toBe(2)
  })

  it('says so when nothing matches', async () => {
    const { body } = await get(`${PATH}?location=Shillong&talentType=Voiceover%20Artist&ageGroup=0-12`, tokens.talent)
    expect(body).toMatchObject({ filteredTalents: [], totalResults: 0, hasMore: false })
    expect(body.message).toBe('No talents match these filters')
  })

  it.each([
    ['limit=51', 'limit'],
    ['limit=0', 'limit'],
    ['page=0', 'page'],
    ['talentType=Astronaut', 'talentType'],
    ['ageGroup=20-30', 'ageGroup'],
    ['location=Atlantis', 'location'],
  ])('answers %s with 400 naming %s', async (query, field) => {
    const { status, body } = await get(`${PATH}?${query}`, tokens.talent)
    expect(status).toBe(400)
    expect(body.message).toContain(field)
  })

  it.each(['projectType', 'talentType', 'gender', 'location', 'ageGroup'])(
    'refuses SQL in %s quickly, with 400',
    async (field) => {
      for (const value of ["Actor' OR '1'='1", "x'; SELECT pg_sleep(3); --", "' || pg_sleep(3) || '"]) {
        const started = performance.now()
        const { status, body } = await get(`${PATH}?${field}=${encodeURIComponent(value)}`, tokens.talent)
        expect(performance.now() - started).toBeLessThan(1000)
        expect(status).toBe(400)
        expect(body.message).toContain(field)
      }
    },
  )
})

describe('GET /get-app-talent-public-profile/{key}', () => {
  const PATH = '/get-app-talent-public-profile'

  it('returns the full profile by USERID or by slug, without the email', async () => {
    const byId = await get(`${PATH}/${other.USERID}`)
    const bySlug = await get(`${PATH}/${other.slug}`)
    expect(byId.status).toBe(200)
    expect(bySlug.status).toBe(200)
    expect(byId.body.talent).toMatchObject({
      USERID: other.USERID,
      name: other.name,
      languages: expect.any(Array),
      skills: expect.any(Array),
      bio: expect.any(String),
      totalViews: expect.any(Number),
      totalShare: expect.any(Number),
      totalConnected: expect.any(Number),
      isPublic: true,
      isOwner: false,
      shareUrl: `/recruiter/solo/${other.USERID}`,
    })
    expect(bySlug.body.talent.USERID).toBe(other.USERID)
    expect(JSON.stringify(byId.body)).not.toContain(other.email)
  })

  it("counts a guest's and a member's view, with an analytics event each", async () => {
    // A new day for the counters: each visitor counts once a day per talent, and earlier tests have looked.
    await api.db.delete(dailyVisitors)
    const before = await counters(other.id)
    const eventsBefore = (await events(other.id)).length
    const guest = await get(`${PATH}/${other.USERID}`)
    expect(guest.body.talent.totalViews).toBe(before.totalViews + 1)
    await get(`${PATH}/${other.USERID}`, tokens.recruiter)
    expect((await counters(other.id)).totalViews).toBe(before.totalViews + 2)
    expect((await events(other.id)).slice(eventsBefore)).toEqual([
      { kind: 'profile_view', actor: null, path: `/recruiter/solo/${other.USERID}` },
      { kind: 'profile_view', actor: recruiter.id, path: `/recruiter/solo/${other.USERID}` },
    ])
  })

  it("does not count the owner's own view", async () => {
    const before = await counters(talent.id)
    const eventsBefore = (await events(talent.id)).length
    const { status, body } = await get(`${PATH}/${talent.USERID}`, tokens.talent)
    expect(status).toBe(200)
    expect(body.talent).toMatchObject({ isOwner: true, totalViews: before.totalViews })
    expect(await counters(talent.id)).toEqual(before)
    expect(await events(talent.id)).toHaveLength(eventsBefore)
  })

  it('hides a profile that is not public from everyone but its owner', async () => {
    await setPublic(talent.id, false)
    try {
      for (const token of [undefined, tokens.recruiter]) {
        const { status, body } = await get(`${PATH}/${talent.USERID}`, token)
        expect(status).toBe(404)
        expect(body).toEqual({ success: false, message: 'Talent not found' })
      }
      const own = await get(`${PATH}/${talent.USERID}`, tokens.talent)
      expect(own.status).toBe(200)
      expect(own.body.talent).toMatchObject({ isPublic: false, isOwner: true })
    } finally {
      await setPublic(talent.id, true)
    }
  })

  it('answers an unknown key with 404 and a malformed one with 400', async () => {
    const unknown = await get(`${PATH}/TAL999999`)
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ success: false, message: 'Talent not found' })
    const malformed = await get(`${PATH}/${encodeURIComponent("TAL1' OR '1'='1")}`)
    expect(malformed.status).toBe(400)
    expect(malformed.body.message).toContain('key')
  })

  it('refuses a bad bearer token with 401', async () => {
    expect((await get(`${PATH}/${other.USERID}`, 'not-a-token')).status).toBe(401)
  })
})

describe('GET /get-app-talent-connect-link/{key}', () => {
  const PATH = '/get-app-talent-connect-link'

  it('answers a guest with 401', async () => {
    expect((await get(`${PATH}/${other.USERID}`)).status).toBe(401)
  })

  it('answers the request state and the form’s address, never an email, and counts nothing (ADR 024)', async () => {
    const before = await counters(other.id)
    const eventsBefore = (await events(other.id)).length
    const { status, body } = await get(`${PATH}/${other.slug}`, tokens.recruiter)
    expect(status).toBe(200)
    expect(body).toEqual({
      success: true,
      talent: { USERID: other.USERID, name: other.name },
      state: 'none',
      requestId: null,
      connectUrl: `/recruiter/solo/${other.USERID}/request`,
    })
    expect(JSON.stringify(body)).not.toContain('@')
    expect(await counters(other.id)).toEqual(before)
    expect((await events(other.id)).slice(eventsBefore)).toEqual([])
  })

  it('refuses a talent account (recruiters only, issue 17), its own profile included, and counts nothing', async () => {
    const before = await counters(talent.id)
    const { status, body } = await get(`${PATH}/${talent.USERID}`, tokens.talent)
    expect(status).toBe(403)
    expect(body).toEqual({ success: false, message: CONNECT_RECRUITERS_ONLY })
    expect(await counters(talent.id)).toEqual(before)
  })

  it('never gives out the email of a profile that is not public', async () => {
    await setPublic(talent.id, false)
    try {
      const { status, body } = await get(`${PATH}/${talent.USERID}`, tokens.recruiter)
      expect(status).toBe(404)
      expect(body).toEqual({ success: false, message: 'Talent not found' })
    } finally {
      await setPublic(talent.id, true)
    }
  })

  it('answers an unknown key with 404', async () => {
    expect((await get(`${PATH}/no-such-talent`, tokens.recruiter)).status).toBe(404)
  })
})

describe('POST /record-talent-share/{key}', () => {
  const PATH = '/record-talent-share'

  it("counts a guest's share and returns the canonical page path", async () => {
    const before = await counters(other.id)
    const eventsBefore = (await events(other.id)).length
    const { status, body } = await api.call('POST', `${PATH}/${other.slug}`)
    expect(status).toBe(200)
    expect(body).toEqual({ success: true, shareUrl: `/recruiter/solo/${other.USERID}` })
    expect(await counters(other.id)).toEqual({ ...before, totalShare: before.totalShare + 1 })
    expect((await events(other.id)).slice(eventsBefore)).toEqual([
      { kind: 'share', actor: null, path: `/recruiter/solo/${other.USERID}` },
    ])
  })

  it('records who shared when signed in', async () => {
    await api.call('POST', `${PATH}/${other.USERID}`, { token: tokens.recruiter })
    expect((await events(other.id)).at(-1)).toEqual({
      kind: 'share',
      actor: recruiter.id,
      path: `/recruiter/solo/${other.USERID}`,
    })
  })

  it('answers a hidden or unknown talent with 404', async () => {
    await setPublic(talent.id, false)
    try {
      expect((await api.call('POST', `${PATH}/${talent.USERID}`)).status).toBe(404)
    } finally {
      await setPublic(talent.id, true)
    }
    expect((await api.call('POST', `${PATH}/TAL999999`)).status).toBe(404)
  })
})

describe('the API shell', () => {
  it('answers an unknown path with a 404 JSON envelope', async () => {
    const { status, body } = await get('/no-such-call')
    expect(status).toBe(404)
    expect(body).toEqual({ success: false, message: expect.stringContaining('/api/v1/no-such-call') })
  })

  it('publishes its OpenAPI contract with every talent call', async () => {
    const { status, body } = await get('/openapi.json')
    expect(status).toBe(200)
    expect(body.openapi).toBe('3.0.3')
    const paths = Object.keys(body.paths)
    for (const path of [
      '/get-app-dashbord-talents-public',
      '/get-app-dashbord-talents-auth',
      '/get-app-dashbord-talents-public-authenticated',
      '/get-app-talent-public-profile/{key}',
      '/get-app-talent-connect-link/{key}',
      '/record-talent-share/{key}',
    ]) {
      expect(paths).toContain(`/api/v1${path}`)
    }
  })

  it('serves generated avatars as cacheable SVG', async () => {
    const { body } = await get('/get-app-dashbord-talents-public')
    const response = await api.app.request((body.talents as Card[])[0]!.photo)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('image/svg+xml')
    expect(response.headers.get('cache-control')).toContain('immutable')
    expect(await response.text()).toMatch(/^<svg/)
  })

  it('serves the same avatar as a square 600×600 PNG for link previews', async () => {
    const { body } = await get('/get-app-dashbord-talents-public')
    const photo = (body.talents as Card[])[0]!.photo
    const response = await api.app.request(photo.replace(/\.svg$/, '.png'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toContain('immutable')
    const png = Buffer.from(await response.arrayBuffer())
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
    // IHDR: width and height, big-endian, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([600, 600])
  })

  it('refuses an avatar name that is not a plain .svg or .png file', async () => {
    const response = await api.app.request('/api/v1/media/avatars/..%2Fetc%2Fpasswd')
    expect(response.status).toBe(400)
  })
})
