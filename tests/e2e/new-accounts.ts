import type { APIRequestContext, Browser } from '@playwright/test'
import { DEMO_PASSWORD, expect, signInThroughForm, VIEWPORTS } from './support'

/**
 * Fresh accounts for specs whose accounts must not be shared (requests, notifications): each test signs
 * up its own, so runs in parallel (JavaScript on and off) never see each other's requests or counts.
 */
export interface NewAccount {
  email: string
  name: string
  password: string
  USERID: string
  /** An access token for calls straight to /api/v1. */
  token: string
}

export async function signUp(
  request: APIRequestContext,
  userType: 'talent' | 'recruiter',
  label: string,
): Promise<NewAccount> {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
  const email = `${userType}-${label}-${unique}@accounts.test`
  const name = userType === 'talent' ? `Meera Iyer ${label}` : `Kabir Sethi ${label}`
  const extra =
    userType === 'talent'
      ? { talentType: 'Actor', gender: 'Female', birthDate: '1995-04-12', city: 'Mumbai' }
      : { company: 'Monsoon Films' }
  const response = await request.post('/api/v1/app-user-authentication/signup', {
    data: { email, password: DEMO_PASSWORD, name, userType, ...extra },
  })
  expect(response.status(), await response.text()).toBe(201)
  const { user, accessToken } = (await response.json()) as { user: { USERID: string }; accessToken: string }
  return { email, name, password: DEMO_PASSWORD, USERID: user.USERID, token: accessToken }
}

/** A desktop browser context of its own, signed in as `account` through the form. */
export async function signedInPage(
  browser: Browser,
  account: NewAccount,
  javaScriptEnabled: boolean,
  baseURL?: string,
) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: VIEWPORTS.desktop })
  const page = await context.newPage()
  await signInThroughForm(page, account)
  return page
}

/** A date `days` from today, YYYY-MM-DD (a request's dates must lie ahead). */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
