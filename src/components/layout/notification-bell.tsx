import { BellIcon } from '@/components/icons/icons'
import { id } from '@/lib/i18n/id'
import { AppLink } from './app-link'
import styles from './header-account.module.css'

/**
 * The header bell (spec section 2): goes to /notification, marked while unread notifications exist.
 * Its name says so too, and a polite live region beside it tells screen readers when the mark
 * appears (the polling may bring it while the user is on any page).
 */
export function NotificationBell({ unread }: { unread: boolean }) {
  const t = id.account
  return (
    <>
      <AppLink to="/notification" className={styles.bell} aria-label={unread ? `${t.notifications}: ${t.unreadNotifications}` : t.notifications}>
        <BellIcon size={22} />
        {unread ? <span className={styles.dot} aria-hidden="true" data-testid="unread-dot" /> : null}
      </AppLink>
      <span role="status" className="visually-hidden">
        {unread ? t.unreadNotifications : ''}
      </span>
    </>
  )
}
