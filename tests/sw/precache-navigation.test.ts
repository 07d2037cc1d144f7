import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeExtendableEvent, FakeFetchEvent, MemoryCacheStorage, origin, stubWorkerScope, type WorkerScope } from './support/worker-scope'

// Loaded by a path TypeScript does not follow: the modules are typed for the worker (sw/tsconfig.json).
const precacheModule = '../../sw/precache'
const navigationModule = '../../sw/navigation'

class FakeInstallEvent extends FakeExtendableEvent {
  constructor(readonly addRoutes?: (routes: unknown) => Promise<void>) {
    super('install')
  }
}

/** A page's navigation (a Request cannot be built with mode 'navigate' outside a browser). */
function navigate(url: string): FakeFetchEvent {
  const request = new Request(new URL(url, origin))
  Object.defineProperty(request, 'mode', { value: 'navigate' })
  return new FakeFetchEvent(request)
}

describe('the service worker precaches the build and answers navigations with its pages', () => {
  let caches: MemoryCacheStorage
  let scope: WorkerScope
  let online = true
  const pages: Record<string, string> = { '/index.html': 'home frame', '/shell.html': 'shell', '/assets/app-1a2b.js': 'code', '/learning/nope': 'not found page' }
  const addRoutes = vi.fn(async (_routes: unknown) => undefined)

  // A fresh worker for each test, installed and activated: it registers its routes as it starts.
  beforeEach(async () => {
    vi.resetModules()
    addRoutes.mockClear()
    online = true
    caches = new MemoryCacheStorage()
    scope = stubWorkerScope({ caches, extra: { registration: { scope: `${origin}/` } } })
    scope.network = async (input) => {
      if (!online) throw new TypeError('Failed to fetch')
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname
      return new Response(pages[path] ?? 'server answer', { status: path in pages ? 200 : 404 })
    }
    // What an older Workbox left behind, and a cache of the app's own that must stay.
    await caches.open(`workbox-precache-${origin}/`)
    await caches.open('images')
    const { registerPrecache } = (await import(/* @vite-ignore */ precacheModule)) as { registerPrecache(o: { entries: unknown[] }): void }
    const { registerNavigation } = (await import(/* @vite-ignore */ navigationModule)) as { registerNavigation(): void }
    registerPrecache({ entries: [{ url: '/index.html', revision: '1' }, { url: '/shell.html', revision: '1' }, '/assets/app-1a2b.js'] })
    registerNavigation()
    expect(await scope.dispatch(new FakeInstallEvent(addRoutes)).failed()).toBe(false)
    expect(await scope.dispatch(new FakeExtendableEvent('activate')).failed()).toBe(false)
  })
  afterEach(() => vi.unstubAllGlobals())

  const answer = async (event: FakeFetchEvent) => {
    scope.dispatch(event)
    const response = event.response === undefined ? 'browser' : await event.response
    await event.done()
    return response === 'browser' ? response : { status: response.status, body: await response.text() }
  }

  it("asks Chromium to serve the build's scripts and styles straight from the cache", () => {
    expect(addRoutes).toHaveBeenCalledWith([
      { condition: { urlPattern: { pathname: '/assets/*.js' }, requestMethod: 'GET' }, source: 'cache' },
      { condition: { urlPattern: { pathname: '/assets/*.css' }, requestMethod: 'GET' }, source: 'cache' },
    ])
  })

  it('installs in a browser without static routes, or one that refuses them', async () => {
    expect(await scope.dispatch(new FakeInstallEvent()).failed()).toBe(false)
    const refused = scope.dispatch(new FakeInstallEvent(async () => Promise.reject(new TypeError('not allowed'))))
    expect(await refused.failed()).toBe(false)
    expect(refused.pending.length).toBeGreaterThan(0)
  })

  it("deletes an older Workbox's precache on activation, and only that", async () => {
    expect(await caches.has(`workbox-precache-${origin}/`)).toBe(false)
    expect(await caches.has('images')).toBe(true)
  })

  it('serves the precached build offline', async () => {
    online = false
    try {
      expect(await scope.get('/assets/app-1a2b.js').then((r) => (r === 'browser' ? r : r.text()))).toBe('code')
    } finally {
      online = true
    }
  })

  it('answers the home page with its prerendered frame and app routes with the shell, offline too', async () => {
    online = false
    try {
      expect(await answer(navigate('/'))).toEqual({ status: 200, body: 'home frame' })
      expect(await answer(navigate('/learning'))).toEqual({ status: 200, body: 'shell' })
    } finally {
      online = true
    }
  })

  it("gives a path the app does not know the server's own answer, and the shell when offline", async () => {
    expect(await answer(navigate('/learning/nope'))).toEqual({ status: 200, body: 'not found page' })
    expect(await answer(navigate('/no-such-page'))).toEqual({ status: 404, body: 'server answer' })
    online = false
    try {
      expect(await answer(navigate('/no-such-page'))).toEqual({ status: 200, body: 'shell' })
    } finally {
      online = true
    }
  })

  it('leaves the API, the sign-in provider, other sites and non-navigations to the browser', async () => {
    expect(await answer(navigate('/api/v2/session'))).toBe('browser')
    expect(await answer(navigate('/idp/auth'))).toBe('browser')
    expect(await answer(navigate('https://elsewhere.example/learning'))).toBe('browser')
    expect(await scope.get('/learning')).toBe('browser')
  })

  it('keeps older precaches when told to', async () => {
    vi.resetModules()
    vi.unstubAllGlobals()
    caches = new MemoryCacheStorage()
    scope = stubWorkerScope({ caches, extra: { registration: { scope: `${origin}/` } } })
    await caches.open(`workbox-precache-${origin}/`)
    const { registerPrecache } = (await import(/* @vite-ignore */ precacheModule)) as {
      registerPrecache(o: { entries: unknown[]; cleanupOutdated?: boolean }): void
    }
    registerPrecache({ entries: [], cleanupOutdated: false })
    await scope.dispatch(new FakeExtendableEvent('activate')).done()
    expect(await caches.has(`workbox-precache-${origin}/`)).toBe(true)
  })
})
