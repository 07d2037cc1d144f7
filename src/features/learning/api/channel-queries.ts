import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { catalogApi, type Channel } from '@/contract/learning-catalog'
import type { CourseCard } from '@/contract/learning-common'
import { callApi } from '@/lib/api/client'
import { learningKeys } from './learning-keys'

const nextPage = (last: { meta: { page: number; total_pages: number } }) => (last.meta.page < last.meta.total_pages ? last.meta.page + 1 : undefined)

/** One page of a channel's courses, shaped like every other course page, with the channel beside it. */
export interface ChannelCoursesPage {
  data: CourseCard[]
  meta: { page: number; limit: number; total: number; total_pages: number }
  channel: Channel
}

export const channelQueries = {
  list: () =>
    infiniteQueryOptions({
      queryKey: learningKeys.channels.list(),
      queryFn: ({ pageParam, signal }) => callApi(catalogApi.channels, { query: { page: pageParam, limit: 12 }, signal }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
      staleTime: 5 * 60_000,
      meta: { persist: true },
    }),
  /** The channel detail pages its courses; each page also carries the channel (header) itself. */
  detail: (id: number) =>
    infiniteQueryOptions({
      queryKey: learningKeys.channels.detail(id),
      queryFn: async ({ pageParam, signal }): Promise<ChannelCoursesPage> => {
        const { data } = await callApi(catalogApi.channel, { params: { id }, query: { page: pageParam, limit: 12 }, signal })
        const { courses, ...channel } = data
        return { data: courses.data, meta: courses.meta, channel }
      },
      initialPageParam: 1,
      getNextPageParam: nextPage,
      staleTime: 60_000,
      meta: { persist: true },
    }),
  specials: () =>
    queryOptions({
      queryKey: learningKeys.channels.specials(),
      queryFn: ({ signal }) => callApi(catalogApi.specials, { signal }).then((r) => r.data),
      staleTime: 5 * 60_000,
      meta: { persist: true },
    }),
}
