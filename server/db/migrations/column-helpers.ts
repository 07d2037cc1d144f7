import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely'

/**
 * The few places where SQLite and PostgreSQL DDL differ, kept here so every migration reads the
 * same on both engines (decision 4).
 */
// Migrations must not depend on today's schema types: they run against every past shape.
export type MigrationDb = Kysely<any>

export function isPostgres(db: MigrationDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

/** Adds an auto-incrementing integer primary key `id` (SQLite rowid alias, PostgreSQL serial). */
export function withId<T extends string>(db: MigrationDb, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
}
