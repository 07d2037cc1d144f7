import { describe, expect, it } from 'vitest'
import { deviceTime, differingDeviceZone, formatWib, formatWibRange, wibParts } from '@/lib/dates/wib'

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

describe('the shared layouts of the same rule', () => {
  it('writes the weekday before the date for a session or a class', () => {
    expect(formatWib(at, { date: 'weekday', deviceZone: 'Asia/Jakarta' })).toBe('Senin, 7 Desember 2026, 19.16 WIB')
    expect(formatWib(at, { date: 'weekday', deviceZone: 'Asia/Makassar' })).toBe('Senin, 7 Desember 2026, 19.16 WIB (20.16 WITA)')
  })

  it('gives the device’s time apart for a screen that styles it', () => {
    expect(wibParts(at, { date: 'none', deviceZone: 'Asia/Makassar' })).toEqual({ wib: '19.16 WIB', own: '20.16 WITA' })
    expect(wibParts(at, { date: 'none', deviceZone: 'Asia/Jakarta' })).toEqual({ wib: '19.16 WIB', own: null })
  })

  it('writes a span once in WIB and once on the device’s clock when it differs', () => {
    const end = '2026-12-07T13:16:00.000Z'
    expect(formatWibRange(at, end, { deviceZone: 'Asia/Jakarta' })).toBe('19.16–20.16 WIB')
    expect(formatWibRange(at, end, { deviceZone: 'Asia/Makassar' })).toBe('19.16–20.16 WIB (20.16–21.16 WITA)')
    expect(formatWibRange(at, end, { date: 'weekday', deviceZone: 'Asia/Jakarta' })).toBe('Senin, 7 Desember 2026, 19.16–20.16 WIB')
    // 21.16 to 22.16 in Tokyo… and a span crossing the device's midnight names the day it ends on.
    expect(formatWibRange('2026-12-07T14:30:00.000Z', '2026-12-07T15:30:00.000Z', { deviceZone: 'Asia/Tokyo' })).toBe('21.30–22.30 WIB (23.30–8 Des 00.30 GMT+9)')
    expect(formatWibRange('2026-12-07T18:30:00.000Z', '2026-12-07T19:30:00.000Z', { deviceZone: 'America/New_York' })).toBe('01.30–02.30 WIB (7 Des 13.30–14.30 EST)')
  })

  it('names the device’s zone for a note only when its clock differs', () => {
    expect(differingDeviceZone(new Date(at), 'Asia/Makassar')).toBe('Asia/Makassar')
    expect(differingDeviceZone(new Date(at), 'Asia/Bangkok')).toBeNull()
    expect(differingDeviceZone(new Date(at), 'Asia/Jakarta')).toBeNull()
  })
})
