import type { QueryClient } from '@tanstack/react-query'
import { registerQueuedMutationsLazily } from '@/lib/outbox/lazy-queued-mutation'
import { learningMutationKeys } from './api/learning-mutation-keys'
import { progressMutationKeys } from './api/progress-keys'

/**
 * What the learning area needs before the first screen: its queued writes (progress; enrolment,
 * class registration, comments), whose code loads when first used (registerQueuedMutationsLazily).
 */
export function registerLearning(queryClient: QueryClient): void {
  registerQueuedMutationsLazily(queryClient, [progressMutationKeys.watchVideo, progressMutationKeys.watchMaterial], () =>
    import('./api/progress-mutations').then((m) => m.registerProgressMutations(queryClient)),
  )
  registerQueuedMutationsLazily(queryClient, Object.values(learningMutationKeys), () =>
    import('./api/learning-mutations').then((m) => m.registerLearningWrites(queryClient)),
  )
}
