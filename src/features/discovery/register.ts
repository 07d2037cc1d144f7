import type { QueryClient } from '@tanstack/react-query'
import { registerQueuedMutationsLazily } from '@/lib/outbox/lazy-queued-mutation'
import { discoveryMutationKeys, RECORD_RESOURCE_PREFIX, SAVED_RESOURCE_PREFIX } from './api/discovery-mutation-keys'

/** The discovery writes the outbox may replay (records added or deleted, items saved), whose code loads at the first one. */
const keys = () => import('./api/discovery-keys').then((m) => m.discoveryKeys)

export function registerDiscovery(queryClient: QueryClient): void {
  registerQueuedMutationsLazily(queryClient, Object.values(discoveryMutationKeys), () =>
    import('./api/discovery-mutations').then((m) => m.registerDiscoveryMutations(queryClient)),
    // A record or a saved mark arrived: the lists of /activity's discovery tab (decision 047).
    {
      refreshes: [
        { resource: RECORD_RESOURCE_PREFIX, queryKeys: () => keys().then((k) => [[...k.all, 'records']]) },
        { resource: SAVED_RESOURCE_PREFIX, queryKeys: () => keys().then((k) => [k.saved()]) },
      ],
    },
  )
}
