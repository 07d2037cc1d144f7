// npm run bench (second part) — issue 26's measure of the outbox after a day offline (a benchmark,
// not a timed test, not part of npm test): N progress writes spread over the catalogue's videos wait
// in the outbox while the browser is offline; the clock runs from the moment the connection returns
// until the outbox is empty (the service worker's Background Sync and the page deliver them). Each
// size RUNS times, median. The writes are put into the outbox's store as they are, not through the
// app's enqueue, which would fold a video's writes into one: this measures delivery, N requests.
// Expects a built dist/ (run `npx vite build` first); its own server and throwaway data.
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, median, requireBuild, signIn, startServer } from './lib/bench-server.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 4482)
const RUNS = Math.max(1, Number(process.env.BENCH_OUTBOX_RUNS ?? 3))
const SIZES = (process.env.BENCH_OUTBOX_SIZES ?? '100,1000').split(',').map(Number)
const baseURL = `http://127.0.0.1:${PORT}`

requireBuild()

/** Puts `count` pending progress writes for `videos` into the outbox store, as the app's outbox shapes them. */
function seedOutbox({ count, videos, userId }) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('tumbuh-outbox')
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const db = open.result
      const name = db.objectStoreNames[0]
      const tx = db.transaction(name, 'readwrite')
      const store = tx.objectStore(name)
      const now = Date.now()
      for (let n = 0; n < count; n++) {
        const video = videos[n % videos.length]
        const id = crypto.randomUUID()
        store.put(
          {
            id,
            seq: now * 1000 + n,
            method: 'POST',
            url: `/api/v2/users/courses/videos/${video.id}/watches`,
            body: { position_s: Math.min(video.duration_s, 5 + Math.floor(n / videos.length) * 5), duration_s: video.duration_s },
            idempotencyKey: crypto.randomUUID(),
            userId,
            resource: `video:${video.id}`,
            label: `Video ${video.id}`,
            createdAt: now,
            attempts: 0,
            nextAttemptAt: now,
            state: 'pending',
          },
          id,
        )
      }
      tx.oncomplete = () => {
        db.close()
        resolve()
      }
      tx.onerror = () => reject(tx.error)
    }
  })
}

const outboxSize = () =>
  new Promise((resolve, reject) => {
    const open = indexedDB.open('tumbuh-outbox')
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const db = open.result
      const count = db.transaction(db.objectStoreNames[0]).objectStore(db.objectStoreNames[0]).count()
      count.onsuccess = () => {
        db.close()
        resolve(count.result)
      }
    }
  })

const stopServer = await startServer(PORT)
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS })
try {
  const context = await browser.newContext({ baseURL, locale: 'id-ID', viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await signIn(page, '/learning/katalog')
  for (let t = 0; t < 200 && !(await page.evaluate(() => !!navigator.serviceWorker.controller)); t += 1) await page.waitForTimeout(100)
  const { videos, userId } = await page.evaluate(async () => {
    const answer = await fetch('/api/v2/courses/videos?limit=40').then((r) => r.json())
    const cookie = document.cookie.split('; ').find((c) => /user_id=/.test(c))
    return { videos: answer.data.map((v) => ({ id: v.id, duration_s: v.duration_s })), userId: Number(cookie?.split('=')[1]) }
  })
  if (!userId || videos.length === 0) throw new Error('no signed-in user or no videos to write progress for')

  const results = []
  for (const size of SIZES) {
    const times = []
    for (let run = 0; run < RUNS; run += 1) {
      await context.setOffline(true)
      await page.evaluate(seedOutbox, { count: size, videos, userId })
      await page.waitForTimeout(300)
      const started = Date.now()
      await context.setOffline(false)
      let left = size
      while (left > 0) {
        if (Date.now() - started > 300_000) throw new Error(`${left} of ${size} writes still waiting after 5 minutes`)
        await page.waitForTimeout(25)
        left = await page.evaluate(outboxSize)
      }
      times.push(Date.now() - started)
    }
    results.push({ size, ms: median(times), times })
  }
  console.log(`Outbox replay after the connection returns: ${videos.length} videos, median of ${RUNS} (ms):`)
  for (const { size, ms, times } of results)
    console.log(`  ${String(size).padStart(5)} writes: ${ms} ms (${(ms / size).toFixed(1)} ms per write; runs ${times.join(', ')})`)
  if (results.length >= 2) {
    const [first, last] = [results[0], results.at(-1)]
    console.log(`per-write cost at ${last.size} / at ${first.size}: ${(last.ms / last.size / (first.ms / first.size)).toFixed(2)}`)
  }
} finally {
  await browser.close()
  stopServer()
}
