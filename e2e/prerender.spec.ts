import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { avatarButton, demoUsers, signIn, withDatabase } from './support/auth'
import { desktop, mobile } from './support/viewports'

/**
 * Issue 12, first paint without waiting for JavaScript: the build renders the header, the footer
 * and (on /) the home hero into the HTML (scripts/lib/prerender-plugin.ts), and the app takes it
 * over without console errors and without moving anything.
 */

const tagline = 'We Provide E-Learning, Mentoring, and New Job Opportunities Across Division for Everyone'

/**
 * The place of the header's account part ('Masuk', or the bell and the avatar), the one piece the
 * build cannot know: empty in the static shell, it keeps its width so nothing moves when it fills.
 */
const accountPlace = async (page: Page) => {
  const box = await page.getByRole('banner').getByTestId('header-account').boundingBox()
  return box && { x: box.x, width: box.width }
}

async function boxesWithoutScript(browser: Browser, viewport: { width: number; height: number }, path: string) {
  const context = await browser.newContext({
    viewport,
    javaScriptEnabled: false,
  })
  try {
    const page = await context.newPage()
    await page.goto(path)
    const boxes = {
      account: await accountPlace(page),
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
      await expect(page.getByRole('heading', { level: 1, name: tagline })).toBeVisible()
      const start = page.getByRole('link', { name: 'Mulai Belajar' })
      await expect(start).toBeVisible()
      await expect(page.getByRole('contentinfo').getByText(/Jl\. Jend\. Sudirman/)).toBeAttached()
      if (viewport === desktop) {
        const nav = header.getByRole('navigation', { name: 'Navigasi utama' })
        await expect(nav.getByRole('link')).toHaveText(['Beranda', 'Learning', 'Growth Path', 'Mentor', 'Discovery', /^Tumbuh/])
        await expect(header.getByRole('link', { name: 'Pusat Bantuan' })).toHaveAttribute('href', '/help-center')
      } else {
        // Shown, but it can open nothing before the app is there, and says so.
        await expect(header.getByRole('button', { name: 'Buka menu' })).toBeDisabled()
      }

      // Without script 'Mulai Belajar' is a plain link: the server answers it with the learning
      // section's prerendered frame (header and footer, no hero), not with a 404.
      const navigation = page.waitForResponse((response) => response.request().isNavigationRequest() && new URL(response.url()).pathname === '/learning')
      await start.click()
      expect((await navigation).status()).toBe(200)
      await expect(page).toHaveURL('/learning')
      await expect(header.getByRole('link', { name: 'Tumbuh', exact: true })).toBeVisible()
      await expect(page.getByRole('contentinfo').getByText(/Jl\. Jend\. Sudirman/)).toBeAttached()
      await expect(page.locator('#hero-title')).toHaveCount(0)
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
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Navigasi utama' })).toBeVisible()
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
      expect(await accountPlace(page)).toEqual(before.account)
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
      // The account part has filled its place: the bell and the avatar.
      await expect(avatarButton(page, demoUsers.sari)).toBeVisible()
      expect(await accountPlace(page)).toEqual(before.account)
      expect(await page.getByRole('banner').getByRole('link', { name: 'Tumbuh', exact: true }).boundingBox()).toEqual(before.logo)
      expect(await watched.layoutShift()).toBeLessThanOrEqual(0.01)
      expect(watched.errors).toEqual([])
    })
  }
})

test.describe('a signed-in first load', () => {
  test.use({ viewport: desktop, serviceWorkers: 'block' })

  /** Signs in on the catalogue, then a first visit on another device state with that session's cookies: nothing kept from before. */
  async function freshSignedInContext(page: Page, browser: Browser): Promise<BrowserContext> {
    await signIn(page, demoUsers.sari, { guardedPath: '/learning/katalog' })
    await expect(page.getByTestId('katalog-card').first()).toBeVisible()
    const fresh = await browser.newContext({ viewport: desktop, serviceWorkers: 'block', baseURL: new URL(page.url()).origin })
    await fresh.addCookies(await page.context().cookies())
    return fresh
  }

  test('asks for the page’s data alongside the token validation, and shows the page only once it has answered', async ({ page, browser }) => {
    const fresh = await freshSignedInContext(page, browser)
    try {
      const first = await fresh.newPage()
      // The session answer (the validation's second request) is held back until released.
      let release!: () => void
      const released = new Promise<void>((resolve) => (release = resolve))
      let sessionAsked = false
      await first.route('**/api/platform/auth/session', async (route) => {
        sessionAsked = true
        await released
        await route.continue()
      })
      const catalogue = first.waitForResponse((response) => new URL(response.url()).pathname === '/api/v2/catalogs')
      await first.goto('/learning/katalog')
      // The catalogue is asked for (and answered) while the validation still waits for its answer…
      await (await catalogue).finished()
      await expect.poll(() => sessionAsked).toBe(true)
      // …and not shown before it: once the page has had the catalogue and its main thread is quiet again
      // (twice idle: reading the answer and rendering it are tasks of their own), the prerendered frame stays.
      for (let quiet = 0; quiet < 2; quiet++) await first.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())))
      await expect(first.getByTestId('katalog-card')).toHaveCount(0)
      release()
      await expect(first.getByTestId('katalog-card').first()).toBeVisible()
    } finally {
      await fresh.close()
    }
  })

  test('gets the page’s code announced with the HTML: fetched before any API call, each file once', async ({ page, browser }) => {
    const fresh = await freshSignedInContext(page, browser)
    try {
      const first = await fresh.newPage()
      const requested: string[] = []
      first.on('request', (request) => requested.push(new URL(request.url()).pathname))
      const answer = await first.goto('/learning/katalog')
      await expect(first.getByTestId('katalog-card').first()).toBeVisible()
      const link = answer?.headers().link ?? ''
      const announced = [...link.matchAll(/<([^>]+)>; rel=(modulepreload|preload; as=style; crossorigin)/g)].map((m) => m[1]!)
      const scripts = announced.filter((href) => href.endsWith('.js'))
      // The start-up scripts, the signed-in header's part, the learning layout and the catalogue's page.
      expect(scripts.length).toBeGreaterThan(5)
      // The page's data is announced too (the next journey); the first call the app makes itself comes after the code.
      const announcedData = [...link.matchAll(/<([^>?]+)[^>]*>; rel=preload; as=fetch/g)].map((m) => m[1]!)
      const appCall = () => requested.findIndex((path) => path.startsWith('/api/') && !announcedData.includes(path))
      // The page's own first calls (its data, the token validation) are announced too, so the first
      // one the app makes unannounced (the header's user info) may come after the first card.
      await expect.poll(appCall).toBeGreaterThan(0)
      const firstApiCall = appCall()
      for (const href of announced) {
        expect(
          requested.filter((path) => path === href),
          `${href} fetched once`,
        ).toHaveLength(1)
        expect(requested.indexOf(href), `${href} before the first API call`).toBeLessThan(firstApiCall)
      }
      // A visitor's first load announces nothing: the page's guard sends them to sign in.
      const visitor = await browser.newContext({ viewport: desktop, serviceWorkers: 'block', baseURL: new URL(page.url()).origin })
      const guest = await (await visitor.newPage()).request.get('/learning/katalog')
      expect(guest.headers().link).toBeUndefined()
      await visitor.close()
    } finally {
      await fresh.close()
    }
  })

  test('gets the page’s first data announced with the HTML: asked for once, before the app’s own calls, and shown', async ({ page, browser }) => {
    const video = withDatabase((db) => db.prepare('select id, title from videos order by id limit 1').get() as { id: number; title: string })
    const fresh = await freshSignedInContext(page, browser)
    try {
      for (const [path, data, shown] of [
        ['/learning/katalog', '/api/v2/catalogs?limit=12&page=1', (p: Page) => p.getByTestId('katalog-card').first()],
        [`/learning/videos/${video.id}`, `/api/v2/courses/videos/${video.id}`, (p: Page) => p.locator('h1', { hasText: video.title })],
      ] as const) {
        const first = await fresh.newPage()
        const requested: string[] = []
        first.on('request', (request) => requested.push(new URL(request.url()).pathname + new URL(request.url()).search))
        const answer = await first.goto(path)
        await expect(shown(first)).toBeVisible()
        expect(answer?.headers().link).toContain(`<${data}>; rel=preload; as=fetch; crossorigin=use-credentials`)
        // The page's own call took the announced answer: one request, made before the token validation (the app's first call).
        expect(
          requested.filter((url) => url === data),
          `${data} asked for once`,
        ).toHaveLength(1)
        const validation = requested.findIndex((url) => url.startsWith('/api/') && url !== data)
        expect(validation).toBeGreaterThan(requested.indexOf(data))
        // The token validation the page's guard waits for is announced too, and each of its requests made once (decision 043).
        for (const call of ['/api/sso-callback/v2', '/api/platform/auth/session']) {
          expect(answer?.headers().link).toContain(`<${call}>; rel=preload; as=fetch; crossorigin=use-credentials`)
          expect(
            requested.filter((url) => url === call),
            `${call} asked for once`,
          ).toHaveLength(1)
        }
        await first.close()
      }
    } finally {
      await fresh.close()
    }
  })
})
