import { sql, type Expression, type Kysely, type SqlBool } from 'kysely'
import type { NamedItem } from '../../../src/contract/common'
import {
  daysUntilClosing,
  fitOf,
  isClosed,
  type ApplicationStatus,
  type MissingSkill,
  type OpportunityCard,
  type OpportunityDetail,
  type OpportunityListParams,
} from '../../../src/contract/opportunity'
import type { Database } from '../../db/schema'
import { likePattern } from '../../db/repositories/learning-card'
import { closingDayOf, statusOf } from './rules'
import { literalLimit } from '../../db/literal-limit'

type Db = Kysely<Database>

// The openings as anyone reads them, with what is the caller's own (their fit, their status) added
// when a viewer is given. Every list is a fixed number of queries, whatever its length.

/** How many growth paths and packages are offered for one missing skill. */
const TEACHERS_PER_SKILL = 3

function cardQuery(db: Db) {
  return db
    .selectFrom('opportunities as o')
    .innerJoin('business_units as bu', 'bu.id', 'o.business_unit_id')
    .innerJoin('company_locations as cl', 'cl.id', 'o.company_location_id')
    .innerJoin('employee_statuses as es', 'es.id', 'o.employee_status_id')
    .select([
      'o.id',
      'o.slug',
      'o.title',
      'o.summary',
      'o.closing_day',
      'o.created_at',
      'o.archived_at',
      'bu.id as unit_id',
      'bu.name as unit_name',
      'bu.slug as unit_slug',
      'cl.id as location_id',
      'cl.name as location_name',
      'cl.slug as location_slug',
      'cl.city as location_city',
      'es.id as status_id',
      'es.name as status_name',
      'es.slug as status_slug',
    ])
}

type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['executeTakeFirstOrThrow']>>

/** The skills each opening asks for, in its own order. */
export async function skillsOf(db: Db, ids: readonly number[]): Promise<Map<number, NamedItem[]>> {
  const out = new Map<number, NamedItem[]>(ids.map((id) => [id, []]))
  if (ids.length === 0) return out
  const rows = await db
    .selectFrom('opportunity_skills as os')
    .innerJoin('growth_path_skills as s', 's.id', 'os.skill_id')
    .select(['os.opportunity_id', 's.id', 's.name', 's.slug'])
    .where('os.opportunity_id', 'in', ids)
    .orderBy('os.opportunity_id')
    .orderBy('os.position')
    .execute()
  for (const r of rows) out.get(r.opportunity_id)?.push({ id: r.id, name: r.name, slug: r.slug })
  return out
}

/**
 * The skills each employee has (decision 018's fit rule): the skills of the growth paths they
 * finished, and the skills of the learning categories (learning_category_skills) of the course
 * packages and videos they completed.
 */
export async function skillIdsOf(db: Db, employeeIds: readonly number[]): Promise<Map<number, Set<number>>> {
  const out = new Map<number, Set<number>>(employeeIds.map((id) => [id, new Set<number>()]))
  if (employeeIds.length === 0) return out
  const ids = [...new Set(employeeIds)]
  const [paths, packages, videos] = await Promise.all([
    db
      .selectFrom('growth_path_trx as t')
      .innerJoin('growth_path_skill_links as sl', 'sl.growth_path_id', 't.growth_path_id')
      .select(['t.employee_id', 'sl.skill_id'])
      .where('t.employee_id', 'in', ids)
      .where('t.finished_at', 'is not', null)
      .execute(),
    db
      .selectFrom('package_progress as pp')
      .innerJoin('course_packages as p', 'p.id', 'pp.package_id')
      .innerJoin('learning_category_skills as cs', 'cs.category_id', 'p.category_id')
      .select(['pp.employee_id', 'cs.skill_id'])
      .where('pp.employee_id', 'in', ids)
      .where('pp.completed_at', 'is not', null)
      .execute(),
    db
      .selectFrom('video_progress as vp')
      .innerJoin('videos as v', 'v.id', 'vp.video_id')
      .innerJoin('learning_category_skills as cs', 'cs.category_id', 'v.category_id')
      .select(['vp.employee_id', 'cs.skill_id'])
      .where('vp.employee_id', 'in', ids)
      .where('vp.completed_at', 'is not', null)
      .execute(),
  ])
  for (const r of [...paths, ...packages, ...videos]) out.get(r.employee_id)?.add(r.skill_id)
  return out
}

/** The viewer's application status on each of these openings. */
async function myStatusesOf(db: Db, viewer: number | null, ids: readonly number[]): Promise<Map<number, ApplicationStatus>> {
  if (viewer === null || ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('opportunity_applications')
    .select(['opportunity_id', 'status'])
    .where('employee_id', '=', viewer)
    .where('opportunity_id', 'in', ids)
    .execute()
  return new Map(rows.map((r) => [r.opportunity_id, statusOf(r.status)]))
}

async function toCards(db: Db, rows: readonly CardRow[], viewer: number | null, today: string): Promise<OpportunityCard[]> {
  const ids = rows.map((r) => r.id)
  const [skills, mine, have] = await Promise.all([skillsOf(db, ids), myStatusesOf(db, viewer, ids), viewer === null ? undefined : skillIdsOf(db, [viewer])])
  const userSkills = viewer === null ? undefined : have?.get(viewer)
  return rows.map((r) => {
    const required = skills.get(r.id) ?? []
    return {
      id: r.id,
      slug: r.slug,
      title: r.title,
      business_unit: { id: r.unit_id, name: r.unit_name, slug: r.unit_slug },
      company_location: { id: r.location_id, name: r.location_name, slug: r.location_slug, city: r.location_city },
      employee_status: { id: r.status_id, name: r.status_name, slug: r.status_slug },
      // An archived opening (gone from the content pack) takes no applications: closed, since the
      // day it was archived, to whoever still sees it.
      closing_day: closingDayOf(r),
      closes_in_days: daysUntilClosing(closingDayOf(r), today),
      closed: r.archived_at !== null || isClosed(r.closing_day, today),
      skills: required,
      summary: r.summary,
      posted_at: r.created_at,
      fit: userSkills ? fitOf(required, userSkills) : null,
      my_status: mine.get(r.id) ?? null,
    }
  })
}

/** The filters of the list, as conditions over `o` (opportunities). */
function conditionsOf(query: OpportunityListParams, today: string): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [sql<SqlBool>`o.archived_at is null`]
  if (query.q) {
    const pattern = likePattern(query.q)
    conditions.push(sql<SqlBool>`(lower(o.title) like ${pattern} escape '\\' or lower(o.summary) like ${pattern} escape '\\')`)
  }
  if (query.business_unit_id !== undefined) conditions.push(sql<SqlBool>`o.business_unit_id = ${query.business_unit_id}`)
  if (query.company_location_id !== undefined) conditions.push(sql<SqlBool>`o.company_location_id = ${query.company_location_id}`)
  if (query.employee_status_id !== undefined) conditions.push(sql<SqlBool>`o.employee_status_id = ${query.employee_status_id}`)
  if (query.open === 'true') conditions.push(sql<SqlBool>`o.closing_day >= ${today}`)
  return conditions
}

/**
 * One page of openings. 'latest': newest posted first; 'closing': still open ones first, the
 * soonest to close first; 'fit' (signed in): best fit first, then closing soonest, worked out over
 * every opening that passes the filters and then paged (fit is not stored: it is the caller's).
 */
export async function listOpenings(
  db: Db,
  query: OpportunityListParams,
  viewer: number | null,
  today: string,
): Promise<{ items: OpportunityCard[]; total: number }> {
  let rows = cardQuery(db)
  let counted = db.selectFrom('opportunities as o').select((eb) => eb.fn.countAll<number>().as('total'))
  for (const condition of conditionsOf(query, today)) {
    rows = rows.where(condition)
    counted = counted.where(condition)
  }
  const start = (query.page - 1) * query.limit
  if (query.sort === 'fit' && viewer !== null) {
    const all = await rows.execute()
    const [skills, have] = await Promise.all([
      skillsOf(
        db,
        all.map((r) => r.id),
      ),
      skillIdsOf(db, [viewer]),
    ])
    const userSkills = have.get(viewer)!
    const percent = new Map(all.map((r) => [r.id, fitOf(skills.get(r.id) ?? [], userSkills).percent]))
    const ordered = [...all].sort(
      (a, b) =>
        Number(isClosed(a.closing_day, today)) - Number(isClosed(b.closing_day, today)) ||
        percent.get(b.id)! - percent.get(a.id)! ||
        a.closing_day.localeCompare(b.closing_day) ||
        a.id - b.id,
    )
    return { items: await toCards(db, ordered.slice(start, start + query.limit), viewer, today), total: all.length }
  }
  if (query.sort === 'closing') {
    rows = rows.orderBy(sql`case when o.closing_day >= ${today} then 0 else 1 end`).orderBy('o.closing_day', 'asc')
  } else {
    rows = rows.orderBy('o.created_at', 'desc')
  }
  const [page, { total }] = await Promise.all([
    rows.orderBy('o.id', 'desc').limit(literalLimit(query.limit)).offset(start).execute(),
    counted.executeTakeFirstOrThrow(),
  ])
  return { items: await toCards(db, page, viewer, today), total: Number(total) }
}

/** The opening's id, unit and closing day, for the writes. */
export function findOpening(db: Db, id: number) {
  return db.selectFrom('opportunities').select(['id', 'slug', 'title', 'business_unit_id', 'closing_day', 'archived_at']).where('id', '=', id).executeTakeFirst()
}

/**
 * What teaches each skill: growth paths that have it (most taken first) and course packages in
 * the learning categories that teach it (learning_category_skills, newest first), a few each.
 */
export async function teachersOf(db: Db, skillIds: readonly number[]): Promise<Map<number, Pick<MissingSkill, 'growth_paths' | 'packages'>>> {
  const out = new Map(skillIds.map((id) => [id, { growth_paths: [] as MissingSkill['growth_paths'], packages: [] as MissingSkill['packages'] }]))
  if (skillIds.length === 0) return out
  const [paths, packages] = await Promise.all([
    db
      .selectFrom('growth_path_skill_links as sl')
      .innerJoin('growth_paths as gp', 'gp.id', 'sl.growth_path_id')
      .select(['sl.skill_id', 'gp.slug', 'gp.title'])
      .select((eb) => eb.selectFrom('growth_path_trx as t').whereRef('t.growth_path_id', '=', 'gp.id').select(eb.fn.countAll<number>().as('n')).as('takers'))
      .where('sl.skill_id', 'in', skillIds)
      // A path archived by a content pack takes nobody new: not offered.
      .where('gp.archived_at', 'is', null)
      .orderBy('takers', 'desc')
      .orderBy('gp.title')
      .execute(),
    db
      .selectFrom('learning_category_skills as cs')
      .innerJoin('course_packages as p', 'p.category_id', 'cs.category_id')
      .select(['cs.skill_id', 'p.id', 'p.title'])
      .where('cs.skill_id', 'in', skillIds)
      .where('p.archived_at', 'is', null)
      .orderBy('p.published_at', 'desc')
      .orderBy('p.id', 'desc')
      .execute(),
  ])
  for (const p of paths) {
    const entry = out.get(p.skill_id)!
    if (entry.growth_paths.length < TEACHERS_PER_SKILL) entry.growth_paths.push({ slug: p.slug, title: p.title })
  }
  for (const p of packages) {
    const entry = out.get(p.skill_id)!
    if (entry.packages.length < TEACHERS_PER_SKILL) entry.packages.push({ id: p.id, title: p.title })
  }
  return out
}

async function hasApplied(db: Db, openingId: number, employeeId: number): Promise<boolean> {
  const row = await db.selectFrom('opportunity_applications').select('id').where('opportunity_id', '=', openingId).where('employee_id', '=', employeeId).executeTakeFirst()
  return row !== undefined
}

/** An opening's page: the card, its rich text, who posted it, and for a viewer the fit with what teaches the missing skills. */
export async function openingDetail(
  db: Db,
  slug: string,
  viewer: number | null,
  today: string,
): Promise<Omit<OpportunityDetail, 'my_application'> | undefined> {
  const row = await cardQuery(db)
    .leftJoin('employees as p', 'p.id', 'o.posted_by')
    .select(['o.description', 'o.requirements', 'p.full_name as poster_name', 'p.position as poster_position'])
    .where('o.slug', '=', slug)
    .executeTakeFirst()
  if (!row) return undefined
  // An archived opening's page stays for those who applied to it (their application links here).
  if (row.archived_at !== null && !(viewer !== null && (await hasApplied(db, row.id, viewer)))) return undefined
  const [card] = await toCards(db, [row], viewer, today)
  let fit: OpportunityDetail['fit'] = null
  if (card!.fit) {
    const teachers = await teachersOf(
      db,
      card!.fit.missing.map((s) => s.id),
    )
    fit = { ...card!.fit, missing: card!.fit.missing.map((s) => ({ ...s, ...teachers.get(s.id)! })) }
  }
  return {
    ...card!,
    description: row.description,
    requirements: row.requirements,
    posted_by: row.poster_name ? { name: row.poster_name, position: row.poster_position } : null,
    fit,
  }
}
