import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { LearningListQuery } from '@/contract/learning-common'
import { packagesApi } from '@/contract/learning-package'
import { callApi } from '@/lib/api/client'
import { paginatedQuery } from '@/lib/query/paginated-query'
import { learningKeys } from './learning-keys'
import { withPendingMaterials } from './pending-progress'

export const packageQueries = {
  list: (query: LearningListQuery) => paginatedQuery({ queryKey: learningKeys.packages.list(query), endpoint: packagesApi.list, query, staleTime: 60_000 }),
  detail: (id: number) =>
    queryOptions({
      queryKey: learningKeys.packages.detail(id),
      queryFn: ({ signal }) => callApi(packagesApi.detail, { params: { id }, signal }),
      staleTime: 30_000,
      meta: { persist: true },
    }),
  /** The materials with the user's progress, including writes still waiting in the outbox. */
  contents: (id: number) =>
    queryOptions({
      queryKey: learningKeys.packages.contents(id),
      queryFn: async ({ signal }) => {
        const answer = await callApi(packagesApi.contents, { params: { id }, query: {}, signal })
        return { ...answer, data: await withPendingMaterials(answer.data) }
      },
      staleTime: 30_000,
      meta: { persist: true },
    }),
}

/** Enrolment is online (it answers with the enrolment); the detail and contents are read again after it. */
export function useEnrol(packageId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => callApi(packagesApi.register, { params: { id: packageId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: learningKeys.packages.detail(packageId) }),
        queryClient.invalidateQueries({ queryKey: learningKeys.packages.contents(packageId) }),
        queryClient.invalidateQueries({ queryKey: learningKeys.progress.all }),
      ]),
  })
}
