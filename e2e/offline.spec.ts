import { expect, test } from '@playwright/test'
import { waitForServiceWorkerControl } from './support/service-worker'
import { desktop } from './support/viewports'

test.use({ viewport: desktop })

const tagline = /We Provide E-Learning, Mentoring, and New Job Opportunities/
const notFound = 'Maaf, Kami Tidak Menemukan Halaman yang Dicari'
const firstBanner = 'Belajar Tanpa Batas, Tumbuh Setiap Hari'

/** True once the persisted query cache (idb-keyval, see src/lib/query/persister.ts) holds the banners. */
const bannersPersisted = `new Promise((resolve) => {
  const open = indexedDB.open('tumbuh-query')
  open.onerror = () => resolve(false)
  open.onsuccess = () => {
    const db = open.result
    try {
      const get = db.transaction('cache').objectStore('cache').get('query-cache')
      get.onsuccess = () => { db.close(); resolve(!!get.result && get.result.clientState.queries.some((q) => q.queryKey[0] === 'banners')) }
      get.onerror = () => { db.close(); resolve(false) }
    } catch { db.close(); resolve(false) }
  }
})`

test('the service worker controls the page, and / opens offline with its banners', async ({ page, context }) => {
  await page.goto('/')
  await expect(page.getByRole('img', { name: firstBanner })).toBeVisible()
  await waitForServiceWorkerControl(page)
  await expect.poll(() => page.evaluate<boolean>(bannersPersisted)).toBe(true)

  // Online, a worker-controlled navigation to an unknown path still gets the server's 404.
  const unknown = await page.goto('/tidak-ada')
  expect(unknown?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: notFound })).toBeVisible()

  await context.setOffline(true)

  await page.goto('/')
  await expect(page.getByRole('heading', { name: tagline })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: tagline })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Tumbuh', exact: true })).toBeVisible()
  // Banner data from the persisted query cache, the image from the service worker's caches.
  const banner = page.getByRole('img', { name: firstBanner })
  await expect(banner).toBeVisible()
  await expect.poll(() => banner.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
  // The picture is the demo pack's (issue 41), kept by the worker's image cache, not the saved-media route.
  const src = await banner.getAttribute('src')
  expect(src).toMatch(/^\/media\/pack\/[0-9a-f]{32}-banner\.webp$/)
  await expect.poll(() => page.evaluate(async (url) => !!(await (await caches.open('images')).match(url)), src!)).toBe(true)
})

test('deep links open offline: an app route from the shell, an unknown path with the 404 page', async ({ page, context }) => {
  await page.goto('/')
  await waitForServiceWorkerControl(page)
  await context.setOffline(true)

  // /login without an authorization code starts the sign-in; offline the provider cannot be reached, so
  // the visitor is sent home (told so), which needs the shell and the router.
  await page.goto('/login')
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { name: tagline })).toBeVisible()

  // The network fails, the precached shell stands in, and the client router shows its 404 page.
  await page.goto('/tidak-ada/lagi')
  await expect(page.getByRole('heading', { name: notFound })).toBeVisible()
  await page.getByRole('link', { name: 'Kembali ke beranda' }).click()
  await expect(page.getByRole('heading', { name: tagline })).toBeVisible()
})

test('the offline shell never answers for /api or /idp', async ({ page, context }) => {
  await page.goto('/')
  await waitForServiceWorkerControl(page)
  await context.setOffline(true)

  await expect(page.goto('/api/health')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/)
  await expect(page.goto('/idp/realms/master/.well-known/openid-configuration')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/)
})

/** How the worker's router answered each of the page's scripts (Resource Timing, Chromium 123+). */
const scriptSources = `performance.getEntriesByType('resource')
  .filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js'))
  .filter((e) => new URL(e.name).pathname.startsWith('/assets/'))
  .map((e) => ({ path: new URL(e.name).pathname, matched: e.workerMatchedSourceType ?? null, final: e.workerFinalSourceType ?? null }))`

test('the build’s scripts come straight from the precache, and one the cache lacks from the network', async ({ page }) => {
  await page.goto('/')
  await waitForServiceWorkerControl(page)
  // The worker installed its static route; a reload's scripts are read from the cache without it.
  await page.reload()
  await expect(page.getByRole('heading', { name: tagline })).toBeVisible()
  const first = await page.evaluate<{ path: string; matched: string | null; final: string | null }[]>(scriptSources)
  expect(first.length).toBeGreaterThan(0)
  for (const script of first) expect(script, script.path).toMatchObject({ matched: 'cache', final: 'cache' })

  // A script gone from the cache (evicted, or a release the worker has not cached yet) still loads:
  // the app's own chunk, without which nothing past the prerendered frame would render.
  const gone = first.find((s) => /\/app-[\w-]+\.js$/.test(s.path))?.path
  expect(gone).toBeDefined()
  const deleted = `caches.keys().then((names) => Promise.all(names.map((n) => caches.open(n).then((c) => c.delete(${JSON.stringify(gone)})))))`
  expect(await page.evaluate<boolean[]>(deleted)).toContain(true)
  await page.reload()
  await expect(page.getByRole('img', { name: firstBanner })).toBeVisible()
})
