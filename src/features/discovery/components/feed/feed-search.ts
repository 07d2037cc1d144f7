import * as z from 'zod/mini'
import type { DiscoveryFeedQuery } from '@/contract/discovery'
import { recordKinds } from '@/contract/profile-record-kinds'
import { lenient, lenientId, withoutEmpty } from '@/lib/lenient-search'

/** The search of /discovery: the kind and the business unit (a value that does not fit is dropped). */
export const discoverySearchSchema = z.object({
  kind: lenient(z.enum(recordKinds)),
  unit: lenientId,
})
export type DiscoverySearch = z.infer<typeof discoverySearchSchema>

/** The feed query of a page's search, empty values left out so equal lists share one cache entry. */
export const toFeedQuery = (search: DiscoverySearch, limit = 12): DiscoveryFeedQuery => ({ limit, ...withoutEmpty(search) })
