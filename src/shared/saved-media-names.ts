// Shared by the page (src/features/learning/offline/saved-media.ts) and the service worker (sw/saved-media.ts):
// no DOM, no Workbox, so both builds and Node tests can import it.

/**
 * Per-user storage convention of issue 7: everything of a signed-in user lives in caches named
 * `<purpose>-u<userId>`, so clearUserCaches(userId) (src/lib/offline/user-caches.ts) deletes the
 * saved media and their index in one step.
 */
export function savedMediaCacheName(userId: number): string {
  return `saved-media-u${userId}`
}

/**
 * The list of saved items (titles, sizes, dates) is a synthetic entry inside the same per-user
 * cache rather than a separate IndexedDB store: deleting the cache deletes the list with the media,
 * so no sign-out path can leave one without the other.
 */
export const SAVED_MEDIA_INDEX_URL = '/__saved-media-index'

/**
 * The worker cannot read cookies, so the page tells it whose saved copies to serve. It remembers
 * the id (only the id, which the readable user-id cookie carries anyway) across its own restarts.
 */
export const SAVED_MEDIA_USER_MESSAGE = 'SAVED_MEDIA_USER'
export const SAVED_MEDIA_USER_CACHE = 'saved-media-user'
export const SAVED_MEDIA_USER_URL = '/__saved-media-user'

export interface SavedMediaUserMessage {
  type: typeof SAVED_MEDIA_USER_MESSAGE
  userId: number | null
}

export function isSavedMediaUserMessage(data: unknown): data is SavedMediaUserMessage {
  if (typeof data !== 'object' || data === null) return false
  const { type, userId } = data as { type?: unknown; userId?: unknown }
  return type === SAVED_MEDIA_USER_MESSAGE && (userId === null || (typeof userId === 'number' && Number.isSafeInteger(userId) && userId > 0))
}
