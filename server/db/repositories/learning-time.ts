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
 * Logs seconds learned (progress that moved forward, an attendance). Nothing is written for zero
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
