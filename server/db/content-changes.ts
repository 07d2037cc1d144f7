import { sql, type Transaction } from 'kysely'
import pg from 'pg'
import type { DatabaseHandle } from './database'
import type { Database } from './schema'

/**
 * Issue 41, decision 061: a content import tells every server process on the same PostgreSQL to
 * drop its shared answers at once. The import sends a notification inside its transaction, which
 * PostgreSQL delivers only when (and if) it commits; each server listens on a connection of its own.
 * SQLite needs none of this: each process notices another's commit through `PRAGMA data_version`
 * (`DatabaseHandle.writtenElsewhere`).
 */
export const CONTENT_CHANGES_CHANNEL = 'tumbuh_content_changed'

/** In the import's transaction: delivered to the listeners when it commits. The payload is the schema, so tests sharing a database by schema do not hear each other. */
export async function announceContentChange(trx: Transaction<Database>, engine: DatabaseHandle['engine']): Promise<void> {
  if (engine === 'postgres') await sql`select pg_notify(${CONTENT_CHANGES_CHANNEL}, current_schema())`.execute(trx)
}

export interface ContentChangeListener {
  /** Ends the listening connection and any reconnection planned. */
  stop(): Promise<void>
}

const RECONNECT_MS = 1000

/**
 * Listens for content changes on PostgreSQL and calls `changed` for each, and also whenever it
 * (re)connects: a notification sent while not listening is lost, so a new connection assumes the
 * worst. A lost connection is logged and tried again every second; meanwhile decision 016's bound
 * (shared answers expire after 5 s) still holds. Never throws: a server starts without it.
 */
export function listenForContentChanges(database: DatabaseHandle, changed: () => void, warn: (error: unknown, message: string) => void): ContentChangeListener {
  let client: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined
  let stopped = false
  const url = database.url
  if (database.engine !== 'postgres' || !url) return { stop: async () => {} }

  const lost = (which: pg.Client, error?: unknown) => {
    if (client !== which) return
    client = undefined
    which.end().catch(() => {})
    if (error) warn(error, 'content changes: listening connection lost')
    plan()
  }
  const plan = () => {
    if (stopped || retry) return
    retry = setTimeout(() => {
      retry = undefined
      void connect()
    }, RECONNECT_MS)
    retry.unref()
  }
  const connect = async () => {
    const next = new pg.Client({
      connectionString: url,
      application_name: 'tumbuh-content-changes',
      // A database that does not answer must not hold a closing server.
      connectionTimeoutMillis: 5000,
      ...(database.schema ? { options: `-c search_path=${database.schema}` } : {}),
    })
    let schema: string | undefined
    next.on('notification', (message) => {
      if (message.channel === CONTENT_CHANGES_CHANNEL && message.payload === schema) changed()
    })
    next.on('error', (error) => lost(next, error))
    next.on('end', () => lost(next))
    try {
      await next.connect()
      schema = (await next.query<{ schema: string }>('select current_schema() as schema')).rows[0]?.schema
      await next.query(`listen ${CONTENT_CHANGES_CHANNEL}`)
    } catch (error) {
      next.end().catch(() => {})
      warn(error, 'content changes: could not listen')
      plan()
      return
    }
    if (stopped) {
      await next.end().catch(() => {})
      return
    }
    client = next
    changed()
  }
  const started = connect()
  return {
    async stop() {
      stopped = true
      clearTimeout(retry)
      await started
      const last = client
      client = undefined
      await last?.end().catch(() => {})
    },
  }
}
