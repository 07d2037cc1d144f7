import { sql, type Expression, type Kysely, type SqlBool } from 'kysely'
import type {
  GrowthPathAnnouncement,
  GrowthPathCard,
  GrowthPathDetail,
  GrowthPathModule,
  GrowthPathReview,
  MyGrowthPath,
} from '../../../src/contract/growth-path'
import type { NamedItem } from '../../../src/contract/common'
import type { QueryOf } from '../../../src/contract/endpoint'
import type { growthPathApi } from '../../../src/contract/growth-path'
import { initialsOf } from '../../../src/shared/initials'
import type { Database } from '../../db/schema'
import { likePattern } from '../../db/repositories/learning-card'
import { literalLimit } from '../../db/literal-limit'

// The catalogue side of growth paths: cards, details, syllabus, announcements and reviews. What
// is the caller's own (progress, like, rating) is added when a viewer is given.

type Db = Kysely<Database>
type ListQuery = QueryOf<typeof growthPathApi.list>

function cardQuery(db: Db) {
  return db
    .selectFrom('growth_paths as gp')
    .leftJoin('growth_path_categories as c', 'c.id', 'gp.category_id')
    .select([
      'gp.id',
      'gp.slug',
      'gp.title',
      'gp.summary',
      'gp.thumbnail_url',
      'gp.level',
      'gp.duration_weeks',
      'gp.published_at',
      'c.id as category_id',
      'c.name as category_name',
      'c.slug as category_slug',
    ])
    .select((eb) => [
      eb.selectFrom('growth_path_ratings as r').whereRef('r.growth_path_id', '=', 'gp.id').select(sql<number>`coalesce(avg(r.rating), 0)`.as('v')).as('rating'),
      eb.selectFrom('growth_path_ratings as r').whereRef('r.growth_path_id', '=', 'gp.id').select(eb.fn.countAll<number>().as('v')).as('rating_count'),
      eb.selectFrom('growth_path_likes as l').whereRef('l.growth_path_id', '=', 'gp.id').select(eb.fn.countAll<number>().as('v')).as('likes'),
      eb.selectFrom('growth_path_trx as t').whereRef('t.growth_path_id', '=', 'gp.id').select(eb.fn.countAll<number>().as('v')).as('participants'),
      eb.selectFrom('growth_path_modules as m').whereRef('m.growth_path_id', '=', 'gp.id').where('m.archived_at', 'is', null).select(eb.fn.countAll<number>().as('v')).as('modules'),
    ])
}

type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['executeTakeFirstOrThrow']>>

/** The skills of each path, in name order. */
async function skillsOf(db: Db, ids: readonly number[]): Promise<Map<number, NamedItem[]>> {
  const out = new Map<number, NamedItem[]>(ids.map((id) => [id, []]))
  if (ids.length === 0) return out
  const rows = await db
    .selectFrom('growth_path_skill_links as sl')
    .innerJoin('growth_path_skills as s', 's.id', 'sl.skill_id')
    .select(['sl.growth_path_id', 's.id', 's.name', 's.slug'])
    .where('sl.growth_path_id', 'in', ids)
    .orderBy('s.name')
    .execute()
  for (const r of rows) out.get(r.growth_path_id)?.push({ id: r.id, name: r.name, slug: r.slug })
  return out
}

/** Required items of each path: what finishing needs. */
export async function requiredItemsOf(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('growth_path_items as i')
    .innerJoin('growth_path_modules as m', 'm.id', 'i.module_id')
    .select(['m.growth_path_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('m.growth_path_id', 'in', ids)
    .where('i.required', '=', 1)
    .where('i.archived_at', 'is', null)
    .groupBy('m.growth_path_id')
    .execute()
  return new Map(rows.map((r) => [r.growth_path_id, Number(r.n)]))
}

/** The viewer's state on each path they took. */
async function myStateOf(db: Db, viewer: number | null, ids: readonly number[]): Promise<Map<number, MyGrowthPath>> {
  if (viewer === null || ids.length === 0) return new Map()
  const trx = await db
    .selectFrom('growth_path_trx as t')
    .select(['t.id', 't.growth_path_id', 't.finished_at'])
    .select((eb) =>
      eb
        .selectFrom('growth_path_progress as p')
        .innerJoin('growth_path_items as i', 'i.id', 'p.item_id')
        .whereRef('p.trx_id', '=', 't.id')
        .where('i.required', '=', 1)
        .where('i.archived_at', 'is', null)
        .select(eb.fn.countAll<number>().as('v'))
        .as('done'),
    )
    .where('t.employee_id', '=', viewer)
    .where('t.growth_path_id', 'in', ids)
    .execute()
  const totals = await requiredItemsOf(db, trx.map((t) => t.growth_path_id))
  return new Map(trx.map((t) => [t.growth_path_id, progressState(t.finished_at, Number(t.done), totals.get(t.growth_path_id) ?? 0)]))
}

export function progressState(finishedAt: string | null, done: number, total: number): MyGrowthPath {
  return {
    status: finishedAt ? 'finished' : 'in_progress',
    done_items: done,
    total_items: total,
    percent: total === 0 ? 100 : Math.min(100, Math.floor((done * 100) / total)),
  }
}

async function toCards(db: Db, rows: CardRow[], viewer: number | null): Promise<GrowthPathCard[]> {
  const ids = rows.map((r) => r.id)
  const [skills, mine] = await Promise.all([skillsOf(db, ids), myStateOf(db, viewer, ids)])
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    summary: r.summary,
    thumbnail_url: r.thumbnail_url,
    category: r.category_id === null ? null : { id: r.category_id, name: r.category_name!, slug: r.category_slug! },
    level: r.level,
    duration_weeks: r.duration_weeks,
    skills: skills.get(r.id) ?? [],
    rating: Math.round(Number(r.rating ?? 0) * 10) / 10,
    rating_count: Number(r.rating_count ?? 0),
    likes: Number(r.likes ?? 0),
    participants: Number(r.participants ?? 0),
    modules: Number(r.modules ?? 0),
    published_at: r.published_at,
    my: mine.get(r.id) ?? null,
  }))
}

const sorts = {
  popular: [sql`participants`, sql`likes`],
  newest: [sql.ref('gp.published_at')],
  rating: [sql`rating`, sql`rating_count`],
  title: [sql`lower(gp.title)`],
} as const

export async function listPaths(db: Db, query: ListQuery, viewer: number | null): Promise<{ items: GrowthPathCard[]; total: number }> {
  const conditions: Expression<SqlBool>[] = []
  if (query.q) {
    const pattern = likePattern(query.q)
    conditions.push(sql<SqlBool>`(lower(gp.title) like ${pattern} escape '\\' or lower(gp.summary) like ${pattern} escape '\\')`)
  }
  if (query.category_id !== undefined) conditions.push(sql<SqlBool>`gp.category_id = ${query.category_id}`)
  if (query.level !== undefined) conditions.push(sql<SqlBool>`gp.level = ${query.level}`)
  if (query.skill_id !== undefined) {
    conditions.push(sql<SqlBool>`exists (select 1 from growth_path_skill_links sl where sl.growth_path_id = gp.id and sl.skill_id = ${query.skill_id})`)
  }
  // A path archived by a content pack is out of the lists and search (its takers still reach it by slug).
  let counted = db.selectFrom('growth_paths as gp').select((eb) => eb.fn.countAll<number>().as('total')).where('gp.archived_at', 'is', null)
  let rows = cardQuery(db).where('gp.archived_at', 'is', null)
  for (const condition of conditions) {
    counted = counted.where(condition)
    rows = rows.where(condition)
  }
  const sort = query.sort ?? 'popular'
  for (const term of sorts[sort]) rows = rows.orderBy(term, sort === 'title' ? 'asc' : 'desc')
  const page = await rows.orderBy('gp.id', 'asc').limit(literalLimit(query.limit)).offset((query.page - 1) * query.limit).execute()
  const { total } = await counted.executeTakeFirstOrThrow()
  return { items: await toCards(db, page, viewer), total: Number(total) }
}

/** Cards of these paths in the order given (unknown ids are left out). */
export async function cardsByIds(db: Db, ids: readonly number[], viewer: number | null): Promise<GrowthPathCard[]> {
  if (ids.length === 0) return []
  const rows = await cardQuery(db).where('gp.id', 'in', ids).execute()
  const cards = new Map((await toCards(db, rows, viewer)).map((c) => [c.id, c]))
  return ids.flatMap((id) => cards.get(id) ?? [])
}

export function findPathBySlug(db: Db, slug: string) {
  return db.selectFrom('growth_paths').select(['id', 'slug', 'category_id', 'owner_id', 'archived_at']).where('slug', '=', slug).executeTakeFirst()
}
export type PathRef = NonNullable<Awaited<ReturnType<typeof findPathBySlug>>>

export async function pathDetail(db: Db, slug: string, viewer: number | null): Promise<GrowthPathDetail | undefined> {
  const row = await cardQuery(db)
    .leftJoin('employees as o', 'o.id', 'gp.owner_id')
    .select(['gp.description', 'gp.outcomes', 'o.full_name as owner_name', 'o.username as owner_username', 'o.position as owner_position'])
    .where('gp.slug', '=', slug)
    .executeTakeFirst()
  if (!row) return undefined
  const [card] = await toCards(db, [row], viewer)
  const own =
    viewer === null
      ? undefined
      : await db
          .selectFrom('growth_paths as gp')
          .leftJoin('growth_path_likes as l', (join) => join.onRef('l.growth_path_id', '=', 'gp.id').on('l.employee_id', '=', viewer))
          .leftJoin('growth_path_ratings as r', (join) => join.onRef('r.growth_path_id', '=', 'gp.id').on('r.employee_id', '=', viewer))
          .select(['l.liked_at', 'r.rating', 'r.review'])
          .where('gp.id', '=', row.id)
          .executeTakeFirst()
  return {
    ...card!,
    description: row.description,
    outcomes: JSON.parse(row.outcomes) as string[],
    owner: row.owner_name ? { name: row.owner_name, username: row.owner_username!, position: row.owner_position, initials: initialsOf(row.owner_name) } : null,
    liked: viewer === null ? null : Boolean(own?.liked_at),
    my_rating: own?.rating != null ? { rating: own.rating, review: own.review ?? null } : null,
  }
}

/** Modules in order with their items; `doneIds` ticks the items of the viewer's transaction (null: not taken). */
export async function syllabus(db: Db, pathId: number, doneIds: ReadonlySet<number> | null): Promise<GrowthPathModule[]> {
  const modules = await db
    .selectFrom('growth_path_modules')
    .select(['id', 'position', 'title', 'description'])
    .where('growth_path_id', '=', pathId)
    .where('archived_at', 'is', null)
    .orderBy('position')
    .execute()
  const items = await itemsOf(db, pathId)
  return modules.map((m) => ({
    ...m,
    items: items
      .filter((i) => i.module_id === m.id)
      .map((i) => ({ ...i, required: i.required === 1, done: doneIds === null ? null : doneIds.has(i.id) })),
  }))
}

/** The path and module a syllabus item belongs to, or undefined when there is no such item. */
export function itemRef(db: Db, itemId: number) {
  return db
    .selectFrom('growth_path_items as i')
    .innerJoin('growth_path_modules as m', 'm.id', 'i.module_id')
    .innerJoin('growth_paths as gp', 'gp.id', 'm.growth_path_id')
    .select(['i.id', 'gp.slug', 'gp.title as path_title', 'm.title as module_title', 'i.title'])
    .where('i.id', '=', itemId)
    .executeTakeFirst()
}

/** Every item of a path, in syllabus order, with its module's title. */
export function itemsOf(db: Db, pathId: number) {
  return itemsOfPaths(db, [pathId])
}

/** itemsOf for several paths at once (each item says its path), in syllabus order within each. */
export function itemsOfPaths(db: Db, pathIds: readonly number[]) {
  return db
    .selectFrom('growth_path_items as i')
    .innerJoin('growth_path_modules as m', 'm.id', 'i.module_id')
    .select(['i.id', 'i.module_id', 'i.position', 'i.kind', 'i.title', 'i.description', 'i.required', 'i.duration_min', 'i.content_id', 'i.url', 'm.title as module_title', 'm.growth_path_id'])
    .where('m.growth_path_id', 'in', pathIds)
    // A stage or item archived by a content pack leaves the syllabus; progress and submissions on it stay stored.
    .where('i.archived_at', 'is', null)
    .orderBy('m.growth_path_id')
    .orderBy('m.position')
    .orderBy('i.position')
    .execute()
}
export type PathItem = Awaited<ReturnType<typeof itemsOfPaths>>[number]

export async function announcements(db: Db, pathId: number, page: number, limit: number): Promise<{ items: GrowthPathAnnouncement[]; total: number }> {
  const base = db.selectFrom('growth_path_announcements as a').where('a.growth_path_id', '=', pathId)
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const rows = await base
    .leftJoin('employees as e', 'e.id', 'a.author_id')
    .select(['a.id', 'a.title', 'a.body', 'a.published_at', 'e.full_name as author'])
    .orderBy('a.published_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(literalLimit(limit))
    .offset((page - 1) * limit)
    .execute()
  return { items: rows.map((r) => ({ ...r, author: r.author ?? null })), total: Number(total) }
}

export async function reviews(db: Db, pathId: number, viewer: number | null, page: number, limit: number): Promise<{ items: GrowthPathReview[]; total: number }> {
  const base = db.selectFrom('growth_path_ratings as r').where('r.growth_path_id', '=', pathId)
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const rows = await base
    .innerJoin('employees as e', 'e.id', 'r.employee_id')
    .select(['r.employee_id', 'r.rating', 'r.review', 'r.updated_at', 'e.full_name'])
    .orderBy('r.updated_at', 'desc')
    .orderBy('r.employee_id', 'asc')
    .limit(literalLimit(limit))
    .offset((page - 1) * limit)
    .execute()
  return {
    items: rows.map((r) => ({
      // One rating per employee and path: the employee's id names it within the path.
      id: r.employee_id,
      rating: r.rating,
      review: r.review,
      updated_at: r.updated_at,
      author: { name: r.full_name, initials: initialsOf(r.full_name) },
      is_mine: r.employee_id === viewer,
    })),
    total: Number(total),
  }
}

/** Other paths sharing the category or a skill, best rated first. */
export async function suggestions(db: Db, path: PathRef, limit: number, viewer: number | null): Promise<GrowthPathCard[]> {
  const rows = await cardQuery(db)
    .where('gp.id', '!=', path.id)
    .where('gp.archived_at', 'is', null)
    .where((eb) =>
      eb.or([
        ...(path.category_id === null ? [] : [eb('gp.category_id', '=', path.category_id)]),
        eb.exists(
          eb
            .selectFrom('growth_path_skill_links as a')
            .innerJoin('growth_path_skill_links as b', 'b.skill_id', 'a.skill_id')
            .whereRef('a.growth_path_id', '=', 'gp.id')
            .where('b.growth_path_id', '=', path.id)
            .select('a.skill_id'),
        ),
      ]),
    )
    .orderBy(sql`rating`, 'desc')
    .orderBy(sql`participants`, 'desc')
    .orderBy('gp.id')
    .limit(literalLimit(limit))
    .execute()
  return toCards(db, rows, viewer)
}

/**
 * Paths for the viewer, not taken yet: those sharing most skills and categories with the paths
 * they took come first, then the popular ones. A visitor (or someone who took none) gets the
 * popular ones.
 */
export async function recommendations(db: Db, viewer: number | null, limit: number): Promise<GrowthPathCard[]> {
  let rows = cardQuery(db).where('gp.archived_at', 'is', null)
  if (viewer !== null) {
    rows = rows
      .where((eb) => eb.not(eb.exists(eb.selectFrom('growth_path_trx as t').whereRef('t.growth_path_id', '=', 'gp.id').where('t.employee_id', '=', viewer).select('t.id'))))
      .orderBy(
        sql`(select count(*) from growth_path_skill_links sl where sl.growth_path_id = gp.id and sl.skill_id in (
          select tl.skill_id from growth_path_skill_links tl join growth_path_trx tt on tt.growth_path_id = tl.growth_path_id where tt.employee_id = ${viewer}))
          + (select count(*) from growth_path_trx tc join growth_paths pc on pc.id = tc.growth_path_id where tc.employee_id = ${viewer} and pc.category_id = gp.category_id)`,
        'desc',
      )
  }
  const page = await rows.orderBy(sql`participants`, 'desc').orderBy(sql`rating`, 'desc').orderBy('gp.id').limit(literalLimit(limit)).execute()
  return toCards(db, page, viewer)
}
