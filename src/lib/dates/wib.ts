import { JAKARTA_TIME_ZONE } from '@/shared/dates'
import { lazyFormat } from '@/lib/i18n/lazy-format'

// The one rule for showing a moment (decision 050): the group works in Jakarta time, so every
// screen says it in WIB, and a device whose clock shows another time (a user in Makassar, or
// abroad) gets its own time in brackets beside it: '7 Des 2026, 19.16 WIB (20.16 WITA)'.

export type WibDate = 'none' | 'medium' | 'long'

export interface WibOptions {
  /** The date before the time: none ('19.16 WIB'), medium ('7 Des 2026') or long ('7 Desember 2026'). */
  date?: WibDate
  /** The device's time zone; the browser's own by default (tests pass one). */
  deviceZone?: string
}

const timeParts = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const
const jakartaTime = lazyFormat(() => new Intl.DateTimeFormat('id-ID', { ...timeParts, timeZone: JAKARTA_TIME_ZONE }))
const jakartaDates = {
  medium: lazyFormat(() => new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeZone: JAKARTA_TIME_ZONE })),
  long: lazyFormat(() => new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: JAKARTA_TIME_ZONE })),
}
const jakartaShortDay = lazyFormat(() => new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', timeZone: JAKARTA_TIME_ZONE }))
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

/**
 * The device's own time of `at` ('20.16 WITA'; with its day when that differs from Jakarta's:
 * '8 Des 01.16 GMT+9'), or null when the device's clock shows the same as Jakarta's. Compared at
 * that moment, not now, so a zone with summer time is right on both sides of its change.
 */
export function deviceTime(at: Date, deviceZone: string = browserZone()): string | null {
  if (!deviceZone || deviceZone === JAKARTA_TIME_ZONE) return null
  let own: ReturnType<typeof deviceFormat>
  try {
    own = deviceFormat(deviceZone)
  } catch {
    return null // a zone name the engine does not know: WIB alone is still right
  }
  const ownClock = dotted(own.time.formatToParts(at).filter((p) => p.type === 'hour' || p.type === 'minute').map((p) => p.value).join(':'))
  const wibClock = dotted(jakartaTime().format(at))
  const ownDay = own.day.format(at)
  const wibDay = jakartaShortDay().format(at)
  if (ownClock === wibClock && ownDay === wibDay) return null
  const zoneName = own.time.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? deviceZone
  return ownDay === wibDay ? `${ownClock} ${zoneName}` : `${ownDay} ${ownClock} ${zoneName}`
}

/** A moment as every screen shows it: '[date, ]19.16 WIB', the device's time in brackets when it differs. */
export function formatWib(at: Date | string | number, options: WibOptions = {}): string {
  const moment = at instanceof Date ? at : new Date(at)
  const date = options.date ?? 'medium'
  const clock = `${dotted(jakartaTime().format(moment))} WIB`
  const wib = date === 'none' ? clock : `${jakartaDates[date]().format(moment)}, ${clock}`
  const own = deviceTime(moment, options.deviceZone)
  return own ? `${wib} (${own})` : wib
}
