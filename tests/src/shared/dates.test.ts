import { describe, expect, it } from 'vitest'
import {
  jakartaHour,
  addDays,
  addMonths,
  calendarDay,
  daysInMonth,
  isCalendarDay,
  jakartaDay,
  jakartaDayStart,
  jakartaTime,
  latestDayOnEarth,
  weekdayOf,
} from '@/shared/dates'

// One set of day helpers for the server (learning time, in-class "today", study statistics, seeds)
// and the page (study calendar, in-class cards, the contract's date checks).
describe('Jakarta days and times', () => {
  it('turns the day over at midnight in Jakarta (17:00 UTC), not at midnight UTC', () => {
    expect(jakartaDay('2025-03-02T16:59:59.999Z')).toBe('2025-03-02')
    expect(jakartaDay('2025-03-02T17:00:00.000Z')).toBe('2025-03-03')
    expect(jakartaDay(new Date('2025-12-31T18:00:00Z'))).toBe('2026-01-01')
    expect(jakartaDay(Date.parse('2025-03-03T00:30:00Z'))).toBe('2025-03-03')
  })

  it('gives the Jakarta clock hour of an instant', () => {
    expect(jakartaHour('2026-11-29T16:59:59.000Z')).toBe(23)
    expect(jakartaHour('2026-11-29T17:00:00.000Z')).toBe(0)
    expect(jakartaHour(new Date('2026-11-30T02:30:00.000Z'))).toBe(9)
  })

  it('gives the instant a Jakarta day starts and a Jakarta clock time on a day', () => {
    expect(jakartaDayStart('2025-03-03')).toBe('2025-03-02T17:00:00.000Z')
    expect(jakartaTime('2025-03-03', 9, 30)).toBe('2025-03-03T02:30:00.000Z')
    expect(jakartaTime('2025-03-03', 3)).toBe('2025-03-02T20:00:00.000Z')
    expect(jakartaDay(jakartaDayStart('2025-03-03'))).toBe('2025-03-03')
  })

  it('never refuses a Jakarta user’s today as a future day, whatever the machine’s zone', () => {
    const lateEveningInJakarta = Date.parse('2025-03-03T16:30:00Z')
    expect(latestDayOnEarth(lateEveningInJakarta) >= jakartaDay(lateEveningInJakarta)).toBe(true)
    expect(latestDayOnEarth(Date.parse('2025-03-03T10:00:00Z'))).toBe('2025-03-04')
  })
})

describe('calendar arithmetic', () => {
  it('moves days across months, years and leap days', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01')
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31')
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01')
    expect(addDays('2025-03-03', -27)).toBe('2025-02-04')
  })

  it('moves months across years in both directions', () => {
    expect(addMonths(2025, 12, 1)).toEqual({ year: 2026, month: 1 })
    expect(addMonths(2025, 1, -1)).toEqual({ year: 2024, month: 12 })
    expect(addMonths(2025, 3, -15)).toEqual({ year: 2023, month: 12 })
    expect(addMonths(2025, 3, 0)).toEqual({ year: 2025, month: 3 })
  })

  it('knows month lengths, weekdays and how a day is written', () => {
    expect(daysInMonth(2024, 2)).toBe(29)
    expect(daysInMonth(2025, 2)).toBe(28)
    expect(daysInMonth(2025, 12)).toBe(31)
    expect(weekdayOf('2025-03-03')).toBe(1)
    expect(weekdayOf('2025-03-09')).toBe(0)
    expect(calendarDay(2025, 3, 9)).toBe('2025-03-09')
  })

  it('accepts only real days written YYYY-MM-DD', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true)
    expect(isCalendarDay('2025-02-29')).toBe(false)
    expect(isCalendarDay('2025-13-01')).toBe(false)
    expect(isCalendarDay('2025-3-1')).toBe(false)
    expect(isCalendarDay('2025-03-01T00:00:00Z')).toBe(false)
    expect(isCalendarDay('')).toBe(false)
  })
})
