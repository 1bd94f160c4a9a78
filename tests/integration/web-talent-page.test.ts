import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { talentProfiles, users } from '../../api/db/schema'
import { DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { action, loader } from '../../app/routes/_main.recruiter.solo.$id'
import { getViewedTalentIds } from '../../app/services/viewed-talents.server'
import { userByEmail } from './sign-in'
import { BASE_URL, createTestWeb, type TestWeb } from '../setup/web'

let web: TestWeb

/** What a loader or action returned or threw: redirects and data() errors are thrown values. */
async function settle<T>(run: () => Promise<T>): Promise<unknown> {
  try {
    return await run()
  } catch (error) {
    return error
  }
}

beforeAll(async () => {
  web = await createTestWeb({ talents: 10 })
})
afterAll(() => web?.close())

interface Page {
  talent: { USERID: string; name: string; slug: string; isOwner: boolean; totalViews: number }
  signedIn: boolean
  canonicalUrl: string
  imageUrl: string
}
interface Loaded {
  data: Page
  init: ResponseInit | null
}

async function counters(USERID: string) {
  const [row] = await web.db
    .select({
      views: talentProfiles.totalViews,
      shares: talentProfiles.totalShare,
      connections: talentProfiles.totalConnected,
    })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(eq(users.userId, USERID))
  if (!row) throw new Error(`no talent ${USERID}`)
  return row
}

function load(id: string, cookie?: string) {
  return settle(() =>
    loader({ request: web.get(`/recruiter/solo/${id}`, cookie), context: web.context(), params: { id } }),
  )
}

function act(id: string, intent: string, cookie?: string) {
  return settle(() =>
    action({ request: web.post(`/recruiter/solo/${id}`, { intent }, cookie), context: web.context(), params: { id } }),
  )
}

/** A thrown data() (an error status for the boundary) or a returned one, as status and body. */
function statusOf(value: unknown): { status: number; data: unknown } {
  if (value && typeof value === 'object' && 'init' in value && 'data' in value) {
    const { init, data } = value as { init: ResponseInit | null; data: unknown }
    return { status: init?.status ?? 200, data }
  }
  throw new Error(`expected data(), got ${JSON.stringify(value)}`)
}

describe('talent page loader', () => {
  it('reads the talent through the API and gives absolute canonical and image URLs for previews', async () => {
    const { data } = (await load('TAL000001')) as Loaded
    expect(data.talent).toMatchObject({ USERID: 'TAL000001', isOwner: false })
    expect(data.signedIn).toBe(false)
    expect(data.canonicalUrl).toBe(`${BASE_URL}/recruiter/solo/TAL000001`)
    expect(data.imageUrl).toMatch(new RegExp(`^${BASE_URL}/api/v1/media/avatars/.+\\.png$`))
  })

  it('opened by slug, the canonical URL still names the USERID', async () => {
    const { data: byId } = (await load('TAL000002')) as Loaded
    const { data: bySlug } = (await load(byId.talent.slug)) as Loaded
    expect(bySlug.talent.USERID).toBe('TAL000002')
    expect(bySlug.canonicalUrl).toBe(`${BASE_URL}/recruiter/solo/TAL000002`)
  })

  it('adds the talent to the viewed list (newest first) with a Set-Cookie', async () => {
    const first = (await load('TAL000003')) as Loaded
    const cookie = new Headers(first.init?.headers).get('set-cookie') ?? ''
    expect(cookie).toMatch(/^castline_viewed=.+HttpOnly/i)
    const jar = cookie.split(';')[0] ?? ''
    const second = (await load('TAL000004', jar)) as Loaded
    const next = (new Headers(second.init?.headers).get('set-cookie') ?? '').split(';')[0] ?? ''
    expect(await getViewedTalentIds(web.get('/', next))).toEqual(['TAL000004', 'TAL000003'])
  })

  it("counts a guest's view but not the owner's own, because the owner's token is sent", async () => {
    const owner = await userByEmail(web.api, DEMO_TALENT_EMAIL)
    const before = await counters(owner.USERID)
    await load(owner.USERID)
    expect((await counters(owner.USERID)).views).toBe(before.views + 1)
    const { cookie } = await web.signIn(DEMO_TALENT_EMAIL)
    const { data } = (await load(owner.USERID, cookie)) as Loaded
    expect(data.talent.isOwner).toBe(true)
    expect(data.signedIn).toBe(true)
    expect((await counters(owner.USERID)).views).toBe(before.views + 1)
  })

  it('an unknown talent is a 404 and a malformed link a 400 with a message, without an upstream call for it', async () => {
    const missing = statusOf(await load('TAL999999'))
    expect(missing.status).toBe(404)
    expect(missing.data).toMatchObject({ message: expect.stringContaining('No talent has this link') })
    web.resetCalls()
    const malformed = statusOf(await load('bad id<script>'))
    expect(malformed.status).toBe(400)
    expect(malformed.data).toMatchObject({ message: expect.stringContaining('not valid') })
    expect(web.count('get-app-talent-public-profile/bad id<script>')).toBe(0)
  })

  it('an unreachable API is a 503, never a 500', async () => {
    const context = web.context({ apiFetch: () => Promise.reject(new Error('ECONNREFUSED')) })
    const thrown = await settle(() =>
      loader({ request: web.get('/recruiter/solo/TAL000005'), context, params: { id: 'TAL000005' } }),
    )
    expect(statusOf(thrown).status).toBe(503)
  })
})

describe('talent page actions', () => {
  it('Share counts a share (guests too) and answers the absolute canonical URL', async () => {
    const before = await counters('TAL000006')
    const result = statusOf({ data: await act('TAL000006', 'share'), init: null })
    expect(result.data).toMatchObject({ intent: 'share', shareUrl: `${BASE_URL}/recruiter/solo/TAL000006` })
    expect((await counters('TAL000006')).shares).toBe(before.shares + 1)
  })

  it('Connect, posted by a page rendered before requests (ADR 024), leads to the request form and counts nothing', async () => {
    const { cookie } = await web.signIn(DEMO_RECRUITER_EMAIL)
    for (const who of [undefined, cookie]) {
      const before = await counters('TAL000007')
      const response = await act('TAL000007', 'connect', who)
      expect(response).toBeInstanceOf(Response)
      expect((response as Response).status).toBe(302)
      expect((response as Response).headers.get('location')).toBe('/recruiter/solo/TAL000007/request')
      expect(await counters('TAL000007')).toEqual(before)
    }
  })

  it('an unknown intent is a 400; an unknown talent a 404', async () => {
    expect(statusOf(await act('TAL000007', 'delete')).status).toBe(400)
    expect(statusOf(await act('TAL999999', 'share')).status).toBe(404)
  })
})
