import { queryOptions } from '@tanstack/react-query'
import { opportunityApi, type OpportunityListQuery } from '@/contract/opportunity'
import { callApi } from '@/lib/api/client'
import { paginatedQuery } from '@/lib/query/paginated-query'
import { opportunityKeys } from './opportunity-keys'

// The reads a job seeker needs offline are persisted (the list, an opening, their applications);
// HR's screens are read fresh.

const persisted = { meta: { persist: true } } as const

export const opportunityQueries = {
  list: (query: OpportunityListQuery) => paginatedQuery({ queryKey: opportunityKeys.list(query), endpoint: opportunityApi.list, query, staleTime: 60_000 }),
  detail: (slug: string) =>
    queryOptions({
      queryKey: opportunityKeys.detail(slug),
      queryFn: ({ signal }) => callApi(opportunityApi.detail, { params: { slug }, signal }),
      staleTime: 30_000,
      ...persisted,
    }),
  applications: () =>
    queryOptions({
      queryKey: opportunityKeys.applications(),
      queryFn: ({ signal }) => callApi(opportunityApi.applications, { signal }),
      staleTime: 30_000,
      ...persisted,
    }),
  hrOpenings: () =>
    queryOptions({
      queryKey: opportunityKeys.hrOpenings(),
      queryFn: ({ signal }) => callApi(opportunityApi.hrOpenings, { signal }),
      staleTime: 15_000,
    }),
  hrApplicants: (openingId: number) =>
    queryOptions({
      queryKey: opportunityKeys.hrApplicants(openingId),
      queryFn: ({ signal }) => callApi(opportunityApi.hrApplicants, { params: { id: openingId }, signal }),
      staleTime: 15_000,
    }),
}
