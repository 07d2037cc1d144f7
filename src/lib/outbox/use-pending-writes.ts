import { QueryClientContext } from '@tanstack/react-query'
import { useContext, useEffect, useState } from 'react'
import { useUserId } from '@/lib/auth/user-id-cookie'
import type { OutboxEntry } from '@/shared/outbox/entry'
import { getOutbox, type Outbox } from '@/shared/outbox/outbox'
import { startDeliveryRefresh } from './delivery-refresh'
import { watchOutbox } from './watch-outbox'

const NONE: OutboxEntry[] = []

export interface PendingWritesOptions {
  /** Default: the app's outbox (tests pass their own). */
  outbox?: Outbox
  /** False: nothing to watch (no attempt to look for, say); the answer is then an empty list. */
  enabled?: boolean
}

/**
 * The signed-in user's writes still in the outbox for `resource` (every resource when it is left
 * out), oldest first, failed ones included: what a screen shows as 'menunggu dikirim' next to the
 * thing it changes. Kept current by the outbox's change notices, from this page or the service
 * worker. Undefined while the outbox is first read, so a screen can wait rather than guess.
 */
export function usePendingWrites(resource?: string, { outbox, enabled = true }: PendingWritesOptions = {}): OutboxEntry[] | undefined {
  const userId = useUserId()
  // A screen that shows waiting writes sees them replaced by what the server made of them: the one
  // refresh rule (decision 047) starts here, at once, not only when the page is first idle (a page
  // reloaded offline could hear its write delivered before that, and never refresh). Idempotent;
  // it runs for the page's life.
  const queryClient = useContext(QueryClientContext)
  useEffect(() => {
    if (!enabled || !queryClient) return
    try {
      startDeliveryRefresh(queryClient, outbox ?? getOutbox())
    } catch {
      // No IndexedDB (private mode): nothing is ever queued here.
    }
  }, [queryClient, outbox, enabled])
  // Keyed by resource: the entries of the previous one are never shown for the next.
  const [read, setRead] = useState<{ resource: string | undefined; entries: OutboxEntry[] } | null>(null)
  useEffect(() => {
    if (!enabled) return
    const box = outbox ?? getOutbox()
    let active = true
    // One reading of the store per change, shared with every other watcher (watchOutbox).
    const unwatch = watchOutbox(
      box,
      (all) => active && setRead({ resource, entries: resource === undefined ? all : all.filter((e) => e.resource === resource) }),
    )
    return () => {
      active = false
      unwatch()
    }
  }, [outbox, resource, enabled])
  if (!enabled) return NONE
  if (read === null || read.resource !== resource) return undefined
  // Filtered here, not when read: signing in as someone else re-renders without reading again.
  return userId === null ? [] : read.entries.filter((entry) => entry.userId === userId)
}
