import { sql, type Kysely } from 'kysely'
import type { Catalog, Channel } from '../../../src/contract/learning-catalog'
import type { Database } from '../../db/schema'
import { listCards, type CardPage } from '../../db/repositories/course-card-repository'
import { literalLimit } from '../../db/literal-limit'

// Channels and catalogues: curated lists whose items are videos or course packages. One a content
// pack archived leaves the lists (its own page still answers), and an item whose video or package
// was archived is not counted, as the list of its courses no longer shows it.

const liveContent = sql`left join videos v on v.id = ci.video_id left join course_packages p on p.id = ci.package_id`
const isLive = sql`v.archived_at is null and p.archived_at is null`

const channelColumns = (db: Kysely<Database>) =>
  db
    .selectFrom('channels as ch')
    .select([
      'ch.id',
      'ch.slug',
      'ch.name',
      'ch.description',
      'ch.thumbnail_url',
      'ch.is_special',
      sql<number>`(select count(*) from channel_items ci ${liveContent} where ci.channel_id = ch.id and ${isLive})`.as('course_count'),
    ])

type ChannelRow = Awaited<ReturnType<ReturnType<typeof channelColumns>['executeTakeFirstOrThrow']>>

const toChannel = (r: ChannelRow): Channel => ({ ...r, is_special: r.is_special === 1, course_count: Number(r.course_count) })

/** Special channels first, then the editor's order. */
export async function listChannels(db: Kysely<Database>, page: number, limit: number) {
  const { total } = await db.selectFrom('channels').select((eb) => eb.fn.countAll<number>().as('total')).where('archived_at', 'is', null).executeTakeFirstOrThrow()
  const rows = await channelColumns(db)
    .where('ch.archived_at', 'is', null)
    .orderBy('ch.is_special', 'desc')
    .orderBy('ch.sort_order')
    .orderBy('ch.id')
    .limit(literalLimit(limit))
    .offset((page - 1) * limit)
    .execute()
  return { items: rows.map(toChannel), total: Number(total) }
}

export async function findChannel(db: Kysely<Database>, id: number): Promise<Channel | undefined> {
  const row = await channelColumns(db).where('ch.id', '=', id).executeTakeFirst()
  return row && toChannel(row)
}

export async function specialChannels(db: Kysely<Database>): Promise<Channel[]> {
  const rows = await channelColumns(db).where('ch.is_special', '=', 1).where('ch.archived_at', 'is', null).orderBy('ch.sort_order').orderBy('ch.id').execute()
  return rows.map(toChannel)
}

export function channelCourses(db: Kysely<Database>, channelId: number, page: number, limit: number): Promise<CardPage> {
  return listCards(db, { collection: { table: 'channel_items', ownerId: channelId }, page, limit })
}

const catalogColumns = (db: Kysely<Database>) =>
  db
    .selectFrom('catalogs as ca')
    .select([
      'ca.id',
      'ca.slug',
      'ca.name',
      'ca.description',
      'ca.thumbnail_url',
      sql<number>`(select count(*) from catalog_items ci ${liveContent} where ci.catalog_id = ca.id and ${isLive})`.as('course_count'),
    ])

type CatalogRow = Awaited<ReturnType<ReturnType<typeof catalogColumns>['executeTakeFirstOrThrow']>>
const toCatalog = (r: CatalogRow): Catalog => ({ ...r, course_count: Number(r.course_count) })

export async function listCatalogs(db: Kysely<Database>, page: number, limit: number) {
  const { total } = await db.selectFrom('catalogs').select((eb) => eb.fn.countAll<number>().as('total')).where('archived_at', 'is', null).executeTakeFirstOrThrow()
  const rows = await catalogColumns(db).where('ca.archived_at', 'is', null).orderBy('ca.sort_order').orderBy('ca.id').limit(literalLimit(limit)).offset((page - 1) * limit).execute()
  return { items: rows.map(toCatalog), total: Number(total) }
}

export async function findCatalog(db: Kysely<Database>, id: number): Promise<Catalog | undefined> {
  const row = await catalogColumns(db).where('ca.id', '=', id).executeTakeFirst()
  return row && toCatalog(row)
}
