import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/** Seconds an employee learned, from the learning-time log every progress write adds to. */
export async function totalLearningSeconds(db: Kysely<Database>, employeeId: number): Promise<number> {
  const row = await db
    .selectFrom('learning_events')
    .select((eb) => eb.fn.sum<number>('seconds').as('total'))
    .where('employee_id', '=', employeeId)
    .executeTakeFirst()
  return Number(row?.total ?? 0)
}
