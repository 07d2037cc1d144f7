import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SAVED_MEDIA_USER_MESSAGE, savedMediaCacheName } from '../../src/shared/saved-media-names'
import { FakeMessageEvent, MemoryCacheStorage, stubWorkerScope, type WorkerScope } from './support/worker-scope'

// Loaded by a path TypeScript does not follow: the module is typed for the worker (sw/tsconfig.json).
const savedMediaModule = '../../sw/saved-media'

const clip = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8])

describe("the service worker answers media from the signed-in user's saved copies", () => {
  let caches: MemoryCacheStorage
  let scope: WorkerScope
  let asked: string[] = []

  async function save(userId: number, path: string) {
    const cache = await caches.open(savedMediaCacheName(userId))
    await cache.put(path, new Response(clip, { headers: { 'Content-Type': 'video/webm' } }))
  }
  const tell = (userId: number | null) => scope.dispatch(new FakeMessageEvent({ type: SAVED_MEDIA_USER_MESSAGE, userId })).done()

  /** A fresh worker: it registers its route as it starts. */
  async function startWorker(options?: { paths: RegExp[] }) {
    vi.resetModules()
    scope = stubWorkerScope({ caches })
    scope.network = async (input) => {
      asked.push(new URL(input instanceof Request ? input.url : String(input)).pathname)
      return new Response('from the network', { status: 200 })
    }
    const { registerSavedMedia } = (await import(/* @vite-ignore */ savedMediaModule)) as { registerSavedMedia(o?: { paths: RegExp[] }): void }
    registerSavedMedia(options)
  }

  beforeEach(async () => {
    caches = new MemoryCacheStorage()
    asked = []
    // Before the page says anything, the worker reads whom it served last time (it was restarted).
    await (await caches.open('saved-media-user')).put('/__saved-media-user', new Response('7'))
    await save(7, '/media/clip-1.webm')
    await save(8, '/media/clip-2.webm')
    await startWorker()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('after a restart, serves the user it served before, whole or as a slice for seeking, without the network', async () => {
    const whole = await scope.get('/media/clip-1.webm')
    expect(whole).toBeInstanceOf(Response)
    expect(new Uint8Array(await (whole as Response).arrayBuffer())).toEqual(clip)
    const slice = (await scope.get('/media/clip-1.webm', { headers: { Range: 'bytes=2-3' } })) as Response
    expect(slice.status).toBe(206)
    expect(new Uint8Array(await slice.arrayBuffer())).toEqual(new Uint8Array([3, 4]))
    expect(asked).toEqual([])
  })

  it("sends media nobody saved, and another user's copies, to the network", async () => {
    expect(await ((await scope.get('/media/not-saved.webm')) as Response).text()).toBe('from the network')
    expect(await ((await scope.get('/media/clip-2.webm')) as Response).text()).toBe('from the network')
    expect(asked).toEqual(['/media/not-saved.webm', '/media/clip-2.webm'])
  })

  it('serves whom the page names next, remembers it across restarts, and nobody once signed out', async () => {
    await tell(8)
    expect(new Uint8Array(await ((await scope.get('/media/clip-2.webm')) as Response).arrayBuffer())).toEqual(clip)
    expect(await (await caches.match('/__saved-media-user', { cacheName: 'saved-media-user' }))?.text()).toBe('8')
    expect(asked).toEqual([])

    await tell(null)
    expect(await ((await scope.get('/media/clip-2.webm')) as Response).text()).toBe('from the network')
    expect(await caches.has('saved-media-user')).toBe(false)
  })

  it('ignores other messages, and leaves uploads, other paths and other sites alone', async () => {
    await tell(8)
    await scope.dispatch(new FakeMessageEvent({ type: SAVED_MEDIA_USER_MESSAGE, userId: 'x' })).done()
    await scope.dispatch(new FakeMessageEvent({ type: 'SKIP_WAITING' })).done()
    expect(new Uint8Array(await ((await scope.get('/media/clip-2.webm')) as Response).arrayBuffer())).toEqual(clip)
    expect(await scope.get('/media/clip-2.webm', { method: 'POST', body: 'x' })).toBe('browser')
    expect(await scope.get('/old/media/clip-2.webm')).toBe('browser')
    expect(await scope.get('https://cdn.example/media/clip-2.webm')).toBe('browser')
  })

  it('serves saved copies under every path it was given', async () => {
    await save(7, '/podcasts/episode-1.webm')
    await startWorker({ paths: [/^\/media\//, /^\/podcasts\//] })
    expect(new Uint8Array(await ((await scope.get('/podcasts/episode-1.webm')) as Response).arrayBuffer())).toEqual(clip)
    expect(new Uint8Array(await ((await scope.get('/media/clip-1.webm')) as Response).arrayBuffer())).toEqual(clip)
    expect(asked).toEqual([])
  })
})
