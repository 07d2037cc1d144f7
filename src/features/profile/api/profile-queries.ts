import { queryOptions } from '@tanstack/react-query'
import { profileUserApi } from '@/contract/profile-user'
import { callApi } from '@/lib/api/client'

export const profileKeys = {
  all: ['profile'] as const,
  detail: (userId: number) => [...profileKeys.all, 'detail', userId] as const,
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
}
