import { describe, expect, it } from 'vitest'
import { isSavedMediaUserMessage, savedMediaCacheName } from '../../src/shared/saved-media-names'
import { answerFromSavedCopy, readSavedMediaUser, writeSavedMediaUser, type SavedMediaStorage } from '../../sw/saved-media-copy'

const origin = 'http://127.0.0.1:4317'

/** Cache Storage in memory: named caches of URL → response, as the worker sees them. */
function memoryCaches(): SavedMediaStorage & { names(): string[] } {
  const caches = new Map<string, Map<string, Response>>()
  const key = (request: string) => new URL(request, origin).href
  return {
    // As Cache Storage matches: the query string counts unless ignoreSearch, and a stored answer
    // that varies on a request header (the page's fetch and the media element's differ) only
    // matches with ignoreVary.
    async match(request, { cacheName, ignoreVary, ignoreSearch }) {
      const wanted = new URL(request, origin)
      if (ignoreSearch) wanted.search = ''
      for (const [url, response] of caches.get(cacheName) ?? []) {
        const stored = new URL(url)
        if (ignoreSearch) stored.search = ''
        if (stored.href !== wanted.href) continue
        if (response.headers.has('Vary') && !ignoreVary) continue
        return response.clone()
      }
      return undefined
    },
    async open(cacheName) {
      const cache = caches.get(cacheName) ?? new Map<string, Response>()
      caches.set(cacheName, cache)
      return { put: async (request, response) => void cache.set(key(request), response) }
    },
    async delete(cacheName) {
      return caches.delete(cacheName)
    },
    names: () => [...caches.keys()],
  }
}

async function saveClip(storage: SavedMediaStorage, userId: number, path: string, bytes: Uint8Array, init: ResponseInit = {}) {
  const cache = await storage.open(savedMediaCacheName(userId))
  const headers = { 'Content-Type': 'video/webm', 'Content-Length': String(bytes.length), ...init.headers }
  await cache.put(path, new Response(new Blob([bytes]), { ...init, headers }))
}

const clip = Uint8Array.from({ length: 100 }, (_, i) => i)

describe('saved media in the service worker', () => {
  it('answers the saved copy of the signed-in user, whole or as a 206 slice for seeking', async () => {
    const storage = memoryCaches()
    await saveClip(storage, 7, '/media/clip-1.webm', clip)

    const whole = await answerFromSavedCopy(new Request(`${origin}/media/clip-1.webm`), 7, storage)
    expect(whole?.status).toBe(200)
    expect(whole?.headers.get('Content-Type')).toBe('video/webm')
    expect(new Uint8Array(await whole!.arrayBuffer())).toEqual(clip)

    const seek = await answerFromSavedCopy(new Request(`${origin}/media/clip-1.webm`, { headers: { Range: 'bytes=90-' } }), 7, storage)
    expect(seek?.status).toBe(206)
    expect(seek?.headers.get('Content-Range')).toBe('bytes 90-99/100')
    expect([...new Uint8Array(await seek!.arrayBuffer())]).toEqual([90, 91, 92, 93, 94, 95, 96, 97, 98, 99])

    const beyond = await answerFromSavedCopy(new Request(`${origin}/media/clip-1.webm`, { headers: { Range: 'bytes=100-' } }), 7, storage)
    expect(beyond?.status).toBe(416)
  })

  it('answers a copy the server marked as varying, but not another version of the file nor a copy that is no whole file', async () => {
    const storage = memoryCaches()
    await saveClip(storage, 7, '/media/clip-1.webm?v=1', clip, { headers: { Vary: 'Accept-Encoding' } })
    await saveClip(storage, 7, '/media/broken.webm', clip, { status: 404 })
    expect((await answerFromSavedCopy(new Request(`${origin}/media/clip-1.webm?v=1`), 7, storage))?.status).toBe(200)
    expect(await answerFromSavedCopy(new Request(`${origin}/media/clip-1.webm?v=2`), 7, storage)).toBeNull()
    expect(await answerFromSavedCopy(new Request(`${origin}/media/broken.webm`), 7, storage)).toBeNull()
  })

  it('leaves media that were not saved, other users’ copies and signed-out pages to the network', async () => {
    const storage = memoryCaches()
    await saveClip(storage, 7, '/media/clip-1.webm', clip)
    expect(await answerFromSavedCopy(new Request(`${origin}/media/clip-2.webm`), 7, storage)).toBeNull()
    expect(await answerFromSavedCopy(new Request(`${origin}/media/clip-1.webm`), 8, storage)).toBeNull()
    expect(await answerFromSavedCopy(new Request(`${origin}/media/clip-1.webm`), null, storage)).toBeNull()
    // Looking never creates the other user's cache.
    expect(storage.names()).toEqual([savedMediaCacheName(7)])
  })

  it('remembers whose media it serves across its own restarts, and forgets at sign-out', async () => {
    const storage = memoryCaches()
    expect(await readSavedMediaUser(storage)).toBeNull()
    await writeSavedMediaUser(storage, 7)
    expect(await readSavedMediaUser(storage)).toBe(7)
    await writeSavedMediaUser(storage, null)
    expect(await readSavedMediaUser(storage)).toBeNull()
  })

  it('serves nobody when what it remembered is not a user id', async () => {
    const storage = memoryCaches()
    for (const kept of ['0', '-3', '2.5', 'tujuh', '']) {
      await (await storage.open('saved-media-user')).put('/__saved-media-user', new Response(kept))
      expect(await readSavedMediaUser(storage), kept).toBeNull()
    }
  })

  it('accepts only well-formed user messages from pages', () => {
    expect(isSavedMediaUserMessage({ type: 'SAVED_MEDIA_USER', userId: 7 })).toBe(true)
    expect(isSavedMediaUserMessage({ type: 'SAVED_MEDIA_USER', userId: null })).toBe(true)
    for (const bad of [null, 'SAVED_MEDIA_USER', { type: 'SAVED_MEDIA_USER' }, { type: 'SAVED_MEDIA_USER', userId: -1 }, { type: 'SAVED_MEDIA_USER', userId: '7' }, { type: 'OTHER', userId: 7 }]) {
      expect(isSavedMediaUserMessage(bad)).toBe(false)
    }
  })
})
