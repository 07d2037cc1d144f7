import * as z from 'zod/mini'
import { dataOf, idParam, namedItem, pageOf, paginationQuery } from './common'
import { endpoint } from './endpoint'
import { courseCardSchema, learningListQuery } from './learning-common'
import { channelDetailSchema, channelSchema, specialChannels } from './learning-home'
import { bannerSchema } from './home'

// Channels, catalogues, search keywords, units, learning time and banners (learning API v2).
// Channels and catalogues are curated lists of videos and course packages, in the editor's order.
// The channel's shapes and the special channels are in learning-home.ts: the home page reads them.

export type Channel = z.infer<typeof channelSchema>

export type ChannelDetail = z.infer<typeof channelDetailSchema>

export const catalogSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  thumbnail_url: z.string(),
  course_count: z.int(),
})
export type Catalog = z.infer<typeof catalogSchema>

export const topKeywordsSchema = z.object({ keywords: z.array(z.string()) })

export const learningDurationSchema = z.object({
  user_id: z.int(),
  /** Seconds learned in all contents together. */
  total_s: z.int(),
})

/** The catalogue list's query for every page (`page` added per page): the page asks it, the server announces page 1 (page-data.ts). */
export const catalogListQuery = { limit: 12 } as const

export const catalogApi = {
  channels: endpoint({
    method: 'GET',
    path: '/api/v2/channels',
    group: 'learningV2',
    access: 'public',
    offline: true,
    summary: 'Channels, special ones first',
    query: paginationQuery,
    response: pageOf(channelSchema),
  }),
  channel: endpoint({
    method: 'GET',
    path: '/api/v2/channels/{id}',
    group: 'learningV2',
    access: 'public',
    offline: true,
    summary: 'A channel with one page of its courses (page, limit)',
    params: idParam,
    query: paginationQuery,
    response: dataOf(channelDetailSchema),
  }),
  specials: specialChannels,
  catalogs: endpoint({
    method: 'GET',
    path: '/api/v2/catalogs',
    group: 'learningV2',
    access: 'public',
    offline: true,
    summary: 'Catalogues',
    query: paginationQuery,
    response: pageOf(catalogSchema),
  }),
  catalog: endpoint({
    method: 'GET',
    path: '/api/v2/catalogs/{id}',
    group: 'learningV2',
    access: 'public',
    offline: true,
    summary: 'A catalogue',
    params: idParam,
    response: dataOf(catalogSchema),
  }),
  catalogCourses: endpoint({
    method: 'GET',
    path: '/api/v2/catalogs/{id}/courses',
    group: 'learningV2',
    access: 'optional',
    offline: true,
    recordsSearch: true,
    summary: 'The videos and packages of a catalogue: search, filters, sorting, paging',
    params: idParam,
    query: learningListQuery,
    response: pageOf(courseCardSchema),
  }),
  topKeywords: endpoint({
    method: 'GET',
    path: '/api/v2/search/histories/top-three',
    group: 'learningV2',
    access: 'optional',
    offline: true,
    summary: 'The three keywords the caller searched most (everyone’s when the caller has none or is not signed in)',
    response: dataOf(topKeywordsSchema),
  }),
  units: endpoint({
    method: 'GET',
    path: '/api/v2/units',
    group: 'learningV2',
    access: 'public',
    offline: true,
    summary: 'Learning units',
    response: dataOf(z.array(namedItem)),
  }),
  totalDuration: endpoint({
    method: 'GET',
    path: '/api/v2/total-learning-duration/{id}',
    group: 'learningV2',
    access: 'user',
    summary: 'Total time a user learned: the caller’s own, or a colleague’s who shares the learning section of their profile; otherwise 403 (unknown ids too)',
    params: idParam,
    response: dataOf(learningDurationSchema),
  }),
  banners: endpoint({
    method: 'GET',
    path: '/api/v2/banners',
    group: 'learningV2',
    access: 'public',
    summary: 'Active learning banners, in display order',
    response: dataOf(z.array(bannerSchema)),
  }),
}
