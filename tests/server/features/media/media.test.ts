import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TITLE_BAND_OPACITY, thumbnailPalette } from '../../../../server/features/media/thumbnail-svg'
import { expectProblem } from '../../helpers/problem'
import { buildTestApp } from '../../helpers/test-app'
import { openTestDatabase, describeOnEngines, type TestDatabase } from '../../helpers/test-database'

// A real clip (the demo pack's) stands in for a video file a build may carry in dist/media.
const publicMedia = path.resolve(import.meta.dirname, '../../../../content/demo/media')

const allowedElements = new Set(['svg', 'title', 'rect', 'circle', 'path', 'g', 'text', 'tspan'])
const TAG = /<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z:-]+="[^"<>]*")*)\s*(\/?)>/g

/**
 * Reads the SVG as XML strictly enough for these pictures (no DOM on the server side): every tag
 * an allowed drawing element with quoted attributes, tags balanced, and text with no raw markup.
 * Answers the attribute names seen and the <title>'s decoded text.
 */
function readSvg(text: string): { attributes: string[]; title: string; text: string } {
  const stack: string[] = []
  const attributes: string[] = []
  let plain = ''
  let last = 0
  for (const m of text.matchAll(TAG)) {
    plain += text.slice(last, m.index)
    last = m.index + m[0].length
    const [, closing, name, attrs, selfClosing] = m
    expect(allowedElements.has(name!), `element <${name}>`).toBe(true)
    attributes.push(...[...attrs!.matchAll(/([a-zA-Z:-]+)=/g)].map((a) => a[1]!))
    if (closing) expect(stack.pop()).toBe(name)
    else if (!selfClosing) stack.push(name!)
  }
  plain += text.slice(last)
  expect(stack).toEqual([])
  expect(plain).not.toMatch(/[<>]|&(?!#\d+;|amp;|lt;|gt;|quot;|apos;)/)
  const decode = (t: string) => t.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
  const title = /<title>([^<]*)<\/title>/.exec(text)?.[1] ?? ''
  return { attributes, title: decode(title), text: decode(plain) }
}

function expectSafeSvg(text: string): ReturnType<typeof readSvg> {
  expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
  const svg = readSvg(text)
  for (const name of svg.attributes) expect(name).not.toMatch(/^on|href$|^style$/i)
  expect(Buffer.byteLength(text)).toBeLessThan(3 * 1024)
  return svg
}

/** WCAG contrast of white text on `hex` darkened by a black layer of `opacity`. */
function whiteContrast(hex: string, opacity: number): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = (parseInt(hex.slice(i, i + 2), 16) / 255) * (1 - opacity)
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  })
  return 1.05 / (0.2126 * r! + 0.7152 * g! + 0.0722 * b! + 0.05)
}

describe('thumbnail palette', () => {
  it('keeps white titles readable (4.5:1) on the band of every card colour', () => {
    expect(thumbnailPalette).toContain('#289f8e')
    for (const colour of thumbnailPalette) expect(whiteContrast(colour, TITLE_BAND_OPACITY), colour).toBeGreaterThanOrEqual(4.5)
  })
})

describeOnEngines('thumbnails', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let video: { slug: string; title: string }
  let pkg: { slug: string; title: string; thumbnail_url: string }

  beforeAll(async () => {
    test = await openTestDatabase(target)
    app = await buildTestApp(test.database, test.dataDir)
    const db = test.database.db
    video = await db.selectFrom('videos').select(['slug', 'title']).orderBy('id').executeTakeFirstOrThrow()
    pkg = await db.selectFrom('course_packages').select(['slug', 'title', 'thumbnail_url']).orderBy('id').executeTakeFirstOrThrow()
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it("draws a video's thumbnail with its title, cacheable for a week", async () => {
    const res = await app.inject({ method: 'GET', url: `/thumbnails/${video.slug}.svg` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(res.headers['cache-control']).toBe('public, max-age=604800')
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/)
    const svg = expectSafeSvg(res.body)
    expect(svg.title).toBe(video.title)
    expect(svg.text).toContain('VIDEO')
  })

  it('answers 304 to a request that already has the same picture', async () => {
    const first = await app.inject({ method: 'GET', url: `/thumbnails/${video.slug}.svg` })
    const again = await app.inject({ method: 'GET', url: `/thumbnails/${video.slug}.svg`, headers: { 'if-none-match': String(first.headers.etag) } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(first.headers.etag)
    const other = await app.inject({ method: 'GET', url: `/thumbnails/${pkg.slug}.svg`, headers: { 'if-none-match': String(first.headers.etag) } })
    expect(other.statusCode).toBe(200)
  })

  it('labels packages, in-class events, channels and catalogues with their kind and title', async () => {
    const db = test.database.db
    const event = await db.selectFrom('inclass_events').select(['thumbnail_url as url', 'title']).orderBy('id').executeTakeFirstOrThrow()
    const channel = await db.selectFrom('channels').select(['thumbnail_url as url', 'name as title']).orderBy('id').executeTakeFirstOrThrow()
    const catalog = await db.selectFrom('catalogs').select(['thumbnail_url as url', 'name as title']).orderBy('id').executeTakeFirstOrThrow()
    const cases = [
      { url: pkg.thumbnail_url, title: pkg.title, label: 'PAKET KURSUS' },
      { ...event, label: 'KELAS TATAP MUKA' },
      { ...channel, label: 'KANAL' },
      { ...catalog, label: 'KATALOG' },
    ]
    for (const { url, title, label } of cases) {
      expect(url).toMatch(/^\/thumbnails\/[a-z0-9-]+\.svg$/)
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      const svg = expectSafeSvg(res.body)
      expect(svg.title).toBe(title)
      expect(svg.text).toContain(label)
    }
  })

  it('escapes a title with markup instead of running it', async () => {
    const title = '<script>alert(1)</script> & "Kutip" <img src=x onerror=alert(2)>'
    await test.database.db.updateTable('videos').set({ title }).where('slug', '=', video.slug).execute()
    try {
      const res = await app.inject({ method: 'GET', url: `/thumbnails/${video.slug}.svg` })
      expect(res.statusCode).toBe(200)
      expect(res.body).not.toContain('<script')
      expect(res.body).not.toContain('<img')
      expect(expectSafeSvg(res.body).title).toBe(title)
    } finally {
      await test.database.db.updateTable('videos').set({ title: video.title }).where('slug', '=', video.slug).execute()
    }
  })

  it('draws a well-formed slug that no content uses yet from the slug itself, up to 160 characters', async () => {
    const long = await app.inject({ method: 'GET', url: `/thumbnails/${'panjang-'.repeat(20)}.svg` })
    expect(long.statusCode).toBe(200)
    expectSafeSvg(long.body)
    const res = await app.inject({ method: 'GET', url: '/thumbnails/budaya-k3-dimulai-dari-diri-sendiri-2.svg' })
    expect(res.statusCode).toBe(200)
    expect(expectSafeSvg(res.body).title).toBe('Budaya K3 Dimulai dari Diri Sendiri 2')
  })

  it('answers a malformed name with a 404 problem', async () => {
    for (const name of ['Bad_Name.svg', 'nested/slug.svg', `${video.slug}.png`, '%3Cscript%3E.svg', `${'a'.repeat(161)}.svg`, '.svg', 'a.b.svg']) {
      const res = await app.inject({ method: 'GET', url: `/thumbnails/${name}` })
      const body = expectProblem(res, 404)
      expect(body.detail).toBe('Gambar mini tidak ditemukan.')
    }
  })
})

describe('video files in the build (dist/media)', () => {
  let test: TestDatabase
  let app: FastifyInstance
  let staticDir: string
  const clipFile = path.join(publicMedia, 'clip-1.webm')

  beforeAll(async () => {
    // Vite copies public/ into dist/; a fake build with the real clip stands in for dist/ here.
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-media-'))
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Tumbuh</title>')
    fs.mkdirSync(path.join(staticDir, 'media'))
    fs.copyFileSync(clipFile, path.join(staticDir, 'media', 'clip-1.webm'))
    test = await openTestDatabase({ engine: 'sqlite' }, { seed: false })
    app = await buildTestApp(test.database, test.dataDir, { staticDir })
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
    if (staticDir) fs.rmSync(staticDir, { recursive: true, force: true })
  })

  it('serves a clip as video/webm and announces byte ranges', async () => {
    const res = await app.inject({ method: 'GET', url: '/media/clip-1.webm' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('video/webm')
    expect(res.headers['accept-ranges']).toBe('bytes')
    expect(res.rawPayload.equals(fs.readFileSync(clipFile))).toBe(true)
  })

  it('answers a range request with 206 and exactly those bytes (players seek this way)', async () => {
    const whole = fs.readFileSync(clipFile)
    const res = await app.inject({ method: 'GET', url: '/media/clip-1.webm', headers: { range: 'bytes=1000-2023' } })
    expect(res.statusCode).toBe(206)
    expect(res.headers['content-range']).toBe(`bytes 1000-2023/${whole.length}`)
    expect(res.headers['content-type']).toBe('video/webm')
    expect(res.rawPayload.equals(whole.subarray(1000, 2024))).toBe(true)
    const tail = await app.inject({ method: 'GET', url: '/media/clip-1.webm', headers: { range: 'bytes=-100' } })
    expect(tail.statusCode).toBe(206)
    expect(tail.rawPayload.equals(whole.subarray(whole.length - 100))).toBe(true)
  })

  it('answers a range past the end with 416', async () => {
    const size = fs.statSync(clipFile).size
    const res = await app.inject({ method: 'GET', url: '/media/clip-1.webm', headers: { range: `bytes=${size + 10}-` } })
    expect(res.statusCode).toBe(416)
  })
})
