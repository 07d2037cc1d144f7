import type { QueryClient } from '@tanstack/react-query'
import { registerQueuedMutationsLazily } from '@/lib/outbox/lazy-queued-mutation'
import { mentorMutationKeys } from './api/mentor-mutation-keys'

/** The mentor writes the outbox may replay (a booking), whose code loads at the first one (registerQueuedMutationsLazily). */
export function registerMentor(queryClient: QueryClient): void {
  registerQueuedMutationsLazily(queryClient, Object.values(mentorMutationKeys), () =>
    import('./api/mentor-mutations').then((m) => m.registerMentorMutations(queryClient)),
  )
}
