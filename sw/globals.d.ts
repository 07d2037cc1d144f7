// What TypeScript's WebWorker lib and the build leave undeclared in the service worker.
import type { PrecacheEntry } from 'workbox-precaching'

declare global {
  interface ServiceWorkerGlobalScope {
    /** Replaced at build time by vite-plugin-pwa (injectManifest) with the precache manifest. */
    __WB_MANIFEST: Array<PrecacheEntry | string>
  }

  /** Background Sync (https://wicg.github.io/background-sync/spec/): Chromium only, absent from the lib. */
  interface SyncEvent extends ExtendableEvent {
    readonly tag: string
    readonly lastChance: boolean
  }

  interface SyncManager {
    register(tag: string): Promise<void>
    getTags(): Promise<string[]>
  }

  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent
  }

  /**
   * Static routing (https://w3c.github.io/ServiceWorker/#dom-installevent-addroutes): Chromium 123+,
   * absent from the lib. Only the parts used here.
   */
  interface RouterCondition {
    urlPattern?: { pathname: string }
    requestMethod?: string
  }

  interface InstallEvent extends ExtendableEvent {
    addRoutes?(rules: { condition: RouterCondition; source: 'cache' | 'network' | 'fetch-event' | { cacheName: string } }[]): Promise<void>
  }

  interface ServiceWorkerRegistration {
    readonly sync?: SyncManager
  }
}

export {}
