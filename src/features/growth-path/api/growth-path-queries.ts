import { queryOptions } from '@tanstack/react-query'
import { growthPathApi, type GrowthPathListQuery } from '@/contract/growth-path'
import { growthPathTrxApi } from '@/contract/growth-path-trx'
import { callApi } from '@/lib/api/client'
import { paginatedQuery } from '@/lib/query/paginated-query'
import { growthPathKeys } from './growth-path-keys'

// Every read is persisted (offline reading of the paths a learner follows, decision 5); what is
// the user's own is refreshed after each of their writes (growth-path-mutations.ts).

const persisted = { meta: { persist: true } } as const

export const growthPathQueries = {
  list: (query: GrowthPathListQuery) => paginatedQuery({ queryKey: growthPathKeys.list(query), endpoint: growthPathApi.list, query, staleTime: 60_000 }),
  recommendations: (viewer: number | null) =>
    queryOptions({
      queryKey: growthPathKeys.recommendations(viewer),
      queryFn: ({ signal }) => callApi(growthPathApi.recommendations, { query: { limit: 6 }, signal }),
      staleTime: 5 * 60_000,
      ...persisted,
    }),
  item: (id: number) =>
    queryOptions({
      queryKey: growthPathKeys.item(id),
      queryFn: ({ signal }) => callApi(growthPathApi.item, { params: { id }, signal }),
      staleTime: 60 * 60_000,
      ...persisted,
    }),
  detail: (slug: string) =>
    queryOptions({
      queryKey: growthPathKeys.detail(slug),
      queryFn: ({ signal }) => callApi(growthPathApi.detail, { params: { slug }, signal }),
      staleTime: 30_000,
      ...persisted,
    }),
  silabus: (slug: string) =>
    queryOptions({
      queryKey: growthPathKeys.silabus(slug),
      queryFn: ({ signal }) => callApi(growthPathApi.silabus, { query: { slug }, signal }),
      staleTime: 30_000,
      ...persisted,
    }),
  classes: (slug: string) =>
    queryOptions({
      queryKey: growthPathKeys.classes(slug),
      queryFn: ({ signal }) => callApi(growthPathApi.classes, { query: { slug }, signal }),
      staleTime: 60_000,
      ...persisted,
    }),
  announcements: (slug: string) =>
    paginatedQuery({ queryKey: growthPathKeys.announcements(slug), endpoint: growthPathApi.announcements, query: { slug, limit: 5 }, staleTime: 60_000 }),
  ratings: (slug: string) => paginatedQuery({ queryKey: growthPathKeys.ratings(slug), endpoint: growthPathApi.ratings, query: { slug, limit: 5 }, staleTime: 60_000 }),
  suggestions: (slug: string) =>
    queryOptions({
      queryKey: growthPathKeys.suggestions(slug),
      queryFn: ({ signal }) => callApi(growthPathApi.suggestions, { query: { slug, limit: 3 }, signal }),
      staleTime: 5 * 60_000,
      ...persisted,
    }),
  trx: (slug: string) =>
    queryOptions({
      queryKey: growthPathKeys.trx(slug),
      queryFn: ({ signal }) => callApi(growthPathTrxApi.userTrx, { query: { slug }, signal }),
      staleTime: 15_000,
      ...persisted,
    }),
  assignments: (slug: string) =>
    queryOptions({
      queryKey: growthPathKeys.assignments(slug),
      queryFn: ({ signal }) => callApi(growthPathTrxApi.assignments, { query: { slug }, signal }),
      staleTime: 15_000,
      ...persisted,
    }),
  userRecommendations: () =>
    queryOptions({
      queryKey: [...growthPathKeys.mine(), 'recommendations'] as const,
      queryFn: ({ signal }) => callApi(growthPathTrxApi.userRecommendations, { query: { limit: 3 }, signal }),
      staleTime: 5 * 60_000,
      ...persisted,
    }),
  mine: () =>
    queryOptions({
      queryKey: growthPathKeys.mine(),
      queryFn: ({ signal }) => callApi(growthPathTrxApi.userPaths, { signal }),
      staleTime: 30_000,
      ...persisted,
    }),
}
