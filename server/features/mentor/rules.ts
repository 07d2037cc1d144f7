// The mentor area's rules: which hours are free, which are the mentor's at all, and why a session
// cannot be answered, cancelled or rated (pure; the repositories apply them).
import { BOOKING_LEAD_HOURS, SESSION_MINUTES, type MentorSession, type Slot } from '../../../src/contract/mentor'
import { addDays, jakartaDay, jakartaHour, jakartaTime, weekdayOf } from '../../../src/shared/dates'

/** A weekly window in Jakarta hours: weekday 1 (Monday) … 7 (Sunday), from inclusive, to exclusive. */
export interface WeeklyHours {
  weekday: number
  from_hour: number
  to_hour: number
}

/** Monday 1 … Sunday 7 (ISO), from the calendar's Sunday 0 … Saturday 6. */
export const isoWeekday = (day: string) => weekdayOf(day) || 7

/**
 * The mentor's free hours from `fromDay` for `days` days: each hour of the weekly windows, on the
 * hour in Asia/Jakarta (UTC+7 all year: no daylight saving to step over), except days off, hours
 * already held by a session, and hours starting less than the booking lead from `now`.
 */
export function freeSlots(input: FreeSlotsInput): Slot[] {
  return [...slotsFrom(input)]
}

/**
 * Whether the mentor has any free hour in that span (the cards' "free this week"): the first free
 * hour answers, instead of working out every hour of the week for each card.
 */
export function hasFreeSlot(input: FreeSlotsInput): boolean {
  return !slotsFrom(input).next().done
}

export type FreeSlotsInput = {
  hours: readonly WeeklyHours[]
  daysOff: ReadonlySet<string>
  taken: ReadonlySet<string>
  fromDay: string
  days: number
  now: Date
}

/** The free hours in time order, one at a time (freeSlots takes them all, hasFreeSlot the first). */
function* slotsFrom(input: FreeSlotsInput): Generator<Slot> {
  const earliest = input.now.getTime() + BOOKING_LEAD_HOURS * 3_600_000
  for (let d = 0; d < input.days; d += 1) {
    const day = addDays(input.fromDay, d)
    if (input.daysOff.has(day)) continue
    const weekday = isoWeekday(day)
    const starts = new Set<number>()
    for (const window of input.hours) if (window.weekday === weekday) for (let h = window.from_hour; h < window.to_hour; h += 1) starts.add(h)
    for (const hour of [...starts].sort((a, b) => a - b)) {
      const startsAt = jakartaTime(day, hour)
      if (Date.parse(startsAt) < earliest || input.taken.has(startsAt)) continue
      yield { starts_at: startsAt, ends_at: new Date(Date.parse(startsAt) + SESSION_MINUTES * 60_000).toISOString() }
    }
  }
}

/** Whether `startsAt` (ISO) is one of the mentor's hours at all: on the hour, inside a weekly window, not a day off. */
export function isMentorHour(startsAt: string, hours: readonly WeeklyHours[], daysOff: ReadonlySet<string>): boolean {
  const at = new Date(startsAt)
  if (Number.isNaN(at.getTime()) || at.getUTCMinutes() !== 0 || at.getUTCSeconds() !== 0 || at.getUTCMilliseconds() !== 0) return false
  const day = jakartaDay(at)
  const hour = jakartaHour(at)
  if (daysOff.has(day)) return false
  return hours.some((w) => w.weekday === isoWeekday(day) && hour >= w.from_hour && hour < w.to_hour)
}

/** An online session's meeting link: an https address with a host (what a mentor pastes from their meeting app). */
export function isMeetingLink(value: string): boolean {
  if (!URL.canParse(value)) return false
  const url = new URL(value)
  return url.protocol === 'https:' && url.hostname.length > 0 && !/\s/.test(value)
}

type SessionState = Pick<MentorSession, 'status' | 'starts_at' | 'ends_at' | 'rating'>

/** Why the mentor can no longer answer: answering needs a request that has not started. */
export function answerRefusal(session: SessionState): 'answered' | 'cancelled' | 'started' {
  if (session.status === 'accepted' || session.status === 'declined') return 'answered'
  if (session.status === 'cancelled') return 'cancelled'
  return 'started'
}

/** Why a session cannot be cancelled now, once the contract's canCancel has said no. */
export function cancelRefusal(session: SessionState, now: Date): 'cancelled' | 'declined' | 'cancel-cutoff' | 'started' {
  if (session.status === 'cancelled') return 'cancelled'
  if (session.status === 'declined') return 'declined'
  if (session.status === 'accepted' && now.getTime() < Date.parse(session.starts_at)) return 'cancel-cutoff'
  return 'started'
}

/** Why the mentee cannot rate now, once the contract's canRate has said no (the mentee's side). */
export function rateRefusal(session: SessionState, now: Date): 'rated' | 'not-held' | 'not-over' {
  if (session.rating !== null) return 'rated'
  if (session.status !== 'accepted') return 'not-held'
  return now.getTime() < Date.parse(session.ends_at) ? 'not-over' : 'rated'
}
