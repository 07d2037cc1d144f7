/** One page of a list as a repository answers it: the page's items and how many there are in all. */
export interface Page<T> {
  items: T[]
  total: number
}

/**
 * The answer of every paginated endpoint (the contract's `pageOf`): the page's items and its
 * `meta`. The one place `total_pages` is worked out (no items: 0 pages).
 */
export function paginated<T>({ items, total }: Page<T>, { page, limit }: { page: number; limit: number }) {
  return { data: items, meta: { page, limit, total, total_pages: Math.ceil(total / limit) } }
}
