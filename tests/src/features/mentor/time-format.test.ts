import { describe, expect, it } from 'vitest'
import { byDay, formatDay, formatHour, formatOwnHour, formatSessionTime, formatSlotWords } from '@/features/mentor/components/time-format'

describe('mentor times', () => {
  it('writes Jakarta times the Indonesian way, whatever the device zone', () => {
    expect(formatHour('2026-11-26T03:00:00.000Z')).toBe('10.00 WIB')
    expect(formatDay('2026-11-26')).toBe('Kamis, 26 November')
    expect(formatSlotWords('2026-11-26T03:00:00.000Z')).toBe('Kamis, 26 November 2026, 10.00 WIB')
    expect(formatSessionTime('2026-11-26T03:00:00.000Z', '2026-11-26T04:00:00.000Z')).toBe('Kamis, 26 November 2026, 10.00–11.00 WIB')
  })

  it("shows the hour on another zone's clock", () => {
    expect(formatOwnHour('2026-11-26T03:00:00.000Z', 'Asia/Makassar')).toBe('11.00 WITA')
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
