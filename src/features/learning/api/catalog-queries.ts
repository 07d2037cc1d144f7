import { queryOptions } from '@tanstack/react-query'
import { catalogApi, catalogListQuery } from '@/contract/learning-catalog'
import type { LearningListQuery } from '@/contract/learning-common'
import { callApi } from '@/lib/api/client'
import { paginatedQuery } from '@/lib/query/paginated-query'
import { learningKeys } from './learning-keys'

export const catalogQueries = {
  list: () => paginatedQuery({ queryKey: learningKeys.catalogs.list(), endpoint: catalogApi.catalogs, query: catalogListQuery, staleTime: 5 * 60_000 }),
  detail: (id: number) =>
    queryOptions({
      queryKey: learningKeys.catalogs.detail(id),
      queryFn: ({ signal }) => callApi(catalogApi.catalog, { params: { id }, signal }).then((r) => r.data),
      staleTime: 5 * 60_000,
      meta: { persist: true },
    }),
  courses: (id: number, query: LearningListQuery) =>
    paginatedQuery({ queryKey: learningKeys.catalogs.courses(id, query), endpoint: catalogApi.catalogCourses, params: { id }, query, staleTime: 60_000 }),
}
