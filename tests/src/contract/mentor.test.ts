import { describe, expect, it } from 'vitest'
import { answerSessionInput, bookSessionInput, canCancel, canRate, CANCEL_CUTOFF_HOURS, joinMentorInput } from '@/contract/mentor'

const hour = 3_600_000
const now = new Date('2026-11-26T03:00:00.000Z')
const at = (hours: number) => new Date(now.getTime() + hours * hour).toISOString()

describe('canCancel', () => {
  it('lets a request be withdrawn until it starts', () => {
    expect(canCancel({ status: 'requested', starts_at: at(1) }, now)).toBe(true)
    expect(canCancel({ status: 'requested', starts_at: at(0) }, now)).toBe(false)
  })

  it('lets an accepted session be cancelled up to the cut-off, not after', () => {
    expect(canCancel({ status: 'accepted', starts_at: at(CANCEL_CUTOFF_HOURS) }, now)).toBe(true)
    expect(canCancel({ status: 'accepted', starts_at: at(CANCEL_CUTOFF_HOURS - 0.01) }, now)).toBe(false)
  })

  it('never cancels what is declined or cancelled already', () => {
    expect(canCancel({ status: 'declined', starts_at: at(48) }, now)).toBe(false)
    expect(canCancel({ status: 'cancelled', starts_at: at(48) }, now)).toBe(false)
  })
})

describe('canRate', () => {
  const over = { status: 'accepted' as const, ends_at: at(-1), rating: null, my_role: 'mentee' as const }
  it('lets the mentee rate an accepted session once it is over, once', () => {
    expect(canRate(over, now)).toBe(true)
    expect(canRate({ ...over, rating: 4 }, now)).toBe(false)
    expect(canRate({ ...over, ends_at: at(1) }, now)).toBe(false)
  })

  it('is not for the mentor, nor for a session that did not take place', () => {
    expect(canRate({ ...over, my_role: 'mentor' }, now)).toBe(false)
    expect(canRate({ ...over, status: 'cancelled' }, now)).toBe(false)
    expect(canRate({ ...over, status: 'requested' }, now)).toBe(false)
  })
})

describe('answerSessionInput', () => {
  it('asks an accept for where to meet and a decline for why', () => {
    expect(answerSessionInput.safeParse({ decision: 'accept', location: 'https://meet.example.com/x' }).success).toBe(true)
    expect(answerSessionInput.safeParse({ decision: 'accept' }).error?.issues.map((i) => i.path.join('.'))).toEqual(['location'])
    expect(answerSessionInput.safeParse({ decision: 'decline', reason: 'Saya sedang cuti minggu itu.' }).success).toBe(true)
    expect(answerSessionInput.safeParse({ decision: 'decline' }).error?.issues.map((i) => i.path.join('.'))).toEqual(['reason'])
  })
})

describe('joinMentorInput', () => {
  it('refuses a window that ends before it starts, naming the field', () => {
    const result = joinMentorInput.safeParse({
      headline: 'Analis data senior',
      bio: 'x'.repeat(40),
      skill_ids: [1],
      hours: [{ weekday: 1, from_hour: 10, to_hour: 9 }],
    })
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['hours.0.to_hour'])
  })
})

describe('days and instants', () => {
  const profile = { headline: 'Analis data senior', bio: 'x'.repeat(40), skill_ids: [1], hours: [] }
  it('takes a day that exists and refuses one that does not, or another format', () => {
    expect(joinMentorInput.safeParse({ ...profile, days_off: ['2028-02-29'] }).success).toBe(true)
    for (const bad of ['2026-02-30', '2026-13-01', '26-11-2026', '2026-11-26T00:00:00Z']) {
      expect(joinMentorInput.safeParse({ ...profile, days_off: [bad] }).error?.issues.map((i) => i.path.join('.')), bad).toEqual(['days_off.0'])
    }
  })

  it('takes an instant with its offset, and refuses anything else', () => {
    const booking = { mentor_id: 1, topic: 'Membaca dasbor', mode: 'online' }
    for (const good of ['2026-11-26T03:00:00.000Z', '2026-11-26T10:00:00+07:00', '2026-11-26T03:00Z']) expect(bookSessionInput.safeParse({ ...booking, starts_at: good }).success, good).toBe(true)
    for (const bad of ['2026-11-26', '2026-11-26T03:00:00', 'besok jam 10', '2026-11-26T25:00:00Z']) {
      expect(bookSessionInput.safeParse({ ...booking, starts_at: bad }).error?.issues.map((i) => i.path.join('.')), bad).toEqual(['starts_at'])
    }
  })
})
