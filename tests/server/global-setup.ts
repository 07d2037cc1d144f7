import type { TestProject } from 'vitest/node'
import { makePostgresTemplate, makeSqliteTemplate, type TemplateDatabases } from './helpers/template-database'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated and seeded databases openTestDatabase copies (tests/server/helpers/template-database.ts). */
    testTemplates: TemplateDatabases
  }
}

/**
 * Migrates and seeds one database per engine before any server test file runs; each file then
 * gets a copy of its own (openTestDatabase: a file copy on SQLite, CREATE DATABASE … TEMPLATE on
 * PostgreSQL) instead of migrating and seeding again, which hashed every demo employee's password
 * (scrypt) once per file and engine. Files that ask for an empty or unseeded database still build
 * their own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL
  const [sqlite, postgres] = await Promise.all([makeSqliteTemplate(), url ? makePostgresTemplate(url) : undefined])
  project.provide('testTemplates', {
    sqliteFile: sqlite.file,
    ...(postgres ? { postgres: { database: postgres.database, schema: postgres.schema } } : {}),
  })
  return async () => {
    sqlite.remove()
    await postgres?.remove()
  }
}
