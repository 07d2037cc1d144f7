import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

export async function hasUnreadNotifications(db: Kysely<Database>, employeeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('employee_id', '=', employeeId)
    .where('read_at', 'is', null)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}
