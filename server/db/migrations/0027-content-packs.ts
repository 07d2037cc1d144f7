import type { Migration } from 'kysely'
import { withId, type MigrationDb } from './column-helpers'

/** The content kinds a pack carries so far (issue 41, decision 052): each gets `archived_at`. */
const ARCHIVABLE = ['help_categories', 'help_topics', 'help_questions', 'banners'] as const

/**
 * Content packs (issue 41, decision 052).
 * - archived_at on each imported kind's table: set when an item is gone from the pack that carries
 *   its kind, so it leaves lists and search while the rows that point at it (votes, progress) stay;
 *   cleared when the item comes back.
 * - content_imports: one row per import (the same pack again to no effect leaves none), with the
 *   pack's manifest, a digest of its files and what it did, so a start knows whether the demo pack
 *   is still the content in use (server/content/demo.ts) and an export names the pack.
 */
async function up(db: MigrationDb): Promise<void> {
  for (const table of ARCHIVABLE) await db.schema.alterTable(table).addColumn('archived_at', 'varchar(32)').execute()
  await withId(db, db.schema.createTable('content_imports'))
    .addColumn('pack_name', 'varchar(80)', (col) => col.notNull())
    .addColumn('pack_version', 'varchar(40)', (col) => col.notNull())
    .addColumn('language', 'varchar(16)', (col) => col.notNull())
    .addColumn('format', 'integer', (col) => col.notNull())
    .addColumn('title', 'varchar(200)')
    .addColumn('description', 'varchar(2000)')
    /** A hash of every file of the pack: the same pack again is known without reading the database. */
    .addColumn('digest', 'varchar(64)', (col) => col.notNull())
    .addColumn('added', 'integer', (col) => col.notNull())
    .addColumn('changed', 'integer', (col) => col.notNull())
    .addColumn('archived', 'integer', (col) => col.notNull())
    .addColumn('imported_at', 'varchar(32)', (col) => col.notNull())
    .execute()
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('content_imports').execute()
  for (const table of ARCHIVABLE) await db.schema.alterTable(table).dropColumn('archived_at').execute()
}

export const contentPacks: Migration = { up, down }
