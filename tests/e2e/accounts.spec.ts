import crypto from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

const DEMO_PASSWORD = 'demo-pass-123'
const DEMO = {
  talent: { email: 'talent@demo.test', name: 'Aanya Kapoor', profile: '/my-profile/talent' },
  recruiter: { email: 'recruiter@demo.test', name: 'Rhea Malhotra', profile: '/my-profile/recruiter' },
} as const
type Role = 'guest' | keyof typeof DEMO

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
 * Spec §2, every route as guest, talent and recruiter: where each one lands. An unknown brand answers
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
 * A sign-up form, its scripts loaded: with JavaScript on, a form filled and sent while the page was still
 * hydrating was once left with neither errors nor a new page (CI, on a loaded machine).
 */
async function openSignUp(page: Page, path: '/signup' | '/signup/recruiter' = '/signup') {
  await page.goto(path, { waitUntil: 'networkidle' })
}

async function signIn(page: Page, email: string, password = DEMO_PASSWORD, path = '/login') {
  await page.goto(path)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

async function signInAs(page: Page, role: keyof typeof DEMO) {
  await signIn(page, DEMO[role].email)
  await expect(page.getByTestId('account-link')).toContainText(DEMO[role].name)
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`accounts, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('signs up a talent through the form and opens their profile', async ({ page }) => {
      const email = uniqueEmail('talent')
      await openSignUp(page)
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
      await openSignUp(page)
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

    test('a taken email is reported on the email field, keeping the other values', async ({ page }) => {
      await openSignUp(page, '/signup/recruiter')
      await page.getByLabel('Full name').fill('Copy Cat')
      await page.getByLabel('Work email').fill(DEMO.recruiter.email)
      await page.getByLabel('Password').fill('casting-call-42')
      await page.getByRole('button', { name: 'Create recruiter account' }).click()
      const email = page.getByLabel('Work email')
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByText('An account with this email already exists.')).toBeVisible()
      await expect(page.getByLabel('Full name')).toHaveValue('Copy Cat')
      // Without JavaScript the page comes back from the server, which never sends a password back.
      if (!javaScriptEnabled) await expect(page.getByLabel('Password')).toHaveValue('')
    })

    test('bad sign-up input: field errors beside the fields, typed values kept', async ({ page }) => {
      await openSignUp(page)
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
      // The browser holds a signed session id only: HttpOnly, Secure in production, SameSite=Lax; no token in the page.
      const session = (await page.context().cookies()).find((cookie) => cookie.name === 'castline_session')
      expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' })
      expect(await page.content()).not.toMatch(/accessToken|refreshToken|eyJhbGciOi/)
      await page.getByTestId('account-link').click()
      await expect(page).toHaveURL(/\/my-profile\/recruiter$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO.recruiter.name)
      await expect(page.getByText('Profile views')).toBeVisible()
    })

    test('bad sign-in input: field errors shown, the email kept', async ({ page }) => {
      await signIn(page, 'not-an-email', '')
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

    test('five failed sign-ins lock the account for a while', async ({ page }) => {
      const email = uniqueEmail('locked')
      for (let i = 0; i < 5; i++) {
        await signIn(page, email, `wrong-${i}-password`)
        await expect(page.getByRole('alert').filter({ hasText: INVALID_CREDENTIALS })).toBeVisible()
      }
      await signIn(page, email, 'wrong-5-password')
      await expect(
        page.getByRole('alert').filter({ hasText: 'Too many sign-in attempts. Try again in 15 minutes.' }),
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
      test(`guard table of spec §2 as ${role}`, async ({ page }) => {
        test.setTimeout(60_000)
        if (role !== 'guest') await signInAs(page, role)
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

test.describe('accessibility (axe, no serious or critical violations)', () => {
  const check = async (page: Page) => {
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  }

  for (const path of ['/login', '/signup', '/signup/recruiter', '/welcome']) {
    test(path, async ({ page }) => {
      await page.goto(path)
      await check(page)
      await page.getByTestId('theme-toggle').click()
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
      await check(page)
    })
  }

  test('/login with errors', async ({ page }) => {
    await signIn(page, 'x', '')
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    await check(page)
  })

  test('/signup with errors', async ({ page }) => {
    await page.goto('/signup')
    await page.getByRole('button', { name: 'Create talent account' }).click()
    await expect(page.getByRole('radiogroup', { name: 'Gender' })).toHaveAttribute('aria-invalid', 'true')
    await check(page)
  })

  test('/my-profile/talent', async ({ page }) => {
    await signInAs(page, 'talent')
    await page.goto('/my-profile/talent')
    await check(page)
  })
})
