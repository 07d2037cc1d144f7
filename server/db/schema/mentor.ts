import type { ColumnType, Generated } from 'kysely'

// Mentors and their sessions (migrations 0012 and 0013).

export interface MentorTable {
  id: Generated<number>
  employee_id: number
  headline: string
  /** Plain text paragraphs. */
  bio: string
  /** 'active' or 'paused' (no new bookings). */
  status: string
  created_at: string
  updated_at: string
  /** The content pack's key (migration 0034); null on a mentor who joined through the app. */
  slug: ColumnType<string | null, string | null | undefined, string | null>
  /** When a pack archived the mentor (gone from it): not listed, not bookable; sessions stay. */
  archived_at: ColumnType<string | null, string | null | undefined, string | null>
}

export interface MentorSkillTable {
  mentor_id: number
  skill_id: number
}

/** A weekly window in Asia/Jakarta hours: weekday 1 (Monday) … 7, from_hour inclusive, to_hour exclusive. */
export interface MentorHoursTable {
  id: Generated<number>
  mentor_id: number
  weekday: number
  from_hour: number
  to_hour: number
}

export interface MentorDayOffTable {
  mentor_id: number
  /** YYYY-MM-DD, an Asia/Jakarta day. */
  day: string
}

export interface MentorSessionTable {
  id: Generated<number>
  mentor_id: number
  mentee_id: number
  starts_at: string
  ends_at: string
  topic: string
  note: string | null
  /** 'online' or 'offline'. */
  mode: string
  /** 'requested', 'accepted', 'declined', 'cancelled'. */
  status: string
  /** Where to meet, given on accepting: the meeting link (online) or the place (in person). */
  location: string | null
  decline_reason: string | null
  /** 'mentor' or 'mentee', for a cancelled session. */
  cancelled_by: string | null
  cancel_reason: string | null
  rating: number | null
  review: string | null
  /** When the mentee rated it (ISO). */
  rated_at: string | null
  created_at: string
  updated_at: string
}

export interface MentorTables {
  mentors: MentorTable
  mentor_skills: MentorSkillTable
  mentor_hours: MentorHoursTable
  mentor_days_off: MentorDayOffTable
  mentor_sessions: MentorSessionTable
}
