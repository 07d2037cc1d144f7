import * as z from 'zod/mini'
import type { MentorListQuery } from '@/contract/mentor'

// The route's search is checked before the page's code loads (validateSearch stays in the route
// tree): it is written here rather than imported from the contract, and kept to its words.

const lenientId = z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined)

/**
 * The search parameters of /mentor. A value that does not fit is dropped rather than failing the
 * page: a shared link with a stale filter still opens the list.
 */
export const mentorSearchSchema = z.object({
  q: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(100))), undefined),
  skill_id: lenientId,
  unit_id: lenientId,
  available: z.catch(z.optional(z.enum(['true'])), undefined),
})
export type MentorSearch = z.infer<typeof mentorSearchSchema>

/** Whether the list is narrowed (a text or a filter): the page then shows only the results. */
export const isNarrowed = (search: MentorSearch) =>
  Boolean(search.q) || search.skill_id !== undefined || search.unit_id !== undefined || search.available !== undefined

/** The list query of a page's search, empty values left out so equal lists share one cache entry. */
export function toListQuery(search: MentorSearch, limit = 12): MentorListQuery {
  const query: MentorListQuery = { limit }
  if (search.q) query.q = search.q
  if (search.skill_id !== undefined) query.skill_id = search.skill_id
  if (search.unit_id !== undefined) query.unit_id = search.unit_id
  if (search.available) query.available = 'true'
  return query
}
