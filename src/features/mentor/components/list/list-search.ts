import * as z from 'zod/mini'
import type { MentorListQuery } from '@/contract/mentor'
import { lenient, lenientId, lenientText, withoutEmpty } from '@/lib/lenient-search'

/** The search parameters of /mentor (the contract's list query, written leniently). */
export const mentorSearchSchema = z.object({
  q: lenientText,
  skill_id: lenientId,
  unit_id: lenientId,
  available: lenient(z.enum(['true'])),
})
export type MentorSearch = z.infer<typeof mentorSearchSchema>

/** Whether the list is narrowed (a text or a filter): the page then shows only the results. */
export const isNarrowed = (search: MentorSearch) => Object.keys(withoutEmpty(search)).length > 0

/** The list query of a page's search, empty values left out so equal lists share one cache entry. */
export const toListQuery = (search: MentorSearch, limit = 12): MentorListQuery => ({ limit, ...withoutEmpty(search) })
