import { useEffect, useRef } from 'react'
import type { OutboxEntry } from '@/shared/outbox/entry'
import { getOutbox } from '@/shared/outbox/outbox'
import { usePendingWrites } from './use-pending-writes'

/**
 * Calls `onSent` each time one of `resource`'s queued writes has left the outbox (delivered, the
 * server refused it for good, or the user discarded it), so a screen can read the server's state again in place of its
 * optimistic guess. Answers the writes still waiting (failed ones included, marked so).
 */
export function useWhenSent(resource: string, onSent: () => void): OutboxEntry[] {
  const pending = usePendingWrites(resource)
  const latest = useRef(onSent)
  latest.current = onSent
  // Told per write as it settles (by this page or the service worker), not read from the coalesced
  // snapshots: a write queued and delivered between two of them still counts.
  useEffect(() => {
    try {
      return getOutbox().onSettled((settled) => settled === resource && latest.current())
    } catch {
      // No IndexedDB (private mode): nothing is ever queued, so nothing settles.
      return undefined
    }
  }, [resource])
  return pending ?? []
}
