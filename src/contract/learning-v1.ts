import * as z from 'zod/mini'
import { dataOf, namedItem, pageOf } from './common'
import { endpoint, offlineReadable } from './endpoint'
import { courseCardSchema, learningListQuery } from './learning-common'
import { channelDetailSchema, externalLatest, latestList, latestQuery } from './learning-home'
import { bannerSchema } from './home'

// Learning API v1 (/api), the external list (/api/external, X-External-Request key) and the
// platform's short learning lists. Items have the v2 shapes, so the client keeps one mapper. The
// external list of the newest items is the home page's, defined in learning-home.ts.

const named = (path: string, summary: string) =>
  endpoint({ method: 'GET', path, group: 'learning', access: 'public', summary, response: dataOf(z.array(namedItem)) })

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
  latest: latestList('/api/contents/latest', 'learning', 'The newest videos and packages'),
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
  externalLatest,
  platformVideos: latestList('/api/platform/learning/video', 'platform', 'The newest videos (home page)'),
  platformCourses: latestList('/api/platform/learning/course', 'platform', 'The newest course packages (home page)'),
}
