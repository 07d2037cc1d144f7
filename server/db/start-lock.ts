import { sql } from 'kysely'
import type { DatabaseHandle } from './database'

/** Any fixed number: the advisory lock every Tumbuh process takes around its start-up writes. */
const START_LOCK_KEY = 7_418_302_019

/**
 * Runs `work` (migrations, the seed, the upload import) while holding a PostgreSQL advisory lock,
 * so processes starting together on one database do it one after the other: the second finds
 * nothing left to migrate and seeds over the first's rows instead of racing it. The lock is held
 * by one pooled connection for the duration; `work` uses the others. SQLite (one file, one
 * machine) runs `work` as it is: its own write lock and busy timeout serialize writers.
 */
export async function withStartLock<T>(database: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (database.engine !== 'postgres') return work()
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${START_LOCK_KEY})`.execute(connection)
    try {
      return await work()
    } finally {
      await sql`select pg_advisory_unlock(${START_LOCK_KEY})`.execute(connection)
    }
  })
}
