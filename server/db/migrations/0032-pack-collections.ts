import type { Migration } from 'kysely'
import type { MigrationDb } from './column-helpers'

/**
 * Channels and catalogues from content packs (issue 41, decision 056): archived_at (gone from the
 * pack that carries the kind: out of the lists, its page still answers) and from_pack (1 on those
 * a pack brought; seeded ones keep null and are never archived by a pack).
 */
async function up(db: MigrationDb): Promise<void> {
  for (const table of ['channels', 'catalogs']) {
    await db.schema.alterTable(table).addColumn('archived_at', 'varchar(32)').execute()
    await db.schema.alterTable(table).addColumn('from_pack', 'integer').execute()
  }
}

async function down(db: MigrationDb): Promise<void> {
  for (const table of ['catalogs', 'channels']) {
    await db.schema.alterTable(table).dropColumn('from_pack').execute()
    await db.schema.alterTable(table).dropColumn('archived_at').execute()
  }
}

export const packCollections: Migration = { up, down }
