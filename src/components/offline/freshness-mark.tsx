import { useEffect, useState } from 'react'
import { format } from '@/lib/i18n/id'
import { offlineReadingTexts } from '@/lib/i18n/id-offline-reading'
import { useConnection, type QueryFreshness } from '@/lib/offline/freshness'
import { formatUpdatedAt, freshnessOf } from '@/lib/offline/freshness-of'
import styles from './offline.module.css'

const t = offlineReadingTexts

/**
 * 'Terakhir diperbarui {waktu}': a quiet line shown only while the page's data is a stored copy
 * (offline, a failed refetch, or the service worker's copy), gone once fresh data arrives.
 */
export function FreshnessMark({ queries, className }: { queries: readonly QueryFreshness[]; className?: string }) {
  const { online, copies } = useConnection()
  const freshness = freshnessOf(queries, online, copies)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!freshness.stale) return
    // Keeps '5 menit yang lalu' true while the page stays open.
    const timer = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [freshness.stale])
  if (!freshness.stale) return null
  return (
    <p className={[styles.mark, className].filter(Boolean).join(' ')} data-testid="freshness-mark">
      <time dateTime={new Date(freshness.updatedAt).toISOString()}>
        {format(t.updated, { waktu: formatUpdatedAt(freshness.updatedAt, t.justNow, Math.max(now, Date.now())) })}
      </time>
    </p>
  )
}
