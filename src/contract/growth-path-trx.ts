import * as z from 'zod/mini'
import { dataOf, idParam, pageOf, paginationQuery } from './common'
import { endpoint } from './endpoint'
import { growthPathCardSchema, slugQuery } from './growth-path'

// The signed-in user's own transaction with a growth path (the spec's "growthpath-trx"): taking
// it, marking syllabus items done, submitting assignments, finishing, rating and liking. Every
// write is one the outbox may carry (a learner on a train), so each is idempotent by its own
// meaning too: taking a path twice, marking an item done twice or liking twice changes nothing.

export const growthPathTrxSchema = z.object({
  id: z.int(),
  growth_path_id: z.int(),
  slug: z.string(),
  status: z.enum(['in_progress', 'finished']),
  taken_at: z.string(),
  finished_at: z.nullable(z.string()),
  /** Required items done, of all required items. */
  done_items: z.int(),
  total_items: z.int(),
  percent: z.int(),
  /** Every item done, required or not, so a page can tick them. */
  done_item_ids: z.array(z.int()),
  /** Assignments still to submit before finishing. */
  assignments_left: z.int(),
  /** Given when finished: printed on the certificate. */
  certificate_no: z.nullable(z.string()),
})
export type GrowthPathTrx = z.infer<typeof growthPathTrxSchema>

export const growthPathTrxWithPathSchema = z.extend(growthPathTrxSchema, { path: growthPathCardSchema })
export type GrowthPathTrxWithPath = z.infer<typeof growthPathTrxWithPathSchema>

export const ASSIGNMENT_FILE_MAX_BYTES = 5 * 1024 * 1024
/** What an assignment file may be, told by its content (the name and declared type are not trusted). */
export const assignmentFileKinds = ['pdf', 'png', 'jpg', 'webp', 'docx', 'xlsx', 'pptx'] as const

export const assignmentSubmissionSchema = z.object({
  id: z.int(),
  item_id: z.int(),
  text: z.nullable(z.string()),
  file_name: z.nullable(z.string()),
  file_size: z.nullable(z.int()),
  /** Where the owner (or the path's mentor) downloads the file; null without one. */
  file_url: z.nullable(z.string()),
  submitted_at: z.string(),
  status: z.enum(['submitted', 'reviewed']),
  feedback: z.nullable(z.string()),
})
export type AssignmentSubmission = z.infer<typeof assignmentSubmissionSchema>

export const growthPathAssignmentSchema = z.object({
  item_id: z.int(),
  module_title: z.string(),
  title: z.string(),
  /** Plain text: what to hand in. */
  description: z.string(),
  required: z.boolean(),
  submission: z.nullable(assignmentSubmissionSchema),
})
export type GrowthPathAssignment = z.infer<typeof growthPathAssignmentSchema>

const pathRef = { growth_path_id: z.int().check(z.positive()) }
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max))

/** The spec's base64 upload: the file name, a comma, then the base64 data (section 3). */
const fileUpload = z.string().check(
  z.maxLength(Math.ceil(ASSIGNMENT_FILE_MAX_BYTES / 3) * 4 + 256, 'Ukuran berkas maksimal 5 MB'),
  z.regex(/^[^,/\\]{1,200},[A-Za-z0-9+/]+={0,2}$/, 'Berkas harus berupa "nama-file,data-base64"'),
)

export const assignmentInput = z
  .object({
    ...pathRef,
    item_id: z.int().check(z.positive()),
    text: z.optional(z.nullable(text(5000))),
    file: z.optional(z.nullable(fileUpload)),
  })
  .check(
    z.refine((v) => Boolean(v.text?.trim()) || Boolean(v.file), { message: 'Isi jawaban atau lampirkan berkas', path: ['text'] }),
  )
export type AssignmentInput = z.input<typeof assignmentInput>

export const ratingInput = z.object({
  ...pathRef,
  rating: z.int().check(z.minimum(1, 'Nilai 1 sampai 5'), z.maximum(5, 'Nilai 1 sampai 5')),
  review: z.optional(z.nullable(text(1000))),
})
export type RatingInput = z.input<typeof ratingInput>

export const trxListQuery = z.extend(paginationQuery, { status: z.optional(z.enum(['in_progress', 'finished'])) })

const write = <B extends z.ZodMiniType, R extends z.ZodMiniType>(path: string, summary: string, body: B, response: R, successStatus?: 201) =>
  endpoint({ method: 'POST', path, group: 'platform', access: 'user', summary, body, response, outbox: true, ...(successStatus ? { successStatus } : {}) })

export const growthPathTrxApi = {
  take: write('/api/platform/growthpath/taken', 'Take a growth path (once; taking it again answers the same transaction)', z.object(pathRef), dataOf(growthPathTrxSchema)),
  progress: write(
    '/api/platform/growthpath-trx/silabus-progress',
    'Mark a syllabus item done on a taken path (forward only; an assignment is done by submitting it)',
    z.object({ ...pathRef, item_id: z.int().check(z.positive()) }),
    dataOf(growthPathTrxSchema),
  ),
  finish: write('/api/platform/growthpath-trx/finish', 'Finish a taken path: every required item done and every required assignment submitted (else 409)', z.object(pathRef), dataOf(growthPathTrxSchema)),
  rate: write(
    '/api/platform/growthpath/rating',
    'Rate a taken path 1–5 with an optional review; rating again replaces it',
    ratingInput,
    dataOf(z.object({ rating: z.int(), review: z.nullable(z.string()), average: z.number(), count: z.int() })),
  ),
  like: write('/api/platform/growthpath/like', 'Like or unlike a path (the state sent is the state kept)', z.object({ ...pathRef, liked: z.boolean() }), dataOf(z.object({ liked: z.boolean(), likes: z.int() }))),
  submitAssignment: write(
    '/api/platform/trx-growthpath-assignment',
    'Submit (or replace, until reviewed) an assignment of a taken path: text and/or a file (PDF, image or Office document, at most 5 MB)',
    assignmentInput,
    dataOf(assignmentSubmissionSchema),
    201,
  ),
  userTrx: endpoint({
    method: 'GET',
    path: '/api/platform/growthpath-user-trx',
    group: 'platform',
    access: 'user',
    summary: 'The caller’s transaction with one path (null when not taken)',
    query: slugQuery,
    response: dataOf(z.nullable(growthPathTrxSchema)),
    offline: true,
  }),
  assignments: endpoint({
    method: 'GET',
    path: '/api/platform/growthpath-assignment',
    group: 'platform',
    access: 'user',
    summary: 'The assignments of a path with the caller’s submissions',
    query: slugQuery,
    response: dataOf(z.array(growthPathAssignmentSchema)),
    offline: true,
  }),
  trxList: endpoint({
    method: 'GET',
    path: '/api/platform/growthpath-trx',
    group: 'platform',
    access: 'user',
    summary: 'The caller’s growth paths, latest activity first, by status',
    query: trxListQuery,
    response: pageOf(growthPathTrxWithPathSchema),
    offline: true,
  }),
  userPaths: endpoint({
    method: 'GET',
    path: '/api/platform/user/growthpath',
    group: 'platform',
    access: 'user',
    summary: 'The caller’s paths in progress and finished (for /activity and the profile dialog)',
    response: dataOf(z.object({ in_progress: z.array(growthPathTrxWithPathSchema), finished: z.array(growthPathTrxWithPathSchema) })),
    offline: true,
  }),
  userRecommendations: endpoint({
    method: 'GET',
    path: '/api/platform/user/growthpath-recommendation',
    group: 'platform',
    access: 'user',
    summary: 'Paths recommended to the caller, not yet taken',
    query: z.object({ limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(24)), 6) }),
    response: dataOf(z.array(growthPathCardSchema)),
    offline: true,
  }),
  assignmentFile: endpoint({
    method: 'GET',
    path: '/api/platform/trx-growthpath-assignment/{id}/file',
    group: 'platform',
    access: 'user',
    summary: 'The file of a submission, to its owner or the path’s mentor only (sent as an attachment)',
    params: idParam,
    response: z.unknown(),
  }),
}
