import { useSyncExternalStore } from 'react'

/**
 * Whether what the page shows came from a stored copy rather than the network, and how old it is:
 * the facts behind the quiet 'Terakhir diperbarui …' mark of issue 7.
 *
 * Copies reach the page two ways: the query cache persisted in IndexedDB (its `dataUpdatedAt` is
 * the network's time), and the service worker's metadata cache, whose answers look like the
 * network's to the query (so `dataUpdatedAt` would say "now") but carry the stored-at stamp;
 * callApi reports those here.
 */
export interface CopyAnswers {
  /** When the first stored copy came since the last network answer; null: the last answer was the network's. */
  since: number | null
  /** The oldest stored-at among those copies. */
  oldestStoredAt: number | null
}

let answers: CopyAnswers = { since: null, oldestStoredAt: null }
const listeners = new Set<() => void>()

/** callApi: an API GET was answered, by the network (storedAt null) or from the worker's copy. */
export function noteApiAnswer(storedAt: number | null, now = Date.now()): void {
  const next: CopyAnswers =
    storedAt === null
      ? { since: null, oldestStoredAt: null }
      : { since: answers.since ?? now, oldestStoredAt: Math.min(answers.oldestStoredAt ?? storedAt, storedAt) }
  if (next.since === answers.since && next.oldestStoredAt === answers.oldestStoredAt) return
  answers = next
  for (const listener of listeners) listener()
}

export function copyAnswers(): CopyAnswers {
  return answers
}

/** What the mark needs to know of a query (TanStack's query result has all of it). */
export interface QueryFreshness {
  data: unknown
  dataUpdatedAt: number
  errorUpdatedAt: number
  failureCount: number
  fetchStatus: 'fetching' | 'paused' | 'idle'
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

const onlineNow = () => (typeof navigator === 'undefined' ? true : navigator.onLine)

/** The browser's online flag and the copy answers, re-rendering when either changes. */
export function useConnection(): { online: boolean; copies: CopyAnswers } {
  const online = useSyncExternalStore(subscribe, onlineNow)
  const copies = useSyncExternalStore(subscribe, copyAnswers)
  return { online, copies }
}

/**
 * The page has nothing to show because the device is offline and the page was never opened (no
 * stored copy): the offline state, not the error page. Waits for the first failed try, so a copy
 * the worker still has gets its chance first.
 */
export function showsOfflineState(query: QueryFreshness & { error: unknown }, online: boolean): boolean {
  if (online || query.data !== undefined) return false
  return query.fetchStatus === 'paused' || query.failureCount > 0 || query.error != null
}
