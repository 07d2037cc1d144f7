import { infiniteQueryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query'
import type { CallInput, Endpoint, ResponseOf } from '@/contract/endpoint'
import { callApi, type CallOptions } from '@/lib/api/client'

/** The `meta` of every page answer (`paginationMeta` in src/contract/common.ts). */
export interface PageMeta {
  page: number
  limit: number
  total: number
  total_pages: number
}

/** What a page needs to carry for the next one to be found. */
export interface PagedAnswer {
  meta: Pick<PageMeta, 'page' | 'total_pages'>
}

/** The page after `last`; undefined once `last` is the last page (TanStack's getNextPageParam). */
export function nextPageOf(last: PagedAnswer): number | undefined {
  return last.meta.page < last.meta.total_pages ? last.meta.page + 1 : undefined
}

type QueryInput<E extends Endpoint> = NonNullable<CallInput<E>['query']>

/** An answer that is itself a page needs no reshaping; any other answer must say where its page is. */
type PageOfAnswer<E extends Endpoint, P> = ResponseOf<E> extends PagedAnswer
  ? { toPage?: (answer: ResponseOf<E>) => P }
  : { toPage: (answer: ResponseOf<E>) => P }

export type PaginatedQueryInput<E extends Endpoint, K extends QueryKey, P> = {
  queryKey: K
  endpoint: E
  /** Path parameters, for a list under one item (a catalogue's courses). */
  params?: CallInput<E>['params']
  /** The list's query without `page`: filters, sort and `limit`, the same for every page. */
  query: Omit<QueryInput<E>, 'page'>
  staleTime: number
} & PageOfAnswer<E, P>

/**
 * Infinite-query options over a paginated endpoint of the contract (`?page=&limit=` answered with
 * `meta { page, limit, total, total_pages }`): page 1 first, the next while `page < total_pages`.
 * Every list is persisted, so a list opened once reads offline (decision 5). `toPage` reshapes an
 * answer whose page sits inside it (a channel with one page of its courses).
 */
export function paginatedQuery<E extends Endpoint, const K extends QueryKey, P extends PagedAnswer = Extract<ResponseOf<E>, PagedAnswer>>(
  input: PaginatedQueryInput<E, K, P>,
) {
  const { queryKey, endpoint, params, query, staleTime, toPage } = input as PaginatedQueryInput<E, K, P> & { toPage?: (answer: ResponseOf<E>) => P }
  return infiniteQueryOptions<P, Error, InfiniteData<P, number>, K, number>({
    queryKey,
    queryFn: async ({ pageParam, signal }): Promise<P> => {
      // CallOptions<E> is a conditional type TypeScript cannot resolve for a generic endpoint.
      const answer = await callApi(endpoint, { params, query: { ...query, page: pageParam }, signal } as unknown as CallOptions<E>)
      return toPage ? toPage(answer) : (answer as P)
    },
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime,
    meta: { persist: true },
  })
}
