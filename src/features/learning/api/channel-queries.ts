import { queryOptions } from '@tanstack/react-query'
import { catalogApi, type Channel } from '@/contract/learning-catalog'
import type { CourseCard } from '@/contract/learning-common'
import { callApi } from '@/lib/api/client'
import { paginatedQuery, type PageMeta } from '@/lib/query/paginated-query'
import { learningKeys } from './learning-keys'

/** One page of a channel's courses, shaped like every other course page, with the channel beside it. */
export interface ChannelCoursesPage {
  data: CourseCard[]
  meta: PageMeta
  channel: Channel
}

export const channelQueries = {
  list: () =>
    paginatedQuery({ queryKey: learningKeys.channels.list(), endpoint: catalogApi.channels, query: { limit: 12 }, staleTime: 5 * 60_000 }),
  /** The channel detail pages its courses; each page also carries the channel (header) itself. */
  detail: (id: number) =>
    paginatedQuery({
      queryKey: learningKeys.channels.detail(id),
      endpoint: catalogApi.channel,
      params: { id },
      query: { limit: 12 },
      staleTime: 60_000,
      toPage: ({ data: { courses, ...channel } }): ChannelCoursesPage => ({ data: courses.data, meta: courses.meta, channel }),
    }),
  specials: () =>
    queryOptions({
      queryKey: learningKeys.channels.specials(),
      queryFn: ({ signal }) => callApi(catalogApi.specials, { signal }).then((r) => r.data),
      staleTime: 5 * 60_000,
      meta: { persist: true },
    }),
}
