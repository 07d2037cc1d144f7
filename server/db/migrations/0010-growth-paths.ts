import { sql, type Migration } from 'kysely'
import { withId, type MigrationDb } from './column-helpers'

/**
 * Growth paths (issue 13): career programmes with a syllabus of modules and items, and each
 * employee's transaction with a path (the spec's "growthpath-trx").
 * - growth_path_items: one step of a module. `kind` says what it is: the learning area's video,
 *   package or in-class event (`content_id`), a document or a link (`url`), or an assignment.
 *   Only `required` items count towards finishing.
 * - growth_path_trx is unique per (path, employee): taking a path twice makes one row. Progress
 *   is a row per item done (unique), never removed: progress only goes forward.
 * - growth_path_submissions: one per (trx, item), replaced until a mentor reviews it; the file
 *   is stored under DATA_DIR with a random name, its kind told by its content.
 * - Ratings and likes: one per (path, employee); a rating is replaced when given again.
 */
async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('growth_paths'))
    .addColumn('slug', 'varchar(160)', (col) => col.notNull().unique())
    .addColumn('title', 'varchar(240)', (col) => col.notNull())
    .addColumn('summary', 'varchar(400)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('outcomes', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('category_id', 'integer', (col) => col.references('growth_path_categories.id').onDelete('set null'))
    .addColumn('level', 'varchar(16)', (col) => col.notNull())
    .addColumn('duration_weeks', 'integer', (col) => col.notNull())
    .addColumn('thumbnail_url', 'varchar(400)', (col) => col.notNull())
    .addColumn('owner_id', 'integer', (col) => col.references('employees.id').onDelete('set null'))
    .addColumn('published_at', 'varchar(32)', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('growth_path_skill_links')
    .addColumn('growth_path_id', 'integer', (col) => col.notNull().references('growth_paths.id').onDelete('cascade'))
    .addColumn('skill_id', 'integer', (col) => col.notNull().references('growth_path_skills.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('growth_path_skill_links_pk', ['growth_path_id', 'skill_id'])
    .execute()

  await withId(db, db.schema.createTable('growth_path_modules'))
    .addColumn('growth_path_id', 'integer', (col) => col.notNull().references('growth_paths.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('title', 'varchar(240)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('growth_path_modules_path_position_idx').on('growth_path_modules').columns(['growth_path_id', 'position']).unique().execute()

  await withId(db, db.schema.createTable('growth_path_items'))
    .addColumn('module_id', 'integer', (col) => col.notNull().references('growth_path_modules.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('title', 'varchar(240)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('required', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('duration_min', 'integer', (col) => col.notNull())
    .addColumn('content_id', 'integer')
    .addColumn('url', 'varchar(500)')
    .execute()
  await db.schema.createIndex('growth_path_items_module_position_idx').on('growth_path_items').columns(['module_id', 'position']).unique().execute()

  await withId(db, db.schema.createTable('growth_path_announcements'))
    .addColumn('growth_path_id', 'integer', (col) => col.notNull().references('growth_paths.id').onDelete('cascade'))
    .addColumn('title', 'varchar(240)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('author_id', 'integer', (col) => col.references('employees.id').onDelete('set null'))
    .addColumn('published_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('growth_path_announcements_path_idx').on('growth_path_announcements').columns(['growth_path_id', 'published_at']).execute()

  await withId(db, db.schema.createTable('growth_path_trx'))
    .addColumn('growth_path_id', 'integer', (col) => col.notNull().references('growth_paths.id').onDelete('cascade'))
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('taken_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .addColumn('certificate_no', 'varchar(40)')
    .execute()
  await db.schema.createIndex('growth_path_trx_path_employee_idx').on('growth_path_trx').columns(['growth_path_id', 'employee_id']).unique().execute()
  await db.schema.createIndex('growth_path_trx_employee_idx').on('growth_path_trx').columns(['employee_id', 'updated_at']).execute()

  await db.schema
    .createTable('growth_path_progress')
    .addColumn('trx_id', 'integer', (col) => col.notNull().references('growth_path_trx.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (col) => col.notNull().references('growth_path_items.id').onDelete('cascade'))
    .addColumn('done_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('growth_path_progress_pk', ['trx_id', 'item_id'])
    .execute()

  await withId(db, db.schema.createTable('growth_path_submissions'))
    .addColumn('trx_id', 'integer', (col) => col.notNull().references('growth_path_trx.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (col) => col.notNull().references('growth_path_items.id').onDelete('cascade'))
    .addColumn('text', 'text')
    .addColumn('file_name', 'varchar(200)')
    .addColumn('file_stored', 'varchar(80)')
    .addColumn('file_kind', 'varchar(8)')
    .addColumn('file_size', 'integer')
    .addColumn('submitted_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('submitted'))
    .addColumn('feedback', 'text')
    .execute()
  await db.schema.createIndex('growth_path_submissions_trx_item_idx').on('growth_path_submissions').columns(['trx_id', 'item_id']).unique().execute()

  await db.schema
    .createTable('growth_path_ratings')
    .addColumn('growth_path_id', 'integer', (col) => col.notNull().references('growth_paths.id').onDelete('cascade'))
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (col) => col.notNull().check(sql`rating between 1 and 5`))
    .addColumn('review', 'text')
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('growth_path_ratings_pk', ['growth_path_id', 'employee_id'])
    .execute()

  await db.schema
    .createTable('growth_path_likes')
    .addColumn('growth_path_id', 'integer', (col) => col.notNull().references('growth_paths.id').onDelete('cascade'))
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('liked_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('growth_path_likes_pk', ['growth_path_id', 'employee_id'])
    .execute()
}

async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    'growth_path_likes',
    'growth_path_ratings',
    'growth_path_submissions',
    'growth_path_progress',
    'growth_path_trx',
    'growth_path_announcements',
    'growth_path_items',
    'growth_path_modules',
    'growth_path_skill_links',
    'growth_paths',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}

export const growthPaths: Migration = { up, down }
