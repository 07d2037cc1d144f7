import { lazy, Suspense, useState } from 'react'
import { Icon } from '@/components/icons/icons'
import { format, id } from '@/lib/i18n/id'
import { usePendingWrites } from '@/lib/outbox/use-pending-writes'
import type { Outbox } from '@/shared/outbox/outbox'
import styles from './outbox.module.css'

// The list is rarely opened: it stays out of the initial bundle.
const OutboxDialog = lazy(() => import('./outbox-dialog'))

/**
 * '{n} menunggu dikirim' (and failed writes, which stay until the user retries or discards them);
 * hidden when empty. Drawn as an upload mark and the count, with the sentence as its name and
 * tooltip: a sentence in the header pushed the avatar off a 360 px screen and ran over the links
 * between 821 and 1280 px.
 */
export function OutboxIndicator({ outbox }: { outbox?: Outbox }) {
  const entries = usePendingWrites(undefined, { outbox }) ?? []
  const [open, setOpen] = useState(false)
  const failed = entries.filter((entry) => entry.state === 'failed').length
  const waiting = entries.length - failed
  const label = [waiting > 0 ? format(id.outbox.waiting, { n: waiting }) : '', failed > 0 ? format(id.outbox.failed, { n: failed }) : ''].filter(Boolean).join(' · ')

  return (
    <>
      {entries.length > 0 ? (
        <button
          type="button"
          className={styles.indicator}
          data-failed={failed > 0 || undefined}
          aria-haspopup="dialog"
          aria-label={label}
          title={label}
          onClick={() => setOpen(true)}
        >
          <Icon size={18}>
            <path d="M12 15V5M8 9l4-4 4 4M5 19h14" />
          </Icon>
          <span aria-hidden="true">{entries.length}</span>
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
