import type { QueryClient } from '@tanstack/react-query'
import { registerQueuedMutationsLazily } from '@/lib/outbox/lazy-queued-mutation'
import { opportunityMutationKeys } from './api/opportunity-mutation-keys'

/** The opportunity writes the outbox may replay (an application), whose code loads at the first one (registerQueuedMutationsLazily). */
export function registerOpportunity(queryClient: QueryClient): void {
  registerQueuedMutationsLazily(queryClient, Object.values(opportunityMutationKeys), () =>
    import('./api/opportunity-mutations').then((m) => m.registerOpportunityMutations(queryClient)),
  )
}
