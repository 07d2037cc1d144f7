import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { NetworkFirst } from 'workbox-strategies'
import type { WorkboxPlugin } from 'workbox-core'
import { metadataCacheFor, STORED_AT_HEADER } from '../src/shared/offline-paths'

declare const self: ServiceWorkerGlobalScope

export interface MetadataCacheOptions {
  /**
   * How long the network may take before the stored answer is served (it keeps going and refreshes
   * the copy behind it). Default 2 s.
   */
  networkTimeoutSeconds?: number
  /** Per user cache. Default 300 answers (a few dozen pages with their lists and details). */
  maxEntries?: number
  /** Default 7 days: as long as the page's persisted query cache (PERSIST_MAX_AGE_MS), so both offer the same pages. */
  maxAgeSeconds?: number
}

/** Marks a stored answer with the time the network gave it, so the page can say how old it is. */
const stampPlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null
    const headers = new Headers(response.headers)
    headers.set(STORED_AT_HEADER, String(Date.now()))
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers })
  },
}

/**
 * Catalogue and video metadata (the paths in src/shared/offline-paths.ts): stale-while-revalidate
 * whenever the network is slow or gone, fresh whenever it answers in time. Plain
 * stale-while-revalidate would sit under the page's own query cache (which already shows its copy
 * at once and refetches behind it) and make every refetch one answer behind: after posting a
 * comment or a progress write, the refetch would show the answer from before. So the network goes
 * first; past `networkTimeoutSeconds`, or when it fails, the stored copy answers at once and the
 * network answer still refreshes it when it comes. Answers carry the stored-at stamp, so the page
 * knows it got a copy and says how old ('Terakhir diperbarui …').
 *
 * Every answer here may hold the signed-in user's data (progress, own comments): it is kept only
 * for requests naming their user (CACHE_USER_HEADER) and in that user's own cache
 * `learning-metadata-u<id>`, which sign-out and another user's sign-in delete
 * (src/lib/offline/user-caches.ts). Requests without a user are passed through, never stored.
 * Expiration bounds what a user's copy may cost in storage and age.
 */
export function registerMetadataCache({
  networkTimeoutSeconds = 2,
  maxEntries = 300,
  maxAgeSeconds = 7 * 24 * 60 * 60,
}: MetadataCacheOptions = {}): void {
  const strategies = new Map<string, NetworkFirst>()
  const strategyFor = (cacheName: string) => {
    let strategy = strategies.get(cacheName)
    if (!strategy) {
      strategy = new NetworkFirst({
        cacheName,
        networkTimeoutSeconds,
        plugins: [stampPlugin, new ExpirationPlugin({ maxEntries, maxAgeSeconds, purgeOnQuotaError: true })],
      })
      strategies.set(cacheName, strategy)
    }
    return strategy
  }
  registerRoute(
    ({ request }) => metadataCacheFor(request, self.location.origin) !== null,
    (options) => strategyFor(metadataCacheFor(options.request, self.location.origin) ?? 'never').handle(options),
  )
}
