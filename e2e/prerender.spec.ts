import { expect, test, type Browser, type Page } from '@playwright/test'
import { demoUsers, signIn } from './support/auth'
import { desktop, mobile } from './support/viewports'

/**
 * Issue 12, first paint without waiting for JavaScript: the build renders the header, the footer
 * and (on /) the home hero into the HTML (scripts/lib/prerender-plugin.ts), and the app takes it
 * over without console errors and without moving anything.
 */

const tagline = 'We Provide E-Learning, Mentoring, and New Job Opportunities Across Division for Everyone'

/** The header's help link: it sits next to the account part, the one piece the build cannot know. */
const helpLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Pusat Bantuan' })

async function boxesWithoutScript(browser: Browser, viewport: { width: number; height: number }, path: string) {
  const context = await browser.newContext({
    viewport,
    javaScriptEnabled: false,
  })
  try {
    const page = await context.newPage()
    await page.goto(path)
    const boxes = {
      // Hidden at 820 px and below, where the burger takes the links.
      help: viewport.width > 820 ? await helpLink(page).boundingBox() : null,
      logo: await page.getByRole('banner').getByRole('link', { name: 'Tumbuh', exact: true }).boundingBox(),
    }
    return boxes
  } finally {
    await context.close()
  }
}

/** Records every layout shift and console error of the page from its first byte. */
async function watch(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(String(error)))
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number }
    w.__layoutShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[]) {
        if (!entry.hadRecentInput) w.__layoutShift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return {
    errors,
    layoutShift: () => page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift),
  }
}

test.describe('the prerendered shell, before any script runs', () => {
  test.use({ javaScriptEnabled: false })

  for (const [name, viewport] of [
    ['360 px', mobile],
    ['1280 px', desktop],
  ] as const) {
    test(`/ shows the header, the home hero and the footer at ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto('/')
      const header = page.getByRole('banner')
      await expect(header.getByRole('link', { name: 'Tumbuh', exact: true })).toBeVisible()
      if (viewport === desktop) await expect(helpLink(page)).toBeVisible()
      await expect(page.getByRole('heading', { level: 1, name: tagline })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Mulai Belajar' })).toHaveAttribute('href', '/learning')
      await expect(page.getByRole('contentinfo').getByText(/Jl\. Jend\. Sudirman/)).toBeAttached()
      if (viewport === desktop) {
        const nav = header.getByRole('navigation', { name: 'Navigasi utama' })
        for (const link of ['Beranda', 'Learning', 'Mentor', 'Discovery']) await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible()
      } else {
        // Shown, but it can open nothing before the app is there, and says so.
        await expect(header.getByRole('button', { name: 'Buka menu' })).toBeDisabled()
      }
    })
  }

  test('another page has the header and footer around an empty main area, not the home hero', async ({ page }) => {
    const html = await (await page.request.get('/learning/katalog')).text()
    expect(html).toContain('<header')
    expect(html).toContain('<footer')
    expect(html).not.toContain('id="hero-title"')
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
    await page.setViewportSize(desktop)
    await page.goto('/learning/katalog')
    await expect(helpLink(page)).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)
  })
})

test.describe('the app takes the shell over', () => {
  for (const [name, viewport] of [
    ['360 px', mobile],
    ['1280 px', desktop],
  ] as const) {
    test(`as a guest on / at ${name}: no console error, nothing moves`, async ({ page, browser }) => {
      await page.setViewportSize(viewport)
      const before = await boxesWithoutScript(browser, viewport, '/')
      const watched = await watch(page)
      await page.goto('/')
      // The app's own parts are there: 'Masuk' is not in the static shell.
      await expect(page.getByRole('banner').getByRole('button', { name: 'Masuk', exact: true })).toBeVisible()
      if (viewport === mobile) await expect(page.getByRole('banner').getByRole('button', { name: 'Buka menu' })).toBeEnabled()
      await expect(page.getByRole('heading', { level: 1, name: tagline })).toBeVisible()
      if (before.help) expect(await helpLink(page).boundingBox()).toEqual(before.help)
      expect(await page.getByRole('banner').getByRole('link', { name: 'Tumbuh', exact: true }).boundingBox()).toEqual(before.logo)
      expect(await watched.layoutShift()).toBeLessThanOrEqual(0.01)
      expect(watched.errors).toEqual([])
    })

    test(`signed in, on the catalogue at ${name}: no console error, nothing moves`, async ({ page, browser }) => {
      await page.setViewportSize(viewport)
      await signIn(page, demoUsers.sari, { guardedPath: '/learning/katalog' })
      const before = await boxesWithoutScript(browser, viewport, '/learning/katalog')
      const watched = await watch(page)
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByTestId('katalog-card').first()).toBeVisible()
      if (before.help) expect(await helpLink(page).boundingBox()).toEqual(before.help)
      expect(await page.getByRole('banner').getByRole('link', { name: 'Tumbuh', exact: true }).boundingBox()).toEqual(before.logo)
      expect(await watched.layoutShift()).toBeLessThanOrEqual(0.01)
      expect(watched.errors).toEqual([])
    })
  }
})
