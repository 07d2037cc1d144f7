import * as z from 'zod/mini'
import { dataOf, namedItem, pageOf, paginationQuery } from './common'
import { endpoint } from './endpoint'
import { courseKindSchema } from './learning-common'
import { progressSummarySchema } from './learning-progress'

// Study data of /activity's learning tab (spec section 7), always the signed-in user's own.
// Time is what the learning_events log holds: seconds that progress moved forward, reading time of
// completed articles, and the length of attended in-class events; days are Jakarta calendar days.

const day = z.object({ date: z.string(), seconds: z.int() })

export const studyStatisticsSchema = z.object({
  period_days: z.int(),
  /** One entry per day of the period, oldest first, today last (0 when nothing was learned). */
  days: z.array(day),
  total_s: z.int(),
  by_kind: z.object({ video: z.int(), package: z.int(), inclass: z.int() }),
})
export type StudyStatistics = z.infer<typeof studyStatisticsSchema>

export const studyStatisticsQuery = z.object({
  days: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(90)), 7),
})

export const studyCalendarSchema = z.object({
  year: z.int(),
  month: z.int(),
  /** Only days with learning activity, in order. */
  days: z.array(z.extend(day, { activities: z.int() })),
  active_days: z.int(),
  total_s: z.int(),
})
export type StudyCalendar = z.infer<typeof studyCalendarSchema>

export const studyCalendarQuery = z.object({
  year: z.coerce.number().check(z.int(), z.minimum(2000), z.maximum(2100)),
  month: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(12)),
})

export const favoriteCategorySchema = z.object({ category: namedItem, seconds: z.int(), share: z.number() })
export const favoriteTopicSchema = z.object({ topic: namedItem, seconds: z.int(), share: z.number() })
export const favoritesQuery = z.object({ limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(12)), 5) })

export const leaderboardEntrySchema = z.object({
  rank: z.int(),
  employee_id: z.int(),
  name: z.string(),
  position: z.nullable(z.string()),
  learning_s: z.int(),
  /** One point per full minute learned. */
  points: z.int(),
})
export const leaderboardSchema = z.object({
  me: leaderboardEntrySchema,
  top: z.array(leaderboardEntrySchema),
  /** Everyone ranked: all employees. */
  participants: z.int(),
})
export type Leaderboard = z.infer<typeof leaderboardSchema>

export const historyItemSchema = z.object({
  kind: courseKindSchema,
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  thumbnail_url: z.string(),
  last_activity_at: z.string(),
  /** 0–100: position in a video, completed materials in a package, 100 for an attended event. */
  progress_percent: z.int(),
  completed: z.boolean(),
})
export type HistoryItem = z.infer<typeof historyItemSchema>

export const studySummarySchema = z.extend(progressSummarySchema, {
  inclass_registered: z.int(),
  inclass_attended: z.int(),
  learning_s: z.int(),
  active_days: z.int(),
  /** Consecutive days with learning up to today (or yesterday, when nothing yet today). */
  streak_days: z.int(),
})
export type StudySummary = z.infer<typeof studySummarySchema>

const user = <P extends string>(path: P, group: 'learning' | 'learningV2', summary: string) => ({ path, group, access: 'user' as const, summary })

const statistics = (path: string, group: 'learning' | 'learningV2') =>
  endpoint({ method: 'GET', ...user(path, group, 'Seconds learned per day over the last `days` days, totals per kind'), query: studyStatisticsQuery, response: dataOf(studyStatisticsSchema) })
const calendar = (path: string, group: 'learning' | 'learningV2') =>
  endpoint({ method: 'GET', ...user(path, group, 'Days of a month with learning activity'), query: studyCalendarQuery, response: dataOf(studyCalendarSchema) })
const leaderboard = (path: string, group: 'learning' | 'learningV2') =>
  endpoint({ method: 'GET', ...user(path, group, "The user's rank among all employees by learning time, and the top 10"), response: dataOf(leaderboardSchema) })

export const studyApi = {
  statistics: statistics('/api/v2/users/courses/study-statistics', 'learningV2'),
  calendars: calendar('/api/v2/users/courses/study-calendars', 'learningV2'),
  favoriteCategories: endpoint({
    method: 'GET',
    ...user('/api/v2/users/courses/favorite-categories', 'learningV2', 'Categories the user spent the most time on'),
    query: favoritesQuery,
    response: dataOf(z.array(favoriteCategorySchema)),
  }),
  rank: leaderboard('/api/v2/users/leaderboards/rank', 'learningV2'),
  v1Calendar: calendar('/api/user/study-calendar', 'learning'),
  v1Statistic: statistics('/api/user/study-statistic', 'learning'),
  v1Leaderboard: leaderboard('/api/me/leaderboard', 'learning'),
  v1FavoriteTopics: endpoint({
    method: 'GET',
    ...user('/api/me/favorite-topics', 'learning', 'Topics the user spent the most time on'),
    query: favoritesQuery,
    response: dataOf(z.array(favoriteTopicSchema)),
  }),
  v1History: endpoint({
    method: 'GET',
    ...user('/api/me/history', 'learning', 'Recent videos, packages and in-class events of the user, most recent first'),
    query: paginationQuery,
    response: pageOf(historyItemSchema),
  }),
  v1Summary: endpoint({
    method: 'GET',
    ...user('/api/me/statistics/summary', 'learning', "Summary of the user's learning: progress, in-class events, time, active days, streak"),
    response: dataOf(studySummarySchema),
  }),
}
