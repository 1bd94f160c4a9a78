import { createRequestHandler } from '@remix-run/node'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { talentProfiles, users } from '../../api/db/schema'
import { DEMO_RECRUITER_EMAIL } from '../../api/db/seed'
import { action as searchAction } from '../../app/routes/resources.talents.search'
import { serverBuild } from '../setup/remix-server'
import { BASE_URL, createTestWeb, type TestWeb } from '../setup/web'

/**
 * The all-talents page's languages (issue 22) as a browser without JavaScript uses them: the server-rendered
 * form's checkboxes submitted as a GET, the answer's ticked boxes and heading, a chip's removal link followed;
 * the view-all pages and load more carry languages too. The real Remix server build (serverBuild of
 * tests/setup/remix-server.ts) and the real API on a seeded database.
 */
let web: TestWeb
let closeBuild: () => Promise<void>
let handle: (request: Request) => Promise<Response>
let recruiter: string
/** USERID → the languages of every public talent. */
let spoken: Map<string, string[]>

beforeAll(async () => {
  web = await createTestWeb({ talents: 150 })
  recruiter = (await web.signIn(DEMO_RECRUITER_EMAIL)).cookie
  const rows = await web.db
    .select({ USERID: users.userId, languages: talentProfiles.languages })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(eq(talentProfiles.isPublic, true))
  spoken = new Map(rows.map((row) => [row.USERID, row.languages]))
  const { build, close } = await serverBuild()
  closeBuild = close
  const handler = createRequestHandler(build, 'production')
  handle = (request) => handler(request, web.context())
}, 180_000)
afterAll(async () => {
  await closeBuild?.()
  await web?.close()
})

async function page(path: string, cookie: string | undefined = recruiter) {
  const response = await handle(web.get(path, cookie))
  return { status: response.status, html: await response.text() }
}

/** The filter form of a page: its action and its fields, as a browser would submit them (no JavaScript). */
function filterForm(html: string) {
  const form = /<form[^>]*aria-label="Filter talents"[^>]*>([\s\S]*?)<\/form>/.exec(html)
  if (!form) throw new Error('no filter form')
  const action = /action="([^"]*)"/.exec(form[0])![1]!
  const boxes = [...form[1]!.matchAll(/<input[^>]*type="checkbox"[^>]*>/g)].map(([tag]) => ({
    name: /name="([^"]*)"/.exec(tag)?.[1],
    value: /value="([^"]*)"/.exec(tag)?.[1],
    checked: /\schecked(?:=""|\s|\/?>)/.test(tag),
  }))
  return { action, boxes }
}

const heading = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<!-- -->/g, '')
const cardIds = (html: string) => [
  ...new Set([...html.matchAll(/href="\/recruiter\/solo\/(TAL\d+)"/g)].map((m) => m[1]!)),
]
const decode = (href: string) => href.replace(/&amp;/g, '&')
/** The address of the first link whose tag matches `attribute` (attributes in any order). */
const linkWith = (html: string, attribute: string) => {
  const tag = new RegExp(`<a[^>]*${attribute}[^>]*>`).exec(html)?.[0]
  const href = tag && /href="([^"]*)"/.exec(tag)?.[1]
  return href ? decode(href) : null
}

describe('the languages of the all-talents form, without JavaScript', () => {
  it('offers every language as a checkbox named languages, none ticked at first', async () => {
    const { status, html } = await page('/recruiter/view-all-talents')
    expect(status).toBe(200)
    const { boxes } = filterForm(html)
    const languages = boxes.filter((box) => box.name === 'languages')
    expect(languages.map((box) => box.value)).toEqual(expect.arrayContaining(['English', 'Hindi', 'Tamil', 'Telugu']))
    expect(languages.length).toBe(23)
    expect(languages.some((box) => box.checked)).toBe(false)
    expect(html).toContain('Any language')
  })

  it('a submitted choice lists its speakers, ticks its boxes, and each chip removes its language', async () => {
    const { action } = filterForm((await page('/recruiter/view-all-talents')).html)
    // What the browser sends for a ticked Tamil and Telugu (and the empty fields of the form).
    const query = new URLSearchParams([
      ['name', ''],
      ['projectType', ''],
      ['gender', ''],
      ['languages', 'Tamil'],
      ['languages', 'Telugu'],
      ['sort', 'relevance'],
    ])
    const submitted = await page(`${action}?${query}`)
    expect(submitted.status).toBe(200)
    expect(heading(submitted.html)).toBe('Tamil or Telugu speaking talents')
    const ticked = filterForm(submitted.html)
      .boxes.filter((box) => box.checked)
      .map((box) => box.value)
    expect(ticked).toEqual(['Tamil', 'Telugu'])
    const found = cardIds(submitted.html)
    expect(found.length).toBeGreaterThan(0)
    for (const id of found) {
      expect(
        spoken.get(id)!.some((language) => ['Tamil', 'Telugu'].includes(language)),
        id,
      ).toBe(true)
    }
    // The chips: one removal link per language, which keeps the other.
    const href = linkWith(submitted.html, 'aria-label="Remove Tamil"')
    expect(href, 'a chip that removes Tamil').not.toBeNull()
    expect(submitted.html).toMatch(/aria-label="Remove Telugu"/)
    expect(new URL(href!, BASE_URL).searchParams.getAll('languages')).toEqual(['Telugu'])
    const followed = await page(href!)
    expect(heading(followed.html)).toBe('Telugu speaking talents')
    expect(
      filterForm(followed.html)
        .boxes.filter((box) => box.checked)
        .map((box) => box.value),
    ).toEqual(['Telugu'])
    for (const id of cardIds(followed.html)) expect(spoken.get(id), id).toContain('Telugu')
    expect(followed.html).not.toMatch(/aria-label="Remove Tamil"/)
  })

  it('with other filters, and the next page keeps the languages', async () => {
    const { html } = await page('/recruiter/view-all-talents?gender=Female&languages=english')
    expect(heading(html)).toBe('English speaking Female talents')
    for (const id of cardIds(html)) expect(spoken.get(id), id).toContain('English')
    const next = linkWith(html, 'rel="next"')
    expect(next, 'a next-page link').not.toBeNull()
    const params = new URL(next!, BASE_URL).searchParams
    expect(params.getAll('languages')).toEqual(['English'])
    expect(params.get('page')).toBe('2')
  })

  it('names an unknown language with a 400 and keeps the form', async () => {
    const { status, html } = await page('/recruiter/view-all-talents?languages=Tamil&languages=Klingon')
    expect(status).toBe(400)
    expect(html).toContain('Languages: &quot;Klingon&quot; is not a language we know.')
    expect(filterForm(html).boxes.length).toBeGreaterThan(0)
  })

  it('a guest is shown the public list and asked to sign in, as for any filter', async () => {
    const { status, html } = await page('/recruiter/view-all-talents?languages=Tamil', '')
    expect(status).toBe(200)
    expect(heading(html)).toBe('All talents')
    expect(html).not.toContain('aria-label="Filter talents"')
    expect(html).not.toMatch(/aria-label="Remove Tamil"/)
  })
})

describe('languages on the view-all pages and load more', () => {
  it('/chatbot/view-all-talents?languages=… lists the speakers under a heading that says so', async () => {
    const { status, html } = await page('/chatbot/view-all-talents?languages=Hindi&languages=Marathi')
    expect(status).toBe(200)
    expect(heading(html)).toBe('Hindi or Marathi speaking talents')
    const found = cardIds(html)
    expect(found.length).toBeGreaterThan(0)
    for (const id of found) {
      expect(
        spoken.get(id)!.some((language) => ['Hindi', 'Marathi'].includes(language)),
        id,
      ).toBe(true)
    }
  })

  it('load more sends the languages along', async () => {
    const body = new URLSearchParams([
      ['languages', 'English'],
      ['page', '2'],
    ])
    const request = new Request(`${BASE_URL}/resources/talents/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: recruiter },
      body,
    })
    const response = await searchAction({ request, context: web.context(), params: {} })
    if (!(response instanceof Response)) throw new Error('the search route answers with a Response')
    expect(response.status).toBe(200)
    const answer = (await response.json()) as { talents: { USERID: string }[] }
    expect(answer.talents.length).toBeGreaterThan(0)
    for (const talent of answer.talents) expect(spoken.get(talent.USERID), talent.USERID).toContain('English')
  })
})
