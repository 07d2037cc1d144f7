import * as z from 'zod/mini'
import { dataOf, idParam, namedItem, pageOf, paginationQuery } from './common'
import { endpoint } from './endpoint'

// Mentors and sessions with them (spec sections 1, 2 and 7, "Mentor and mentee"; issue 15).
// Times: sessions last an hour and start on the hour in Asia/Jakarta; instants travel as ISO-8601
// UTC strings, availability as Jakarta weekdays and hours.

export const SESSION_MINUTES = 60
/** How far ahead the free slots are offered, and the least notice a booking needs. */
export const BOOKING_HORIZON_DAYS = 28
export const BOOKING_LEAD_HOURS = 2
/** An accepted session may be cancelled (by either side) up to this many hours before it starts. */
export const CANCEL_CUTOFF_HOURS = 12

export const mentorCardSchema = z.object({
  id: z.int(),
  name: z.string(),
  initials: z.string(),
  username: z.string(),
  position: z.nullable(z.string()),
  unit: z.nullable(z.string()),
  photo_url: z.nullable(z.string()),
  headline: z.string(),
  expertise: z.array(namedItem),
  /** Average of the mentees' ratings (0 when none), and how many. */
  rating: z.number(),
  rating_count: z.int(),
  /** Sessions held (accepted and over). */
  sessions_given: z.int(),
  /** Whether there is a free slot in the next seven days. */
  available_this_week: z.boolean(),
  status: z.enum(['active', 'paused']),
})
export type MentorCard = z.infer<typeof mentorCardSchema>

export const mentorReviewSchema = z.object({
  rating: z.int(),
  review: z.nullable(z.string()),
  mentee: z.string(),
  at: z.string(),
})

export const mentorDetailSchema = z.extend(mentorCardSchema, {
  /** Plain text paragraphs. */
  bio: z.string(),
  reviews: z.array(mentorReviewSchema),
  /** The signed-in caller is this mentor. */
  is_me: z.boolean(),
})
export type MentorDetail = z.infer<typeof mentorDetailSchema>

/** The caller's own mentor profile, as the join form edits it: the detail plus the weekly hours and days off. */
export const myMentorSchema = z.extend(mentorDetailSchema, {
  hours: z.array(z.object({ weekday: z.int(), from_hour: z.int(), to_hour: z.int() })),
  days_off: z.array(z.string()),
})
export type MyMentor = z.infer<typeof myMentorSchema>

export const slotSchema = z.object({ starts_at: z.string(), ends_at: z.string() })
export type Slot = z.infer<typeof slotSchema>

const optionalId = z.optional(z.coerce.number().check(z.int(), z.positive()))

export const mentorListQuery = z.extend(paginationQuery, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  skill_id: optionalId,
  unit_id: optionalId,
  /** 'true': only mentors with a free slot in the next seven days. */
  available: z.optional(z.enum(['true'])),
})
export type MentorListQuery = z.input<typeof mentorListQuery>
export type MentorListParams = z.output<typeof mentorListQuery>

// Dates and instants are checked with a pattern and the calendar rather than zod's ISO formats: those
// bring their whole pattern set into the first load's shared zod module (the screens are loaded
// when used; zod is not), and these two are all the area needs.

/** A calendar day, YYYY-MM-DD, that exists (no 30 February). */
const day = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Format tanggal harus YYYY-MM-DD', abort: true }),
  z.refine((v) => {
    const at = new Date(`${v}T00:00:00Z`)
    return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === v
  }, 'Tanggal tidak ada di kalender'),
)

/** An instant in ISO-8601 with its offset (Z or ±hh:mm), as `Date.toISOString()` writes it. */
const instant = (error: string) =>
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/, { error, abort: true }),
    z.refine((v) => !Number.isNaN(Date.parse(v)), error),
  )

export const weeklyHoursSchema = z
  .object({
    weekday: z.int().check(z.minimum(1), z.maximum(7)),
    from_hour: z.int().check(z.minimum(0), z.maximum(23)),
    to_hour: z.int().check(z.minimum(1), z.maximum(24)),
  })
  .check(z.refine((h) => h.to_hour > h.from_hour, { message: 'Jam selesai harus setelah jam mulai', path: ['to_hour'] }))

export const joinMentorInput = z.object({
  headline: z.string().check(z.trim(), z.minLength(10, 'Minimal 10 karakter'), z.maxLength(160)),
  bio: z.string().check(z.trim(), z.minLength(40, 'Ceritakan pengalaman Anda, minimal 40 karakter'), z.maxLength(4000)),
  skill_ids: z.array(z.int().check(z.positive())).check(z.minLength(1, 'Pilih minimal satu keahlian'), z.maxLength(8, 'Pilih paling banyak 8 keahlian')),
  hours: z.array(weeklyHoursSchema).check(z.maxLength(21)),
  days_off: z._default(z.array(day).check(z.maxLength(60)), []),
  status: z._default(z.enum(['active', 'paused']), 'active'),
})
export type JoinMentorInput = z.input<typeof joinMentorInput>

export const sessionModes = ['online', 'offline'] as const
export const sessionStatuses = ['requested', 'accepted', 'declined', 'cancelled'] as const

export const bookSessionInput = z.object({
  mentor_id: z.int().check(z.positive()),
  starts_at: instant('Waktu mulai tidak valid'),
  topic: z.string().check(z.trim(), z.minLength(3, 'Tulis topik sesi'), z.maxLength(160)),
  note: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(1000))), null),
  mode: z.enum(sessionModes),
})
export type BookSessionInput = z.input<typeof bookSessionInput>

const person = z.object({ id: z.int(), name: z.string(), initials: z.string(), username: z.string(), position: z.nullable(z.string()), photo_url: z.nullable(z.string()) })

export const mentorSessionSchema = z.object({
  id: z.int(),
  /** The mentor's id is the mentor profile's (for /mentor/{id}); the mentee's is the employee's. */
  mentor: person,
  mentee: person,
  starts_at: z.string(),
  ends_at: z.string(),
  topic: z.string(),
  note: z.nullable(z.string()),
  mode: z.enum(sessionModes),
  status: z.enum(sessionStatuses),
  /** Where to meet, given by the mentor on accepting: the meeting link (online) or the place. */
  location: z.nullable(z.string()),
  decline_reason: z.nullable(z.string()),
  /** Who cancelled, and why (when they said). */
  cancelled_by: z.nullable(z.enum(['mentor', 'mentee'])),
  cancel_reason: z.nullable(z.string()),
  rating: z.nullable(z.int()),
  review: z.nullable(z.string()),
  /** The caller's side of the session. */
  my_role: z.enum(['mentor', 'mentee']),
})
export type MentorSession = z.infer<typeof mentorSessionSchema>
export type SessionRole = MentorSession['my_role']

/**
 * Whether the caller may cancel now: a request still unanswered until it starts (withdrawing it
 * costs the mentor nothing), an accepted session up to the cut-off before it starts.
 */
export function canCancel(session: Pick<MentorSession, 'status' | 'starts_at'>, now: Date): boolean {
  const startsAt = Date.parse(session.starts_at)
  if (session.status === 'requested') return now.getTime() < startsAt
  if (session.status === 'accepted') return now.getTime() <= startsAt - CANCEL_CUTOFF_HOURS * 3_600_000
  return false
}

/** Whether the mentee may rate now: an accepted session that is over and not rated yet. */
export function canRate(session: Pick<MentorSession, 'status' | 'ends_at' | 'rating' | 'my_role'>, now: Date): boolean {
  return session.my_role === 'mentee' && session.status === 'accepted' && session.rating === null && now.getTime() >= Date.parse(session.ends_at)
}

export const sessionListQuery = z.extend(paginationQuery, {
  /** The caller's side: sessions booked ('mentee', the default) or received as a mentor. */
  role: z._default(z.enum(['mentee', 'mentor']), 'mentee'),
  /** 'upcoming': requested or accepted and not over yet, soonest first; 'past': over, declined or cancelled, latest first (decision 049). */
  when: z._default(z.enum(['upcoming', 'past']), 'upcoming'),
})
export type SessionListQuery = z.input<typeof sessionListQuery>

const reasonText = z.string().check(z.trim(), z.minLength(5, 'Tulis alasan, minimal 5 karakter'), z.maxLength(500))

export const answerSessionInput = z
  .object({
    decision: z.enum(['accept', 'decline']),
    /** Accept: the meeting link (online: an https address) or the place (in person). */
    location: z.optional(z.string().check(z.trim(), z.maxLength(300))),
    /** Decline: why, told to the mentee. */
    reason: z.optional(reasonText),
  })
  .check(
    z.refine((v) => v.decision !== 'accept' || (v.location ?? '').length >= 3, { message: 'Tulis tautan pertemuan atau tempat bertemu', path: ['location'] }),
    z.refine((v) => v.decision !== 'decline' || v.reason !== undefined, { message: 'Tulis alasan menolak', path: ['reason'] }),
  )
export type AnswerSessionInput = z.input<typeof answerSessionInput>

export const cancelSessionInput = z.object({ reason: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(500))), null) })
export type CancelSessionInput = z.input<typeof cancelSessionInput>

export const rateSessionInput = z.object({
  rating: z.int().check(z.minimum(1, 'Beri nilai 1 sampai 5'), z.maximum(5, 'Beri nilai 1 sampai 5')),
  review: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(1000))), null),
})
export type RateSessionInput = z.input<typeof rateSessionInput>

export const mentorApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/platform/mentor',
    group: 'platform',
    access: 'public',
    summary: 'Mentors: search, expertise, unit and this-week filters; the most sought first',
    query: mentorListQuery,
    response: pageOf(mentorCardSchema),
    offline: true,
  }),
  popular: endpoint({
    method: 'GET',
    path: '/api/platform/mentor/popular',
    group: 'platform',
    access: 'public',
    summary: 'The most sought mentors (sessions held, then rating)',
    query: z.object({ limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(12)), 6) }),
    response: dataOf(z.array(mentorCardSchema)),
    offline: true,
  }),
  join: endpoint({
    method: 'POST',
    path: '/api/platform/mentor',
    group: 'platform',
    access: 'user',
    summary: 'Becomes a mentor, or edits the caller’s mentor profile: headline, bio, expertise, weekly hours, days off, paused or not',
    body: joinMentorInput,
    response: dataOf(mentorDetailSchema),
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/platform/mentor/me',
    group: 'platform',
    access: 'user',
    summary: 'The caller’s own mentor profile with its weekly hours and days off, for editing; null when the caller is not a mentor',
    response: dataOf(z.nullable(myMentorSchema)),
    offline: true,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/mentor/{id}',
    group: 'mentor',
    access: 'optional',
    summary: 'A mentor: profile, expertise, bio, reviews',
    params: idParam,
    response: dataOf(mentorDetailSchema),
    offline: true,
  }),
  slots: endpoint({
    method: 'GET',
    path: '/api/mentor/{id}/slots',
    group: 'mentor',
    access: 'public',
    summary: 'A mentor’s free hours from a day on (Asia/Jakarta), at least two hours ahead, for up to four weeks',
    params: idParam,
    query: z.object({ from: z.optional(day), days: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(BOOKING_HORIZON_DAYS)), 14) }),
    response: dataOf(z.object({ time_zone: z.literal('Asia/Jakarta'), slots: z.array(slotSchema) })),
  }),
  book: endpoint({
    method: 'POST',
    path: '/api/mentee',
    group: 'mentee',
    access: 'user',
    summary: 'Books a session: one free hour of the mentor; a slot taken meanwhile is a 409 naming the next free ones',
    body: bookSessionInput,
    response: dataOf(mentorSessionSchema),
    successStatus: 201,
    outbox: true,
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/api/mentee/sessions',
    group: 'mentee',
    access: 'user',
    summary: 'The caller’s sessions, as mentee or as mentor: upcoming (requested or accepted, not over; soonest first) or past (over, declined or cancelled; latest first)',
    query: sessionListQuery,
    response: pageOf(mentorSessionSchema),
    offline: true,
  }),
  answer: endpoint({
    method: 'POST',
    path: '/api/mentor/sessions/{id}/answer',
    group: 'mentor',
    access: 'user',
    summary: 'The mentor accepts a requested session (with the meeting link or place) or declines it (with a reason)',
    params: idParam,
    body: answerSessionInput,
    response: dataOf(mentorSessionSchema),
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/mentee/sessions/{id}/cancel',
    group: 'mentee',
    access: 'user',
    summary: 'Either side cancels: a request until it starts, an accepted session up to the cut-off before it starts',
    params: idParam,
    body: cancelSessionInput,
    response: dataOf(mentorSessionSchema),
  }),
  rate: endpoint({
    method: 'POST',
    path: '/api/mentee/sessions/{id}/rating',
    group: 'mentee',
    access: 'user',
    summary: 'The mentee rates a session that took place (once)',
    params: idParam,
    body: rateSessionInput,
    response: dataOf(mentorSessionSchema),
  }),
  calendar: endpoint({
    method: 'GET',
    path: '/api/mentee/sessions/{id}/calendar',
    group: 'mentee',
    access: 'user',
    summary: 'An accepted session as an iCalendar file (text/calendar, an attachment), to either side',
    params: idParam,
    response: z.unknown(),
  }),
}
