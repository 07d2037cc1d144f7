import type { Migration } from 'kysely'
import { withId, type MigrationDb } from './column-helpers'

/**
 * The inbox (issue 14): what a notification is about (its icon, and where it leads), and a key per
 * event so that an event notifies each user once even when two server processes (or a scheduler
 * run twice) create it at the same moment: unique per employee and event, null for one-off ones.
 * The list reads a user's notifications newest first by id.
 * - push_subscriptions: a device's Web Push subscription (its push service endpoint and keys), for
 *   the user who made it. An endpoint is one browser profile: when another user subscribes on it,
 *   the row moves to them.
 */
async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('kind', 'varchar(20)', (col) => col.notNull().defaultTo('system')).execute()
  await db.schema.alterTable('notifications').addColumn('event_key', 'varchar(120)').execute()
  await db.schema.createIndex('notifications_event_idx').on('notifications').columns(['employee_id', 'event_key']).unique().execute()
  await db.schema.createIndex('notifications_newest_idx').on('notifications').columns(['employee_id', 'id']).execute()

  await withId(db, db.schema.createTable('push_subscriptions'))
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('endpoint', 'varchar(1000)', (col) => col.notNull().unique())
    .addColumn('p256dh', 'varchar(200)', (col) => col.notNull())
    .addColumn('auth', 'varchar(100)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('push_subscriptions_employee_idx').on('push_subscriptions').column('employee_id').execute()
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('push_subscriptions').execute()
  await db.schema.dropIndex('notifications_newest_idx').execute()
  await db.schema.dropIndex('notifications_event_idx').execute()
  await db.schema.alterTable('notifications').dropColumn('event_key').execute()
  await db.schema.alterTable('notifications').dropColumn('kind').execute()
}

export const notifications: Migration = { up, down }
