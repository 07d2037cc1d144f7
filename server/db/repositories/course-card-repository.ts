import { sql, type Expression, type Kysely, type SqlBool } from 'kysely'
import type { CourseCard } from '../../../src/contract/learning-common'
import type { Database } from '../schema'
import { literalLimit } from '../literal-limit'
import { filterConditions, sortTerms, toCard, type LearningSort, type ListFilters } from './learning-card'

/**
 * Cards of videos and course packages from one SQL source (a UNION ALL of both tables with the
 * columns every card needs), so mixed lists, channels and catalogues filter, sort and page in SQL.
 */

export type CardSort = LearningSort

export interface CardQuery {
  kinds?: readonly ('video' | 'package')[]
  filters?: ListFilters
  sort?: CardSort
  /** Only the items of this channel or catalogue; without another sort, in its order. */
  collection?: { table: 'channel_items' | 'catalog_items'; ownerId: number }
  excludeVideoId?: number
  /** Sorted before `sort`: rows where it is 0 come first (recommendations). */
  rankFirst?: Expression<number>
  page: number
  limit: number
}

/**
 * `counted`: with each card's participants and (for a package) total length, two subqueries per
 * row. The total of a list needs neither, so its count runs over the plain columns.
 */
const source = (db: Kysely<Database>, counted: boolean) =>
  db
    .selectFrom('videos as v')
    .select([
      sql<'video' | 'package'>`'video'`.as('kind'),
      'v.id',
      'v.slug',
      'v.title',
      'v.description',
      'v.thumbnail_url',
      'v.category_id',
      'v.instructor_id',
      'v.unit_id',
      'v.topic_id',
      'v.profession_id',
      'v.field_id',
      'v.duration_s',
      'v.published_at',
      counted ? sql<number>`v.views + (select count(*) from video_progress vp where vp.video_id = v.id)`.as('participants') : sql<number>`0`.as('participants'),
    ])
    // A video a content pack archived leaves every list and search; its own page still answers.
    .where('v.archived_at', 'is', null)
    .unionAll(
      db
        .selectFrom('course_packages as p')
        .select([
          sql<'video' | 'package'>`'package'`.as('kind'),
          'p.id',
          'p.slug',
          'p.title',
          'p.description',
          'p.thumbnail_url',
          'p.category_id',
          'p.instructor_id',
          'p.unit_id',
          'p.topic_id',
          'p.profession_id',
          'p.field_id',
          counted
            ? sql<number>`(select coalesce(sum(m.duration_s), 0) from course_materials m where m.package_id = p.id and m.archived_at is null)`.as('duration_s')
            : sql<number>`0`.as('duration_s'),
          'p.published_at',
          counted ? sql<number>`(select count(*) from package_progress pp where pp.package_id = p.id)`.as('participants') : sql<number>`0`.as('participants'),
        ])
        // Likewise a package a content pack archived; its page still answers for those enrolled.
        .where('p.archived_at', 'is', null),
    )

function baseQuery(db: Kysely<Database>, query: Omit<CardQuery, 'page' | 'limit'>, counted: boolean) {
  let q = db.selectFrom(source(db, counted).as('c'))
  if (query.kinds) q = q.where('c.kind', 'in', [...query.kinds])
  for (const condition of filterConditions('c', query.filters ?? {})) q = q.where(condition)
  if (query.excludeVideoId !== undefined) {
    const id = query.excludeVideoId
    q = q.where((eb) => eb.not(eb.and([eb('c.kind', '=', 'video'), eb('c.id', '=', id)])))
  }
  if (query.collection) {
    const { table, ownerId } = query.collection
    const owner = table === 'channel_items' ? 'channel_id' : 'catalog_id'
    q = q.innerJoin(sql.table(table).as('ci'), (join) =>
      join.on(sql<SqlBool>`ci.${sql.ref(owner)} = ${ownerId} and ((c.kind = 'video' and ci.video_id = c.id) or (c.kind = 'package' and ci.package_id = c.id))`),
    )
  }
  return q
}

export interface CardPage {
  items: CourseCard[]
  total: number
}

export async function listCards(db: Kysely<Database>, query: CardQuery): Promise<CardPage> {
  const { total } = await baseQuery(db, query, false)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()
  let rows = baseQuery(db, query, true)
    .leftJoin('learning_categories as lc', 'lc.id', 'c.category_id')
    .leftJoin('instructors as i', 'i.id', 'c.instructor_id')
    .select([
      'c.kind',
      'c.id',
      'c.slug',
      'c.title',
      'c.description',
      'c.thumbnail_url',
      'c.duration_s',
      'c.published_at',
      'c.participants',
      'lc.id as category_id',
      'lc.name as category_name',
      'lc.slug as category_slug',
      'i.id as instructor_id',
      'i.name as instructor_name',
      'i.position as instructor_position',
      'i.photo_url as instructor_photo_url',
    ])
  if (query.rankFirst) rows = rows.orderBy(query.rankFirst)
  const sort = query.sort ?? (query.collection ? undefined : 'newest')
  if (sort === undefined) rows = rows.orderBy(sql`ci.position`)
  else
    for (const [term, direction] of sortTerms(sort, { date: 'c.published_at', popular: 'c.participants', title: 'c.title', id: 'c.id' }))
      rows = rows.orderBy(term, direction)
  const result = await rows
    // A video and a package may share an id.
    .orderBy('c.kind')
    .orderBy('c.id', 'desc')
    // Written into the SQL: with `limit ?` SQLite took twice as long (decision 039).
    .limit(literalLimit(query.limit))
    .offset((query.page - 1) * query.limit)
    .execute()
  return { items: result.map((row) => toCard(row.kind, row)), total: Number(total) }
}
