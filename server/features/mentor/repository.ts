import { sql, type Kysely } from 'kysely'
import {
  BOOKING_HORIZON_DAYS,
  BOOKING_LEAD_HOURS,
  SESSION_MINUTES,
  type JoinMentorInput,
  type MentorCard,
  type MentorDetail,
  type MentorListParams,
  type MyMentor,
  type Slot,
} from '../../../src/contract/mentor'
import { initialsOf } from '../../../src/shared/initials'
import { addDays, jakartaDay } from '../../../src/shared/dates'
import type { Database } from '../../db/schema'
import { literalLimit } from '../../db/literal-limit'
import { freeSlots, hasFreeSlot, isMentorHour, type FreeSlotsInput, type WeeklyHours } from './rules'

type Db = Kysely<Database>

/** Sessions that hold their hour: a request still to answer, or accepted. */
export const HOLDING = ['requested', 'accepted'] as const

function cardQuery(db: Db) {
  return db
    .selectFrom('mentors as m')
    .innerJoin('employees as e', 'e.id', 'm.employee_id')
    .leftJoin('business_units as bu', 'bu.id', 'e.business_unit_id')
    .select((eb) => [
      'm.id',
      'm.headline',
      'm.status',
      'm.archived_at',
      'm.bio',
      'm.employee_id',
      'e.full_name',
      'e.username',
      'e.position',
      'e.profile_image',
      'bu.name as unit',
      eb
        .selectFrom('mentor_sessions as s')
        .whereRef('s.mentor_id', '=', 'm.id')
        .where('s.rating', 'is not', null)
        .select(sql<number>`coalesce(avg(s.rating), 0)`.as('v'))
        .as('rating'),
      eb
        .selectFrom('mentor_sessions as s')
        .whereRef('s.mentor_id', '=', 'm.id')
        .where('s.rating', 'is not', null)
        .select(eb.fn.countAll<number>().as('v'))
        .as('rating_count'),
      eb
        .selectFrom('mentor_sessions as s')
        .whereRef('s.mentor_id', '=', 'm.id')
        .where('s.status', '=', 'accepted')
        .where('s.ends_at', '<=', new Date().toISOString())
        .select(eb.fn.countAll<number>().as('v'))
        .as('sessions_given'),
    ])
}

type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['execute']>>[number]

async function expertiseOf(db: Db, mentorIds: readonly number[]) {
  if (mentorIds.length === 0) return new Map<number, { id: number; name: string; slug: string }[]>()
  const rows = await db
    .selectFrom('mentor_skills as ms')
    .innerJoin('growth_path_skills as s', 's.id', 'ms.skill_id')
    .select(['ms.mentor_id', 's.id', 's.name', 's.slug'])
    .where('ms.mentor_id', 'in', mentorIds)
    .orderBy('s.name')
    .execute()
  const byMentor = new Map<number, { id: number; name: string; slug: string }[]>()
  for (const r of rows) byMentor.set(r.mentor_id, [...(byMentor.get(r.mentor_id) ?? []), { id: r.id, name: r.name, slug: r.slug }])
  return byMentor
}

export interface Availability {
  hours: WeeklyHours[]
  daysOff: Set<string>
}

async function availabilityOf(db: Db, mentorIds: readonly number[]): Promise<Map<number, Availability>> {
  const map = new Map<number, Availability>(mentorIds.map((id) => [id, { hours: [], daysOff: new Set<string>() }]))
  if (mentorIds.length === 0) return map
  const [hours, daysOff] = await Promise.all([
    db.selectFrom('mentor_hours').select(['mentor_id', 'weekday', 'from_hour', 'to_hour']).where('mentor_id', 'in', mentorIds).execute(),
    db.selectFrom('mentor_days_off').select(['mentor_id', 'day']).where('mentor_id', 'in', mentorIds).execute(),
  ])
  for (const h of hours) map.get(h.mentor_id)!.hours.push(h)
  for (const d of daysOff) map.get(d.mentor_id)!.daysOff.add(d.day)
  return map
}

/** Hours held by sessions of these mentors from `from` (ISO) on. */
async function takenOf(db: Db, mentorIds: readonly number[], from: string): Promise<Map<number, Set<string>>> {
  const map = new Map<number, Set<string>>(mentorIds.map((id) => [id, new Set<string>()]))
  if (mentorIds.length === 0) return map
  const rows = await db
    .selectFrom('mentor_sessions')
    .select(['mentor_id', 'starts_at'])
    .where('mentor_id', 'in', mentorIds)
    .where('status', 'in', HOLDING)
    .where('starts_at', '>=', from)
    .execute()
  for (const r of rows) map.get(r.mentor_id)!.add(r.starts_at)
  return map
}

/**
 * Each mentor's hours over `days` days from `fromDay` (default today, Jakarta), as `answer` reads
 * them: `freeSlots` for the hours themselves, `hasFreeSlot` for the cards' "free this week".
 */
async function hoursOf<T>(
  db: Db,
  mentorIds: readonly number[],
  days: number,
  now: Date,
  answer: (input: FreeSlotsInput) => T,
  fromDay = jakartaDay(now),
): Promise<Map<number, T>> {
  const [availability, taken] = await Promise.all([availabilityOf(db, mentorIds), takenOf(db, mentorIds, now.toISOString())])
  return new Map(mentorIds.map((id) => [id, answer({ ...availability.get(id)!, taken: taken.get(id)!, fromDay, days, now })]))
}

async function toCards(db: Db, rows: readonly CardRow[], now: Date): Promise<MentorCard[]> {
  const ids = rows.map((r) => r.id)
  const [expertise, free] = await Promise.all([expertiseOf(db, ids), hoursOf(db, ids, 7, now, hasFreeSlot)])
  return rows.map((r) => ({
    id: r.id,
    name: r.full_name,
    initials: initialsOf(r.full_name),
    username: r.username,
    position: r.position,
    unit: r.unit,
    photo_url: r.profile_image,
    headline: r.headline,
    expertise: expertise.get(r.id) ?? [],
    rating: Math.round(Number(r.rating ?? 0) * 10) / 10,
    rating_count: Number(r.rating_count ?? 0),
    sessions_given: Number(r.sessions_given ?? 0),
    available_this_week: r.status === 'active' && r.archived_at === null && free.get(r.id) === true,
    // An archived mentor (gone from the content pack) takes no new sessions, as a paused one.
    status: r.status === 'paused' || r.archived_at !== null ? 'paused' : 'active',
  }))
}

/** The list: filters in the database, the this-week filter over the computed slots. */
export async function listMentors(db: Db, query: MentorListParams, now: Date): Promise<{ items: MentorCard[]; total: number }> {
  let q = cardQuery(db).where('m.status', '=', 'active').where('m.archived_at', 'is', null)
  if (query.q) {
    const like = `%${query.q.toLowerCase()}%`
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['e.full_name']), 'like', like),
        eb(eb.fn('lower', ['m.headline']), 'like', like),
        eb.exists(
          eb
            .selectFrom('mentor_skills as ms')
            .innerJoin('growth_path_skills as gs', 'gs.id', 'ms.skill_id')
            .whereRef('ms.mentor_id', '=', 'm.id')
            .where((inner) => inner(inner.fn('lower', ['gs.name']), 'like', like))
            .select('ms.mentor_id'),
        ),
      ]),
    )
  }
  const { skill_id: skillId, unit_id: unitId } = query
  if (skillId !== undefined)
    q = q.where((eb) =>
      eb.exists(eb.selectFrom('mentor_skills as ms').whereRef('ms.mentor_id', '=', 'm.id').where('ms.skill_id', '=', skillId).select('ms.mentor_id')),
    )
  if (unitId !== undefined) q = q.where('e.business_unit_id', '=', unitId)
  const ordered = q.orderBy('sessions_given', 'desc').orderBy('rating', 'desc').orderBy('e.full_name')
  const start = (query.page - 1) * query.limit
  if (query.available === 'true') {
    // Free this week is worked out from the hours and sessions, not stored: filter, then page.
    const cards = (await toCards(db, await ordered.execute(), now)).filter((c) => c.available_this_week)
    return { items: cards.slice(start, start + query.limit), total: cards.length }
  }
  const [rows, counted] = await Promise.all([
    // Written into the SQL: with `limit ?` SQLite took twice as long (decision 039).
    ordered.limit(literalLimit(query.limit)).offset(start).execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ])
  return { items: await toCards(db, rows, now), total: Number(counted.total) }
}

export async function popularMentors(db: Db, limit: number, now: Date): Promise<MentorCard[]> {
  const rows = await cardQuery(db)
    .where('m.status', '=', 'active')
    .where('m.archived_at', 'is', null)
    .orderBy('sessions_given', 'desc')
    .orderBy('rating', 'desc')
    .orderBy('e.full_name')
    .limit(literalLimit(limit))
    .execute()
  return toCards(db, rows, now)
}

export async function mentorDetail(db: Db, id: number, viewer: number | null, now: Date): Promise<MentorDetail | undefined> {
  const row = await cardQuery(db).where('m.id', '=', id).executeTakeFirst()
  if (!row) return undefined
  // An archived mentor's page stays for the mentor and for those who had a session with them.
  if (row.archived_at !== null && viewer !== row.employee_id && !(viewer !== null && (await hadSession(db, id, viewer)))) return undefined
  const [card] = await toCards(db, [row], now)
  const reviews = await db
    .selectFrom('mentor_sessions as s')
    .innerJoin('employees as e', 'e.id', 's.mentee_id')
    .select(['s.rating', 's.review', 'e.full_name', 's.rated_at', 's.updated_at'])
    .where('s.mentor_id', '=', id)
    .where('s.rating', 'is not', null)
    .orderBy('s.rated_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(literalLimit(10))
    .execute()
  return {
    ...card!,
    bio: row.bio,
    reviews: reviews.map((r) => ({ rating: r.rating!, review: r.review, mentee: r.full_name, at: r.rated_at ?? r.updated_at })),
    is_me: viewer !== null && viewer === row.employee_id,
  }
}

async function hadSession(db: Db, mentorId: number, menteeId: number): Promise<boolean> {
  const row = await db.selectFrom('mentor_sessions').select('id').where('mentor_id', '=', mentorId).where('mentee_id', '=', menteeId).limit(1).executeTakeFirst()
  return row !== undefined
}

/** The employee's own mentor profile, as the join form edits it (hours and days off too); undefined when they are not a mentor. */
export async function myMentor(db: Db, employeeId: number, now: Date): Promise<MyMentor | undefined> {
  const mine = await db.selectFrom('mentors').select('id').where('employee_id', '=', employeeId).executeTakeFirst()
  if (!mine) return undefined
  const [detail, availability] = await Promise.all([mentorDetail(db, mine.id, employeeId, now), availabilityOf(db, [mine.id])])
  const { hours, daysOff } = availability.get(mine.id)!
  return {
    ...detail!,
    hours: [...hours]
      .sort((a, b) => a.weekday - b.weekday || a.from_hour - b.from_hour)
      .map(({ weekday, from_hour, to_hour }) => ({ weekday, from_hour, to_hour })),
    days_off: [...daysOff].sort(),
  }
}

export async function mentorSlots(db: Db, id: number, fromDay: string | undefined, days: number, now: Date): Promise<Slot[] | undefined> {
  const mentor = await db.selectFrom('mentors').select(['id', 'status', 'archived_at']).where('id', '=', id).executeTakeFirst()
  if (!mentor) return undefined
  if (mentor.status !== 'active' || mentor.archived_at !== null) return []
  const today = jakartaDay(now)
  const start = fromDay && fromDay > today ? fromDay : today
  const last = addDays(today, BOOKING_HORIZON_DAYS)
  const span = Math.max(0, Math.min(days, (Date.parse(last) - Date.parse(start)) / 86_400_000))
  return (await hoursOf(db, [id], span, now, freeSlots, start)).get(id)!
}

/** Creates or updates the employee's mentor profile (all of it, as the form sends it). */
export async function saveMentor(db: Db, employeeId: number, input: Required<JoinMentorInput>, now: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('mentors').select(['id', 'archived_at']).where('employee_id', '=', employeeId).executeTakeFirst()
    // Joining again after the content pack dropped them makes the profile their own: listed again,
    // and no longer the pack's to archive (no key).
    const values = { headline: input.headline, bio: input.bio, status: input.status, updated_at: now, ...(existing?.archived_at ? { archived_at: null, slug: null } : {}) }
    const id = existing
      ? (await trx.updateTable('mentors').set(values).where('id', '=', existing.id).returning('id').executeTakeFirstOrThrow()).id
      : (
          await trx
            .insertInto('mentors')
            .values({ ...values, employee_id: employeeId, created_at: now })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id
    await trx.deleteFrom('mentor_skills').where('mentor_id', '=', id).execute()
    await trx
      .insertInto('mentor_skills')
      .values([...new Set(input.skill_ids)].map((skill_id) => ({ mentor_id: id, skill_id })))
      .execute()
    await trx.deleteFrom('mentor_hours').where('mentor_id', '=', id).execute()
    if (input.hours.length > 0)
      await trx
        .insertInto('mentor_hours')
        .values(input.hours.map((h) => ({ mentor_id: id, ...h })))
        .execute()
    await trx.deleteFrom('mentor_days_off').where('mentor_id', '=', id).execute()
    const days = [...new Set(input.days_off)]
    if (days.length > 0)
      await trx
        .insertInto('mentor_days_off')
        .values(days.map((day) => ({ mentor_id: id, day })))
        .execute()
    return id
  })
}

export type BookingRefusal = 'no-mentor' | 'paused' | 'own' | 'not-an-hour' | 'too-soon' | 'slot-taken' | 'mentee-busy'

export class BookingRefused extends Error {
  constructor(
    readonly reason: BookingRefusal,
    readonly nextFree: Slot[] = [],
  ) {
    super(`booking refused: ${reason}`)
    this.name = 'BookingRefused'
  }
}

/**
 * Books the hour. The database decides who gets it: the unique indexes on (mentor, start) and
 * (mentee, start) over holding sessions refuse the second insert however close together two
 * bookings come (no read-then-write); the refusal names the mentor's next free hours.
 */
export async function bookSession(
  db: Db,
  menteeId: number,
  input: { mentor_id: number; starts_at: string; topic: string; note: string | null; mode: 'online' | 'offline' },
  now: Date,
): Promise<number> {
  const mentor = await db.selectFrom('mentors').select(['id', 'status', 'employee_id', 'archived_at']).where('id', '=', input.mentor_id).executeTakeFirst()
  if (!mentor) throw new BookingRefused('no-mentor')
  if (mentor.employee_id === menteeId) throw new BookingRefused('own')
  if (mentor.status !== 'active' || mentor.archived_at !== null) throw new BookingRefused('paused')
  const startsAt = new Date(input.starts_at).toISOString()
  const { hours, daysOff } = (await availabilityOf(db, [mentor.id])).get(mentor.id)!
  if (!isMentorHour(startsAt, hours, daysOff)) throw new BookingRefused('not-an-hour', await nextFree(db, mentor.id, now))
  if (Date.parse(startsAt) < now.getTime() + BOOKING_LEAD_HOURS * 3_600_000) throw new BookingRefused('too-soon', await nextFree(db, mentor.id, now))
  const stamp = now.toISOString()
  try {
    const row = await db
      .insertInto('mentor_sessions')
      .values({
        mentor_id: mentor.id,
        mentee_id: menteeId,
        starts_at: startsAt,
        ends_at: new Date(Date.parse(startsAt) + SESSION_MINUTES * 60_000).toISOString(),
        topic: input.topic,
        note: input.note,
        mode: input.mode,
        status: 'requested',
        decline_reason: null,
        rating: null,
        review: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const mine = await db
      .selectFrom('mentor_sessions')
      .select('id')
      .where('mentee_id', '=', menteeId)
      .where('starts_at', '=', startsAt)
      .where('status', 'in', HOLDING)
      .executeTakeFirst()
    throw new BookingRefused(mine ? 'mentee-busy' : 'slot-taken', await nextFree(db, mentor.id, now))
  }
}

async function nextFree(db: Db, mentorId: number, now: Date): Promise<Slot[]> {
  return ((await hoursOf(db, [mentorId], BOOKING_HORIZON_DAYS, now, freeSlots)).get(mentorId) ?? []).slice(0, 3)
}

/** A unique index refused the row (SQLite's and PostgreSQL's ways of saying so). */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string }
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e.message ?? '')
}
