import { randomBytes, scryptSync } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { verifyPassword } from '../../../server/auth/password'
import { createDatabase, SQLITE_FILE_NAME, type DatabaseHandle } from '../../../server/db/database'
import { migrate } from '../../../server/db/migrate'
import { employees } from '../../../server/db/seed/employees'
import { seed } from '../../../server/db/seed/seed'

/** The default DEMO_PASSWORD, which the seeded employees sign in with. */
export const DEMO_PASSWORD = 'tumbuh-demo'

/**
 * Where the migrated and seeded databases every test file copies live (tests/server/global-setup.ts
 * makes them once per run): an SQLite file, and on PostgreSQL a database whose one schema holds it.
 */
export interface TemplateDatabases {
  sqliteFile?: string
  postgres?: { database: string; schema: string }
}

/** The PostgreSQL schema the template is migrated and seeded in; every copy keeps the name. */
export const TEMPLATE_SCHEMA = 'tumbuh_test'

/** `url` with another database name (same server, user and options). */
export function withDatabaseName(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

/** Runs one statement on `url`'s server outside any database of ours (CREATE/DROP DATABASE). */
export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * Drops a test database once the last connection to it has closed. A pool that was just ended may
 * still be closing its connections; `with (force)` would terminate them, and each would then report
 * the server's 57P01 as an error of its own (an unhandled error of the test run). So the plain drop
 * is tried again while the database is in use (55006), for up to 5 s, and only then forced.
 */
export async function dropTestDatabase(url: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      return await onServer(url, `drop database if exists "${name}"`)
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  await onServer(url, `drop database if exists "${name}" with (force)`)
}

/**
 * The scrypt cost of the seeded employees' passwords in the test databases: N=2^10, where
 * production hashes at N=2^15 (server/auth/password.ts), 1/32 of the work. A stored hash names
 * its cost (`scrypt$N$r$p$salt$hash`) and verifyPassword derives with the cost it names, so every
 * sign-in as a seeded employee still runs the real check, only cheaper. New passwords are still
 * hashed at the production cost (tests/server/database.test.ts asserts it), and an unknown name is
 * still checked against the production-cost decoy.
 */
export const TEST_PASSWORD_COST = { N: 2 ** 10, r: 8, p: 1 } as const

/**
 * Seeds the demo data as the server does with DEMO_PASSWORD (server/db/seed/seed.ts), except that
 * each seeded employee's hash is made here at TEST_PASSWORD_COST instead of by the seed at the
 * production cost.
 */
export async function seedForTests(handle: DatabaseHandle): Promise<void> {
  await seed(handle)
  const { N, r, p } = TEST_PASSWORD_COST
  const rows = await handle.db
    .selectFrom('employees')
    .select('id')
    .where(
      'username',
      'in',
      employees.map((e) => e.username),
    )
    .execute()
  for (const row of rows) {
    // As server/auth/password.ts stores one: 16 bytes of salt, a 32-byte key, both base64url.
    const salt = randomBytes(16)
    const key = scryptSync(DEMO_PASSWORD.normalize('NFKC'), salt, 32, { N, r, p })
    const hash = ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$')
    await handle.db.updateTable('employees').set({ password_hash: hash }).where('id', '=', row.id).execute()
  }
  // The format is the server's, not this file's: a hash it would not read fails here, not in a sign-in far away.
  const stored = await handle.db.selectFrom('employees').select('password_hash').where('id', '=', rows[0]!.id).executeTakeFirstOrThrow()
  if (!(await verifyPassword(DEMO_PASSWORD, stored.password_hash))) throw new Error('the test-cost password hash does not verify')
}

/** Migrates and seeds exactly as openTestDatabase did for each file before the templates. */
async function fill(handle: ReturnType<typeof createDatabase>): Promise<void> {
  try {
    await migrate(handle)
    await seedForTests(handle)
  } finally {
    await handle.close()
  }
}

export async function makeSqliteTemplate(): Promise<{ file: string; remove(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-test-template-'))
  // Closing checkpoints the WAL into the file, so the file alone is the whole database.
  await fill(createDatabase({ dataDir: dir, databaseUrl: undefined }))
  return { file: path.join(dir, SQLITE_FILE_NAME), remove: () => fs.rmSync(dir, { recursive: true, force: true }) }
}

export async function makePostgresTemplate(url: string): Promise<{ database: string; schema: string; remove(): Promise<void> }> {
  const database = `tumbuh_template_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  await onServer(url, `create database "${database}"`)
  const remove = () => dropTestDatabase(url, database)
  try {
    await fill(createDatabase({ dataDir: os.tmpdir(), databaseUrl: withDatabaseName(url, database) }, { schema: TEMPLATE_SCHEMA }))
  } catch (error) {
    await remove()
    throw error
  }
  return { database, schema: TEMPLATE_SCHEMA, remove }
}
