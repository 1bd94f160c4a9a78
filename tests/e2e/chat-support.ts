import type { Page } from '@playwright/test'
import { expect, hydrated, setTheme } from './support'

/** The chat panel, and the assistant's messages in it. */
export const panelOf = (page: Page) => page.getByTestId('chat-panel')
export const assistantSaid = (page: Page) => panelOf(page).getByTestId('chat-assistant-message')

/** Says one message and waits until the assistant's answer to it has come (a new last message). */
export async function say(page: Page, text: string) {
  const before = await assistantSaid(page).count()
  const input = page.getByLabel('Message the assistant')
  await input.fill(text)
  await input.press('Enter')
  await expect(page.getByTestId('chat-user-message').last()).toHaveText(`You: ${text}`)
  await expect.poll(() => assistantSaid(page).count(), { timeout: 15_000 }).toBeGreaterThan(before)
  return assistantSaid(page).last()
}

/** The home page in the light theme with the chat open and online, its welcome shown. */
export async function openChat(page: Page) {
  await setTheme(page, 'light')
  await page.goto('/')
  await hydrated(page)
  await page.getByTestId('chat-launcher').click()
  await expect(panelOf(page).getByTestId('chat-status')).toHaveText(/^Online/, { timeout: 20_000 })
  await expect(assistantSaid(page).first()).toBeVisible()
}

/**
 * Switches to the dark theme and waits for its round trip: the switch's redirect is a navigation, which
 * would take the page back from a link clicked before it lands.
 */
export async function switchToDark(page: Page) {
  const revalidated = page.waitForResponse(
    (response) => response.request().method() === 'GET' && new URL(response.url()).pathname.endsWith('.data'),
  )
  await page.getByTestId('theme-toggle').first().dispatchEvent('click')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await revalidated
}
