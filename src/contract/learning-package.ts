import * as z from 'zod/mini'
import { dataOf, idParam } from './common'
import { endpoint, offlineReadable, recordingSearch } from './endpoint'
import { externalPackages, packageCardSchema, packageList } from './learning-home'
import { PACKAGE_ENROL_PATH } from './learning-package-enrolment'
import { packageProgressSchema } from './learning-progress'

// Course packages (spec section 7): v2 under /api/v2, the v1 paths under /api, and the external
// list under /api/external. v1 and v2 answer the same shapes, so the client keeps one mapper. The
// card and the list helper are in learning-home.ts, with the external list the home page reads.

export type PackageCard = z.infer<typeof packageCardSchema>

/** Enrolment is the package_progress row (one per user and package): progress plus when it began. */
export const enrolmentSchema = z.extend(packageProgressSchema, {
  started_at: z.string(),
})
export type Enrolment = z.infer<typeof enrolmentSchema>

export const packageDetailSchema = z.extend(packageCardSchema, {
  /** Rich text (HTML); the client sanitizes it with the spec's allow-list. */
  description: z.string(),
  /** Null for visitors; true/false for a signed-in user. */
  enrolled: z.nullable(z.boolean()),
  /** The signed-in user's enrolment and progress; null when not enrolled or not signed in. */
  progress: z.nullable(enrolmentSchema),
  /** Where to resume (spec parameter name): the user's current material, else the first one. */
  currentCourseMaterialID: z.nullable(z.int()),
})
export type PackageDetail = z.infer<typeof packageDetailSchema>

export const materialProgressItem = z.object({
  position_s: z.int(),
  completed: z.boolean(),
  completed_at: z.nullable(z.string()),
})

export const packageMaterialSchema = z.object({
  id: z.int(),
  position: z.int(),
  title: z.string(),
  kind: z.enum(['video', 'article']),
  duration_s: z.int(),
  video_id: z.nullable(z.int()),
  /** Playable file of a video material; null for articles (or a video without a file yet). */
  video_url: z.nullable(z.string()),
  /** Rich text of an article material; null for videos. */
  body: z.nullable(z.string()),
  /** The quiz to take after this material (its own, else its video's); null when none. */
  quiz_id: z.nullable(z.int()),
  is_current: z.boolean(),
  /** The signed-in user's progress in this material; null when none or not signed in. */
  progress: z.nullable(materialProgressItem),
})
export type PackageMaterial = z.infer<typeof packageMaterialSchema>

export const packageContentsSchema = z.object({
  package_id: z.int(),
  currentCourseMaterialID: z.nullable(z.int()),
  materials: z.array(packageMaterialSchema),
})
export type PackageContents = z.infer<typeof packageContentsSchema>

export const packageContentsQuery = z.object({
  currentCourseMaterialID: z.optional(z.coerce.number().check(z.int(), z.positive())),
})

const detail = (path: string, group: 'learning' | 'learningV2') =>
  endpoint({
    method: 'GET',
    path,
    group,
    access: 'optional',
    summary: 'A course package; signed in: also enrolment, progress and where to resume',
    params: idParam,
    response: dataOf(packageDetailSchema),
  })

const contents = (path: string, group: 'learning' | 'learningV2') =>
  endpoint({
    method: 'GET',
    path,
    group,
    access: 'optional',
    summary: 'The materials of a course package in order; signed in: with the user’s progress per material',
    params: idParam,
    query: packageContentsQuery,
    response: dataOf(packageContentsSchema),
  })

const enrol = (path: string, group: 'learning' | 'learningV2') =>
  endpoint({
    method: 'POST',
    path,
    group,
    access: 'user',
    outbox: true,
    summary: 'Enrols the signed-in user in a course package (enrolling again keeps the one enrolment)',
    params: idParam,
    response: dataOf(enrolmentSchema),
  })

export const packagesApi = {
  list: recordingSearch(offlineReadable(packageList('/api/v2/courses/packages', 'learningV2', 'Course packages: search, filters, sorting, paging'))),
  detail: offlineReadable(detail('/api/v2/courses/packages/{id}', 'learningV2')),
  contents: offlineReadable(contents('/api/v2/courses/packages/{id}/contents', 'learningV2')),
  register: enrol(PACKAGE_ENROL_PATH, 'learningV2'),
  v1Detail: detail('/api/course-package/v2/{id}', 'learning'),
  v1Contents: contents('/api/course-package/content/v2/{id}', 'learning'),
  v1Enrol: enrol('/api/course-package/enroll/{id}', 'learning'),
  v1ShowAll: recordingSearch(packageList('/api/course-package/show-all', 'learning', 'Course packages (v1 list)')),
  externalShowAll: externalPackages,
}
