import type { Migration } from 'kysely'
import { withId, type MigrationDb } from './column-helpers'

/**
 * The least learning content progress needs (issue 5 adds columns and tables around it), the
 * learner's progress, and the stored answers of idempotent writes (decision 5).
 * - Progress rows are unique per employee and item, so a write is an upsert and never a second row.
 * - idempotency_keys: unique per (employee, key); the insert that wins the key runs the write.
 */
async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('videos'))
    .addColumn('slug', 'varchar(160)', (col) => col.notNull().unique())
    .addColumn('title', 'varchar(240)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('duration_s', 'integer', (col) => col.notNull())
    .addColumn('category_id', 'integer', (col) => col.notNull().references('learning_categories.id').onDelete('restrict'))
    .addColumn('thumbnail_url', 'varchar(500)', (col) => col.notNull())
    .addColumn('video_url', 'varchar(500)')
    .addColumn('published_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('videos_category_idx').on('videos').column('category_id').execute()

  await withId(db, db.schema.createTable('course_packages'))
    .addColumn('slug', 'varchar(160)', (col) => col.notNull().unique())
    .addColumn('title', 'varchar(240)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('category_id', 'integer', (col) => col.notNull().references('learning_categories.id').onDelete('restrict'))
    .addColumn('thumbnail_url', 'varchar(500)', (col) => col.notNull())
    .execute()

  await withId(db, db.schema.createTable('course_materials'))
    .addColumn('package_id', 'integer', (col) => col.notNull().references('course_packages.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('title', 'varchar(240)', (col) => col.notNull())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('video_id', 'integer', (col) => col.references('videos.id').onDelete('set null'))
    .addColumn('duration_s', 'integer', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('course_materials_package_position_idx').on('course_materials').columns(['package_id', 'position']).unique().execute()

  await db.schema
    .createTable('video_progress')
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('video_id', 'integer', (col) => col.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('position_s', 'integer', (col) => col.notNull())
    .addColumn('duration_s', 'integer', (col) => col.notNull())
    .addColumn('completed_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('video_progress_pk', ['employee_id', 'video_id'])
    .execute()

  await db.schema
    .createTable('package_progress')
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('package_id', 'integer', (col) => col.notNull().references('course_packages.id').onDelete('cascade'))
    .addColumn('current_course_material_id', 'integer', (col) => col.references('course_materials.id').onDelete('set null'))
    .addColumn('completed_at', 'varchar(32)')
    .addColumn('started_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('package_progress_pk', ['employee_id', 'package_id'])
    .execute()

  await db.schema
    .createTable('material_progress')
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('course_material_id', 'integer', (col) => col.notNull().references('course_materials.id').onDelete('cascade'))
    .addColumn('position_s', 'integer', (col) => col.notNull())
    .addColumn('completed_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('material_progress_pk', ['employee_id', 'course_material_id'])
    .execute()

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('key', 'varchar(64)', (col) => col.notNull())
    .addColumn('method', 'varchar(8)', (col) => col.notNull())
    .addColumn('path', 'varchar(500)', (col) => col.notNull())
    .addColumn('request_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['employee_id', 'key'])
    .execute()
  await db.schema.createIndex('idempotency_keys_expires_idx').on('idempotency_keys').column('expires_at').execute()
}

async function down(db: MigrationDb): Promise<void> {
  for (const table of ['idempotency_keys', 'material_progress', 'package_progress', 'video_progress', 'course_materials', 'course_packages', 'videos']) {
    await db.schema.dropTable(table).execute()
  }
}

export const learningProgress: Migration = { up, down }
