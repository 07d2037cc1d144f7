import { queryOptions } from '@tanstack/react-query'
import { platformApi } from '@/contract/home'
import { callApi } from '@/lib/api/client'

export const bannerKeys = {
  all: ['banners'] as const,
  list: () => [...bannerKeys.all, 'list'] as const,
}

export const bannerQueries = {
  /** Active home banners; persisted so the home page shows them offline too. */
  list: () =>
    queryOptions({
      queryKey: bannerKeys.list(),
      queryFn: ({ signal }) => callApi(platformApi.banners, { signal }).then((r) => r.data),
      staleTime: 5 * 60_000,
      meta: { persist: true },
    }),
}
