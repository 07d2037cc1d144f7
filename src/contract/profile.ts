import * as z from 'zod/mini'
import { usernameParam } from './profile-record'
import { dataOf, namedItem, pageOf, paginationQuery } from './common'
import { visibilitySchema } from './profile-user'
import { endpoint } from './endpoint'
import { courseKindSchema } from './learning-common'

// The public learning profile (route /profile/{id}, id = the public username): what a signed-in
// colleague sees of someone (an internal app: a visitor is refused). Name, position, unit, photo
// and join date always; each other section only when its owner left it public (null when hidden;
// the owner sees all of it). Never the e-mail, documents or assessment results.

export const finishedPathSchema = z.object({
  slug: z.string(),
  title: z.string(),
  finished_at: z.string(),
})

export const learningProfileSchema = z.object({
  username: z.string(),
  name: z.string(),
  position: z.nullable(z.string()),
  /** The business unit's name. */
  unit: z.nullable(z.string()),
  profile_image: z.nullable(z.string()),
  joined_at: z.nullable(z.string()),
  /** True when the caller is the profile's owner (who sees every section). */
  is_owner: z.boolean(),
  /** The owner's choice per section (true: colleagues see it). */
  visibility: visibilitySchema,
  /** Section `about`; null when hidden from the caller. */
  bio: z.nullable(z.string()),
  skills: z.nullable(z.array(namedItem)),
  /** Section `learning`; null when hidden from the caller. */
  stats: z.nullable(
    z.object({
      videos_completed: z.int(),
      packages_completed: z.int(),
      /** In-class events registered for (attendance included). */
      inclass_joined: z.int(),
      /** Seconds learned, from the same log (and the same rule) as GET total-learning-duration/{id}. */
      learning_time_s: z.int(),
    }),
  ),
  /** Section `growth_paths`, newest first; null when hidden from the caller. */
  finished_growth_paths: z.nullable(z.array(finishedPathSchema)),
})
export type LearningProfile = z.infer<typeof learningProfileSchema>

const courseRef = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  thumbnail_url: z.string(),
})

export const learningFeedItemSchema = z.object({
  kind: courseKindSchema,
  /** started/completed: videos and packages; registered/attended: in-class events. */
  action: z.enum(['started', 'completed', 'registered', 'attended']),
  course: courseRef,
  at: z.string(),
})
export type LearningFeedItem = z.infer<typeof learningFeedItemSchema>

export const courseActivitySchema = z.object({
  kind: courseKindSchema,
  course: courseRef,
  status: z.enum(['in_progress', 'completed', 'registered', 'attended']),
  /** 0–100; an in-class event is 100 once attended. */
  progress_percent: z.int(),
  updated_at: z.string(),
  completed_at: z.nullable(z.string()),
})
export type CourseActivity = z.infer<typeof courseActivitySchema>

export const profileApi = {
  profile: endpoint({
    method: 'GET',
    path: '/api/v2/users/{id}/profiles',
    group: 'learningV2',
    access: 'user',
    summary:
      'A colleague’s profile by public username: name, position, unit, photo, join date; bio and skills, learning figures and finished growth paths each when its owner made it public',
    params: usernameParam,
    response: dataOf(learningProfileSchema),
  }),
  feed: endpoint({
    method: 'GET',
    path: '/api/v2/users/{id}/activities',
    group: 'learningV2',
    access: 'user',
    summary: "A user's recent learning activity (videos, packages, in-class events), newest first; 403 when its owner hides the learning section",
    params: usernameParam,
    query: paginationQuery,
    response: pageOf(learningFeedItemSchema),
  }),
  courseActivities: endpoint({
    method: 'GET',
    path: '/api/v2/courses/{kind}/users/{id}/activities',
    group: 'learningV2',
    access: 'user',
    summary: "A user's videos, packages or in-class events with their progress, most recent first; 403 when its owner hides the learning section",
    params: z.object({ kind: courseKindSchema, id: usernameParam.shape.id }),
    query: paginationQuery,
    response: pageOf(courseActivitySchema),
  }),
}
