import type { Migration } from 'kysely'
import { withId, type MigrationDb } from './column-helpers'

/**
 * The learning catalogue around videos and course packages (issue 5): instructors, master-list
 * references and view counts on content, comments, channels, catalogues and search histories.
 * - Master-list references are nullable: content may sit outside a unit, topic, profession or field.
 * - Channel and catalogue items point at a video or a package (exactly one of the two), so one list
 *   query can mix both kinds; `position` keeps the editor's order.
 */
async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('instructors'))
    .addColumn('slug', 'varchar(160)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('position', 'varchar(200)')
    .addColumn('photo_url', 'varchar(500)')
    .addColumn('bio', 'text', (col) => col.notNull().defaultTo(''))
    .execute()

  for (const table of ['videos', 'course_packages']) {
    await db.schema.alterTable(table).addColumn('instructor_id', 'integer', (col) => col.references('instructors.id').onDelete('set null')).execute()
    await db.schema.alterTable(table).addColumn('unit_id', 'integer', (col) => col.references('learning_units.id').onDelete('set null')).execute()
    await db.schema.alterTable(table).addColumn('topic_id', 'integer', (col) => col.references('topics.id').onDelete('set null')).execute()
    await db.schema.alterTable(table).addColumn('profession_id', 'integer', (col) => col.references('professions.id').onDelete('set null')).execute()
    await db.schema.alterTable(table).addColumn('field_id', 'integer', (col) => col.references('fields.id').onDelete('set null')).execute()
  }
  await db.schema.alterTable('videos').addColumn('views', 'integer', (col) => col.notNull().defaultTo(0)).execute()
  await db.schema.createIndex('videos_published_idx').on('videos').column('published_at').execute()

  await withId(db, db.schema.createTable('video_comments'))
    .addColumn('video_id', 'integer', (col) => col.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('video_comments_video_idx').on('video_comments').columns(['video_id', 'created_at']).execute()

  for (const table of ['channels', 'catalogs']) {
    await withId(db, db.schema.createTable(table))
      .addColumn('slug', 'varchar(160)', (col) => col.notNull().unique())
      .addColumn('name', 'varchar(200)', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('thumbnail_url', 'varchar(500)', (col) => col.notNull())
      .addColumn('is_special', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
      .execute()
    const owner = table === 'channels' ? 'channel_id' : 'catalog_id'
    await withId(db, db.schema.createTable(`${table.slice(0, -1)}_items`))
      .addColumn(owner, 'integer', (col) => col.notNull().references(`${table}.id`).onDelete('cascade'))
      .addColumn('video_id', 'integer', (col) => col.references('videos.id').onDelete('cascade'))
      .addColumn('package_id', 'integer', (col) => col.references('course_packages.id').onDelete('cascade'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .execute()
    await db.schema.createIndex(`${table.slice(0, -1)}_items_position_idx`).on(`${table.slice(0, -1)}_items`).columns([owner, 'position']).unique().execute()
  }

  await withId(db, db.schema.createTable('search_histories'))
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('keyword', 'varchar(100)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('search_histories_employee_idx').on('search_histories').columns(['employee_id', 'keyword']).execute()
}

async function down(db: MigrationDb): Promise<void> {
  for (const table of ['search_histories', 'catalog_items', 'catalogs', 'channel_items', 'channels', 'video_comments']) {
    await db.schema.dropTable(table).execute()
  }
  await db.schema.dropIndex('videos_published_idx').execute()
  await db.schema.alterTable('videos').dropColumn('views').execute()
  for (const table of ['videos', 'course_packages']) {
    for (const column of ['field_id', 'profession_id', 'topic_id', 'unit_id', 'instructor_id']) {
      await db.schema.alterTable(table).dropColumn(column).execute()
    }
  }
  await db.schema.dropTable('instructors').execute()
}

export const learningCatalog: Migration = { up, down }
