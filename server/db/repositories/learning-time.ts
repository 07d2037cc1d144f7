import type { Kysely } from 'kysely'
import { jakartaDay } from '../../../src/shared/dates'
import type { Database } from '../schema'
import type { LearningEventTable } from '../schema/learning-progress'

export interface LearningTime {
  employeeId: number
  kind: LearningEventTable['content_kind']
  /** The video, package or in-class event learned in. */
  contentId: number
  seconds: number
  at: string
}

/**
 * Logs learning time (the seconds learned: progress that moved forward, an attendance). Nothing is written for zero
 * seconds. Called inside the transaction of the write it accounts for.
 */
export async function logLearningTime(db: Kysely<Database>, time: LearningTime): Promise<void> {
  if (time.seconds <= 0) return
  await db
    .insertInto('learning_events')
    .values({
      employee_id: time.employeeId,
      content_kind: time.kind,
      content_id: time.contentId,
      day: jakartaDay(time.at),
      seconds: Math.round(time.seconds),
      created_at: time.at,
    })
    .execute()
}

/** An employee's learning time in all, in seconds (the spec's total learning duration). */
export async function totalLearningTime(db: Kysely<Database>, employeeId: number): Promise<number> {
  const row = await db
    .selectFrom('learning_events')
    .select((eb) => eb.fn.sum<number>('seconds').as('total'))
    .where('employee_id', '=', employeeId)
    .executeTakeFirst()
  return Number(row?.total ?? 0)
}
