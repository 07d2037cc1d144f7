import type { Migration } from 'kysely'
import { isPostgres, type MigrationDb } from './column-helpers'

/**
 * What a second server process needs and a first one kept on its own disk or in its own memory
 * (issue 19, decision 025).
 * - stored_files: the uploaded files (covers, photos, documents, CVs, assignment files), by kind and
 *   the random name the record refers to, their bytes in the database (BLOB / bytea), so any
 *   process serves what another stored. server/db/repositories/file-store.ts.
 * - leases: who runs a scheduled job now (housekeeping, the notification events) until when, so
 *   two processes do not run it at the same time. server/db/repositories/lease-repository.ts.
 */
async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('stored_files')
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('stored_files_pk', ['kind', 'name'])
    .execute()
  await db.schema
    .createTable('leases')
    .addColumn('name', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('holder', 'varchar(100)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(40)', (col) => col.notNull())
    .execute()
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('leases').execute()
  await db.schema.dropTable('stored_files').execute()
}

export const sharedState: Migration = { up, down }
