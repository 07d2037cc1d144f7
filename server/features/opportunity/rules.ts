import { applicationStatusSchema, type ApplicationStatus } from '../../../src/contract/opportunity'
import { jakartaDay } from '../../../src/shared/dates'

// Server-only rules of opportunities; the ones the page needs too (status moves, closing, fit) are
// in the contract (src/contract/opportunity.ts).

/** Today as the group reads it: the Jakarta calendar day the closing days are compared with. */
export function todayOf(now: Date): string {
  return jakartaDay(now)
}

/**
 * The last day to apply as people are shown it: an opening archived by the content pack stopped
 * taking applications the day it was archived, if that came before its own closing day.
 */
export function closingDayOf(row: { closing_day: string; archived_at: string | null }): string {
  if (row.archived_at === null) return row.closing_day
  const archived = jakartaDay(new Date(row.archived_at))
  return archived < row.closing_day ? archived : row.closing_day
}

/** A stored status as the contract names it (an unknown one reads as sent). */
export function statusOf(stored: string): ApplicationStatus {
  const parsed = applicationStatusSchema.safeParse(stored)
  return parsed.success ? parsed.data : 'terkirim'
}

/**
 * Who manages an opening's applications: HR (the role the identity provider's token gave) of the
 * opening's own business unit. Both, always: the role alone is not enough, nor is the unit.
 */
export function managesUnit(caller: { roles: readonly string[]; unitId: number | null }, openingUnitId: number): boolean {
  return caller.roles.includes('hr') && caller.unitId !== null && caller.unitId === openingUnitId
}
