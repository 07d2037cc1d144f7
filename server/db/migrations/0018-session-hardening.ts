import type { Migration } from 'kysely'
import type { MigrationDb } from './column-helpers'

/**
 * Sessions to ASVS level 2 (issue 24, decision 022).
 * - sessions.access_token_hash: sha256 hex of the session's current access token, so a Bearer call
 *   is accepted only while a live session holds that very token (logout, idle or absolute expiry
 *   end it at once). The token itself is stored encrypted (server/auth/token-cipher.ts).
 * - sign_in_attempts.failed_at: when the attempt's password was checked and found wrong (null while
 *   it is under way): the per-address limit counts failures only, so many people signing in at
 *   once from one office address do not refuse each other.
 * - Every session opened before this migration ends: its tokens are in plain text and it has no
 *   hash; its user signs in again (the app shows the signed-out state, the outbox keeps its writes).
 */
async function up(db: MigrationDb): Promise<void> {
  await db.deleteFrom('sessions').execute()
  await db.schema.alterTable('sessions').addColumn('access_token_hash', 'varchar(64)').execute()
  await db.schema.createIndex('sessions_access_token_hash').on('sessions').column('access_token_hash').execute()
  await db.schema.alterTable('sign_in_attempts').addColumn('failed_at', 'varchar(40)').execute()
  await db.schema.createIndex('sign_in_attempts_client_created').on('sign_in_attempts').columns(['client_ip', 'created_at']).execute()
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('sign_in_attempts_client_created').execute()
  await db.schema.alterTable('sign_in_attempts').dropColumn('failed_at').execute()
  await db.schema.dropIndex('sessions_access_token_hash').execute()
  await db.schema.alterTable('sessions').dropColumn('access_token_hash').execute()
}

export const sessionHardening: Migration = { up, down }
