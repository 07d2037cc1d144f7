import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { videosApi } from '@/contract/learning-video'
import { callApi } from '@/lib/api/client'
import { learningKeys } from './learning-keys'

export const commentQueries = {
  list: (videoId: number) =>
    infiniteQueryOptions({
      queryKey: learningKeys.videos.comments(videoId),
      queryFn: ({ pageParam, signal }) => callApi(videosApi.comments, { params: { id: videoId }, query: { page: pageParam, limit: 10 }, signal }),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.meta.page < last.meta.total_pages ? last.meta.page + 1 : undefined),
      staleTime: 30_000,
      meta: { persist: true },
    }),
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
