import type { Locator, Page } from '@playwright/test'
import { expect, expectNoViolations, hydrated, setTheme, test, type Role } from './support'

/**
 * The shell on a phone and on a desktop: the header keeps to one row (a menu holds what does not fit),
 * the skip links come first, and every target of the header, the skip links and the footer is at least
 * 24 × 24 px (WCAG 2.2, 2.5.8).
 */
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }
const MIN_TARGET = 24

/** The header's boxes that can be seen, with their text, after scrolling well down the page. */
async function visibleTargets(scope: Locator) {
  return scope.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('a, button, summary')]
      .filter((element) => element.checkVisibility() && element.getClientRects().length > 0)
      .map((element) => {
        const box = element.getBoundingClientRect()
        const text = element.innerText.replace(/\s+/g, ' ').trim()
        return { name: text || element.getAttribute('aria-label') || '', box: box.toJSON() }
      }),
  )
}

async function scrollDown(page: Page) {
  await page.mouse.wheel(0, 1200)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
}

for (const role of ['guest', 'recruiter'] satisfies Role[]) {
  for (const theme of ['dark', 'light'] as const) {
    test(`on a phone the header stays one row when scrolled, ${role}, ${theme}`, async ({ page, signInAs }) => {
      await page.setViewportSize(PHONE)
      await signInAs(role)
      await setTheme(page, theme)
      await page.goto('/')
      await hydrated(page)
      await scrollDown(page)
      const header = page.getByRole('banner').first()
      const box = (await header.boundingBox())!
      // Sticky at the top, and one row: no taller than a single 40 px control with its padding.
      expect(box.y).toBe(0)
      expect(box.height).toBeLessThanOrEqual(64)
      const targets = await visibleTargets(header)
      const toggle = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'
      // A signed-in user also has the notifications bell, named with the unread count when there is one.
      // The profile link's text: its name for screen readers, then the initials a phone shows instead.
      const account = role === 'guest' ? ['Sign in'] : ['Notifications', 'Your profile: Rhea Malhotra RM']
      const names = targets.map((t) => t.name.replace(/^Notifications, \d+ unread$/, 'Notifications'))
      expect(names).toEqual(['Castline', toggle, ...account, 'Ask the assistant', 'Menu'])
      for (const target of targets) {
        expect(target.box.y, `${target.name} is inside the row`).toBeGreaterThanOrEqual(0)
        expect(target.box.bottom, `${target.name} is inside the row`).toBeLessThanOrEqual(box.height)
        expect(target.box.right, `${target.name} fits the screen`).toBeLessThanOrEqual(PHONE.width)
      }

      // The menu holds the browse links and the other account action; it opens over the page, keyboard first.
      const menu = page.getByTestId('header-menu')
      await menu.locator('summary').focus()
      await page.keyboard.press('Enter')
      await expect(menu.getByRole('link', { name: 'Talents' })).toBeVisible()
      await expect(
        role === 'guest' ? menu.getByRole('link', { name: 'Sign up' }) : menu.getByRole('button', { name: 'Log out' }),
      ).toBeVisible()
      await expectNoViolations(page, `menu open, ${theme}: `)
      for (const target of await visibleTargets(menu)) {
        expect(target.box.height, target.name).toBeGreaterThanOrEqual(MIN_TARGET)
        expect(target.box.width, target.name).toBeGreaterThanOrEqual(MIN_TARGET)
      }
      // Escape closes it and gives the focus back to its button.
      await page.keyboard.press('Escape')
      await expect(menu.getByRole('link', { name: 'Talents' })).toBeHidden()
      await expect(menu.locator('summary')).toBeFocused()
    })
  }
}

test('the phone menu works without JavaScript and closes after a navigation with it', async ({ browser }) => {
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled })
    const page = await context.newPage()
    await page.goto('/')
    await hydrated(page, javaScriptEnabled)
    const menu = page.getByTestId('header-menu')
    await menu.locator('summary').click()
    await menu.getByRole('link', { name: 'Categories' }).click()
    await expect(page).toHaveURL(/\/marketplace\/all\/by-category$/)
    await expect(menu.getByRole('link', { name: 'Categories' })).toBeHidden()
    await context.close()
  }
})

for (const viewport of [PHONE, DESKTOP]) {
  test(`skip links come first and every target of the shell is at least 24 px, ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('/')
    await hydrated(page)
    await expect(page.getByTestId('chat-launcher')).toBeVisible()

    await page.keyboard.press('Tab')
    const toContent = page.getByRole('link', { name: 'Skip to content' })
    await expect(toContent).toBeFocused()
    await expect(toContent).toBeInViewport()
    await page.keyboard.press('Tab')
    const toAssistant = page.getByRole('link', { name: 'Skip to the assistant' })
    await expect(toAssistant).toBeFocused()
    await expect(toAssistant).toBeInViewport()
    const skipBoxes = [(await toContent.boundingBox())!, (await toAssistant.boundingBox())!]
    for (const box of skipBoxes) expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(MIN_TARGET)

    const shellTargets = [
      ...(await visibleTargets(page.getByRole('banner').first())),
      ...(await visibleTargets(page.locator('footer'))),
    ]
    expect(shellTargets.length).toBeGreaterThan(3)
    for (const target of shellTargets) {
      expect(target.box.width, target.name).toBeGreaterThanOrEqual(MIN_TARGET)
      expect(target.box.height, target.name).toBeGreaterThanOrEqual(MIN_TARGET)
    }

    // The assistant without tabbing through the page: Enter on the link focuses the launcher.
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('chat-launcher')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('chat-launcher')).toHaveAttribute('aria-expanded', 'true')

    // Skip to content lands on the page, past the header.
    await page.goto('/')
    await hydrated(page)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main$/)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true)
  })
}

test('the standalone pages have the content skip link and the same one-row header', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/login')
  await hydrated(page)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await expect(page.getByRole('link', { name: 'Skip to the assistant' })).toHaveCount(0)
  const box = (await page.getByRole('banner').first().boundingBox())!
  expect(box.height).toBeLessThanOrEqual(64)
})
