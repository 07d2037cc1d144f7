import { copyAnswers, type CopyAnswers, type QueryFreshness } from './freshness'
import { formatWib } from '@/lib/dates/wib'
import { lazyFormat } from '@/lib/i18n/lazy-format'

// What the 'Terakhir diperbarui …' mark works out (src/components/offline/freshness-mark.tsx), apart
// from freshness.ts: that one every API call reports to, so it loads with the first page; this loads
// with the pages that show the mark.

export type Freshness = { stale: false } | { stale: true; updatedAt: number }

/**
 * The page's data is a copy when the app is offline, a fetch of it failed (the copy stayed), or
 * the worker answered with its stored copy. The time shown is the oldest network time among the
 * page's queries, so the mark never says the data is newer than it is. Nothing to show: not stale.
 */
export function freshnessOf(queries: readonly QueryFreshness[], online: boolean, copies: CopyAnswers = copyAnswers()): Freshness {
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

const relative = lazyFormat(() => new Intl.RelativeTimeFormat('id-ID', { numeric: 'auto' }))

/** '{waktu}' of the mark: 'baru saja', '5 menit yang lalu', '3 jam yang lalu', then a date and time. */
export function formatUpdatedAt(updatedAt: number, justNow: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - updatedAt) / 1000))
  if (seconds < 60) return justNow
  if (seconds < 3600) return relative().format(-Math.floor(seconds / 60), 'minute')
  if (seconds < 86_400) return relative().format(-Math.floor(seconds / 3600), 'hour')
  return formatWib(updatedAt)
}
