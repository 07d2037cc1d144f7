import { queryOptions } from '@tanstack/react-query'
import { growthPathTrxApi } from '@/contract/growth-path-trx'
import { profileApi } from '@/contract/profile'
import { profileAssessmentApi } from '@/contract/profile-assessment'
import { profileDocumentApi } from '@/contract/profile-document'
import { recordKindApis, recordKinds, type RecordItem, type RecordKind } from '@/contract/profile-record'
import { profileUserApi } from '@/contract/profile-user'
import { callApi } from '@/lib/api/client'

/** One kind's records (as the public list answers them). */
export type RecordGroup = { [K in RecordKind]: { kind: K; items: RecordItem<K>[] } }[RecordKind]

export const profileKeys = {
  all: ['profile'] as const,
  detail: (userId: number) => [...profileKeys.all, 'detail', userId] as const,
  public: (username: string) => [...profileKeys.all, 'public', username] as const,
  feed: (username: string) => [...profileKeys.all, 'feed', username] as const,
  records: (username: string) => [...profileKeys.all, 'records', username] as const,
  documents: () => [...profileKeys.all, 'documents'] as const,
  assessments: () => [...profileKeys.all, 'assessments'] as const,
  recommendations: () => [...profileKeys.all, 'recommendations'] as const,
}

export const profileQueries = {
  /** The signed-in user's full record, by the id of the user-id cookie (read from data.data). */
  detail: (userId: number) =>
    queryOptions({
      queryKey: profileKeys.detail(userId),
      queryFn: ({ signal }) => callApi(profileUserApi.detail, { params: { id: userId }, signal }).then((r) => r.data),
      staleTime: 5 * 60_000,
      // Readable offline; logout removes the persisted copy with the rest of the cache.
      meta: { persist: true },
    }),
  /** A colleague's profile as the server lets the caller see it; readable offline once opened. */
  public: (username: string) =>
    queryOptions({
      queryKey: profileKeys.public(username),
      queryFn: ({ signal }) => callApi(profileApi.profile, { params: { id: username }, signal }).then((r) => r.data),
      staleTime: 60_000,
      meta: { persist: true },
    }),
  /** The newest learning activity of a user whose learning section the caller may see. */
  feed: (username: string) =>
    queryOptions({
      queryKey: profileKeys.feed(username),
      queryFn: ({ signal }) => callApi(profileApi.feed, { params: { id: username }, query: { limit: 5 }, signal }).then((r) => r.data),
      staleTime: 60_000,
      meta: { persist: true },
    }),
  /** The six kinds of a user's activity records, as the public record endpoints answer them, fetched side by side. */
  records: (username: string) =>
    queryOptions({
      queryKey: profileKeys.records(username),
      queryFn: ({ signal }) =>
        Promise.all(recordKinds.map((kind) => callApi(recordKindApis[kind].publicList, { params: { id: username }, query: { limit: 50 }, signal }))).then(
          (pages) => recordKinds.map((kind, i) => ({ kind, items: pages[i]!.data })) as RecordGroup[],
        ),
      staleTime: 60_000,
      meta: { persist: true },
    }),
  /** The owner's documents (their list; the files themselves are fetched when downloaded). */
  documents: () =>
    queryOptions({
      queryKey: profileKeys.documents(),
      queryFn: ({ signal }) => callApi(profileDocumentApi.list, { signal }).then((r) => r.data),
      staleTime: 60_000,
      meta: { persist: true },
    }),
  assessments: () =>
    queryOptions({
      queryKey: profileKeys.assessments(),
      queryFn: ({ signal }) => callApi(profileAssessmentApi.results, { query: {}, signal }).then((r) => r.data),
      staleTime: 10 * 60_000,
      meta: { persist: true },
    }),
  recommendations: () =>
    queryOptions({
      queryKey: profileKeys.recommendations(),
      queryFn: ({ signal }) => callApi(growthPathTrxApi.userRecommendations, { query: { limit: 4 }, signal }).then((r) => r.data),
      staleTime: 10 * 60_000,
      meta: { persist: true },
    }),
}
