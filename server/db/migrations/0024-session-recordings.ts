import type { Migration } from 'kysely'
import { withId, type MigrationDb } from './column-helpers'

/**
 * Session recording (issue 19, decision 029), off unless SESSION_RECORDING is set and the user
 * agreed. One row per batch of rrweb events a page sent: its recording (a random id the page made),
 * its place in it, the screen (a route pattern), when it arrived, and the events as JSON text, with
 * every input and all text masked on the page. The user id is the one personal datum; a deleted
 * employee's recordings go with them. Rows older than SESSION_RECORDING_DAYS are deleted.
 */
async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('session_recordings'))
    .addColumn('recording', 'varchar(64)', (col) => col.notNull())
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('screen', 'varchar(120)', (col) => col.notNull())
    .addColumn('received_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('first_event_at', 'bigint', (col) => col.notNull())
    .addColumn('last_event_at', 'bigint', (col) => col.notNull())
    .addColumn('event_count', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('events', 'text', (col) => col.notNull())
    .addUniqueConstraint('session_recordings_batch', ['recording', 'seq'])
    .execute()
  await db.schema.createIndex('session_recordings_received_at').on('session_recordings').column('received_at').execute()
  await db.schema.createIndex('session_recordings_user').on('session_recordings').column('user_id').execute()
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('session_recordings').execute()
}

export const sessionRecordings: Migration = { up, down }
