import * as z from 'zod/mini'
import { dataOf, idParam, namedItem, pageOf, paginationQuery } from './common'
import { endpoint } from './endpoint'
import { inclassCardSchema } from './learning-inclass'

// Growth paths (spec sections 1, 3, 7): career programmes an employee takes and follows over
// weeks. This file is the catalogue side, readable by anyone (a signed-in caller also sees their
// own progress, like and rating); growth-path-trx.ts is the caller's own transaction with a path
// (take, syllabus progress, assignments, finish, rating, like). Every call is under the platform
// prefix as the spec lists them; a path's parts are asked for by its slug (`?slug=`), so a page
// needs no id before it can ask.

export const growthPathLevels = ['pemula', 'menengah', 'lanjutan'] as const
export const growthPathLevelSchema = z.enum(growthPathLevels)
export type GrowthPathLevel = z.infer<typeof growthPathLevelSchema>

export const growthPathSorts = ['popular', 'newest', 'rating', 'title'] as const

/** The caller's own state on a path: null for visitors and for paths not taken. */
export const myGrowthPathSchema = z.object({
  status: z.enum(['in_progress', 'finished']),
  done_items: z.int(),
  total_items: z.int(),
  /** 0–100, whole percent of the required items done. */
  percent: z.int(),
})
export type MyGrowthPath = z.infer<typeof myGrowthPathSchema>

export const growthPathCardSchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  /** A short plain-text summary (no markup), for cards. */
  summary: z.string(),
  thumbnail_url: z.string(),
  category: z.nullable(namedItem),
  level: growthPathLevelSchema,
  duration_weeks: z.int(),
  skills: z.array(namedItem),
  /** Average of the ratings, one decimal; 0 when nobody rated yet. */
  rating: z.number(),
  rating_count: z.int(),
  likes: z.int(),
  /** How many employees took it. */
  participants: z.int(),
  modules: z.int(),
  published_at: z.string(),
  my: z.nullable(myGrowthPathSchema),
})
export type GrowthPathCard = z.infer<typeof growthPathCardSchema>

export const growthPathOwnerSchema = z.object({
  name: z.string(),
  username: z.string(),
  position: z.nullable(z.string()),
  initials: z.string(),
})

export const growthPathDetailSchema = z.extend(growthPathCardSchema, {
  /** Rich text (HTML); the client sanitizes it with the spec's allow-list. */
  description: z.string(),
  /** What a participant can do at the end, one plain sentence each. */
  outcomes: z.array(z.string()),
  /** The mentor who owns the path (reviews assignments, posts announcements). */
  owner: z.nullable(growthPathOwnerSchema),
  /** Null for visitors. */
  liked: z.nullable(z.boolean()),
  /** The caller's rating, null when none (or a visitor). */
  my_rating: z.nullable(z.object({ rating: z.int(), review: z.nullable(z.string()) })),
})
export type GrowthPathDetail = z.infer<typeof growthPathDetailSchema>

export const growthPathItemKinds = ['video', 'package', 'document', 'link', 'class', 'assignment'] as const
export const growthPathItemKindSchema = z.enum(growthPathItemKinds)
export type GrowthPathItemKind = z.infer<typeof growthPathItemKindSchema>

/** One step of a module: a material (our video or package, a document, a link), a class or an assignment. */
export const growthPathItemSchema = z.object({
  id: z.int(),
  module_id: z.int(),
  position: z.int(),
  kind: growthPathItemKindSchema,
  title: z.string(),
  /** Plain text: what to do and why. */
  description: z.string(),
  /** Optional items do not count towards finishing. */
  required: z.boolean(),
  duration_min: z.int(),
  /** The learning area's video, package or in-class event id, for those kinds. */
  content_id: z.nullable(z.int()),
  /** Documents and links: where they are (http(s) or a path of ours). */
  url: z.nullable(z.string()),
  /** The caller's progress: null for visitors and paths not taken. */
  done: z.nullable(z.boolean()),
})
export type GrowthPathItem = z.infer<typeof growthPathItemSchema>

export const growthPathModuleSchema = z.object({
  id: z.int(),
  position: z.int(),
  title: z.string(),
  description: z.string(),
  items: z.array(growthPathItemSchema),
})
export type GrowthPathModule = z.infer<typeof growthPathModuleSchema>

export const growthPathAnnouncementSchema = z.object({
  id: z.int(),
  title: z.string(),
  /** Rich text (HTML); the client sanitizes it with the spec's allow-list. */
  body: z.string(),
  published_at: z.string(),
  author: z.nullable(z.string()),
})
export type GrowthPathAnnouncement = z.infer<typeof growthPathAnnouncementSchema>

export const growthPathReviewSchema = z.object({
  id: z.int(),
  rating: z.int(),
  review: z.nullable(z.string()),
  updated_at: z.string(),
  author: z.object({ name: z.string(), initials: z.string() }),
  is_mine: z.boolean(),
})
export type GrowthPathReview = z.infer<typeof growthPathReviewSchema>

export const growthPathClassSchema = z.extend(inclassCardSchema, { item_id: z.int(), module_title: z.string() })
export type GrowthPathClass = z.infer<typeof growthPathClassSchema>

export const growthPathMaterialSchema = z.extend(growthPathItemSchema, { module_title: z.string() })
export type GrowthPathMaterial = z.infer<typeof growthPathMaterialSchema>

const optionalId = z.optional(z.coerce.number().check(z.int(), z.positive()))

/** Where a syllabus item lives: enough to build its step URL when only the item's id is known. */
export const growthPathItemRefSchema = z.object({
  id: z.int(),
  slug: z.string(),
  path_title: z.string(),
  module_title: z.string(),
  title: z.string(),
})
export type GrowthPathItemRef = z.infer<typeof growthPathItemRefSchema>

export const growthPathListQuery = z.extend(paginationQuery, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  category_id: optionalId,
  skill_id: optionalId,
  level: z.optional(growthPathLevelSchema),
  sort: z._default(z.enum(growthPathSorts), 'popular'),
})
export type GrowthPathListQuery = z.input<typeof growthPathListQuery>

/**
 * A path's slug: lower-case words joined by hyphens, with at least one letter, so that a number in
 * its place is a syllabus item's id (/growth-path/{id}: the step URL with the slug left out).
 */
export const growthPathSlug = z.string().check(z.minLength(1), z.maxLength(80), z.regex(/^(?=[a-z0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug tidak valid'))
export const slugQuery = z.object({ slug: growthPathSlug })
const slugPageQuery = z.extend(paginationQuery, { slug: growthPathSlug })
const limitQuery = z.object({ limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(24)), 6) })
const slugLimitQuery = z.extend(limitQuery, { slug: growthPathSlug })

const read = <Q extends z.ZodMiniType, R extends z.ZodMiniType>(path: string, summary: string, query: Q, response: R) =>
  endpoint({ method: 'GET', path, group: 'platform', access: 'optional', summary, query, response, offline: true })

export const growthPathApi = {
  list: read('/api/platform/growthpath', 'Growth paths: search, category, skill and level filters, sorting, paging', growthPathListQuery, pageOf(growthPathCardSchema)),
  detail: endpoint({
    method: 'GET',
    path: '/api/platform/growthpath/{slug}',
    group: 'platform',
    access: 'optional',
    summary: 'A growth path; signed in: also the caller’s progress, like and rating',
    params: slugQuery,
    response: dataOf(growthPathDetailSchema),
    offline: true,
  }),
  item: endpoint({
    method: 'GET',
    path: '/api/platform/growthpath-item/{id}',
    group: 'platform',
    access: 'public',
    summary: 'Which path and module a syllabus item belongs to (the step URL /growth-path/{slug}/{id} with the slug left out or out of date)',
    params: idParam,
    response: dataOf(growthPathItemRefSchema),
    offline: true,
  }),
  silabus: read('/api/platform/growthpath-silabus', 'The syllabus: modules in order with their items; signed in: each item’s done state', slugQuery, dataOf(z.array(growthPathModuleSchema))),
  material: read('/api/platform/growthpath-material', 'The materials of a path (videos, packages, documents, links) in syllabus order', slugQuery, dataOf(z.array(growthPathMaterialSchema))),
  classes: read('/api/platform/growthpath-class', 'The in-class events of a path, soonest first', slugQuery, dataOf(z.array(growthPathClassSchema))),
  announcements: read('/api/platform/growthpath-announcement', 'Announcements of a path, newest first', slugPageQuery, pageOf(growthPathAnnouncementSchema)),
  ratings: read('/api/platform/growthpath/rating', 'Ratings with reviews of a path, newest first', slugPageQuery, pageOf(growthPathReviewSchema)),
  suggestions: read('/api/platform/growthpath-suggestion', 'Other paths like this one (category and skills), best rated first', slugLimitQuery, dataOf(z.array(growthPathCardSchema))),
  recommendations: read(
    '/api/platform/growthpath-recommendation',
    'Paths for the caller (“Untuk Anda”): from their interests and the skills of paths they took; popular ones for visitors',
    limitQuery,
    dataOf(z.array(growthPathCardSchema)),
  ),
}
