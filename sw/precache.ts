import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'

declare const self: ServiceWorkerGlobalScope

export interface PrecacheOptions {
  /** The build's manifest: pass `self.__WB_MANIFEST` (the build replaces that literal). */
  entries: Array<PrecacheEntry | string>
  /** Delete precaches left by older Workbox versions. Default true. */
  cleanupOutdated?: boolean
}

/**
 * Precaches the shell (index.html, hashed JS/CSS, icons) and serves it cache-first. Hashed names
 * make cache-first safe; index.html is revisioned by content, so a release updates it.
 */
export function registerPrecache({ entries, cleanupOutdated = true }: PrecacheOptions): void {
  if (cleanupOutdated) cleanupOutdatedCaches()
  precacheAndRoute(entries)
  // The build's scripts and styles (hashed, all precached) come straight from the cache, without
  // this worker's code running for each of the 10 to 40 files of a page (Chromium's static routing;
  // elsewhere the precache route above answers them). One the cache lacks goes to the network.
  self.addEventListener('install', (event) => {
    const routes = (event as InstallEvent).addRoutes?.(
      ['/assets/*.js', '/assets/*.css'].map((pathname) => ({ condition: { urlPattern: { pathname }, requestMethod: 'GET' }, source: 'cache' as const })),
    )
    // Not supported (another browser, an older Chromium), the precache route still answers.
    if (routes) event.waitUntil(routes.catch(() => undefined))
  })
}
