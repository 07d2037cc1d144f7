import { sql, type Kysely } from 'kysely'
import type { CourseActivity, LearningFeedItem, LearningProfile } from '../../../src/contract/profile'
import type { CourseKind } from '../../../src/contract/learning-common'
import { compiledQuery } from '../../db/compiled-query'
import type { Database } from '../../db/schema'
import { visibilityOfRow } from '../../db/repositories/profile-visibility'
import { finishedPaths, skillsOf } from './account-repository'
import { literalLimit } from '../../db/literal-limit'

// Public reads by public username. Only what a colleague may see is selected (never the e-mail,
// the sign-in link or the password hash), so nothing private can slip into an answer.

const n = (value: unknown) => Number(value ?? 0)

export async function findPublicEmployeeId(db: Kysely<Database>, username: string): Promise<number | undefined> {
  const row = await db.selectFrom('employees').select('id').where('username', '=', username).executeTakeFirst()
  return row?.id
}

/**
 * The profile of `username` as `viewerId` may see it: the sections its owner hides are null unless
 * the viewer is the owner.
 */
// A colleague's profile is read at every visit of it, signed in (never a shared answer): its
// queries are compiled once (decision 035). The owner's visibility row comes with the employee
// (a left join on its key, decision 041): one statement fewer per profile.
const profileEmployee = compiledQuery(['username'], (db, { username }: { username: string }) =>
  db
    .selectFrom('employees as e')
    .leftJoin('business_units as bu', 'bu.id', 'e.business_unit_id')
    .leftJoin('profile_visibility as pv', 'pv.employee_id', 'e.id')
    .select([
      'e.id',
      'e.username',
      'e.full_name',
      'e.position',
      'e.profile_image',
      'e.bio',
      'e.joined_at',
      'bu.name as unit',
      'pv.about_public',
      'pv.learning_public',
      'pv.growth_paths_public',
    ])
    .where('e.username', '=', username),
)

/**
 * The profile of `username` as `viewerId` may see it: the sections its owner hides are null unless
 * the viewer is the owner.
 */
export async function learningProfile(db: Kysely<Database>, username: string, viewerId: number): Promise<LearningProfile | undefined> {
  const employee = await profileEmployee.first(db, { username })
  if (!employee) return undefined
  const id = employee.id
  const isOwner = id === viewerId
  const visibility = visibilityOfRow(employee)
  const shows = (section: keyof typeof visibility) => isOwner || visibility[section]
  return {
    username: employee.username,
    name: employee.full_name,
    position: employee.position,
    unit: employee.unit ?? null,
    profile_image: employee.profile_image,
    joined_at: employee.joined_at,
    is_owner: isOwner,
    visibility,
    bio: shows('about') ? employee.bio : null,
    skills: shows('about') ? await skillsOf(db, id) : null,
    stats: shows('learning') ? await learningStats(db, id) : null,
    finished_growth_paths: shows('growth_paths') ? await finishedPaths(db, id) : null,
  }
}

type ById = { id: number }
// The four figures in one statement (decision 039): four statements cost about three times the
// SQLite time of one, and each its own round through Kysely and the driver.
const learningFigures = compiledQuery(['id'], (db, { id }: ById) =>
  db.selectNoFrom((eb) => [
    eb
      .selectFrom('video_progress')
      .select((e) => e.fn.count<number>('completed_at').as('v'))
      .where('employee_id', '=', id)
      .as('videos'),
    eb
      .selectFrom('package_progress')
      .select((e) => e.fn.count<number>('completed_at').as('v'))
      .where('employee_id', '=', id)
      .as('packages'),
    // The learning-time log (migration 0006), so the profile agrees with total-learning-duration.
    eb
      .selectFrom('learning_events')
      .select((e) => e.fn.sum<number>('seconds').as('v'))
      .where('employee_id', '=', id)
      .as('seconds'),
    eb
      .selectFrom('inclass_registrations')
      .select((e) => e.fn.countAll<number>().as('v'))
      .where('employee_id', '=', id)
      .as('joined'),
  ]),
)

async function learningStats(db: Kysely<Database>, id: number): Promise<NonNullable<LearningProfile['stats']>> {
  const figures = await learningFigures.first(db, { id })
  return {
    videos_completed: n(figures?.videos),
    packages_completed: n(figures?.packages),
    inclass_joined: n(figures?.joined),
    learning_time_s: n(figures?.seconds),
  }
}

/** Rows of one course kind for an employee, in a common shape so the feed can union them. */
function courseRows(db: Kysely<Database>, kind: CourseKind, employeeId: number) {
  switch (kind) {
    case 'video':
      return db
        .selectFrom('video_progress as p')
        .innerJoin('videos as c', 'c.id', 'p.video_id')
        .select([
          sql.lit('video').$castTo<CourseKind>().as('kind'),
          'c.id',
          'c.slug',
          'c.title',
          'c.thumbnail_url',
          'p.position_s as done',
          'p.duration_s as total',
          'p.completed_at',
          'p.updated_at',
        ])
        .where('p.employee_id', '=', employeeId)
    case 'package':
      return db
        .selectFrom('package_progress as p')
        .innerJoin('course_packages as c', 'c.id', 'p.package_id')
        .select((eb) => [
          sql.lit('package').$castTo<CourseKind>().as('kind'),
          'c.id',
          'c.slug',
          'c.title',
          'c.thumbnail_url',
          eb
            .selectFrom('material_progress as mp')
            .innerJoin('course_materials as m', 'm.id', 'mp.course_material_id')
            .select((e) => e.fn.countAll<number>().as('x'))
            .whereRef('m.package_id', '=', 'p.package_id')
            .where('m.archived_at', 'is', null)
            .where('mp.employee_id', '=', employeeId)
            .where('mp.completed_at', 'is not', null)
            .as('done'),
          eb
            .selectFrom('course_materials as m')
            .select((e) => e.fn.countAll<number>().as('x'))
            .whereRef('m.package_id', '=', 'p.package_id')
            .where('m.archived_at', 'is', null)
            .as('total'),
          'p.completed_at',
          'p.updated_at',
        ])
        .where('p.employee_id', '=', employeeId)
    case 'inclass':
      // Registered: 0 of 1 done; attended: 1 of 1, at the attendance time.
      return db
        .selectFrom('inclass_registrations as p')
        .innerJoin('inclass_events as c', 'c.id', 'p.event_id')
        .select((eb) => [
          sql.lit('inclass').$castTo<CourseKind>().as('kind'),
          'c.id',
          'c.slug',
          'c.title',
          'c.thumbnail_url',
          // Literals, not parameters: PostgreSQL would type untyped parameters as text inside the union.
          eb.case().when('p.attended_at', 'is not', null).then(sql.lit(1)).else(sql.lit(0)).end().as('done'),
          sql.lit(1).$castTo<number>().as('total'),
          'p.attended_at as completed_at',
          eb.fn.coalesce('p.attended_at', 'p.registered_at').as('updated_at'),
        ])
        .where('p.employee_id', '=', employeeId)
  }
}

type CourseRow = {
  kind: CourseKind
  id: number
  slug: string
  title: string
  thumbnail_url: string
  done: unknown
  total: unknown
  completed_at: string | null
  updated_at: string
}

const courseRef = (r: CourseRow) => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  thumbnail_url: r.thumbnail_url,
})

/** Newest first; `total` counts rows of every kind. */
async function pageOfRows(db: Kysely<Database>, kinds: readonly CourseKind[], employeeId: number, page: number, limit: number) {
  const parts = kinds.map((k) => courseRows(db, k, employeeId) as ReturnType<typeof courseRows>)
  const union = parts.slice(1).reduce((acc, part) => acc.unionAll(part as never), parts[0]!)
  const { total } = await db
    .selectFrom(union.as('u'))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()
  const rows = (await db
    .selectFrom(union.as('u'))
    .selectAll()
    .orderBy('u.updated_at', 'desc')
    .orderBy('u.kind')
    .orderBy('u.id', 'desc')
    .limit(literalLimit(limit))
    .offset((page - 1) * limit)
    .execute()) as CourseRow[]
  return { rows, total: n(total) }
}

export async function learningFeed(db: Kysely<Database>, employeeId: number, page: number, limit: number) {
  const { rows, total } = await pageOfRows(db, ['video', 'package', 'inclass'], employeeId, page, limit)
  const items: LearningFeedItem[] = rows.map((r) => ({
    kind: r.kind,
    action: r.kind === 'inclass' ? (r.completed_at ? 'attended' : 'registered') : r.completed_at ? 'completed' : 'started',
    course: courseRef(r),
    at: r.updated_at,
  }))
  return { items, total }
}

export async function courseActivities(db: Kysely<Database>, kind: CourseKind, employeeId: number, page: number, limit: number) {
  const { rows, total } = await pageOfRows(db, [kind], employeeId, page, limit)
  const items: CourseActivity[] = rows.map((r) => {
    const done = n(r.done)
    const all = n(r.total)
    const finished = r.completed_at !== null
    return {
      kind: r.kind,
      course: courseRef(r),
      status: kind === 'inclass' ? (finished ? 'attended' : 'registered') : finished ? 'completed' : 'in_progress',
      progress_percent: finished ? 100 : all > 0 ? Math.min(99, Math.floor((done * 100) / all)) : 0,
      updated_at: r.updated_at,
      completed_at: r.completed_at,
    }
  })
  return { items, total }
}
