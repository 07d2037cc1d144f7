import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { catalogApi } from '@/contract/learning-catalog'
import type { LearningListQuery } from '@/contract/learning-common'
import { callApi } from '@/lib/api/client'
import { learningKeys } from './learning-keys'
import { learningInfiniteList } from './list-query'

export const catalogQueries = {
  list: () =>
    infiniteQueryOptions({
      queryKey: learningKeys.catalogs.list(),
      queryFn: ({ pageParam, signal }) => callApi(catalogApi.catalogs, { query: { page: pageParam, limit: 12 }, signal }),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.meta.page < last.meta.total_pages ? last.meta.page + 1 : undefined),
      staleTime: 5 * 60_000,
      meta: { persist: true },
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: learningKeys.catalogs.detail(id),
      queryFn: ({ signal }) => callApi(catalogApi.catalog, { params: { id }, signal }).then((r) => r.data),
      staleTime: 5 * 60_000,
      meta: { persist: true },
    }),
  courses: (id: number, query: LearningListQuery) =>
    learningInfiniteList(learningKeys.catalogs.courses(id, query), catalogApi.catalogCourses, query, { params: { id } }),
}
