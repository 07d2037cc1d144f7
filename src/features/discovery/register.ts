import type { QueryClient } from '@tanstack/react-query'
import { registerQueuedMutationsLazily } from '@/lib/outbox/lazy-queued-mutation'
import { discoveryKeys } from './api/discovery-keys'
import { discoveryMutationKeys, RECORD_RESOURCE_PREFIX, SAVED_RESOURCE_PREFIX } from './api/discovery-mutation-keys'

/** The discovery writes the outbox may replay (records added or deleted, items saved), whose code loads at the first one. */
export function registerDiscovery(queryClient: QueryClient): void {
  registerQueuedMutationsLazily(queryClient, Object.values(discoveryMutationKeys), () =>
    import('./api/discovery-mutations').then((m) => m.registerDiscoveryMutations(queryClient)),
    // A record or a saved mark arrived: the lists of /activity's discovery tab (decision 047).
    {
      refreshes: [
        { resource: RECORD_RESOURCE_PREFIX, queryKeys: [[...discoveryKeys.all, 'records']] },
        { resource: SAVED_RESOURCE_PREFIX, queryKeys: [discoveryKeys.saved()] },
      ],
    },
  )
}
