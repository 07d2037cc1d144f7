import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { catalogApi } from '@/contract/learning-catalog'
import { nextPageOf, paginatedQuery } from '@/lib/query/paginated-query'
import { fakeApi } from '../../support/fake-api'

const meta = (page: number, total_pages: number) => ({ page, limit: 2, total: total_pages * 2, total_pages })
const collection = (id: number) => ({ id, slug: `c-${id}`, name: `Koleksi ${id}`, description: '', thumbnail_url: '/t.svg', course_count: 0 })
const course = (id: number) => ({
  id,
  kind: 'video',
  slug: `v-${id}`,
  title: `Video ${id}`,
  summary: '',
  thumbnail_url: '/t.svg',
  category: null,
  duration_s: 60,
  published_at: '2026-01-01T00:00:00.000Z',
  instructor: null,
  participants: 0,
})

/** The query string of each call to `path`, in order. */
function queriesOf(fetch: ReturnType<typeof fakeApi>['fetch'], path: string): Record<string, string>[] {
  return fetch.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((u) => u.pathname === path)
    .map((u) => Object.fromEntries(u.searchParams))
}

describe('paginatedQuery', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks page 1 with the list query, then the next page until the last one', async () => {
    let page = 0
    const api = fakeApi({
      'GET /api/v2/channels': () => {
        page += 1
        return { body: { data: [{ ...collection(page), is_special: false }], meta: meta(page, 2) } }
      },
    })
    vi.stubGlobal('fetch', api.fetch)
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const options = paginatedQuery({ queryKey: ['channels'], endpoint: catalogApi.channels, query: { limit: 2 }, staleTime: 1000 })

    const observer = new InfiniteQueryObserver(client, options)
    const first = await observer.refetch()
    expect(first.data?.pages.map((p) => p.data[0]?.name)).toEqual(['Koleksi 1'])
    expect(observer.getCurrentResult().hasNextPage).toBe(true)
    expect(client.getQueryCache().find({ queryKey: ['channels'] })?.meta).toEqual({ persist: true })

    const both = await observer.fetchNextPage()
    expect(both.data?.pages.map((p) => p.data[0]?.name)).toEqual(['Koleksi 1', 'Koleksi 2'])
    // The answer of page 2 says it is the last.
    expect(both.hasNextPage).toBe(false)
    expect(queriesOf(api.fetch, '/api/v2/channels')).toEqual([
      { limit: '2', page: '1' },
      { limit: '2', page: '2' },
    ])
  })

  it('fills path parameters and reshapes an answer whose page sits inside it', async () => {
    const api = fakeApi({
      'GET /api/v2/channels/5': { body: { data: { ...collection(5), is_special: false, courses: { data: [course(9)], meta: meta(1, 1) } } } },
    })
    vi.stubGlobal('fetch', api.fetch)
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const options = paginatedQuery({
      queryKey: ['channel', 5],
      endpoint: catalogApi.channel,
      params: { id: 5 },
      query: { limit: 2 },
      staleTime: 0,
      toPage: ({ data: { courses, ...channel } }) => ({ ...courses, channel }),
    })
    const answer = await client.fetchInfiniteQuery(options)
    expect(answer.pages[0]?.channel.name).toBe('Koleksi 5')
    expect(answer.pages[0]?.data.map((c) => c.title)).toEqual(['Video 9'])
    expect(queriesOf(api.fetch, '/api/v2/channels/5')).toEqual([{ limit: '2', page: '1' }])
  })

  it('finds the next page from the meta of the last one', () => {
    expect(nextPageOf({ meta: { page: 1, total_pages: 3 } })).toBe(2)
    expect(nextPageOf({ meta: { page: 3, total_pages: 3 } })).toBeUndefined()
    // An empty list has no pages at all.
    expect(nextPageOf({ meta: { page: 1, total_pages: 0 } })).toBeUndefined()
  })
})
