import { Migrator, sql, type MigrationResult } from 'kysely'
import type { DatabaseHandle } from './database'
import { migrations } from './migrations/index'

export class MigrationError extends Error {
  constructor(
    message: string,
    readonly results: readonly MigrationResult[],
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.name = 'MigrationError'
  }
}

/**
 * Brings the schema up to the latest migration (a no-op when it already is). Returns the names
 * of the migrations that ran now. Throws MigrationError when one fails.
 */
export async function migrate(database: DatabaseHandle): Promise<string[]> {
  if (database.schema) {
    // Unqualified CREATE TABLEs go to the first schema on search_path, which must exist.
    await sql`create schema if not exists ${sql.id(database.schema)}`.execute(database.db)
  }
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  })
  const { error, results = [] } = await migrator.migrateToLatest()
  if (error) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName ?? 'unknown'
    throw new MigrationError(`Migration ${failed} failed: ${describe(error)}`, results, { cause: error })
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
