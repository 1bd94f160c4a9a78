import type { APIRequestContext, Page } from '@playwright/test'
import {
  apiAuthorization,
  expect,
  expectNoViolations,
  keepShot,
  ROLES,
  setTheme,
  test,
  VIEWPORTS,
  type Role,
} from './support'

/**
 * Every route of requirements §2 as guest, talent and recruiter, with JavaScript on and off: each page shows its
 * real content (talent cards, a brand, a profile), and with JavaScript on axe finds no violation at a phone's and
 * a desktop's width, in either theme (the light one as one role per page). SHOTS_DIR keeps a screenshot of each.
 */

interface Fixtures {
  talent: { USERID: string; name: string }
  brand: { slug: string; name: string }
  chatSessionId: string
}

async function fixtures(request: APIRequestContext): Promise<Fixtures> {
  const talents = await (await request.get('/api/v1/get-app-dashbord-talents-public')).json()
  const categories = await (await request.get('/api/v1/get-feeds-category?current_user_type=2')).json()
  const withBrands = categories.categories.find((category: { brands?: unknown[] }) => category.brands?.length)
  // Filtered search needs an account (requirements §5): the chat search is a recruiter's.
  const search = await (
    await request.post('/api/v1/search-talents', {
      headers: await apiAuthorization(request, 'recruiter'),
      data: { filters: { talentType: 'Dancer' }, page: 1, limit: 10 },
    })
  ).json()
  return {
    talent: { USERID: talents.talents[0].USERID, name: talents.talents[0].name },
    brand: { slug: withBrands.brands[0].slug, name: withBrands.brands[0].name },
    chatSessionId: search.sessionId,
  }
}

async function expectTalentCards(page: Page, { type }: { type?: string } = {}) {
  const cards = page.locator('article[data-talent-id]')
  await expect(cards.first()).toBeVisible()
  expect(await cards.count()).toBeGreaterThan(0)
  await expect(cards.first().getByRole('heading')).not.toBeEmpty()
  if (type) {
    for (const text of await cards.allInnerTexts()) expect(text).toContain(type)
  }
}

interface PageCase {
  path: (f: Fixtures) => string
  roles: Role[]
  check: (page: Page, f: Fixtures, role: Role) => Promise<void>
}

const PAGES: Record<string, PageCase> = {
  home: { path: () => '/', roles: ROLES, check: (page) => expectTalentCards(page) },
  '/home': { path: () => '/home', roles: ROLES, check: (page) => expectTalentCards(page) },
  '/home/talent': { path: () => '/home/talent', roles: ROLES, check: (page) => expectTalentCards(page) },
  '/talent': { path: () => '/talent', roles: ROLES, check: (page) => expectTalentCards(page) },
  'all talents': {
    path: () => '/recruiter/view-all-talents',
    roles: ROLES,
    check: (page) => expectTalentCards(page),
  },
  'all talents, filtered': {
    path: () => '/recruiter/view-all-talents-filtered?talentType=Dancer&gender=Female',
    roles: ROLES,
    // Guests see the public list and a prompt to sign in; filters apply for signed-in users only.
    check: (page, _f, role) => expectTalentCards(page, role === 'guest' ? {} : { type: 'Dancer' }),
  },
  'view all from a messaging app': {
    path: () => '/view-all-talents?talentType=Actor',
    roles: ROLES,
    // Guests see the public list and a prompt to sign in (requirements §5).
    check: (page, _f, role) => expectTalentCards(page, role === 'guest' ? {} : { type: 'Actor' }),
  },
  'view all from the chat': {
    path: (f) => `/chatbot/view-all-talents?sessionId=${f.chatSessionId}`,
    // A signed-in user's chat search is theirs (others get "Chat search not found", talent-lists.spec.ts).
    roles: ['recruiter'],
    check: (page) => expectTalentCards(page, { type: 'Dancer' }),
  },
  'a talent': {
    path: (f) => `/recruiter/solo/${f.talent.USERID}`,
    roles: ROLES,
    check: async (page, f) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(f.talent.name)
    },
  },
  'a brand': {
    path: (f) => `/brand/${f.brand.slug}`,
    roles: ROLES,
    check: async (page, f) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(f.brand.name)
    },
  },
  'marketplace by category': {
    path: () => '/marketplace/all/by-category',
    roles: ROLES,
    check: async (page) => {
      await expect(page.locator('a[href^="/brand/"]').first()).toBeVisible()
    },
  },
  'own talent profile': {
    path: () => '/my-profile/talent',
    roles: ['talent'],
    check: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aanya Kapoor')
    },
  },
  'own recruiter profile': {
    path: () => '/my-profile/recruiter',
    roles: ['recruiter'],
    check: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rhea Malhotra')
    },
  },
  welcome: {
    path: () => '/welcome',
    roles: ['guest'],
    check: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    },
  },
  login: {
    path: () => '/login',
    roles: ['guest'],
    check: async (page) => {
      await expect(page.getByLabel('Email')).toBeVisible()
    },
  },
  signup: {
    path: () => '/signup',
    roles: ['guest'],
    check: async (page) => {
      await expect(page.getByRole('button', { name: 'Create talent account' })).toBeVisible()
    },
  },
  'recruiter signup': {
    path: () => '/signup/recruiter',
    roles: ROLES,
    check: async (page) => {
      await expect(page.getByRole('button', { name: 'Create recruiter account' })).toBeVisible()
    },
  },
  'not found': {
    path: () => '/404',
    roles: ROLES,
    check: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    },
  },
}

let shared: Fixtures | undefined

for (const javaScriptEnabled of [true, false]) {
  test.describe(`every page, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })
    test.beforeAll(async ({ request }) => {
      shared ??= await fixtures(request)
    })

    for (const [name, pageCase] of Object.entries(PAGES)) {
      for (const role of pageCase.roles) {
        test(`${name} as ${role}`, async ({ page, signInAs }) => {
          const f = shared!
          await signInAs(role)
          const path = pageCase.path(f)
          const response = await page.goto(path)
          expect(response?.status(), path).toBe(name === 'not found' ? 404 : 200)
          await pageCase.check(page, f, role)
          if (!javaScriptEnabled) return
          // Every page and role at a desktop's and a phone's width in the dark theme, and the light theme at
          // both widths once per page, as the last role that sees it (the roles change what a page shows, the
          // themes only its colours): axe finds no violation at all, of any impact.
          const themes = role === pageCase.roles.at(-1) ? (['dark', 'light'] as const) : (['dark'] as const)
          for (const theme of themes) {
            if (theme === 'light') {
              await setTheme(page, 'light')
              await page.reload()
              await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
              await pageCase.check(page, f, role)
            }
            for (const [device, viewport] of Object.entries(VIEWPORTS)) {
              await page.setViewportSize(viewport)
              await keepShot(page, `page-${name}-${role}-${device}-${theme}`, { fullPage: true })
              await expectNoViolations(page, `${path} ${device} ${theme}: `)
            }
          }
        })
      }
    }
  })
}
