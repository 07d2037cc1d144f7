import { useMutation } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { BellIcon, UserIcon } from '@/components/icons/icons'
import { ActivityIcon, BookIcon, CompassIcon, TrendIcon, UsersIcon } from '@/components/icons/nav-icons'
import type { Notification, NotificationKind } from '@/contract/notification'
import { notificationMutationKeys } from '../api/notification-keys'
import type { ReadVariables } from '../api/notification-mutations'
import { notificationTexts as t } from '../texts'
import { timeOf } from './notification-day'
import styles from './notification-page.module.css'

const icons: Record<NotificationKind, typeof BellIcon> = { class: UsersIcon, 'growth-path': TrendIcon, quiz: ActivityIcon, learning: BookIcon, mentor: UserIcon, opportunity: CompassIcon, system: BellIcon }

/** A plain left click: the app follows it itself; a modified one (new tab, new window) is the browser's. */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * One notification: what happened, when, and where it leads. Opening it marks it read (queued:
 * offline too); one without a link is marked read with its button.
 */
export function NotificationItem({ notification: n, pending }: { notification: Notification; pending: boolean }) {
  const router = useRouter()
  const read = useMutation<unknown, Error, ReadVariables>({ mutationKey: notificationMutationKeys.read })
  // A read still waiting in the outbox counts as read: the persisted list may have been stored
  // before its optimistic update (a reload right after the press), the outbox never is.
  const unread = n.read_at === null && !pending
  const markRead = () => {
    if (unread) read.mutate({ id: n.id, title: n.title })
  }
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    markRead()
    if (!isPlainClick(event) || !n.link_url) return
    event.preventDefault()
    void router.navigate({ href: n.link_url })
  }
  const Icon = icons[n.kind]
  return (
    <li className={styles.item} data-unread={unread || undefined}>
      <span className={styles.icon} aria-hidden="true">
        <Icon size={20} />
      </span>
      <div className={styles.itemBody}>
        <p className={styles.itemMeta}>
          {t.kinds[n.kind]} · <time dateTime={n.created_at}>{timeOf(n.created_at)}</time>
          {unread && <span className={styles.unreadBadge}>{t.unread}</span>}
          {pending && <span className={styles.pending}>{t.pending}</span>}
        </p>
        {n.link_url ? (
          <a href={n.link_url} className={styles.itemTitle} onClick={open}>
            {n.title}
          </a>
        ) : (
          <p className={styles.itemTitle}>{n.title}</p>
        )}
        <p className={styles.itemText}>{n.body}</p>
      </div>
      {unread && (
        <button type="button" className={styles.markRead} onClick={markRead} aria-label={`${t.markRead}: ${n.title}`}>
          {t.markRead}
        </button>
      )}
    </li>
  )
}
