import * as z from 'zod/mini'
import { dataOf, idParam, namedItem, pageOf, paginationQuery, positiveIntFromString } from './common'
import { endpoint } from './endpoint'
import { courseCardSchema, courseKindSchema, instructorSchema, learningListQuery } from './learning-common'

// Videos, the mixed course list, recommendations, comments and instructors (spec section 7,
// learning API v2). Reads are public; when the caller is signed in they add the caller's own data.

/** A video's qualities (decision 030): 'low' saves data on slow connections, 'standard' is the spec's file. */
export const renditionQualities = ['low', 'standard'] as const
export type RenditionQuality = (typeof renditionQualities)[number]

/** One progressive file of a video at one quality. */
export const videoRenditionSchema = z.object({
  quality: z.enum(renditionQualities),
  url: z.string(),
  mime_type: z.string(),
  width: z.int(),
  height: z.int(),
  /** The file's size; null when unknown. */
  bytes: z.nullable(z.int()),
})
export type VideoRendition = z.infer<typeof videoRenditionSchema>

export const videoDetailSchema = z.extend(courseCardSchema, {
  /** Rich text (HTML); the client sanitizes it with the spec's allow-list. */
  description: z.string(),
  /** Playable file; null while the video has none. */
  video_url: z.nullable(z.string()),
  /**
   * Added to the spec's fields (decision 030): the same video in other sizes, smallest first; the
   * standard one is `video_url`. Empty when the video has only `video_url`.
   */
  renditions: z.array(videoRenditionSchema),
  views: z.int(),
  unit: z.nullable(namedItem),
  topic: z.nullable(namedItem),
  profession: z.nullable(namedItem),
  field: z.nullable(namedItem),
  comment_count: z.int(),
  /** The quiz to take after this video; null when it has none. */
  quiz_id: z.nullable(z.int()),
  /** The signed-in caller's progress; null for visitors and before the first watch. */
  progress: z.nullable(
    z.object({
      position_s: z.int(),
      /** The length the player reported with the furthest write (the media's own). */
      duration_s: z.int(),
      completed: z.boolean(),
      updated_at: z.string(),
    }),
  ),
})
export type VideoDetail = z.infer<typeof videoDetailSchema>

export const courseListQuery = z.extend(learningListQuery, {
  /** Only this kind (video or package); both when absent. */
  kind: z.optional(z.enum(['video', 'package'])),
})
export type CourseListQuery = z.input<typeof courseListQuery>

export const recommendationQuery = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(24)), 8),
})

export const commentSchema = z.object({
  id: z.int(),
  video_id: z.int(),
  text: z.string(),
  author: z.object({
    id: z.int(),
    name: z.string(),
    /** One or two capital letters for the avatar. */
    initials: z.string(),
    profile_image: z.nullable(z.string()),
  }),
  /** True when the signed-in caller wrote it (they may edit and delete it). */
  is_mine: z.boolean(),
  edited: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type VideoComment = z.infer<typeof commentSchema>

/** Trimmed first, so a text of only spaces is refused as empty. */
export const commentBody = z.object({
  text: z.string().check(z.trim(), z.minLength(1, 'Komentar tidak boleh kosong'), z.maxLength(1000, 'Komentar maksimal 1000 karakter')),
})
export type CommentBody = z.input<typeof commentBody>

export const instructorDetailSchema = z.extend(instructorSchema, {
  slug: z.string(),
  bio: z.string(),
  /** Videos, packages and in-class events by this instructor. */
  course_count: z.int(),
})
export type InstructorDetail = z.infer<typeof instructorDetailSchema>

export const videosApi = {
  courses: endpoint({
    method: 'GET',
    path: '/api/v2/courses',
    group: 'learningV2',
    access: 'optional',
    offline: true,
    recordsSearch: true,
    summary: 'Videos and course packages in one list: search, filters, sorting, paging (a signed-in search is remembered)',
    query: courseListQuery,
    response: pageOf(courseCardSchema),
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/v2/courses/videos',
    group: 'learningV2',
    access: 'optional',
    offline: true,
    recordsSearch: true,
    summary: 'Videos: search, filters, sorting, paging (a signed-in search is remembered)',
    query: learningListQuery,
    response: pageOf(courseCardSchema),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/v2/courses/videos/{id}',
    group: 'learningV2',
    access: 'optional',
    offline: true,
    summary: 'A video with its description, file, instructor and master-list refs; signed in: the caller’s progress',
    params: idParam,
    response: dataOf(videoDetailSchema),
  }),
  related: endpoint({
    method: 'GET',
    path: '/api/v2/courses/videos/{id}/recomendations',
    group: 'learningV2',
    access: 'public',
    offline: true,
    summary: 'Videos like this one (same category or topic first), never the video itself',
    params: idParam,
    query: recommendationQuery,
    response: dataOf(z.array(courseCardSchema)),
  }),
  recommendations: endpoint({
    method: 'GET',
    path: '/api/v2/courses/videos/recomendations',
    group: 'learningV2',
    access: 'optional',
    offline: true,
    summary: 'Recommended videos; signed in: categories the caller watched first, unwatched videos first',
    query: recommendationQuery,
    response: dataOf(z.array(courseCardSchema)),
  }),
  comments: endpoint({
    method: 'GET',
    path: '/api/v2/comments/courses/{id}',
    group: 'learningV2',
    access: 'optional',
    offline: true,
    summary: 'Comments on a video, newest first',
    params: idParam,
    query: paginationQuery,
    response: pageOf(commentSchema),
  }),
  postComment: endpoint({
    method: 'POST',
    path: '/api/v2/users/comments/courses/{id}',
    group: 'learningV2',
    access: 'user',
    outbox: true,
    summary: 'Comments on a video as the signed-in user',
    params: idParam,
    body: commentBody,
    response: dataOf(commentSchema),
    successStatus: 201,
  }),
  editComment: endpoint({
    method: 'PATCH',
    path: '/api/v2/users/comments/{id}',
    group: 'learningV2',
    access: 'user',
    outbox: true,
    summary: 'Changes the text of one of the signed-in user’s own comments (another user’s: 403)',
    params: idParam,
    body: commentBody,
    response: dataOf(commentSchema),
  }),
  deleteComment: endpoint({
    method: 'DELETE',
    path: '/api/v2/users/comments/{id}',
    group: 'learningV2',
    access: 'user',
    outbox: true,
    summary: 'Deletes one of the signed-in user’s own comments (another user’s: 403)',
    params: idParam,
    response: dataOf(z.object({ id: z.int() })),
  }),
  instructor: endpoint({
    method: 'GET',
    path: '/api/v2/courses/{kind}/instructors/{id}',
    group: 'learningV2',
    access: 'public',
    offline: true,
    summary: 'The instructor of a video, package or in-class event (by that content’s id)',
    params: z.object({ kind: courseKindSchema, id: positiveIntFromString }),
    response: dataOf(instructorDetailSchema),
  }),
}
