import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, test, type Page } from '@playwright/test'
import { signInQuickly } from './support/auth'
import { mobile } from './support/viewports'

// Issue 12, first load (decisions 014, 017 and 021). All sizes are gzip (level 9) of the built files, in
// KiB (1024 bytes). Before idle: what / fetches until the page is idle (src/lib/idle.ts marks the
// moment: the first screen rendered, the load event passed, the browser had a quiet moment), in
// few files. Reached as a visitor: 142.1 KiB in 5 files (144.2 with the areas since; 140.4 after decision 021), of which React,
// the router, TanStack Query, zod and valtio are 110.8 (111.6 now); the 120 KiB would leave 9 for the shell and the home
// page (decision 017 has the arithmetic and what reaching it would cost).
const BEFORE_IDLE_BUDGET_KIB = 145
const BEFORE_IDLE_MAX_FILES = 6
// Signed in, the header's account part (bell, avatar, user info) is part of the first screen too;
// its menu and dialog are not. Reached: 144.8 KiB in 7 files (147.9 with the areas since: each area
// adds its routes, search checks and outbox registration to the start-up chunk, about 1 KiB; 143.2 after decision 021).
const SIGNED_IN_BEFORE_IDLE_BUDGET_KIB = 148
const SIGNED_IN_BEFORE_IDLE_MAX_FILES = 8
// Everything / fetches until the network is quiet, the idle work included (the service worker's
// registration, the outbox, the mobile menu where it shows; signed in, the avatar's menu and
// dialog): a bound so that part stays small too. Reached: 165.4 KiB in 15 files as a visitor,
// 190.4 KiB in 24 signed in (the account menu's Web Push item, issue 14, added 1.4 after idle); 162.4 in 16 and 189.6
// in 29 after decision 021. Session 10: 165.4 in 17 and 192.9 in 31 with the learning writes through the outbox
// (issue 20), the outbox at scale (issue 26) and the error and view reporting (issue 19, loaded 5 s after idle so
// it stays out of this figure); signed in raised 193 -> 195 to keep a margin the figure's timing needs. Session 14 (decision
// 037, route chunks per area with the idle code kept apart and the outbox's client in one file): 165.0 in 14, 192.3 in 28.
// Issue 40 (session 18): 167.0 in 16 and 194.6 in 30, +1.4 KiB in the start-up chunk for what every page needs
// offline (a failed chunk never reloads the page: lazyOrNothing and the offline error page; the forms' drafts
// forgotten when the user changes; each area's declared refresh after delivery, its key factories left in the
// area's chunk); the visitor's bound raised 167 -> 168 to keep the margin, before idle unchanged (143.7 / 145).
const UNTIL_NETWORK_IDLE_BUDGET_KIB = 168
const SIGNED_IN_UNTIL_NETWORK_IDLE_BUDGET_KIB = 195
// The service worker, in two parts. Its own code (sw.js with the precache list taken out): 14.5 KiB;
// 12.6 reached with Web Push (issue 14, sw/push.ts about 1 KB). The precache list the build injects
// grows by one entry per lazy chunk (about 11 bytes gzip each, the hashes do not compress): at most
// 300 entries, 238 reached with the profile and Discovery routes (issue 18). Until then one figure of
// 16 KB held both, and each new area's chunks ate the code's headroom. Session 11: 14.1 with the outbox's
// batches (issue 26, decision 032: 1,000 writes in about 20 requests instead of 1,000, 5x faster), raised to 14.5.
const SW_CODE_BUDGET_KIB = 14.5
const SW_PRECACHE_MAX_ENTRIES = 300
// The performance mark src/lib/idle.ts sets (IDLE_MARK there).
const IDLE_MARK = 'tumbuh:idle'
const dist = path.resolve('dist')

/** Gzipped size in KiB of a built file, measured from dist/ rather than the wire (which is brotli). */
function gzipKib(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length / 1024
}

/** The built service worker: its code's gzipped size without the injected precache list, and the list's length. */
function serviceWorkerParts(): { codeKib: number; entries: number } {
  const source = readFileSync(path.join(dist, 'sw.js'), 'utf8')
  // vite-plugin-pwa injects the list as a JSON array of { revision, url } objects.
  const list = source.match(/\[\{"revision":[\s\S]*?\}\]/)?.[0]
  if (!list) throw new Error('dist/sw.js: no precache list found (has the injection format changed?)')
  const entries = (JSON.parse(list) as unknown[]).length
  return { codeKib: gzipSync(source.replace(list, '[]'), { level: 9 }).length / 1024, entries }
}

const kib = (n: number) => `${n.toFixed(1)} KiB`

interface FirstLoad {
  beforeIdleKib: number
  beforeIdleFiles: number
  totalKib: number
  totalFiles: number
}

/**
 * Opens / in `page` (a fresh context: nothing cached, no service worker) and adds up the scripts it
 * fetched before it was idle and until the network was quiet, printing each file.
 */
async function measureFirstLoad(page: Page, origin: string, label: string): Promise<FirstLoad> {
  const responses = new Set<string>()
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin === origin && /\.m?js$/.test(url.pathname)) responses.add(url.pathname)
  })

  await page.goto('/', { waitUntil: 'load' })
  await expect(page.getByRole('heading', { name: /We Provide E-Learning/ })).toBeVisible()
  await page.waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0, IDLE_MARK)
  await page.waitForLoadState('networkidle')
  // The idle work's scripts too: until no script has been added or is still loading for a second.
  let settled = ''
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((e) => /\.m?js$/.test(new URL(e.name).pathname))
            .map((e) => `${e.name}:${(e as PerformanceResourceTiming).responseEnd > 0}`)
            .join(' '),
        )
        const same = now === settled
        settled = now
        return same
      },
      { intervals: [1000], timeout: 20_000 },
    )
    .toBe(true)

  // When each script was asked for, and when the page became idle, on the page's own clock.
  const timeline = await page.evaluate((mark) => {
    const idleAt = performance.getEntriesByName(mark, 'mark')[0]?.startTime ?? null
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).origin === location.origin && /\.m?js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }))
    return { idleAt, scripts }
  }, IDLE_MARK)

  expect(timeline.idleAt, `the page never marked ${IDLE_MARK}`).not.toBeNull()
  const idleAt = timeline.idleAt as number
  // Every script the browser fetched is on the timeline (none escapes the split below).
  expect(new Set(timeline.scripts.map((s) => s.path))).toEqual(responses)

  const files = timeline.scripts.map((s) => ({ ...s, kib: gzipKib(path.join(dist, s.path)), beforeIdle: s.startTime < idleAt }))
  const beforeIdle = files.filter((f) => f.beforeIdle)
  const sum = (list: typeof files) => list.reduce((total, f) => total + f.kib, 0)

  for (const f of [...files].sort((a, b) => Number(b.beforeIdle) - Number(a.beforeIdle) || b.kib - a.kib)) {
    console.log(`  ${label}  ${f.kib.toFixed(1).padStart(6)} KiB gz  ${f.beforeIdle ? 'before idle' : 'after idle '}  ${f.path}`)
  }
  return { beforeIdleKib: sum(beforeIdle), beforeIdleFiles: beforeIdle.length, totalKib: sum(files), totalFiles: files.length }
}

// A fresh phone-sized context without a service worker: exactly what a first visit downloads.
test.use({ viewport: mobile, serviceWorkers: 'block' })

test('the JavaScript / loads before it is idle, and the service worker, stay within budget', async ({ page, baseURL }) => {
  const load = await measureFirstLoad(page, new URL(baseURL ?? '').origin, 'visitor')
  const sw = serviceWorkerParts()
  console.log(
    `budget, visitor: before idle ${kib(load.beforeIdleKib)} / ${BEFORE_IDLE_BUDGET_KIB} KiB in ${load.beforeIdleFiles} files (max ${BEFORE_IDLE_MAX_FILES}); ` +
      `until network idle ${kib(load.totalKib)} / ${UNTIL_NETWORK_IDLE_BUDGET_KIB} KiB in ${load.totalFiles} files; ` +
      `sw code ${kib(sw.codeKib)} / ${kib(SW_CODE_BUDGET_KIB)}, precache ${sw.entries} / ${SW_PRECACHE_MAX_ENTRIES} entries (gzip, KiB = 1024 bytes)`,
  )

  expect(load.beforeIdleFiles).toBeGreaterThan(0)
  expect(load.beforeIdleKib).toBeLessThanOrEqual(BEFORE_IDLE_BUDGET_KIB)
  expect(load.beforeIdleFiles).toBeLessThanOrEqual(BEFORE_IDLE_MAX_FILES)
  expect(load.totalKib).toBeLessThanOrEqual(UNTIL_NETWORK_IDLE_BUDGET_KIB)
  expect(sw.codeKib).toBeLessThanOrEqual(SW_CODE_BUDGET_KIB)
  expect(sw.entries).toBeGreaterThan(0)
  expect(sw.entries).toBeLessThanOrEqual(SW_PRECACHE_MAX_ENTRIES)
})

test('signed in, the JavaScript / loads before it is idle stays within budget', async ({ page, browser, baseURL }) => {
  await signInQuickly(page)
  // The session's cookies in a fresh context: a signed-in user's first load, nothing cached.
  const context = await browser.newContext({ storageState: await page.context().storageState(), viewport: mobile, serviceWorkers: 'block', baseURL })
  try {
    const fresh = await context.newPage()
    const load = await measureFirstLoad(fresh, new URL(baseURL ?? '').origin, 'signed in')
    // The first screen is the signed-in one.
    await expect(fresh.getByRole('banner').getByRole('link', { name: 'Notifikasi' })).toBeVisible()
    console.log(
      `budget, signed in: before idle ${kib(load.beforeIdleKib)} / ${SIGNED_IN_BEFORE_IDLE_BUDGET_KIB} KiB in ${load.beforeIdleFiles} files (max ${SIGNED_IN_BEFORE_IDLE_MAX_FILES}); ` +
        `until network idle ${kib(load.totalKib)} / ${SIGNED_IN_UNTIL_NETWORK_IDLE_BUDGET_KIB} KiB in ${load.totalFiles} files (gzip, KiB = 1024 bytes)`,
    )

    expect(load.beforeIdleFiles).toBeGreaterThan(0)
    expect(load.beforeIdleKib).toBeLessThanOrEqual(SIGNED_IN_BEFORE_IDLE_BUDGET_KIB)
    expect(load.beforeIdleFiles).toBeLessThanOrEqual(SIGNED_IN_BEFORE_IDLE_MAX_FILES)
    expect(load.totalKib).toBeLessThanOrEqual(SIGNED_IN_UNTIL_NETWORK_IDLE_BUDGET_KIB)
  } finally {
    await context.close()
  }
})
