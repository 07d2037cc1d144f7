import { jakartaDay } from '../../src/shared/dates'
import { inclassEventKind, type InclassEvent } from './kinds/inclass-event'
import type { PackItem } from './types'
import type { ValidPack } from './validate'

/**
 * The day the demo pack's in-class events are written around (decision 058): an event on
 * 2026-12-09 means "two days after the demo day". A pack's dates are absolute, as a company
 * writes them; only the demo, which must always have an event today, one next week and one
 * last month, moves its events to the same place relative to the day the server starts.
 */
export const DEMO_DAY = '2026-12-07'

const DAY_MS = 24 * 60 * 60 * 1000

/** Whole days from the demo day to `now`'s Jakarta day. */
export function daysSinceDemoDay(now: Date): number {
  return Math.round((Date.parse(jakartaDay(now)) - Date.parse(DEMO_DAY)) / DAY_MS)
}

/** The events' times moved by whole days (clock times and lengths kept: WIB has no summer time). */
export function shiftEvents(items: readonly PackItem<InclassEvent>[], days: number): PackItem<InclassEvent>[] {
  const move = (at: string) => new Date(Date.parse(at) + days * DAY_MS).toISOString()
  return items.map((item) => ({
    ...item,
    data: { ...item.data, starts_at: move(item.data.starts_at), ends_at: move(item.data.ends_at), ...(item.data.published_at ? { published_at: move(item.data.published_at) } : {}) },
  }))
}

/** The demo pack as it is imported on `now`'s day: its in-class events placed relative to that day. */
export function demoPackOn(pack: ValidPack, now: Date): ValidPack {
  const events = pack.items.get(inclassEventKind) as PackItem<InclassEvent>[] | undefined
  const days = daysSinceDemoDay(now)
  if (!events || days === 0) return pack
  return { ...pack, items: new Map([...pack.items].map(([kind, items]) => [kind, kind === inclassEventKind ? shiftEvents(events, days) : items])) }
}
