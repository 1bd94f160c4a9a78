import type { Page } from '@playwright/test'
import { expect } from './support'

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
