import { useEffect, useRef } from 'react'
import type { OutboxEntry } from '@/shared/outbox/entry'
import { usePendingWrites } from './use-pending-writes'

/**
 * Calls `onSent` each time one of `resource`'s queued writes has left the outbox (delivered, or
 * the server refused it for good), so a screen can read the server's state again in place of its
 * optimistic guess. Answers the writes still waiting (failed ones included, marked so).
 */
export function useWhenSent(resource: string, onSent: () => void): OutboxEntry[] {
  const pending = usePendingWrites(resource)
  const last = useRef<number | undefined>(undefined)
  const latest = useRef(onSent)
  latest.current = onSent
  const count = pending?.filter((entry) => entry.state !== 'failed').length
  useEffect(() => {
    if (count === undefined) return
    if (last.current !== undefined && count < last.current) latest.current()
    last.current = count
  }, [count])
  return pending ?? []
}
