import type { QueryClient } from '@tanstack/react-query'
import { registerQueuedMutationsLazily } from '@/lib/outbox/lazy-queued-mutation'
import { personalizationMutationKeys } from './api/interest-mutation-keys'

/** The personalization write the outbox may replay (saving the interests), whose code loads at the first one. */
export function registerPersonalization(queryClient: QueryClient): void {
  registerQueuedMutationsLazily(queryClient, Object.values(personalizationMutationKeys), () =>
    import('./api/interest-mutations').then((m) => m.registerPersonalizationMutations(queryClient)),
  )
}
