// npm run bench:api — issue 12's measure of the API (not a timed test, not part of npm test): our
// server, as `npm start` runs it (production, default log level), against a bare Fastify
// hello-world in its own process, in the same run, with autocannon at 10 connections. Prints
// requests per second, p99 latency and the ratio to the bare server for the learning lists and a
// video, the growth-path list and a path, the mentor list, the help center's reads, a signed-in
// employee's session, Discovery feed and a colleague's profile, and the health check. Ratios, not
// absolute figures: this machine is shared and noisy, so each endpoint runs in 1-second slices
// alternating with the bare server, and its ratio is to the bare slices around its own
// (BENCH_SECONDS slices of each).
// Needs `npx vite build` for the sign-in through the login page. Starts both servers on their own ports and a throwaway database.
//
// The callers are visitors asking the same URL again and again, so the lists and the detail are
// served from the shared answers kept in memory (server/http/shared-answers.ts) after the first
// request. The "(uncached)" rows ask the video and mentor lists with a new, ignored query parameter each time:
// every request misses and works the answer out (queries, schema check, JSON), as after a write.
// The signed-in rows (the session, Discovery, a profile) carry the cookies of a real sign-in (Debian's Chromium
// through the login page): such answers are the caller's own and are never shared, so every request
// works its answer out and checks the session. The "20 pages" rows ask twenty pages of the video
// list in turn (four sorts, five pages), each kept on its own; with "(10 writes/s)" a signed-in
// employee writes watch progress ten times a second meanwhile, as about a hundred viewers' players
// do (decision 044). The "(write)" row is the write path itself: a signed-in employee's progress
// writes, each new, as fast as the connections go (the JSON body's depth scan, server/plugins/json-body.ts,
// is part of it). BENCH_ONLY=part,part runs only the rows whose name holds one of the parts.
import { randomUUID } from 'node:crypto'
import { loadavg } from 'node:os'
import autocannon from 'autocannon'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, median, requireBuild, signIn, startProcess, startServer } from './lib/bench-server.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 4482)
const BARE_PORT = PORT + 1
const SECONDS = Math.max(3, Number(process.env.BENCH_SECONDS ?? 8))
const CONNECTIONS = 10
const base = `http://127.0.0.1:${PORT}`

const BARE_SERVER = `
import Fastify from 'fastify'
const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
await app.listen({ port: ${BARE_PORT}, host: '127.0.0.1' })
`

/**
 * `vary`: `true`, each request gets its own `bench=<n>` query parameter (the server ignores it,
 * so every request misses the shared answers); an array of queries, asked in turn; a function,
 * autocannon's `setupRequest` itself (a write's method, headers and body).
 * `headers`: sent with every request (a signed-in row's cookies).
 */
function options(url, vary, duration, headers) {
  if (!vary) return { url, connections: CONNECTIONS, duration, headers }
  if (typeof vary === 'function') return { url, connections: CONNECTIONS, duration, headers, requests: [{ setupRequest: vary }] }
  const { pathname, search } = new URL(url)
  let n = 0
  const setupRequest = Array.isArray(vary)
    ? (request) => ({ ...request, path: `${pathname}?${vary[n++ % vary.length]}` })
    : (request) => ({ ...request, path: `${pathname}${search ? `${search}&` : '?'}bench=${n++}` })
  return { url, connections: CONNECTIONS, duration, headers, requests: [{ setupRequest }] }
}

/**
 * A signed-in employee writing watch progress as fast as the connections allow: each request a new
 * write (its own Idempotency-Key, a further position), through the whole write path (the JSON
 * body's depth check and parse, the session, the idempotency guard, the upsert).
 */
function progressWriteRequests(signedIn) {
  let position = 0
  return (request) => ({
    ...request,
    method: 'POST',
    headers: { ...request.headers, ...signedIn, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ position_s: (position++ % 599) + 1, duration_s: 600 }),
  })
}

function run(url, vary, duration, headers) {
  return new Promise((resolve, reject) => {
    autocannon(options(url, vary, duration, headers), (error, result) => (error ? reject(error) : resolve(result)))
  })
}

/**
 * `url` and the bare server in alternating 1-second slices, SECONDS of each: the machine's load
 * changes from one second to the next, and each row's ratio is to the bare server measured in
 * between its own slices. req/s over all slices; p99 is the median of the slices' p99.
 */
async function measure(name, url, vary, bareUrl, headers, beside) {
  const own = { requests: 0, seconds: 0, p99: [] }
  const bare = { requests: 0, seconds: 0, p99: [] }
  for (let slice = 0; slice < SECONDS; slice++) {
    for (const [into, target, varied, sent] of [
      [bare, bareUrl, false, undefined],
      [own, url, vary, headers],
    ]) {
      // What runs beside the row's own slices only (the progress writes of its viewers).
      const stopBeside = into === own ? beside?.() : undefined
      const result = await run(target, varied, 1, sent).finally(() => stopBeside?.())
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
      into.requests += result.requests.total
      into.seconds += result.duration
      into.p99.push(result.latency.p99)
    }
  }
  return { name, rps: own.requests / own.seconds, p99: median(own.p99), bareRps: bare.requests / bare.seconds, bareP99: median(bare.p99) }
}

/**
 * Watch progress written beside a row, as the players of about a hundred viewers write it (one
 * write every 10 seconds of playback each): 10 writes a second by the signed-in employee, over
 * `videos` in turn, each further on. Answers a function that starts them and returns their stop.
 */
function progressWrites(signedIn, videos) {
  let position = 0
  return () => {
    let failure
    const timer = setInterval(() => {
      position += 1
      const video = videos[position % videos.length]
      fetch(`${base}/api/v2/users/courses/videos/${video}/watches`, {
        method: 'POST',
        headers: { ...signedIn, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'idempotency-key': randomUUID() },
        body: JSON.stringify({ position_s: position % 600, duration_s: 600 }),
      }).then(
        (answer) => {
          if (!answer.ok) failure ??= `a progress write answered ${answer.status}`
        },
        (error) => (failure ??= `a progress write failed: ${error.message}`),
      )
    }, 100)
    return () => {
      clearInterval(timer)
      if (failure) throw new Error(failure)
    }
  }
}

requireBuild()
const stops = []
try {
  stops.push(await startProcess('bare Fastify', process.execPath, ['--input-type=module', '-e', BARE_SERVER], {}, `http://127.0.0.1:${BARE_PORT}/`))
  // As `npm start` runs it: the default log level.
  stops.push(await startServer(PORT, {}))
  const firstVideo = (await (await fetch(`${base}/api/v2/courses/videos?limit=1`)).json()).data[0].id
  const firstPath = (await (await fetch(`${base}/api/platform/growthpath?limit=1`)).json()).data[0].slug
  const firstCategory = (await (await fetch(`${base}/api/help-centers/categories`)).json()).data[0]
  const firstQuestion = (await (await fetch(`${base}/api/help-centers/questions/search?q=offline`)).json()).data[0].id
  // A signed-in employee's cookies, from a real sign-in through the login page.
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS })
  let signedIn
  try {
    const context = await browser.newContext({ baseURL: base, locale: 'id-ID' })
    await signIn(await context.newPage(), '/learning/katalog')
    signedIn = { cookie: (await context.cookies(base)).map((c) => `${c.name}=${c.value}`).join('; ') }
  } finally {
    await browser.close()
  }
  const colleague = (await (await fetch(`${base}/api/v2/discovery/feed?limit=1`, { headers: signedIn })).json()).data[0].owner.username
  const bareUrl = `http://127.0.0.1:${BARE_PORT}/`
  // The catalogue as many people browse it: four sorts, five pages each, every one a shared answer.
  const listPages = ['newest', 'oldest', 'popular', 'title'].flatMap((sort) => [1, 2, 3, 4, 5].map((page) => `sort=${sort}&page=${page}&limit=12`))
  const viewersWriting = progressWrites(signedIn, (await (await fetch(`${base}/api/v2/courses/videos?limit=5`)).json()).data.map((video) => video.id))
  const allTargets = [
    ['GET /api/health', `${base}/api/health`],
    ['GET /api/v2/courses/videos', `${base}/api/v2/courses/videos`],
    ['GET /api/v2/courses/videos (uncached)', `${base}/api/v2/courses/videos`, true],
    ['GET /api/v2/courses/videos, 20 pages', `${base}/api/v2/courses/videos`, listPages],
    ['GET /api/v2/courses/videos, 20 pages (10 writes/s)', `${base}/api/v2/courses/videos`, listPages, undefined, viewersWriting],
    ['GET /api/v2/courses/packages', `${base}/api/v2/courses/packages`],
    ['GET /api/v2/catalogs', `${base}/api/v2/catalogs`],
    [`GET /api/v2/courses/videos/${firstVideo}`, `${base}/api/v2/courses/videos/${firstVideo}`],
    ['GET /api/platform/growthpath', `${base}/api/platform/growthpath`],
    [`GET /api/platform/growthpath/${firstPath}`, `${base}/api/platform/growthpath/${firstPath}`],
    ['GET /api/platform/mentor', `${base}/api/platform/mentor`],
    ['GET /api/platform/mentor (uncached)', `${base}/api/platform/mentor`, true],
    ['GET /api/help-centers/categories', `${base}/api/help-centers/categories`],
    [`GET /api/help-centers/categories/${firstCategory.id}/topics`, `${base}/api/help-centers/categories/${firstCategory.id}/topics`],
    [`GET /api/help-centers/questions/${firstQuestion}`, `${base}/api/help-centers/questions/${firstQuestion}`],
    ['GET /api/help-centers/questions/search?q=offline', `${base}/api/help-centers/questions/search?q=offline`],
    ['GET /api/platform/auth/session (signed in)', `${base}/api/platform/auth/session`, false, signedIn],
    ['GET /api/v2/discovery/feed (signed in)', `${base}/api/v2/discovery/feed`, false, signedIn],
    [`GET /api/v2/users/${colleague}/profiles (signed in)`, `${base}/api/v2/users/${colleague}/profiles`, false, signedIn],
    [`POST /api/v2/users/courses/videos/${firstVideo}/watches (write)`, `${base}/api/v2/users/courses/videos/${firstVideo}/watches`, progressWriteRequests(signedIn)],
  ]
  const only = process.env.BENCH_ONLY?.split(',')
  const targets = only ? allTargets.filter(([name]) => only.some((part) => name.includes(part))) : allTargets
  // A short warm-up of each, so JIT and caches are not measured.
  for (const [, url, vary, headers] of [['bare', bareUrl], ...targets])
    await new Promise((resolve) => autocannon(options(url, vary, 1, headers), resolve))
  const rows = []
  for (const [name, url, vary, headers, beside] of targets) rows.push(await measure(name, url, vary, bareUrl, headers, beside))
  const bareRps = rows.reduce((sum, r) => sum + r.bareRps, 0) / rows.length
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} × 1 s slices each, alternating with the bare server; same run; load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}\n`,
  )
  console.log(`${'endpoint'.padEnd(52)} ${'req/s'.padStart(9)} ${'p99 ms'.padStart(7)} ${'bare req/s'.padStart(11)} ${'× bare'.padStart(7)}`)
  console.log(
    `${'bare Fastify hello-world (mean)'.padEnd(52)} ${bareRps.toFixed(0).padStart(9)} ${String(median(rows.map((r) => r.bareP99))).padStart(7)} ${''.padStart(11)} ${'1.000'.padStart(7)}`,
  )
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(52)} ${r.rps.toFixed(0).padStart(9)} ${String(r.p99).padStart(7)} ${r.bareRps.toFixed(0).padStart(11)} ${(r.rps / r.bareRps).toFixed(3).padStart(7)}`,
    )
  }
} finally {
  for (const stop of stops) stop()
}
