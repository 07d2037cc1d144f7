import { sql, type Kysely } from 'kysely'
import type { RecordInput, RecordItem, RecordKind } from '../../../src/contract/profile-record'
import type { Database } from '../../db/schema'
import { kindMappings, recordColumns, type KindMapping, type SuggestField } from '../../db/repositories/profile-record-columns'
import { literalLimit } from '../../db/literal-limit'

export { coverUrl, recordColumns } from '../../db/repositories/profile-record-columns'

/**
 * One page of an employee's records of `kind`, newest first. `publicOnly`: what another employee
 * may see (the public profile); the owner's own list has the private ones too, with their flag.
 */
export async function listRecords<K extends RecordKind>(
  db: Kysely<Database>,
  employeeId: number,
  kind: K,
  page: number,
  limit: number,
  { publicOnly }: { publicOnly: boolean },
) {
  let base = db.selectFrom('user_activities').where('employee_id', '=', employeeId).where('kind', '=', kind)
  if (publicOnly) base = base.where('visibility', '=', 'public')
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const rows = await base
    .selectAll()
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
    .limit(literalLimit(limit))
    .offset((page - 1) * limit)
    .execute()
  const mapping = kindMappings[kind] as KindMapping<K>
  return { items: rows.map((r) => mapping.toItem(r)), total: Number(total) }
}

export async function createRecord<K extends RecordKind>(
  db: Kysely<Database>,
  employeeId: number,
  kind: K,
  input: RecordInput<K>,
  coverFile: string | null,
  now: string,
): Promise<RecordItem<K>> {
  const mapping = kindMappings[kind] as KindMapping<K>
  const row = await db
    .insertInto('user_activities')
    .values({ ...recordColumns(kind, input, coverFile), employee_id: employeeId, kind, created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow()
  return mapping.toItem(row)
}

/** What `cover` of an update asks: keep the stored cover, or store this one (null: none). */
export type CoverChange = { keep: true } | { keep: false; file: string | null }

/**
 * Replaces the employee's own record of that kind. Another user's record matches nothing, like an
 * unknown id (undefined: the caller answers 404). Answers the record and the cover file it no
 * longer uses (to remove), if any.
 */
export async function updateRecord<K extends RecordKind>(
  db: Kysely<Database>,
  employeeId: number,
  kind: K,
  id: number,
  input: RecordInput<K>,
  cover: CoverChange,
): Promise<{ item: RecordItem<K>; oldCover: string | null } | undefined> {
  const mapping = kindMappings[kind] as KindMapping<K>
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('user_activities')
      .select('cover_file')
      .where('id', '=', id)
      .where('employee_id', '=', employeeId)
      .where('kind', '=', kind)
      .executeTakeFirst()
    if (!before) return undefined
    const coverFile = cover.keep ? before.cover_file : cover.file
    // Every column the kind uses is set; the ones it does not stay null as when it was added.
    const columns = {
      title: null,
      organizer: null,
      role: null,
      event: null,
      platform: null,
      author: null,
      description: null,
      url: null,
      end_date: null,
      ...recordColumns(kind, input, coverFile),
    }
    const row = await trx
      .updateTable('user_activities')
      .set({ ...columns, cover_file: coverFile })
      .where('id', '=', id)
      .where('employee_id', '=', employeeId)
      .where('kind', '=', kind)
      .returningAll()
      .executeTakeFirst()
    if (!row) return undefined
    return { item: mapping.toItem(row), oldCover: before.cover_file !== coverFile ? before.cover_file : null }
  })
}

/**
 * Deletes the employee's own record of that kind. Another user's record matches nothing, exactly
 * like an unknown id, so the caller answers 404 for both (no hint that the id exists).
 * Answers the deleted row's cover file (to remove), or undefined when nothing was deleted.
 */
export async function deleteRecord(db: Kysely<Database>, employeeId: number, kind: RecordKind, id: number) {
  const row = await db
    .deleteFrom('user_activities')
    .where('id', '=', id)
    .where('employee_id', '=', employeeId)
    .where('kind', '=', kind)
    .returning(['id', 'cover_file'])
    .executeTakeFirst()
  return row
}

/**
 * True when a record still refers to the cover file and `viewerId` may see it: a public record's
 * cover any signed-in employee, a private one's only its owner.
 */
export async function coverVisible(db: Kysely<Database>, file: string, viewerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_activities')
    .select('id')
    .where('cover_file', '=', file)
    .where((eb) => eb.or([eb('visibility', '=', 'public'), eb('employee_id', '=', viewerId)]))
    .executeTakeFirst()
  return row !== undefined
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * Distinct values of the kind's suggestion fields containing `query` (case-insensitive), from
 * public records and the viewer's own, entries
 * starting with it first, then the most used; at most 8.
 */
export async function autocomplete(db: Kysely<Database>, kind: RecordKind, query: string, viewerId: number) {
  const needle = escapeLike(query.toLowerCase())
  const contains = `%${needle}%`
  const prefix = `${needle}%`
  const parts = kindMappings[kind].suggest.map(({ field, column }) =>
    db
      .selectFrom('user_activities')
      .select([sql<SuggestField>`${sql.lit(field)}`.as('field'), sql<string>`${sql.ref(column)}`.as('value')])
      .where('kind', '=', kind)
      // Never a word from someone else's private record.
      .where((eb) => eb.or([eb('visibility', '=', 'public'), eb('employee_id', '=', viewerId)]))
      .where(sql<boolean>`lower(${sql.ref(column)}) like ${contains} escape '\\'`),
  )
  const union = parts.slice(1).reduce((acc, part) => acc.unionAll(part), parts[0]!)
  const rows = await db
    .selectFrom(union.as('s'))
    .select(['s.field', 's.value', (eb) => eb.fn.countAll<number>().as('uses')])
    .groupBy(['s.field', 's.value'])
    .orderBy(sql`max(case when lower(s.value) like ${prefix} escape '\\' then 0 else 1 end)`)
    .orderBy('uses', 'desc')
    .orderBy('s.value')
    .limit(literalLimit(8))
    .execute()
  return rows.map((r) => ({ field: r.field, value: r.value }))
}
