import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { DataState, Placeholder } from '@/components/data-state/data-state'
import listStyles from '@/components/list-page/infinite-list.module.css'
import frame from '@/components/ui/detail-page.module.css'
import { buttonClassName } from '@/components/ui/button'
import { fillPath } from '@/contract/endpoint'
import { notificationsApi, type Notification } from '@/contract/notification'
import { callApi } from '@/lib/api/client'
import { format } from '@/lib/i18n/id'
import { useWhenSent } from '@/lib/outbox/use-when-sent'
import { onPushReceived } from '@/lib/push/push-received'
import { useDocumentTitle } from '@/lib/use-document-title'
import { setUnreadStatus } from '@/stores/notification-store'
import type { OutboxEntry } from '@/shared/outbox/entry'
import { NOTIFICATION_RESOURCE, notificationKeys, notificationMutationKeys } from '../api/notification-keys'
import { unreadLeftInCache, type ReadAllVariables } from '../api/notification-mutations'
import { notificationQueries } from '../api/notification-queries'
import { notificationTexts as t } from '../texts'
import { groupByDay } from './notification-day'
import { NotificationItem } from './notification-item'
import styles from './notification-page.module.css'

type Filter = 'all' | 'unread'

/**
 * /notification (issue 14): the signed-in user's notifications, newest first, grouped by day;
 * all or only the unread ones (kept in the URL); opening one marks it read; 'Tandai semua dibaca'
 * marks everything seen so far. Read offline from the persisted list; marking waits in the outbox.
 */
export function NotificationPage({ filter }: { filter: Filter }) {
  useDocumentTitle(t.title)
  const queryClient = useQueryClient()
  const list = useInfiniteQuery(notificationQueries.list(filter))
  const pending = useRefreshWhenSent()
  // A push while the inbox is open: read it again.
  useEffect(() => onPushReceived(() => void queryClient.invalidateQueries({ queryKey: notificationKeys.all })), [queryClient])
  // The bell follows what the server just answered here too, not only its own polling.
  const answeredAt = list.isFetching ? 0 : list.dataUpdatedAt
  useEffect(() => {
    if (answeredAt === 0) return
    const left = unreadLeftInCache(queryClient)
    if (left !== undefined) setUnreadStatus(left)
  }, [answeredAt, queryClient])
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? [], [list.data])
  const readAll = useMutation<unknown, Error, ReadAllVariables>({ mutationKey: notificationMutationKeys.readAll })
  const [announce, setAnnounce] = useState('')
  const newest = items[0]?.id
  const anyUnread = items.some((n) => n.read_at === null)
  const markAll = () => {
    if (newest === undefined) return
    readAll.mutate({ upToId: newest }, { onSuccess: () => setAnnounce(t.markAllDone) })
  }
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={frame.title}>{t.title}</h1>
        <p className={styles.intro}>{t.intro}</p>
      </header>
      <div className={styles.toolbar}>
        <nav aria-label={t.filterLabel} className={styles.filters}>
          {(['all', 'unread'] as const).map((value) => (
            <Link key={value} to="/notification" search={{ filter: value }} className={styles.filter} aria-current={value === filter ? 'page' : undefined}>
              {t.filters[value]}
            </Link>
          ))}
        </nav>
        <button type="button" className={buttonClassName('outline')} onClick={markAll} disabled={!anyUnread}>
          {t.markAll}
        </button>
      </div>
      <p role="status" className="visually-hidden">
        {announce}
      </p>
      <DataState query={list} offline loadingText={t.loading} skeleton={<Skeleton />} errorText={t.error}>
        {() =>
          items.length === 0 ? (
            <div className={listStyles.empty}>
              <p className={listStyles.emptyTitle}>{filter === 'unread' ? t.emptyUnread : t.empty}</p>
              <p>{filter === 'unread' ? t.emptyUnreadHint : t.emptyHint}</p>
            </div>
          ) : (
            <>
              <p className={styles.count}>{format(t.count, { n: list.data?.pages[0]?.meta.total ?? items.length })}</p>
              {groupByDay(items).map((group) => (
                <section key={group.day} className={styles.day} aria-labelledby={`notification-day-${group.day}`}>
                  <h2 id={`notification-day-${group.day}`} className={styles.dayTitle}>
                    {group.label}
                  </h2>
                  <ul className={styles.items}>
                    {group.items.map((n) => (
                      <NotificationItem key={n.id} notification={n} pending={isPending(n, pending)} />
                    ))}
                  </ul>
                </section>
              ))}
              {list.hasNextPage && (
                <button type="button" className={`${buttonClassName('outline')} ${styles.more}`} onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                  {list.isFetchingNextPage ? t.loadingMore : t.more}
                </button>
              )}
            </>
          )
        }
      </DataState>
    </div>
  )
}

function Skeleton() {
  return (
    <div className={styles.items}>
      {Array.from({ length: 4 }, (_, i) => (
        <Placeholder key={i} className={styles.skeleton} />
      ))}
    </div>
  )
}

/** Whether a read of this notification (one, or all up to it) is still waiting in the outbox. */
function isPending(n: Notification, pending: readonly OutboxEntry[]): boolean {
  return pending.some((entry) => {
    if (entry.state === 'failed') return false
    const upTo = (entry.body as { up_to_id?: number } | null)?.up_to_id
    return upTo !== undefined ? n.id <= upTo : entry.url === fillPath(notificationsApi.read.path, { id: n.id })
  })
}

/** Reads the lists and the bell's status again each time one of the inbox's queued writes has left the outbox. */
function useRefreshWhenSent(): OutboxEntry[] {
  const queryClient = useQueryClient()
  return useWhenSent(NOTIFICATION_RESOURCE, () => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all })
    callApi(notificationsApi.status, {}).then(
      (answer) => setUnreadStatus(answer.data.unread_status),
      () => undefined,
    )
  })
}
