import type { Migration } from 'kysely'
import type { MigrationDb } from './column-helpers'

/**
 * - employees.oidc_issuer + oidc_subject: the identity an employee signed in with, so a sign-in
 *   finds its employee by (issuer, sub) and never again by a username another identity could claim.
 *   Unique together when set (NULLs are distinct in a unique index on both engines).
 * - sign_in_attempts.client_ip: the lockout counts per account and client address, so a stranger
 *   who knows a username cannot lock its owner out.
 */
async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('employees').addColumn('oidc_issuer', 'varchar(500)').execute()
  await db.schema.alterTable('employees').addColumn('oidc_subject', 'varchar(255)').execute()
  await db.schema.createIndex('employees_oidc_identity_idx').on('employees').columns(['oidc_issuer', 'oidc_subject']).unique().execute()

  await db.schema.alterTable('sign_in_attempts').addColumn('client_ip', 'varchar(64)').execute()
  await db.schema.createIndex('sign_in_attempts_key_ip_idx').on('sign_in_attempts').columns(['login_key', 'client_ip', 'created_at']).execute()
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('sign_in_attempts_key_ip_idx').execute()
  await db.schema.alterTable('sign_in_attempts').dropColumn('client_ip').execute()
  await db.schema.dropIndex('employees_oidc_identity_idx').execute()
  await db.schema.alterTable('employees').dropColumn('oidc_subject').execute()
  await db.schema.alterTable('employees').dropColumn('oidc_issuer').execute()
}

export const signInLinks: Migration = { up, down }
