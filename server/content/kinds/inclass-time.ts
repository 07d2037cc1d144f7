import * as z from 'zod/mini'
import { isCalendarDay } from '../../../src/shared/dates'

// How a pack writes an instant (decision 058): an ISO 8601 date and time WITH its offset, so the
// file says which clock it means. Minutes are enough (`2027-01-12T09:00+07:00`); seconds may follow.

const TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,3})?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/

/** A date and time with its offset; without one the message says how to write it. */
export const packTime = z.string().check(
  z.refine((value) => {
    const match = TIME.exec(value)
    return match !== null && isCalendarDay(match[1]!)
  }, 'tulis tanggal dan jam dengan zona waktunya, mis. 2027-01-12T09:00+07:00 (WIB)'),
)

const WIB_MS = 7 * 60 * 60 * 1000

/** A stored instant (ISO, UTC) as an author reads it: Jakarta's clock with +07:00; seconds only when not zero. */
export function toWib(iso: string): string {
  const local = new Date(Date.parse(iso) + WIB_MS).toISOString()
  const seconds = local.slice(16, 23)
  return `${local.slice(0, 16)}${seconds === ':00.000' ? '' : seconds.endsWith('.000') ? seconds.slice(0, 3) : seconds}+07:00`
}
