import { formatWib, formatWibRange, wibParts } from '@/lib/dates/wib'
import { JAKARTA_TIME_ZONE, jakartaDay } from '@/shared/dates'

// Sessions are set in Jakarta time (WIB, UTC+7 all year); the rule for showing them, and for the
// device's own time beside them, is the app's one (`src/lib/dates/wib.ts`, decision 050).

const dayWords = new Intl.DateTimeFormat('id-ID', { timeZone: JAKARTA_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long' })

/** 'Kamis, 26 November' for a Jakarta day (YYYY-MM-DD): a day heading, without a time. */
export const formatDay = (day: string) => dayWords.format(new Date(`${day}T12:00:00+07:00`))

/** { wib: '10.00 WIB', own: '11.00 WITA' | null }: a free hour, the device's time styled apart. */
export const slotHour = (iso: string, deviceZone?: string) => wibParts(iso, { date: 'none', deviceZone })

/** 'Kamis, 26 November 2026, 10.00 WIB' (and the device's time): one session's time in words. */
export const formatSlotWords = (iso: string, deviceZone?: string) => formatWib(iso, { date: 'weekday', deviceZone })

/** 'Kamis, 26 November 2026, 10.00–11.00 WIB' (and the device's times). */
export const formatSessionTime = (startsAt: string, endsAt: string, deviceZone?: string) => formatWibRange(startsAt, endsAt, { date: 'weekday', deviceZone })

/** Slots grouped by their Jakarta day, in order. */
export function byDay<T extends { starts_at: string }>(slots: readonly T[]): { day: string; slots: T[] }[] {
  const groups = new Map<string, T[]>()
  for (const slot of slots) {
    const day = jakartaDay(slot.starts_at)
    groups.set(day, [...(groups.get(day) ?? []), slot])
  }
  return [...groups].map(([day, items]) => ({ day, slots: items }))
}
