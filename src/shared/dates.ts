// Days and times of the group, which works in Asia/Jakarta (WIB: UTC+7 all year, no daylight
// saving since 1964). A fixed offset gives its calendar day and clock time without a time-zone
// database, so the server, the page and the tests agree whatever zone their machine is set to.
// A calendar day is written 'YYYY-MM-DD' and compares correctly as a string. No DOM, no imports.

/** For Intl formatting of times shown in Jakarta time (`timeZone`). */
export const JAKARTA_TIME_ZONE = 'Asia/Jakarta'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
const JAKARTA_OFFSET_HOURS = 7

const midnightUtc = (day: string) => Date.parse(`${day}T00:00:00.000Z`)
const pad = (n: number) => String(n).padStart(2, '0')

/** The calendar day of an instant at a fixed offset from UTC (hours). */
function dayAtOffset(at: Date | string | number, offsetHours: number): string {
  return new Date(new Date(at).getTime() + offsetHours * HOUR_MS).toISOString().slice(0, 10)
}

/** The Jakarta calendar day of an instant; today's by default. */
export function jakartaDay(at: Date | string | number = new Date()): string {
  return dayAtOffset(at, JAKARTA_OFFSET_HOURS)
}

/** The Jakarta clock hour (0–23) of an instant. */
export function jakartaHour(at: Date | string | number): number {
  return new Date(new Date(at).getTime() + JAKARTA_OFFSET_HOURS * HOUR_MS).getUTCHours()
}

/** The instant (ISO, UTC) a Jakarta calendar day begins. */
export function jakartaDayStart(day: string): string {
  return jakartaTime(day, 0)
}

/** The instant (ISO, UTC) at `hour:minute` Jakarta time on `day`. */
export function jakartaTime(day: string, hour: number, minute = 0): string {
  return new Date(midnightUtc(day) + ((hour - JAKARTA_OFFSET_HOURS) * 60 + minute) * 60_000).toISOString()
}

/**
 * The latest calendar day anywhere on earth (UTC+14): a "not in the future" check against it
 * never refuses a Jakarta user's today, whichever zone the checking machine is in.
 */
export function latestDayOnEarth(now: Date | number = Date.now()): string {
  return dayAtOffset(now, 14)
}

/** `day` moved by `days` calendar days (negative: back). */
export function addDays(day: string, days: number): string {
  return new Date(midnightUtc(day) + days * DAY_MS).toISOString().slice(0, 10)
}

/** 'YYYY-MM-DD' of a year, a month (1–12) and a day of the month. */
export function calendarDay(year: number, month: number, date: number): string {
  return `${year}-${pad(month)}-${pad(date)}`
}

/** The month `delta` months after `year`/`month` (1–12; negative delta: before). */
export function addMonths(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 }
}

/** How many days the month (1–12) has. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** The weekday of a calendar day: 0 Sunday … 6 Saturday. */
export function weekdayOf(day: string): number {
  return new Date(midnightUtc(day)).getUTCDay()
}

/** Whether `value` is a real calendar day written 'YYYY-MM-DD' (no 2025-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const time = midnightUtc(value)
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)
}
