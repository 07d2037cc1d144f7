import type { QueryClient } from '@tanstack/react-query'
import type { DeliveryRefresh } from '@/lib/outbox/delivery-refresh'
import { registerQueuedMutationsLazily } from '@/lib/outbox/lazy-queued-mutation'
import { PATH_RESOURCE_PREFIX } from './api/path-resource'
import { growthPathMutationKeys } from './api/growth-path-mutation-keys'

/**
 * A path's write arrived (taking it, progress, an assignment, a rating): what the server made of it
 * replaces the optimistic guess in every read of the path's own (decision 047).
 */
export const growthPathDeliveryRefreshes: readonly DeliveryRefresh[] = [
  {
    resource: PATH_RESOURCE_PREFIX,
    // Loaded when a write settles: the key factories stay out of the start-up chunk.
    queryKeys: () =>
      import('./api/growth-path-keys').then(({ growthPathKeys: keys }) => [
        ...['trx', 'silabus', 'assignments', 'detail', 'ratings'].map((part) => [...keys.all, part]),
        keys.mine(),
      ]),
  },
]

/** The growth-path writes the outbox may replay, whose code loads at the first one (registerQueuedMutationsLazily). */
export function registerGrowthPath(queryClient: QueryClient): void {
  registerQueuedMutationsLazily(queryClient, Object.values(growthPathMutationKeys), () =>
    import('./api/growth-path-mutations').then((m) => m.registerGrowthPathMutations(queryClient)),
    { refreshes: growthPathDeliveryRefreshes },
  )
}
