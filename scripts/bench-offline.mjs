// npm run bench — issue 7's measure of offline reading (not a timed test, not part of npm test):
// for a warm reload of the catalogue, the time from navigation start to its first list item,
// online and offline (alternating), median of RUNS runs each, and their ratio. Expects a built dist/ (run
// `npx vite build` first); starts the server on its own port and throwaway data directory.
import { loadavg } from 'node:os'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, median, requireBuild, signIn, startServer } from './lib/bench-server.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 4481)
const RUNS = Math.max(10, Number(process.env.BENCH_RUNS ?? 10))
const PAGE = process.env.BENCH_PAGE ?? '/learning/katalog'
// A catalogue card: drawn from data (the persisted query cache or an answer), never by the shell or
// the learning section's own menu, so the time is the time to the catalogue, not to the layout.
const FIRST_ITEM = process.env.BENCH_SELECTOR ?? '[data-testid="katalog-card"] a'
const baseURL = `http://127.0.0.1:${PORT}`

requireBuild()

/** Time from navigation start to the first list item in the DOM, recorded by the page itself. */
const recordFirstItem = (selector) => {
  const seen = () => {
    if (window.__firstItemAt === undefined && document.querySelector(selector)) window.__firstItemAt = performance.now()
    return window.__firstItemAt !== undefined
  }
  new MutationObserver((_, observer) => seen() && observer.disconnect()).observe(document, { childList: true, subtree: true })
}

/** One warm reload, online or offline: the time from navigation start to the first list item. */
async function reloadOnce(page, offline) {
  await page.context().setOffline(offline)
  await page.reload()
  // Polled with evaluate: the app's CSP forbids the eval that string predicates would need.
  let seen = false
  for (let t = 0; t < 600 && !seen; t += 1) {
    seen = await page.evaluate(() => window.__firstItemAt !== undefined)
    if (!seen) await page.waitForTimeout(50)
  }
  if (!seen) throw new Error(`no list item on ${PAGE} (${offline ? 'offline' : 'online'})`)
  return page.evaluate(() => window.__firstItemAt)
}

const stopServer = await startServer(PORT)
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS })
try {
  const context = await browser.newContext({ baseURL, locale: 'id-ID', viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await signIn(page, PAGE)
  await page.locator(FIRST_ITEM).first().waitFor()
  // Warm: the service worker controls the page and the persisted query cache holds the list.
  for (let t = 0; t < 200 && !(await page.evaluate(() => !!navigator.serviceWorker.controller)); t += 1) await page.waitForTimeout(100)
  await page.waitForTimeout(1500)
  await context.addInitScript(recordFirstItem, FIRST_ITEM)

  // Online and offline reloads alternate (which goes first alternates too), so both see the same
  // load of this shared machine: run one after the other, a busy spell lands on one side only.
  const online = []
  const offline = []
  for (let i = 0; i < RUNS; i += 1) {
    for (const off of i % 2 ? [true, false] : [false, true]) (off ? offline : online).push(await reloadOnce(page, off))
  }
  await context.setOffline(false)
  const round = (ms) => Math.round(ms * 10) / 10
  console.log(
    `Time to the first list item of ${PAGE}, warm reload, ${RUNS} runs each, alternating (ms; load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}):`,
  )
  console.log(`  online : ${online.map(round).join(', ')}`)
  console.log(`  offline: ${offline.map(round).join(', ')}`)
  console.log(`median online  ${round(median(online))} ms`)
  console.log(`median offline ${round(median(offline))} ms`)
  console.log(`offline/online ${(median(offline) / median(online)).toFixed(2)}`)
} finally {
  await browser.close()
  stopServer()
}
