import type { QueryClient } from '@tanstack/react-query'
import type { DeliveryRefresh } from '@/lib/outbox/delivery-refresh'
import { registerQueuedMutationsLazily } from '@/lib/outbox/lazy-queued-mutation'
import { COMMENTS_RESOURCE_PREFIX, INCLASS_RESOURCE_PREFIX, learningMutationKeys } from './api/learning-mutation-keys'
import { progressMutationKeys } from './api/progress-keys'

/** The key factories, loaded when a write settles: they stay out of the start-up chunk (decision 047). */
const keys = () => import('./api/learning-keys').then((m) => m.learningKeys)

/**
 * What arrived refreshes its lists (decision 047): a class registration the classes and the
 * learner's history, a comment the video's comments and its count. Not `package:`: a package's
 * progress writes share that resource, and a refetch per delivered position would race the
 * optimistic 'Selesai' (the package page refreshes its own when its writes settle).
 */
export const learningDeliveryRefreshes: readonly DeliveryRefresh[] = [
  { resource: INCLASS_RESOURCE_PREFIX, queryKeys: () => keys().then((k) => [k.inclass.all, k.progress.all]) },
  { resource: COMMENTS_RESOURCE_PREFIX, queryKeys: () => keys().then((k) => [[...k.videos.all, 'comments'], [...k.videos.all, 'detail']]) },
]

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
    { refreshes: learningDeliveryRefreshes },
  )
}
