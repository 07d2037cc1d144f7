import * as z from 'zod/mini'
import { learningSorts, type LearningListQuery } from '@/contract/learning-common'

const lenientId = z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined)

/**
 * The search parameters of a learning list page. A value that does not fit is dropped rather than
 * failing the page: a shared link with a stale filter still opens the list.
 */
export const learningSearchSchema = z.object({
  q: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(100))), undefined),
  category_id: lenientId,
  unit_id: lenientId,
  topic_id: lenientId,
  profession_id: lenientId,
  field_id: lenientId,
  sort: z.catch(z.optional(z.enum(learningSorts)), undefined),
})
export type LearningSearch = z.infer<typeof learningSearchSchema>

export const filterNames = ['category_id', 'unit_id', 'topic_id', 'profession_id', 'field_id'] as const
export type FilterName = (typeof filterNames)[number]

/** The list query of a page's search: empty values left out, so equal filters share one cache entry. */
export function toListQuery(search: LearningSearch, limit = 12): LearningListQuery {
  const query: LearningListQuery = { limit }
  if (search.q) query.q = search.q
  for (const name of filterNames) if (search[name] !== undefined) query[name] = search[name]
  if (search.sort && search.sort !== 'newest') query.sort = search.sort
  return query
}
