import { sql, type Migration } from 'kysely'
import { isPostgres, withId, type MigrationDb } from './column-helpers'

/**
 * Sign-in: password hashes, server sessions, failed sign-ins (lockout), the embedded identity
 * provider's storage and secrets, and notifications.
 *
 * Employees who first sign in through an external identity provider (Keycloak) are created from
 * their ID token, which knows nothing of business unit, status, location or join date: those
 * columns become nullable (the contract's user detail already allows null for each).
 */
async function up(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    for (const column of ['business_unit_id', 'employee_status_id', 'company_location_id', 'joined_at']) {
      await db.schema.alterTable('employees').alterColumn(column, (col) => col.dropNotNull()).execute()
    }
    await db.schema.alterTable('employees').addColumn('password_hash', 'varchar(255)').execute()
  } else {
    await rebuildSqliteEmployees(db)
  }

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('access_token', 'text', (col) => col.notNull())
    .addColumn('refresh_token', 'text')
    .addColumn('id_token', 'text')
    .addColumn('access_expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_used_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('sessions_employee_idx').on('sessions').column('employee_id').execute()
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute()

  // Failed sign-ins only; a successful one deletes the failures of its login key.
  await withId(db, db.schema.createTable('sign_in_attempts'))
    .addColumn('login_key', 'varchar(254)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('sign_in_attempts_key_idx').on('sign_in_attempts').columns(['login_key', 'created_at']).execute()

  await db.schema
    .createTable('oidc_models')
    .addColumn('model', 'varchar(64)', (col) => col.notNull())
    .addColumn('id', 'varchar(255)', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('grant_id', 'varchar(255)')
    .addColumn('uid', 'varchar(255)')
    .addColumn('user_code', 'varchar(255)')
    .addColumn('expires_at', 'varchar(32)')
    .addColumn('consumed', 'varchar(32)')
    .addPrimaryKeyConstraint('oidc_models_pk', ['model', 'id'])
    .execute()
  await db.schema.createIndex('oidc_models_grant_idx').on('oidc_models').column('grant_id').execute()
  await db.schema.createIndex('oidc_models_uid_idx').on('oidc_models').columns(['model', 'uid']).execute()
  await db.schema.createIndex('oidc_models_user_code_idx').on('oidc_models').columns(['model', 'user_code']).execute()
  await db.schema.createIndex('oidc_models_expires_idx').on('oidc_models').column('expires_at').execute()

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()

  await withId(db, db.schema.createTable('notifications'))
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('link_url', 'varchar(500)')
    .addColumn('read_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('notifications_employee_idx').on('notifications').columns(['employee_id', 'read_at']).execute()
}

/** SQLite cannot drop NOT NULL in place: copy into a new table of the wanted shape. */
async function rebuildSqliteEmployees(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('employees_next'))
    .addColumn('username', 'varchar(80)', (col) => col.notNull().unique())
    .addColumn('given_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('family_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('full_name', 'varchar(240)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('position', 'varchar(200)')
    .addColumn('business_unit_id', 'integer', (col) => col.references('business_units.id').onDelete('restrict'))
    .addColumn('employee_status_id', 'integer', (col) => col.references('employee_statuses.id').onDelete('restrict'))
    .addColumn('company_location_id', 'integer', (col) => col.references('company_locations.id').onDelete('restrict'))
    .addColumn('profile_image', 'varchar(500)')
    .addColumn('bio', 'text')
    .addColumn('joined_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('password_hash', 'varchar(255)')
    .execute()
  const columns = sql.raw(
    'id, username, given_name, family_name, full_name, email, position, business_unit_id, employee_status_id, ' +
      'company_location_id, profile_image, bio, joined_at, created_at, updated_at',
  )
  await sql`insert into employees_next (${columns}) select ${columns} from employees`.execute(db)
  await db.schema.dropTable('employees').execute()
  await db.schema.alterTable('employees_next').renameTo('employees').execute()
  await db.schema.createIndex('employees_business_unit_idx').on('employees').column('business_unit_id').execute()
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('notifications').execute()
  await db.schema.dropTable('app_secrets').execute()
  await db.schema.dropTable('oidc_models').execute()
  await db.schema.dropTable('sign_in_attempts').execute()
  await db.schema.dropTable('sessions').execute()
  // Rows created by sign-in may lack the organisational fields; they cannot go back under NOT NULL.
  await db.schema.alterTable('employees').dropColumn('password_hash').execute()
}

export const auth: Migration = { up, down }
