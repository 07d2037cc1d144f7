import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MemoryCacheStorage, stubWorkerScope, type WorkerScope } from './support/worker-scope'

// Loaded by a path TypeScript does not follow: the module is typed for the worker (sw/tsconfig.json).
const imageCacheModule = '../../sw/image-cache'

const day = 24 * 60 * 60 * 1000

describe('the service worker keeps pictures for offline', () => {
  let caches: MemoryCacheStorage
  let scope: WorkerScope
  let asked: string[] = []
  /** How old the network's pictures say they are (their Date header). */
  let ageMs = 0

  // A fresh worker for each test: it registers its routes as it starts.
  beforeEach(async () => {
    vi.resetModules()
    caches = new MemoryCacheStorage()
    scope = stubWorkerScope({ caches })
    asked = []
    ageMs = 0
    scope.network = async (input) => {
      asked.push(new URL(input instanceof Request ? input.url : String(input)).pathname)
      return new Response('<svg/>', { headers: { 'Content-Type': 'image/svg+xml', Date: new Date(Date.now() - ageMs).toUTCString() } })
    }
    const { registerImageCache } = (await import(/* @vite-ignore */ imageCacheModule)) as { registerImageCache(): void }
    registerImageCache()
  })
  afterEach(() => vi.unstubAllGlobals())

  /** Whether the second GET of `path` was answered without the network. */
  async function servedFromCache(path: string): Promise<boolean> {
    const first = await scope.get(path)
    if (first === 'browser') return false
    const before = asked.length
    const second = await scope.get(path)
    expect(second).toBeInstanceOf(Response)
    return asked.length === before
  }

  it.each([
    // Content packs' pictures (issue 41), named by their bytes' hash and their role.
    ['/media/pack/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-banner.webp', true],
    ['/media/pack/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-poster.jpg', true],
    ['/media/pack/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-cover.png', true],
    ['/media/pack/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-standard.webm', false],
    ['/media/pack/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-cover.svg', false],
    ['/media/pack/x-cover.png', false],
    // Banners left public/ for packs: an old banner path is the browser's.
    ['/banners/promo-ramadan.svg', false],
    ['/illustrations/empty/kosong.svg', true],
    ['/thumbnails/video-12.webp', true],
    ['/uploads/covers/paket-4.jpg', true],
    // Only those folders, each as it is named (no deeper folders where the name is a file's).
    ['/banners/promo.png', false],
    ['/banners/promo.svgz', false],
    ['/banners/old/promo.svg', false],
    ['/banners/.svg', false],
    ['/media/banners/promo.svg', false],
    ['/assets/illustrations/kosong.svg', false],
    ['/thumbnails/', false],
    ['/thumbnails/a/b.webp', false],
    ['/content/thumbnails/a.webp', false],
    ['/uploads/covers/', false],
    ['/uploads/covers/a/b.jpg', false],
    ['/old/uploads/covers/a.jpg', false],
    ['/api/v2/banners', false],
  ])('%s kept after the first load: %s', async (path, kept) => {
    expect(await servedFromCache(path)).toBe(kept)
  })

  it('leaves uploads and pictures of other sites to the browser', async () => {
    expect(await scope.get('/thumbnails/a.webp', { method: 'POST', body: 'x' })).toBe('browser')
    expect(await scope.get('https://cdn.example/thumbnails/a.webp')).toBe('browser')
    expect(asked).toEqual([])
  })

  it('keeps a picture 30 days: a copy older than that is fetched again', async () => {
    ageMs = 29 * day
    expect(await servedFromCache('/thumbnails/old.webp')).toBe(true)
    ageMs = 31 * day
    expect(await servedFromCache('/thumbnails/older.webp')).toBe(false)
  })

  it('gives its pictures up when the device runs out of space, so the app can still save what matters', async () => {
    expect(await servedFromCache('/thumbnails/a.webp')).toBe(true)
    // What Workbox runs when any write of the worker fails with QuotaExceededError.
    // (Loaded after the worker's globals: Workbox reads `self` as it loads.)
    const { executeQuotaErrorCallbacks } = await import('workbox-core/_private/executeQuotaErrorCallbacks.js')
    await executeQuotaErrorCallbacks()
    await expect.poll(() => caches.has('images')).toBe(false)
  })
})
