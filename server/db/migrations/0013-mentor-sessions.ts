import { sql, type Migration } from 'kysely'
import type { MigrationDb } from './column-helpers'

/**
 * Answering, cancelling and rating mentor sessions (issue 15, part 2).
 * - location: where to meet, given by the mentor on accepting (the meeting link online, the place
 *   in person).
 * - cancelled_by ('mentor' or 'mentee') and cancel_reason: who cancelled, and why when they said.
 * - rated_at: when the mentee rated it; a mentor's reviews are listed newest first by it. Sessions
 *   rated before this migration take their last change as that moment.
 * - mentor_sessions_mentor_idx: a mentor's sessions of every status by time (the schedule, the
 *   ratings on a card). The slot index over (mentor_id, starts_at) only covers the sessions that
 *   hold their hour, so it cannot serve a list that shows declined and cancelled ones too.
 */
async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('mentor_sessions').addColumn('location', 'text').execute()
  await db.schema.alterTable('mentor_sessions').addColumn('cancelled_by', 'varchar(10)').execute()
  await db.schema.alterTable('mentor_sessions').addColumn('cancel_reason', 'text').execute()
  await db.schema.alterTable('mentor_sessions').addColumn('rated_at', 'varchar(32)').execute()
  await sql`update mentor_sessions set rated_at = updated_at where rating is not null`.execute(db)
  await db.schema.createIndex('mentor_sessions_mentor_idx').on('mentor_sessions').columns(['mentor_id', 'starts_at']).execute()
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('mentor_sessions_mentor_idx').execute()
  for (const column of ['rated_at', 'cancel_reason', 'cancelled_by', 'location']) await db.schema.alterTable('mentor_sessions').dropColumn(column).execute()
}

export const mentorSessions: Migration = { up, down }
