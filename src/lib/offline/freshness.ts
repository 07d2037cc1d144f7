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

export type Freshness = { stale: false } | { stale: true; updatedAt: number }

/**
 * The page's data is a copy when the app is offline, a fetch of it failed (the copy stayed), or
 * the worker answered with its stored copy. The time shown is the oldest network time among the
 * page's queries, so the mark never says the data is newer than it is. Nothing to show: not stale.
 */
export function freshnessOf(queries: readonly QueryFreshness[], online: boolean, copies: CopyAnswers = answers): Freshness {
  const shown = queries.filter((q) => q.data !== undefined && q.dataUpdatedAt > 0)
  if (shown.length === 0) return { stale: false }
  let stale = !online
  let updatedAt = Infinity
  for (const q of shown) {
    const fromCopy = copies.since !== null && copies.oldestStoredAt !== null && q.dataUpdatedAt >= copies.since
    const failed = q.failureCount > 0 || q.fetchStatus === 'paused' || q.errorUpdatedAt > q.dataUpdatedAt
    if (fromCopy || failed) stale = true
    updatedAt = Math.min(updatedAt, fromCopy ? (copies.oldestStoredAt as number) : q.dataUpdatedAt)
  }
  return stale ? { stale: true, updatedAt } : { stale: false }
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

const relative = new Intl.RelativeTimeFormat('id-ID', { numeric: 'auto' })
const absolute = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short' })

/** '{waktu}' of the mark: 'baru saja', '5 menit yang lalu', '3 jam yang lalu', then a date and time. */
export function formatUpdatedAt(updatedAt: number, justNow: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - updatedAt) / 1000))
  if (seconds < 60) return justNow
  if (seconds < 3600) return relative.format(-Math.floor(seconds / 60), 'minute')
  if (seconds < 86_400) return relative.format(-Math.floor(seconds / 3600), 'hour')
  return absolute.format(new Date(updatedAt))
}
