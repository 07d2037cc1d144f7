import type { Migration } from 'kysely'
import type { MigrationDb } from './column-helpers'

/**
 * In-class events from content packs (issue 41, decision 058).
 * - archived_at: set when an event is gone from the pack that carries in-class events; it leaves
 *   the lists, today's events, recommendations and reminders, while its registrations and
 *   attendance stay (the study history of those registered still shows it). Cleared when it returns.
 * - from_pack: 1 on events a pack brought; seeded events keep null and are never archived by a pack.
 */
async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('inclass_events').addColumn('archived_at', 'varchar(32)').execute()
  await db.schema.alterTable('inclass_events').addColumn('from_pack', 'integer').execute()
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('inclass_events').dropColumn('from_pack').execute()
  await db.schema.alterTable('inclass_events').dropColumn('archived_at').execute()
}

export const packInclassEvents: Migration = { up, down }
