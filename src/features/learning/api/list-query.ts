import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query'
import * as z from 'zod/mini'
import type { Endpoint, ResponseOf } from '@/contract/endpoint'
import { learningSorts, type LearningListQuery } from '@/contract/learning-common'
import { callApi } from '@/lib/api/client'

const lenientId = z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined)

/**
 * The search parameters of a learning list page. A value that does not fit is dropped rather than
 * failing the page: a shared link with a stale filter still opens the list.
 */
export const learningSearchSchema = z.object({
  q: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(100))), undefined),
  category_id: lenientId,
  unit_id: lenientId,
  topic_id: lenientId,
  profession_id: lenientId,
  field_id: lenientId,
  sort: z.catch(z.optional(z.enum(learningSorts)), undefined),
})
export type LearningSearch = z.infer<typeof learningSearchSchema>

export const filterNames = ['category_id', 'unit_id', 'topic_id', 'profession_id', 'field_id'] as const
export type FilterName = (typeof filterNames)[number]

/** The list query of a page's search: empty values left out, so equal filters share one cache entry. */
export function toListQuery(search: LearningSearch, limit = 12): LearningListQuery {
  const query: LearningListQuery = { limit }
  if (search.q) query.q = search.q
  for (const name of filterNames) if (search[name] !== undefined) query[name] = search[name]
  if (search.sort && search.sort !== 'newest') query.sort = search.sort
  return query
}

export interface PageAnswer {
  data: unknown[]
  meta: { page: number; total_pages: number; total: number }
}

/**
 * An infinite list over a paginated endpoint of the contract: page after page, persisted for
 * offline reading (decision 5; issue 7 completes it).
 */
export function learningInfiniteList<E extends Endpoint>(
  queryKey: QueryKey,
  endpoint: E,
  query: LearningListQuery,
  extra: { params?: Record<string, unknown> } = {},
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      callApi(endpoint, { ...extra, query: { ...query, page: pageParam }, signal } as never) as Promise<ResponseOf<E> & PageAnswer>,
    initialPageParam: 1,
    getNextPageParam: (last: PageAnswer) => (last.meta.page < last.meta.total_pages ? last.meta.page + 1 : undefined),
    staleTime: 60_000,
    meta: { persist: true },
  })
}
