import { registerRoute } from 'workbox-routing'
import { isSavedMediaUserMessage } from '../src/shared/saved-media-names'
import { answerFromSavedCopy, readSavedMediaUser, writeSavedMediaUser } from './saved-media-copy'

declare const self: ServiceWorkerGlobalScope

export interface SavedMediaOptions {
  /** Same-origin paths whose saved copies are served. Default: the demo media under /media/. */
  paths?: readonly RegExp[]
}

export const defaultSavedMediaPaths: readonly RegExp[] = [/^\/media\//]

/**
 * Media the user saved with 'Simpan untuk offline' are answered from the user's own cache
 * (`saved-media-u<id>`), online too: the copy is complete, so playback and seeking cost no data.
 * The <video> element asks with Range requests, answered with 206 slices of the saved copy, so
 * seeking works offline. Media not saved go to the network untouched (no runtime caching: a
 * video is only stored when the user asks, because it is large and counts against their budget).
 */
export function registerSavedMedia({ paths = defaultSavedMediaPaths }: SavedMediaOptions = {}): void {
  // undefined until the page has spoken in this worker's life; then the remembered id is read once.
  let user: Promise<number | null> | undefined

  self.addEventListener('message', (event) => {
    if (!isSavedMediaUserMessage(event.data)) return
    const userId = event.data.userId
    user = Promise.resolve(userId)
    event.waitUntil(writeSavedMediaUser(self.caches, userId).catch(() => undefined))
  })

  registerRoute(
    ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && paths.some((re) => re.test(url.pathname)),
    async ({ request }) => {
      user ??= readSavedMediaUser(self.caches).catch(() => null)
      const saved = await answerFromSavedCopy(request, await user, self.caches).catch(() => null)
      return saved ?? fetch(request)
    },
  )
}
