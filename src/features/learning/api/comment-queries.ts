import { videosApi } from '@/contract/learning-video'
import { paginatedQuery } from '@/lib/query/paginated-query'
import { learningKeys } from './learning-keys'

/** Comment writes are outbox writes (learning-mutations.ts, comment-outbox.ts); this is the list. */
export const commentQueries = {
  list: (videoId: number) =>
    paginatedQuery({
      queryKey: learningKeys.videos.comments(videoId),
      endpoint: videosApi.comments,
      params: { id: videoId },
      query: { limit: 10 },
      staleTime: 30_000,
    }),
}
