import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { videosApi } from '@/contract/learning-video'
import { callApi } from '@/lib/api/client'
import { copyAnswers, noteApiAnswer, type QueryFreshness } from '@/lib/offline/freshness'
import { formatUpdatedAt, freshnessOf } from '@/lib/offline/freshness-of'

// Issue 45: the edges of the 'Terakhir diperbarui …' mark: the minute, the hour and the day at which
// its wording changes, the moment an answer counts as the worker's copy, the oldest of several
// copies, and what callApi reports (only a successful GET says whether the network answered).

const T = 1_700_000_000_000
const query = (over: Partial<QueryFreshness> = {}): QueryFreshness => ({ data: { data: [] }, dataUpdatedAt: T, errorUpdatedAt: 0, failureCount: 0, fetchStatus: 'idle', ...over })
const noCopies = { since: null, oldestStoredAt: null }

describe('the wording of the mark’s time', () => {
  it('is ‘baru saja’ under a minute, minutes under an hour, hours under a day, then the date', () => {
    const at = (seconds: number) => formatUpdatedAt(T - seconds * 1000, 'baru saja', T)
    expect(at(59)).toBe('baru saja')
    expect(at(60)).toBe('1 menit yang lalu')
    expect(at(3_599)).toBe('59 menit yang lalu')
    expect(at(3_600)).toBe('1 jam yang lalu')
    expect(at(86_399)).toBe('23 jam yang lalu')
    expect(at(86_400)).toMatch(/WIB/)
  })

  it('says ‘baru saja’ for a time a little ahead of the device’s clock', () => {
    expect(formatUpdatedAt(T + 90_000, 'baru saja', T)).toBe('baru saja')
  })
})

describe('whether data is the worker’s copy', () => {
  it('counts data that came at the very moment the copies began as a copy, and data a moment before as the network’s', () => {
    const copies = { since: T, oldestStoredAt: T - 3_600_000 }
    expect(freshnessOf([query({ dataUpdatedAt: T })], true, copies)).toEqual({ stale: true, updatedAt: T - 3_600_000 })
    expect(freshnessOf([query({ dataUpdatedAt: T - 1 })], true, copies)).toEqual({ stale: false })
  })

  it('counts a failure only when it came after the data shown', () => {
    expect(freshnessOf([query({ errorUpdatedAt: T })], true, noCopies)).toEqual({ stale: false })
    expect(freshnessOf([query({ errorUpdatedAt: T + 1 })], true, noCopies)).toEqual({ stale: true, updatedAt: T })
  })

  it('shows nothing for data that never came from anywhere (no time)', () => {
    expect(freshnessOf([query({ dataUpdatedAt: 0 })], false, noCopies)).toEqual({ stale: false })
  })
})

describe('the copies callApi reports', () => {
  const list = { data: [], meta: { page: 1, limit: 12, total: 0, total_pages: 0 } }
  const answer = (storedAt?: string, status = 200) =>
    new Response(JSON.stringify(status < 400 ? list : { type: 'about:blank', title: 'x', status, detail: '' }), {
      status,
      headers: { 'Content-Type': 'application/json', ...(storedAt === undefined ? {} : { 'X-Stored-At': storedAt }) },
    })
  const get = (response: Response) => callApi(videosApi.list, { query: {} }, { fetch: vi.fn().mockResolvedValue(response), baseUrl: '/' })

  beforeEach(() => noteApiAnswer(null))
  afterEach(() => noteApiAnswer(null))

  it('keeps the oldest stored-at of several copies and the time the first came', async () => {
    noteApiAnswer(T - 9_000, T)
    noteApiAnswer(T - 60_000, T + 5)
    noteApiAnswer(T - 1_000, T + 10)
    expect(copyAnswers()).toEqual({ since: T, oldestStoredAt: T - 60_000 })
  })

  it('takes an answer without a stored-at, or with one of 0, endless or not a number, for a network answer', async () => {
    await get(answer(String(T - 9_000)))
    expect(copyAnswers().oldestStoredAt).toBe(T - 9_000)
    await get(answer('0'))
    expect(copyAnswers()).toEqual(noCopies)
    await get(answer(String(T - 9_000)))
    await get(answer('gestern'))
    expect(copyAnswers()).toEqual(noCopies)
    await get(answer(String(T - 9_000)))
    await get(answer('Infinity'))
    expect(copyAnswers()).toEqual(noCopies)
    await get(answer(String(T - 9_000)))
    await get(answer())
    expect(copyAnswers()).toEqual(noCopies)
  })

  it('learns nothing from a failed GET: the copies shown stay copies', async () => {
    await get(answer(String(T - 9_000)))
    await expect(get(answer(undefined, 503))).rejects.toMatchObject({ status: 503 })
    expect(copyAnswers().oldestStoredAt).toBe(T - 9_000)
  })
})
