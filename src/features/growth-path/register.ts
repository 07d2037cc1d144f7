import type { QueryClient } from '@tanstack/react-query'
import { registerQueuedMutationsLazily } from '@/lib/outbox/lazy-queued-mutation'
import { growthPathMutationKeys } from './api/growth-path-mutation-keys'

/** The growth-path writes the outbox may replay, whose code loads at the first one (registerQueuedMutationsLazily). */
export function registerGrowthPath(queryClient: QueryClient): void {
  registerQueuedMutationsLazily(queryClient, Object.values(growthPathMutationKeys), () =>
    import('./api/growth-path-mutations').then((m) => m.registerGrowthPathMutations(queryClient)),
  )
}
