import { safeParse } from 'zod/mini'
import { describe, expect, it } from 'vitest'
import {
  applicationStatuses,
  applyInput,
  canMoveTo,
  canWithdraw,
  correctableChange,
  daysUntilClosing,
  fitOf,
  isClosed,
  movableFrom,
  opportunityListQuery,
  type ApplicationStatus,
} from '@/contract/opportunity'

// The rules of job opportunities both sides use (issue 16): the fit, the closing day, the status moves.

const skill = (id: number, name: string) => ({ id, name, slug: name.toLowerCase().replace(/\s+/g, '-') })
const data = skill(1, 'Literasi Data')
const talk = skill(2, 'Komunikasi Efektif')
const team = skill(3, 'Kolaborasi Tim')

describe('fitOf', () => {
  it('is the share of the opening’s skills the user has, as a whole percent, with the matched and missing ones in the opening’s order', () => {
    expect(fitOf([data, talk, team], [3, 1])).toEqual({ percent: 67, matched: [data, team], missing: [talk] })
    expect(fitOf([data, talk, team], [2])).toEqual({ percent: 33, matched: [talk], missing: [data, team] })
  })

  it('rounds to the nearest percent', () => {
    const six = [1, 2, 3, 4, 5, 6].map((id) => skill(id, `S${id}`))
    expect(fitOf(six, [1]).percent).toBe(17)
    expect(fitOf(six, [1, 2, 3, 4, 5]).percent).toBe(83)
    expect(fitOf([data, talk], [1]).percent).toBe(50)
  })

  it('is 100 when every skill is there, and 0 when none is', () => {
    expect(fitOf([data, talk], [1, 2, 9])).toMatchObject({ percent: 100, missing: [] })
    expect(fitOf([data, talk], [])).toMatchObject({ percent: 0, matched: [] })
  })

  it('is 100 for an opening that asks for no skill', () => {
    expect(fitOf([], [])).toEqual({ percent: 100, matched: [], missing: [] })
  })

  it('takes any iterable of skill ids (a set, an array)', () => {
    expect(fitOf([data, talk], new Set([2])).matched).toEqual([talk])
  })
})

describe('closing days (Jakarta days, the closing day inclusive)', () => {
  it('keeps an opening open through its closing day and closes it the day after', () => {
    expect(isClosed('2026-11-26', '2026-11-25')).toBe(false)
    expect(isClosed('2026-11-26', '2026-11-26')).toBe(false)
    expect(isClosed('2026-11-26', '2026-11-27')).toBe(true)
    expect(isClosed('2026-12-31', '2027-01-01')).toBe(true)
  })

  it('counts the days left: 0 on the closing day, negative once closed, across months', () => {
    expect(daysUntilClosing('2026-11-26', '2026-11-26')).toBe(0)
    expect(daysUntilClosing('2026-12-02', '2026-11-26')).toBe(6)
    expect(daysUntilClosing('2026-11-20', '2026-11-26')).toBe(-6)
    expect(daysUntilClosing('2027-03-01', '2027-02-28')).toBe(1)
  })
})

describe('status moves', () => {
  it('lets HR move one step forward at a time: terkirim → ditinjau → wawancara → diterima', () => {
    expect(canMoveTo('terkirim', 'ditinjau')).toBe(true)
    expect(canMoveTo('ditinjau', 'wawancara')).toBe(true)
    expect(canMoveTo('wawancara', 'diterima')).toBe(true)
  })

  it('refuses skipping a step, going back, staying, and anything from a final status', () => {
    expect(canMoveTo('terkirim', 'wawancara')).toBe(false)
    expect(canMoveTo('terkirim', 'diterima')).toBe(false)
    expect(canMoveTo('wawancara', 'ditinjau')).toBe(false)
    expect(canMoveTo('ditinjau', 'terkirim')).toBe(false)
    expect(canMoveTo('ditinjau', 'ditinjau')).toBe(false)
    for (const to of applicationStatuses) {
      for (const from of ['diterima', 'tidak lolos', 'ditarik'] as const) expect(canMoveTo(from, to), `${from} → ${to}`).toBe(false)
    }
  })

  it('allows “tidak lolos” from every status not yet final', () => {
    expect(movableFrom('tidak lolos')).toEqual(['terkirim', 'ditinjau', 'wawancara'])
  })

  it('never lets HR withdraw or send an application (those are the applicant’s)', () => {
    expect(movableFrom('terkirim')).toEqual([])
    expect(movableFrom('ditarik')).toEqual([])
  })

  it('lets the applicant withdraw only while it is still terkirim', () => {
    const withdrawable = applicationStatuses.filter((s: ApplicationStatus) => canWithdraw(s))
    expect(withdrawable).toEqual(['terkirim'])
  })
})

describe('corrections (decision 046)', () => {
  const h = (...statuses: (ApplicationStatus | [ApplicationStatus, ApplicationStatus])[]) =>
    statuses.map((s) => (Array.isArray(s) ? { status: s[0], corrects: s[1] } : { status: s }))

  it('takes back the latest change when HR made it: to the status before it, final ones too', () => {
    expect(correctableChange(h('terkirim', 'ditinjau'))).toEqual({ from: 'ditinjau', to: 'terkirim' })
    expect(correctableChange(h('terkirim', 'ditinjau', 'wawancara', 'diterima'))).toEqual({ from: 'diterima', to: 'wawancara' })
    expect(correctableChange(h('terkirim', 'ditinjau', 'tidak lolos'))).toEqual({ from: 'tidak lolos', to: 'ditinjau' })
    // After a correction HR moved on: that move is taken back to the corrected status.
    expect(correctableChange(h('terkirim', 'ditinjau', ['terkirim', 'ditinjau'], 'ditinjau'))).toEqual({ from: 'ditinjau', to: 'terkirim' })
  })

  it('takes back nothing of the applicant’s (sending, withdrawing) and never a correction itself', () => {
    expect(correctableChange([])).toBeNull()
    expect(correctableChange(h('terkirim'))).toBeNull()
    expect(correctableChange(h('terkirim', 'ditarik'))).toBeNull()
    expect(correctableChange(h('terkirim', 'ditarik', 'terkirim'))).toBeNull()
    expect(correctableChange(h('terkirim', 'ditinjau', 'wawancara', ['ditinjau', 'wawancara']))).toBeNull()
  })
})

describe('inputs', () => {
  const cv = `cv.pdf,${btoa('%PDF-1.4\n')}`
  const motivation = 'Saya ingin melamar karena pengalaman saya cocok dengan lowongan ini.'

  it('asks for a motivation of 40 to 2000 characters, trimmed', () => {
    expect(safeParse(applyInput, { opportunity_id: 1, motivation, cv }).success).toBe(true)
    expect(safeParse(applyInput, { opportunity_id: 1, motivation: `   ${'x'.repeat(39)}   `, cv }).success).toBe(false)
    expect(safeParse(applyInput, { opportunity_id: 1, motivation: 'x'.repeat(2001), cv }).success).toBe(false)
  })

  it('takes the CV only in the spec’s "name,base64" form', () => {
    expect(safeParse(applyInput, { opportunity_id: 1, motivation, cv: 'cv.pdf' }).success).toBe(false)
    expect(safeParse(applyInput, { opportunity_id: 1, motivation, cv: 'a/b.pdf,JVBERi0=' }).success).toBe(false)
  })

  it('lists open openings, latest first, unless asked otherwise', () => {
    expect(opportunityListQuery.parse({})).toMatchObject({ sort: 'latest', open: 'true', page: 1 })
    expect(safeParse(opportunityListQuery, { sort: 'popular' }).success).toBe(false)
  })
})
