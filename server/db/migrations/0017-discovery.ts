import type { Migration } from 'kysely'
import { withId, type MigrationDb } from './column-helpers'

/**
 * Activity records' visibility and Discovery's saved items (issue 18).
 * - user_activities.visibility: 'public' (on the public profile and in colleagues' Discovery feed)
 *   or 'private' (the owner's own list only). Existing records stay public, as they were shown.
 * - discovery_saves: a colleague's public record one keeps on one's own list ("Saya juga mau
 *   baca"); once per employee and record (a unique constraint makes saving twice a no-op); gone
 *   with the record or the employee.
 */
async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('user_activities')
    .addColumn('visibility', 'varchar(10)', (col) => col.notNull().defaultTo('public'))
    .execute()
  await db.schema.createIndex('user_activities_feed_idx').on('user_activities').columns(['visibility', 'created_at']).execute()

  await withId(db, db.schema.createTable('discovery_saves'))
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('record_id', 'integer', (col) => col.notNull().references('user_activities.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('discovery_saves_once', ['employee_id', 'record_id'])
    .execute()
  await db.schema.createIndex('discovery_saves_record_idx').on('discovery_saves').column('record_id').execute()
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('discovery_saves').execute()
  await db.schema.dropIndex('user_activities_feed_idx').execute()
  await db.schema.alterTable('user_activities').dropColumn('visibility').execute()
}

export const discovery: Migration = { up, down }
