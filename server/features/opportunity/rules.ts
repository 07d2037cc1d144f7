import { applicationStatusSchema, type ApplicationStatus } from '../../../src/contract/opportunity'
import { jakartaDay } from '../../../src/shared/dates'

// Server-only rules of opportunities; the ones the page needs too (status moves, closing, fit) are
// in the contract (src/contract/opportunity.ts).

/** Today as the group reads it: the Jakarta calendar day the closing days are compared with. */
export function todayOf(now: Date): string {
  return jakartaDay(now)
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
