import { expect, test, type Locator, type Page } from '@playwright/test'
import { avatarButton, demoUsers, isIdpUrl, loginHeading, signInQuickly } from './support/auth'
import { desktop, mobile } from './support/viewports'

// The guard of "every internal link leads to a page": each link to a path of this app on the home
// page, in the drawer, the avatar menu, the profile dialog and the footer, signed out and signed
// in, is clicked, and the page it leads to is not the not-found page. A link to a page that does
// not exist yet does not belong in the app until its page does.
//
// One test per place and state, so the two workers share them and a retry reruns only one; each
// follows the links its place is the first (in the list below) to show. After a
// link, the place is got back by the browser's Back when the page followed to is still the same
// document (a client-side navigation) and Back returns to the place's URL; otherwise (the sign-in
// page of the provider, a full load) by a fresh load of the home page.

const notFoundTitle = 'Maaf, Kami Tidak Menemukan Halaman yang Dicari'

/** Pages for signed-in users only: a visitor following a link to one is sent to sign in. */
const forSignedIn = (pathname: string) => /^\/(learning|activity|profile|discovery)(\/|$)/.test(pathname)

interface Place {
  name: string
  viewport: { width: number; height: number }
  signedInOnly?: boolean
  /** The fewest links the place shows (the logo and the main links at least). */
  atLeast: number
  /** On the home page (loaded, at the place's width), shows the place if it is not showing and answers the element holding its links. */
  show: (page: Page) => Promise<Locator>
  /** Which of the links in that element are this place's. */
  selector: string
}

/** Waits for the home page's lists to be loaded (their cards are links too). */
async function homeReady(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('course-card').first()).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

/** Opens a dialog or menu of the header unless it is open already. */
async function showFrom(trigger: Locator, shown: Locator) {
  if (!(await shown.isVisible())) await trigger.click()
  await expect(shown).toBeVisible()
  return shown
}

/** The home page's learning rows (src/features/home/components/learning-sections.tsx), by the id of their heading. */
const row = (id: string) => `section[aria-labelledby="${id}"]`
const rows = {
  latest: row('home-latest'),
  packages: row('home-packages'),
  recommended: row('home-recommended'),
  specials: 'section[aria-labelledby^="home-special-"]',
}
const body = async (page: Page) => page.locator('body')

// The home page is five places, one test each: its links are dozens (the cards of its rows), too
// many for one test on a slow machine. Together they are every link of the page.
const places: Place[] = [
  {
    name: 'the home page outside its learning rows (the header, the hero, the banners, the footer)',
    viewport: desktop,
    atLeast: 4,
    show: body,
    selector: `a[href^="/"]:not(:is(${Object.values(rows).join(', ')}) a)`,
  },
  { name: 'the latest row of the home page', viewport: desktop, atLeast: 2, show: body, selector: `${rows.latest} a[href^="/"]` },
  {
    name: 'the package row of the home page',
    viewport: desktop,
    atLeast: 2,
    show: body,
    selector: `${rows.packages} a[href^="/"]`,
  },
  {
    name: 'the recommended row of the home page',
    viewport: desktop,
    signedInOnly: true,
    atLeast: 2,
    show: body,
    selector: `${rows.recommended} a[href^="/"]`,
  },
  {
    name: 'the special channel rows of the home page',
    viewport: desktop,
    signedInOnly: true,
    atLeast: 2,
    show: body,
    selector: `${rows.specials} a[href^="/"]`,
  },
  {
    name: 'the drawer',
    viewport: mobile,
    atLeast: 2,
    show: (page) => showFrom(page.getByRole('banner').getByRole('button', { name: 'Buka menu' }), page.getByRole('dialog', { name: 'Menu' })),
    selector: 'a[href^="/"]',
  },
  {
    name: 'the avatar menu',
    viewport: desktop,
    signedInOnly: true,
    atLeast: 1,
    show: (page) => showFrom(avatarButton(page, demoUsers.sari, 'menu'), page.getByRole('menu')),
    selector: 'a[href^="/"]',
  },
  {
    name: 'the profile dialog',
    viewport: mobile,
    signedInOnly: true,
    atLeast: 1,
    show: (page) => showFrom(avatarButton(page, demoUsers.sari, 'dialog'), page.getByRole('dialog', { name: demoUsers.sari.fullName })),
    selector: 'a[href^="/"]',
  },
]

/** The hrefs of the visible links of the place inside `container`, each once. */
async function internalHrefs(container: Locator, selector: string): Promise<string[]> {
  const hrefs = await container.locator(selector).evaluateAll((links) => links.filter((a) => a.checkVisibility()).map((a) => a.getAttribute('href') ?? ''))
  return [...new Set(hrefs)]
}

/** A mark on the current document: still there after a click means the app navigated client-side. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { e2eDocument?: boolean }).e2eDocument = true))
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { e2eDocument?: boolean }).e2eDocument === true).catch(() => false)

/**
 * Clicks the link to `href` in the place and expects the page it leads to: that path with its own
 * heading (not the one of the page it came from, not the not-found page), or, for a visitor and a
 * page for signed-in users, the sign-in page. The server answers the path as a page, not a 404.
 */
async function follow(page: Page, place: Place, href: string, signedIn: boolean) {
  const container = await place.show(page)
  const target = new URL(href, page.url())
  const from = new URL(page.url())
  // The headings shown before the click: the page followed to must bring its own.
  await page.evaluate(() => document.querySelectorAll('h1').forEach((h) => h.setAttribute('data-e2e-before', '')))
  await container
    .locator(`${place.selector}[href=${JSON.stringify(href)}]`)
    .first()
    .click()

  if (!signedIn && forSignedIn(target.pathname)) {
    // Only a route the app has runs its guard: a missing one would show the not-found page instead.
    await page.waitForURL(isIdpUrl)
    await expect(loginHeading(page)).toBeVisible()
  } else {
    // That path, with the query the link gives (a page may add its defaults, as /activity its tab).
    await expect(page).toHaveURL(
      (url) => url.pathname === target.pathname && [...target.searchParams].every(([key, value]) => url.searchParams.get(key) === value),
    )
    const samePage = from.pathname + from.search === target.pathname + target.search
    await expect(page.locator(samePage ? 'h1' : 'h1:not([data-e2e-before])').first()).toBeVisible()
    await expect(page.getByRole('heading', { name: notFoundTitle })).toHaveCount(0)
  }
  const answer = await page.request.get(target.pathname + target.search)
  expect(answer.status(), `${href} answered by the server`).toBe(200)
}

/** Back to the loaded home page: by Back when the app is still this document, else by a fresh load. */
async function backHome(page: Page, home: string): Promise<'back' | 'load'> {
  let how: 'back' | 'load' = 'back'
  if ((await sameDocument(page)) && page.url() !== home) {
    // The browser sets the entry's URL with the popstate; elsewhere than the place, a load follows.
    await page.goBack()
  }
  if (page.url() !== home || !(await sameDocument(page))) {
    await page.goto('/')
    await markDocument(page)
    how = 'load'
  }
  await homeReady(page)
  return how
}

for (const signedIn of [false, true]) {
  test.describe(signedIn ? 'signed in' : 'signed out', () => {
    for (const place of places.filter((p) => signedIn || !p.signedInOnly)) {
      test.describe(() => {
        test.use({ viewport: place.viewport })

        test(`every internal link of ${place.name} leads to a page of the app`, async ({ page }) => {
          test.setTimeout(180_000)
          if (signedIn) await signInQuickly(page, demoUsers.sari)
          else await page.goto('/')
          const home = page.url()
          await markDocument(page)
          await homeReady(page)

          // Each href once, from the first place of the list that shows it (at that place's width).
          const before = new Set<string>()
          for (const earlier of places.slice(0, places.indexOf(place)).filter((p) => signedIn || !p.signedInOnly)) {
            await page.setViewportSize(earlier.viewport)
            const container = await earlier.show(page)
            for (const href of await internalHrefs(container, earlier.selector)) before.add(href)
            if (earlier.show !== body) {
              await page.keyboard.press('Escape')
              await expect(container).toBeHidden()
            }
          }
          await page.setViewportSize(place.viewport)
          const shown = await internalHrefs(await place.show(page), place.selector)
          expect(shown.length, `links in ${place.name}`).toBeGreaterThanOrEqual(place.atLeast)
          const hrefs = shown.filter((href) => !before.has(href))
          test.info().annotations.push({ type: 'links followed', description: hrefs.join(', ') })
          const returns = { back: 0, load: 0 }
          for (const [i, href] of hrefs.entries()) {
            await test.step(`${href} from ${place.name}`, async () => {
              if (i > 0) returns[await backHome(page, home)]++
              await follow(page, place, href, signedIn)
            })
          }
          test.info().annotations.push({ type: 'back to the place', description: `by Back ${returns.back}, by a fresh load ${returns.load}` })
        })
      })
    }
  })
}
