import { calendarDay, jakartaTime, JAKARTA_TIME_ZONE } from '@/shared/dates'

// How the study tab writes days (Jakarta calendar days, as the server sums learning by them).
// A day is formatted at its Jakarta noon, so no device zone can shift it to a neighbouring day.
const atNoon = (day: string) => new Date(jakartaTime(day, 12))
const formatter = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('id-ID', { ...options, timeZone: JAKARTA_TIME_ZONE })

const weekday = formatter({ weekday: 'short' })
const shortDay = formatter({ day: 'numeric', month: 'short' })
const long = formatter({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
const monthYear = formatter({ month: 'long', year: 'numeric' })
const instant = formatter({ day: 'numeric', month: 'short', year: 'numeric' })

/** 'Sen', 'Sel', … of a YYYY-MM-DD day. */
export const weekdayShort = (day: string) => weekday.format(atNoon(day))

/** '3 Mar' of a YYYY-MM-DD day. */
export const dayMonth = (day: string) => shortDay.format(atNoon(day))

/** 'Senin, 3 Maret 2025' of a YYYY-MM-DD day. */
export const longDate = (day: string) => long.format(atNoon(day))

/** 'Maret 2025'. */
export const monthTitle = (year: number, month: number) => monthYear.format(atNoon(calendarDay(year, month, 15)))

/** An instant (ISO) as '3 Mar 2025' in Jakarta. */
export const instantDate = (iso: string) => instant.format(new Date(iso))
