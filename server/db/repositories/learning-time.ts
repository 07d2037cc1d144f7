import type { Kysely } from 'kysely'
import type { Database } from '../schema'
import type { LearningEventTable } from '../schema/learning-progress'

// The group works in Asia/Jakarta (UTC+7 all year, no daylight saving), so a fixed offset gives
// its calendar day without a time-zone database.
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000

/** The Jakarta calendar day (`YYYY-MM-DD`) of an instant. */
export function jakartaDay(at: Date | string): string {
  return new Date(new Date(at).getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 10)
}

/** The instant a Jakarta calendar day begins (ISO, UTC). */
export function jakartaDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - JAKARTA_OFFSET_MS).toISOString()
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** The instant at `hh:mm` Jakarta time on `day`. */
export function jakartaTime(day: string, hour: number, minute = 0): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + (hour * 60 + minute) * 60_000 - JAKARTA_OFFSET_MS).toISOString()
}

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
