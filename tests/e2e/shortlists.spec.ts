import type { Browser, Locator, Page } from '@playwright/test'
import { expect, expectNoViolations, hydrated, keepShot, setTheme, test, VIEWPORTS } from './support'

/**
 * Issue 21: a recruiter shortlists three talents (from a list page, a talent's page and, with JavaScript, the
 * chat's cards), notes one and shares the list; a signed-out phone opens the link and sees the three, not the note.
 */

const cards = (page: Page) => page.locator('article[data-talent-id]')
const NOTE = 'Strong on camera – ask about the 12th'

async function nameOf(page: Page, index: number) {
  const card = cards(page).nth(index)
  return {
    id: (await card.getAttribute('data-talent-id')) ?? '',
    name: (await card.getByRole('heading', { level: 3 }).innerText()).trim(),
  }
}

/** Chooses the list (by its name, or a new one to name) in the add form in `scope`, and sends it. */
async function chooseList(scope: ReturnType<Page['locator']> | Page, list: string, isNew: boolean) {
  const select = scope.getByLabel('Shortlist', { exact: true })
  if (isNew) {
    await select.selectOption('new')
    await scope.getByLabel('Name of the new list').fill(list)
  } else {
    const label = await select.locator('option', { hasText: list }).first().innerText()
    await select.selectOption({ label })
  }
  await scope.getByRole('button', { name: 'Add', exact: true }).click()
}

/** The recruiter's list page: notes the talent, shares it and answers the link. */
async function noteAndShare(page: Page, list: string, talent: { id: string; name: string }, names: string[]) {
  await page.goto('/shortlists')
  await page.getByRole('link', { name: list, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(list)
  for (const name of names) await expect(page.getByRole('heading', { level: 3, name })).toBeVisible()
  await page.getByLabel(`Private note on ${talent.name}`).fill(NOTE)
  await page.locator(`#entry-${talent.id}`).getByRole('button', { name: 'Save note' }).click()
  await expect(page.getByLabel(`Private note on ${talent.name}`)).toHaveValue(NOTE)
  await page.getByRole('button', { name: 'Share as a link' }).click()
  const link = page.getByLabel(/Anyone with this link/)
  await expect(link).toHaveValue(/\/s\/[A-Za-z0-9_-]{24}$/)
  return new URL(await link.inputValue()).pathname
}

/** A signed-out phone opens the shared link: the three talents with their headshots, never the note. */
async function openOnPhone(browser: Browser, baseURL: string, path: string, list: string, names: string[]) {
  // A client's phone, JavaScript on (axe runs in the page): a context made in a test takes the test's options.
  const context = await browser.newContext({ baseURL, viewport: VIEWPORTS.phone, javaScriptEnabled: true })
  const phone = await context.newPage()
  try {
    expect((await phone.goto(path))?.status()).toBe(200)
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText(list)
    await expect(phone.getByText('Rhea Malhotra')).toBeVisible()
    await expect(cards(phone)).toHaveCount(names.length)
    for (const name of names) {
      const card = cards(phone).filter({ has: phone.getByRole('heading', { name }) })
      await expect(card.getByRole('img', { name: `Portrait of ${name}` })).toBeVisible()
    }
    await expect(phone.getByText(NOTE)).toHaveCount(0)
    await expect(phone.getByRole('button', { name: /to a shortlist/ })).toHaveCount(0)
    await expect(phone.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//)
    await expect(phone.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(list))
    await expectNoViolations(phone, 'shared page: ')
    await keepShot(phone, `shortlists-shared-${list}`, { fullPage: true })
  } finally {
    await context.close()
  }
}

/**
 * Opens the form in place: it is a lazily loaded chunk after hydration, and until it arrives the button is the
 * chooser page's (no-JS) form, so a click on a slow machine would leave the page. The form in place's button
 * says whether it is expanded.
 */
async function openInPlace(button: Locator) {
  await expect(button).toHaveAttribute('aria-expanded', 'false', { timeout: 15_000 })
  await button.click()
}

test('with JavaScript: from the list page, a talent page and the chat; noted, shared, seen on a phone', async ({
  page,
  browser,
  signInAs,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const list = `Biscuit ad – kids ${Date.now() % 100_000}`
  await signInAs('recruiter')
  await page.goto('/recruiter/view-all-talents')
  await hydrated(page)
  const first = await nameOf(page, 0)
  const card = cards(page).first()
  await openInPlace(card.getByRole('button', { name: `Add ${first.name} to a shortlist` }))
  await chooseList(card, list, true)
  await expect(page.getByText(`Added ${first.name} to ${list}.`)).toBeVisible()
  await expect(page).toHaveURL(/\/recruiter\/view-all-talents$/)
  await keepShot(page, 'shortlists-js-added-from-list')

  const second = await nameOf(page, 1)
  await page.goto(`/recruiter/solo/${second.id}`)
  await hydrated(page)
  await openInPlace(page.getByRole('button', { name: `Add ${second.name} to a shortlist` }))
  await chooseList(page.locator('#main'), list, false)
  await expect(page.getByText(`Added ${second.name} to ${list}.`)).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/recruiter/solo/${second.id}$`))

  await page.getByTestId('chat-launcher').click()
  const panel = page.getByTestId('chat-panel')
  await expect(panel.getByTestId('chat-status')).toHaveText(/^Online/, { timeout: 20_000 })
  const input = page.getByLabel('Message the assistant')
  await input.fill('female dancers in Mumbai')
  await input.press('Enter')
  const chatCards = panel.locator('[data-talent-id]')
  await expect(chatCards.first()).toBeVisible({ timeout: 15_000 })
  const chatIds = await chatCards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-talent-id')))
  const index = chatIds.findIndex((id) => id !== first.id && id !== second.id)
  const row = chatCards.nth(index).locator('..')
  const thirdName = (await chatCards.nth(index).locator('span span').first().innerText()).trim()
  const third = { id: chatIds[index] ?? '', name: thirdName }
  await openInPlace(row.getByRole('button', { name: `Add ${third.name} to a shortlist` }))
  await chooseList(row, list, false)
  await expect(page.getByText(`Added ${third.name} to ${list}.`)).toBeVisible()
  await keepShot(page, 'shortlists-js-added-from-chat')

  const names = [first.name, second.name, third.name]
  const path = await noteAndShare(page, list, second, names)
  await keepShot(page, 'shortlists-js-list', { fullPage: true })
  await openOnPhone(browser, baseURL!, path, list, names)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('from the list page and a talent page: chooser form, back with a flash; noted, shared, seen on a phone', async ({
    page,
    browser,
    signInAs,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    const list = `Saree print ${Date.now() % 100_000}`
    await signInAs('recruiter')
    await page.goto('/recruiter/view-all-talents?page=2')
    const picked = [await nameOf(page, 0), await nameOf(page, 1)]
    for (const [i, talent] of picked.entries()) {
      await page.goto('/recruiter/view-all-talents?page=2')
      await cards(page)
        .nth(i)
        .getByRole('button', { name: `Add ${talent.name} to a shortlist` })
        .click()
      await expect(page).toHaveURL(/\/shortlists\/add\?/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add to a shortlist')
      await expect(page.locator('#main').getByText(talent.name, { exact: true })).toBeVisible()
      if (i === 0) {
        // Nothing chosen to be named: the message sits beside the name box.
        await page.getByLabel('Shortlist', { exact: true }).selectOption('new')
        await page.getByRole('button', { name: 'Add', exact: true }).click()
        await expect(page.getByText('Give the list a name')).toBeVisible()
        await keepShot(page, 'shortlists-nojs-chooser-error')
      }
      await chooseList(page, list, i === 0)
      await expect(page).toHaveURL(/\/recruiter\/view-all-talents\?page=2$/)
      await expect(page.getByTestId('flash-banner')).toContainText(`Added ${talent.name} to ${list}.`)
    }
    const listPage = await nameOf(page, 2)
    await page.goto(`/recruiter/solo/${listPage.id}`)
    await page.getByRole('button', { name: `Add ${listPage.name} to a shortlist` }).click()
    await chooseList(page, list, false)
    await expect(page).toHaveURL(new RegExp(`/recruiter/solo/${listPage.id}$`))
    await expect(page.getByTestId('flash-banner')).toContainText(`Added ${listPage.name} to ${list}.`)
    await keepShot(page, 'shortlists-nojs-talent-flash')

    const names = [...picked.map((talent) => talent.name), listPage.name]
    const path = await noteAndShare(page, list, picked[0]!, names)
    // Move the first down, then open the shared page in that order.
    await page.getByRole('button', { name: `Move ${picked[0]!.name} down` }).click()
    await expect(cards(page).nth(1)).toHaveAttribute('data-talent-id', picked[0]!.id)
    await openOnPhone(browser, baseURL!, path, list, names)
  })
})

test('every new page passes axe in both themes on a phone and a desktop', async ({ page, signInAs }) => {
  test.setTimeout(180_000)
  await signInAs('recruiter')
  await page.goto('/recruiter/view-all-talents')
  const talentId = (await cards(page).first().getAttribute('data-talent-id')) ?? ''
  const made = await page.request.post('/shortlists', { form: { name: 'Axe check' }, maxRedirects: 0 })
  const listPath = made.headers().location ?? ''
  expect(listPath).toMatch(/^\/shortlists\/\d+$/)
  await page.request.post('/shortlists/add', { form: { talentId, shortlistId: listPath.split('/')[2]!, js: '1' } })
  await page.request.post(listPath, { form: { intent: 'share' }, maxRedirects: 0 })
  await page.goto(listPath)
  const shared = new URL(await page.getByLabel(/Anyone with this link/).inputValue()).pathname
  const pages = ['/shortlists', listPath, `/shortlists/add?talentId=${talentId}`, shared, '/s/not-a-real-token-000000']
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme)
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport)
      for (const path of pages) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(path.startsWith('/s/not') ? 404 : 200)
        await expectNoViolations(page, `${path} ${theme} ${size}: `)
        await keepShot(page, `shortlists-axe-${theme}-${size}-${path}`, { fullPage: true })
      }
      await page.goto('/my-profile/recruiter')
      await expectNoViolations(page, `profile ${theme} ${size}: `, '[aria-labelledby="own-shortlists-title"]')
      await page.locator('#own-shortlists-title').scrollIntoViewIfNeeded()
      await keepShot(page, `shortlists-axe-${theme}-${size}-my-profile`)
    }
  }
})
