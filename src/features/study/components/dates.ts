/** Calendar days are Jakarta days (the server sums learning by them). */
const JAKARTA = 'Asia/Jakarta'

/** Today as YYYY-MM-DD in Jakarta. */
export function jakartaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: JAKARTA, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

const atNoonUtc = (day: string) => new Date(`${day}T12:00:00Z`)

/** 'Sen', 'Sel', … of a YYYY-MM-DD day. */
export function weekdayShort(day: string): string {
  return new Intl.DateTimeFormat('id-ID', { weekday: 'short', timeZone: 'UTC' }).format(atNoonUtc(day))
}

/** '3 Mar' of a YYYY-MM-DD day. */
export function dayMonth(day: string): string {
  return new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(atNoonUtc(day))
}

/** 'Senin, 3 Maret 2025' of a YYYY-MM-DD day. */
export function longDate(day: string): string {
  return new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(atNoonUtc(day))
}

/** 'Maret 2025'. */
export function monthTitle(year: number, month: number): string {
  return new Intl.DateTimeFormat('id-ID', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 15)))
}

/** An instant (ISO) as '3 Mar 2025' in Jakarta. */
export function instantDate(iso: string): string {
  return new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric', timeZone: JAKARTA }).format(new Date(iso))
}
