// @vitest-environment node
// Node's own Response/streams (jsdom replaces Blob with one Response does not read).
import { describe, expect, it } from 'vitest'
import { SAVED_MEDIA_INDEX_URL } from '@/shared/saved-media-names'
import { listSaved, removeSaved, SavedMediaError, saveForOffline, usedBytesOf, type SaveProgress, type SavedMediaDeps } from '@/features/learning/offline/saved-media'

const KB = 1024
const MB = 1024 * KB

/** Cache Storage in memory, storing what a put() streams in (so a failed stream stores nothing). */
function memoryCaches() {
  const caches = new Map<string, Map<string, { body: Uint8Array; headers: Headers }>>()
  const key = (request: RequestInfo | URL) => new URL(typeof request === 'string' ? request : request instanceof URL ? request.href : request.url, 'http://app.test').pathname
  const cacheOf = (entries: Map<string, { body: Uint8Array; headers: Headers }>) => ({
    async match(request: RequestInfo | URL) {
      const hit = entries.get(key(request))
      return hit ? new Response(hit.body.slice(), { headers: hit.headers }) : undefined
    },
    async put(request: RequestInfo | URL, response: Response) {
      const body = new Uint8Array(await response.arrayBuffer())
      entries.set(key(request), { body, headers: response.headers })
    },
    async delete(request: RequestInfo | URL) {
      return entries.delete(key(request))
    },
  })
  const storage = {
    async open(name: string) {
      const entries = caches.get(name) ?? new Map()
      caches.set(name, entries)
      return cacheOf(entries)
    },
    async has(name: string) {
      return caches.has(name)
    },
    async delete(name: string) {
      return caches.delete(name)
    },
  }
  return { storage: storage as unknown as CacheStorage, paths: (name: string) => [...(caches.get(name)?.keys() ?? [])].sort(), drop: (name: string) => caches.delete(name) }
}

/** A static media server: HEAD gives the size (unless hidden), GET streams 64 KB chunks. */
function mediaServer(files: Record<string, number>, options: { hideSize?: boolean; failGet?: boolean } = {}) {
  const gets: string[] = []
  const doFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input)
    const size = files[path]
    if (size === undefined) return new Response(null, { status: 404 })
    const headers: Record<string, string> = { 'Content-Type': 'video/webm', ...(options.hideSize ? {} : { 'Content-Length': String(size) }) }
    if (init?.method === 'HEAD') return new Response(null, { status: 200, headers })
    gets.push(path)
    if (options.failGet) return new Response('gagal', { status: 503 })
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (init?.signal?.aborted) return controller.error(new DOMException('aborted', 'AbortError'))
        const n = Math.min(64 * KB, size - sent)
        if (n === 0) return controller.close()
        controller.enqueue(new Uint8Array(n).fill(sent % 251))
        sent += n
      },
    })
    return new Response(body, { status: 200, headers })
  }) as typeof fetch
  return { fetch: doFetch, gets }
}

const video = { kind: 'video' as const, id: 3, title: 'Komunikasi Efektif', media: [{ url: '/media/clip-1.webm', title: 'Komunikasi Efektif' }] }
const pkg = {
  kind: 'package' as const,
  id: 12,
  slug: '12-dasar-kepemimpinan',
  title: 'Dasar Kepemimpinan',
  media: [
    { url: '/media/clip-1.webm', title: 'Materi 1' },
    { url: '/media/clip-2.webm', title: 'Materi 2' },
  ],
}
const files = { '/media/clip-1.webm': 300 * KB, '/media/clip-2.webm': 200 * KB }

function deps(extra: Partial<SavedMediaDeps> & { files?: Record<string, number>; hideSize?: boolean; failGet?: boolean } = {}) {
  const caches = memoryCaches()
  const server = mediaServer(extra.files ?? files, extra)
  const persistCalls: string[] = []
  const d: SavedMediaDeps = {
    caches: caches.storage,
    fetch: server.fetch,
    budgetMb: () => 500,
    now: () => new Date('2025-11-20T03:00:00Z'),
    storageManager: {
      estimate: async () => ({ usage: 0, quota: 10_000 * MB }),
      persisted: async () => false,
      persist: async () => {
        persistCalls.push('persist')
        return true
      },
    },
    ...extra,
  }
  return { d, caches, server, persistCalls }
}

describe('saving media for offline use', () => {
  it('downloads a video with rising progress into the user’s own cache, with its list in the same cache', async () => {
    const { d, caches, persistCalls } = deps()
    const progress: SaveProgress[] = []
    const item = await saveForOffline(7, video, { onProgress: (p) => progress.push(p) }, d)

    expect(item).toMatchObject({ key: 'video:3', kind: 'video', id: 3, title: 'Komunikasi Efektif', bytes: 300 * KB, savedAt: '2025-11-20T03:00:00.000Z' })
    expect(progress[0]).toEqual({ loaded: 0, total: 300 * KB })
    expect(progress.at(-1)).toEqual({ loaded: 300 * KB, total: 300 * KB })
    expect(progress.map((p) => p.loaded)).toEqual([...progress.map((p) => p.loaded)].sort((a, b) => a - b))
    expect(caches.paths('saved-media-u7')).toEqual([SAVED_MEDIA_INDEX_URL, '/media/clip-1.webm'])
    expect(await listSaved(7, d)).toEqual([item])
    expect(await listSaved(8, d)).toEqual([])
    expect(persistCalls).toEqual(['persist'])

    // Sign-out deletes the cache (clearUserCaches): the list goes with the media.
    caches.drop('saved-media-u7')
    expect(await listSaved(7, d)).toEqual([])
  })

  it('reuses a clip a package shares with a saved video, counts it once, and removes only what nothing needs', async () => {
    const { d, caches, server } = deps()
    await saveForOffline(7, video, {}, d)
    const saved = await saveForOffline(7, pkg, {}, d)
    expect(server.gets).toEqual(['/media/clip-1.webm', '/media/clip-2.webm'])
    expect(saved.bytes).toBe(500 * KB)
    expect(usedBytesOf(await listSaved(7, d))).toBe(500 * KB)

    await removeSaved(7, 'video:3', d)
    expect((await listSaved(7, d)).map((i) => i.key)).toEqual(['package:12'])
    expect(caches.paths('saved-media-u7')).toContain('/media/clip-1.webm')

    await removeSaved(7, 'package:12', d)
    expect(await listSaved(7, d)).toEqual([])
    expect(caches.paths('saved-media-u7')).toEqual([SAVED_MEDIA_INDEX_URL])
  })

  it('refuses before downloading when the budget would be exceeded, saying how much is needed and left', async () => {
    const { d, server, caches } = deps({ budgetMb: () => 50, files: { '/media/clip-1.webm': 60 * MB } })
    const error = await saveForOffline(7, video, {}, d).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SavedMediaError)
    expect(error).toMatchObject({ reason: 'budget' })
    expect((error as Error).message).toBe(
      'Tidak cukup ruang: perlu 60 MB, sedangkan sisa batas penyimpanan offline Anda 50 MB (batas 50 MB). Hapus video yang tersimpan atau naikkan batasnya.',
    )
    expect(server.gets).toEqual([])
    expect(caches.paths('saved-media-u7')).toEqual([])
  })

  it('refuses when the browser’s storage estimate has no room, even inside the budget', async () => {
    const { d, server } = deps({ storageManager: { estimate: async () => ({ usage: 900 * KB, quota: 1 * MB }) } })
    await expect(saveForOffline(7, video, {}, d)).rejects.toMatchObject({
      reason: 'quota',
      message: 'Ruang penyimpanan perangkat tidak cukup: perlu 300 KB, tersedia 124 KB. Kosongkan ruang di perangkat lalu coba lagi.',
    })
    expect(server.gets).toEqual([])
  })

  it('stops a download of unknown size once it passes the budget, and keeps nothing of it', async () => {
    const { d, caches } = deps({ budgetMb: () => 50, hideSize: true, files: { '/media/clip-1.webm': 51 * MB } })
    await expect(saveForOffline(7, video, {}, d)).rejects.toMatchObject({ reason: 'budget' })
    expect(caches.paths('saved-media-u7')).toEqual([])
  })

  it('asks for persistent storage only while the site does not have it', async () => {
    const { d, persistCalls } = deps({
      storageManager: { estimate: async () => ({ usage: 0, quota: 10_000 * MB }), persisted: async () => true, persist: async () => true },
    })
    await saveForOffline(7, video, {}, d)
    expect(persistCalls).toEqual([])
  })

  it('reports a cancelled save and a failed download in Indonesian, leaving nothing behind', async () => {
    const cancelled = deps()
    const controller = new AbortController()
    const progress = (p: SaveProgress) => {
      if (p.loaded > 100 * KB) controller.abort()
    }
    await expect(saveForOffline(7, video, { signal: controller.signal, onProgress: progress }, cancelled.d)).rejects.toMatchObject({
      reason: 'aborted',
      message: 'Penyimpanan dibatalkan.',
    })
    expect(cancelled.caches.paths('saved-media-u7')).toEqual([])

    const failing = deps({ failGet: true })
    await expect(saveForOffline(7, pkg, {}, failing.d)).rejects.toMatchObject({
      reason: 'network',
      message: 'Video gagal diunduh. Periksa koneksi Anda lalu coba lagi.',
    })
    expect(failing.caches.paths('saved-media-u7')).toEqual([])
  })
})
