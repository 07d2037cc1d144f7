import type { Kysely } from 'kysely'
import type { ImportContext, KindResult } from './types'

/** A row a kind wants, by key (its `slug` column). */
export interface WantedRow {
  key: string
  /** The columns the pack decides; compared with the stored row to tell changed from unchanged. */
  values: Record<string, string | number | null>
  /** Columns written only when the row is new (created_at). */
  onInsert?: Record<string, string | number | null>
  /** Columns written whenever the row is added or changed (updated_at). */
  onWrite?: Record<string, string | number | null>
}

/**
 * Makes `table` hold `wanted` by slug, in the import's transaction: a new key is inserted, a key
 * whose columns differ (or that was archived) is updated in place (same id, so whatever points at
 * it stays), an unchanged one is not written, and a stored key the pack no longer has is archived.
 * Returns what it did and every wanted key's id.
 */
export async function syncRows(
  table: string,
  wanted: readonly WantedRow[],
  { trx, now }: ImportContext,
  /** A column set only on rows a pack brought: rows where it is null (seeded) are never archived. */
  managed?: string,
): Promise<KindResult & { ids: Map<string, number> }> {
  // The table's name comes from the kind, not the pack; Kysely's types cannot follow a name chosen at run time.
  const db = trx as unknown as Kysely<any>
  const columns = [...new Set([...wanted.flatMap((w) => Object.keys(w.values)), ...(managed ? [managed] : [])])]
  const stored = new Map<string, Record<string, unknown>>()
  for (const row of await db.selectFrom(table).select(['id', 'slug', 'archived_at', ...columns]).execute()) stored.set(row.slug as string, row)
  const result = { added: [] as string[], changed: [] as string[], archived: [] as string[], unchanged: 0, ids: new Map<string, number>() }
  for (const want of wanted) {
    const row = stored.get(want.key)
    if (!row) {
      const { id } = await db
        .insertInto(table)
        .values({ slug: want.key, ...want.values, ...want.onInsert, ...want.onWrite })
        .returning('id')
        .executeTakeFirstOrThrow()
      result.ids.set(want.key, Number(id))
      result.added.push(want.key)
      continue
    }
    result.ids.set(want.key, Number(row.id))
    const differs = row.archived_at !== null || Object.entries(want.values).some(([column, value]) => !same(row[column], value))
    if (!differs) {
      result.unchanged += 1
      continue
    }
    await db
      .updateTable(table)
      .set({ ...want.values, ...want.onWrite, archived_at: null })
      .where('id', '=', row.id)
      .execute()
    result.changed.push(want.key)
  }
  const keep = new Set(wanted.map((w) => w.key))
  const gone = [...stored.values()].filter((row) => !keep.has(row.slug as string) && row.archived_at === null && (!managed || row[managed] != null))
  if (gone.length > 0) {
    await db.updateTable(table).set({ archived_at: now }).where('id', 'in', gone.map((row) => row.id)).execute()
    result.archived.push(...gone.map((row) => row.slug as string))
  }
  return result
}

/** Stored and wanted values compare as the database gives them back (numbers may come as text from PostgreSQL's bigint). */
function same(stored: unknown, wanted: string | number | null): boolean {
  if (stored === null || stored === undefined) return wanted === null
  if (typeof wanted === 'number') return Number(stored) === wanted
  return stored === wanted
}
