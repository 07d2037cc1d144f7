import * as z from 'zod/mini'
import { dataOf, namedItem, pageOf } from './common'
import { endpoint, offlineReadable } from './endpoint'
import { courseCardSchema, learningListQuery } from './learning-common'
import { channelDetailSchema } from './learning-catalog'
import { bannerSchema } from './home'

// Learning API v1 (/api), the external list (/api/external, X-External-Request key) and the
// platform's short learning lists. Items have the v2 shapes, so the client keeps one mapper.

export const latestQuery = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(24)), 8),
})

const named = (path: string, summary: string) =>
  endpoint({ method: 'GET', path, group: 'learning', access: 'public', summary, response: dataOf(z.array(namedItem)) })

const latest = (path: string, group: 'learning' | 'external' | 'platform', summary: string) =>
  endpoint({ method: 'GET', path, group, access: 'public', summary, query: latestQuery, response: dataOf(z.array(courseCardSchema)) })

export const learningV1Api = {
  categories: offlineReadable(named('/api/category', 'Learning categories')),
  professions: offlineReadable(named('/api/professions', 'Professions')),
  units: offlineReadable(named('/api/units', 'Learning units')),
  topics: offlineReadable(named('/api/topics', 'Topics')),
  fields: offlineReadable(named('/api/fields', 'Fields')),
  contents: endpoint({
    method: 'GET',
    path: '/api/contents/v2',
    group: 'learning',
    access: 'optional',
    summary: 'Videos and course packages in one list: search, filters, sorting, paging',
    query: learningListQuery,
    response: pageOf(courseCardSchema),
  }),
  latest: latest('/api/contents/latest', 'learning', 'The newest videos and packages'),
  channelSpecials: endpoint({
    method: 'GET',
    path: '/api/channel-specials',
    group: 'learning',
    access: 'public',
    summary: 'The special channels, each with its first courses',
    response: dataOf(z.array(channelDetailSchema)),
  }),
  banners: endpoint({
    method: 'GET',
    path: '/api/banners',
    group: 'learning',
    access: 'public',
    summary: 'Active learning banners, in display order',
    response: dataOf(z.array(bannerSchema)),
  }),
  recommendation: endpoint({
    method: 'GET',
    path: '/api/user/recommendation',
    group: 'learning',
    access: 'user',
    summary: 'Videos recommended for the signed-in user (categories they watched first)',
    query: latestQuery,
    response: dataOf(z.array(courseCardSchema)),
  }),
  externalLatest: latest('/api/external/contents/latest', 'external', 'The newest videos and packages for external callers (X-External-Request key)'),
  platformVideos: latest('/api/platform/learning/video', 'platform', 'The newest videos (home page)'),
  platformCourses: latest('/api/platform/learning/course', 'platform', 'The newest course packages (home page)'),
}
