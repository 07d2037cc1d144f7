import { queryOptions } from '@tanstack/react-query'
import { discoveryApi, type DiscoveryFeedQuery } from '@/contract/discovery'
import { masterApi } from '@/contract/master'
import { recordAutocomplete, recordKindApis, type RecordKind } from '@/contract/profile-record'
import { callApi } from '@/lib/api/client'
import { paginatedQuery } from '@/lib/query/paginated-query'
import { discoveryKeys } from './discovery-keys'

// Every list is persisted (paginatedQuery): the tab and the feed read offline what was seen last.

export const RECORDS_PAGE = 20

export const discoveryQueries = {
  /** The user's own records of one kind, private ones included (the contract's list). */
  records: (kind: RecordKind) =>
    paginatedQuery({
      queryKey: discoveryKeys.records(kind),
      endpoint: recordKindApis[kind].list,
      query: { limit: RECORDS_PAGE },
      staleTime: 60_000,
    }),
  feed: (query: DiscoveryFeedQuery) => paginatedQuery({ queryKey: discoveryKeys.feed(query), endpoint: discoveryApi.feed, query, staleTime: 60_000 }),
  saved: () => paginatedQuery({ queryKey: discoveryKeys.saved(), endpoint: discoveryApi.saved, query: { limit: 24 }, staleTime: 60_000 }),
  /** Suggestions for a kind's text fields: online only, and briefly fresh. */
  suggest: (kind: RecordKind, query: string) =>
    queryOptions({
      queryKey: discoveryKeys.suggest(kind, query),
      queryFn: ({ signal }) => callApi(recordAutocomplete, { query: { type: kind, query }, signal }).then((r) => r.data),
      staleTime: 5 * 60_000,
    }),
  /** The group's business units (spec section 7, /api/master/business-unit): kept a day, and offline. */
  units: () =>
    queryOptions({
      queryKey: discoveryKeys.units(),
      queryFn: ({ signal }) => callApi(masterApi.businessUnits, { signal }).then((r) => r.data),
      staleTime: 24 * 60 * 60_000,
      meta: { persist: true },
    }),
}
