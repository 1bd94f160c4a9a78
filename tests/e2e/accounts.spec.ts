import crypto from 'node:crypto'
import type { Page } from '@playwright/test'
import {
  DEMO,
  DEMO_PASSWORD,
  expect,
  expectNoViolations,
  hydrated,
  signInThroughForm,
  test,
  type Role,
} from './support'

const LOGOUT_TOAST = 'Logout successful! See you again soon 😊'
const INVALID_CREDENTIALS = 'Invalid email or password.'

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${crypto.randomBytes(3).toString('hex')}@e2e.test`

/** The path and query the page ended on. */
const landing = (page: Page) => {
  const url = new URL(page.url())
  return url.pathname + url.search
}
/** A page open to every role, which stays where it is. */
const everyone = (path: string): Record<Role, string> => ({ guest: path, talent: path, recruiter: path })
const toLogin = (path: string) => `/login?${new URLSearchParams({ redirectTo: path })}`

/**
 * Requirements §2, every route as guest, talent and recruiter: where each one lands. An unknown brand answers
 * its 404 page in place; an unknown path goes to /404.
 */
const GUARD_TABLE: [path: string, expected: Record<Role, string>][] = [
  ['/', everyone('/')],
  ['/view-all-talents', everyone('/view-all-talents')],
  ['/recruiter/view-all-talents-filtered', everyone('/recruiter/view-all-talents-filtered')],
  ['/recruiter/view-all-talents', everyone('/recruiter/view-all-talents')],
  ['/recruiter/solo/TAL000001', everyone('/recruiter/solo/TAL000001')],
  ['/brand/some-brand', everyone('/brand/some-brand')],
  ['/talent', everyone('/talent')],
  ['/marketplace/all/by-category', everyone('/marketplace/all/by-category')],
  [
    '/my-profile/talent',
    { guest: toLogin('/my-profile/talent'), talent: '/my-profile/talent', recruiter: '/my-profile/recruiter' },
  ],
  [
    '/my-profile/recruiter',
    { guest: toLogin('/my-profile/recruiter'), talent: '/my-profile/talent', recruiter: '/my-profile/recruiter' },
  ],
  ['/chatbot/view-all-talents', everyone('/chatbot/view-all-talents')],
  ['/welcome', { guest: '/welcome', talent: '/', recruiter: '/' }],
  ['/login', { guest: '/login', talent: '/', recruiter: '/' }],
  ['/home', everyone('/home')],
  ['/home/talent', everyone('/home/talent')],
  ['/signup', { guest: '/signup', talent: '/', recruiter: '/' }],
  ['/signup/recruiter', everyone('/signup/recruiter')],
  ['/index.html', everyone('/')],
  ['/404', everyone('/404')],
  ['/no-such-page', everyone('/404')],
]

/**
 * A sign-up form, hydrated: with JavaScript on, a form filled and sent while the page was still hydrating
 * was once left with neither errors nor a new page (CI, on a loaded machine).
 */
async function openSignUp(page: Page, javaScriptEnabled: boolean, path: '/signup' | '/signup/recruiter' = '/signup') {
  await page.goto(path)
  await hydrated(page, javaScriptEnabled)
}

/** Sends the sign-in form (its subject here is signing in, so through the form) without waiting for the result. */
async function signIn(page: Page, email: string, password = DEMO_PASSWORD, path = '/login', awaitHydration = false) {
  await page.goto(path)
  // Before hydration the browser's own checks (required, type=email) stop a bad form from being sent at all.
  await hydrated(page, awaitHydration)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Signs in as a demo role through the form. */
const signInAs = (page: Page, role: keyof typeof DEMO) => signInThroughForm(page, DEMO[role])

for (const javaScriptEnabled of [true, false]) {
  test.describe(`accounts, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('signs up a talent through the form and opens their profile', async ({ page }) => {
      const email = uniqueEmail('talent')
      await openSignUp(page, javaScriptEnabled)
      await page.getByLabel('Full name').fill('Meher Iyer')
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Password').fill('stage-lights-42')
      await page.getByLabel('I am a').selectOption('Dancer')
      await page.getByLabel('City').selectOption('Pune')
      await page.getByRole('radio', { name: 'Female' }).check()
      await page.getByLabel('Date of birth').fill('1999-03-14')
      await page.getByRole('button', { name: 'Create talent account' }).click()

      await expect(page).toHaveURL(/\/my-profile\/talent$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meher Iyer')
      await expect(page.getByText('Dancer · Pune')).toBeVisible()
      await expect(page.getByText(email)).toBeVisible()
      await expect(page.getByTestId('account-link')).toContainText('Meher Iyer')
    })

    test('signs up a recruiter through the form and opens their profile', async ({ page }) => {
      await openSignUp(page, javaScriptEnabled)
      await page.getByRole('link', { name: 'I’m hiring' }).click()
      await expect(page).toHaveURL(/\/signup\/recruiter$/)
      await page.getByLabel('Full name').fill('Dev Khanna')
      await page.getByLabel('Work email').fill(uniqueEmail('recruiter'))
      await page.getByLabel('Password').fill('casting-call-42')
      await page.getByLabel('Company (optional)').fill('North Star Films')
      await page.getByRole('button', { name: 'Create recruiter account' }).click()

      await expect(page).toHaveURL(/\/my-profile\/recruiter$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dev Khanna')
      await expect(page.getByText('North Star Films').first()).toBeVisible()
    })

    test('a taken email gets the neutral answer on the form (ADR 019), keeping the other values', async ({ page }) => {
      await openSignUp(page, javaScriptEnabled, '/signup/recruiter')
      await page.getByLabel('Full name').fill('Copy Cat')
      await page.getByLabel('Work email').fill(DEMO.recruiter.email)
      await page.getByLabel('Password').fill('casting-call-42')
      await page.getByRole('button', { name: 'Create recruiter account' }).click()
      await expect(page).toHaveURL(/\/signup\/recruiter/)
      await expect(
        page.getByText(
          'We could not create an account with these details. If you already have an account, sign in instead.',
        ),
      ).toBeVisible()
      // Nothing says the address is registered.
      await expect(page.getByText(/already exists|already registered/)).toHaveCount(0)
      await expect(page.getByLabel('Work email')).toHaveValue(DEMO.recruiter.email)
      await expect(page.getByLabel('Full name')).toHaveValue('Copy Cat')
      // Without JavaScript the page comes back from the server, which never sends a password back.
      if (!javaScriptEnabled) await expect(page.getByLabel('Password')).toHaveValue('')
    })

    test('bad sign-up input: field errors beside the fields, typed values kept', async ({ page }) => {
      await openSignUp(page, javaScriptEnabled)
      await page.getByLabel('Full name').fill('Z')
      await page.getByLabel('Email').fill('zed@nowhere')
      await page.getByLabel('Password').fill('short')
      await page.getByLabel('City').selectOption('Jaipur')
      await page.getByRole('button', { name: 'Create talent account' }).click()

      await expect(page).toHaveURL(/\/signup/)
      const name = page.getByLabel('Full name')
      await expect(name).toHaveAttribute('aria-invalid', 'true')
      await expect(name).toHaveAttribute('aria-describedby', /signup-talent-name-error/)
      await expect(page.locator('#signup-talent-name-error')).toHaveText('Your name needs at least 2 characters')
      await expect(page.getByText('Enter an email address like name@example.com')).toBeVisible()
      await expect(page.getByText('Use at least 8 characters')).toBeVisible()
      await expect(page.getByText('Choose what you do')).toBeVisible()
      await expect(page.getByText('Choose a gender')).toBeVisible()
      await expect(page.getByText('Enter your date of birth')).toBeVisible()
      await expect(name).toHaveValue('Z')
      await expect(page.getByLabel('Email')).toHaveValue('zed@nowhere')
      await expect(page.getByLabel('City')).toHaveValue('Jaipur')
    })

    test('signs in and out as the demo talent: logout shows the toast and lands on /welcome', async ({ page }) => {
      await signInAs(page, 'talent')
      expect(landing(page)).toBe('/')
      if (javaScriptEnabled) await page.evaluate(() => localStorage.setItem('searchHistory', '[1,2,3]'))

      await page.getByRole('button', { name: 'Log out' }).click()

      await expect(page).toHaveURL(/\/welcome/)
      if (javaScriptEnabled) {
        await expect(page.getByRole('alert').filter({ hasText: LOGOUT_TOAST })).toBeVisible()
        await expect(page.getByRole('status').filter({ hasText: LOGOUT_TOAST })).toHaveCount(0)
        await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0)
        await expect.poll(() => landing(page)).toBe('/welcome')
      } else {
        await expect(page.getByRole('status')).toHaveText(LOGOUT_TOAST)
      }
      await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible()
      // Signed out for real: the profile now asks to sign in.
      await page.goto('/my-profile/talent')
      expect(landing(page)).toBe(toLogin('/my-profile/talent'))
    })

    test('signs in as the demo recruiter and sees their own profile', async ({ page }) => {
      await signInAs(page, 'recruiter')
      // The browser holds a signed session id only, in a __Host- cookie (a production build over HTTPS): HttpOnly,
      // Secure, SameSite=Lax; no token in the page.
      const session = (await page.context().cookies()).find((cookie) => cookie.name === '__Host-castline_session')
      expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' })
      expect(await page.content()).not.toMatch(/accessToken|refreshToken|eyJhbGciOi/)
      await page.getByTestId('account-link').click()
      await expect(page).toHaveURL(/\/my-profile\/recruiter$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO.recruiter.name)
      await expect(page.getByText('Shortlist views')).toBeVisible()
    })

    test('bad sign-in input: field errors shown, the email kept', async ({ page }) => {
      await signIn(page, 'not-an-email', '', '/login', javaScriptEnabled)
      const email = page.getByLabel('Email')
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByText('Enter an email address like name@example.com')).toBeVisible()
      await expect(page.getByText('Enter your password')).toBeVisible()
      await expect(email).toHaveValue('not-an-email')
    })

    test('an unknown email and a wrong password get the same answer', async ({ page }) => {
      await signIn(page, uniqueEmail('nobody'), 'some-password-1')
      await expect(page.getByRole('alert').filter({ hasText: INVALID_CREDENTIALS })).toBeVisible()
      const unknownText = await page.getByRole('alert').filter({ hasText: INVALID_CREDENTIALS }).textContent()

      await signIn(page, DEMO.talent.email, 'wrong-password-1')
      await expect(page.getByRole('alert').filter({ hasText: INVALID_CREDENTIALS })).toBeVisible()
      expect(await page.getByRole('alert').filter({ hasText: INVALID_CREDENTIALS }).textContent()).toBe(unknownText)
      await expect(page.getByLabel('Email')).toHaveValue(DEMO.talent.email)
      if (!javaScriptEnabled) await expect(page.getByLabel('Password')).toHaveValue('')
    })

    test('after five failed sign-ins from one address the account asks it to wait', async ({ page }) => {
      const email = uniqueEmail('locked')
      for (let i = 0; i < 5; i++) {
        await signIn(page, email, `wrong-${i}-password`)
        await expect(page.getByRole('alert').filter({ hasText: INVALID_CREDENTIALS })).toBeVisible()
      }
      await signIn(page, email, 'wrong-5-password')
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: /Too many sign-in attempts\. Try again in (1 minute|\d+ seconds)\./ }),
      ).toBeVisible()
    })

    test('redirectTo round trip: a guest opening their profile signs in and comes back to it', async ({ page }) => {
      await page.goto('/my-profile/talent')
      expect(landing(page)).toBe(toLogin('/my-profile/talent'))
      await page.getByLabel('Email').fill(DEMO.talent.email)
      await page.getByLabel('Password').fill(DEMO_PASSWORD)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page).toHaveURL(/\/my-profile\/talent$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO.talent.name)
    })

    for (const target of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      test(`an open redirect attempt (redirectTo=${target}) lands on /`, async ({ page }) => {
        await signIn(page, DEMO.recruiter.email, DEMO_PASSWORD, `/login?${new URLSearchParams({ redirectTo: target })}`)
        await expect(page.getByTestId('account-link')).toContainText(DEMO.recruiter.name)
        expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host)
        expect(landing(page)).toBe('/')
      })
    }

    for (const role of ['guest', 'talent', 'recruiter'] as const) {
      test(`guard table of requirements §2 as ${role}`, async ({ page, signInAs: useSession }) => {
        // Twenty page loads: the one test here that is long because of what it checks.
        test.setTimeout(60_000)
        await useSession(role)
        const wrong: string[] = []
        for (const [path, expected] of GUARD_TABLE) {
          await page.goto(path)
          if (landing(page) !== expected[role]) wrong.push(`${path} → ${landing(page)} (expected ${expected[role]})`)
        }
        expect(wrong).toEqual([])
      })
    }
  })
}

// /login, /signup, /signup/recruiter, /welcome and the own profiles are checked in both themes by
// pages.spec.ts; here the forms with their errors shown.
test.describe('accessibility (axe, no serious or critical violations)', () => {
  test('/login with errors', async ({ page }) => {
    await signIn(page, 'x', '')
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    await expectNoViolations(page)
  })

  test('/signup with errors', async ({ page }) => {
    await openSignUp(page, true)
    await page.getByRole('button', { name: 'Create talent account' }).click()
    await expect(page.getByRole('radiogroup', { name: 'Gender' })).toHaveAttribute('aria-invalid', 'true')
    await expectNoViolations(page)
  })
})
