import { useEffect, useState } from 'react'
import type { OutboxEntry } from '@/lib/outbox/entry'
import { getOutbox, type Outbox } from '@/lib/outbox/outbox'

/** The outbox's entries, kept current by its change notices (from this page or the service worker). */
export function useOutboxEntries(outbox?: Outbox): OutboxEntry[] {
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
  return entries
}
