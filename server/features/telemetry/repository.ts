import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import type { ErrorGroupTable } from '../../db/schema/telemetry'
import type { ErrorReport } from './rules'

export type ErrorGroup = Omit<ErrorGroupTable, 'id'> & { id: number }

/** How many error groups are stored (the cap that keeps a stream of new errors from filling the disk). */
export async function countErrorGroups(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('error_groups')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/**
 * Adds one occurrence to the report's group: a new group with count 1, or count + 1 and the latest
 * time, release and user on the one there (one statement, so two processes at once count both).
 * `allowNew` false: only an existing group is counted (the table is full).
 */
export async function addToErrorGroup(
  db: Kysely<Database>,
  fingerprint: string,
  report: ErrorReport,
  userId: number | null,
  at: string,
  allowNew: boolean,
): Promise<boolean> {
  if (!allowNew) {
    const result = await db
      .updateTable('error_groups')
      .set((eb) => ({ count: eb('count', '+', 1), last_seen: at, last_user_id: userId, release: report.release ?? null }))
      .where('fingerprint', '=', fingerprint)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) > 0
  }
  await db
    .insertInto('error_groups')
    .values({
      fingerprint,
      side: report.side,
      kind: report.kind,
      source: report.source,
      name: report.name,
      message: report.message,
      stack: report.stack ?? null,
      screen: report.screen,
      status: report.status ?? null,
      endpoint: report.endpoint ?? null,
      release: report.release ?? null,
      count: 1,
      first_seen: at,
      last_seen: at,
      last_user_id: userId,
    })
    .onConflict((oc) =>
      oc.column('fingerprint').doUpdateSet((eb) => ({
        count: eb('error_groups.count', '+', 1),
        last_seen: eb.ref('excluded.last_seen'),
        last_user_id: eb.ref('excluded.last_user_id'),
        release: eb.ref('excluded.release'),
      })),
    )
    .execute()
  return true
}

export interface ErrorGroupFilter {
  side?: 'client' | 'server'
  /** Only groups seen at or after this time (ISO). */
  since?: string
  limit: number
}

/** The groups seen most recently first. */
export async function listErrorGroups(db: Kysely<Database>, filter: ErrorGroupFilter): Promise<ErrorGroup[]> {
  let query = db.selectFrom('error_groups').selectAll()
  if (filter.side) query = query.where('side', '=', filter.side)
  if (filter.since) query = query.where('last_seen', '>=', filter.since)
  const rows = await query.orderBy('last_seen', 'desc').orderBy('id', 'desc').limit(filter.limit).execute()
  return rows.map((row) => ({ ...row, count: Number(row.count) }))
}

/** Groups not seen since `before` go (housekeeping). */
export async function deleteErrorGroupsBefore(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db.deleteFrom('error_groups').where('last_seen', '<', before).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Adds `count` views of `screen` on `day` (one statement: insert, or add to the row there). */
export async function addScreenViews(db: Kysely<Database>, day: string, screen: string, count: number): Promise<void> {
  await db
    .insertInto('screen_views')
    .values({ day, screen, count })
    .onConflict((oc) => oc.columns(['day', 'screen']).doUpdateSet((eb) => ({ count: eb('screen_views.count', '+', eb.ref('excluded.count')) })))
    .execute()
}

export interface ScreenSummaryRow {
  screen: string
  views: number
  /** Days (of the period) on which the screen was viewed at least once. */
  days: number
}

/** Views per screen from `fromDay` to `toDay` (inclusive), most viewed first. */
export async function screenViewSummary(db: Kysely<Database>, fromDay: string, toDay: string): Promise<ScreenSummaryRow[]> {
  const rows = await db
    .selectFrom('screen_views')
    .select(['screen', sql<number>`sum(count)`.as('views'), sql<number>`count(*)`.as('days')])
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .groupBy('screen')
    .orderBy(sql`sum(count)`, 'desc')
    .orderBy('screen')
    .execute()
  return rows.map((row) => ({ screen: row.screen, views: Number(row.views), days: Number(row.days) }))
}
