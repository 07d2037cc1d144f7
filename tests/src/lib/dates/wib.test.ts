import { describe, expect, it } from 'vitest'
import { deviceTime, formatWib } from '@/lib/dates/wib'

// 12.16 UTC is 19.16 in Jakarta, 20.16 in Makassar, 21.16 in Tokyo.
const at = '2026-12-07T12:16:00.000Z'

describe('formatWib (one rule for every time shown)', () => {
  it('says the time in WIB with the date, and nothing more on a device set to Jakarta', () => {
    expect(formatWib(at, { deviceZone: 'Asia/Jakarta' })).toBe('7 Des 2026, 19.16 WIB')
    expect(formatWib(at, { date: 'long', deviceZone: 'Asia/Jakarta' })).toBe('7 Desember 2026, 19.16 WIB')
    expect(formatWib(at, { date: 'none', deviceZone: 'Asia/Jakarta' })).toBe('19.16 WIB')
  })

  it('adds the device’s own time in brackets when its clock shows another time', () => {
    expect(formatWib(at, { deviceZone: 'Asia/Makassar' })).toBe('7 Des 2026, 19.16 WIB (20.16 WITA)')
    expect(formatWib(at, { date: 'none', deviceZone: 'Asia/Jayapura' })).toBe('19.16 WIB (21.16 WIT)')
    expect(formatWib(at, { date: 'none', deviceZone: 'UTC' })).toBe('19.16 WIB (12.16 UTC)')
  })

  it('names the device’s day too when it is another day there', () => {
    expect(formatWib('2026-12-07T17:30:00.000Z', { deviceZone: 'Asia/Tokyo' })).toBe('8 Des 2026, 00.30 WIB (02.30 GMT+9)')
    expect(formatWib('2026-12-07T16:30:00.000Z', { deviceZone: 'Europe/London' })).toBe('7 Des 2026, 23.30 WIB (16.30 GMT+0)')
    expect(formatWib('2026-12-07T18:30:00.000Z', { deviceZone: 'America/New_York' })).toBe('8 Des 2026, 01.30 WIB (7 Des 13.30 EST)')
  })

  it('compares the clocks at that moment, so summer time is right on both sides of its change', () => {
    expect(deviceTime(new Date('2026-07-01T12:00:00.000Z'), 'Europe/Berlin')).toBe('14.00 GMT+2')
    expect(deviceTime(new Date('2026-12-01T12:00:00.000Z'), 'Europe/Berlin')).toBe('13.00 GMT+1')
    expect(deviceTime(new Date(at), 'Asia/Jakarta')).toBeNull()
    expect(deviceTime(new Date(at), 'Asia/Bangkok')).toBeNull()
    expect(deviceTime(new Date(at), 'Not/AZone')).toBeNull()
  })
})
