import type { QueryClient } from '@tanstack/react-query'
import { INCLASS_OUTBOX_RESOURCE_PREFIX } from '@/contract/learning-inclass-resource'
import { declareDeliveryRefresh } from '@/lib/outbox/delivery-refresh'

/**
 * The study area queues no writes, but lists one kind the learning area queues: a class
 * registration. Its arrival refreshes the history of classes and the summary (decision 047),
 * declared before the first screen like every area's.
 */
export function registerStudy(queryClient: QueryClient): void {
  declareDeliveryRefresh(queryClient, [{ resource: INCLASS_OUTBOX_RESOURCE_PREFIX, queryKeys: () => import('./api/study-keys').then(({ studyKeys }) => [studyKeys.history('inclasses'), studyKeys.summary()]) }])
}
