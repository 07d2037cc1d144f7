import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { fillPath } from '@/contract/endpoint'
import { notificationFilters, notificationsApi, type Notification } from '@/contract/notification'
import { format } from '@/lib/i18n/id'
import { registerQueuedMutation, type QueuedMutationDeps } from '@/lib/outbox/queued-mutation'
import { setUnreadStatus } from '@/stores/notification-store'
import { notificationTexts } from '../texts'
import { NOTIFICATION_RESOURCE, notificationKeys, notificationMutationKeys } from './notification-keys'

// Marking read (issue 14): queued in the outbox, sent now or when the connection returns, exactly
// once (Idempotency-Key). The inbox and the bell move at once; reading again changes nothing on
// the server, so the optimistic update may be applied before or after its answer alike.

export interface ReadVariables {
  id: number
  /** Shown in the outbox list. */
  title: string
}
export interface ReadAllVariables {
  /** The newest notification the user saw: later ones stay unread. */
  upToId: number
}

type Page = { data: Notification[]; meta: { total: number } }

/** Sets read_at on the cached notifications `which` picks, in both lists. */
function markCached(queryClient: QueryClient, which: (n: Notification) => boolean) {
  const now = new Date().toISOString()
  for (const filter of notificationFilters) {
    queryClient.setQueryData<InfiniteData<Page, number>>(
      notificationKeys.list(filter),
      (old) =>
        old && {
          ...old,
          pages: old.pages.map((page) => ({ ...page, data: page.data.map((n) => (n.read_at === null && which(n) ? { ...n, read_at: now } : n)) })),
        },
    )
  }
}

/**
 * Whether anything is still unread, as far as the cached lists tell: true when one shows an unread
 * notification, false when a whole list is loaded and shows none, undefined when the cache cannot
 * tell (pages not loaded yet): the bell then keeps its state until the server's status.
 */
export function unreadLeftInCache(queryClient: QueryClient): boolean | undefined {
  let known: boolean | undefined
  for (const filter of notificationFilters) {
    const data = queryClient.getQueryData<InfiniteData<Page, number>>(notificationKeys.list(filter))
    if (!data) continue
    const loaded = data.pages.flatMap((page) => page.data)
    if (loaded.some((n) => n.read_at === null)) return true
    if (loaded.length >= (data.pages[0]?.meta.total ?? 0)) known = false
  }
  return known
}

function followBell(queryClient: QueryClient) {
  const left = unreadLeftInCache(queryClient)
  if (left !== undefined) setUnreadStatus(left)
}

export function registerNotificationMutations(queryClient: QueryClient, deps: Omit<QueuedMutationDeps, 'onMutate'> = {}): void {
  registerQueuedMutation<ReadVariables>(
    queryClient,
    notificationMutationKeys.read,
    (v) => ({
      method: 'POST',
      url: fillPath(notificationsApi.read.path, { id: v.id }),
      body: {},
      resource: NOTIFICATION_RESOURCE,
      label: format(notificationTexts.outbox.read, { title: v.title }),
    }),
    {
      ...deps,
      folding: { never: 'each marks another notification read' },
      onMutate: (v) => {
        markCached(queryClient, (n) => n.id === v.id)
        followBell(queryClient)
      },
    },
  )

  registerQueuedMutation<ReadAllVariables>(
    queryClient,
    notificationMutationKeys.readAll,
    (v) => ({
      method: 'POST',
      url: notificationsApi.readAll.path,
      body: { up_to_id: v.upToId },
      resource: NOTIFICATION_RESOURCE,
      label: notificationTexts.outbox.readAll,
    }),
    {
      ...deps,
      folding: { never: 'rare (one press marks all), and each marks up to what was on screen then' },
      onMutate: (v) => {
        markCached(queryClient, (n) => n.id <= v.upToId)
        setUnreadStatus(unreadLeftInCache(queryClient) ?? false)
      },
    },
  )
}
