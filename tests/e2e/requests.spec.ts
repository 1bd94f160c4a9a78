import type { Page } from '@playwright/test'
import { expect, expectNoViolations, hydrated, keepShot, setTheme, test, VIEWPORTS } from './support'
import { inDays, signedInPage, signUp } from './new-accounts'

/**
 * Connection requests (issue 21, ADR 024): a recruiter sends one from a talent's page, the talent answers it
 * in a second browser, the recruiter sees the answer and the contact after a reload. Each test makes its own
 * two accounts, so runs (JavaScript on and off, in parallel) never share a request.
 */

async function fillRequest(page: Page) {
  await page.getByLabel('Project').fill('Monsoon tea ad')
  await page.getByLabel('Role').fill('Young teacher')
  await page.getByLabel('First day').fill(inDays(20))
  await page.getByLabel('Last day').fill(inDays(21))
  await page.getByLabel('Place').fill('Film City, Mumbai')
  await page.getByLabel('Rate in rupees (optional)').fill('25000')
  await page.getByLabel('Message').fill('Two shoot days and one fitting. We loved your showreel.')
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`connection requests, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('a recruiter sends a request; the talent accepts it; the recruiter sees Accepted and the contact', async ({
      browser,
      request,
      baseURL,
    }) => {
      test.slow()
      const label = javaScriptEnabled ? 'js' : 'nojs'
      const [recruiter, talent] = await Promise.all([
        signUp(request, 'recruiter', label),
        signUp(request, 'talent', label),
      ])
      const recruiterPage = await signedInPage(browser, recruiter, javaScriptEnabled, baseURL)
      const talentPage = await signedInPage(browser, talent, javaScriptEnabled, baseURL)

      // The recruiter: Connect on the talent's page leads to the form.
      await recruiterPage.goto(`/recruiter/solo/${talent.USERID}`)
      await hydrated(recruiterPage, javaScriptEnabled)
      await recruiterPage.getByRole('link', { name: 'Connect' }).click()
      await expect(recruiterPage).toHaveURL(new RegExp(`/recruiter/solo/${talent.USERID}/request$`))
      await expect(recruiterPage.getByRole('heading', { level: 1 })).toHaveText(`Ask ${talent.name} to work with you`)
      await hydrated(recruiterPage, javaScriptEnabled)
      // A past first day is refused beside its field, everything typed kept.
      await fillRequest(recruiterPage)
      await recruiterPage.getByLabel('First day').fill(inDays(-5))
      await recruiterPage.getByRole('button', { name: 'Send request' }).click()
      await expect(recruiterPage.getByText('The first day has passed: choose today or later')).toBeVisible()
      await expect(recruiterPage.getByLabel('Project')).toHaveValue('Monsoon tea ad')
      await expect(recruiterPage.getByLabel('Message')).toHaveValue(/We loved your showreel/)
      await recruiterPage.getByLabel('First day').fill(inDays(20))
      await recruiterPage.getByRole('button', { name: 'Send request' }).click()
      await expect(recruiterPage).toHaveURL(/\/requests\/[0-9a-f-]{36}$/)
      const requestUrl = new URL(recruiterPage.url()).pathname
      await expect(recruiterPage.getByTestId('request-status')).toHaveText('Waiting for an answer')
      await expect(recruiterPage.getByTestId('request-contact')).toHaveCount(0)
      await expect(recruiterPage.getByText('₹25,000')).toBeVisible()
      // Connect again shows the open request instead of a second form.
      await recruiterPage.goto(`/recruiter/solo/${talent.USERID}/request`)
      await expect(recruiterPage).toHaveURL(new RegExp(`${requestUrl}$`))

      // The talent: the inbox on the profile, with the pending count; the request's page; Accept.
      await talentPage.goto('/my-profile/talent')
      const inbox = talentPage.getByRole('region', { name: /^Requests/ })
      await expect(inbox.getByTestId('pending-count')).toContainText('1')
      const item = inbox.getByTestId('request-item')
      await expect(item).toContainText(recruiter.name)
      await expect(item).toContainText('Monsoon Films')
      await expect(item).not.toContainText(recruiter.email)
      await item.getByRole('link', { name: /Read and answer/ }).click()
      await expect(talentPage).toHaveURL(new RegExp(`${requestUrl}$`))
      await hydrated(talentPage, javaScriptEnabled)
      await talentPage.getByRole('button', { name: 'Accept' }).click()
      await expect(talentPage.getByTestId('request-status')).toHaveText('Accepted')
      await expect(talentPage.getByTestId('request-contact').getByRole('link')).toHaveText(recruiter.email)

      // The recruiter, after a reload: Accepted, and the talent's email as a mailto: link.
      await recruiterPage.goto('/requests')
      const sent = recruiterPage.getByTestId('request-item').filter({ hasText: talent.name })
      await expect(sent.getByTestId('request-status')).toHaveText('Accepted')
      const contact = sent.getByTestId('request-contact').getByRole('link')
      await expect(contact).toHaveText(talent.email)
      await expect(contact).toHaveAttribute('href', /^mailto:.+%40|^mailto:.+@/)
      // Nobody else can open the request.
      const stranger = await signUp(request, 'recruiter', `${label}-stranger`)
      const strangerPage = await signedInPage(browser, stranger, javaScriptEnabled, baseURL)
      expect((await strangerPage.goto(requestUrl))?.status()).toBe(404)
      await Promise.all([recruiterPage, talentPage, strangerPage].map((p) => p.context().close()))
    })

    test('a talent declines, and blocks; the recruiter sees Declined and no contact', async ({
      browser,
      request,
      baseURL,
    }) => {
      test.slow()
      const label = javaScriptEnabled ? 'js-decline' : 'nojs-decline'
      const [recruiter, talent] = await Promise.all([
        signUp(request, 'recruiter', label),
        signUp(request, 'talent', label),
      ])
      const recruiterPage = await signedInPage(browser, recruiter, javaScriptEnabled, baseURL)
      const talentPage = await signedInPage(browser, talent, javaScriptEnabled, baseURL)
      await recruiterPage.goto(`/recruiter/solo/${talent.USERID}/request`)
      await hydrated(recruiterPage, javaScriptEnabled)
      await fillRequest(recruiterPage)
      await recruiterPage.getByRole('button', { name: 'Send request' }).click()
      await expect(recruiterPage).toHaveURL(/\/requests\/[0-9a-f-]{36}$/)
      const requestUrl = new URL(recruiterPage.url()).pathname

      await talentPage.goto(requestUrl)
      await hydrated(talentPage, javaScriptEnabled)
      await talentPage.getByRole('button', { name: 'Block this recruiter' }).click()
      await expect(talentPage.getByTestId('request-status')).toHaveText('Declined')
      await expect(talentPage.getByRole('button', { name: 'Accept' })).toHaveCount(0)

      await recruiterPage.goto('/requests')
      const sent = recruiterPage.getByTestId('request-item').filter({ hasText: talent.name })
      await expect(sent.getByTestId('request-status')).toHaveText('Declined')
      await expect(sent.getByTestId('request-contact')).toHaveCount(0)
      // A new request is refused in the same words as a duplicate: the block is not announced.
      await recruiterPage.goto(`/recruiter/solo/${talent.USERID}/request`)
      await hydrated(recruiterPage, javaScriptEnabled)
      await fillRequest(recruiterPage)
      await recruiterPage.getByRole('button', { name: 'Send request' }).click()
      await expect(recruiterPage.getByRole('alert')).toContainText('cannot take a new request from you now')
      await Promise.all([recruiterPage, talentPage].map((p) => p.context().close()))
    })
  })
}

test.describe('request pages look finished', () => {
  test('the form, the list and a request in both themes, on a phone and a desktop, axe clean', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.slow()
    const [recruiter, talent] = await Promise.all([
      signUp(request, 'recruiter', 'look'),
      signUp(request, 'talent', 'look'),
    ])
    const recruiterPage = await signedInPage(browser, recruiter, true, baseURL)
    const talentPage = await signedInPage(browser, talent, true, baseURL)
    await recruiterPage.goto(`/recruiter/solo/${talent.USERID}/request`)
    await hydrated(recruiterPage)
    await fillRequest(recruiterPage)
    await recruiterPage.getByRole('button', { name: 'Send request' }).click()
    await expect(recruiterPage).toHaveURL(/\/requests\/[0-9a-f-]{36}$/)
    const requestUrl = new URL(recruiterPage.url()).pathname
    const pages: [Page, string, string][] = [
      [recruiterPage, '/requests', 'sent-list'],
      [recruiterPage, requestUrl, 'request-recruiter'],
      [talentPage, requestUrl, 'request-talent'],
      [talentPage, '/requests', 'received-list'],
    ]
    for (const theme of ['light', 'dark'] as const) {
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        for (const [page, path, name] of pages) {
          await setTheme(page, theme)
          await page.setViewportSize(viewport)
          await page.goto(path)
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
          await expectNoViolations(page, `${name} ${theme} ${size}: `)
          await keepShot(page, `requests-${name}-${theme}-${size}`, { fullPage: true })
        }
        // The form with an error beside a field (a second request is shown instead, so a new talent's).
        const other = await signUp(request, 'talent', `look-${theme}-${size}`)
        await setTheme(recruiterPage, theme)
        await recruiterPage.setViewportSize(viewport)
        await recruiterPage.goto(`/recruiter/solo/${other.USERID}/request`)
        await hydrated(recruiterPage)
        await recruiterPage.getByLabel('Project').fill('Monsoon tea ad')
        await recruiterPage.getByRole('button', { name: 'Send request' }).click()
        await expect(recruiterPage.getByText('Enter the role')).toBeVisible()
        await expectNoViolations(recruiterPage, `form ${theme} ${size}: `)
        await keepShot(recruiterPage, `requests-form-${theme}-${size}`, { fullPage: true })
      }
    }
    await talentPage.setViewportSize(VIEWPORTS.desktop)
    await talentPage.goto('/my-profile/talent')
    await expectNoViolations(talentPage, 'inbox: ', '#requests')
    await keepShot(talentPage, 'requests-inbox-desktop')
    // Accepted: the contact box on both sides.
    await talentPage.goto(requestUrl)
    await hydrated(talentPage)
    await talentPage.getByRole('button', { name: 'Accept' }).click()
    await expect(talentPage.getByTestId('request-contact')).toBeVisible()
    await keepShot(talentPage, 'requests-accepted-talent-desktop')
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(recruiterPage, theme)
      await recruiterPage.setViewportSize(VIEWPORTS.phone)
      await recruiterPage.goto(requestUrl)
      await expect(recruiterPage.getByTestId('request-contact')).toBeVisible()
      await expectNoViolations(recruiterPage, `accepted ${theme}: `)
      await keepShot(recruiterPage, `requests-accepted-recruiter-${theme}-phone`, { fullPage: true })
    }
    await Promise.all([recruiterPage, talentPage].map((p) => p.context().close()))
  })
})
