// npm run bench — issue 7's measure of offline reading (not a timed test, not part of npm test):
// for a warm reload of the catalogue, the time from navigation start to its first list item,
// online and offline (alternating), median of RUNS runs each, and their ratio. Expects a built dist/ (run
// `npx vite build` first); starts the server on its own port and throwaway data directory.
//
// BENCH_CLIENT_DIRS=dist-a,dist-b compares builds in one sitting, as bench:lighthouse does: a
// server and a signed-in browser context for each (ports PORT, PORT+1, …), their reloads taking
// turns, so a busier or quieter spell of this shared machine weighs on both alike.
import { loadavg } from 'node:os'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, clientBuilds, median, signIn, startServer } from './lib/bench-server.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 4481)
const RUNS = Math.max(10, Number(process.env.BENCH_RUNS ?? 10))
const PAGE = process.env.BENCH_PAGE ?? '/learning/katalog'
// A catalogue card: drawn from data (the persisted query cache or an answer), never by the shell or
// the learning section's own menu, so the time is the time to the catalogue, not to the layout.
const FIRST_ITEM = process.env.BENCH_SELECTOR ?? '[data-testid="katalog-card"] a'

const builds = clientBuilds(PORT)

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

/** A signed-in page of `build`, warm: the service worker controls it and the persisted query cache holds the list. */
async function warmPage(browser, build) {
  const context = await browser.newContext({ baseURL: build.baseURL, locale: 'id-ID', viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await signIn(page, PAGE)
  await page.locator(FIRST_ITEM).first().waitFor()
  for (let t = 0; t < 200 && !(await page.evaluate(() => !!navigator.serviceWorker.controller)); t += 1) await page.waitForTimeout(100)
  await page.waitForTimeout(1500)
  await context.addInitScript(recordFirstItem, FIRST_ITEM)
  return page
}

const stops = []
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS })
try {
  for (const build of builds) stops.push(await startServer(build.port, build.env))
  for (const build of builds) {
    build.page = await warmPage(browser, build)
    build.online = []
    build.offline = []
  }
  // Online and offline reloads alternate (which goes first alternates too), and so do the builds,
  // so all see the same load of this shared machine: run one after the other, a busy spell lands on one side only.
  // Each run takes every build in one state, then in the other, the builds in reverse: no build's
  // online reload comes right after another build's offline one. (Taking each build online and
  // offline in turn did that to the second build only, and an A/A run of one build in both places
  // put the second one's online median 40 % higher: 402 against 565 ms.)
  for (let i = 0; i < RUNS; i += 1) {
    for (const [n, off] of (i % 2 ? [true, false] : [false, true]).entries()) {
      for (const build of n ? [...builds].reverse() : builds) (off ? build.offline : build.online).push(await reloadOnce(build.page, off))
    }
  }
  const round = (ms) => Math.round(ms * 10) / 10
  console.log(
    `Time to the first list item of ${PAGE}, warm reload, ${RUNS} runs each, alternating (ms; load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}):`,
  )
  for (const build of builds) {
    const label = builds.length > 1 ? `${build.dir}: ` : ''
    console.log(`${label}  online : ${build.online.map(round).join(', ')}`)
    console.log(`${label}  offline: ${build.offline.map(round).join(', ')}`)
    console.log(`${label}median online  ${round(median(build.online))} ms`)
    console.log(`${label}median offline ${round(median(build.offline))} ms`)
    console.log(`${label}offline/online ${(median(build.offline) / median(build.online)).toFixed(2)}`)
  }
} finally {
  await browser.close()
  for (const stop of stops) stop()
}
