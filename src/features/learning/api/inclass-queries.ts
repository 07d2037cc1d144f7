import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { inclassApi, type InclassListQuery } from '@/contract/learning-inclass'
import { callApi } from '@/lib/api/client'
import { paginatedQuery } from '@/lib/query/paginated-query'
import { learningKeys } from './learning-keys'

export const inclassQueries = {
  list: (query: InclassListQuery) => paginatedQuery({ queryKey: learningKeys.inclass.list(query), endpoint: inclassApi.list, query, staleTime: 60_000 }),
  today: () =>
    queryOptions({
      queryKey: learningKeys.inclass.today(),
      queryFn: ({ signal }) => callApi(inclassApi.today, { query: { limit: 12 }, signal }),
      // "Today" turns over at midnight in Jakarta; a short stale time keeps the row honest.
      staleTime: 60_000,
      meta: { persist: true },
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: learningKeys.inclass.detail(id),
      queryFn: ({ signal }) => callApi(inclassApi.detail, { params: { id }, signal }),
      staleTime: 30_000,
      meta: { persist: true },
    }),
}

/**
 * Attendance is an online write (it proves presence at a place and time): it resolves only after
 * the event and the lists showing it are read again. Registering and cancelling are outbox writes
 * (learning-mutations.ts).
 */
export function useAttendInclass(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => callApi(inclassApi.attend, { params: { id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: learningKeys.inclass.all }),
        queryClient.invalidateQueries({ queryKey: learningKeys.progress.all }),
      ]),
  })
}
