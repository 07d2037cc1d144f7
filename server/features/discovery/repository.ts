import type { Kysely, Selectable } from 'kysely'
import type { DiscoveryItem } from '../../../src/contract/discovery'
import { recordKinds, type RecordKind } from '../../../src/contract/profile-record'
import { compiledQuery, type CompiledShape } from '../../db/compiled-query'
import { literalLimit } from '../../db/literal-limit'
import type { Database } from '../../db/schema'
import type { ProfileRecordTable } from '../../db/schema/profile'
import { coverUrl } from '../../db/repositories/profile-record-columns'

// Discovery's read model over the profile records (user_activities, migrations 0007 and 0017):
// other employees' public records in one shape for every kind, and the caller's saved ones.

/** A record's own columns (not its owner or visibility) with its owner and the caller's saved mark. */
type Row = Omit<Selectable<ProfileRecordTable>, 'employee_id' | 'visibility'> & {
  username: string
  full_name: string
  position: string | null
  unit: string | null
  profile_image: string | null
  saved_at: string | null
}

const s = (value: string | null) => value ?? ''

/** One page of items and how many there are in all (the route makes the answer with `paginated`). */
interface Page<T> {
  items: T[]
  total: number
}

/** The title and the "who or where" of each kind (which column holds what: profile-record-columns.ts). */
function describe(kind: RecordKind, r: Row): { title: string; detail: string; role: string | null } {
  switch (kind) {
    case 'trainings':
      return { title: s(r.title), detail: s(r.organizer), role: null }
    case 'mentor-and-speakers':
      return { title: s(r.title), detail: [r.event, r.organizer].filter(Boolean).join(' · '), role: r.role }
    case 'work-projects':
      return { title: s(r.title), detail: s(r.role), role: r.role }
    case 'volunteers':
      return { title: s(r.organizer), detail: s(r.role), role: r.role }
    case 'watched-contents':
      return { title: s(r.title), detail: s(r.platform), role: null }
    case 'book-reads':
      return { title: s(r.title), detail: s(r.author), role: null }
  }
}

const isKind = (kind: string): kind is RecordKind => (recordKinds as readonly string[]).includes(kind)

function toItem(r: Row): DiscoveryItem | null {
  if (!isKind(r.kind)) return null
  return {
    id: r.id,
    kind: r.kind,
    ...describe(r.kind, r),
    date: r.start_date,
    end_date: r.end_date,
    description: r.description,
    url: r.url,
    cover_url: coverUrl(r.cover_file),
    created_at: r.created_at,
    owner: { username: r.username, name: r.full_name, position: r.position, unit: r.unit, profile_image: r.profile_image },
    saved: r.saved_at !== null,
    saved_at: r.saved_at,
  }
}

/** Public records of an employee still there. */
function ownedPublicRecords(db: Kysely<Database>) {
  return db
    .selectFrom('user_activities as a')
    .innerJoin('employees as e', 'e.id', 'a.employee_id')
    .where('a.visibility', '=', 'public')
    .where('a.kind', 'in', [...recordKinds])
}

/** Public records with their owner and whether `viewerId` saved them. */
function publicRecords(db: Kysely<Database>, viewerId: number) {
  return ownedPublicRecords(db)
    .leftJoin('business_units as u', 'u.id', 'e.business_unit_id')
    .leftJoin('discovery_saves as sv', (join) => join.onRef('sv.record_id', '=', 'a.id').on('sv.employee_id', '=', viewerId))
}

const columns = [
  'a.id',
  'a.kind',
  'a.title',
  'a.organizer',
  'a.role',
  'a.event',
  'a.platform',
  'a.author',
  'a.description',
  'a.url',
  'a.start_date',
  'a.end_date',
  'a.cover_file',
  'a.created_at',
  'e.username',
  'e.full_name',
  'e.position',
  'u.name as unit',
  'e.profile_image',
  'sv.created_at as saved_at',
] as const

export interface FeedFilter {
  kind?: RecordKind | undefined
  unit?: number | undefined
  page: number
  limit: number
}

type FeedArgs = { viewerId: number; kind: RecordKind; unit: number; offset: number }

/** The feed's records as filtered: `kind` and `unit` are conditions only when given (each filter is its own SQL). */
function feedRecords(db: Kysely<Database>, { viewerId, kind, unit }: FeedArgs, filter: { kind: boolean; unit: boolean }) {
  let base = publicRecords(db, viewerId).where('a.employee_id', '<>', viewerId)
  if (filter.kind) base = base.where('a.kind', '=', kind)
  if (filter.unit) base = base.where('e.business_unit_id', '=', unit)
  return base
}

/**
 * What the feed counts: the same records without the unit's name and the viewer's save, which are
 * left joins on a unique key (at most one row each) and so change no count (decision 041: SQLite
 * still joined them, 19 -> 15 us of the count).
 */
function feedCounted(db: Kysely<Database>, { viewerId, kind, unit }: FeedArgs, filter: { kind: boolean; unit: boolean }) {
  let base = ownedPublicRecords(db).where('a.employee_id', '<>', viewerId)
  if (filter.kind) base = base.where('a.kind', '=', kind)
  if (filter.unit) base = base.where('e.business_unit_id', '=', unit)
  return base
}

/** The page sizes the contract allows (1–100): each is written into its page query's SQL. */
const MAX_FEED_LIMIT = 100

/**
 * The feed's count and page queries for each combination of filters, compiled once (decision 035):
 * the feed is every signed-in visit's first read of Discovery. The page size is written into the
 * page query's SQL (`literalLimit`, decision 039), so each page size is its own shape (at most 100
 * of them, the contract's range); the offset stays a parameter.
 */
const feedCounts = new Map<string, CompiledShape<FeedArgs, { total: number }>>()
const feedPages = new Map<string, CompiledShape<FeedArgs, Row>>()

function feedShape(filter: { kind: boolean; unit: boolean }, limit: number) {
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_FEED_LIMIT) throw new RangeError(`feed: a page size of ${limit}`)
  const names = ['viewerId', ...(filter.kind ? ['kind' as const] : []), ...(filter.unit ? ['unit' as const] : [])] as const
  const filterKey = `${filter.kind}:${filter.unit}`
  let count = feedCounts.get(filterKey)
  if (!count) {
    count = compiledQuery<FeedArgs, { total: number }>(names, (db, args) => feedCounted(db, args, filter).select((eb) => eb.fn.countAll<number>().as('total')))
    feedCounts.set(filterKey, count)
  }
  const pageKey = `${filterKey}:${limit}`
  let page = feedPages.get(pageKey)
  if (!page) {
    page = compiledQuery<FeedArgs, Row>([...names, 'offset'], (db, args) =>
      feedRecords(db, args, filter)
        .select(columns)
        .orderBy('a.created_at', 'desc')
        .orderBy('a.start_date', 'desc')
        .orderBy('a.id', 'desc')
        .limit(literalLimit(limit))
        .offset(args.offset)
        .$castTo<Row>(),
    )
    feedPages.set(pageKey, page)
  }
  return { count, page }
}

/** Colleagues' public records (never the viewer's own), newest added first, then by the day done. */
export async function feed(db: Kysely<Database>, viewerId: number, { kind, unit, page, limit }: FeedFilter): Promise<Page<DiscoveryItem>> {
  const shape = feedShape({ kind: Boolean(kind), unit: Boolean(unit) }, limit)
  // Values of filters not asked for are not parameters of that shape's SQL.
  const args: FeedArgs = { viewerId, kind: kind ?? 'trainings', unit: unit ?? 0, offset: (page - 1) * limit }
  const counted = await shape.count.first(db, args)
  const rows = await shape.page.rows(db, args)
  return { items: rows.flatMap((r) => toItem(r) ?? []), total: Number(counted!.total) }
}

/** The viewer's saved records still public, last saved first. */
export async function savedItems(db: Kysely<Database>, viewerId: number, page: number, limit: number): Promise<Page<DiscoveryItem>> {
  const base = publicRecords(db, viewerId).where('sv.id', 'is not', null).where('a.employee_id', '<>', viewerId)
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const rows = await base
    .select(columns)
    .orderBy('sv.created_at', 'desc')
    .orderBy('sv.id', 'desc')
    .limit(literalLimit(limit))
    .offset((page - 1) * limit)
    .execute()
  return { items: rows.flatMap((r) => toItem(r as Row) ?? []), total: Number(total) }
}

/** True when `recordId` is another employee's public record (what may be saved). */
async function saveable(db: Kysely<Database>, viewerId: number, recordId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_activities')
    .select('id')
    .where('id', '=', recordId)
    .where('visibility', '=', 'public')
    .where('employee_id', '<>', viewerId)
    .where('kind', 'in', [...recordKinds])
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Saves the record to the viewer's list. Saving twice keeps the first save (the unique constraint
 * decides, so two at once write one row). Undefined when the record is not another employee's
 * public one.
 */
export async function save(db: Kysely<Database>, viewerId: number, recordId: number, now: string): Promise<{ saved_at: string } | undefined> {
  if (!(await saveable(db, viewerId, recordId))) return undefined
  await db
    .insertInto('discovery_saves')
    .values({ employee_id: viewerId, record_id: recordId, created_at: now })
    .onConflict((oc) => oc.columns(['employee_id', 'record_id']).doNothing())
    .execute()
  const row = await db
    .selectFrom('discovery_saves')
    .select('created_at')
    .where('employee_id', '=', viewerId)
    .where('record_id', '=', recordId)
    .executeTakeFirstOrThrow()
  return { saved_at: row.created_at }
}

/** Removes the record from the viewer's list; nothing saved is nothing to remove. */
export async function unsave(db: Kysely<Database>, viewerId: number, recordId: number): Promise<void> {
  await db.deleteFrom('discovery_saves').where('employee_id', '=', viewerId).where('record_id', '=', recordId).execute()
}
