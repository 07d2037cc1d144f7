import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely'
import pg from 'pg'
import type { AppConfig } from '../config'
import type { Database } from './schema'

export type Engine = 'sqlite' | 'postgres'

export interface DatabaseHandle {
  db: Kysely<Database>
  engine: Engine
  /** PostgreSQL schema every query runs in (search_path), when one was asked for. */
  schema: string | undefined
  /** SQLite: the database file (its start lock sits beside it, server/db/start-lock.ts). */
  file?: string
  /** PostgreSQL: the connection string (a listening connection of its own uses it, plugins/content-changes.ts). */
  url?: string
  /**
   * SQLite: whether another connection (another process: the content CLI, a second server) has
   * committed a write since the last call (`PRAGMA data_version`, one call into the open file, no
   * I/O). The first call answers false.
   */
  writtenElsewhere?: () => boolean
  /** Closes the connection(s). Safe to call more than once. */
  close(): Promise<void>
}

export interface DatabaseOptions {
  /**
   * PostgreSQL only: run in this schema (it goes first in search_path and holds the migration
   * tables). Tests give each file its own schema so they can share one database.
   */
  schema?: string
}

export const SQLITE_FILE_NAME = 'tumbuh.sqlite'
const PG_INT8_OID = 20

/**
 * Opens the database the configuration names: PostgreSQL when `databaseUrl` is set, otherwise an
 * SQLite file in `dataDir` (created when missing). Nothing is migrated here; see `migrate`.
 */
export function createDatabase(config: Pick<AppConfig, 'dataDir' | 'databaseUrl'>, options: DatabaseOptions = {}): DatabaseHandle {
  let closing: Promise<void> | undefined
  if (config.databaseUrl) {
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPool(config.databaseUrl, options.schema) }) })
    return { db, engine: 'postgres', schema: options.schema, url: config.databaseUrl, close: () => (closing ??= db.destroy()) }
  }
  const sqlite = openSqlite(config.dataDir)
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) })
  return {
    db,
    engine: 'sqlite',
    schema: undefined,
    file: path.join(path.resolve(config.dataDir), SQLITE_FILE_NAME),
    writtenElsewhere: dataVersionWatch(sqlite),
    close: () => (closing ??= db.destroy()),
  }
}

/**
 * `PRAGMA data_version` changes when another connection commits (never for this connection's own
 * writes). better-sqlite3 runs it synchronously on the open connection: no query through Kysely,
 * no file read beyond the shared memory index, about a microsecond.
 */
function dataVersionWatch(sqlite: SQLite.Database): () => boolean {
  const statement = sqlite.prepare('PRAGMA data_version').pluck()
  let seen: number | undefined
  return () => {
    if (!sqlite.open) return false
    const now = statement.get() as number
    const changed = seen !== undefined && now !== seen
    seen = now
    return changed
  }
}

function openSqlite(dataDir: string): SQLite.Database {
  fs.mkdirSync(dataDir, { recursive: true })
  const database = new SQLite(path.join(dataDir, SQLITE_FILE_NAME))
  // WAL lets readers proceed while one request writes; NORMAL sync is durable enough with WAL.
  database.pragma('journal_mode = WAL')
  database.pragma('synchronous = NORMAL')
  database.pragma('foreign_keys = ON')
  // A second process (a migration, a script) may hold the write lock briefly: wait, don't fail.
  database.pragma('busy_timeout = 5000')
  return database
}

/** Most statements kept prepared; the least recently used is dropped first. */
export const STATEMENT_CACHE_SIZE = 500

/**
 * Kysely's SQLite driver prepares every query it runs, and preparing (parsing and planning the
 * SQL) cost about as much as running the catalogue queries. Statements are reusable, so each SQL
 * text is prepared once and kept (values are bound per run, never part of the text). A statement
 * still busy (an iterator of a streamed query) is not handed out twice: a fresh one is prepared.
 */
export function withStatementCache(database: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>()
  return {
    prepare(sql: string) {
      const kept = statements.get(sql)
      if (kept && !kept.busy) {
        statements.delete(sql)
        statements.set(sql, kept)
        return kept
      }
      const statement = database.prepare(sql)
      if (!kept) {
        statements.set(sql, statement)
        if (statements.size > size) statements.delete(statements.keys().next().value as string)
      }
      return statement
    },
    close() {
      statements.clear()
      database.close()
    },
  }
}

function createPool(connectionString: string, schema: string | undefined): pg.Pool {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(`Invalid PostgreSQL schema name "${schema}"`)
  }
  return new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    application_name: 'tumbuh',
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    // count(*) and other bigint results come back as strings by default; our counts are small,
    // and numbers keep the repositories identical on both engines.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === PG_INT8_OID && format !== 'binary'
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
  })
}

export interface PingResult {
  ok: boolean
  latencyMs: number | null
}

/** The health check's query, compiled once: the check runs often (a load balancer's, an uptime monitor's). */
const PING = CompiledQuery.raw('select 1')

/** Runs `select 1`, giving up after `timeoutMs` so a hung database cannot hang the caller. */
export async function pingDatabase(database: DatabaseHandle, timeoutMs = 2000): Promise<PingResult> {
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      database.db.executeQuery(PING),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs)
      }),
    ])
    return { ok: true, latencyMs: Math.round((performance.now() - started) * 100) / 100 }
  } catch {
    return { ok: false, latencyMs: null }
  } finally {
    clearTimeout(timer)
  }
}
