import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { talentProfiles, users } from '../../api/db/schema'
import { DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL, DEMO_PASSWORD } from '../../api/db/seed'
import {
  SHORTLIST_NAME_REQUIRED,
  SHORTLIST_NOTE_MAX_LENGTH,
  SHORTLIST_NOTE_TOO_LONG,
} from '../../app/components/shortlists/shortlist-schemas'
import { action as listAction, loader as listLoader } from '../../app/routes/_main.shortlists.$id'
import { action as addAction, loader as addLoader } from '../../app/routes/_main.shortlists.add'
import { action as createAction, loader as indexLoader } from '../../app/routes/_main.shortlists._index'
import { loader as sharedLoader, SHARED_LIST_GONE } from '../../app/routes/_main.s.$token'
import { loader as csvLoader } from '../../app/routes/shortlists.$id.export[.]csv'
import { loader as recruiterProfileLoader } from '../../app/routes/_main.my-profile.recruiter'
import { RECRUITERS_ONLY_PAGE } from '../../app/routes/shortlists.server'
import { getToast } from '../../app/services/toast.server'
import { cookieHeader, createTestWeb, type TestWeb } from '../setup/web'

let web: TestWeb
let cookies: { recruiter: string; other: string; talent: string }
let talentIds: string[]
let talentNames: Map<string, string>

beforeAll(async () => {
  web = await createTestWeb({ talents: 8 })
  const [other] = await web.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.userType, 'recruiter'), ne(users.email, DEMO_RECRUITER_EMAIL)))
    .limit(1)
  if (!other) throw new Error('the seed has no second recruiter')
  // Seeded recruiters have passwords of their own: the second one signs in with the demo's.
  const [demo] = await web.db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, DEMO_RECRUITER_EMAIL))
  await web.db.update(users).set({ passwordHash: demo!.hash }).where(eq(users.email, other.email))
  cookies = {
    recruiter: (await web.signIn(DEMO_RECRUITER_EMAIL)).cookie,
    other: (await web.signIn(other.email, DEMO_PASSWORD)).cookie,
    talent: (await web.signIn(DEMO_TALENT_EMAIL)).cookie,
  }
  const talents = await web.db
    .select({ USERID: users.userId, name: talentProfiles.displayName })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(eq(talentProfiles.isPublic, true))
    .orderBy(talentProfiles.id)
    .limit(3)
  talentIds = talents.map((talent) => talent.USERID)
  talentNames = new Map(talents.map((talent) => [talent.USERID, talent.name]))
}, 120_000)
afterAll(() => web?.close())

const args = (request: Request, params: Record<string, string> = {}) => ({ request, context: web.context(), params })

/** What a loader or action returned or threw: a redirect, or a page's 404 (`data(…, { status })`). */
async function settle<T>(run: () => Promise<T>): Promise<unknown> {
  try {
    return await run()
  } catch (error) {
    return error
  }
}

type Reply = { data: Record<string, unknown> & { errors: Record<string, string> }; init: ResponseInit | null }

/** A 302's target, and the toast it carries. */
async function followed(response: unknown) {
  expect(response).toBeInstanceOf(Response)
  const redirect = response as Response
  expect(redirect.status).toBe(302)
  const { toast } = await getToast(web.get('/', cookieHeader(redirect)))
  return { location: redirect.headers.get('location'), toast }
}

async function makeList(name: string, cookie = cookies.recruiter): Promise<string> {
  const { location } = await followed(await settle(() => createAction(args(web.post('/shortlists', { name }, cookie)))))
  const id = /^\/shortlists\/(\d+)$/.exec(location ?? '')?.[1]
  if (!id) throw new Error(`no list made: ${location}`)
  return id
}

const loadList = async (id: string, cookie = cookies.recruiter) =>
  (await listLoader(args(web.get(`/shortlists/${id}`, cookie), { id }))) as Awaited<ReturnType<typeof listLoader>>

const post = (id: string, fields: Record<string, string>, cookie = cookies.recruiter) =>
  settle(() => listAction(args(web.post(`/shortlists/${id}`, fields, cookie), { id })))

describe('who may open the shortlist pages', () => {
  it('sends a guest to sign in and back', async () => {
    const response = (await settle(() => indexLoader(args(web.get('/shortlists'))))) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/login?redirectTo=%2Fshortlists')
  })

  it('sends a talent to their own profile with a toast that says shortlists are for recruiters', async () => {
    const { location, toast } = await followed(
      await settle(() => indexLoader(args(web.get('/shortlists', cookies.talent)))),
    )
    expect(location).toBe('/my-profile/talent')
    expect(toast?.message).toBe(RECRUITERS_ONLY_PAGE)
  })

  it('refuses a talent the add action: nothing is added', async () => {
    const [talentId = ''] = talentIds
    const response = await settle(() =>
      addAction(args(web.post('/shortlists/add', { talentId, newName: 'Talent list' }, cookies.talent))),
    )
    expect((await followed(response)).location).toBe('/my-profile/talent')
    const lists = (await indexLoader(args(web.get('/shortlists', cookies.recruiter)))) as {
      shortlists: { name: string }[]
    }
    expect(lists.shortlists.map((list) => list.name)).not.toContain('Talent list')
  })
})

describe('a recruiter keeps lists', () => {
  it('refuses an empty name beside the field, keeps what was typed', async () => {
    const reply = (await createAction(args(web.post('/shortlists', { name: '   ' }, cookies.recruiter)))) as Reply
    expect(reply.init?.status).toBe(400)
    expect(reply.data.errors.name).toBe(SHORTLIST_NAME_REQUIRED)
  })

  it('adds without JavaScript: a new list made and added to, then back to the page with a toast linking the list', async () => {
    const [talentId = ''] = talentIds
    const response = await settle(() =>
      addAction(
        args(
          web.post(
            '/shortlists/add',
            {
              talentId,
              shortlistId: 'new',
              newName: 'Biscuit ad – kids',
              redirectTo: '/recruiter/view-all-talents?page=2',
            },
            cookies.recruiter,
          ),
        ),
      ),
    )
    const { location, toast } = await followed(response)
    expect(location).toBe('/recruiter/view-all-talents?page=2')
    expect(toast?.message).toBe(`Added ${talentNames.get(talentId)} to Biscuit ad – kids.`)
    expect(toast?.link).toEqual({ href: expect.stringMatching(/^\/shortlists\/\d+$/), label: 'Open the list' })
  })

  it('adds with JavaScript to an existing list: JSON, no redirect; another site as redirectTo is never followed', async () => {
    const id = await makeList('Dance video')
    const [, second = ''] = talentIds
    const reply = (await addAction(
      args(web.post('/shortlists/add', { talentId: second, shortlistId: id, js: '1' }, cookies.recruiter)),
    )) as { ok: boolean; message: string }
    expect(reply).toMatchObject({ ok: true, message: `Added ${talentNames.get(second)} to Dance video.` })
    const back = await settle(() =>
      addAction(
        args(
          web.post(
            '/shortlists/add',
            { talentId: second, shortlistId: id, redirectTo: '//evil.test/x' },
            cookies.recruiter,
          ),
        ),
      ),
    )
    expect((await followed(back)).location).toBe(`/shortlists/${id}`)
  })

  it('asks for a list or a name, beside the field', async () => {
    const [talentId = ''] = talentIds
    const reply = (await addAction(
      args(web.post('/shortlists/add', { talentId, shortlistId: 'new', newName: ' ' }, cookies.recruiter)),
    )) as Reply
    expect(reply.init?.status).toBe(400)
    expect(reply.data.errors.newName).toBe(SHORTLIST_NAME_REQUIRED)
    const chooser = await addLoader(args(web.get(`/shortlists/add?talentId=${talentId}`, cookies.recruiter)))
    expect(chooser.shortlists.map((list) => list.name)).toEqual(expect.arrayContaining(['Biscuit ad – kids']))
    expect(chooser.talent.name).toBe(talentNames.get(talentId))
    const unknown = await settle(() =>
      addLoader(args(web.get('/shortlists/add?talentId=TAL999999', cookies.recruiter))),
    )
    expect(unknown).toMatchObject({ init: { status: 404 } })
  })

  it('notes, reorders, shares; the shared page shows the talents in order without notes; stopping ends the link', async () => {
    const id = await makeList('Campaign')
    for (const talentId of talentIds) {
      await addAction(args(web.post('/shortlists/add', { talentId, shortlistId: id, js: '1' }, cookies.recruiter)))
    }
    const [first = '', second = '', third = ''] = talentIds

    const tooLong = (await post(id, {
      intent: 'note',
      talentId: second,
      note: 'x'.repeat(SHORTLIST_NOTE_MAX_LENGTH + 1),
    })) as Reply
    expect(tooLong.init?.status).toBe(400)
    expect(tooLong.data).toMatchObject({ intent: 'note', talentId: second, errors: { note: SHORTLIST_NOTE_TOO_LONG } })

    const noted = await followed(
      await post(id, { intent: 'note', talentId: second, note: 'Great energy, ask for rates' }),
    )
    expect(noted.location).toBe(`/shortlists/${id}#entry-${second}`)
    expect((await followed(await post(id, { intent: 'down', talentId: first }))).location).toBe(
      `/shortlists/${id}#entry-${first}`,
    )
    let { shortlist, shareUrl } = await loadList(id)
    expect(shortlist.entries.map((entry) => entry.talent.USERID)).toEqual([second, first, third])
    expect(shortlist.entries[0]?.note).toBe('Great energy, ask for rates')
    expect(shareUrl).toBeNull()

    await followed(await post(id, { intent: 'share' }))
    ;({ shareUrl } = await loadList(id))
    const token = /\/s\/([A-Za-z0-9_-]{24})$/.exec(shareUrl ?? '')?.[1] ?? ''
    expect(token).not.toBe('')
    const shared = await sharedLoader(args(web.get(`/s/${token}`), { token }))
    expect(shared.shortlist.talents.map((talent) => talent.USERID)).toEqual([second, first, third])
    expect(JSON.stringify(shared)).not.toContain('Great energy')
    expect(shared.canonicalUrl).toMatch(new RegExp(`^https?://[^/]+/s/${token}$`))
    expect(shared.imageUrl).toMatch(/^https?:\/\/[^/]+\//)

    await followed(await post(id, { intent: 'unshare' }))
    const gone = await settle(() => sharedLoader(args(web.get(`/s/${token}`), { token })))
    expect(gone).toMatchObject({ init: { status: 404 }, data: { message: SHARED_LIST_GONE } })

    await followed(await post(id, { intent: 'remove', talentId: third }))
    ;({ shortlist } = await loadList(id))
    expect(shortlist.entries.map((entry) => entry.talent.USERID)).toEqual([second, first])
  })

  it('renames (an empty name is refused beside the field), exports CSV, deletes', async () => {
    const id = await makeList('Old name')
    const empty = (await post(id, { intent: 'rename', name: '' })) as Reply
    expect(empty.init?.status).toBe(400)
    expect(empty.data.errors.name).toBe(SHORTLIST_NAME_REQUIRED)
    await followed(await post(id, { intent: 'rename', name: 'New name' }))
    expect((await loadList(id)).shortlist.name).toBe('New name')

    const csv = (await csvLoader(args(web.get(`/shortlists/${id}/export.csv`, cookies.recruiter), { id }))) as Response
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="new-name.csv"')
    expect(await csv.text()).toMatch(/^\uFEFF?[^\r\n]+\r\n?/)

    const deleted = await followed(await post(id, { intent: 'delete' }))
    expect(deleted.location).toBe('/shortlists')
    expect(await settle(() => loadList(id))).toMatchObject({ init: { status: 404 } })
  })

  it('lists the shortlists on the recruiter’s profile page', async () => {
    const page = (await recruiterProfileLoader(args(web.get('/my-profile/recruiter', cookies.recruiter)))) as {
      shortlists: { name: string; talentCount: number }[] | null
    }
    expect(page.shortlists?.map((list) => list.name)).toEqual(expect.arrayContaining(['Campaign', 'Biscuit ad – kids']))
  })
})

describe('another recruiter’s list', () => {
  it('is a 404 to open, change, export or add to, and stays as it was', async () => {
    const id = await makeList('Mine only')
    const [talentId = ''] = talentIds
    await addAction(args(web.post('/shortlists/add', { talentId, shortlistId: id, js: '1' }, cookies.recruiter)))
    expect(await settle(() => loadList(id, cookies.other))).toMatchObject({ init: { status: 404 } })
    const attempts: Record<string, string>[] = [
      { intent: 'rename', name: 'Taken' },
      { intent: 'delete' },
      { intent: 'share' },
      { intent: 'note', talentId, note: 'mine now' },
      { intent: 'remove', talentId },
      { intent: 'down', talentId },
    ]
    for (const fields of attempts) {
      expect(await post(id, fields, cookies.other), fields.intent).toMatchObject({ init: { status: 404 } })
    }
    const csv = (await csvLoader(args(web.get(`/shortlists/${id}/export.csv`, cookies.other), { id }))) as Response
    expect(csv.status).toBe(404)
    const add = (await addAction(
      args(web.post('/shortlists/add', { talentId, shortlistId: id, js: '1' }, cookies.other)),
    )) as Reply
    expect(add.init?.status).toBe(404)
    const { shortlist } = await loadList(id)
    expect(shortlist).toMatchObject({ name: 'Mine only', shareToken: null })
    expect(shortlist.entries.map((entry) => ({ id: entry.talent.USERID, note: entry.note }))).toEqual([
      { id: talentId, note: '' },
    ])
  })
})
