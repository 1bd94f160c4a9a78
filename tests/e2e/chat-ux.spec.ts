import { expect, hydrated, test, type Role } from './support'
import type { Page } from '@playwright/test'

/**
 * Issue 20, the chat in the browser: its latest search for /view-all-talents (session storage), the restored last
 * search, Connect on a card (check_talent_auth), one "View all", real contact links, the keyboard, and a phone.
 */

const panelOf = (page: Page) => page.getByTestId('chat-panel')
const cardIds = (page: Page, scope = panelOf(page)) =>
  scope.locator('[data-talent-id]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-talent-id')))

async function openChat(page: Page, role: Role = 'guest', path = '/') {
  await page.goto(path)
  await hydrated(page)
  await page.getByTestId('chat-launcher').click()
  await expect(panelOf(page).getByTestId('chat-status')).toHaveText(/^Online/, { timeout: 20_000 })
  // The greeting has come: the conversation is ready for a question.
  await expect(panelOf(page).getByTestId('chat-assistant-message').first()).toBeVisible()
  void role
}

async function ask(page: Page, text: string) {
  const input = page.getByLabel('Message the assistant')
  await input.fill(text)
  await input.press('Enter')
  await expect(page.getByTestId('chat-user-message').last()).toHaveText(`You: ${text}`)
}

/** The last assistant message that shows talent cards. */
const lastResults = (page: Page) =>
  panelOf(page)
    .getByTestId('chat-assistant-message')
    .filter({ has: page.locator('[data-talent-id]') })
    .last()

/** Asks the chat, waits for its cards: their message and the first talent's USERID. */
async function search(page: Page, text: string) {
  await ask(page, text)
  const results = lastResults(page)
  await expect(results.locator('[data-talent-id]').first()).toBeVisible({ timeout: 15_000 })
  return { results, first: (await cardIds(page, results))[0]! }
}

test('the chat leaves its latest search for /view-all-talents, load more included', async ({ page, signInAs }) => {
  await signInAs('recruiter')
  await openChat(page)
  await ask(page, 'female actors')
  await expect(lastResults(page).locator('[data-talent-id]')).toHaveCount(10, { timeout: 15_000 })
  await panelOf(page).getByRole('button', { name: 'Load more', exact: true }).last().click()
  await expect.poll(async () => (await cardIds(page)).length, { timeout: 15_000 }).toBeGreaterThan(10)
  const inChat = await cardIds(page)

  await page.goto('/view-all-talents')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Your latest chat search' })).toBeVisible()
  await expect(page.getByText('The talents the assistant found for you in this tab.')).toBeVisible()
  const listed = page.locator('section[aria-labelledby="view-all-results"] article[data-talent-id]')
  await expect(listed).toHaveCount(inChat.length)
  expect(await cardIds(page, page.locator('section[aria-labelledby="view-all-results"]'))).toEqual(inChat)
})

test('/view-all-talents with nothing shared and no chat search says so and offers the assistant', async ({ page }) => {
  await page.goto('/view-all-talents')
  await hydrated(page)
  await expect(page.getByText('Someone shared these talents with you')).toHaveCount(0)
  await expect(page.getByText(/No list was shared with you and you have not searched with the assistant/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'browse all talents with filters' })).toHaveAttribute(
    'href',
    '/recruiter/view-all-talents',
  )
  await page.getByTestId('ask-assistant').click()
  await expect(panelOf(page)).toBeVisible()
  await expect(page.getByLabel('Message the assistant')).toBeFocused()
})

test('a signed-in user’s last search comes back, once', async ({ page, signInAs }) => {
  await signInAs('recruiter')
  await openChat(page)
  await ask(page, 'male models')
  await expect(lastResults(page).locator('[data-talent-id]')).not.toHaveCount(0, { timeout: 15_000 })
  const searched = await cardIds(page, lastResults(page))
  // The next morning: the conversation starts afresh, the search of the last hour is kept.
  await page.evaluate(() => {
    window.localStorage.setItem('lastChatDate', JSON.stringify('2000-01-01'))
  })
  await openChat(page)
  const restored = panelOf(page).getByTestId('chat-assistant-message').filter({ hasText: 'Your last search' })
  await expect(restored).toHaveCount(1)
  expect(await cardIds(page, restored)).toEqual(searched)
  await expect(restored.getByTestId('chat-view-all')).toHaveAttribute(
    'href',
    /^\/chatbot\/view-all-talents\?sessionId=/,
  )
  // The new day's greeting still comes.
  await expect(panelOf(page).getByText(/Welcome back!/)).toBeVisible()
  // Opened again the same day: the restored conversation shows it already, no second copy.
  await openChat(page)
  await expect(panelOf(page).getByTestId('chat-assistant-message').filter({ hasText: 'Your last search' })).toHaveCount(
    1,
  )
  await expect(panelOf(page).locator('[data-talent-id]')).toHaveCount(searched.length)
})

test('one "View all" per search, and Connect asks who may connect first', async ({ page, signInAs }) => {
  await signInAs('recruiter')
  await openChat(page)
  const { results, first } = await search(page, 'female dancers')
  await expect(results.getByText(/View all/)).toHaveCount(1)
  await results.getByTestId('chat-card-connect').first().click()
  await expect(page).toHaveURL(new RegExp(`/recruiter/solo/${first}$`))
})

test('a guest’s Connect goes to sign in first, and back to the talent', async ({ page }) => {
  await openChat(page)
  const { results, first } = await search(page, 'search now')
  await results.getByTestId('chat-card-connect').first().click()
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(`/recruiter/solo/${first}`)}`)
})

test('Connect without an answer within 5 s says "Auth check timeout" and stays', async ({ page }) => {
  // The socket as it is, except that check_talent_auth never reaches the server.
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer()
    ws.onMessage((message) => {
      if (typeof message === 'string' && message.includes('"check_talent_auth"')) return
      server.send(message)
    })
  })
  await openChat(page)
  const { results } = await search(page, 'search now')
  const started = Date.now()
  await results.getByTestId('chat-card-connect').first().click()
  await expect(panelOf(page).getByText('Auth check timeout')).toBeVisible({ timeout: 8_000 })
  expect(Date.now() - started).toBeGreaterThanOrEqual(4_900)
  await expect(page).toHaveURL('/')
})

test('support contacts are real links', async ({ page }) => {
  await openChat(page)
  await ask(page, 'email support')
  await expect(panelOf(page).getByRole('link', { name: 'Email support' })).toHaveAttribute(
    'href',
    'mailto:support@castline.example?subject=Help%20finding%20talent',
  )
  await ask(page, 'contact via whatsapp')
  const whatsapp = panelOf(page).getByRole('link', { name: /Chat on WhatsApp/ })
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/910000000000\?text=/)
  await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer')
})

test('the keyboard: Escape closes and gives the focus back, Alt+/ toggles, #assistant lands on the launcher', async ({
  page,
}) => {
  await page.goto('/')
  await hydrated(page)
  const launcher = page.locator('#assistant')
  await expect(launcher).toHaveAttribute('data-testid', 'chat-launcher')
  await launcher.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Message the assistant')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(panelOf(page)).toHaveCount(0)
  await expect(launcher).toBeFocused()

  await page.locator('main').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('Alt+Slash')
  await expect(page.getByLabel('Message the assistant')).toBeFocused()
  await page.keyboard.press('Alt+Slash')
  await expect(panelOf(page)).toHaveCount(0)
  await expect(launcher).toBeFocused()

  await page.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    window.location.hash = 'assistant'
  })
  await expect(launcher).toBeFocused()
  // Escape from the launcher itself closes an open panel too.
  await page.keyboard.press('Enter')
  await expect(panelOf(page)).toBeVisible()
  await launcher.focus()
  await page.keyboard.press('Escape')
  await expect(panelOf(page)).toHaveCount(0)

  // A skip link to #assistant (the header has one) lands on the launcher, the second time too.
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), {
      href: '#assistant',
      textContent: 'Skip to the assistant',
    })
    link.id = 'skip-to-assistant'
    document.body.prepend(link)
  })
  for (let i = 0; i < 2; i++) {
    await page.locator('main').click({ position: { x: 5, y: 5 } })
    await page.locator('#skip-to-assistant').click()
    await expect(launcher).toBeFocused()
  }
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('following a card or "View all talents" closes the full-screen chat and shows the page', async ({
    page,
    signInAs,
  }) => {
    await signInAs('recruiter')
    await openChat(page)
    const { results, first } = await search(page, 'female actors')
    // Every control of the full-screen chat is a comfortable touch target (WCAG 2.5.8 asks for 24 px).
    const small = await panelOf(page)
      .locator('button, a, input')
      .evaluateAll((nodes) =>
        nodes
          .map((node) => ({
            name: node.textContent?.trim() || node.getAttribute('aria-label'),
            box: node.getBoundingClientRect(),
          }))
          .filter(({ box }) => box.width < 24 || box.height < 24)
          .map(({ name, box }) => `${name}: ${Math.round(box.width)}x${Math.round(box.height)}`),
      )
    expect(small).toEqual([])
    // Full-screen, the chat is modal: Tab goes round its own controls, never into the page under it.
    await expect(panelOf(page)).toHaveAttribute('aria-modal', 'true')
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab')
      expect(await panelOf(page).evaluate((panel) => panel.contains(document.activeElement))).toBe(true)
    }
    await results.locator('[data-talent-id]').first().tap()
    await expect(page).toHaveURL(new RegExp(`/recruiter/solo/${first}$`))
    await expect(panelOf(page)).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()

    await page.getByTestId('chat-launcher').tap()
    await panelOf(page).getByTestId('chat-view-all').last().tap()
    await expect(page).toHaveURL(/\/chatbot\/view-all-talents\?sessionId=/)
    await expect(panelOf(page)).toHaveCount(0)
  })

  for (const path of ['/', '/recruiter/view-all-talents', '/marketplace/all/by-category']) {
    test(`the launcher covers nothing on ${path}, wherever the page is scrolled, and is big enough`, async ({
      page,
    }) => {
      await page.goto(path)
      await hydrated(page)
      const launcher = page.getByTestId('chat-launcher')
      await expect(launcher).toHaveAccessibleName('Ask the assistant')
      // On a phone it sits in the sticky header's row, never over the page.
      await expect(page.locator('header').getByTestId('chat-launcher')).toBeVisible()
      const box = (await launcher.boundingBox())!
      expect(box.width).toBeGreaterThanOrEqual(44)
      expect(box.height).toBeGreaterThanOrEqual(44)
      // Scrolled anywhere, the button stays inside the header's box, which the page scrolls under: whatever
      // lies beneath it is the header's, never a card's text or control under a floating button.
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      for (let y = 0; y <= height; y += 400) {
        await page.evaluate((top) => window.scrollTo(0, top), y)
        const place = await page.evaluate(() => {
          const b = document.querySelector('[data-testid="chat-launcher"]')!.getBoundingClientRect()
          const h = document.querySelector('header')!.getBoundingClientRect()
          return {
            inHeader: b.top >= h.top && b.bottom <= h.bottom && b.left >= h.left && b.right <= h.right,
            headerTop: h.top,
          }
        })
        expect(place, `scrolled to ${y} px`).toEqual({ inHeader: true, headerTop: 0 })
      }
    })
  }
})
