import type { QueryClient } from '@tanstack/react-query'
import { registerQueuedMutationsLazily } from '@/lib/outbox/lazy-queued-mutation'
import { BOOKING_RESOURCE_PREFIX, mentorMutationKeys } from './api/mentor-mutation-keys'

/** The mentor writes the outbox may replay (a booking), whose code loads at the first one (registerQueuedMutationsLazily). */
export function registerMentor(queryClient: QueryClient): void {
  registerQueuedMutationsLazily(queryClient, Object.values(mentorMutationKeys), () =>
    import('./api/mentor-mutations').then((m) => m.registerMentorMutations(queryClient)),
    // A booking arrived: the sessions of /activity and the mentor's free hours (decision 047).
    { refreshes: [{ resource: BOOKING_RESOURCE_PREFIX, queryKeys: () => import('./api/mentor-keys').then(({ mentorKeys: keys }) => [keys.allSessions(), [...keys.all, 'slots']]) }] },
  )
}
