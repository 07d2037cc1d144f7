import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { mobile } from './support/viewports'

// Issue 12, first load (decision 014). All sizes are gzip (level 9) of the built files, in KiB
// (1024 bytes). Before idle: what / fetches until the page is idle (src/lib/idle.ts marks the
// moment: the first screen rendered, the load event passed, the browser had a quiet moment), in
// few files. Reached: 143.8 KiB in 6 files, of which React, the router, TanStack Query and zod are
// 111; the 120 KiB would leave 9 for the shell and the home page.
const BEFORE_IDLE_BUDGET_KIB = 148
const BEFORE_IDLE_MAX_FILES = 8
// Everything / fetches until the network is quiet, the idle work included (the service worker's
// registration, the outbox, the mobile menu where it shows): a bound so that part stays small too.
// Reached: 165.5 KiB in 16 files.
const UNTIL_NETWORK_IDLE_BUDGET_KIB = 170
// The service worker: 16 KB (16,000 bytes), printed in KiB like the rest. It was 15 KB until Web Push
// (issue 14) added its push and notification-click handlers (sw/push.ts, about 1 KB gzip).
const SW_BUDGET_KIB = 16_000 / 1024
// The performance mark src/lib/idle.ts sets (IDLE_MARK there).
const IDLE_MARK = 'tumbuh:idle'
const dist = path.resolve('dist')

/** Gzipped size in KiB of a built file, measured from dist/ rather than the wire (which is brotli). */
function gzipKib(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length / 1024
}

const kib = (n: number) => `${n.toFixed(1)} KiB`

// A fresh phone-sized context without a service worker: exactly what a first visit downloads.
test.use({ viewport: mobile, serviceWorkers: 'block' })

test('the JavaScript / loads before it is idle, and the service worker, stay within budget', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin
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
  const beforeIdleKib = sum(beforeIdle)
  const totalKib = sum(files)
  const swKib = gzipKib(path.join(dist, 'sw.js'))

  for (const f of [...files].sort((a, b) => Number(b.beforeIdle) - Number(a.beforeIdle) || b.kib - a.kib)) {
    console.log(`  ${f.kib.toFixed(1).padStart(6)} KiB gz  ${f.beforeIdle ? 'before idle' : 'after idle '}  ${f.path}`)
  }
  console.log(
    `budget: before idle ${kib(beforeIdleKib)} / ${BEFORE_IDLE_BUDGET_KIB} KiB in ${beforeIdle.length} files (max ${BEFORE_IDLE_MAX_FILES}); ` +
      `until network idle ${kib(totalKib)} / ${UNTIL_NETWORK_IDLE_BUDGET_KIB} KiB in ${files.length} files; ` +
      `sw ${kib(swKib)} / ${kib(SW_BUDGET_KIB)} (gzip, KiB = 1024 bytes)`,
  )

  expect(beforeIdle.length).toBeGreaterThan(0)
  expect(beforeIdleKib).toBeLessThanOrEqual(BEFORE_IDLE_BUDGET_KIB)
  expect(beforeIdle.length).toBeLessThanOrEqual(BEFORE_IDLE_MAX_FILES)
  expect(totalKib).toBeLessThanOrEqual(UNTIL_NETWORK_IDLE_BUDGET_KIB)
  expect(swKib).toBeLessThanOrEqual(SW_BUDGET_KIB)
})
