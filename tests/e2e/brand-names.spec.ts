import { expect, test } from './support'

/**
 * Issue 20: brand cards show whole names. Cut to one line, "Silverline Talent Management" and "Silverline
 * Talent Agency" both read "Silverline Talen…". A name may wrap; no part of it may be hidden.
 */
for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  for (const path of ['/', '/marketplace/all/by-category']) {
    test(`brand names are whole on ${path} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height })
      await page.goto(path)
      const names = page.locator('a[data-brand-slug] > span > span:first-child')
      expect(await names.count()).toBeGreaterThan(5)
      const cut = await names.evaluateAll((nodes) =>
        nodes
          .filter((node) => node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1)
          .map((node) => node.textContent),
      )
      expect(cut).toEqual([])
      // The card grows with its name: nothing overflows the card either.
      const overflowing = await page
        .locator('a[data-brand-slug]')
        .evaluateAll((cards) => cards.filter((card) => card.scrollHeight > card.clientHeight + 1).length)
      expect(overflowing).toBe(0)
    })
  }
}
