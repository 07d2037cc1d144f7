import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NOT_BUILT_MESSAGE } from '../../server/plugins/pages'
import { sessionCookieName } from '../../server/http/session-cookie'
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../../src/shared/route-preloads'
import { buildTestApp, testConfig } from './helpers/test-app'
import { openTestDatabase, type TestDatabase } from './helpers/test-database'

/** The build's two prerendered frames: the home page's (index.html) and every other page's (shell.html). */
const HOME = '<!doctype html><html lang="id"><head><title>Tumbuh</title></head><body><div id="root"><section>hero</section></div></body></html>'
const SHELL = '<!doctype html><html lang="id"><head><title>Tumbuh</title></head><body><div id="root"><header></header></div></body></html>'

function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-dist-'))
  const files: Record<string, string> = {
    'index.html': HOME,
    'shell.html': SHELL,
    'sw.js': 'self.addEventListener("install", () => {})',
    'manifest.webmanifest': '{"name":"Tumbuh"}',
    'assets/index-AbC123.js': 'console.log("app")',
    'assets/index-AbC123.css': 'body{margin:0}',
    'banners/growth-path.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  }
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), content)
  }
  return dir
}

function cspDirectives(header: unknown): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/)
        return [name!, values.join(' ')] as [string, string]
      }),
  )
}

describe('pages and static files', () => {
  let test: TestDatabase
  let staticDir: string
  let app: FastifyInstance

  beforeAll(async () => {
    test = await openTestDatabase({ engine: 'sqlite' }, { seed: false })
    staticDir = fakeBuild()
    app = await buildTestApp(test.database, test.dataDir, { staticDir })
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
    fs.rmSync(staticDir, { recursive: true, force: true })
  })

  it('answers an app route with its prerendered HTML and 200: the home frame on /, the shell elsewhere', async () => {
    for (const [url, html] of [
      ['/', HOME],
      ['/?utm=x', HOME],
      ['/login', SHELL],
      ['/login?code=abc&state=xyz', SHELL],
      ['/learning/katalog', SHELL],
      ['/learning/videos/12', SHELL],
    ] as const) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toMatch(/^text\/html/)
      expect(res.body, url).toBe(html)
      expect(res.headers['cache-control']).toBe('no-cache')
    }
  })

  it('answers with index.html everywhere when a build has no shell.html', async () => {
    fs.rmSync(path.join(staticDir, 'shell.html'))
    const other = await buildTestApp(test.database, test.dataDir, { staticDir })
    try {
      for (const url of ['/', '/learning/katalog', '/tidak-ada']) expect((await other.inject({ method: 'GET', url })).body, url).toBe(HOME)
    } finally {
      await other.close()
      fs.writeFileSync(path.join(staticDir, 'shell.html'), SHELL)
    }
  })

  it('answers an unknown page with the HTML shell and 404', async () => {
    for (const url of ['/halaman-yang-tidak-ada', '/login/extra', '/assets/', '/apix']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type']).toMatch(/^text\/html/)
      expect(res.body).toBe(SHELL)
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.headers.etag).toBeUndefined()
    }
  })

  it('answers HEAD of a page like GET, without a body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/tidak-ada' })
    expect(res.statusCode).toBe(404)
    expect(res.body).toBe('')
  })

  it('sends a CSP without inline scripts on the shell and on /sw.js', async () => {
    for (const url of ['/', '/sw.js', '/tidak-ada', '/api/health']) {
      const res = await app.inject({ method: 'GET', url })
      const csp = cspDirectives(res.headers['content-security-policy'])
      expect(csp.get('script-src'), url).toBe("'self'")
      expect(csp.get('default-src')).toBe("'self'")
      expect(csp.get('frame-ancestors')).toBe("'none'")
      expect(csp.get('object-src')).toBe("'none'")
      expect(csp.has('upgrade-insecure-requests')).toBe(false)
      expect(res.headers['x-content-type-options']).toBe('nosniff')
    }
  })

  it('serves hashed assets as immutable and the service worker, manifest and shell as no-cache', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.body).toBe('console.log("app")')
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')

    const sw = await app.inject({ method: 'GET', url: '/sw.js' })
    expect(sw.statusCode).toBe(200)
    expect(sw.headers['content-type']).toMatch(/javascript/)
    expect(sw.headers['cache-control']).toBe('no-cache')

    for (const url of ['/manifest.webmanifest', '/index.html']) {
      expect((await app.inject({ method: 'GET', url })).headers['cache-control'], url).toBe('no-cache')
    }
    const banner = await app.inject({ method: 'GET', url: '/banners/growth-path.svg' })
    expect(banner.headers['cache-control']).toBe('public, max-age=3600')
  })

  it('never serves files outside the build', async () => {
    const res = await app.inject({ method: 'GET', url: '/..%2f..%2fetc%2fpasswd' })
    expect(res.statusCode).not.toBe(200)
    expect(res.body).not.toContain('root:')
  })
})

describe("a signed-in first load's Link header (decisions 038, 040)", () => {
  let test: TestDatabase
  let staticDir: string
  let app: FastifyInstance
  let cookie: string
  const preloads: RoutePreloads = {
    start: { js: ['/assets/entry.js', '/assets/framework.js', '/assets/app.js'], css: ['/assets/app.css'] },
    pages: {
      '/learning/videos/{id}': { js: ['/assets/account.js', '/assets/learning-layout.js', '/assets/video-page.js'], css: ['/assets/video-page.css'] },
      '/learning/katalog': { js: ['/assets/account.js', '/assets/learning-layout.js', '/assets/catalog-page.js'], css: [] },
    },
  }

  beforeAll(async () => {
    test = await openTestDatabase({ engine: 'sqlite' }, { seed: false })
    staticDir = fakeBuild()
    fs.writeFileSync(path.join(staticDir, ROUTE_PRELOADS_FILE), JSON.stringify(preloads))
    app = await buildTestApp(test.database, test.dataDir, { staticDir })
    // Only its presence counts: the header is a hint, and the page itself is the same HTML for all.
    cookie = `${sessionCookieName(testConfig(test.dataDir))}=whatever`
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
    fs.rmSync(staticDir, { recursive: true, force: true })
  })

  it("announces the start-up style sheet and scripts, the token validation the page's guards wait for, then the page's style sheets and scripts, in order", async () => {
    const res = await app.inject({ method: 'GET', url: '/learning/videos/12?t=30', headers: { cookie } })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe(SHELL)
    expect(res.headers.link).toBe(
      [
        '</assets/app.css>; rel=preload; as=style; crossorigin',
        '</assets/entry.js>; rel=modulepreload',
        '</assets/framework.js>; rel=modulepreload',
        '</assets/app.js>; rel=modulepreload',
        '</api/sso-callback/v2>; rel=preload; as=fetch; crossorigin=use-credentials',
        '</api/platform/auth/session>; rel=preload; as=fetch; crossorigin=use-credentials',
        '</assets/video-page.css>; rel=preload; as=style; crossorigin',
        '</assets/account.js>; rel=modulepreload',
        '</assets/learning-layout.js>; rel=modulepreload',
        '</assets/video-page.js>; rel=modulepreload',
      ].join(', '),
    )
    expect((await app.inject({ method: 'GET', url: '/learning/katalog/', headers: { cookie } })).headers.link).toContain(
      '</assets/catalog-page.js>; rel=modulepreload',
    )
  })

  it("announces the page's first data request after the start-up files, as the page's own call asks for it (decision 040), then the token validation (decision 043)", async () => {
    const res = await app.inject({ method: 'GET', url: '/learning/videos/12', headers: { cookie } })
    expect(res.headers.link).toBe(
      [
        '</assets/app.css>; rel=preload; as=style; crossorigin',
        '</assets/entry.js>; rel=modulepreload',
        '</assets/framework.js>; rel=modulepreload',
        '</assets/app.js>; rel=modulepreload',
        '</api/v2/courses/videos/12>; rel=preload; as=fetch; crossorigin=use-credentials',
        '</api/sso-callback/v2>; rel=preload; as=fetch; crossorigin=use-credentials',
        '</api/platform/auth/session>; rel=preload; as=fetch; crossorigin=use-credentials',
        '</assets/video-page.css>; rel=preload; as=style; crossorigin',
        '</assets/account.js>; rel=modulepreload',
        '</assets/learning-layout.js>; rel=modulepreload',
        '</assets/video-page.js>; rel=modulepreload',
      ].join(', '),
    )
    // The id as the endpoint reads it, as the page asks.
    expect((await app.inject({ method: 'GET', url: '/learning/videos/012', headers: { cookie } })).headers.link).toContain(
      '</api/v2/courses/videos/12>; rel=preload; as=fetch',
    )
    expect((await app.inject({ method: 'GET', url: '/learning/katalog/', headers: { cookie } })).headers.link).toContain(
      '</api/v2/catalogs?limit=12&page=1>; rel=preload; as=fetch; crossorigin=use-credentials',
    )
  })

  it('announces no token validation on a page open to visitors, whose guards do not validate', async () => {
    const file = path.join(staticDir, ROUTE_PRELOADS_FILE)
    const listed: RoutePreloads = { ...preloads, pages: { ...preloads.pages, '/help-center': { js: ['/assets/help-center.js'], css: [] } } }
    fs.writeFileSync(file, JSON.stringify(listed))
    const later = new Date(Date.now() + 2000)
    fs.utimesSync(file, later, later)
    try {
      const link = (await app.inject({ method: 'GET', url: '/help-center', headers: { cookie } })).headers.link
      expect(link).toContain('</assets/help-center.js>; rel=modulepreload')
      expect(link).not.toContain('as=fetch')
    } finally {
      fs.writeFileSync(file, JSON.stringify(preloads))
      const after = new Date(Date.now() + 3000)
      fs.utimesSync(file, after, after)
    }
  })

  it('announces no data for an id the page does not ask about, or a URL with a query string, but still its code', async () => {
    for (const url of ['/learning/videos/0', '/learning/videos/abc', '/learning/videos/12?t=30', '/learning/katalog?page=2']) {
      const link = (await app.inject({ method: 'GET', url, headers: { cookie } })).headers.link
      expect(link, url).toContain('rel=modulepreload')
      expect(link, url).not.toContain('/api/v2/')
      // The learning section's guard validates the token whatever the page shows.
      expect(link, url).toContain('</api/sso-callback/v2>; rel=preload; as=fetch; crossorigin=use-credentials')
    }
  })

  it('announces nothing to a visitor (the guard sends them to sign in), on /, on a page not listed, or on a 404', async () => {
    expect((await app.inject({ method: 'GET', url: '/learning/videos/12' })).headers.link).toBeUndefined()
    expect((await app.inject({ method: 'GET', url: '/', headers: { cookie } })).headers.link).toBeUndefined()
    expect((await app.inject({ method: 'GET', url: '/mentor', headers: { cookie } })).headers.link).toBeUndefined()
    const missing = await app.inject({ method: 'GET', url: '/learning/videos/12/lain', headers: { cookie } })
    expect(missing.statusCode).toBe(404)
    expect(missing.headers.link).toBeUndefined()
  })

  it('follows a new build, and a build without the list announces nothing', async () => {
    const file = path.join(staticDir, ROUTE_PRELOADS_FILE)
    const next: RoutePreloads = { start: { js: ['/assets/entry-2.js'], css: [] }, pages: { '/mentor': { js: ['/assets/mentor.js'], css: [] } } }
    fs.writeFileSync(file, JSON.stringify(next))
    // A later modification time, as a new build's file has.
    const later = new Date(Date.now() + 5000)
    fs.utimesSync(file, later, later)
    expect((await app.inject({ method: 'GET', url: '/mentor', headers: { cookie } })).headers.link).toBe(
      '</assets/entry-2.js>; rel=modulepreload, </assets/mentor.js>; rel=modulepreload',
    )
    fs.rmSync(file)
    const res = await app.inject({ method: 'GET', url: '/mentor', headers: { cookie } })
    expect(res.statusCode).toBe(200)
    expect(res.headers.link).toBeUndefined()
  })
})

describe('the Link header with the API on another origin', () => {
  it("announces the code but no data request or token validation: another origin's API is not this server's to announce", async () => {
    const test = await openTestDatabase({ engine: 'sqlite' }, { seed: false })
    const staticDir = fakeBuild()
    try {
      const preloads: RoutePreloads = {
        start: { js: ['/assets/app.js'], css: [] },
        pages: { '/learning/katalog': { js: ['/assets/catalog-page.js'], css: [] } },
      }
      fs.writeFileSync(path.join(staticDir, ROUTE_PRELOADS_FILE), JSON.stringify(preloads))
      const env = { API_BASE_URL: 'https://api.example.com/' }
      const app = await buildTestApp(test.database, test.dataDir, { staticDir, env })
      try {
        const cookie = `${sessionCookieName(testConfig(test.dataDir, env))}=whatever`
        expect((await app.inject({ method: 'GET', url: '/learning/katalog', headers: { cookie } })).headers.link).toBe(
          '</assets/app.js>; rel=modulepreload, </assets/catalog-page.js>; rel=modulepreload',
        )
      } finally {
        await app.close()
      }
    } finally {
      await test.cleanup()
      fs.rmSync(staticDir, { recursive: true, force: true })
    }
  })
})

describe('pages before the client is built', () => {
  it('answers pages with 503 and says to run npm run build, while the API works', async () => {
    const test = await openTestDatabase({ engine: 'sqlite' }, { seed: false })
    const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-empty-dist-'))
    const missingDir = path.join(emptyDir, 'nope')
    try {
      for (const staticDir of [emptyDir, missingDir, undefined]) {
        const app = await buildTestApp(test.database, test.dataDir, { staticDir })
        try {
          for (const url of ['/', '/tidak-ada']) {
            const res = await app.inject({ method: 'GET', url })
            expect(res.statusCode).toBe(503)
            expect(res.headers['content-type']).toMatch(/^text\/plain/)
            expect(res.body).toBe(NOT_BUILT_MESSAGE)
            expect(res.body).toContain('npm run build')
          }
          expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
        } finally {
          await app.close()
        }
      }
    } finally {
      await test.cleanup()
      fs.rmSync(emptyDir, { recursive: true, force: true })
    }
  })
})

describe('a page opened at another host than PUBLIC_URL', () => {
  const navigate = { 'sec-fetch-mode': 'navigate', accept: 'text/html' }
  let test: TestDatabase
  let staticDir: string
  let app: FastifyInstance

  beforeAll(async () => {
    test = await openTestDatabase({ engine: 'sqlite' }, { seed: false })
    staticDir = fakeBuild()
    app = await buildTestApp(test.database, test.dataDir, { staticDir, env: { PUBLIC_URL: 'http://localhost:3000' } })
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
    fs.rmSync(staticDir, { recursive: true, force: true })
  })

  it('goes to the same page at PUBLIC_URL, where sign-in works (308, path and query kept)', async () => {
    for (const host of ['127.0.0.1:3000', '192.168.1.20:3000', 'LOCALHOST:4000']) {
      const res = await app.inject({ method: 'GET', url: '/learning/katalog?search=excel', headers: { host, ...navigate } })
      expect(res.statusCode, host).toBe(308)
      expect(res.headers.location, host).toBe('http://localhost:3000/learning/katalog?search=excel')
    }
    // A browser without Sec-Fetch-Mode is told by what it accepts.
    const old = await app.inject({ method: 'GET', url: '/login', headers: { host: '127.0.0.1:3000', accept: 'text/html,application/xhtml+xml' } })
    expect(old.headers.location).toBe('http://localhost:3000/login')
  })

  it('serves the page at PUBLIC_URL itself, whatever the case of its host', async () => {
    for (const host of ['localhost:3000', 'LocalHost:3000']) {
      const res = await app.inject({ method: 'GET', url: '/learning/katalog', headers: { host, ...navigate } })
      expect(res.statusCode, host).toBe(200)
      expect(res.body).toBe(SHELL)
    }
  })

  it('answers API calls, assets, health checks and writes from another host where they are', async () => {
    const host = '10.0.0.7:3000'
    expect((await app.inject({ method: 'GET', url: '/api/health', headers: { host } })).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/api/health', headers: { host, ...navigate } })).statusCode).toBe(200)
    const asset = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { host, 'sec-fetch-mode': 'no-cors' } })
    expect(asset.statusCode).toBe(200)
    const write = await app.inject({ method: 'POST', url: '/api/platform/auth/logout', headers: { host, ...navigate } })
    expect(write.statusCode).not.toBe(308)
  })

  it('stays where it is with PUBLIC_URL_REDIRECT=false (a proxy that does not pass the Host header)', async () => {
    const off = await buildTestApp(test.database, test.dataDir, { staticDir, env: { PUBLIC_URL: 'http://localhost:3000', PUBLIC_URL_REDIRECT: 'false' } })
    try {
      const res = await off.inject({ method: 'GET', url: '/learning/katalog', headers: { host: '127.0.0.1:3000', ...navigate } })
      expect(res.statusCode).toBe(200)
      expect(res.body).toBe(SHELL)
    } finally {
      await off.close()
    }
  })
})
