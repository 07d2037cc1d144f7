import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import type { DatabaseHandle } from './database'

/** Any fixed number: the advisory lock every Tumbuh process takes around its start-up writes. */
const START_LOCK_KEY = 7_418_302_019

/** How long a process waits for another's start-up work on SQLite before it gives up. */
const SQLITE_START_LOCK_WAIT_MS = 120_000

/**
 * Runs `work` (migrations, the seed, the upload import) while holding a PostgreSQL advisory lock,
 * so processes starting together on one database do it one after the other: the second finds
 * nothing left to migrate and seeds over the first's rows instead of racing it. The lock is held
 * by one pooled connection for the duration; `work` uses the others.
 * SQLite: an exclusive transaction on a small file beside the database (`<file>.start-lock`), held
 * by a connection of its own. The database's own write lock is not enough: two processes migrating
 * a new file both read "nothing migrated" and the second's CREATE TABLE failed (two `npm run
 * content -- import` at once showed it). The operating system frees the lock if a process dies.
 */
export async function withStartLock<T>(database: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (database.engine !== 'postgres') {
    if (!database.file) return work()
    const lock = new SQLite(`${database.file}.start-lock`)
    try {
      // Waits (blocking this thread, which has nothing else to do before it has started) while another holds it.
      lock.pragma(`busy_timeout = ${SQLITE_START_LOCK_WAIT_MS}`)
      lock.exec('begin exclusive')
      return await work()
    } finally {
      if (lock.inTransaction) lock.exec('rollback')
      lock.close()
    }
  }
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${START_LOCK_KEY})`.execute(connection)
    try {
      return await work()
    } finally {
      await sql`select pg_advisory_unlock(${START_LOCK_KEY})`.execute(connection)
    }
  })
}
