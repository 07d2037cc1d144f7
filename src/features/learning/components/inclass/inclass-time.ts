import type { InclassCard } from '@/contract/learning-inclass'
import { formatWib, formatWibRange } from '@/lib/dates/wib'
import { jakartaDay, JAKARTA_TIME_ZONE } from '@/shared/dates'

// Events happen in the group's offices, so their times are shown in Jakarta time whatever the
// device's zone is (a learner travelling abroad still sees the time printed on the invitation),
// with the device's own beside it when it differs: the app's one rule (decision 050).
const dayFormat = new Intl.DateTimeFormat('id-ID', { timeZone: JAKARTA_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
const shortDayFormat = new Intl.DateTimeFormat('id-ID', { timeZone: JAKARTA_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short' })

/** 'Minggu, 22 November 2026' */
export const eventDay = (iso: string) => dayFormat.format(new Date(iso))
/** 'Min, 22 Nov' */
export const eventShortDay = (iso: string) => shortDayFormat.format(new Date(iso))
/** '09.00 WIB' (and the device's time) */
export const eventTime = (iso: string, deviceZone?: string) => formatWib(iso, { date: 'none', deviceZone })
/** '09.00–12.00 WIB' (and the device's times) */
export const eventTimeRange = (e: Pick<InclassCard, 'starts_at' | 'ends_at'>, deviceZone?: string) => formatWibRange(e.starts_at, e.ends_at, { deviceZone })

export type EventPhase = 'upcoming' | 'running' | 'past'

/** Where the event stands at `now`: registration is open only while it is upcoming. */
export function eventPhase(e: Pick<InclassCard, 'starts_at' | 'ends_at'>, now: Date): EventPhase {
  if (now.getTime() >= Date.parse(e.ends_at)) return 'past'
  if (now.getTime() >= Date.parse(e.starts_at)) return 'running'
  return 'upcoming'
}

export const isEventToday = (e: Pick<InclassCard, 'starts_at'>, now: Date) => jakartaDay(e.starts_at) === jakartaDay(now)
