import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'

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
}
