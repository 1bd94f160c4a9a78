import type { Page } from '@playwright/test'
import {
  DEMO,
  expect,
  expectNoViolations,
  hydrated,
  keepShot,
  setTheme,
  signInThroughForm,
  test,
  VIEWPORTS,
} from './support'
import { OWN_NUMBER_LABELS } from '../../app/components/own-numbers'

const SAVED = 'Your profile is saved.'
const DIGEST_OPT_IN = 'Notify me once a day about new casting calls that fit my profile'

// The tests edit the two demo profiles: one at a time, so one test's save cannot land in another's check.
test.describe.configure({ mode: 'serial' })

async function expectNumbersAndChart(page: Page, role: 'talent' | 'recruiter') {
  const numbers = page.getByRole('region', { name: 'Your numbers' })
  await expect(numbers.getByRole('definition').filter({ hasText: /^\d[\d,]*$/ })).toHaveCount(3)
  // Each number says what it counts, in the words of its user type (issue 21).
  for (const { label, counts } of Object.values(OWN_NUMBER_LABELS[role])) {
    await expect(numbers.getByRole('term').filter({ hasText: label })).toBeVisible()
    await expect(numbers.getByRole('definition').filter({ hasText: counts })).toBeVisible()
  }
  await expect(page.getByRole('figure', { name: /^Activity per day/ })).toBeVisible()
  await expect(page.getByRole('img', { name: /^Over .+ views, .+ shares, .+ connections\.$/ })).toBeVisible()
  // The chart was drawn on the server: its SVG is in the page whether or not JavaScript runs.
  await expect(page.locator('svg.recharts-surface:visible')).toHaveCount(1)
  await page.getByText('The numbers by day').click()
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(31)
}

/** The flash message: a toast (an alert) with JavaScript, a banner (a status) without. */
const flash = (page: Page) => page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: SAVED })

for (const javaScriptEnabled of [true, false]) {
  test.describe(`own profiles, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('a talent sees their numbers and a chart, edits the profile and is told it is saved', async ({
      page,
      signInAs,
    }) => {
      await signInAs('talent')
      await page.goto('/my-profile/talent')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO.talent.name)
      await expectNumbersAndChart(page, 'talent')
      await hydrated(page, javaScriptEnabled)
      const skills = `Kathak, Stage combat ${javaScriptEnabled ? 'js' : 'nojs'} ${Date.now() % 1000}`
      await page.getByLabel('Skills').fill(skills)
      await page.getByRole('checkbox', { name: 'Dubbing & Voice' }).check()
      await page.getByRole('button', { name: 'Save changes' }).click()
      await expect(flash(page)).toBeVisible()
      await page.reload()
      await expect(page.getByLabel('Skills')).toHaveValue(skills)
      await expect(page.getByRole('checkbox', { name: 'Dubbing & Voice' })).toBeChecked()
      await page.getByRole('checkbox', { name: 'Dubbing & Voice' }).uncheck()
      await page.getByRole('button', { name: 'Save changes' }).click()
      await expect(flash(page)).toBeVisible()
    })

    test('a bad form shows errors beside the fields and keeps what was typed', async ({ page, signInAs }) => {
      await signInAs('talent')
      await page.goto('/my-profile/talent')
      await hydrated(page, javaScriptEnabled)
      await page.getByLabel('Name').fill('A')
      await page.getByLabel('Languages').fill('Hindi, E')
      await page.getByLabel('About you').fill('Typed and not lost.')
      await page.getByRole('button', { name: 'Save changes' }).click()
      await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByText('Your name needs at least 2 characters')).toBeVisible()
      await expect(page.getByText('Each of your languages needs at least 2 characters')).toBeVisible()
      await expect(page.getByLabel('About you')).toHaveValue('Typed and not lost.')
      await expect(page.getByLabel('Name')).toHaveValue('A')
      await expect(flash(page)).toHaveCount(0)
      await page.goto('/my-profile/talent')
      await expect(page.getByLabel('Name')).toHaveValue(DEMO.talent.name)
    })

    test('a recruiter edits their profile; each kind is kept to its own page', async ({ page, signInAs }) => {
      await signInAs('recruiter')
      await page.goto('/my-profile/talent')
      await expect(page).toHaveURL(/\/my-profile\/recruiter$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO.recruiter.name)
      await expectNumbersAndChart(page, 'recruiter')
      await hydrated(page, javaScriptEnabled)
      const brand = `Spotlight ${javaScriptEnabled ? 'JS' : 'HTML'} ${Date.now() % 1000}`
      await page.getByLabel('Brand').fill(brand)
      await page.getByRole('button', { name: 'Save changes' }).click()
      await expect(flash(page)).toBeVisible()
      await page.reload()
      await expect(page.getByLabel('Brand')).toHaveValue(brand)
    })

    test('a talent opening the recruiter page lands on their own', async ({ page, signInAs }) => {
      await signInAs('talent')
      await page.goto('/my-profile/recruiter')
      await expect(page).toHaveURL(/\/my-profile\/talent$/)
    })

    test('a password change: a wrong current password is shown beside it; then "Password changed.", this browser stays signed in and another one is signed out', async ({
      page,
      browser,
      request,
    }) => {
      // A fresh account: the demo passwords stay as they are for every other test.
      const account = {
        email: `password-${javaScriptEnabled ? 'js' : 'nojs'}-${Date.now()}@example.test`,
        password: 'first-pass-123',
        name: 'Pat Password',
      }
      const created = await request.post('/api/v1/app-user-authentication/signup', {
        data: { ...account, userType: 'recruiter' },
      })
      expect(created.status()).toBe(201)
      const elsewhere = await browser.newContext()
      const otherPage = await elsewhere.newPage()
      await signInThroughForm(otherPage, account)
      await signInThroughForm(page, account)
      await page.goto('/my-profile/recruiter')
      const form = page.getByRole('region', { name: 'Change password' })

      await form.getByLabel('Current password').fill('not-the-password-0')
      await form.getByLabel('New password', { exact: true }).fill('second-pass-456')
      await form.getByLabel('New password, again').fill('second-pass-456')
      await form.getByRole('button', { name: 'Change password' }).click()
      await expect(form.getByText('This is not your current password')).toBeVisible()
      await expect(form.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true')
      // The server never sends a password back (with JavaScript the browser keeps what is in the fields).
      if (!javaScriptEnabled) await expect(form.getByLabel('Current password')).toHaveValue('')

      await form.getByLabel('Current password').fill(account.password)
      await form.getByLabel('New password', { exact: true }).fill('second-pass-456')
      await form.getByLabel('New password, again').fill('second-pass-456')
      await form.getByRole('button', { name: 'Change password' }).click()
      await expect(
        page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: 'Password changed.' }),
      ).toBeVisible()
      await expect(page.getByTestId('account-link')).toContainText(account.name)
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.name)
      // The other browser's session ended with the old password.
      await otherPage.goto('/my-profile/recruiter')
      await expect(otherPage).toHaveURL(/\/login\?redirectTo=%2Fmy-profile%2Frecruiter$/)
      await elsewhere.close()
    })

    test('a guest is sent to sign in', async ({ page }) => {
      await page.goto('/my-profile/talent')
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmy-profile%2Ftalent$/)
    })
  })
}

// Both own profiles are checked in both themes by pages.spec.ts; here the form with its errors shown.
test.describe('own profiles accessibility (axe)', () => {
  test('talent form with errors', async ({ page, signInAs }) => {
    await signInAs('talent')
    await page.goto('/my-profile/talent')
    await hydrated(page)
    await page.getByLabel('Name').fill('A')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
    await expectNoViolations(page)
  })
})

// Issue 23: the daily casting-call notification is the talent's choice, one box in the profile form (ADR 027).
test.describe('call digest opt-in, JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('a talent ticks the daily notification of fitting calls and unticks it', async ({ page, signInAs }) => {
    await signInAs('talent')
    await page.goto('/my-profile/talent')
    const optIn = page.getByRole('checkbox', { name: DIGEST_OPT_IN })
    await expect(optIn).not.toBeChecked()
    for (const ticked of [true, false]) {
      await optIn.setChecked(ticked)
      await page.getByRole('button', { name: 'Save changes' }).click()
      await expect(flash(page)).toBeVisible()
      await page.goto('/my-profile/talent')
      await expect(optIn).toBeChecked({ checked: ticked })
    }
  })
})

test('the call digest box reads well in both themes, on a phone and a desktop (axe)', async ({ page, signInAs }) => {
  await signInAs('talent')
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme)
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport)
      await page.goto('/my-profile/talent')
      await expectNoViolations(page, `${theme} ${size}: `, 'section[aria-labelledby="edit-title"]')
      await page.getByRole('checkbox', { name: DIGEST_OPT_IN }).scrollIntoViewIfNeeded()
      await keepShot(page, `my-profile-call-digest-${theme}-${size}`)
    }
  }
})
