import type { Migration } from 'kysely'
import type { MigrationDb } from './column-helpers'

/**
 * Course packages from content packs (issue 41, decision 056).
 * - course_packages.archived_at: set when a package is gone from the pack that carries packages;
 *   it leaves catalogues, lists and search, while its page, enrolments and progress stay.
 *   course_packages.from_pack: 1 on packages a pack brought (seeded ones keep null and are never
 *   archived by a pack).
 * - course_materials.key: the author's key of a material within its package, so an edited,
 *   reordered or grown package keeps each material's row (material_progress points at it).
 *   course_materials.archived_at: a material gone from its package; it takes position -id so the
 *   (package, position) unique index stays free, and every count of a package's materials skips it.
 */
async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('course_packages').addColumn('archived_at', 'varchar(32)').execute()
  await db.schema.alterTable('course_packages').addColumn('from_pack', 'integer').execute()
  await db.schema.alterTable('course_materials').addColumn('key', 'varchar(120)').execute()
  await db.schema.alterTable('course_materials').addColumn('archived_at', 'varchar(32)').execute()
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('course_materials').dropColumn('archived_at').execute()
  await db.schema.alterTable('course_materials').dropColumn('key').execute()
  await db.schema.alterTable('course_packages').dropColumn('from_pack').execute()
  await db.schema.alterTable('course_packages').dropColumn('archived_at').execute()
}

export const packPackages: Migration = { up, down }
