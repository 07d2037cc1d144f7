import { useMemo } from 'react'
import type { OutboxEntry } from '@/shared/outbox/entry'
import type { Outbox } from '@/shared/outbox/outbox'
import { usePendingWrites } from './use-pending-writes'

/** A write still in the outbox, shown in its list as the item it will become. */
export interface PendingListItem<T> {
  entry: OutboxEntry
  item: T
  /** The server refused it for good: it stays until the user retries or discards it. */
  refused: boolean
}

export interface PendingListOptions {
  /** Default: the app's outbox (tests pass their own). */
  outbox?: Outbox
  /** False (nobody signed in, say): nothing to show. */
  enabled?: boolean
}

/**
 * The shared way a list shows the items the user created offline: the signed-in user's writes whose
 * outbox resource starts with `resourcePrefix`, each turned into a list item by `toItem` (given the
 * write's body and entry; undefined leaves a write out, e.g. a delete), oldest first. The list
 * draws them in place, marked with <PendingBadge>. When they leave the outbox the reads its area
 * declared (registerQueuedMutationsLazily's `refreshes`) are refetched, so the server's item takes
 * the waiting one's place without a reload.
 */
export function usePendingListItems<T>(
  resourcePrefix: string,
  toItem: (body: unknown, entry: OutboxEntry) => T | undefined,
  { outbox, enabled = true }: PendingListOptions = {},
): PendingListItem<T>[] {
  const entries = usePendingWrites(undefined, { outbox, enabled })
  return useMemo(() => {
    const items: PendingListItem<T>[] = []
    for (const entry of entries ?? []) {
      if (!entry.resource.startsWith(resourcePrefix)) continue
      const item = toItem(entry.body, entry)
      if (item !== undefined) items.push({ entry, item, refused: entry.state === 'failed' })
    }
    return items
    // toItem maps a body to an item: what it answers changes only with the entries.
  }, [entries, resourcePrefix])
}
