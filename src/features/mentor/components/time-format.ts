import { JAKARTA_TIME_ZONE, jakartaDay } from '@/shared/dates'

// Sessions are set in Jakarta time (WIB, UTC+7 all year); a user elsewhere sees their own time beside it.

const dayWords = new Intl.DateTimeFormat('id-ID', { timeZone: JAKARTA_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long' })
const dayWordsYear = new Intl.DateTimeFormat('id-ID', { timeZone: JAKARTA_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
const hourWords = new Intl.DateTimeFormat('id-ID', { timeZone: JAKARTA_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

/** '10.00' (Indonesian writes a dot between hours and minutes). */
const hhmm = (formatter: Intl.DateTimeFormat, at: Date) => formatter.format(at).replace(':', '.')

/** 'Kamis, 26 November' for a Jakarta day (YYYY-MM-DD). */
export const formatDay = (day: string) => dayWords.format(new Date(`${day}T12:00:00+07:00`))

/** '10.00 WIB'. */
export const formatHour = (iso: string) => `${hhmm(hourWords, new Date(iso))} WIB`

/** 'Kamis, 26 November 2026, 10.00 WIB': one session's time in words. */
export const formatSlotWords = (iso: string) => `${dayWordsYear.format(new Date(iso))}, ${formatHour(iso)}`

/** 'Kamis, 26 November 2026, 10.00–11.00 WIB'. */
export const formatSessionTime = (startsAt: string, endsAt: string) =>
  `${dayWordsYear.format(new Date(startsAt))}, ${hhmm(hourWords, new Date(startsAt))}–${formatHour(endsAt)}`

/** The device's time zone, when its clock differs from Jakarta's; null when it is the same. */
export function ownTimeZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  if (!zone || zone === JAKARTA_TIME_ZONE) return null
  const at = new Date()
  const local = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', day: '2-digit', hourCycle: 'h23' }).format(at)
  const jakarta = new Intl.DateTimeFormat('en-GB', {
    timeZone: JAKARTA_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    day: '2-digit',
    hourCycle: 'h23',
  }).format(at)
  return local === jakarta ? null : zone
}

/** '09.00 WITA'-like: the hour on the device's clock with its zone's short name. */
export function formatOwnHour(iso: string, zone: string): string {
  const formatter = new Intl.DateTimeFormat('id-ID', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' })
  return formatter.format(new Date(iso)).replace(':', '.')
}

/** Slots grouped by their Jakarta day, in order. */
export function byDay<T extends { starts_at: string }>(slots: readonly T[]): { day: string; slots: T[] }[] {
  const groups = new Map<string, T[]>()
  for (const slot of slots) {
    const day = jakartaDay(slot.starts_at)
    groups.set(day, [...(groups.get(day) ?? []), slot])
  }
  return [...groups].map(([day, items]) => ({ day, slots: items }))
}
