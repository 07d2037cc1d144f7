import { queryOptions } from '@tanstack/react-query'
import type { LearningListQuery } from '@/contract/learning-common'
import { videosApi } from '@/contract/learning-video'
import { callApi } from '@/lib/api/client'
import { paginatedQuery } from '@/lib/query/paginated-query'
import { learningKeys } from './learning-keys'
import { withPendingVideo } from './pending-progress'

export const videoQueries = {
  list: (query: LearningListQuery) => paginatedQuery({ queryKey: learningKeys.videos.list(query), endpoint: videosApi.list, query, staleTime: 60_000 }),
  /** The video with the user's progress, including writes still waiting in the outbox. */
  detail: (id: number) =>
    queryOptions({
      queryKey: learningKeys.videos.detail(id),
      queryFn: async ({ signal }) => {
        const answer = await callApi(videosApi.detail, { params: { id }, signal })
        return { ...answer, data: await withPendingVideo(answer.data) }
      },
      staleTime: 30_000,
      meta: { persist: true },
    }),
  related: (id: number) =>
    queryOptions({
      queryKey: learningKeys.videos.recommendations(id),
      queryFn: ({ signal }) => callApi(videosApi.related, { params: { id }, query: { limit: 6 }, signal }).then((r) => r.data),
      staleTime: 5 * 60_000,
      meta: { persist: true },
    }),
}
