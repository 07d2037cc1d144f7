import { lazy, Suspense, useState } from 'react'
import { format, id } from '@/lib/i18n/id'
import { usePendingWrites } from '@/lib/outbox/use-pending-writes'
import type { Outbox } from '@/shared/outbox/outbox'
import styles from './outbox.module.css'

// The list is rarely opened: it stays out of the initial bundle.
const OutboxDialog = lazy(() => import('./outbox-dialog'))

/** '{n} menunggu dikirim' (and failed writes, which stay until the user retries or discards them); hidden when empty. */
export function OutboxIndicator({ outbox }: { outbox?: Outbox }) {
  const entries = usePendingWrites(undefined, { outbox }) ?? []
  const [open, setOpen] = useState(false)
  const failed = entries.filter((entry) => entry.state === 'failed').length
  const waiting = entries.length - failed

  return (
    <>
      {entries.length > 0 ? (
        <button type="button" className={styles.indicator} data-failed={failed > 0 || undefined} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {[waiting > 0 ? format(id.outbox.waiting, { n: waiting }) : '', failed > 0 ? format(id.outbox.failed, { n: failed }) : '']
            .filter(Boolean)
            .join(' · ')}
        </button>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <OutboxDialog entries={entries} outbox={outbox} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
