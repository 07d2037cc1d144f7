import * as z from 'zod/mini'
import { recordKinds, usernameParam } from './profile-record'
import { dataOf, pageOf, paginationQuery } from './common'
import { endpoint } from './endpoint'
import { courseKindSchema } from './learning-common'

// The public learning profile (route /profile/{id}, id = the public username): what a colleague
// sees of someone's learning. Nothing private: no e-mail, no ids of sessions or accounts.

export const learningProfileSchema = z.object({
  username: z.string(),
  name: z.string(),
  position: z.nullable(z.string()),
  /** The business unit's name. */
  unit: z.nullable(z.string()),
  profile_image: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  joined_at: z.nullable(z.string()),
  stats: z.object({
    videos_completed: z.int(),
    packages_completed: z.int(),
    /** In-class events registered for (attendance included). */
    inclass_joined: z.int(),
    /** Seconds learned, from the same log as GET total-learning-duration/{id}. */
    learning_time_s: z.int(),
  }),
  /** How many external activity records of each kind the profile lists. */
  activity_counts: z.record(z.enum(recordKinds), z.int()),
})
export type LearningProfile = z.infer<typeof learningProfileSchema>

const courseRef = z.object({ id: z.int(), slug: z.string(), title: z.string(), thumbnail_url: z.string() })

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
    access: 'public',
    summary: 'Public learning profile by public username: name, position, unit, join date, completions and learning time',
    params: usernameParam,
    response: dataOf(learningProfileSchema),
  }),
  feed: endpoint({
    method: 'GET',
    path: '/api/v2/users/{id}/activities',
    group: 'learningV2',
    access: 'public',
    summary: "A user's recent learning activity (videos, packages, in-class events), newest first",
    params: usernameParam,
    query: paginationQuery,
    response: pageOf(learningFeedItemSchema),
  }),
  courseActivities: endpoint({
    method: 'GET',
    path: '/api/v2/courses/{kind}/users/{id}/activities',
    group: 'learningV2',
    access: 'public',
    summary: "A user's videos, packages or in-class events with their progress, most recent first",
    params: z.object({ kind: courseKindSchema, id: usernameParam.shape.id }),
    query: paginationQuery,
    response: pageOf(courseActivitySchema),
  }),
}
