import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { describe } from 'vitest'
import { createDatabase, type DatabaseHandle, type Engine } from '../../../server/db/database'
import { migrate } from '../../../server/db/migrate'
import { seed } from '../../../server/db/seed/seed'

/** The default DEMO_PASSWORD, which the seeded employees sign in with. */
export const DEMO_PASSWORD = 'tumbuh-demo'

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

/** A fresh, empty database of its own: a temp dir on SQLite, a new schema on PostgreSQL. */
export async function openTestDatabase(target: TestEngine, options: OpenOptions = {}): Promise<TestDatabase> {
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
    if (options.seed ?? true) await seed(database, { demoPassword: DEMO_PASSWORD })
  } catch (error) {
    await cleanup()
    throw error
  }
  return { database, dataDir, cleanup }
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
