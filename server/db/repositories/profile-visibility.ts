import type { Kysely } from 'kysely'
import { allPublic, type ProfileSection, type ProfileVisibility } from '../../../src/contract/profile-user'
import { compiledQuery } from '../compiled-query'
import type { Database } from '../schema'

// Who sees which section of a profile (migration 0016): the owner always; a signed-in colleague a
// section its owner left public (no row: everything public). Every endpoint that shows a figure of
// a section reads it here, so the profile, the learning feed, total-learning-duration and the
// leaderboard agree.

const column = {
  about: 'about_public',
  learning: 'learning_public',
  growth_paths: 'growth_paths_public',
} as const

// Read by every profile view and section check: compiled once (decision 035).
const visibilityRow = compiledQuery(['employeeId'], (db, { employeeId }: { employeeId: number }) =>
  db.selectFrom('profile_visibility').selectAll().where('employee_id', '=', employeeId),
)

export async function visibilityOf(db: Kysely<Database>, employeeId: number): Promise<ProfileVisibility> {
  return visibilityOfRow(await visibilityRow.first(db, { employeeId }))
}

/** The three columns of a visibility row as read, or nulls (or no row) when the owner has none. */
export type VisibilityColumns = { about_public: number | null; learning_public: number | null; growth_paths_public: number | null }

/**
 * A visibility row read with something else (a left join on `profile_visibility`): no row, or its
 * columns all null from the join, is everything public, as in `visibilityOf`.
 */
export function visibilityOfRow(row: VisibilityColumns | undefined): ProfileVisibility {
  if (!row || row.about_public === null || row.learning_public === null || row.growth_paths_public === null) return { ...allPublic }
  return {
    about: row.about_public === 1,
    learning: row.learning_public === 1,
    growth_paths: row.growth_paths_public === 1,
  }
}

export async function saveVisibility(db: Kysely<Database>, employeeId: number, visibility: ProfileVisibility, now: string): Promise<void> {
  const values = {
    about_public: visibility.about ? 1 : 0,
    learning_public: visibility.learning ? 1 : 0,
    growth_paths_public: visibility.growth_paths ? 1 : 0,
    updated_at: now,
  }
  await db
    .insertInto('profile_visibility')
    .values({ employee_id: employeeId, ...values })
    .onConflict((oc) => oc.column('employee_id').doUpdateSet(values))
    .execute()
}

/** Whether `viewerId` may see `section` of `ownerId`'s profile. */
export async function canSeeSection(db: Kysely<Database>, viewerId: number, ownerId: number, section: ProfileSection): Promise<boolean> {
  if (viewerId === ownerId) return true
  return (await visibilityOf(db, ownerId))[section]
}

/**
 * The ids of the employees who hide `section` from colleagues, as a subquery (for lists that show
 * a section's figure of many people at once, such as the leaderboard).
 */
export function ownersHiding(db: Kysely<Database>, section: ProfileSection) {
  return db.selectFrom('profile_visibility').select('employee_id').where(column[section], '=', 0)
}
