import type { Page } from '@playwright/test'
import {
  DEMO,
  DEMO_PASSWORD,
  expect,
  expectNoViolations,
  hydrated,
  keepShot,
  setTheme,
  test,
  VIEWPORTS,
} from './support'

/**
 * The all-talents page's filters (issue 20): folded behind "Filters (n)" on a phone, open on a desktop, with or
 * without JavaScript; "Did you mean …?" for a mistyped city; a name box and a sort in the URL; and, for a guest,
 * what signing in unlocks instead of a form that would do nothing.
 */

const PAGE = '/recruiter/view-all-talents'
const { phone: PHONE, desktop: DESKTOP } = VIEWPORTS

const cards = (page: Page) => page.locator('article[data-talent-id]')
const summary = (page: Page) => page.getByTestId('filter-panel').locator(':scope > summary')

for (const javaScriptEnabled of [true, false]) {
  test.describe(`filters, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('on a phone the results come first, the filters fold behind "Filters (n)"', async ({ page, signInAs }) => {
      await page.setViewportSize(PHONE)
      await signInAs('recruiter')
      await page.goto(`${PAGE}?gender=Female&name=`)
      await hydrated(page, javaScriptEnabled)
      await expect(summary(page)).toHaveText(/Filters \(1\)/)
      await expect(page.getByLabel('Gender')).toBeHidden()
      // The first card starts on the first screen.
      const first = await cards(page).first().boundingBox()
      expect(first!.y).toBeLessThan(PHONE.height)
      // A native disclosure: the keyboard opens it.
      await summary(page).focus()
      await page.keyboard.press('Enter')
      await expect(page.getByLabel('Gender')).toBeVisible()
      await expect(page.getByLabel('Gender')).toHaveValue('Female')
      await page.getByLabel('Talent type').selectOption('Dancer')
      await page.getByRole('button', { name: 'Show talents' }).click()
      await expect(page).toHaveURL(/\?(?=.*gender=Female)(?=.*talentType=Dancer)/)
      await expect(summary(page)).toHaveText(/Filters \(2\)/)
      // The new results come first again; the keyboard is back on the summary (with JavaScript).
      await expect(page.getByLabel('Gender')).toBeHidden()
      if (javaScriptEnabled) await expect(summary(page)).toBeFocused()
    })

    test('on a desktop the filters show without a click', async ({ page, signInAs }) => {
      await page.setViewportSize(DESKTOP)
      await signInAs('recruiter')
      await page.goto(PAGE)
      await hydrated(page, javaScriptEnabled)
      await expect(summary(page)).toBeHidden()
      for (const label of ['Name', 'Gender', 'Location', 'Sort by']) await expect(page.getByLabel(label)).toBeVisible()
    })

    test('a mistyped city offers the right one as a link; a city with nothing close says so', async ({
      page,
      signInAs,
    }) => {
      await signInAs('recruiter')
      const typo = await page.goto(`${PAGE}?talentType=Actor&location=Mumbia`)
      expect(typo?.status()).toBe(400)
      const alert = page.getByRole('alert').filter({ hasText: 'not valid' })
      await expect(alert).toContainText('Location: "Mumbia" is not a city we list. Did you mean Mumbai?')
      await alert.getByRole('link', { name: 'Did you mean Mumbai?' }).click()
      await expect(page).toHaveURL(/talentType=Actor&location=Mumbai$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actors in Mumbai')
      for (const text of await cards(page).allInnerTexts()) expect(text).toMatch(/Mumbai/)
      const unknown = await page.goto(`${PAGE}?location=Atlantis`)
      expect(unknown?.status()).toBe(400)
      await expect(page.getByRole('alert').filter({ hasText: 'not valid' })).toContainText(
        'Location: "Atlantis" is not a city we list, and none is close to it.',
      )
      await expect(page.getByRole('link', { name: /Did you mean/ })).toHaveCount(0)
    })

    test('a name and a sort narrow and order the list, in the URL', async ({ page, signInAs }) => {
      await page.setViewportSize(DESKTOP)
      await signInAs('recruiter')
      await page.goto(`${PAGE}?gender=Female`)
      await hydrated(page, javaScriptEnabled)
      const someone = (await cards(page).nth(3).locator('h3').innerText()).trim()
      const part = someone.split(' ').at(-1)!.slice(0, 4).toLowerCase()
      await page.getByLabel('Name', { exact: true }).fill(part)
      await page.getByLabel('Sort by').selectOption('rating')
      await page.getByRole('button', { name: 'Show talents' }).click()
      await expect(page).toHaveURL(new RegExp(`\\?(?=.*gender=Female)(?=.*name=${part}&)(?=.*sort=rating)`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Female talents named like “${part}”`)
      // Other specs sign up talents with the same name: the one picked is among them, whoever else matches.
      await expect(cards(page).locator('h3', { hasText: someone }).first()).toBeVisible()
      const ratings = await cards(page)
        .locator('[aria-label^="Rated"]')
        .evaluateAll((els) => els.map((el) => Number(el.textContent!.replace('★', '').trim())))
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue(part)
      await expect(page.getByLabel('Sort by')).toHaveValue('rating')
      const bad = await page.goto(`${PAGE}?sort=popular`)
      expect(bad?.status()).toBe(400)
      await expect(page.getByRole('alert').filter({ hasText: 'not valid' })).toContainText(
        'Sort: "popular" is not a sort order. Choose relevance, newest, rating.',
      )
    })

    test('languages: ticked boxes find speakers of any of them, chips remove one (issue 22)', async ({
      page,
      signInAs,
    }) => {
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport)
        await signInAs('recruiter')
        await page.goto(`${PAGE}?gender=Female`)
        await hydrated(page, javaScriptEnabled)
        if (viewport === PHONE) await summary(page).click()
        const languages = page.getByTestId('filter-languages')
        await expect(languages.locator('summary')).toHaveText('Any language')
        await languages.locator('summary').click()
        await languages.getByLabel('Tamil', { exact: true }).check()
        await languages.getByLabel('Telugu', { exact: true }).check()
        await page.getByRole('button', { name: 'Show talents' }).click()
        await expect(page).toHaveURL(/\?(?=.*gender=Female)(?=.*languages=Tamil&languages=Telugu)/)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tamil or Telugu speaking Female talents')
        await expect(page.getByTestId('filter-languages').locator('summary')).toHaveText('Tamil, Telugu')
        await expect(cards(page).first()).toBeVisible()
        // Each chip is a link to the list without its language.
        const chips = page.getByTestId('language-chips')
        await expect(chips.getByRole('link')).toHaveText(['Tamil×', 'Telugu×'])
        await chips.getByRole('link', { name: 'Remove Tamil' }).click()
        await expect(page).toHaveURL(/\?(?=.*gender=Female)(?!.*languages=Tamil)(?=.*languages=Telugu)(?!.*name=&)/)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Telugu speaking Female talents')
        await expect(chips.getByRole('link')).toHaveText(['Telugu×'])
        const bad = await page.goto(`${PAGE}?languages=Klingon`)
        expect(bad?.status()).toBe(400)
        await expect(page.getByRole('alert').filter({ hasText: 'not valid' })).toContainText(
          'Languages: "Klingon" is not a language we know.',
        )
      }
    })

    test('a guest sees what signing in unlocks, no form, and signs in back to the same list', async ({ page }) => {
      await page.goto(`${PAGE}?gender=Female&talentType=Dancer`)
      await hydrated(page, javaScriptEnabled)
      await expect(page.getByRole('button', { name: 'Show talents' })).toHaveCount(0)
      await expect(page.getByRole('search')).toHaveCount(0)
      const prompt = page.getByTestId('sign-in-to-filter')
      await expect(prompt.getByRole('heading', { level: 2 })).toHaveText('Sign in to narrow the list')
      await expect(prompt).toContainText('search talents by name')
      await expect(prompt).toContainText('sort by newest or best rated')
      await expect(prompt).toContainText('This link asks for Female Dancers')
      await prompt.getByRole('link', { name: 'Sign in to filter talents' }).click()
      await expect(page).toHaveURL(/\/login\?redirectTo=/)
      await page.getByLabel('Email').fill(DEMO.recruiter.email)
      await page.getByLabel('Password').fill(DEMO_PASSWORD)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page).toHaveURL(/\/recruiter\/view-all-talents\?gender=Female&talentType=Dancer$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Female Dancers')
    })
  })
}

test('load more keeps the name and the sort', async ({ page, signInAs }) => {
  await signInAs('recruiter')
  await page.goto(`${PAGE}?sort=newest`)
  await hydrated(page)
  const firstPage = await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-talent-id')))
  await page.goto(`${PAGE}?sort=newest&page=2`)
  const secondPage = await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-talent-id')))
  await page.goto(`${PAGE}?sort=newest`)
  await hydrated(page)
  await expect(page.getByTestId('load-more')).toHaveAttribute('href', /sort=newest&page=2|page=2.*sort=newest/)
  await page.getByTestId('load-more').click()
  await expect(cards(page)).toHaveCount(20)
  const shown = await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-talent-id')))
  expect(shown).toEqual([...firstPage, ...secondPage])
})

test('phone and desktop widths, both themes, guest and recruiter: axe clean (screenshots with SHOTS_DIR)', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000)
  const { baseURL } = testInfo.project.use
  for (const role of ['guest', 'recruiter'] as const) {
    for (const [size, viewport] of [
      ['390x844', PHONE],
      ['1440x900', DESKTOP],
    ] as const) {
      for (const theme of ['dark', 'light'] as const) {
        const context = await browser.newContext({ baseURL, viewport })
        const page = await context.newPage()
        if (role !== 'guest') {
          const response = await context.request.post('/login', {
            form: { email: DEMO[role].email, password: DEMO_PASSWORD },
            maxRedirects: 0,
          })
          expect(response.status()).toBe(302)
        }
        await setTheme(page, theme)
        await page.goto(`${PAGE}?gender=Female&location=Mumbai`)
        await hydrated(page)
        await keepShot(page, `filters-${role}-${size}-${theme}`)
        await expectNoViolations(page, `${role} ${size} ${theme}: `)
        if (role === 'recruiter') {
          if (size === '390x844') await summary(page).click()
          await page.goto(`${PAGE}?location=Mumbia&name=pr`)
          await hydrated(page)
          await keepShot(page, `filters-${role}-${size}-${theme}-typo`, { fullPage: true })
          await expectNoViolations(page, `${role} ${size} ${theme} typo: `)
          // Languages (issue 22): the open checkbox group and the chips.
          await page.goto(`${PAGE}?gender=Female&languages=Tamil&languages=Telugu`)
          await hydrated(page)
          if (size === '390x844') await summary(page).click()
          await page.getByTestId('filter-languages').locator('summary').click()
          await keepShot(page, `filters-${role}-${size}-${theme}-languages`, { fullPage: true })
          await expectNoViolations(page, `${role} ${size} ${theme} languages: `)
        }
        await context.close()
      }
    }
  }
})
