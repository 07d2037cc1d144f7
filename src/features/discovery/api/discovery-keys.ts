import type { DiscoveryFeedQuery } from '@/contract/discovery'
import type { RecordKind } from '@/contract/profile-record'

/** Query keys of the discovery area: one factory, so writes refresh exactly what they change. */
export const discoveryKeys = {
  all: ['discovery'] as const,
  /** The signed-in user's own records of one kind (the discovery tab of /activity). */
  records: (kind: RecordKind) => ['discovery', 'records', kind] as const,
  suggest: (kind: RecordKind, query: string) => ['discovery', 'suggest', kind, query] as const,
  feed: (query: DiscoveryFeedQuery) => ['discovery', 'feed', query] as const,
  allFeeds: () => ['discovery', 'feed'] as const,
  saved: () => ['discovery', 'saved'] as const,
  units: () => ['discovery', 'units'] as const,
}
