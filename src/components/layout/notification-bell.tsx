import { BellIcon } from '@/components/icons/icons'
import { id } from '@/lib/i18n/id'
import styles from './header-account.module.css'

/**
 * The header bell (spec section 2), marked while unread notifications exist. A status, not a link:
 * the notification page does not exist yet (its issue makes the bell lead there). A live region
 * named 'Notifikasi', so screen readers hear the unread mark when it appears.
 */
export function NotificationBell({ unread }: { unread: boolean }) {
  return (
    <span role="status" className={styles.bell} aria-label={id.account.notifications}>
      <BellIcon size={22} />
      {unread ? (
        <>
          <span className={styles.dot} aria-hidden="true" data-testid="unread-dot" />
          <span className="visually-hidden">{id.account.unreadNotifications}</span>
        </>
      ) : null}
    </span>
  )
}
