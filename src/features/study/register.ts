import type { QueryClient } from '@tanstack/react-query'
import { INCLASS_OUTBOX_RESOURCE_PREFIX } from '@/contract/learning-inclass-resource'
import { PACKAGE_OUTBOX_RESOURCE_PREFIX } from '@/contract/learning-package-resource'
import { declareDeliveryRefresh } from '@/lib/outbox/delivery-refresh'

const studyKeys = () => import('./api/study-keys').then((m) => m.studyKeys)

/**
 * The study area queues no writes, but lists two kinds the learning area queues: a class
 * registration and a package enrolment. Their arrival refreshes that history and the summary
 * (decision 047), declared before the first screen like every area's. A package's progress writes
 * share its resource and refresh the same reads, which is right: the history shows that progress,
 * and nothing here is on the package page whose optimistic 'Selesai' a refetch would race.
 */
export function registerStudy(queryClient: QueryClient): void {
  declareDeliveryRefresh(queryClient, [
    { resource: INCLASS_OUTBOX_RESOURCE_PREFIX, queryKeys: () => studyKeys().then((k) => [k.history('inclasses'), k.summary()]) },
    { resource: PACKAGE_OUTBOX_RESOURCE_PREFIX, queryKeys: () => studyKeys().then((k) => [k.history('packages'), k.summary()]) },
  ])
}
