import type { Migration } from 'kysely'
import type { MigrationDb } from './column-helpers'

/**
 * Growth paths from content packs (issue 41, decision 064).
 * - growth_paths.archived_at: set when a path is gone from the pack that carries growth paths; it
 *   leaves the lists, search, suggestions and recommendations and cannot be taken, while those who
 *   took it still see it with their progress. growth_paths.from_pack: 1 on paths a pack brought
 *   (seeded ones keep null and are never archived by a pack).
 * - growth_path_modules.key / growth_path_items.key: the author's keys of a stage and of an item
 *   (items and assignments) within their path, so an edited, reordered or grown path keeps each
 *   row (progress and submissions point at items). archived_at: a stage or item gone from its
 *   path; it takes position -id so the unique position indexes stay free, and the syllabus and
 *   every count skip it.
 */
async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('growth_paths').addColumn('archived_at', 'varchar(32)').execute()
  await db.schema.alterTable('growth_paths').addColumn('from_pack', 'integer').execute()
  await db.schema.alterTable('growth_path_modules').addColumn('key', 'varchar(120)').execute()
  await db.schema.alterTable('growth_path_modules').addColumn('archived_at', 'varchar(32)').execute()
  await db.schema.alterTable('growth_path_items').addColumn('key', 'varchar(120)').execute()
  await db.schema.alterTable('growth_path_items').addColumn('archived_at', 'varchar(32)').execute()
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('growth_path_items').dropColumn('archived_at').execute()
  await db.schema.alterTable('growth_path_items').dropColumn('key').execute()
  await db.schema.alterTable('growth_path_modules').dropColumn('archived_at').execute()
  await db.schema.alterTable('growth_path_modules').dropColumn('key').execute()
  await db.schema.alterTable('growth_paths').dropColumn('from_pack').execute()
  await db.schema.alterTable('growth_paths').dropColumn('archived_at').execute()
}

export const packGrowthPaths: Migration = { up, down }
