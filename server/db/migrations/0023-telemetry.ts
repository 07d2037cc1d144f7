import type { Migration } from 'kysely'
import { withId, type MigrationDb } from './column-helpers'

/**
 * Telemetry (issue 19, decision 027): the embedded error reporting and screen-view analytics.
 * - error_groups: one row per fingerprint (side, kind, name, message with its numbers masked, screen
 *   or route, status, top stack frame): a repeat adds to `count` and moves `last_seen`. Who met it
 *   last is `last_user_id` (the one personal datum kept); screens are route patterns, never URLs.
 * - screen_views: views counted per Jakarta day and route pattern; no user, no device, no URL.
 */
async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('error_groups'))
    .addColumn('fingerprint', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('side', 'varchar(8)', (col) => col.notNull())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('source', 'varchar(60)', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('message', 'varchar(1000)', (col) => col.notNull())
    .addColumn('stack', 'text')
    .addColumn('screen', 'varchar(200)', (col) => col.notNull())
    .addColumn('status', 'integer')
    .addColumn('endpoint', 'varchar(160)')
    .addColumn('release', 'varchar(40)')
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('first_seen', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_seen', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_user_id', 'integer')
    .execute()
  await db.schema.createIndex('error_groups_last_seen').on('error_groups').column('last_seen').execute()

  await db.schema
    .createTable('screen_views')
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('screen', 'varchar(120)', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('screen_views_pk', ['day', 'screen'])
    .execute()
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('screen_views').execute()
  await db.schema.dropTable('error_groups').execute()
}

export const telemetry: Migration = { up, down }
