import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema'

// Session recordings (decision 029): batches of rrweb events by recording, read by the operator's
// CLI (npm run recordings) and deleted after the retention period or when the user withdraws.

export interface RecordingBatchRow {
  recording: string
  seq: number
  userId: number
  screen: string
  receivedAt: string
  firstEventAt: number
  lastEventAt: number
  eventCount: number
  events: string
}

/** Who recorded `recording` (its first batch's user), or null when nothing of it is stored. */
export async function recordingOwner(db: Kysely<Database>, recording: string): Promise<number | null> {
  const row = await db.selectFrom('session_recordings').select('user_id').where('recording', '=', recording).limit(1).executeTakeFirst()
  return row ? Number(row.user_id) : null
}

/** Stores one batch; false when that batch (recording and seq) is already there (a repeat is stored once). */
export async function insertRecordingBatch(db: Kysely<Database>, batch: RecordingBatchRow): Promise<boolean> {
  const result = await db
    .insertInto('session_recordings')
    .values({
      recording: batch.recording,
      seq: batch.seq,
      user_id: batch.userId,
      screen: batch.screen,
      received_at: batch.receivedAt,
      first_event_at: batch.firstEventAt,
      last_event_at: batch.lastEventAt,
      event_count: batch.eventCount,
      bytes: batch.events.length,
      events: batch.events,
    })
    .onConflict((oc) => oc.columns(['recording', 'seq']).doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
}

/** Batches received before `before` (ISO) go: the retention period. */
export async function deleteRecordingsBefore(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db.deleteFrom('session_recordings').where('received_at', '<', before).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Every batch of one user's recordings goes (consent withdrawn). */
export async function deleteUserRecordings(db: Kysely<Database>, userId: number): Promise<number> {
  const result = await db.deleteFrom('session_recordings').where('user_id', '=', userId).executeTakeFirst()
  return Number(result.numDeletedRows)
}

export interface RecordingSummary {
  recording: string
  user_id: number
  /** Times of the first and last event (ISO, the page's clock). */
  started: string
  ended: string
  received: string
  batches: number
  events: number
  bytes: number
  /** The screens the batches were cut on, in the order first seen. */
  screens: string[]
}

export interface RecordingFilter {
  /** Only recordings with a batch received at or after this time (ISO). */
  since?: string
  userId?: number
  limit: number
}

/** Recordings, the most recently received first, each summed over its batches. */
export async function listRecordings(db: Kysely<Database>, filter: RecordingFilter): Promise<RecordingSummary[]> {
  let query = db
    .selectFrom('session_recordings')
    .select([
      'recording',
      sql<number>`min(user_id)`.as('user_id'),
      sql<number>`min(first_event_at)`.as('first'),
      sql<number>`max(last_event_at)`.as('last'),
      sql<string>`max(received_at)`.as('received'),
      sql<number>`count(*)`.as('batches'),
      sql<number>`sum(event_count)`.as('events'),
      sql<number>`sum(bytes)`.as('bytes'),
    ])
    .groupBy('recording')
  if (filter.since) query = query.having(sql<string>`max(received_at)`, '>=', filter.since)
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId)
  const rows = await query
    .orderBy(sql`max(received_at)`, 'desc')
    .orderBy('recording')
    .limit(filter.limit)
    .execute()
  if (rows.length === 0) return []
  const screens = await db
    .selectFrom('session_recordings')
    .select(['recording', 'screen'])
    .where(
      'recording',
      'in',
      rows.map((row) => row.recording),
    )
    .orderBy('recording')
    .orderBy('seq')
    .execute()
  const screensOf = new Map<string, string[]>()
  for (const row of screens) {
    const list = screensOf.get(row.recording) ?? []
    if (!list.includes(row.screen)) list.push(row.screen)
    screensOf.set(row.recording, list)
  }
  return rows.map((row) => ({
    recording: row.recording,
    user_id: Number(row.user_id),
    started: new Date(Number(row.first)).toISOString(),
    ended: new Date(Number(row.last)).toISOString(),
    received: row.received,
    batches: Number(row.batches),
    events: Number(row.events),
    bytes: Number(row.bytes),
    screens: screensOf.get(row.recording) ?? [],
  }))
}

/** One recording's events in order (what a replay tool such as rrweb-player takes), or null when there is none. */
export async function recordingEvents(db: Kysely<Database>, recording: string): Promise<{ user_id: number; events: unknown[] } | null> {
  const rows = await db.selectFrom('session_recordings').select(['user_id', 'events']).where('recording', '=', recording).orderBy('seq').execute()
  if (rows.length === 0) return null
  return { user_id: Number(rows[0]!.user_id), events: rows.flatMap((row) => JSON.parse(row.events) as unknown[]) }
}
