import { afterEach, describe, expect, it, vi } from 'vitest'
import { pageDataRequests } from '@/contract/page-data'
import { catalogQueries } from '@/features/learning/api/catalog-queries'
import { videoQueries } from '@/features/learning/api/video-queries'
import { pathParams } from '@/shared/app-routes'

/** The URL a query's first call fetches, read from a stand-in fetch (the answer does not matter). */
async function firstRequest(run: () => Promise<unknown>): Promise<string> {
  const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'))
  vi.stubGlobal('fetch', fetch)
  await run().catch(() => undefined)
  expect(fetch).toHaveBeenCalledTimes(1)
  return String(fetch.mock.calls[0]![0])
}

const context = { signal: new AbortController().signal, meta: undefined, client: undefined as never }

describe("a page's announced data request (decision 040)", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it("is the catalogue's first page, as its list asks for it", async () => {
    const query = catalogQueries.list()
    const asked = await firstRequest(
      () => query.queryFn!({ ...context, queryKey: query.queryKey, pageParam: 1, direction: 'forward' } as never) as Promise<unknown>,
    )
    expect(asked).toBe(pageDataRequests['/learning/katalog']!({}))
    expect(asked).toBe('/api/v2/catalogs?limit=12&page=1')
  })

  it("is the video page's video, read from the path as the page reads it", async () => {
    const query = videoQueries.detail(12)
    const asked = await firstRequest(() => query.queryFn!({ ...context, queryKey: query.queryKey } as never) as Promise<unknown>)
    expect(asked).toBe('/api/v2/courses/videos/12')
    for (const path of ['/learning/videos/12', '/learning/videos/012', '/learning/videos/12/']) {
      expect(pageDataRequests['/learning/videos/{id}']!(pathParams('/learning/videos/{id}', path)!), path).toBe(asked)
    }
    for (const path of ['/learning/videos/0', '/learning/videos/-1', '/learning/videos/abc', '/learning/videos/1.5']) {
      expect(pageDataRequests['/learning/videos/{id}']!(pathParams('/learning/videos/{id}', path)!), path).toBeUndefined()
    }
  })
})

describe('pathParams', () => {
  it('reads named segments, decoded, and refuses a path of another shape', () => {
    expect(pathParams('/learning/videos/{id}', '/learning/videos/50')).toEqual({ id: '50' })
    expect(pathParams('/profile/{id}', '/profile/putri%20m')).toEqual({ id: 'putri m' })
    expect(pathParams('/learning/katalog', '/learning/katalog/')).toEqual({})
    expect(pathParams('/learning/videos/{id}', '/learning/videos')).toBeUndefined()
    expect(pathParams('/learning/videos/{id}', '/learning/videos/50/lain')).toBeUndefined()
    expect(pathParams('/learning/videos/{id}', '/learning/kelas/50')).toBeUndefined()
    expect(pathParams('/profile/{id}', '/profile/%E0%A4%A')).toBeUndefined()
  })
})
