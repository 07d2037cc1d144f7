import { clientsClaim } from 'workbox-core'

declare const self: ServiceWorkerGlobalScope

/** The message the page sends (workbox-window `messageSkipWaiting()`) once the user accepts an update. */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING'

export interface LifecycleOptions {
  /**
   * Take control of open pages on first install, so the very first visit is already offline-capable
   * without a reload. Default true.
   */
  claimClients?: boolean
}

/**
 * A new worker waits until the user accepts the update prompt: it never calls skipWaiting on its
 * own, so a page is never served by a worker of another release behind the user's back.
 */
export function registerLifecycle({ claimClients = true }: LifecycleOptions = {}): void {
  self.addEventListener('message', (event) => {
    // Anything else the page may post (a string, null) has no such type.
    const data = event.data as { type?: unknown } | null | undefined
    if (data?.type === SKIP_WAITING_MESSAGE) {
      void self.skipWaiting()
    }
  })
  if (claimClients) clientsClaim()
}
