import * as z from 'zod/mini'
import { dataOf, idParam, pageOf, paginationQuery } from './common'
import { endpoint } from './endpoint'

// Every write here goes through the outbox (decision 5): the server honours `Idempotency-Key`
// (a UUID) on each of them, replaying the first answer with `Idempotent-Replayed: true`.

const seconds = z.int().check(z.minimum(0))
const courseMaterialId = z.int().check(z.positive())

/**
 * Whether a watch write completes the video: the player saw it end (`ended`), or the position
 * reached the length. The screen's optimistic update, the outbox overlay, the server and the seed
 * all decide with this one function.
 *
 * A zero length completes nothing by position: zero means the length is not known yet (metadata
 * not loaded, offline, a stream), never a video of no seconds. Completion is forward only (the
 * first completed_at is kept for good), so a wrong "completed" could never be taken back, while a
 * completion missed here arrives with the next write that knows the length, or with `ended`.
 */
export function isWatchComplete(positionS: number, durationS: number, ended = false): boolean {
  return ended || (durationS > 0 && positionS >= durationS)
}

/** A watch position must not pass the length: the server refuses such a write (400) rather than clamping it. */
export function isWithinDuration(positionS: number, durationS: number): boolean {
  return positionS <= durationS
}

export const videoProgressSchema = z.object({
  video_id: z.int(),
  /** The furthest position reached; a late, older write never moves it back. */
  position_s: z.int(),
  duration_s: z.int(),
  completed: z.boolean(),
  /** When the video was first completed (ISO); null while not completed. */
  completed_at: z.nullable(z.string()),
  updated_at: z.string(),
})

export const materialProgressSchema = z.object({
  course_material_id: z.int(),
  package_id: z.int(),
  position_s: z.int(),
  completed: z.boolean(),
  completed_at: z.nullable(z.string()),
  updated_at: z.string(),
})

export const packageProgressSchema = z.object({
  package_id: z.int(),
  /** Where to resume: the first material (by position) not yet completed; the last when all are. */
  current_course_material_id: z.nullable(z.int()),
  completed_materials: z.int(),
  total_materials: z.int(),
  completed: z.boolean(),
  completed_at: z.nullable(z.string()),
  updated_at: z.string(),
})

const contentSummary = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  thumbnail_url: z.string(),
})

export const videoHistorySchema = z.extend(videoProgressSchema, { video: contentSummary })
export const packageHistorySchema = z.extend(packageProgressSchema, { package: contentSummary })

export const progressSummarySchema = z.object({
  videos_started: z.int(),
  videos_completed: z.int(),
  packages_started: z.int(),
  packages_completed: z.int(),
  materials_completed: z.int(),
  /** Sum of the furthest positions reached in videos and materials. */
  watched_s: z.int(),
})

export type VideoProgress = z.infer<typeof videoProgressSchema>
export type MaterialProgress = z.infer<typeof materialProgressSchema>
export type PackageProgress = z.infer<typeof packageProgressSchema>
export type ProgressSummary = z.infer<typeof progressSummarySchema>

export const progressApi = {
  watchVideo: endpoint({
    method: 'POST',
    path: '/api/v2/users/courses/videos/{id}/watches',
    group: 'learningV2',
    access: 'user',
    outbox: true,
    summary: 'Records how far the signed-in user watched a video (forward only; completion once)',
    params: idParam,
    body: z.object({ position_s: seconds, duration_s: seconds, completed: z.optional(z.boolean()) }),
    response: dataOf(videoProgressSchema),
  }),
  watchPackage: endpoint({
    method: 'POST',
    path: '/api/v2/users/courses/packages/{id}/watches',
    group: 'learningV2',
    access: 'user',
    outbox: true,
    summary: 'Records progress in one material of a course package (enrols on first use)',
    params: idParam,
    body: z.object({ course_material_id: courseMaterialId, position_s: z.optional(seconds), completed: z.optional(z.boolean()) }),
    response: dataOf(z.object({ package: packageProgressSchema, material: materialProgressSchema })),
  }),
  materialVideoProgress: endpoint({
    method: 'PUT',
    path: '/api/course-material-user/video/progress',
    group: 'learning',
    access: 'user',
    outbox: true,
    summary: 'Records the position in a video material of a course package',
    body: z.object({ course_material_id: courseMaterialId, position_s: seconds, duration_s: seconds }),
    response: dataOf(materialProgressSchema),
  }),
  completeMaterial: endpoint({
    method: 'POST',
    path: '/api/course-material/user/progress',
    group: 'learning',
    access: 'user',
    outbox: true,
    summary: 'Marks a material of a course package as completed',
    body: z.object({ course_material_id: courseMaterialId, completed: z.literal(true) }),
    response: dataOf(materialProgressSchema),
  }),
  videoHistories: endpoint({
    method: 'GET',
    path: '/api/v2/users/courses/videos/histories',
    group: 'learningV2',
    access: 'user',
    summary: "The signed-in user's watched videos, most recent first",
    query: paginationQuery,
    response: pageOf(videoHistorySchema),
  }),
  packageHistories: endpoint({
    method: 'GET',
    path: '/api/v2/users/courses/packages/histories',
    group: 'learningV2',
    access: 'user',
    summary: "The signed-in user's course packages with progress, most recent first",
    query: paginationQuery,
    response: pageOf(packageHistorySchema),
  }),
  summary: endpoint({
    method: 'GET',
    path: '/api/v2/users/courses/summary-user-progress',
    group: 'learningV2',
    access: 'user',
    summary: "Summary of the signed-in user's learning progress",
    response: dataOf(progressSummarySchema),
  }),
}
