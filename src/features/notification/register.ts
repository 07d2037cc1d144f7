import type { QueryClient } from '@tanstack/react-query'
import { registerQueuedMutationsLazily } from '@/lib/outbox/lazy-queued-mutation'
import { notificationMutationKeys } from './api/notification-keys'

/** The inbox's writes the outbox may replay, whose code loads at the first one (registerQueuedMutationsLazily). */
export function registerNotification(queryClient: QueryClient): void {
  registerQueuedMutationsLazily(queryClient, Object.values(notificationMutationKeys), () =>
    import('./api/notification-mutations').then((m) => m.registerNotificationMutations(queryClient)),
  )
}
