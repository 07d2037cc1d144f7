import type { QueryClient } from '@tanstack/react-query'
import { registerQueuedMutationsLazily } from '@/lib/outbox/lazy-queued-mutation'
import { APPLICATION_RESOURCE_PREFIX, opportunityMutationKeys } from './api/opportunity-mutation-keys'

/** The opportunity writes the outbox may replay (an application), whose code loads at the first one (registerQueuedMutationsLazily). */
export function registerOpportunity(queryClient: QueryClient): void {
  registerQueuedMutationsLazily(
    queryClient,
    Object.values(opportunityMutationKeys),
    () => import('./api/opportunity-mutations').then((m) => m.registerOpportunityMutations(queryClient)),
    // An application arrived: 'Lamaran Saya', the openings (their 'applied' mark) and each opening's page.
    { refreshes: [{ resource: APPLICATION_RESOURCE_PREFIX, queryKeys: () => import('./api/opportunity-keys').then(({ opportunityKeys: keys }) => [keys.applications(), keys.lists(), [...keys.all, 'detail']]) }] },
  )
}
