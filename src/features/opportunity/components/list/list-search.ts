import * as z from 'zod/mini'
import type { OpportunityListQuery } from '@/contract/opportunity'
import { lenient, lenientId, lenientText, withoutEmpty } from '@/lib/lenient-search'

/** The contract's sorts; the first is the server's default (opportunitySorts). */
export const listSorts = ['latest', 'closing', 'fit'] as const satisfies readonly NonNullable<OpportunityListQuery['sort']>[]

/**
 * The search of /opportunity (the spec's "with a query string"): the list's filters and sort,
 * `open=false` to include closed openings, and `tab` for the caller's applications or HR's openings.
 */
export const opportunitySearchSchema = z.object({
  q: lenientText,
  business_unit_id: lenientId,
  company_location_id: lenientId,
  employee_status_id: lenientId,
  sort: lenient(z.enum(listSorts)),
  open: lenient(z.enum(['false'])),
  tab: lenient(z.enum(['lamaran', 'hr'])),
})
export type OpportunitySearch = z.infer<typeof opportunitySearchSchema>

/** The list query of a page's search: empty values and the default sort left out, so equal lists share one cache entry. */
export function toListQuery({ tab: _tab, sort, ...search }: OpportunitySearch, limit = 12): OpportunityListQuery {
  return { limit, ...withoutEmpty(search), ...(sort && sort !== listSorts[0] ? { sort } : {}) }
}
