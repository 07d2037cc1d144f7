import type { QueryClient } from '@tanstack/react-query'
import { registerQueuedMutationsLazily } from '@/lib/outbox/lazy-queued-mutation'
import { discoveryMutationKeys } from './api/discovery-mutation-keys'

/** The discovery writes the outbox may replay (records added or deleted, items saved), whose code loads at the first one. */
export function registerDiscovery(queryClient: QueryClient): void {
  registerQueuedMutationsLazily(queryClient, Object.values(discoveryMutationKeys), () =>
    import('./api/discovery-mutations').then((m) => m.registerDiscoveryMutations(queryClient)),
  )
}
