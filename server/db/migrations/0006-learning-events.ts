import type { Migration } from 'kysely'
import { withId, type MigrationDb } from './column-helpers'

/**
 * In-class events and registrations, personal interests, and a log of learning time (issue 5).
 * - Package enrolment is no table of its own: it is the package_progress row (0004), which the
 *   first progress write creates too, so "enrolled" and "has progress" can never disagree.
 * - inclass_events.seats_taken is a counter kept in the same transaction as the registrations:
 *   `update … set seats_taken = seats_taken + 1 where seats_taken < seats_total` is atomic on both
 *   engines (PostgreSQL re-checks the condition after waiting for the row lock), so concurrent
 *   registrations never overbook.
 * - learning_events: seconds learned per user, content and Jakarta calendar day, written when
 *   progress moves forward and when an attendance is recorded; study statistics, calendars,
 *   favourite categories and the leaderboard sum it.
 */
async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('course_packages').addColumn('published_at', 'varchar(32)', (col) => col.notNull().defaultTo('2025-01-01T00:00:00.000Z')).execute()
  await db.schema.alterTable('course_materials').addColumn('body', 'text').execute()

  await withId(db, db.schema.createTable('inclass_events'))
    .addColumn('slug', 'varchar(160)', (col) => col.notNull().unique())
    .addColumn('title', 'varchar(240)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('category_id', 'integer', (col) => col.notNull().references('learning_categories.id').onDelete('restrict'))
    .addColumn('instructor_id', 'integer', (col) => col.references('instructors.id').onDelete('set null'))
    .addColumn('unit_id', 'integer', (col) => col.references('learning_units.id').onDelete('set null'))
    .addColumn('topic_id', 'integer', (col) => col.references('topics.id').onDelete('set null'))
    .addColumn('profession_id', 'integer', (col) => col.references('professions.id').onDelete('set null'))
    .addColumn('field_id', 'integer', (col) => col.references('fields.id').onDelete('set null'))
    .addColumn('thumbnail_url', 'varchar(500)', (col) => col.notNull())
    .addColumn('starts_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('ends_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('place', 'varchar(240)', (col) => col.notNull())
    .addColumn('city', 'varchar(120)')
    .addColumn('is_online', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('seats_total', 'integer', (col) => col.notNull())
    .addColumn('seats_taken', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('published_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('inclass_events_starts_idx').on('inclass_events').column('starts_at').execute()

  await db.schema
    .createTable('inclass_registrations')
    .addColumn('event_id', 'integer', (col) => col.notNull().references('inclass_events.id').onDelete('cascade'))
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('registered_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('attended_at', 'varchar(32)')
    .addPrimaryKeyConstraint('inclass_registrations_pk', ['event_id', 'employee_id'])
    .execute()
  await db.schema.createIndex('inclass_registrations_employee_idx').on('inclass_registrations').column('employee_id').execute()

  await db.schema
    .createTable('personal_interests')
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('ref_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('personal_interests_pk', ['employee_id', 'kind', 'ref_id'])
    .execute()

  await withId(db, db.schema.createTable('learning_events'))
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('content_kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('content_id', 'integer', (col) => col.notNull())
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('seconds', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('learning_events_employee_day_idx').on('learning_events').columns(['employee_id', 'day']).execute()
}

async function down(db: MigrationDb): Promise<void> {
  for (const table of ['learning_events', 'personal_interests', 'inclass_registrations', 'inclass_events']) {
    await db.schema.dropTable(table).execute()
  }
  await db.schema.alterTable('course_materials').dropColumn('body').execute()
  await db.schema.alterTable('course_packages').dropColumn('published_at').execute()
}

export const learningEvents: Migration = { up, down }
