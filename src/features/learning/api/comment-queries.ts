import { useMutation, useQueryClient } from '@tanstack/react-query'
import { videosApi } from '@/contract/learning-video'
import { callApi } from '@/lib/api/client'
import { paginatedQuery } from '@/lib/query/paginated-query'
import { learningKeys } from './learning-keys'

export const commentQueries = {
  list: (videoId: number) =>
    paginatedQuery({ queryKey: learningKeys.videos.comments(videoId), endpoint: videosApi.comments, params: { id: videoId }, query: { limit: 10 }, staleTime: 30_000 }),
}

/**
 * Comment writes are online-only (a comment is a conversation, not progress): a failure leaves the
 * text in the form with the reason. Each success refetches the list and the video's count.
 */
export function useCommentMutations(videoId: number) {
  const queryClient = useQueryClient()
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: learningKeys.videos.comments(videoId) }),
      queryClient.invalidateQueries({ queryKey: learningKeys.videos.detail(videoId) }),
    ])
  return {
    post: useMutation({ mutationFn: (text: string) => callApi(videosApi.postComment, { params: { id: videoId }, body: { text } }), onSuccess }),
    edit: useMutation({
      mutationFn: ({ commentId, text }: { commentId: number; text: string }) => callApi(videosApi.editComment, { params: { id: commentId }, body: { text } }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (commentId: number) => callApi(videosApi.deleteComment, { params: { id: commentId } }), onSuccess }),
  }
}
