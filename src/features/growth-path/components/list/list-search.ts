import * as z from 'zod/mini'
import type { GrowthPathLevel, GrowthPathListQuery } from '@/contract/growth-path'
import { lenient, lenientId, lenientText } from '@/lib/lenient-search'

// The route's search is checked before the page's code loads (validateSearch stays in the route
// tree, which every page loads): so the contract's lists are repeated here rather than imported,
// and `satisfies` keeps them to the contract's words (tests/src/features/growth-path checks them).

type Sort = NonNullable<GrowthPathListQuery['sort']>

/** The contract's levels, in order (growthPathLevels). */
export const listLevels = ['pemula', 'menengah', 'lanjutan'] as const satisfies readonly GrowthPathLevel[]
/** The contract's sorts; the first is the server's default (growthPathSorts). */
export const listSorts = ['popular', 'newest', 'rating', 'title'] as const satisfies readonly Sort[]

/**
 * The search parameters of /growth-path. A value that does not fit is dropped rather than failing
 * the page: a shared link with a stale filter still opens the list.
 */
export const growthPathSearchSchema = z.object({
  q: lenientText,
  category_id: lenientId,
  skill_id: lenientId,
  level: lenient(z.enum(listLevels)),
  sort: lenient(z.enum(listSorts)),
})
export type GrowthPathSearch = z.infer<typeof growthPathSearchSchema>

/** Whether the list is narrowed (a text or a filter): the page then shows only the results. */
export const isNarrowed = (search: GrowthPathSearch) => Boolean(search.q) || search.category_id !== undefined || search.skill_id !== undefined || search.level !== undefined

/** The list query of a page's search: empty values and the default sort left out, so equal lists share one cache entry. */
export function toListQuery(search: GrowthPathSearch, limit = 12): GrowthPathListQuery {
  const query: GrowthPathListQuery = { limit }
  if (search.q) query.q = search.q
  if (search.category_id !== undefined) query.category_id = search.category_id
  if (search.skill_id !== undefined) query.skill_id = search.skill_id
  if (search.level !== undefined) query.level = search.level
  if (search.sort && search.sort !== listSorts[0]) query.sort = search.sort
  return query
}
