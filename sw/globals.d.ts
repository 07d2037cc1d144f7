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

  interface ServiceWorkerRegistration {
    readonly sync?: SyncManager
  }
}

export {}
