import { useId } from 'react'
import { BellIcon } from '@/components/icons/icons'
import { id } from '@/lib/i18n/id'
import { AppLink } from './app-link'
import styles from './header-account.module.css'

/** The header bell (spec section 2): goes to /notification, marked while unread ones exist. */
export function NotificationBell({ unread }: { unread: boolean }) {
  const descriptionId = useId()
  return (
    <AppLink to="/notification" className={styles.iconButton} aria-label={id.account.notifications} aria-describedby={unread ? descriptionId : undefined}>
      <BellIcon size={22} />
      {unread ? (
        <>
          <span className={styles.dot} aria-hidden="true" data-testid="unread-dot" />
          <span id={descriptionId} className="visually-hidden">
            {id.account.unreadNotifications}
          </span>
        </>
      ) : null}
    </AppLink>
  )
}
