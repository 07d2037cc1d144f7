import { getOutbox, type Outbox } from '../src/shared/outbox/outbox'
import { replayForSync } from '../src/shared/outbox/sync-replay'
import { OUTBOX_SYNC_TAG } from '../src/shared/wire'

declare const self: ServiceWorkerGlobalScope

/** The message a page without Background Sync may send to have the worker replay. */
export const OUTBOX_REPLAY_MESSAGE = 'OUTBOX_REPLAY'

export interface OutboxSyncOptions {
  /** Default: the shared outbox (same IndexedDB store as the page). */
  outbox?: () => Outbox
  /** Default the worker's fetch. */
  fetch?: typeof fetch
  /** The object events are listened on. Default `self` (tests pass their own). */
  scope?: Pick<ServiceWorkerGlobalScope, 'addEventListener'>
}

/**
 * Replays the outbox when Chromium fires the `outbox` sync (also after the tab was closed) or when a
 * page asks. Writes left undelivered (offline, 5xx, backoff not over) make the sync fail, so the
 * browser fires it again later with its own backoff (Chromium: a few times, minutes apart); the
 * outbox's per-entry backoff still decides what is due, and the page's start-up replay covers the rest.
 */
export function registerOutboxSync({
  outbox = getOutbox,
  fetch: doFetch = (input, init) => self.fetch(input, init),
  scope = self,
}: OutboxSyncOptions = {}): void {
  const replay = () => replayForSync(outbox(), doFetch)
  scope.addEventListener('sync', (event) => {
    if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(replay())
  })
  scope.addEventListener('message', (event) => {
    // Anything else the page may post (a string, null) has no such type.
    const data = event.data as { type?: unknown } | null | undefined
    if (data?.type === OUTBOX_REPLAY_MESSAGE) {
      event.waitUntil(replay().catch(() => undefined))
    }
  })
}
