// node scripts/bench-video.mjs — decision 030's measure (not a test): for each emulated link and
// each rendition of one demo clip, the time from setting `src` to the first frame (`playing`) and
// how far playback got 20 s after asking; median of BENCH_RUNS (default 3). Expects a built dist/
// (`npx vite build`); starts the server on its own port and throwaway data directory.
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, median, requireBuild, startServer } from './lib/bench-server.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 4482)
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3))
/** A demo video by id; 10 plays demo clip 4 (its renditions are the demo pack's, at /media/pack/…). */
const VIDEO = process.env.BENCH_VIDEO ?? '10'
const baseURL = `http://127.0.0.1:${PORT}`
/** Down- and upstream in kbit/s and round trip in ms, at the Network Information API's boundaries. */
const links = [
  { name: 'slow 4G', kbps: 1600, rtt: 150 },
  { name: '3g', kbps: 700, rtt: 300 },
  { name: '2g', kbps: 70, rtt: 1400 },
  { name: 'slow-2g', kbps: 35, rtt: 2000 },
]

/** In the page: a muted <video> of `src`, played at once; the first frame's time and the position 20 s after asking. */
async function playOnce(src) {
  const v = document.createElement('video')
  v.muted = true
  v.preload = 'auto'
  document.body.append(v)
  const t0 = performance.now()
  const first = new Promise((resolve, reject) => {
    v.addEventListener('playing', () => resolve(performance.now() - t0), { once: true })
    v.addEventListener('error', () => reject(new Error(`media error ${v.error?.code}`)), { once: true })
  })
  v.src = src
  void v.play().catch(() => undefined)
  const firstFrameMs = await Promise.race([first, new Promise((resolve) => setTimeout(() => resolve(NaN), 30_000))])
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, 20_000 - (performance.now() - t0))))
  return { firstFrameMs, playedS: v.currentTime }
}

requireBuild()
const stopServer = await startServer(PORT)
const detail = await (await fetch(`${baseURL}/api/v2/courses/videos/${VIDEO}`)).json()
/** Its standard and low renditions' paths. */
const files = ['standard', 'low'].map((quality) => detail.data.renditions.find((r) => r.quality === quality).url)
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
})
try {
  for (const link of links) {
    for (const file of files) {
      const runs = []
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ serviceWorkers: 'block' })
        const page = await context.newPage()
        await page.goto(`${baseURL}/manifest.webmanifest`)
        const cdp = await context.newCDPSession(page)
        await cdp.send('Network.enable')
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
        const bytesPerSecond = (link.kbps * 1000) / 8
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: link.rtt,
          downloadThroughput: bytesPerSecond,
          uploadThroughput: bytesPerSecond,
        })
        runs.push(await page.evaluate(playOnce, file))
        await context.close()
      }
      const firstFrame = Math.round(median(runs.map((r) => r.firstFrameMs)))
      const played = median(runs.map((r) => r.playedS)).toFixed(1)
      console.log(`${link.name.padEnd(8)} ${file.padEnd(24)} first frame ${firstFrame} ms (median of ${RUNS}); 20 s after asking at ${played} s`)
    }
  }
} finally {
  await browser.close()
  stopServer()
}
