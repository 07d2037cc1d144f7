import { expect, test, type Page } from '@playwright/test'
import { desktop, mobile } from './support/viewports'

const scrollTo = (page: Page, y: number) => page.evaluate<void>(`window.scrollTo(0, ${y})`)
// e2e has no DOM lib; the element's own window gives the computed style.
const style = (page: Page, property: 'backgroundColor' | 'position') =>
  page.getByRole('banner').evaluate((el, p) => el.ownerDocument.defaultView?.getComputedStyle(el)[p] as string, property)
const background = (page: Page) => style(page, 'backgroundColor')

for (const [label, viewport] of [
  ['desktop', desktop],
  ['mobile', mobile],
] as const) {
  test.describe(label, () => {
    test.use({ viewport })

    test('on / the header is transparent and fixed at the top, solid after 86 px of scrolling', async ({ page }) => {
      await page.goto('/')
      const header = page.getByRole('banner')
      // The styles are read from the app's header: the prerendered one (which leaves the account
      // part empty) is replaced some 100-300 ms after the load event, and a style read from it as
      // it goes comes back empty.
      await expect(header.getByRole('button', { name: 'Masuk', exact: true })).toBeVisible()
      await expect(header).toHaveAttribute('data-mode', 'transparent')
      await expect.poll(() => background(page)).toBe('rgba(0, 0, 0, 0)')
      expect(await style(page, 'position')).toBe('fixed')
      expect((await header.boundingBox())?.height).toBe(86)

      await scrollTo(page, 60)
      await expect(header).toHaveAttribute('data-mode', 'transparent')

      await scrollTo(page, 120)
      await expect(header).toHaveAttribute('data-mode', 'solid')
      await expect.poll(() => background(page)).not.toBe('rgba(0, 0, 0, 0)')
      await expect(header).toBeInViewport()

      await scrollTo(page, 0)
      await expect(header).toHaveAttribute('data-mode', 'transparent')
    })
  })
}

test.use({ viewport: desktop })

test('on other pages the header is solid from the start', async ({ page }) => {
  await page.goto('/tidak-ada')
  const header = page.getByRole('banner')
  await expect(header).toHaveAttribute('data-mode', 'solid')
  await expect.poll(() => background(page)).not.toBe('rgba(0, 0, 0, 0)')
})
