import type { QueryClient } from '@tanstack/react-query'
import { registerQueuedMutationsLazily } from '@/lib/outbox/lazy-queued-mutation'
import { progressMutationKeys } from './api/progress-keys'

/**
 * What the learning area needs before the first screen: its queued progress writes, whose code
 * loads when first used (registerQueuedMutationsLazily).
 */
export function registerLearning(queryClient: QueryClient): void {
  registerQueuedMutationsLazily(queryClient, [progressMutationKeys.watchVideo, progressMutationKeys.watchMaterial], () =>
    import('./api/progress-mutations').then((m) => m.registerProgressMutations(queryClient)),
  )
}
