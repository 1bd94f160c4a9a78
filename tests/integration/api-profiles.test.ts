import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recruiterProfiles, talentProfiles, users } from '../../api/db/schema'
import { DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import {
  getOwnRecruiterProfile,
  getOwnTalentProfile,
  updateOwnRecruiterProfile,
  updateOwnTalentProfile,
} from '../../api/services/profiles'
import { ageGroupOf } from '../../api/vocabulary'
import { createTestApi, type TestApi } from '../setup/api'
import { signInDemoAccounts, userByEmail } from './sign-in'

let api: TestApi
let tokens: { talent: string; recruiter: string }
let talent: { id: number; USERID: string }
let recruiter: { id: number; USERID: string }
let otherTalentId: number
let otherRecruiterId: number

const TALENT_PATH = '/get-my-talent-profile'
const RECRUITER_PATH = '/get-my-recruiter-profile'

beforeAll(async () => {
  api = await createTestApi({ talents: 10 })
  tokens = await signInDemoAccounts(api)
  talent = await userByEmail(api, DEMO_TALENT_EMAIL)
  recruiter = await userByEmail(api, DEMO_RECRUITER_EMAIL)
  const [otherTalent] = await api.db.select({ id: users.id }).from(users).where(eq(users.userId, 'TAL000001'))
  const [otherRecruiter] = await api.db.select({ id: users.id }).from(users).where(eq(users.userId, 'REC000001'))
  otherTalentId = otherTalent!.id
  otherRecruiterId = otherRecruiter!.id
})
afterAll(() => api?.close())

const talentRow = async (userId: number) =>
  (await api.db.select().from(talentProfiles).where(eq(talentProfiles.userId, userId)))[0]!
const recruiterRow = async (userId: number) =>
  (await api.db.select().from(recruiterProfiles).where(eq(recruiterProfiles.userId, userId)))[0]!

/** A birth date that makes someone exactly `years` old today (UTC). */
function bornYearsAgo(years: number): string {
  const today = new Date()
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()))
  return date.toISOString().slice(0, 10)
}

function patch(path: string, token: string, body: unknown) {
  return api.call('PATCH', path, { token, body })
}

async function expectRejected(path: string, token: string, body: unknown, needle: string) {
  const { status, body: answer } = await patch(path, token, body)
  expect(status).toBe(400)
  expect(answer).toEqual({ success: false, message: expect.stringContaining(needle) })
}

describe('who may call', () => {
  it.each([
    ['GET', TALENT_PATH],
    ['PATCH', TALENT_PATH],
    ['GET', RECRUITER_PATH],
    ['PATCH', RECRUITER_PATH],
  ])('%s %s needs a bearer token', async (method, path) => {
    for (const token of [undefined, 'eyJhbGciOiJub25lIn0.e30.']) {
      const body = method === 'PATCH' ? { name: 'Someone Else' } : undefined
      const answer = await api.call(method, path, { token, body })
      expect(answer.status).toBe(401)
      expect(answer.body.success).toBe(false)
      expect(answer.headers.get('cache-control')).toBe('private, no-store')
    }
  })

  it('refuses a recruiter on the talent profile (403), before looking at the body', async () => {
    const before = await talentRow(talent.id)
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { name: 'Recruiter Was Here' }],
      ['PATCH', { nonsense: true }],
    ] as const) {
      const answer = await api.call(method, TALENT_PATH, { token: tokens.recruiter, body })
      expect(answer.status).toBe(403)
      expect(answer.body).toEqual({ success: false, message: 'This account is not a talent.' })
    }
    expect(await talentRow(talent.id)).toEqual(before)
  })

  it('refuses a talent on the recruiter profile (403)', async () => {
    const before = await recruiterRow(recruiter.id)
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { company: 'Talent Was Here' }],
    ] as const) {
      const answer = await api.call(method, RECRUITER_PATH, { token: tokens.talent, body })
      expect(answer.status).toBe(403)
      expect(answer.body).toEqual({ success: false, message: 'This account is not a recruiter.' })
    }
    expect(await recruiterRow(recruiter.id)).toEqual(before)
  })
})

describe('GET /get-my-talent-profile', () => {
  it("returns the caller's own profile, never cached", async () => {
    const { status, headers, body } = await api.call('GET', TALENT_PATH, { token: tokens.talent })
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('private, no-store')
    const row = await talentRow(talent.id)
    expect(body).toEqual({
      success: true,
      profile: {
        USERID: talent.USERID,
        email: DEMO_TALENT_EMAIL,
        name: 'Aanya Kapoor',
        slug: row.slug,
        talentType: 'Actor',
        gender: 'Female',
        birthDate: row.birthDate,
        ageGroup: ageGroupOf(row.birthDate),
        city: 'Mumbai',
        projectTypes: row.projectTypes,
        languages: row.languages,
        skills: row.skills,
        bio: row.bio,
        photo: row.photo,
        rating: 4.8,
        isPublic: true,
        callDigest: false,
        total_views: row.totalViews,
        total_share: row.totalShare,
        total_connected: row.totalConnected,
        casting: {
          heightCm: null,
          measurements: null,
          shoeSizeEu: null,
          accents: [],
          credits: [],
          bookedUntil: null,
          dayRate: null,
          socialHandles: [],
        },
        showreels: [],
        completeness: { percent: expect.any(Number), missing: expect.arrayContaining(['A headshot', 'Your height']) },
      },
    })
  })
})

describe('PATCH /get-my-talent-profile', () => {
  it("changes only the caller's own row and returns the updated profile", async () => {
    const otherBefore = await talentRow(otherTalentId)
    const recruiterBefore = await recruiterRow(recruiter.id)
    const before = await talentRow(talent.id)
    const birthDate = bornYearsAgo(30)

    const { status, headers, body } = await patch(TALENT_PATH, tokens.talent, {
      name: '  Aanya   K. Kapoor ',
      talentType: 'Dancer',
      gender: 'Non-binary',
      birthDate,
      city: 'bombay',
      projectTypes: ['Theatre', 'Music Video', 'Theatre'],
      // Vocabulary languages are stored canonical (the languages filter finds them); others as typed.
      languages: [' hindi ', 'English', 'HINDI', 'tulu', 'Sindhi'],
      skills: ['Kathak', 'Contemporary', 'Kathak'],
      bio: '  Line one.\r\nLine two.\t<b>bold</b>  ',
      isPublic: false,
      callDigest: true,
    })
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('private, no-store')
    expect(body.profile).toMatchObject({
      USERID: talent.USERID,
      name: 'Aanya K. Kapoor',
      talentType: 'Dancer',
      gender: 'Non-binary',
      birthDate,
      ageGroup: '26-35',
      city: 'Mumbai',
      projectTypes: ['Theatre', 'Music Video'],
      languages: ['Hindi', 'English', 'Tulu', 'Sindhi'],
      skills: ['Kathak', 'Contemporary'],
      bio: 'Line one.\nLine two.\t<b>bold</b>',
      isPublic: false,
      callDigest: true,
      slug: before.slug,
      rating: before.rating,
    })

    const after = await talentRow(talent.id)
    expect(after).toMatchObject({ displayName: 'Aanya K. Kapoor', city: 'Mumbai', isPublic: false, callDigest: true })
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime())
    expect(await talentRow(otherTalentId)).toEqual(otherBefore)
    expect(await recruiterRow(recruiter.id)).toEqual(recruiterBefore)

    const reread = await api.call('GET', TALENT_PATH, { token: tokens.talent })
    expect(reread.body.profile).toEqual(body.profile)
  })

  it('changes only the fields sent', async () => {
    const before = await api.call('GET', TALENT_PATH, { token: tokens.talent })
    const { status, body } = await patch(TALENT_PATH, tokens.talent, { city: 'Bangalore' })
    expect(status).toBe(200)
    expect(body.profile).toEqual({ ...before.body.profile, city: 'Bengaluru' })
  })

  it('accepts the boundaries: 80-character name, 1000-character bio, ages 13 and 100, empty lists', async () => {
    const { status, body } = await patch(TALENT_PATH, tokens.talent, {
      name: 'N'.repeat(80),
      bio: 'b'.repeat(1000),
      birthDate: bornYearsAgo(13),
      projectTypes: [],
      skills: [],
    })
    expect(status).toBe(200)
    expect(body.profile).toMatchObject({ name: 'N'.repeat(80), ageGroup: '13-17', projectTypes: [], skills: [] })
    expect(body.profile.bio).toHaveLength(1000)
    const oldest = await patch(TALENT_PATH, tokens.talent, { birthDate: bornYearsAgo(100) })
    expect(oldest.status).toBe(200)
    expect(oldest.body.profile.ageGroup).toBe('60+')
  })

  it.each([
    ['an unknown key', { nickname: 'Ace' }, 'nickname'],
    ['a key that is not editable', { rating: 5 }, 'rating'],
    ['another user id', { USERID: 'TAL000001', name: 'Taken Over' }, 'USERID'],
    ['a counter', { total_views: 1_000_000 }, 'total_views'],
    ['a one-letter name', { name: ' A ' }, 'name'],
    ['an 81-character name', { name: 'N'.repeat(81) }, 'name'],
    ['a name with a control character', { name: 'Aanya\u0000Kapoor' }, 'name'],
    ['a null name', { name: null }, 'name'],
    ['an unknown talent type', { talentType: 'Singer' }, 'talentType'],
    ['an unknown gender', { gender: 'Robot' }, 'gender'],
    ['a birth date in another format', { birthDate: '15/04/2000' }, 'birthDate'],
    ['a date that does not exist', { birthDate: '2001-02-30' }, 'birthDate'],
    ['a 12-year-old', { birthDate: bornYearsAgo(12) }, 'birthDate'],
    ['a 101-year-old', { birthDate: bornYearsAgo(101) }, 'birthDate'],
    ['a city not in the list', { city: 'Atlantis' }, 'city'],
    ['an unknown project type', { projectTypes: ['Cooking'] }, 'projectTypes'],
    ['"All Projects" as a project type', { projectTypes: ['All Projects'] }, 'projectTypes'],
    ['ten project types', { projectTypes: Array.from({ length: 10 }, () => 'Film') }, 'projectTypes'],
    ['eleven languages', { languages: Array.from({ length: 11 }, (_, i) => `Language ${i}`) }, 'languages'],
    ['a one-letter language', { languages: ['H'] }, 'languages'],
    ['a 41-character language', { languages: ['L'.repeat(41)] }, 'languages'],
    ['twenty-one skills', { skills: Array.from({ length: 21 }, (_, i) => `Skill ${i}`) }, 'skills'],
    ['an empty skill', { skills: ['   '] }, 'skills'],
    ['a 1001-character bio', { bio: 'b'.repeat(1001) }, 'bio'],
    ['a bio with a control character', { bio: 'Hello\u0007there' }, 'bio'],
    ['isPublic as a string', { isPublic: 'yes' }, 'isPublic'],
    ['callDigest as a string', { callDigest: 'yes' }, 'callDigest: must be true or false'],
    ['callDigest as null', { callDigest: null }, 'callDigest: must be true or false'],
    ['an empty body', {}, 'Nothing to update'],
  ])('refuses %s with 400 and leaves the row alone', async (_label, body, needle) => {
    const before = await talentRow(talent.id)
    await expectRejected(TALENT_PATH, tokens.talent, body, needle)
    expect(await talentRow(talent.id)).toEqual(before)
  })

  it('answers "Nothing to update" with exactly that message', async () => {
    const { status, body } = await patch(TALENT_PATH, tokens.talent, {})
    expect(status).toBe(400)
    expect(body).toEqual({ success: false, message: 'Nothing to update' })
  })

  it.each([
    ['malformed JSON', '{"name": "Aanya', 'application/json', 'not valid JSON'],
    ['a JSON array', '[{"name": "Aanya"}]', 'application/json', 'JSON object'],
    ['a form body', 'name=Aanya', 'application/x-www-form-urlencoded', 'must be JSON'],
  ])('refuses %s with 400', async (_label, raw, contentType, needle) => {
    const response = await api.app.request(`/api/v1${TALENT_PATH}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${tokens.talent}`, 'content-type': contentType },
      body: raw,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ success: false, message: expect.stringContaining(needle) })
  })

  it('refuses a body over 16 KB', async () => {
    await expectRejected(TALENT_PATH, tokens.talent, { bio: 'b'.repeat(20_000) }, 'too large')
  })
})

describe('GET /get-my-recruiter-profile', () => {
  it("returns the caller's own profile, never cached", async () => {
    const { status, headers, body } = await api.call('GET', RECRUITER_PATH, { token: tokens.recruiter })
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('private, no-store')
    const row = await recruiterRow(recruiter.id)
    expect(body).toEqual({
      success: true,
      profile: {
        USERID: recruiter.USERID,
        email: DEMO_RECRUITER_EMAIL,
        name: 'Rhea Malhotra',
        company: 'Spotlight Casting Co.',
        brand: row.brand,
        city: 'Mumbai',
        bio: row.bio,
        photo: row.photo,
        total_views: row.totalViews,
        total_share: row.totalShare,
        total_connected: row.totalConnected,
      },
    })
  })
})

describe('PATCH /get-my-recruiter-profile', () => {
  it("changes only the caller's own row and returns the updated profile", async () => {
    const otherBefore = await recruiterRow(otherRecruiterId)
    const talentBefore = await talentRow(talent.id)
    const before = await recruiterRow(recruiter.id)
    const { status, body } = await patch(RECRUITER_PATH, tokens.recruiter, {
      name: ' Rhea  Malhotra-Sen ',
      company: ' Monsoon Films ',
      brand: 'Monsoon <Originals>',
      city: 'gurgaon',
      bio: 'Casting for features.\nAnd ads.',
    })
    expect(status).toBe(200)
    expect(body.profile).toEqual({
      USERID: recruiter.USERID,
      email: DEMO_RECRUITER_EMAIL,
      name: 'Rhea Malhotra-Sen',
      company: 'Monsoon Films',
      brand: 'Monsoon <Originals>',
      city: 'Gurugram',
      bio: 'Casting for features.\nAnd ads.',
      photo: before.photo,
      total_views: before.totalViews,
      total_share: before.totalShare,
      total_connected: before.totalConnected,
    })
    const after = await recruiterRow(recruiter.id)
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime())
    expect(await recruiterRow(otherRecruiterId)).toEqual(otherBefore)
    expect(await talentRow(talent.id)).toEqual(talentBefore)
    expect((await api.call('GET', RECRUITER_PATH, { token: tokens.recruiter })).body.profile).toEqual(body.profile)
  })

  it('accepts an empty company and 120-character company and brand', async () => {
    const { status, body } = await patch(RECRUITER_PATH, tokens.recruiter, {
      company: 'C'.repeat(120),
      brand: '',
    })
    expect(status).toBe(200)
    expect(body.profile).toMatchObject({ company: 'C'.repeat(120), brand: '' })
  })

  it.each([
    ['a talent-only field', { talentType: 'Actor' }, 'talentType'],
    ['an unknown key', { website: 'https://example.com' }, 'website'],
    ['a one-letter name', { name: 'R' }, 'name'],
    ['a 121-character company', { company: 'C'.repeat(121) }, 'company'],
    ['a 121-character brand', { brand: 'B'.repeat(121) }, 'brand'],
    ['a company with a line break', { company: 'Monsoon\nFilms' }, 'company'],
    ['a city not in the list', { city: 'Gotham' }, 'city'],
    ['a 1001-character bio', { bio: 'b'.repeat(1001) }, 'bio'],
    ['an empty body', {}, 'Nothing to update'],
  ])('refuses %s with 400 and leaves the row alone', async (_label, body, needle) => {
    const before = await recruiterRow(recruiter.id)
    await expectRejected(RECRUITER_PATH, tokens.recruiter, body, needle)
    expect(await recruiterRow(recruiter.id)).toEqual(before)
  })
})

describe('the profiles service', () => {
  // The routes refuse the wrong user type before the service runs; the service refuses it too, so no
  // other caller of it can read or write a profile of the wrong kind.
  it('refuses the wrong user type on its own', async () => {
    const asRecruiter = { ...recruiter, userType: 'recruiter' as const, familyId: 'test' }
    const asTalent = { ...talent, userType: 'talent' as const, familyId: 'test' }
    await expect(getOwnTalentProfile(api.db, asRecruiter)).rejects.toMatchObject({ status: 403 })
    await expect(updateOwnTalentProfile(api.db, asRecruiter, { bio: 'x' })).rejects.toMatchObject({ status: 403 })
    await expect(getOwnRecruiterProfile(api.db, asTalent)).rejects.toMatchObject({ status: 403 })
    await expect(updateOwnRecruiterProfile(api.db, asTalent, { bio: 'x' })).rejects.toMatchObject({ status: 403 })
  })
})

describe('the profiles contract', () => {
  it('publishes GET and PATCH of both profiles as protected calls', async () => {
    const { body } = await api.call('GET', '/openapi.json')
    for (const path of [TALENT_PATH, RECRUITER_PATH]) {
      const item = body.paths[`/api/v1${path}`]
      expect(Object.keys(item ?? {}).sort()).toEqual(['get', 'patch'])
      expect(Object.keys(item.patch.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']))
    }
  })
})

describe('casting details (issue 19)', () => {
  const details = {
    heightCm: 168,
    measurements: { chestCm: 86, waistCm: 66, hipsCm: 92 },
    shoeSizeEu: 38.5,
    accents: ['Marathi', 'Neutral Indian English'],
    credits: [{ title: 'Monsoon Diaries', role: 'Tara', year: 2024, projectType: 'Web Series' }],
    bookedUntil: '2027-01-15',
    dayRate: { min: 20000, max: 45000 },
    socialHandles: [{ platform: 'Instagram', handle: '@aanya.acts', followers: 12500 }],
    showreels: [{ url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Drama reel 2025' }],
  }

  it('are saved through PATCH and shown on the public profile; the day rate only to recruiters and the owner', async () => {
    // Earlier tests may have hidden the profile; the public half needs it public.
    const saved = await patch(TALENT_PATH, tokens.talent, { ...details, isPublic: true })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.profile.casting).toMatchObject({ heightCm: 168, dayRate: { min: 20000, max: 45000 } })
    expect(saved.body.profile.showreels).toEqual([
      {
        provider: 'youtube',
        videoId: 'dQw4w9WgXcQ',
        title: 'Drama reel 2025',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      },
    ])
    expect(saved.body.profile.completeness.missing).not.toContain('Your height')

    const path = `/get-app-talent-public-profile/${talent.USERID}`
    const guest = await api.call('GET', path)
    expect(guest.status, JSON.stringify(guest.body)).toBe(200)
    expect(guest.body.talent.casting).toMatchObject({ heightCm: 168, bookedUntil: '2027-01-15', dayRate: null })
    expect(guest.body.talent.media.showreels[0].embedUrl).toContain('youtube-nocookie.com')
    const asRecruiter = await api.call('GET', path, { token: tokens.recruiter })
    expect(asRecruiter.body.talent.casting.dayRate).toEqual({ min: 20000, max: 45000, currency: 'INR' })

    const cleared = await patch(TALENT_PATH, tokens.talent, { heightCm: null, dayRate: null, showreels: [] })
    expect(cleared.body.profile.casting).toMatchObject({ heightCm: null, dayRate: null, accents: details.accents })
    expect(cleared.body.profile.showreels).toEqual([])
  })

  it.each([
    [{ heightCm: 400 }, 'heightCm: must be at most 250 cm'],
    [{ shoeSizeEu: 38.3 }, 'shoeSizeEu: must be a whole or half size'],
    [{ showreels: [{ url: 'https://evil.example/v/1' }] }, 'showreels.0.url: must be a YouTube or Vimeo link'],
    [{ dayRate: { min: 50000, max: 10000 } }, 'dayRate: min must not be above max'],
    [{ credits: [{ title: 'X', role: 'Y', year: 1900 }] }, 'credits.0.year: must be at least 1950'],
    [{ bookedUntil: '2027-13-45' }, 'bookedUntil: must be a real date'],
  ])('%j is refused, naming the field', async (body, message) => {
    const answer = await patch(TALENT_PATH, tokens.talent, body)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toContain(message)
  })
})
