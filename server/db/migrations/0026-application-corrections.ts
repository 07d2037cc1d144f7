import type { Migration } from 'kysely'
import type { MigrationDb } from './column-helpers'

/**
 * Corrections of an application's status (issue 40, decision 046): HR takes back the latest HR
 * change, and the history row of the correction names the status it took back (`corrects`); null on
 * every other change. The row's own status is the one the application returned to.
 */
async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('opportunity_application_events').addColumn('corrects', 'varchar(16)').execute()
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('opportunity_application_events').dropColumn('corrects').execute()
}

export const applicationCorrections: Migration = { up, down }
