import type { Migration } from 'kysely'
import type { MigrationDb } from './column-helpers'

/**
 * The inbox (issue 14): what a notification is about (its icon, and where it leads), and a key per
 * event so that an event notifies each user once even when two server processes (or a scheduler
 * run twice) create it at the same moment: unique per employee and event, null for one-off ones.
 * The list reads a user's notifications newest first by id.
 */
async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('kind', 'varchar(20)', (col) => col.notNull().defaultTo('system')).execute()
  await db.schema.alterTable('notifications').addColumn('event_key', 'varchar(120)').execute()
  await db.schema.createIndex('notifications_event_idx').on('notifications').columns(['employee_id', 'event_key']).unique().execute()
  await db.schema.createIndex('notifications_newest_idx').on('notifications').columns(['employee_id', 'id']).execute()
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('notifications_newest_idx').execute()
  await db.schema.dropIndex('notifications_event_idx').execute()
  await db.schema.alterTable('notifications').dropColumn('event_key').execute()
  await db.schema.alterTable('notifications').dropColumn('kind').execute()
}

export const notifications: Migration = { up, down }
