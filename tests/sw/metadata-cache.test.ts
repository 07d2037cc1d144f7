import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CACHE_USER_HEADER, learningMetadataCacheName, STORED_AT_HEADER } from '../../src/shared/offline-paths'
import { FakeExtendableEvent, FakeFetchEvent, MemoryCacheStorage, origin } from './support/worker-scope'

const caches = new MemoryCacheStorage()
const fetchListeners: Array<(event: FakeFetchEvent) => void> = []
/** What the network does with the next requests; each test sets it. */
let network: (request: Request) => Promise<Response> = async () => Response.error()

/**
 * A page's GET through the worker: the fetch event and what the page got: the worker's answer,
 * 'browser' when the worker left the request alone, or 'network error' when its answer failed.
 */
async function pageGet(path: string, userId?: number) {
  const headers = new Headers(userId === undefined ? {} : { [CACHE_USER_HEADER]: String(userId) })
  const event = new FakeFetchEvent(new Request(`${origin}${path}`, { headers }))
  for (const listener of fetchListeners) listener(event)
  const outcome = event.response === undefined ? 'browser' : await event.response.catch(() => 'network error' as const)
  return { event, outcome, answer: outcome instanceof Response ? outcome : undefined }
}

/** The copy kept for `userId` of `path`, or undefined. */
function storedCopy(userId: number, path: string): Promise<Response | undefined> {
  return caches.match(`${origin}${path}`, { cacheName: learningMetadataCacheName(userId) })
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

// sw/metadata-cache.ts is type-checked with the WebWorker library (sw/tsconfig.json); this Node
// project loads it by a path TypeScript does not follow, so its worker types stay out of here.
const metadataCacheModule = '../../sw/metadata-cache'
interface MetadataCacheModule {
  registerMetadataCache(options?: { networkTimeoutSeconds?: number; maxEntries?: number; maxAgeSeconds?: number }): void
}

describe('the service worker metadata cache', () => {
  // A fresh worker for each test: it registers its route as it starts.
  beforeEach(async () => {
    vi.resetModules()
    fetchListeners.length = 0
    // The worker's global scope, before Workbox loads (its logger reads `self` as it loads).
    vi.stubGlobal('self', globalThis)
    vi.stubGlobal('location', new URL(`${origin}/sw.js`))
    vi.stubGlobal('caches', caches)
    vi.stubGlobal('ExtendableEvent', FakeExtendableEvent)
    vi.stubGlobal('FetchEvent', FakeFetchEvent)
    vi.stubGlobal('__WB_DISABLE_DEV_LOGS', true)
    vi.stubGlobal('addEventListener', (type: string, listener: (event: FakeFetchEvent) => void) => {
      if (type === 'fetch') fetchListeners.push(listener)
    })
    vi.stubGlobal('fetch', (request: Request) => network(request))
    const { registerMetadataCache } = (await import(/* @vite-ignore */ metadataCacheModule)) as MetadataCacheModule
    registerMetadataCache({ networkTimeoutSeconds: 2 })
  })
  afterEach(() => {
    caches.caches.clear()
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it("stores a user's answer stamped with the moment the network gave it; the page gets the network's own answer", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2030-03-01T08:00:00Z'))
    network = async () => json({ data: { id: 12, title: 'Kepemimpinan' } })

    const { event, answer } = await pageGet('/api/v2/courses/videos/12', 7)
    await event.done()

    expect(await answer?.json()).toEqual({ data: { id: 12, title: 'Kepemimpinan' } })
    expect(answer?.headers.has(STORED_AT_HEADER)).toBe(false)
    const copy = await storedCopy(7, '/api/v2/courses/videos/12')
    expect(copy?.headers.get(STORED_AT_HEADER)).toBe(String(Date.parse('2030-03-01T08:00:00Z')))
    expect(copy?.headers.get('Content-Type')).toBe('application/json')
    expect(await copy?.json()).toEqual({ data: { id: 12, title: 'Kepemimpinan' } })
  })

  it('offline, answers with the stored copy and its stamp, so the page can say how old it is', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2030-03-01T08:00:00Z'))
    network = async () => json({ data: [{ id: 3, name: 'Kepemimpinan' }] })
    await (await pageGet('/api/v2/catalogs', 7)).event.done()

    vi.setSystemTime(new Date('2030-03-02T09:30:00Z'))
    network = async () => {
      throw new TypeError('Failed to fetch')
    }
    const { event, answer } = await pageGet('/api/v2/catalogs', 7)
    await event.done()

    expect(answer?.status).toBe(200)
    expect(answer?.headers.get(STORED_AT_HEADER)).toBe(String(Date.parse('2030-03-01T08:00:00Z')))
    expect(await answer?.json()).toEqual({ data: [{ id: 3, name: 'Kepemimpinan' }] })
  })

  it('when the network is slower than the timeout, the copy answers at once and the late answer refreshes it with a new stamp', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2030-03-01T08:00:00Z'))
    network = async () => json({ data: { id: 5, title: 'Lama' } })
    await (await pageGet('/api/v2/courses/packages/5', 7)).event.done()

    // The worker's own clock now, to pass the 2 s it waits for the network.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
    vi.setSystemTime(new Date('2030-03-01T10:00:00Z'))
    let answerLate!: (response: Response) => void
    network = () => new Promise<Response>((resolve) => (answerLate = resolve))
    const request = pageGet('/api/v2/courses/packages/5', 7)
    await vi.advanceTimersByTimeAsync(2_000)
    const { event, answer } = await request
    expect(answer?.headers.get(STORED_AT_HEADER)).toBe(String(Date.parse('2030-03-01T08:00:00Z')))
    expect(await answer?.json()).toEqual({ data: { id: 5, title: 'Lama' } })

    // Writing the copy waits a task of the real clock (Workbox's cachePut); only Date stays fake.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2030-03-01T10:00:05Z'))
    // The event was answered before the network did: the copy is written after its waitUntil work settled.
    const refreshed = caches.written(learningMetadataCacheName(7), '/api/v2/courses/packages/5')
    answerLate(json({ data: { id: 5, title: 'Baru' } }))
    await event.done()
    await refreshed
    const copy = await storedCopy(7, '/api/v2/courses/packages/5')
    expect(copy?.headers.get(STORED_AT_HEADER)).toBe(String(Date.parse('2030-03-01T10:00:05Z')))
    expect(await copy?.json()).toEqual({ data: { id: 5, title: 'Baru' } })
  })

  it('keeps no copy of an answer that is not a 200', async () => {
    network = async () => json({ type: '/problems/unavailable', title: 'Tidak tersedia', status: 503, detail: '' }, 503)
    const { event, answer } = await pageGet('/api/v2/channels/4', 7)
    await event.done()
    expect(answer?.status).toBe(503)
    expect(await storedCopy(7, '/api/v2/channels/4')).toBeUndefined()
  })

  it("files each user's answers apart and leaves requests without a user, and other paths, to the browser", async () => {
    network = async () => json({ data: { id: 12, title: 'Milik Budi' } })
    await (await pageGet('/api/v2/courses/videos/12', 7)).event.done()

    expect((await pageGet('/api/v2/courses/videos/12')).outcome).toBe('browser')
    expect((await pageGet('/api/platform/auth/session', 7)).outcome).toBe('browser')

    network = async () => {
      throw new TypeError('Failed to fetch')
    }
    // Another user offline on the same device never reads the first user's copy.
    const other = await pageGet('/api/v2/courses/videos/12', 8)
    await other.event.done()
    expect(other.outcome).toBe('network error')
    expect(await storedCopy(8, '/api/v2/courses/videos/12')).toBeUndefined()
    expect(await storedCopy(7, '/api/v2/courses/videos/12')).toBeDefined()
  })

  it("gives a user's copies up when the device runs out of space", async () => {
    network = async () => json({ data: { id: 12, title: 'Kepemimpinan' } })
    await (await pageGet('/api/v2/courses/videos/12', 7)).event.done()
    expect(await storedCopy(7, '/api/v2/courses/videos/12')).toBeDefined()
    // What Workbox runs when any write of the worker fails with QuotaExceededError.
    const { executeQuotaErrorCallbacks } = await import('workbox-core/_private/executeQuotaErrorCallbacks.js')
    await executeQuotaErrorCallbacks()
    await expect.poll(() => caches.has(learningMetadataCacheName(7))).toBe(false)
  })

  it('offline, answers with copies up to 7 days old, not older', async () => {
    const day = 24 * 60 * 60 * 1000
    const dated = (age: number) => new Response(JSON.stringify({ data: { age } }), { headers: { 'Content-Type': 'application/json', Date: new Date(Date.now() - age).toUTCString() } })
    network = async () => dated(6 * day)
    await (await pageGet('/api/v2/courses/videos/6', 7)).event.done()
    network = async () => dated(8 * day)
    await (await pageGet('/api/v2/courses/videos/8', 7)).event.done()

    network = async () => {
      throw new TypeError('Failed to fetch')
    }
    const recent = await pageGet('/api/v2/courses/videos/6', 7)
    await recent.event.done()
    expect(recent.answer?.status).toBe(200)
    const old = await pageGet('/api/v2/courses/videos/8', 7)
    await old.event.done()
    expect(old.outcome).toBe('network error')
  })
})
