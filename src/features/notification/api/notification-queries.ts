import { notificationsApi, type NotificationListQuery } from '@/contract/notification'
import { paginatedQuery } from '@/lib/query/paginated-query'
import { notificationKeys } from './notification-keys'

export const NOTIFICATION_PAGE_SIZE = 20

// The inbox is persisted (read offline: decision 5) and refreshed often: new ones arrive any time.
export const notificationQueries = {
  list: (filter: NonNullable<NotificationListQuery['filter']>) =>
    paginatedQuery({ queryKey: notificationKeys.list(filter), endpoint: notificationsApi.list, query: { filter, limit: NOTIFICATION_PAGE_SIZE }, staleTime: 15_000 }),
}
