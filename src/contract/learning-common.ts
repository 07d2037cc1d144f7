import * as z from 'zod/mini'
import { namedItem, paginationQuery } from './common'

// Shapes every learning list shares (issue 5), so one card component and one filter bar serve
// videos, course packages, in-class events, channels' and catalogues' courses alike.

export const courseKinds = ['video', 'package', 'inclass'] as const
export const courseKindSchema = z.enum(courseKinds)
export type CourseKind = z.infer<typeof courseKindSchema>

export const learningSorts = ['newest', 'oldest', 'popular', 'title'] as const

const optionalId = z.optional(z.coerce.number().check(z.int(), z.positive()))

/**
 * The query of every learning list: paging, a search text (`q`, matched against title and
 * description) and the master-list filters of spec section 3, each an id from the master lists.
 */
export const learningListQuery = z.extend(paginationQuery, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  category_id: optionalId,
  unit_id: optionalId,
  topic_id: optionalId,
  profession_id: optionalId,
  field_id: optionalId,
  sort: z._default(z.enum(learningSorts), 'newest'),
})
export type LearningListQuery = z.input<typeof learningListQuery>

export const instructorSchema = z.object({
  id: z.int(),
  name: z.string(),
  position: z.nullable(z.string()),
  /** Image URL or null: the client shows initials. */
  photo_url: z.nullable(z.string()),
})
export type Instructor = z.infer<typeof instructorSchema>

/** One item of a learning list, whatever its kind. */
export const courseCardSchema = z.object({
  id: z.int(),
  kind: courseKindSchema,
  slug: z.string(),
  title: z.string(),
  /** A short plain-text summary (no markup), for cards. */
  summary: z.string(),
  thumbnail_url: z.string(),
  category: z.nullable(namedItem),
  /** Total length in seconds (a package: the sum of its materials; an in-class event: its length). */
  duration_s: z.int(),
  published_at: z.string(),
  instructor: z.nullable(instructorSchema),
  /** How many users watched, enrolled or registered; drives `sort=popular`. */
  participants: z.int(),
})
export type CourseCard = z.infer<typeof courseCardSchema>
