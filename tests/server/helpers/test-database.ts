import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { describe, inject } from 'vitest'
import { createDatabase, SQLITE_FILE_NAME, type DatabaseHandle, type Engine } from '../../../server/db/database'
import { migrate } from '../../../server/db/migrate'
import { DEMO_PASSWORD, dropTestDatabase, onServer, seedForTests, withDatabaseName } from './template-database'

export { DEMO_PASSWORD }

export interface TestEngine {
  engine: Engine
  /** Set for PostgreSQL. */
  url?: string
}

/**
 * Declares a suite once per engine: on SQLite always, and on PostgreSQL when TEST_DATABASE_URL is
 * set (`npm run test:pg`, or scripts/start-test-postgres.sh prints it). Without it the PostgreSQL
 * suite is still declared, and reported as skipped with the reason, rather than vanishing.
 */
export function describeOnEngines(title: string, body: (target: TestEngine) => void): void {
  describe(`${title} on sqlite`, () => body({ engine: 'sqlite' }))
  const url = process.env.TEST_DATABASE_URL
  describe.skipIf(!url)(`${title} on postgres${url ? '' : ` (${POSTGRES_SKIPPED})`}`, () => body({ engine: 'postgres', url: url ?? '' }))
}

/** Why the PostgreSQL half is skipped, in the report. */
export const POSTGRES_SKIPPED = 'skipped: TEST_DATABASE_URL is not set; `npm run test:pg` runs it'

export interface TestDatabase {
  database: DatabaseHandle
  /** Directory the SQLite file lives in (a fresh temp dir), also usable as config.dataDir. */
  dataDir: string
  /** Closes the database and removes everything it created (temp dir or PostgreSQL schema). */
  cleanup(): Promise<void>
}

export interface OpenOptions {
  migrate?: boolean
  seed?: boolean
}

/**
 * A fresh database of its own: a temp dir on SQLite, a new schema (or, when migrated and seeded, a
 * new database) on PostgreSQL. Migrated and seeded (the default) it is a copy of the run's template
 * (tests/server/global-setup.ts), which was migrated and seeded exactly as this would; a file run
 * outside that setup migrates and seeds its own.
 */
export async function openTestDatabase(target: TestEngine, options: OpenOptions = {}): Promise<TestDatabase> {
  const templated = (options.migrate ?? true) && (options.seed ?? true)
  const templates = templated ? inject('testTemplates') : undefined
  if (target.engine === 'sqlite' && templates?.sqliteFile) return copySqliteTemplate(templates.sqliteFile)
  if (target.url && templates?.postgres) return copyPostgresTemplate(target.url, templates.postgres)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-test-'))
  const schema = target.url ? `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}` : undefined
  const database = createDatabase({ dataDir, databaseUrl: target.url }, schema ? { schema } : {})
  const cleanup = async () => {
    await database.close()
    if (target.url && schema) await dropSchema(target.url, schema)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    if (options.migrate ?? true) await migrate(database)
    if (options.seed ?? true) await seedForTests(database)
  } catch (error) {
    await cleanup()
    throw error
  }
  return { database, dataDir, cleanup }
}

function copySqliteTemplate(file: string): TestDatabase {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-test-'))
  fs.copyFileSync(file, path.join(dataDir, SQLITE_FILE_NAME))
  const database = createDatabase({ dataDir, databaseUrl: undefined })
  return {
    database,
    dataDir,
    cleanup: async () => {
      await database.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function copyPostgresTemplate(url: string, template: { database: string; schema: string }): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-test-'))
  const name = `tumbuh_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
  await onServer(url, `create database "${name}" template "${template.database}"`)
  const database = createDatabase({ dataDir, databaseUrl: withDatabaseName(url, name) }, { schema: template.schema })
  return {
    database,
    dataDir,
    cleanup: async () => {
      await database.close()
      await dropTestDatabase(url, name)
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(`drop schema if exists "${schema}" cascade`)
  } finally {
    await client.end()
  }
}
