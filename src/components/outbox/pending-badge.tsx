import { id } from '@/lib/i18n/id'
import styles from './pending-badge.module.css'

/**
 * The mark of a list item that is still a write in the outbox (usePendingListItems): 'Menunggu
 * dikirim', or 'Gagal dikirim' once the server refused it (the outbox list says why and offers a
 * retry). Every list shows its waiting items with it, so they look the same everywhere.
 */
export function PendingBadge({ refused = false }: { refused?: boolean }) {
  return (
    <span className={styles.badge} data-refused={refused || undefined} data-testid="pending-badge">
      {refused ? id.outbox.refusedBadge : id.outbox.pendingBadge}
    </span>
  )
}
