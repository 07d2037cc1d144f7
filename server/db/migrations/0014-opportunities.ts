import type { Migration } from 'kysely'
import { withId, type MigrationDb } from './column-helpers'

/**
 * Job opportunities and HR as a role (issue 16).
 * - employee_roles: the roles the embedded identity provider puts in its tokens (`roles` claim); an
 *   external provider (Keycloak) keeps its own, and this table is then unused.
 * - sessions.roles: the app roles a session's tokens carried (JSON array of strings), refreshed with
 *   every token refresh. Sessions opened before this migration start with none until their next refresh.
 * - learning_category_skills: which growth-path skills a learning category teaches, so that completed
 *   learning (packages and videos have a category, not skills) counts towards an opening's skills,
 *   and a category's packages are offered for a missing skill.
 * - opportunities, opportunity_skills: openings (a slug for the page, unit, location, employee
 *   status, rich-text description and requirements, the last day to apply as a Jakarta day) and the
 *   skills each asks for.
 * - opportunity_applications: one per person and opening, enforced by a unique index (so two
 *   applications sent at the same moment leave one row); status moves by conditional UPDATEs.
 *   The CV is stored under DATA_DIR/uploads/cv with a random name (cv_stored).
 * - opportunity_application_events: every change of an application's status, with HR's note and who
 *   made it (its history).
 */
async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('employee_roles')
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('role', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('employee_roles_pk', ['employee_id', 'role'])
    .execute()

  await db.schema
    .alterTable('sessions')
    .addColumn('roles', 'varchar(500)', (col) => col.notNull().defaultTo('[]'))
    .execute()

  await db.schema
    .createTable('learning_category_skills')
    .addColumn('category_id', 'integer', (col) => col.notNull().references('learning_categories.id').onDelete('cascade'))
    .addColumn('skill_id', 'integer', (col) => col.notNull().references('growth_path_skills.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('learning_category_skills_pk', ['category_id', 'skill_id'])
    .execute()

  await withId(db, db.schema.createTable('opportunities'))
    .addColumn('slug', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('title', 'varchar(160)', (col) => col.notNull())
    .addColumn('business_unit_id', 'integer', (col) => col.notNull().references('business_units.id'))
    .addColumn('company_location_id', 'integer', (col) => col.notNull().references('company_locations.id'))
    .addColumn('employee_status_id', 'integer', (col) => col.notNull().references('employee_statuses.id'))
    .addColumn('summary', 'varchar(300)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('requirements', 'text', (col) => col.notNull())
    .addColumn('closing_day', 'varchar(10)', (col) => col.notNull())
    .addColumn('posted_by', 'integer', (col) => col.references('employees.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('opportunities_closing_idx').on('opportunities').column('closing_day').execute()
  await db.schema.createIndex('opportunities_unit_idx').on('opportunities').columns(['business_unit_id', 'closing_day']).execute()

  await db.schema
    .createTable('opportunity_skills')
    .addColumn('opportunity_id', 'integer', (col) => col.notNull().references('opportunities.id').onDelete('cascade'))
    .addColumn('skill_id', 'integer', (col) => col.notNull().references('growth_path_skills.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('opportunity_skills_pk', ['opportunity_id', 'skill_id'])
    .execute()

  await withId(db, db.schema.createTable('opportunity_applications'))
    .addColumn('opportunity_id', 'integer', (col) => col.notNull().references('opportunities.id').onDelete('cascade'))
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('motivation', 'text', (col) => col.notNull())
    .addColumn('cv_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('cv_stored', 'varchar(64)', (col) => col.notNull())
    .addColumn('cv_kind', 'varchar(8)', (col) => col.notNull())
    .addColumn('cv_size', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('opportunity_applications_once', ['opportunity_id', 'employee_id'])
    .execute()
  await db.schema.createIndex('opportunity_applications_employee_idx').on('opportunity_applications').columns(['employee_id', 'created_at']).execute()

  await withId(db, db.schema.createTable('opportunity_application_events'))
    .addColumn('application_id', 'integer', (col) => col.notNull().references('opportunity_applications.id').onDelete('cascade'))
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('note', 'text')
    .addColumn('actor_id', 'integer', (col) => col.references('employees.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('opportunity_application_events_app_idx').on('opportunity_application_events').column('application_id').execute()
}

async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    'opportunity_application_events',
    'opportunity_applications',
    'opportunity_skills',
    'opportunities',
    'learning_category_skills',
    'employee_roles',
  ]) {
    await db.schema.dropTable(table).execute()
  }
  await db.schema.alterTable('sessions').dropColumn('roles').execute()
}

export const opportunities: Migration = { up, down }
