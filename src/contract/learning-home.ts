import * as z from 'zod/mini'
import { dataOf, pageOf, paginationQuery } from './common'
import { endpoint } from './endpoint'
import { courseCardSchema, learningListQuery } from './learning-common'

// The learning lists the home page's rows read (issue 5) and the shapes they answer: the newest
// contents, the newest course packages, the personalized videos and the special channels. Their
// groups (learning-v1, learning-package, personalization, learning-catalog) list them under their
// usual keys; they are defined here, apart, because the first screen's chunk carries every module
// the home page imports whole: through the groups' files it carried all their other endpoints and
// schemas too, 2.8 KiB gzip that / never used (decision 021). Keep this file to what the rows read.

/** How many items a short list returns (v1, external and platform lists of the newest items). */
export const latestQuery = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(24)), 8),
})

/** A short list of the newest videos and packages (learning-v1's lists of the newest items). */
export const latestList = (path: string, group: 'learning' | 'external' | 'platform', summary: string) =>
  endpoint({
    method: 'GET',
    path,
    group,
    access: 'public',
    summary,
    query: latestQuery,
    response: dataOf(z.array(courseCardSchema)),
  })

export const packageCardSchema = z.extend(courseCardSchema, {
  material_count: z.int(),
})

/** A package's slug as /learning/course/{slug} carries it (the spec's parameter): lower-case words joined by hyphens. */
export const packageSlug = z.string().check(z.maxLength(120), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug tidak valid'))

/** The package lists' query: the learning list's, and `slug` to find the one package a plain /learning/course/{slug} names. */
export const packageListQuery = z.extend(learningListQuery, {
  slug: z.optional(packageSlug),
})

/** A list of course packages: search, filters, sorting, paging (learning-package's lists). */
export const packageList = (path: string, group: 'learning' | 'learningV2' | 'external', summary: string, access: 'optional' | 'public' = 'optional') =>
  endpoint({
    method: 'GET',
    path,
    group,
    access,
    summary,
    query: packageListQuery,
    response: pageOf(packageCardSchema),
  })

const personalizedBase = '/api/v2/users/personalized-content-users'

/** A list ranked by the signed-in user's interests (personalization's lists). */
export const personalizedList = <T extends z.ZodMiniType>(kind: string, item: T) =>
  endpoint({
    method: 'GET',
    path: `${personalizedBase}/${kind}`,
    group: 'learningV2',
    access: 'user',
    summary: `Personalized ${kind}: those matching more of the user's interests first, then the latest (upcoming, for in-class events)`,
    query: paginationQuery,
    response: pageOf(item),
  })

export const channelSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  /** Plain text. */
  description: z.string(),
  thumbnail_url: z.string(),
  /** Special channels are featured on the home page. */
  is_special: z.boolean(),
  course_count: z.int(),
})

export const channelDetailSchema = z.extend(channelSchema, {
  /** The `page`/`limit` page of the channel's videos and packages, in the channel's order. */
  courses: pageOf(courseCardSchema),
})

/** learningV1Api.externalLatest: the home's newest contents. */
export const externalLatest = latestList(
  '/api/external/contents/latest',
  'external',
  'The newest videos and packages for external callers (X-External-Request key)',
)

/** packagesApi.externalShowAll: the home's course packages. */
export const externalPackages = packageList(
  '/api/external/course-package/show-all',
  'external',
  'Course packages for external callers (X-External-Request key)',
  'public',
)

/** personalizationApi.videos: the home's recommended videos. */
export const personalizedVideos = personalizedList('videos', courseCardSchema)

/** catalogApi.specials: the home's special channels. */
export const specialChannels = endpoint({
  method: 'GET',
  path: '/api/v2/users/channels/specials',
  group: 'learningV2',
  access: 'public',
  offline: true,
  summary: 'The special channels (home page), each with its first courses',
  response: dataOf(z.array(channelDetailSchema)),
})
