import type { Migration } from 'kysely'
import { withId, type MigrationDb } from './column-helpers'

/**
 * The profile (issue 18).
 * - employee_skills: the skills an employee lists on their profile, picked from the master
 *   growth-path skills, in the order they chose.
 * - profile_visibility: who sees each section of the public profile (1 colleagues, 0 the owner
 *   only): `about` (bio, skills), `learning` (statistics, learning feed and learning time) and
 *   `growth_paths` (finished paths). No row: every section public (the default).
 * - profile_documents: a user's documents (CV, certificates; PDF or image by their bytes), stored
 *   under DATA_DIR/uploads/documents with a random name; private to the owner.
 * - competencies, assessment_results: the competency assessments and each employee's dated scores
 *   (0–100) in them; private to the employee.
 */
async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('employee_skills')
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('skill_id', 'integer', (col) => col.notNull().references('growth_path_skills.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('employee_skills_pk', ['employee_id', 'skill_id'])
    .execute()

  await db.schema
    .createTable('profile_visibility')
    .addColumn('employee_id', 'integer', (col) => col.primaryKey().references('employees.id').onDelete('cascade'))
    .addColumn('about_public', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('learning_public', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('growth_paths_public', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()

  await withId(db, db.schema.createTable('profile_documents'))
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('category', 'varchar(16)', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('stored', 'varchar(80)', (col) => col.notNull().unique())
    .addColumn('kind', 'varchar(8)', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('profile_documents_owner_idx').on('profile_documents').columns(['employee_id', 'created_at']).execute()

  await withId(db, db.schema.createTable('competencies'))
    .addColumn('slug', 'varchar(80)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('description', 'varchar(300)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute()

  await withId(db, db.schema.createTable('assessment_results'))
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('competency_id', 'integer', (col) => col.notNull().references('competencies.id').onDelete('cascade'))
    .addColumn('score', 'integer', (col) => col.notNull())
    .addColumn('assessed_on', 'varchar(10)', (col) => col.notNull())
    .addColumn('assessor', 'varchar(120)', (col) => col.notNull())
    .addUniqueConstraint('assessment_results_once', ['employee_id', 'competency_id', 'assessed_on'])
    .execute()
}

async function down(db: MigrationDb): Promise<void> {
  for (const table of ['assessment_results', 'competencies', 'profile_documents', 'profile_visibility', 'employee_skills']) {
    await db.schema.dropTable(table).execute()
  }
}

export const profiles: Migration = { up, down }
