#!/usr/bin/env node
// npm run bench:lighthouse — issue 12's measure of the first load (not a timed test, not part of
// npm test): Lighthouse 12, mobile defaults (simulated slow 4G, 4× CPU slowdown), performance only,
// on /, the catalogue and a video page (or BENCH_PAGES, comma-separated paths), RUNS runs each in a fresh Debian Chromium (cold: no cache, no
// service worker), signed in as a demo employee (a real sign-in's cookies set in each browser). Prints
// the median score and the median of each metric. Expects a built dist/ (`npx vite build`); starts
// the server on its own port with a throwaway database. One run takes 15–40 s on this machine.
//
// BENCH_CLIENT_DIRS=dist-a,dist-b (builds made with `npx vite build --outDir dist-a`) compares builds
// in one sitting: a server for each (ports PORT, PORT+1, …) and each page's runs alternate between
// them, so a machine that gets busier or quieter meanwhile weighs on both alike. Lantern's figures
// scale the tasks a run observed by 4: on a shared machine the same build measures ±30% from one
// minute to the next, and only a comparison in alternation says whether a change helped.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, clientBuilds, median, signIn, startServer } from './lib/bench-server.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 4484)
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3))
const CHROME_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium'
// Optional: where to keep each run's full Lighthouse report (JSON), to see what a figure is made of.
const REPORT_DIR = process.env.BENCH_REPORT_DIR
if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true })

const METRICS = [
  ['FCP', 'first-contentful-paint', 'ms'],
  ['LCP', 'largest-contentful-paint', 'ms'],
  ['TBT', 'total-blocking-time', 'ms'],
  ['CLS', 'cumulative-layout-shift', ''],
  ['SI', 'speed-index', 'ms'],
]

/** The builds measured: dist/ alone, or each of BENCH_CLIENT_DIRS on a port of its own. */
const builds = clientBuilds(PORT)
const stops = []
try {
  for (const build of builds) stops.push(await startServer(build.port, build.env))
  // The cookies of a real sign-in, put into each fresh browser before Lighthouse loads the page
  // (Lighthouse clears caches, storage and service workers between runs, not cookies).
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS })
  try {
    for (const build of builds) {
      const context = await browser.newContext({ baseURL: build.baseURL, locale: 'id-ID' })
      await signIn(await context.newPage(), '/learning/katalog')
      build.cookies = await context.cookies(build.baseURL)
      await context.close()
    }
  } finally {
    await browser.close()
  }
  const firstVideo = (await (await fetch(`${builds[0].baseURL}/api/v2/courses/videos?limit=1`)).json()).data[0].id
  const pages = process.env.BENCH_PAGES?.split(',') ?? ['/', '/learning/katalog', `/learning/videos/${firstVideo}`]

  /** One Lighthouse run of `build` in a fresh browser holding its sign-in's cookies. */
  async function audit(build, page) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] })
    try {
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
      await cdp.contexts()[0].addCookies(build.cookies)
      await cdp.close()
      return await lighthouse(`${build.baseURL}${page}`, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' })
    } finally {
      await chrome.kill()
    }
  }

  const rows = []
  for (const page of pages) {
    const runs = builds.map(() => [])
    for (let i = 0; i < RUNS; i += 1) {
      for (const [b, build] of builds.entries()) {
        // Lighthouse asks to be run again when its trace failed (NO_NAVSTART and the like): once more.
        let lhr
        for (let attempt = 1; !lhr; attempt += 1) {
          const result = await audit(build, page)
          if (!result.lhr.runtimeError) {
            lhr = result.lhr
            const name = `${builds.length > 1 ? `${path.basename(build.dir)}-` : ''}${page.replace(/\W+/g, '_')}-${i + 1}.json`
            if (REPORT_DIR) writeFileSync(path.join(REPORT_DIR, name), result.report)
          } else if (attempt === 2) throw new Error(`${page}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`)
        }
        const finalPath = new URL(lhr.finalDisplayedUrl).pathname
        if (finalPath !== page) throw new Error(`${page} ended on ${finalPath}: the sign-in did not hold`)
        runs[b].push({ score: lhr.categories.performance.score * 100, ...Object.fromEntries(METRICS.map(([name, id]) => [name, lhr.audits[id].numericValue])) })
        process.stderr.write(`  ${builds.length > 1 ? `${build.dir} ` : ''}${page} run ${i + 1}/${RUNS}: ${Math.round(runs[b].at(-1).score)}\n`)
      }
    }
    for (const [b, build] of builds.entries()) {
      const label = builds.length > 1 ? `${build.dir} ${page}` : page
      rows.push([label, Object.fromEntries(['score', ...METRICS.map(([name]) => name)].map((key) => [key, median(runs[b].map((run) => run[key]))]))])
    }
  }

  console.log(`\nLighthouse 12 mobile, performance, median of ${RUNS}, signed in\n`)
  const header = ['page'.padEnd(40), 'score'.padStart(6), ...METRICS.map(([name]) => name.padStart(8))].join('')
  console.log(header)
  for (const [page, m] of rows) {
    const cells = METRICS.map(([name, , unit]) => (unit === 'ms' ? `${Math.round(m[name])}` : m[name].toFixed(3)).padStart(8))
    console.log([page.padEnd(40), String(Math.round(m.score)).padStart(6), ...cells].join(''))
  }
  console.log('\n(ms; CLS unitless. Targets: score ≥ 95, LCP ≤ 2000 ms, TBT ≤ 150 ms, CLS ≤ 0.05)')
} finally {
  for (const stop of stops) stop()
}
