#!/usr/bin/env node
// Makes the demo clips content/demo/media/clip-1.webm (the demo pack's media, decision 055) … clip-4.webm (standard, 640×360) and their
// data-saving renditions clip-1-low.webm … clip-4-low.webm (320×180, decision 030): Chromium draws an
// animated canvas (title card, running timestamp, progress bar) and MediaRecorder records it in real
// time; the recording is then given Duration and Cues (scripts/lib/webm-finalize.mjs) so players can
// seek. Run by hand (`npm run make:media`, about four minutes; `-- --only=low` or `--only=standard`
// records one rendition) and commit the files; `--check` only verifies the committed files. Not part
// of install or build, which must not need a browser. There is no ffmpeg here, and the browser's
// encoder is what our users' browsers decode anyway.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import fastifyStatic from '@fastify/static'
import Fastify from 'fastify'
import { chromium } from 'playwright-core'
import { finalizeWebm } from './lib/webm-finalize.mjs'

const MAX_BYTES = 300 * 1024
/** The renditions of every clip: the same drawing, scaled, at a lower bitrate for slow connections. */
const renditions = [
  { name: 'standard', suffix: '', width: 640, height: 360, bitsPerSecond: 64_000 },
  { name: 'low', suffix: '-low', width: 320, height: 180, bitsPerSecond: 20_000 },
]
const mediaDir = new URL('../content/demo/media/', import.meta.url)
const clips = [
  { n: 1, topic: 'Dasar Kepemimpinan', seconds: 24, accent: '#f2c14e' },
  { n: 2, topic: 'Komunikasi yang Efektif', seconds: 28, accent: '#ffffff' },
  { n: 3, topic: 'Keselamatan dan Kesehatan Kerja', seconds: 32, accent: '#ffd6a5' },
  { n: 4, topic: 'Pelayanan Pelanggan', seconds: 36, accent: '#c7f0e8' },
]
const mark = readFileSync(new URL('../public/brand/logo-mark.svg', import.meta.url), 'utf8')
const markPaths = [...mark.matchAll(/ d="([^"]+)"/g)].map((m) => m[1])

/** Runs in the page: draws the clip for `seconds`, records it, answers the WebM as a data: URL. */
async function recordClip({ n, topic, seconds, accent, markPaths, width, height, bitsPerSecond }) {
  // Drawn in 640×360 units, scaled to the rendition's size.
  const W = 640
  const H = 360
  const FPS = 15
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  document.body.append(canvas)
  // Opaque: a transparent canvas makes Chrome record an alpha channel, which costs bytes.
  const ctx = canvas.getContext('2d', { alpha: false })
  ctx.scale(width / W, height / H)
  const leaf = markPaths.map((d) => new Path2D(d))
  const fmt = (t) => {
    const s = Math.floor(t)
    return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}.${Math.floor((t - s) * 10)}`
  }
  const total = fmt(seconds).slice(0, 5)

  function draw(t) {
    const g = ctx.createLinearGradient(0, 0, 0, H)
    g.addColorStop(0, '#289f8e')
    g.addColorStop(1, '#1d7569')
    ctx.fillStyle = g
    ctx.fillRect(0, 0, W, H)
    ctx.save()
    ctx.translate(32, 28)
    ctx.scale(0.5, 0.5)
    ctx.fillStyle = '#fff'
    for (const p of leaf) ctx.fill(p)
    ctx.restore()
    ctx.fillStyle = '#fff'
    ctx.font = 'bold 20px "DejaVu Sans", sans-serif'
    ctx.fillText('Tumbuh', 72, 54)
    ctx.font = 'bold 44px "DejaVu Sans", sans-serif'
    ctx.fillText(`Tumbuh — Klip ${n}`, 32, 150)
    ctx.fillStyle = accent
    ctx.font = '24px "DejaVu Sans", sans-serif'
    ctx.fillText(topic, 32, 190)
    ctx.fillStyle = 'rgba(255,255,255,0.8)'
    ctx.font = '16px "DejaVu Sans", sans-serif'
    ctx.fillText('Video contoh untuk pemutar — geser untuk mencoba', 32, 222)
    // The running timestamp: after a seek it must show the time sought to.
    ctx.fillStyle = 'rgba(0,0,0,0.35)'
    ctx.beginPath()
    ctx.roundRect(W - 276, 250, 244, 44, 22)
    ctx.fill()
    ctx.fillStyle = '#fff'
    ctx.font = 'bold 24px "DejaVu Sans Mono", monospace'
    ctx.fillText(`${fmt(t)} / ${total}`, W - 262, 281)
    // A sweep that turns once a second, so motion is visible even when paused between labels.
    ctx.strokeStyle = accent
    ctx.lineWidth = 5
    ctx.beginPath()
    ctx.arc(W - 60, 72, 22, -Math.PI / 2, -Math.PI / 2 + 2 * Math.PI * (t % 1))
    ctx.stroke()
    const x0 = 32
    const barW = W - 64
    const y = 322
    ctx.fillStyle = 'rgba(255,255,255,0.3)'
    ctx.fillRect(x0, y - 3, barW, 6)
    for (let s = 5; s < seconds; s += 5) ctx.fillRect(x0 + (barW * s) / seconds - 1, y - 9, 2, 18)
    const x = x0 + (barW * Math.min(t, seconds)) / seconds
    ctx.fillStyle = accent
    ctx.fillRect(x0, y - 3, x - x0, 6)
    ctx.beginPath()
    ctx.arc(x, y, 9, 0, 2 * Math.PI)
    ctx.fill()
  }

  draw(0)
  const stream = canvas.captureStream(FPS)
  const recorder = new MediaRecorder(stream, {
    mimeType: 'video/webm;codecs=vp8',
    videoBitsPerSecond: bitsPerSecond,
    // A keyframe (and so a Cluster and a CuePoint) every 2 s: seeking decodes at most 2 s.
    videoKeyFrameIntervalDuration: 2000,
  })
  const chunks = []
  recorder.ondataavailable = (e) => chunks.push(e.data)
  const stopped = new Promise((resolve) => (recorder.onstop = resolve))
  recorder.start(1000)
  const start = performance.now()
  await new Promise((resolve) => {
    const tick = () => {
      const t = (performance.now() - start) / 1000
      draw(Math.min(t, seconds))
      if (t >= seconds) resolve()
      else requestAnimationFrame(tick)
    }
    tick()
  })
  recorder.stop()
  await stopped
  const blob = new Blob(chunks, { type: 'video/webm' })
  return await new Promise((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result)
    reader.readAsDataURL(blob)
  })
}

/** In the page, over HTTP with ranges: a finite duration, playback, and a seek that lands. */
async function checkClip(src) {
  const v = document.createElement('video')
  v.muted = true
  v.src = src
  document.body.append(v)
  await new Promise((resolve, reject) => {
    v.onloadedmetadata = resolve
    v.onerror = () => reject(new Error(`load failed: ${v.error?.message}`))
  })
  const duration = v.duration
  await v.play()
  await new Promise((r) => setTimeout(r, 800))
  const played = v.currentTime
  v.pause()
  const seeked = new Promise((resolve, reject) => {
    v.addEventListener('seeked', resolve, { once: true })
    setTimeout(() => reject(new Error('no seeked event in 5 s')), 5000)
  })
  v.currentTime = 15
  await seeked
  return { duration, played, landed: v.currentTime, width: v.videoWidth, height: v.videoHeight }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--autoplay-policy=no-user-gesture-required'],
})
const server = Fastify()
await server.register(fastifyStatic, { root: new URL('../public/', import.meta.url).pathname })
server.get('/', (_request, reply) => reply.type('text/html').send('<!doctype html><title>check</title><body></body>'))
let failed = false
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length)
const recorded = renditions.filter((r) => !only || r.name === only)
try {
  if (!process.argv.includes('--check')) {
    mkdirSync(mediaDir, { recursive: true })
    for (const rendition of recorded) {
      for (const clip of clips) {
        const file = `clip-${clip.n}${rendition.suffix}.webm`
        const page = await browser.newPage()
        const dataUrl = await page.evaluate(recordClip, { ...clip, markPaths, ...rendition })
        await page.close()
        const { data, durationMs, cues } = finalizeWebm(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'))
        writeFileSync(new URL(file, mediaDir), data)
        console.log(`${file} recorded: ${(durationMs / 1000).toFixed(2)} s, ${cues} cues`)
      }
    }
  }
  const address = await server.listen({ port: Number(process.env.MEDIA_CHECK_PORT ?? 4391), host: '127.0.0.1' })
  const page = await browser.newPage()
  await page.goto(address)
  for (const rendition of renditions) {
    for (const clip of clips) {
      const file = `clip-${clip.n}${rendition.suffix}.webm`
      const bytes = statSync(new URL(file, mediaDir)).size
      const r = await page.evaluate(checkClip, `/media/${file}`).catch((e) => ({ error: String(e) }))
      const sized = r.width === rendition.width && r.height === rendition.height
      const ok =
        !('error' in r) && sized && bytes <= MAX_BYTES && Number.isFinite(r.duration) && r.duration >= 20 && r.duration <= 40 && r.played > 0.3 && Math.abs(r.landed - 15) < 0.05
      failed ||= !ok
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${file} ${(bytes / 1024).toFixed(1)} KB ${JSON.stringify(r)}`)
    }
  }
} finally {
  await browser.close()
  await server.close()
}
if (failed) process.exit(1)
