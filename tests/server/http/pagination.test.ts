import { describe, expect, it } from 'vitest'
import { paginated } from '../../../server/http/pagination'

describe('the one pagination answer', () => {
  it("answers the repository's page with its meta, counting a last partial page", () => {
    expect(paginated({ items: ['a', 'b'], total: 21 }, { page: 3, limit: 10 })).toEqual({
      data: ['a', 'b'],
      meta: { page: 3, limit: 10, total: 21, total_pages: 3 },
    })
  })

  it('says 0 pages for an empty list, and takes page and limit from a whole query', () => {
    const query = { page: 1, limit: 12, q: 'excel', sort: 'newest' }
    expect(paginated({ items: [], total: 0 }, query)).toEqual({ data: [], meta: { page: 1, limit: 12, total: 0, total_pages: 0 } })
  })
})
