import { useEffect, useState } from 'react'
import { useUserId } from '@/lib/auth/user-id-cookie'
import type { OutboxEntry } from '@/shared/outbox/entry'
import { getOutbox, type Outbox } from '@/shared/outbox/outbox'

/**
 * The signed-in user's outbox entries, kept current by its change notices (from this page or the
 * service worker). Another user's queued writes on this device are not shown, nor counted.
 */
export function useOutboxEntries(outbox?: Outbox): OutboxEntry[] {
  const userId = useUserId()
  const [entries, setEntries] = useState<OutboxEntry[]>([])
  useEffect(() => {
    const box = outbox ?? getOutbox()
    let active = true
    const refresh = () =>
      void box.list().then(
        (list) => active && setEntries(list),
        () => undefined,
      )
    const unsubscribe = box.subscribe(refresh)
    refresh()
    return () => {
      active = false
      unsubscribe()
    }
  }, [outbox])
  return userId === null ? [] : entries.filter((entry) => entry.userId === userId)
}
