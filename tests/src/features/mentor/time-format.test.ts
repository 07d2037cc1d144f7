import { describe, expect, it } from 'vitest'
import { byDay, formatDay, formatSessionTime, formatSlotWords, slotHour } from '@/features/mentor/components/time-format'

describe('mentor times', () => {
  it('writes Jakarta times the Indonesian way on a device set to Jakarta', () => {
    expect(slotHour('2026-11-26T03:00:00.000Z', 'Asia/Jakarta')).toEqual({ wib: '10.00 WIB', own: null })
    expect(formatDay('2026-11-26')).toBe('Kamis, 26 November')
    expect(formatSlotWords('2026-11-26T03:00:00.000Z', 'Asia/Jakarta')).toBe('Kamis, 26 November 2026, 10.00 WIB')
    expect(formatSessionTime('2026-11-26T03:00:00.000Z', '2026-11-26T04:00:00.000Z', 'Asia/Jakarta')).toBe('Kamis, 26 November 2026, 10.00–11.00 WIB')
  })

  it("adds the device's own clock when it shows another time, as every time in the app", () => {
    expect(slotHour('2026-11-26T03:00:00.000Z', 'Asia/Makassar')).toEqual({ wib: '10.00 WIB', own: '11.00 WITA' })
    expect(formatSlotWords('2026-11-26T03:00:00.000Z', 'Asia/Makassar')).toBe('Kamis, 26 November 2026, 10.00 WIB (11.00 WITA)')
    expect(formatSessionTime('2026-11-26T03:00:00.000Z', '2026-11-26T04:00:00.000Z', 'Asia/Makassar')).toBe('Kamis, 26 November 2026, 10.00–11.00 WIB (11.00–12.00 WITA)')
  })

  it('groups hours by their Jakarta day, across midnight UTC', () => {
    const slots = [{ starts_at: '2026-11-26T16:00:00.000Z' }, { starts_at: '2026-11-26T17:00:00.000Z' }, { starts_at: '2026-11-27T01:00:00.000Z' }]
    // 16:00 UTC is 23.00 on the 26th in Jakarta; 17:00 UTC is already the 27th.
    expect(byDay(slots).map((g) => [g.day, g.slots.length])).toEqual([
      ['2026-11-26', 1],
      ['2026-11-27', 2],
    ])
  })
})
