import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useState } from 'react'
import { CloseIcon } from '@/components/icons/icons'
import { buttonClassName } from '@/components/ui/button'
import { formatWib } from '@/lib/dates/wib'
import { format, id } from '@/lib/i18n/id'
import type { OutboxEntry } from '@/shared/outbox/entry'
import { getOutbox, type Outbox } from '@/shared/outbox/outbox'
import { requestOutboxReplay } from '@/lib/outbox/replay-triggers'
import { isStoragePersistent } from '@/lib/outbox/storage-persistence'
import styles from './outbox.module.css'

/** Lines shown at first, and added by each 'Tampilkan lainnya': hundreds of lines stay quick at 360 px. */
export const OUTBOX_PAGE = 50

// Only this rarely opened list says these, so they stay out of the shell's dictionary.
const texts = {
  more: 'Tampilkan {n} lainnya',
  notPersistent:
    'Browser belum menjamin penyimpanan ini: bila ruang perangkat hampir penuh, pekerjaan yang belum terkirim bisa terhapus. Memasang aplikasi di layar utama membantu browser menyimpannya.',
}

export interface OutboxDialogProps {
  entries: OutboxEntry[]
  outbox?: Outbox
  onClose: () => void
}

/** The outbox list: what, when, state, and for a refused write the server's reason; retry or discard. */
export default function OutboxDialog({ entries, outbox, onClose }: OutboxDialogProps) {
  const box = outbox ?? getOutbox()
  const [shown, setShown] = useState(OUTBOX_PAGE)
  // Said only while something waits: then it matters whether the browser may clear it.
  const [persistent, setPersistent] = useState<boolean | undefined>(undefined)
  useEffect(() => {
    let active = true
    void isStoragePersistent().then((answer) => active && setPersistent(answer))
    return () => {
      active = false
    }
  }, [])
  const retry = async (entry: OutboxEntry) => {
    await box.retry(entry.id)
    await requestOutboxReplay()
  }

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.panel}>
          <Dialog.Close className={styles.close} aria-label={id.outbox.close}>
            <CloseIcon />
          </Dialog.Close>
          <Dialog.Title className={styles.title}>{id.outbox.title}</Dialog.Title>
          <Dialog.Description className={styles.description}>{id.outbox.description}</Dialog.Description>
          {entries.length === 0 ? <p>{id.outbox.empty}</p> : null}
          {entries.length > 0 && persistent === false ? (
            <p className={styles.note} data-testid="outbox-not-persistent">
              {texts.notPersistent}
            </p>
          ) : null}
          <ul role="list" className={styles.list}>
            {entries.slice(0, shown).map((entry) => (
              <li key={entry.id} className={styles.entry} data-state={entry.state}>
                <strong>{entry.label}</strong>
                <span className={styles.meta}>
                  {format(id.outbox.createdAt, { time: formatWib(entry.createdAt) })} · {id.outbox.states[entry.state]}
                </span>
                {entry.state === 'failed' && entry.lastError ? (
                  <span className={styles.reason}>{format(id.outbox.reason, { reason: entry.lastError.detail || entry.lastError.title })}</span>
                ) : null}
                <span className={styles.actions}>
                  {entry.state !== 'sending' ? (
                    <button type="button" className={buttonClassName('outline', 'small')} onClick={() => void retry(entry)}>
                      {id.outbox.retry}
                    </button>
                  ) : null}
                  <button type="button" className={buttonClassName('ghost', 'small')} onClick={() => void box.remove(entry.id)}>
                    {id.outbox.discard}
                  </button>
                </span>
              </li>
            ))}
          </ul>
          {entries.length > shown ? (
            <button type="button" className={buttonClassName('outline', 'small')} onClick={() => setShown((n) => n + OUTBOX_PAGE)}>
              {format(texts.more, { n: Math.min(OUTBOX_PAGE, entries.length - shown) })}
            </button>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
