import type { Migration } from 'kysely'
import { withId, type MigrationDb } from './column-helpers'

/**
 * Users' records of learning outside the platform (trainings, talks, projects, volunteering,
 * watched contents, books). One table for all six kinds: they share owner, dates and the few
 * text fields autocomplete suggests from, so lists, deletes and suggestions are one query each;
 * which columns a kind uses is the repository's mapping (server/db/repositories/activity-*.ts).
 * Dates are calendar days `YYYY-MM-DD` (they compare as text on both engines).
 */
async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('user_activities'))
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    .addColumn('title', 'varchar(200)')
    .addColumn('organizer', 'varchar(200)')
    .addColumn('role', 'varchar(120)')
    .addColumn('event', 'varchar(200)')
    .addColumn('platform', 'varchar(100)')
    .addColumn('author', 'varchar(200)')
    .addColumn('description', 'text')
    .addColumn('url', 'varchar(500)')
    .addColumn('start_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('end_date', 'varchar(10)')
    /** File name under DATA_DIR/uploads/covers (random), never a path the caller chose. */
    .addColumn('cover_file', 'varchar(80)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('user_activities_owner_idx').on('user_activities').columns(['employee_id', 'kind', 'start_date']).execute()
  await db.schema.createIndex('user_activities_kind_title_idx').on('user_activities').columns(['kind', 'title']).execute()
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('user_activities').execute()
}

export const activities: Migration = { up, down }
