import { queryOptions } from '@tanstack/react-query'
import { inclassApi } from '@/contract/learning-inclass'
import { progressApi } from '@/contract/learning-progress'
import { studyApi } from '@/contract/study'
import { callApi } from '@/lib/api/client'
import { paginatedQuery } from '@/lib/query/paginated-query'
import { studyKeys } from './study-keys'

export { studyKeys, type HistoryKind } from './study-keys'

// Every visit asks again (staleTime 0): the point of the page is the progress just made. The
// persisted answer shows meanwhile, and offline.
const fresh = { staleTime: 0, meta: { persist: true } } as const

export const HISTORY_PAGE_SIZE = 5
const history = { query: { limit: HISTORY_PAGE_SIZE }, staleTime: fresh.staleTime } as const

export const studyQueries = {
  statistics: (days: number) =>
    queryOptions({
      queryKey: studyKeys.statistics(days),
      queryFn: ({ signal }) => callApi(studyApi.statistics, { query: { days }, signal }).then((r) => r.data),
      ...fresh,
    }),
  calendar: (year: number, month: number) =>
    queryOptions({
      queryKey: studyKeys.calendar(year, month),
      queryFn: ({ signal }) => callApi(studyApi.calendars, { query: { year, month }, signal }).then((r) => r.data),
      ...fresh,
    }),
  summary: () =>
    queryOptions({
      queryKey: studyKeys.summary(),
      queryFn: ({ signal }) => callApi(studyApi.v1Summary, { signal }).then((r) => r.data),
      ...fresh,
    }),
  favorites: () =>
    queryOptions({
      queryKey: studyKeys.favorites(),
      queryFn: ({ signal }) => callApi(studyApi.favoriteCategories, { query: { limit: 5 }, signal }).then((r) => r.data),
      ...fresh,
    }),
  rank: () =>
    queryOptions({
      queryKey: studyKeys.rank(),
      queryFn: ({ signal }) => callApi(studyApi.rank, { signal }).then((r) => r.data),
      ...fresh,
    }),
  videoHistory: () => paginatedQuery({ queryKey: studyKeys.history('videos'), endpoint: progressApi.videoHistories, ...history }),
  packageHistory: () => paginatedQuery({ queryKey: studyKeys.history('packages'), endpoint: progressApi.packageHistories, ...history }),
  inclassHistory: () => paginatedQuery({ queryKey: studyKeys.history('inclasses'), endpoint: inclassApi.histories, ...history }),
}
