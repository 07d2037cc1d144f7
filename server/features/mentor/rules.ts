// The mentor area's rules: which hours are free, and which are the mentor's at all (pure; the repository applies them).
import { BOOKING_LEAD_HOURS, SESSION_MINUTES, type Slot } from '../../../src/contract/mentor'
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
export function freeSlots(input: { hours: readonly WeeklyHours[]; daysOff: ReadonlySet<string>; taken: ReadonlySet<string>; fromDay: string; days: number; now: Date }): Slot[] {
  const earliest = input.now.getTime() + BOOKING_LEAD_HOURS * 3_600_000
  const slots: Slot[] = []
  for (let d = 0; d < input.days; d += 1) {
    const day = addDays(input.fromDay, d)
    if (input.daysOff.has(day)) continue
    const starts = new Set<number>()
    for (const window of input.hours) if (window.weekday === isoWeekday(day)) for (let h = window.from_hour; h < window.to_hour; h += 1) starts.add(h)
    for (const hour of [...starts].sort((a, b) => a - b)) {
      const startsAt = jakartaTime(day, hour)
      if (Date.parse(startsAt) < earliest || input.taken.has(startsAt)) continue
      slots.push({ starts_at: startsAt, ends_at: new Date(Date.parse(startsAt) + SESSION_MINUTES * 60_000).toISOString() })
    }
  }
  return slots
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
