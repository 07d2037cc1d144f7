// Kept free of Workbox imports (which touch `self` on load) so it can be tested in Node.
import { SAVED_MEDIA_USER_CACHE, SAVED_MEDIA_USER_URL, savedMediaCacheName } from '../src/shared/saved-media-names'
import { rangeResponse } from './saved-media-range'

/** The part of CacheStorage used here (declared, so Node tests type-check without the WebWorker lib). */
export interface SavedMediaStorage {
  match(request: string, options: { cacheName: string; ignoreVary?: boolean; ignoreSearch?: boolean }): Promise<Response | undefined>
  open(cacheName: string): Promise<{ put(request: string, response: Response): Promise<void> }>
  delete(cacheName: string): Promise<boolean>
}

/**
 * The saved copy of `request` for `userId`, answered as the Range header asks; null when the user
 * saved nothing under that URL (the caller then goes to the network). `caches.match` with a
 * cacheName never creates the cache, so a cache deleted at sign-out stays deleted.
 */
export async function answerFromSavedCopy(request: Request, userId: number | null, storage: SavedMediaStorage): Promise<Response | null> {
  if (userId === null) return null
  const saved = await storage.match(request.url, { cacheName: savedMediaCacheName(userId), ignoreVary: true, ignoreSearch: false })
  if (!saved || saved.status !== 200) return null
  return rangeResponse(await saved.blob(), request.headers.get('Range'), saved.headers.get('Content-Type'))
}

/** Whose saved media the worker serves, as the page last said; null when nobody is signed in. */
export async function readSavedMediaUser(storage: SavedMediaStorage): Promise<number | null> {
  const answer = await storage.match(SAVED_MEDIA_USER_URL, { cacheName: SAVED_MEDIA_USER_CACHE })
  const value = answer ? Number(await answer.text()) : NaN
  return Number.isSafeInteger(value) && value > 0 ? value : null
}

export async function writeSavedMediaUser(storage: SavedMediaStorage, userId: number | null): Promise<void> {
  if (userId === null) {
    await storage.delete(SAVED_MEDIA_USER_CACHE)
    return
  }
  const cache = await storage.open(SAVED_MEDIA_USER_CACHE)
  // A Response of a string is text/plain already; only the text is ever read back.
  await cache.put(SAVED_MEDIA_USER_URL, new Response(String(userId)))
}
