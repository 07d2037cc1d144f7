import type { Kysely } from 'kysely'
import type { NamedItem } from '../../../src/contract/common'
import type { UserUpdate } from '../../../src/contract/profile-user'
import { compiledQuery } from '../../db/compiled-query'
import type { Database } from '../../db/schema'
import { saveVisibility } from '../../db/repositories/profile-visibility'

// The profile's own data: skills (master growth-path skills), the fields PUT /user/{id} changes,
// finished growth paths.

// Read by every profile view: compiled once (decision 035).
const skillsQuery = compiledQuery(['employeeId'], (db, { employeeId }: { employeeId: number }) =>
  db
    .selectFrom('employee_skills as es')
    .innerJoin('growth_path_skills as s', 's.id', 'es.skill_id')
    .select(['s.id', 's.name', 's.slug'])
    .where('es.employee_id', '=', employeeId)
    .orderBy('es.position'),
)

export async function skillsOf(db: Kysely<Database>, employeeId: number): Promise<NamedItem[]> {
  return skillsQuery.rows(db, { employeeId })
}

/**
 * Writes the profile in one transaction. `photoUrl`: undefined keeps the picture, null removes it.
 * Answers the picture it replaced, for the caller to delete once the write is in.
 */
export async function saveProfile(
  db: Kysely<Database>,
  employeeId: number,
  update: UserUpdate,
  photoUrl: string | null | undefined,
  now: string,
): Promise<{ previousPhoto: string | null }> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('employees').select('profile_image').where('id', '=', employeeId).executeTakeFirstOrThrow()
    const full = [update.given_name, update.family_name].filter(Boolean).join(' ')
    await trx
      .updateTable('employees')
      .set({
        given_name: update.given_name,
        family_name: update.family_name,
        full_name: full,
        position: update.position || null,
        bio: update.bio || null,
        ...(photoUrl !== undefined ? { profile_image: photoUrl } : {}),
        updated_at: now,
      })
      .where('id', '=', employeeId)
      .execute()
    await trx.deleteFrom('employee_skills').where('employee_id', '=', employeeId).execute()
    if (update.skill_ids.length > 0) {
      await trx
        .insertInto('employee_skills')
        .values(
          update.skill_ids.map((skill_id, i) => ({
            employee_id: employeeId,
            skill_id,
            position: i + 1,
          })),
        )
        .execute()
    }
    await saveVisibility(trx, employeeId, update.visibility, now)
    return {
      previousPhoto: photoUrl !== undefined && before.profile_image !== photoUrl ? before.profile_image : null,
    }
  })
}

const finishedPathsQuery = compiledQuery(['employeeId'], (db, { employeeId }: { employeeId: number }) =>
  db
    .selectFrom('growth_path_trx as t')
    .innerJoin('growth_paths as p', 'p.id', 't.growth_path_id')
    .select(['p.slug', 'p.title', 't.finished_at'])
    .where('t.employee_id', '=', employeeId)
    .where('t.finished_at', 'is not', null)
    .orderBy('t.finished_at', 'desc'),
)

export async function finishedPaths(db: Kysely<Database>, employeeId: number) {
  return finishedPathsQuery.rows(db, { employeeId }) as Promise<{ slug: string; title: string; finished_at: string }[]>
}

/** Whether a stored photo name is some employee's current picture (only those are served). */
export async function photoInUse(db: Kysely<Database>, url: string): Promise<boolean> {
  return (await db.selectFrom('employees').select('id').where('profile_image', '=', url).executeTakeFirst()) !== undefined
}
