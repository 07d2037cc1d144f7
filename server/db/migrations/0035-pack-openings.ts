import type { Migration } from 'kysely'
import type { MigrationDb } from './column-helpers'

/**
 * Openings from content packs (issue 41, decision 060). opportunities.archived_at: set when an
 * opening is gone from the pack that carries openings: out of the list and its search, not open
 * to applications; its applications and their history stay, and applicants still see it.
 */
async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('opportunities').addColumn('archived_at', 'varchar(32)').execute()
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('opportunities').dropColumn('archived_at').execute()
}

export const packOpenings: Migration = { up, down }
