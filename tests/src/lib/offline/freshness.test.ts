import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { videosApi } from '@/contract/learning-video'
import { callApi } from '@/lib/api/client'
import { removeUserId, writeUserId } from '@/lib/auth/user-id-cookie'
import { copyAnswers, noteApiAnswer, showsOfflineState, type QueryFreshness } from '@/lib/offline/freshness'
import { formatUpdatedAt, freshnessOf } from '@/lib/offline/freshness-of'
import { offlinePages } from '@/lib/offline/offline-content'

const T = 1_700_000_000_000
const fresh = (over: Partial<QueryFreshness> = {}): QueryFreshness => ({
  data: { data: [] },
  dataUpdatedAt: T,
  errorUpdatedAt: 0,
  failureCount: 0,
  fetchStatus: 'idle',
  ...over,
})
const noCopies = { since: null, oldestStoredAt: null }

describe('the freshness mark', () => {
  beforeEach(() => noteApiAnswer(null))

  it('stays away while the data came from the network and the app is online', () => {
    expect(freshnessOf([fresh()], true, noCopies)).toEqual({ stale: false })
  })

  it('shows the network time of the data when the app is offline', () => {
    expect(freshnessOf([fresh({ dataUpdatedAt: T - 5000 })], false, noCopies)).toEqual({ stale: true, updatedAt: T - 5000 })
  })

  it('shows when a refetch failed or waits for the network while the copy stays', () => {
    expect(freshnessOf([fresh({ errorUpdatedAt: T + 10 })], true, noCopies)).toEqual({ stale: true, updatedAt: T })
    expect(freshnessOf([fresh({ failureCount: 1, fetchStatus: 'fetching' })], true, noCopies).stale).toBe(true)
    expect(freshnessOf([fresh({ fetchStatus: 'paused' })], true, noCopies).stale).toBe(true)
  })

  it("takes the worker's stored-at time, not the query's, for data the worker answered from its copy", () => {
    const copies = { since: T - 100, oldestStoredAt: T - 3_600_000 }
    expect(freshnessOf([fresh()], true, copies)).toEqual({ stale: true, updatedAt: T - 3_600_000 })
    // Data from before the copies began came from the network: its own time, and alone it is fresh.
    expect(freshnessOf([fresh({ dataUpdatedAt: T - 200 })], true, copies)).toEqual({ stale: false })
  })

  it('uses the oldest time among the queries of a page, and ignores queries without data', () => {
    const queries = [fresh({ dataUpdatedAt: T - 60_000 }), fresh({ dataUpdatedAt: T - 10 }), fresh({ data: undefined, dataUpdatedAt: 0 })]
    expect(freshnessOf(queries, false, noCopies)).toEqual({ stale: true, updatedAt: T - 60_000 })
    expect(freshnessOf([fresh({ data: undefined, dataUpdatedAt: 0 })], false, noCopies)).toEqual({ stale: false })
  })

  it('callApi reports answers from the worker copy and a network answer ends them', async () => {
    const answer = (headers: Record<string, string>) =>
      new Response(JSON.stringify({ data: [], meta: { page: 1, limit: 12, total: 0, total_pages: 0 } }), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } })
    const fetch = vi.fn().mockResolvedValueOnce(answer({ 'X-Stored-At': String(T - 9000) })).mockResolvedValueOnce(answer({}))
    await callApi(videosApi.list, { query: {} }, { fetch, baseUrl: '/' })
    expect(copyAnswers()).toEqual({ since: expect.any(Number), oldestStoredAt: T - 9000 })
    await callApi(videosApi.list, { query: {} }, { fetch, baseUrl: '/' })
    expect(copyAnswers()).toEqual({ since: null, oldestStoredAt: null })
  })

  it("callApi names the signed-in user on GETs, for the worker's per-user copy", async () => {
    const fetch = vi.fn(async () => new Response('{"data":[],"meta":{"page":1,"limit":12,"total":0,"total_pages":0}}', { status: 200 }))
    writeUserId(7)
    await callApi(videosApi.list, { query: {} }, { fetch, baseUrl: '/' })
    removeUserId()
    await callApi(videosApi.list, { query: {} }, { fetch, baseUrl: '/' })
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toMatchObject({ 'X-Cache-User': '7' })
    expect((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].headers).not.toHaveProperty('X-Cache-User')
  })

  it('formats the time as the mark says it', () => {
    expect(formatUpdatedAt(T - 20_000, 'baru saja', T)).toBe('baru saja')
    expect(formatUpdatedAt(T - 5 * 60_000, 'baru saja', T)).toBe('5 menit yang lalu')
    expect(formatUpdatedAt(T - 3 * 3_600_000, 'baru saja', T)).toBe('3 jam yang lalu')
    expect(formatUpdatedAt(T - 3 * 86_400_000, 'baru saja', T)).toMatch(/2023/)
    // Older than a day: a date and time in WIB, like every other time in the app (12.16 UTC is 19.16 WIB).
    expect(formatUpdatedAt(Date.parse('2026-12-07T12:16:00.000Z'), 'baru saja', Date.parse('2026-12-10T00:00:00.000Z'))).toMatch(/^7 Des 2026, 19\.16 WIB/)
  })
})

describe('the offline state', () => {
  const none = { ...fresh({ data: undefined, dataUpdatedAt: 0 }), error: null }

  it('shows offline, with nothing stored, once the first try failed', () => {
    expect(showsOfflineState({ ...none, failureCount: 1 }, false)).toBe(true)
    expect(showsOfflineState({ ...none, fetchStatus: 'paused' }, false)).toBe(true)
    expect(showsOfflineState({ ...none, error: new Error('x') }, false)).toBe(true)
  })

  it('not while the first try runs, not online (the error page), not with a copy', () => {
    expect(showsOfflineState({ ...none, fetchStatus: 'fetching' }, false)).toBe(false)
    expect(showsOfflineState({ ...none, failureCount: 1, error: new Error('x') }, true)).toBe(false)
    expect(showsOfflineState({ ...fresh(), failureCount: 1, error: new Error('x') }, false)).toBe(false)
  })
})

describe('what is available offline', () => {
  it('lists the learning pages the query cache holds: plain lists and details, with titles and app paths', () => {
    const queryClient = new QueryClient()
    const page = { data: [], meta: { page: 1, total: 0, total_pages: 0 } }
    queryClient.setQueryData(['learning', 'videos', 'list', { limit: 12 }], { pages: [page], pageParams: [1] })
    queryClient.setQueryData(['learning', 'videos', 'list', { limit: 12, q: 'data' }], { pages: [page], pageParams: [1] })
    queryClient.setQueryData(['learning', 'catalogs', 'list'], { pages: [page], pageParams: [1] })
    queryClient.setQueryData(['learning', 'videos', 'detail', 12], { data: { id: 12, title: 'Dasar Analisis Data' } })
    queryClient.setQueryData(['learning', 'packages', 'detail', 4], { data: { id: 4, slug: 'kepemimpinan', title: 'Kepemimpinan' } })
    queryClient.setQueryData(['learning', 'catalogs', 'detail', 3], { id: 3, name: 'Katalog Data' })
    queryClient.setQueryData(['learning', 'channels', 'detail', 2], { pages: [{ channel: { id: 2, name: 'Channel HR' } }], pageParams: [1] })
    queryClient.setQueryData(['learning', 'videos', 'comments', 12], { data: [] })
    queryClient.setQueryData(['profile', 'detail', 7], { data: { name: 'Budi' } })

    const pages = offlinePages(queryClient)
    expect(pages.map((p) => [p.to, p.title])).toEqual(
      expect.arrayContaining([
        ['/learning/videos', null],
        ['/learning/katalog', null],
        ['/learning/videos/12', 'Dasar Analisis Data'],
        ['/learning/course/4-kepemimpinan', 'Kepemimpinan'],
        ['/learning/katalog/3', 'Katalog Data'],
        ['/learning/channel/2', 'Channel HR'],
      ]),
    )
    expect(pages).toHaveLength(6)
    expect(pages.slice(0, 2).every((p) => p.title === null)).toBe(true)
  })
})
