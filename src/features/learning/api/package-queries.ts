import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { fillPath } from '@/contract/endpoint'
import type { LearningListQuery } from '@/contract/learning-common'
import { packagesApi } from '@/contract/learning-package'
import { ApiError } from '@/lib/api/api-error'
import { callApi } from '@/lib/api/client'
import { usePendingWrites } from '@/lib/outbox/use-pending-writes'
import type { OutboxEntry } from '@/shared/outbox/entry'
import { problemTypes } from '@/shared/wire'
import { packageResource } from './learning-mutation-keys'
import { paginatedQuery } from '@/lib/query/paginated-query'
import { learningKeys } from './learning-keys'
import { withPendingMaterials } from './pending-progress'

export const packageQueries = {
  list: (query: LearningListQuery) =>
    paginatedQuery({
      queryKey: learningKeys.packages.list(query),
      endpoint: packagesApi.list,
      query,
      staleTime: 60_000,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: learningKeys.packages.detail(id),
      queryFn: ({ signal }) => callApi(packagesApi.detail, { params: { id }, signal }),
      staleTime: 30_000,
      meta: { persist: true },
    }),
  /**
   * The id of the package a plain slug names: the list asked for that slug. None is a 404 like the
   * detail's, so the page says the package is not there and offers no retry.
   */
  idOfSlug: (slug: string) =>
    queryOptions({
      queryKey: learningKeys.packages.bySlug(slug),
      queryFn: async ({ signal }) => {
        const found = (await callApi(packagesApi.list, { query: { slug, limit: 1 }, signal })).data[0]
        if (!found)
          throw new ApiError(404, {
            type: problemTypes.notFound,
            title: 'Tidak ditemukan',
            status: 404,
            detail: '',
            errors: [],
          })
        return found.id
      },
      staleTime: 5 * 60_000,
      meta: { persist: true },
    }),
  /** The materials with the user's progress, including writes still waiting in the outbox. */
  contents: (id: number) =>
    queryOptions({
      queryKey: learningKeys.packages.contents(id),
      queryFn: async ({ signal }) => {
        const answer = await callApi(packagesApi.contents, {
          params: { id },
          query: {},
          signal,
        })
        return { ...answer, data: await withPendingMaterials(answer.data) }
      },
      staleTime: 30_000,
      meta: { persist: true },
    }),
}

/**
 * Enrolment is an outbox write (learning-mutations.ts): the page turns at once and says it waits;
 * this reads the package again each time one of its enrolments has left the outbox. Answers the
 * enrolment still waiting and the refused one, if any.
 */
export function useEnrolment(packageId: number): { waiting?: OutboxEntry; refused?: OutboxEntry } {
  const queryClient = useQueryClient()
  const path = fillPath(packagesApi.register.path, { id: packageId })
  const enrolments = (usePendingWrites(packageResource(packageId)) ?? []).filter((entry) => entry.url === path)
  const waiting = enrolments.filter((entry) => entry.state !== 'failed')
  const count = useRef<number | undefined>(undefined)
  useEffect(() => {
    if (count.current !== undefined && waiting.length < count.current) {
      void queryClient.invalidateQueries({ queryKey: learningKeys.packages.detail(packageId) })
      void queryClient.invalidateQueries({ queryKey: learningKeys.packages.contents(packageId) })
      void queryClient.invalidateQueries({ queryKey: learningKeys.progress.all })
    }
    count.current = waiting.length
  }, [waiting.length, packageId, queryClient])
  return { waiting: waiting.at(-1), refused: enrolments.filter((entry) => entry.state === 'failed').at(-1) }
}
