import { sql, type Kysely } from 'kysely'
import type { HistoryItem, Leaderboard, StudyCalendar, StudyStatistics, StudySummary } from '../../../src/contract/study'
import type { Database } from '../../db/schema'
import { addDays, calendarDay, daysInMonth, jakartaDay } from '../../../src/shared/dates'
import { progressSummary } from '../../db/repositories/progress-read-repository'
import { ownersHiding } from '../../db/repositories/profile-visibility'
import { literalLimit } from '../../db/literal-limit'

// Study data, summed from the learning_events log (see migration 0006) of one employee.

const n = (value: unknown) => Number(value ?? 0)

export async function studyStatistics(db: Kysely<Database>, employeeId: number, days: number, now: Date): Promise<StudyStatistics> {
  const today = jakartaDay(now)
  const from = addDays(today, -(days - 1))
  const rows = await db
    .selectFrom('learning_events')
    .select((eb) => ['day', 'content_kind', eb.fn.sum<number>('seconds').as('seconds')])
    .where('employee_id', '=', employeeId)
    .where('day', '>=', from)
    .where('day', '<=', today)
    .groupBy(['day', 'content_kind'])
    .execute()
  const perDay = new Map<string, number>()
  const byKind = { video: 0, package: 0, inclass: 0 }
  for (const r of rows) {
    perDay.set(r.day, (perDay.get(r.day) ?? 0) + n(r.seconds))
    byKind[r.content_kind] += n(r.seconds)
  }
  const list = Array.from({ length: days }, (_, i) => {
    const date = addDays(from, i)
    return { date, seconds: perDay.get(date) ?? 0 }
  })
  return { period_days: days, days: list, total_s: byKind.video + byKind.package + byKind.inclass, by_kind: byKind }
}

export async function studyCalendar(db: Kysely<Database>, employeeId: number, year: number, month: number): Promise<StudyCalendar> {
  const rows = await db
    .selectFrom('learning_events')
    .select((eb) => ['day', eb.fn.sum<number>('seconds').as('seconds'), eb.fn.countAll<number>().as('activities')])
    .where('employee_id', '=', employeeId)
    .where('day', '>=', calendarDay(year, month, 1))
    .where('day', '<=', calendarDay(year, month, daysInMonth(year, month)))
    .groupBy('day')
    .orderBy('day')
    .execute()
  const days = rows.map((r) => ({ date: r.day, seconds: n(r.seconds), activities: n(r.activities) }))
  return { year, month, days, active_days: days.length, total_s: days.reduce((sum, d) => sum + d.seconds, 0) }
}

/** Top categories or topics by time: a video's, a package's or an event's own category/topic. */
export async function favourites(db: Kysely<Database>, employeeId: number, by: 'category' | 'topic', limit: number) {
  const column = by === 'category' ? 'category_id' : 'topic_id'
  const key = sql<number>`coalesce(${sql.ref(`v.${column}`)}, ${sql.ref(`p.${column}`)}, ${sql.ref(`ev.${column}`)})`
  const rows = await db
    .selectFrom('learning_events as le')
    .leftJoin('videos as v', (join) => join.onRef('v.id', '=', 'le.content_id').on('le.content_kind', '=', 'video'))
    .leftJoin('course_packages as p', (join) => join.onRef('p.id', '=', 'le.content_id').on('le.content_kind', '=', 'package'))
    .leftJoin('inclass_events as ev', (join) => join.onRef('ev.id', '=', 'le.content_id').on('le.content_kind', '=', 'inclass'))
    .select([key.as('ref_id'), sql<number>`sum(le.seconds)`.as('seconds')])
    .where('le.employee_id', '=', employeeId)
    .where(key, 'is not', null)
    .groupBy(key)
    .orderBy(sql`sum(le.seconds)`, 'desc')
    .orderBy(key)
    .limit(literalLimit(limit))
    .execute()
  const total = n((await db.selectFrom('learning_events').select((eb) => eb.fn.sum<number>('seconds').as('s')).where('employee_id', '=', employeeId).executeTakeFirst())?.s)
  if (rows.length === 0) return []
  const table = by === 'category' ? 'learning_categories' : 'topics'
  const names = new Map((await db.selectFrom(table).select(['id', 'name', 'slug']).where('id', 'in', rows.map((r) => n(r.ref_id))).execute()).map((r) => [r.id, r]))
  return rows.flatMap((r) => {
    const item = names.get(n(r.ref_id))
    return item ? [{ item, seconds: n(r.seconds), share: total > 0 ? Math.round((n(r.seconds) / total) * 1000) / 1000 : 0 }] : []
  })
}

/** Rank among all employees by learning time (ties share a rank), with the top 10. */
export async function leaderboard(db: Kysely<Database>, employeeId: number): Promise<Leaderboard> {
  const totals = db
    .selectFrom('employees as e')
    .select((eb) => [
      'e.id',
      'e.full_name',
      'e.position',
      eb.fn.coalesce(eb.selectFrom('learning_events as le').select((e2) => e2.fn.sum<number>('le.seconds').as('s')).whereRef('le.employee_id', '=', 'e.id'), sql<number>`0`).as('learning_s'),
    ])
  // Colleagues who hide their learning section are ranked but not listed (the caller always is).
  const top = await db
    .selectFrom(totals.as('t'))
    .selectAll()
    .where((eb) => eb.or([eb('t.id', '=', employeeId), eb('t.id', 'not in', ownersHiding(db, 'learning'))]))
    .orderBy('t.learning_s', 'desc')
    .orderBy('t.full_name')
    .orderBy('t.id')
    .limit(literalLimit(10))
    .execute()
  const mine = await db.selectFrom(totals.as('t')).selectAll().where('t.id', '=', employeeId).executeTakeFirstOrThrow()
  const ahead = await db.selectFrom(totals.as('t')).select((eb) => eb.fn.countAll<number>().as('c')).where('t.learning_s', '>', n(mine.learning_s)).executeTakeFirstOrThrow()
  const participants = await db.selectFrom('employees').select((eb) => eb.fn.countAll<number>().as('c')).executeTakeFirstOrThrow()
  const entry = (r: typeof mine, rank: number) => ({
    rank,
    employee_id: r.id,
    name: r.full_name,
    position: r.position,
    learning_s: n(r.learning_s),
    points: Math.floor(n(r.learning_s) / 60),
  })
  // A rank counts everyone with more learning time, listed or not (ties share a rank).
  const rankOf = async (seconds: number) =>
    n((await db.selectFrom(totals.as('t')).select((eb) => eb.fn.countAll<number>().as('c')).where('t.learning_s', '>', seconds).executeTakeFirstOrThrow()).c) + 1
  const ranked: Leaderboard['top'] = []
  for (const r of top) ranked.push(entry(r, await rankOf(n(r.learning_s))))
  return { me: entry(mine, n(ahead.c) + 1), top: ranked, participants: n(participants.c) }
}

/** Videos, packages and in-class events the user touched, most recent first, paged in SQL. */
export async function mixedHistory(db: Kysely<Database>, employeeId: number, page: number, limit: number): Promise<{ items: HistoryItem[]; total: number }> {
  const e = employeeId
  const union = sql`
    select 'video' as kind, v.id, v.slug, v.title, v.thumbnail_url, vp.updated_at as last_activity_at,
      case when vp.duration_s > 0 then (vp.position_s * 100) / vp.duration_s else 0 end as progress_percent,
      case when vp.completed_at is null then 0 else 1 end as completed
    from video_progress vp join videos v on v.id = vp.video_id where vp.employee_id = ${e}
    union all
    select 'package', cp.id, cp.slug, cp.title, cp.thumbnail_url, pp.updated_at,
      coalesce((select count(*) from material_progress mp join course_materials m on m.id = mp.course_material_id
                 where m.package_id = cp.id and m.archived_at is null and mp.employee_id = ${e} and mp.completed_at is not null) * 100
               / nullif((select count(*) from course_materials m where m.package_id = cp.id and m.archived_at is null), 0), 0),
      case when pp.completed_at is null then 0 else 1 end
    from package_progress pp join course_packages cp on cp.id = pp.package_id where pp.employee_id = ${e}
    union all
    select 'inclass', ev.id, ev.slug, ev.title, ev.thumbnail_url, coalesce(r.attended_at, r.registered_at),
      case when r.attended_at is null then 0 else 100 end, case when r.attended_at is null then 0 else 1 end
    from inclass_registrations r join inclass_events ev on ev.id = r.event_id where r.employee_id = ${e}`
  const { rows: counted } = await sql<{ total: number | string }>`select count(*) as total from (${union}) h`.execute(db)
  const { rows } = await sql<{ kind: HistoryItem['kind']; id: number; slug: string; title: string; thumbnail_url: string; last_activity_at: string; progress_percent: number | string; completed: number | string }>`
    select * from (${union}) h order by last_activity_at desc, kind, id desc limit ${literalLimit(limit)} offset ${(page - 1) * limit}`.execute(db)
  const items = rows.map((r) => ({
    kind: r.kind,
    id: n(r.id),
    slug: r.slug,
    title: r.title,
    thumbnail_url: r.thumbnail_url,
    last_activity_at: r.last_activity_at,
    progress_percent: Math.min(100, n(r.progress_percent)),
    completed: n(r.completed) === 1,
  }))
  return { items, total: n(counted[0]?.total) }
}

export async function studySummary(db: Kysely<Database>, employeeId: number, now: Date): Promise<StudySummary> {
  const progress = await progressSummary(db, employeeId)
  const inclass = await db
    .selectFrom('inclass_registrations')
    .select((eb) => [eb.fn.countAll<number>().as('registered'), eb.fn.count<number>('attended_at').as('attended')])
    .where('employee_id', '=', employeeId)
    .executeTakeFirstOrThrow()
  const days = await db
    .selectFrom('learning_events')
    .select((eb) => ['day', eb.fn.sum<number>('seconds').as('seconds')])
    .where('employee_id', '=', employeeId)
    .groupBy('day')
    .orderBy('day', 'desc')
    .execute()
  const active = new Set(days.map((d) => d.day))
  const today = jakartaDay(now)
  let cursor = active.has(today) ? today : addDays(today, -1)
  let streak = 0
  while (active.has(cursor)) {
    streak += 1
    cursor = addDays(cursor, -1)
  }
  return {
    ...progress,
    inclass_registered: n(inclass.registered),
    inclass_attended: n(inclass.attended),
    learning_s: days.reduce((sum, d) => sum + n(d.seconds), 0),
    active_days: active.size,
    streak_days: streak,
  }
}
