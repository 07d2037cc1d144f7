import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../helpers/test-app'
import { openTestDatabase, type TestDatabase } from '../helpers/test-database'

// A build as vite.config.ts writes it: each text file with its brotli and gzip copy next to it. The
// copies here hold other bytes than a compression of the original would, so a test can tell which
// file went out.
const ASSET = `console.log(${JSON.stringify('x'.repeat(2000))})`
const SHELL = `<!doctype html><html lang="id"><head><title>Tumbuh</title></head><body><div id="root"></div>${'<!-- -->'.repeat(200)}</body></html>`

function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-dist-'))
  fs.mkdirSync(path.join(dir, 'assets'))
  const write = (name: string, content: Buffer | string) => fs.writeFileSync(path.join(dir, name), content)
  write('index.html', SHELL)
  write('index.html.br', brotliCompressSync(SHELL))
  write('index.html.gz', gzipSync(SHELL))
  write('assets/app-AbC123.js', ASSET)
  write('assets/app-AbC123.js.br', brotliCompressSync(`${ASSET}// br copy`))
  write('assets/app-AbC123.js.gz', gzipSync(`${ASSET}// gz copy`))
  // No precompressed copy: the worker is written after the compression step of the build.
  write('sw.js', `self.addEventListener('install', () => {})${' '.repeat(2000)}`)
  return dir
}

describe('compressed answers', () => {
  let test: TestDatabase
  let app: FastifyInstance
  let staticDir: string

  beforeAll(async () => {
    staticDir = fakeBuild()
    test = await openTestDatabase({ engine: 'sqlite' })
    app = await buildTestApp(test.database, test.dataDir, { staticDir })
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
    fs.rmSync(staticDir, { recursive: true, force: true })
  })

  it('API JSON above 1 KB goes out as brotli or gzip and decompresses to the same answer', async () => {
    const url = '/api/v2/courses/videos?limit=12'
    const plain = await app.inject({ method: 'GET', url })
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.length).toBeGreaterThan(1024)

    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i)
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json())

    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json())
  })

  it('a catalogue answer kept in memory goes out compressed by what the caller accepts, and varies by it', async () => {
    const url = '/api/v2/courses/packages?limit=12'
    const plain = await app.inject({ method: 'GET', url })
    expect(plain.headers['content-encoding']).toBeUndefined()
    const cases = [
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0.5, br;q=1', 'br'],
      ['identity', undefined],
      ['br;q=0, gzip;q=0', undefined],
    ] as const
    for (const [accept, expected] of cases) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } })
      expect(res.statusCode, accept).toBe(200)
      expect(res.headers['content-encoding'], accept).toBe(expected)
      expect(res.headers.etag, accept).toBe(plain.headers.etag)
      const body = expected === 'br' ? brotliDecompressSync(res.rawPayload) : expected === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload
      expect(JSON.parse(body.toString('utf8')), accept).toEqual(plain.json())
      if (expected) expect(String(res.headers.vary), accept).toMatch(/Cookie.*Accept-Encoding/i)
    }
    const again = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } })
    const once = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } })
    expect(once.rawPayload.equals(again.rawPayload)).toBe(true)
  })

  it('small answers stay as they are', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.json()).toMatchObject({ status: 'ok' })
  })

  it("the build's files go out as their precompressed copy, by what the browser accepts", async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/app-AbC123.js', headers: { 'accept-encoding': 'gzip, br' } })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i)
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(`${ASSET}// br copy`)

    const gz = await app.inject({ method: 'GET', url: '/assets/app-AbC123.js', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(`${ASSET}// gz copy`)

    const plain = await app.inject({ method: 'GET', url: '/assets/app-AbC123.js' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(ASSET)
  })

  it('the HTML shell of a page and of a 404 goes out compressed, with its status', async () => {
    for (const [url, status] of [['/learning/katalog', 200], ['/tidak-ada', 404]] as const) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } })
      expect(res.statusCode, url).toBe(status)
      expect(res.headers['content-encoding'], url).toBe('br')
      expect(brotliDecompressSync(res.rawPayload).toString('utf8'), url).toBe(SHELL)
    }
  })

  it('a file without a precompressed copy (the service worker) is compressed on the fly', async () => {
    const res = await app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'gzip' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(gunzipSync(res.rawPayload).toString('utf8')).toMatch(/^self\.addEventListener\('install'/)
  })
})
