import { expect, test, type Locator, type Page } from '@playwright/test'
import { avatarButton, demoUsers, isIdpUrl, loginHeading, signIn } from './support/auth'
import { desktop, mobile } from './support/viewports'

// The guard of "every internal link leads to a page": each link to a path of this app on the home
// page, in the drawer, the avatar menu, the profile dialog and the footer, signed out and signed
// in, is clicked, and the page it leads to is not the not-found page. A link to a page that does
// not exist yet does not belong in the app until its page does.

const notFoundTitle = 'Maaf, Kami Tidak Menemukan Halaman yang Dicari'

/** Pages for signed-in users only: a visitor following a link to one is sent to sign in. */
const forSignedIn = (pathname: string) => /^\/(learning|activity|profile|discovery)(\/|$)/.test(pathname)

interface Place {
  name: string
  signedInOnly?: boolean
  /** Opens the place, from a fresh load of the home page, and answers the element holding its links. */
  open: (page: Page) => Promise<Locator>
}

/** The home page with its lists loaded (their cards are links too). */
async function openHome(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('course-card').first()).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

const places: Place[] = [
  {
    name: 'the home page',
    open: async (page) => {
      await openHome(page, desktop)
      return page.locator('body')
    },
  },
  {
    name: 'the footer',
    open: async (page) => {
      await openHome(page, desktop)
      return page.getByRole('contentinfo')
    },
  },
  {
    name: 'the drawer',
    open: async (page) => {
      await openHome(page, mobile)
      await page.getByRole('banner').getByRole('button', { name: 'Buka menu' }).click()
      const drawer = page.getByRole('dialog', { name: 'Menu' })
      await expect(drawer).toBeVisible()
      return drawer
    },
  },
  {
    name: 'the avatar menu',
    signedInOnly: true,
    open: async (page) => {
      await openHome(page, desktop)
      await avatarButton(page, demoUsers.sari, 'menu').click()
      const menu = page.getByRole('menu')
      await expect(menu).toBeVisible()
      return menu
    },
  },
  {
    name: 'the profile dialog',
    signedInOnly: true,
    open: async (page) => {
      await openHome(page, mobile)
      await avatarButton(page, demoUsers.sari, 'dialog').click()
      const dialog = page.getByRole('dialog', { name: demoUsers.sari.fullName })
      await expect(dialog).toBeVisible()
      return dialog
    },
  },
]

/** The hrefs of the visible links to paths of this app inside `container`. */
function internalHrefs(container: Locator): Promise<string[]> {
  return container.locator('a[href^="/"]').evaluateAll((links) => links.filter((a) => a.checkVisibility()).map((a) => a.getAttribute('href') ?? ''))
}

/**
 * Clicks the link to `href` in `place` and expects the page it leads to: that path with its own
 * heading (not the one of the page it came from, not the not-found page), or, for a visitor and a
 * page for signed-in users, the sign-in page. The server answers the path as a page, not a 404.
 */
async function follow(page: Page, place: Place, href: string, signedIn: boolean) {
  const container = await place.open(page)
  const target = new URL(href, page.url())
  const from = new URL(page.url())
  // The headings shown before the click: the page followed to must bring its own.
  await page.evaluate(() => document.querySelectorAll('h1').forEach((h) => h.setAttribute('data-e2e-before', '')))
  await container.locator(`a[href=${JSON.stringify(href)}]`).first().click()

  if (!signedIn && forSignedIn(target.pathname)) {
    // Only a route the app has runs its guard: a missing one would show the not-found page instead.
    await page.waitForURL(isIdpUrl)
    await expect(loginHeading(page)).toBeVisible()
  } else {
    // That path, with the query the link gives (a page may add its defaults, as /activity its tab).
    await expect(page).toHaveURL((url) => url.pathname === target.pathname && [...target.searchParams].every(([key, value]) => url.searchParams.get(key) === value))
    const samePage = from.pathname + from.search === target.pathname + target.search
    await expect(page.locator(samePage ? 'h1' : 'h1:not([data-e2e-before])').first()).toBeVisible()
    await expect(page.getByRole('heading', { name: notFoundTitle })).toHaveCount(0)
  }
  const answer = await page.request.get(target.pathname + target.search)
  expect(answer.status(), `${href} answered by the server`).toBe(200)
}

async function followAll(page: Page, signedIn: boolean) {
  // Each href once, from the first place that shows it.
  const found = new Map<string, Place>()
  const counts: Record<string, number> = {}
  for (const place of places.filter((p) => signedIn || !p.signedInOnly)) {
    const hrefs = await internalHrefs(await place.open(page))
    counts[place.name] = hrefs.length
    for (const href of hrefs) if (!found.has(href)) found.set(href, place)
  }
  // The places hold links to follow: the logo and the main links at least.
  expect(counts['the home page']).toBeGreaterThan(3)
  expect(counts['the drawer']).toBeGreaterThanOrEqual(2)
  if (signedIn) expect(counts['the avatar menu']).toBeGreaterThanOrEqual(1)

  test.info().annotations.push({ type: 'links followed', description: [...found].map(([href, place]) => `${href} (${place.name})`).join(', ') })
  for (const [href, place] of found) {
    await test.step(`${href} from ${place.name}`, () => follow(page, place, href, signedIn))
  }
}

test.describe('every internal link leads to a page of the app', () => {
  // A fresh load of the home page per link, for some dozens of links.
  test.describe.configure({ timeout: 360_000 })

  test('signed out', async ({ page }) => {
    await followAll(page, false)
  })

  test('signed in', async ({ page }) => {
    await page.setViewportSize(desktop)
    await signIn(page, demoUsers.sari)
    await followAll(page, true)
  })
})
