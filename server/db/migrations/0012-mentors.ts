import { sql, type Migration } from 'kysely'
import { withId, type MigrationDb } from './column-helpers'

/**
 * Mentors and their sessions (issue 15).
 * - mentors: an employee who mentors, with a bio, expertise (growth-path skills) and status
 *   (active, paused). Availability is weekly, in whole hours of Asia/Jakarta time (mentor_hours:
 *   weekday 1 = Monday … 7, from_hour inclusive, to_hour exclusive), minus days off
 *   (mentor_days_off). Sessions last an hour and start on the hour.
 * - mentor_sessions: a booking. No slot is booked twice and no mentee is in two sessions at once:
 *   unique indexes on (mentor, start) and (mentee, start) over the sessions that hold their time
 *   (requested or accepted), so the database itself refuses the second of two bookings made at the
 *   same moment. With every session an hour on the hour, the same start is the only way to overlap.
 */
async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('mentors'))
    .addColumn('employee_id', 'integer', (col) => col.notNull().unique().references('employees.id').onDelete('cascade'))
    .addColumn('headline', 'varchar(160)', (col) => col.notNull())
    .addColumn('bio', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(12)', (col) => col.notNull().defaultTo('active'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('mentor_skills')
    .addColumn('mentor_id', 'integer', (col) => col.notNull().references('mentors.id').onDelete('cascade'))
    .addColumn('skill_id', 'integer', (col) => col.notNull().references('growth_path_skills.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('mentor_skills_pk', ['mentor_id', 'skill_id'])
    .execute()

  await withId(db, db.schema.createTable('mentor_hours'))
    .addColumn('mentor_id', 'integer', (col) => col.notNull().references('mentors.id').onDelete('cascade'))
    .addColumn('weekday', 'integer', (col) => col.notNull())
    .addColumn('from_hour', 'integer', (col) => col.notNull())
    .addColumn('to_hour', 'integer', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('mentor_hours_mentor_idx').on('mentor_hours').column('mentor_id').execute()

  await db.schema
    .createTable('mentor_days_off')
    .addColumn('mentor_id', 'integer', (col) => col.notNull().references('mentors.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addPrimaryKeyConstraint('mentor_days_off_pk', ['mentor_id', 'day'])
    .execute()

  await withId(db, db.schema.createTable('mentor_sessions'))
    .addColumn('mentor_id', 'integer', (col) => col.notNull().references('mentors.id').onDelete('cascade'))
    .addColumn('mentee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('starts_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('ends_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('topic', 'varchar(160)', (col) => col.notNull())
    .addColumn('note', 'text')
    .addColumn('mode', 'varchar(10)', (col) => col.notNull())
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('decline_reason', 'text')
    .addColumn('rating', 'integer')
    .addColumn('review', 'text')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  const holding = sql<boolean>`status in ('requested', 'accepted')`
  await db.schema.createIndex('mentor_sessions_slot_idx').on('mentor_sessions').columns(['mentor_id', 'starts_at']).unique().where(holding).execute()
  await db.schema.createIndex('mentor_sessions_mentee_time_idx').on('mentor_sessions').columns(['mentee_id', 'starts_at']).unique().where(holding).execute()
  await db.schema.createIndex('mentor_sessions_mentee_idx').on('mentor_sessions').column('mentee_id').execute()
}

async function down(db: MigrationDb): Promise<void> {
  for (const table of ['mentor_sessions', 'mentor_days_off', 'mentor_hours', 'mentor_skills', 'mentors']) await db.schema.dropTable(table).execute()
}

export const mentors: Migration = { up, down }
