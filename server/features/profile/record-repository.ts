import { sql, type Insertable, type Kysely, type Selectable } from 'kysely'
import type { RecordInput, RecordItem, RecordKind, autocompleteFields } from '../../../src/contract/profile-record'
import type { Database } from '../../db/schema'
import type { ProfileRecordTable } from '../../db/schema/profile'

type Row = Selectable<ProfileRecordTable>
type Columns = Omit<Insertable<ProfileRecordTable>, 'id' | 'employee_id' | 'kind' | 'created_at'>
type SuggestField = (typeof autocompleteFields)[number]
type TextColumn = 'title' | 'organizer' | 'event' | 'platform' | 'author'

/** Public URL of a stored cover (served by server/features/profile/cover-routes.ts). */
export const coverUrl = (file: string | null) => (file === null ? null : `/uploads/covers/${file}`)

interface KindMapping<K extends RecordKind> {
  toColumns(input: RecordInput<K>, coverFile: string | null): Columns
  toItem(row: Row): RecordItem<K>
  /** What autocomplete suggests for this kind: API field name → column. */
  suggest: { field: SuggestField; column: TextColumn }[]
}

const base = (row: Row) => ({ id: row.id, created_at: row.created_at })
// Columns a kind always fills are NOT NULL for that kind; `??` keeps the types honest.
const s = (value: string | null) => value ?? ''

/** Which column holds which field, per kind (one table serves all six, migration 0007). */
export const kindMappings: { [K in RecordKind]: KindMapping<K> } = {
  trainings: {
    toColumns: (i) => ({ title: i.title, organizer: i.organizer, start_date: i.start_date, end_date: i.end_date, url: i.certificate_url ?? null }),
    toItem: (r) => ({ ...base(r), title: s(r.title), organizer: s(r.organizer), start_date: r.start_date, end_date: s(r.end_date), certificate_url: r.url }),
    suggest: [
      { field: 'title', column: 'title' },
      { field: 'organizer', column: 'organizer' },
    ],
  },
  'mentor-and-speakers': {
    toColumns: (i) => ({ role: i.role, title: i.title, event: i.event, organizer: i.organizer, start_date: i.date, url: i.url ?? null }),
    toItem: (r) => ({
      ...base(r),
      role: r.role === 'mentor' ? 'mentor' : 'speaker',
      title: s(r.title),
      event: s(r.event),
      organizer: s(r.organizer),
      date: r.start_date,
      url: r.url,
    }),
    suggest: [
      { field: 'event', column: 'event' },
      { field: 'organizer', column: 'organizer' },
    ],
  },
  'work-projects': {
    toColumns: (i) => ({ title: i.title, role: i.role, description: i.description || null, start_date: i.start_date, end_date: i.end_date ?? null }),
    toItem: (r) => ({ ...base(r), title: s(r.title), role: s(r.role), description: r.description, start_date: r.start_date, end_date: r.end_date }),
    suggest: [{ field: 'title', column: 'title' }],
  },
  volunteers: {
    toColumns: (i) => ({ organizer: i.organization, role: i.role, description: i.description || null, start_date: i.start_date, end_date: i.end_date ?? null }),
    toItem: (r) => ({ ...base(r), organization: s(r.organizer), role: s(r.role), description: r.description, start_date: r.start_date, end_date: r.end_date }),
    suggest: [{ field: 'organization', column: 'organizer' }],
  },
  'watched-contents': {
    toColumns: (i) => ({ title: i.title, platform: i.platform, url: i.url, start_date: i.watched_at }),
    toItem: (r) => ({ ...base(r), title: s(r.title), platform: s(r.platform), url: s(r.url), watched_at: r.start_date }),
    suggest: [
      { field: 'title', column: 'title' },
      { field: 'platform', column: 'platform' },
    ],
  },
  'book-reads': {
    toColumns: (i, coverFile) => ({ title: i.title, author: i.author, start_date: i.finished_at, description: i.review || null, cover_file: coverFile }),
    toItem: (r) => ({ ...base(r), title: s(r.title), author: s(r.author), finished_at: r.start_date, review: r.description, cover_url: coverUrl(r.cover_file) }),
    suggest: [
      { field: 'title', column: 'title' },
      { field: 'author', column: 'author' },
    ],
  },
}

/** The columns of one record of `kind` (the seed writes through this too). */
export function recordColumns<K extends RecordKind>(kind: K, input: RecordInput<K>, coverFile: string | null): Columns {
  return (kindMappings[kind] as KindMapping<K>).toColumns(input, coverFile)
}

export async function listRecords<K extends RecordKind>(db: Kysely<Database>, employeeId: number, kind: K, page: number, limit: number) {
  const base = db.selectFrom('user_activities').where('employee_id', '=', employeeId).where('kind', '=', kind)
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const rows = await base
    .selectAll()
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
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

/** True when some record still refers to the cover file (before serving it). */
export async function coverExists(db: Kysely<Database>, file: string): Promise<boolean> {
  const row = await db.selectFrom('user_activities').select('id').where('cover_file', '=', file).executeTakeFirst()
  return row !== undefined
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * Distinct values of the kind's suggestion fields containing `query` (case-insensitive), entries
 * starting with it first, then the most used; at most 8.
 */
export async function autocomplete(db: Kysely<Database>, kind: RecordKind, query: string) {
  const needle = escapeLike(query.toLowerCase())
  const contains = `%${needle}%`
  const prefix = `${needle}%`
  const parts = kindMappings[kind].suggest.map(({ field, column }) =>
    db
      .selectFrom('user_activities')
      .select([sql<SuggestField>`${sql.lit(field)}`.as('field'), sql<string>`${sql.ref(column)}`.as('value')])
      .where('kind', '=', kind)
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
    .limit(8)
    .execute()
  return rows.map((r) => ({ field: r.field, value: r.value }))
}
