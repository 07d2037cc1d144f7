import type { Notification } from '@/contract/notification'
import { formatWib } from '@/lib/dates/wib'
import { addDays, jakartaDay, JAKARTA_TIME_ZONE } from '@/shared/dates'
import { notificationTexts as t } from '../texts'

const dateFormat = new Intl.DateTimeFormat('id-ID', { timeZone: JAKARTA_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })

export interface DayGroup {
  day: string
  label: string
  items: Notification[]
}

/** The day's heading: 'Hari ini', 'Kemarin', then the date (Asia/Jakarta days, as the rest of the app). */
export function dayLabel(day: string, now: Date): string {
  const today = jakartaDay(now)
  if (day === today) return t.today
  if (day === addDays(today, -1)) return t.yesterday
  return dateFormat.format(new Date(`${day}T12:00:00+07:00`))
}

/** Newest first, grouped by day; the order within a day is kept. */
export function groupByDay(items: readonly Notification[], now: Date = new Date()): DayGroup[] {
  const groups: DayGroup[] = []
  for (const item of items) {
    const day = jakartaDay(item.created_at)
    const last = groups.at(-1)
    if (last?.day === day) last.items.push(item)
    else groups.push({ day, label: dayLabel(day, now), items: [item] })
  }
  return groups
}

/** '19.16 WIB' under the day's heading, with the device's own time when it differs (decision 050). */
export const timeOf = (iso: string, deviceZone?: string) => formatWib(iso, { date: 'none', deviceZone })
