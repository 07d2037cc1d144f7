import { JAKARTA_TIME_ZONE } from '@/shared/dates'
import { lazyFormat } from '@/lib/i18n/lazy-format'

// The one rule for showing a moment (decision 050): the group works in Jakarta time, so every
// screen says it in WIB, and a device whose clock shows another time (a user in Makassar, or
// abroad) gets its own time in brackets beside it: '7 Des 2026, 19.16 WIB (20.16 WITA)'.
// Screens that need another layout (a range, the device's time styled apart) use the named
// functions below, so the zone and the "when does the device's time show" choice stay here.

export type WibDate = 'none' | 'medium' | 'long' | 'weekday'

export interface WibOptions {
  /**
   * The date before the time: none ('19.16 WIB'), medium ('7 Des 2026'), long ('7 Desember 2026')
   * or weekday ('Senin, 7 Desember 2026').
   */
  date?: WibDate
  /** The device's time zone; the browser's own by default (tests pass one). */
  deviceZone?: string
}

/** A moment in WIB and, apart, the device's own time (null when its clock shows the same). */
export interface WibParts {
  wib: string
  own: string | null
}

const timeParts = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const
const jakarta = (options: Intl.DateTimeFormatOptions) => lazyFormat(() => new Intl.DateTimeFormat('id-ID', { ...options, timeZone: JAKARTA_TIME_ZONE }))
const jakartaTime = jakarta(timeParts)
const jakartaDates = {
  medium: jakarta({ dateStyle: 'medium' }),
  long: jakarta({ dateStyle: 'long' }),
  weekday: jakarta({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
}
const jakartaShortDay = jakarta({ day: 'numeric', month: 'short' })
const deviceFormats = new Map<string, { time: Intl.DateTimeFormat; day: Intl.DateTimeFormat }>()

/** Indonesian writes a dot between hours and minutes, whatever the engine's locale data says. */
const dotted = (text: string) => text.replace(/(\d{2}):(\d{2})/, '$1.$2')

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

function deviceFormat(zone: string) {
  let made = deviceFormats.get(zone)
  if (!made) {
    made = {
      time: new Intl.DateTimeFormat('id-ID', { ...timeParts, timeZone: zone, timeZoneName: 'short' }),
      day: new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', timeZone: zone }),
    }
    deviceFormats.set(zone, made)
  }
  return made
}

interface DeviceClock {
  clock: string
  zoneName: string
  /** The device's day ('8 Des'). */
  day: string
  /** The device's day when it is not Jakarta's at that moment, else null. */
  otherDay: string | null
  /** Whether the device's clock (or day) shows something else than Jakarta's. */
  differs: boolean
}

/** The device's clock at `at`, or null when the device is set to Jakarta (or to a zone the engine does not know). */
function deviceClock(at: Date, deviceZone: string): DeviceClock | null {
  if (!deviceZone || deviceZone === JAKARTA_TIME_ZONE) return null
  let own: ReturnType<typeof deviceFormat>
  try {
    own = deviceFormat(deviceZone)
  } catch {
    return null // a zone name the engine does not know: WIB alone is still right
  }
  const parts = own.time.formatToParts(at)
  const clock = dotted(parts.filter((p) => p.type === 'hour' || p.type === 'minute').map((p) => p.value).join(':'))
  const ownDay = own.day.format(at)
  const wibDay = jakartaShortDay().format(at)
  const zoneName = parts.find((p) => p.type === 'timeZoneName')?.value ?? deviceZone
  const otherDay = ownDay === wibDay ? null : ownDay
  return { clock, zoneName, day: ownDay, otherDay, differs: otherDay !== null || clock !== dotted(jakartaTime().format(at)) }
}

/** The device's clock at `at` when it shows something else than Jakarta's, else null. */
function differingClock(at: Date, deviceZone: string): DeviceClock | null {
  const own = deviceClock(at, deviceZone)
  return own?.differs ? own : null
}

const toDate = (at: Date | string | number) => (at instanceof Date ? at : new Date(at))
const withDay = (own: DeviceClock) => (own.otherDay ? `${own.otherDay} ${own.clock}` : own.clock)
const wibClock = (at: Date) => dotted(jakartaTime().format(at))
const withDate = (at: Date, date: WibDate, clock: string) => (date === 'none' ? clock : `${jakartaDates[date]().format(at)}, ${clock}`)

/**
 * The device's own time of `at` ('20.16 WITA'; with its day when that differs from Jakarta's:
 * '8 Des 01.16 GMT+9'), or null when the device's clock shows the same as Jakarta's. Compared at
 * that moment, not now, so a zone with summer time is right on both sides of its change.
 */
export function deviceTime(at: Date, deviceZone: string = browserZone()): string | null {
  const own = differingClock(at, deviceZone)
  return own ? `${withDay(own)} ${own.zoneName}` : null
}

/**
 * The device's time zone when its clock differs from Jakarta's at `at` (now by default), for a
 * note saying what the bracketed times are; null when it shows Jakarta's time.
 */
export function differingDeviceZone(at: Date = new Date(), deviceZone: string = browserZone()): string | null {
  return differingClock(at, deviceZone) ? deviceZone : null
}

/** A moment's WIB text and the device's time apart, for a screen that styles the latter. */
export function wibParts(at: Date | string | number, options: WibOptions = {}): WibParts {
  const moment = toDate(at)
  const wib = withDate(moment, options.date ?? 'medium', `${wibClock(moment)} WIB`)
  return { wib, own: deviceTime(moment, options.deviceZone) }
}

/** A moment as every screen shows it: '[date, ]19.16 WIB', the device's time in brackets when it differs. */
export function formatWib(at: Date | string | number, options: WibOptions = {}): string {
  const { wib, own } = wibParts(at, options)
  return own ? `${wib} (${own})` : wib
}

/**
 * A span of time: '[date, ]10.00–11.00 WIB', the date being the start's, and the device's times in
 * brackets when they differ ('(11.00–12.00 WITA)'; the device's day before a time whose day differs).
 */
export function formatWibRange(start: Date | string | number, end: Date | string | number, options: WibOptions = {}): string {
  const from = toDate(start)
  const to = toDate(end)
  const wib = withDate(from, options.date ?? 'none', `${wibClock(from)}–${wibClock(to)} WIB`)
  const zone = options.deviceZone ?? browserZone()
  const ownFrom = deviceClock(from, zone)
  const ownTo = deviceClock(to, zone)
  if (!ownFrom || !ownTo || (!ownFrom.differs && !ownTo.differs)) return wib
  const endDay = ownTo.day !== ownFrom.day ? `${ownTo.day} ` : ''
  return `${wib} (${withDay(ownFrom)}–${endDay}${ownTo.clock} ${ownTo.zoneName})`
}
