import type { NotificationListQuery } from '@/contract/notification'

type Filter = NonNullable<NotificationListQuery['filter']>

/** Query keys of the notification area: one factory, so the writes update exactly what they change. */
export const notificationKeys = {
  all: ['notification'] as const,
  list: (filter: Filter) => ['notification', 'list', filter] as const,
}

/** Mutation keys of the queued writes (notification-mutations.ts registers their defaults). */
export const notificationMutationKeys = {
  read: ['notification', 'read'] as const,
  readAll: ['notification', 'read-all'] as const,
}

/** The outbox resource of the inbox's writes: sent in the order made. */
export const NOTIFICATION_RESOURCE = 'notification'
