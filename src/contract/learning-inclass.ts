import * as z from 'zod/mini'
import { dataOf, idParam, pageOf, paginationQuery } from './common'
import { endpoint } from './endpoint'
import { courseCardSchema, learningListQuery } from './learning-common'
import { isCalendarDay } from '../shared/dates'

// In-class events (spec section 7). Dates are ISO instants; "today" is the calendar day in
// Asia/Jakarta, where the group works.

export const inclassCardSchema = z.extend(courseCardSchema, {
  starts_at: z.string(),
  ends_at: z.string(),
  /** Room and building, or the meeting link's name for online events. */
  place: z.string(),
  city: z.nullable(z.string()),
  is_online: z.boolean(),
  seats_total: z.int(),
  seats_left: z.int(),
})
export type InclassCard = z.infer<typeof inclassCardSchema>

export const registrationSchema = z.object({
  event_id: z.int(),
  registered_at: z.string(),
  attended: z.boolean(),
  attended_at: z.nullable(z.string()),
})
export type InclassRegistration = z.infer<typeof registrationSchema>

export const inclassDetailSchema = z.extend(inclassCardSchema, {
  /** Rich text (HTML); the client sanitizes it with the spec's allow-list. */
  description: z.string(),
  /** Null for visitors. */
  is_registered: z.nullable(z.boolean()),
  /** The signed-in user's registration, null when none. */
  registration: z.nullable(registrationSchema),
})
export type InclassDetail = z.infer<typeof inclassDetailSchema>

export const inclassHistorySchema = z.extend(registrationSchema, { event: inclassCardSchema })
export type InclassHistory = z.infer<typeof inclassHistorySchema>

const isoDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Format tanggal YYYY-MM-DD'),
  z.refine(isCalendarDay, 'Tanggal tidak valid'),
)

/** `from`/`to`: calendar days (Asia/Jakarta), both included. */
export const inclassListQuery = z.extend(learningListQuery, {
  from: z.optional(isoDate),
  to: z.optional(isoDate),
})
export type InclassListQuery = z.input<typeof inclassListQuery>

export const inclassApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/v2/courses/inclasses',
    group: 'learningV2',
    access: 'optional',
    offline: true,
    recordsSearch: true,
    summary: 'In-class events: search, filters, date range, sorting, paging',
    query: inclassListQuery,
    response: pageOf(inclassCardSchema),
  }),
  today: endpoint({
    method: 'GET',
    path: '/api/v2/courses/inclasses/today',
    group: 'learningV2',
    access: 'public',
    offline: true,
    summary: 'In-class events taking place today (Asia/Jakarta), earliest first',
    query: paginationQuery,
    response: pageOf(inclassCardSchema),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/v2/courses/inclasses/{id}',
    group: 'learningV2',
    access: 'optional',
    offline: true,
    summary: 'An in-class event; signed in: also whether the user is registered',
    params: idParam,
    response: dataOf(inclassDetailSchema),
  }),
  attend: endpoint({
    method: 'GET',
    path: '/api/v2/course/{id}/attend-event',
    group: 'learningV2',
    access: 'user',
    summary: 'Records (once) and returns the signed-in user’s attendance; only registered users, on the day or while it runs',
    // A GET in the spec, but it records attendance.
    writes: true,
    params: idParam,
    response: dataOf(registrationSchema),
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/v2/users/courses/inclasses/{id}/register',
    group: 'learningV2',
    access: 'user',
    outbox: true,
    summary: 'Registers the signed-in user (a second call answers the existing registration); 409 when full',
    params: idParam,
    response: dataOf(registrationSchema),
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: '/api/v2/users/courses/inclasses/{id}/register',
    group: 'learningV2',
    access: 'user',
    outbox: true,
    summary: 'Cancels the signed-in user’s own registration, until the event starts',
    params: idParam,
    response: dataOf(z.object({ event_id: z.int(), seats_left: z.int() })),
  }),
  histories: endpoint({
    method: 'GET',
    path: '/api/v2/users/courses/inclasses/histories',
    group: 'learningV2',
    access: 'user',
    summary: 'The signed-in user’s registrations with attendance, latest event first',
    query: paginationQuery,
    response: pageOf(inclassHistorySchema),
  }),
}
