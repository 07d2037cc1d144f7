import type { Kysely } from 'kysely'
import type { InclassCard, InclassDetail, InclassRegistration } from '../../../src/contract/learning-inclass'
import type { Database } from '../../db/schema'
import { inclassCardQuery, toInclassCard } from '../../db/repositories/inclass-card'
import { filterConditions, sortTerms, type ListFilters, type ListPage } from '../../db/repositories/learning-card'
import { addDays, jakartaDay, jakartaDayStart } from '../../../src/shared/dates'
import { logLearningTime } from '../../db/repositories/learning-time'
import { literalLimit } from '../../db/literal-limit'

/** Why a registration, cancellation or attendance is refused; the routes answer each with its problem. */
export type InclassRefusalReason = 'not-found' | 'full' | 'closed' | 'not-registered' | 'cancel-closed' | 'not-today'

/** Thrown inside the transaction, so whatever it wrote is rolled back. */
export class InclassRefusal extends Error {
  constructor(readonly reason: InclassRefusalReason) {
    super(`in-class event refused: ${reason}`)
    this.name = 'InclassRefusal'
  }
}

export interface InclassListQuery extends ListPage, ListFilters {
  from?: string | undefined
  to?: string | undefined
}

export async function listInclasses(db: Kysely<Database>, query: InclassListQuery): Promise<{ items: InclassCard[]; total: number }> {
  const conditions = filterConditions('ev', query)
  // An archived event (gone from its content pack) is out of every list and search.
  let counted = db.selectFrom('inclass_events as ev').select((eb) => eb.fn.countAll<number>().as('total')).where('ev.archived_at', 'is', null)
  let rows = inclassCardQuery(db).where('ev.archived_at', 'is', null)
  for (const condition of conditions) {
    counted = counted.where(condition)
    rows = rows.where(condition)
  }
  // `from`/`to` are Jakarta calendar days, both included.
  if (query.from) {
    counted = counted.where('ev.starts_at', '>=', jakartaDayStart(query.from))
    rows = rows.where('ev.starts_at', '>=', jakartaDayStart(query.from))
  }
  if (query.to) {
    counted = counted.where('ev.starts_at', '<', jakartaDayStart(addDays(query.to, 1)))
    rows = rows.where('ev.starts_at', '<', jakartaDayStart(addDays(query.to, 1)))
  }
  const { total } = await counted.executeTakeFirstOrThrow()
  // An event's "newest" is the one that takes place latest.
  let ordered = rows
  for (const [term, direction] of sortTerms(query.sort, { date: 'ev.starts_at', popular: 'ev.seats_taken', title: 'ev.title', id: 'ev.id' })) ordered = ordered.orderBy(term, direction)
  const items = await ordered.limit(literalLimit(query.limit)).offset((query.page - 1) * query.limit).execute()
  return { items: items.map(toInclassCard), total: Number(total) }
}

/** Events taking place on today's Jakarta calendar day (started or not, multi-day ones too). */
export async function todayInclasses(db: Kysely<Database>, now: Date, page: number, limit: number) {
  const today = jakartaDay(now)
  const start = jakartaDayStart(today)
  const end = jakartaDayStart(addDays(today, 1))
  const base = db.selectFrom('inclass_events as ev').where('ev.starts_at', '<', end).where('ev.ends_at', '>=', start).where('ev.archived_at', 'is', null)
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const rows = await inclassCardQuery(db)
    .where('ev.starts_at', '<', end)
    .where('ev.ends_at', '>=', start)
    .where('ev.archived_at', 'is', null)
    .orderBy('ev.starts_at', 'asc')
    .orderBy('ev.id', 'asc')
    .limit(literalLimit(limit))
    .offset((page - 1) * limit)
    .execute()
  return { items: rows.map(toInclassCard), total: Number(total) }
}

const toRegistration = (row: { event_id: number; registered_at: string; attended_at: string | null }): InclassRegistration => ({
  event_id: row.event_id,
  registered_at: row.registered_at,
  attended: row.attended_at !== null,
  attended_at: row.attended_at,
})

function findRegistration(db: Kysely<Database>, employeeId: number, eventId: number) {
  return db
    .selectFrom('inclass_registrations')
    .select(['event_id', 'registered_at', 'attended_at'])
    .where('employee_id', '=', employeeId)
    .where('event_id', '=', eventId)
    .executeTakeFirst()
}

/** An archived event still answers those registered for it (their study history links here), nobody else. */
export async function findInclassDetail(db: Kysely<Database>, eventId: number, employeeId: number | null): Promise<InclassDetail | undefined> {
  const row = await inclassCardQuery(db).select('ev.archived_at').where('ev.id', '=', eventId).executeTakeFirst()
  if (!row) return undefined
  const registration = employeeId === null ? undefined : await findRegistration(db, employeeId, eventId)
  if (row.archived_at !== null && registration === undefined) return undefined
  return {
    ...toInclassCard(row),
    description: row.description,
    is_registered: employeeId === null ? null : registration !== undefined,
    registration: registration ? toRegistration(registration) : null,
  }
}

function findEvent(db: Kysely<Database>, eventId: number) {
  return db.selectFrom('inclass_events').select(['id', 'starts_at', 'ends_at', 'seats_total', 'seats_taken', 'archived_at']).where('id', '=', eventId).executeTakeFirst()
}

/**
 * Registers, or answers the registration the user already has. The seat is taken by a guarded
 * counter update in the same transaction as the insert (see migration 0006): a full event
 * refuses with 'Kelas sudah penuh' and the insert rolls back.
 */
export async function registerForInclass(db: Kysely<Database>, employeeId: number, eventId: number, now: string): Promise<InclassRegistration> {
  return db.transaction().execute(async (trx) => {
    const event = await findEvent(trx, eventId)
    if (!event) throw new InclassRefusal('not-found')
    const existing = await findRegistration(trx, employeeId, eventId)
    if (existing) return toRegistration(existing)
    // Gone from its content pack: nobody new registers.
    if (event.archived_at !== null) throw new InclassRefusal('not-found')
    if (now >= event.starts_at) throw new InclassRefusal('closed')
    const inserted = await trx
      .insertInto('inclass_registrations')
      .values({ event_id: eventId, employee_id: employeeId, registered_at: now, attended_at: null })
      .onConflict((oc) => oc.columns(['event_id', 'employee_id']).doNothing())
      .executeTakeFirst()
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
      // A concurrent request of the same user won the insert.
      return toRegistration((await findRegistration(trx, employeeId, eventId))!)
    }
    const taken = await trx
      .updateTable('inclass_events')
      .set((eb) => ({ seats_taken: eb('seats_taken', '+', 1) }))
      .where('id', '=', eventId)
      .whereRef('seats_taken', '<', 'seats_total')
      .executeTakeFirst()
    if (Number(taken.numUpdatedRows) === 0) throw new InclassRefusal('full')
    return toRegistration({ event_id: eventId, registered_at: now, attended_at: null })
  })
}

/** Cancels the user's own registration, until the event starts; answers the seats left. */
export async function cancelInclassRegistration(db: Kysely<Database>, employeeId: number, eventId: number, now: string) {
  return db.transaction().execute(async (trx) => {
    const event = await findEvent(trx, eventId)
    if (!event) throw new InclassRefusal('not-found')
    if (!(await findRegistration(trx, employeeId, eventId))) throw new InclassRefusal('not-registered')
    if (now >= event.starts_at) throw new InclassRefusal('cancel-closed')
    const deleted = await trx.deleteFrom('inclass_registrations').where('event_id', '=', eventId).where('employee_id', '=', employeeId).executeTakeFirst()
    if (Number(deleted.numDeletedRows) > 0) {
      await trx
        .updateTable('inclass_events')
        .set((eb) => ({ seats_taken: eb('seats_taken', '-', 1) }))
        .where('id', '=', eventId)
        .where('seats_taken', '>', 0)
        .execute()
    }
    const after = await findEvent(trx, eventId)
    return { event_id: eventId, seats_left: Math.max(0, after!.seats_total - after!.seats_taken) }
  })
}

/**
 * Records attendance once (the first time is kept) for a registered user, on the event's day(s)
 * in Jakarta or while it runs; the event's length counts as learning time.
 */
export async function attendInclass(db: Kysely<Database>, employeeId: number, eventId: number, now: string): Promise<InclassRegistration> {
  return db.transaction().execute(async (trx) => {
    const event = await findEvent(trx, eventId)
    if (!event) throw new InclassRefusal('not-found')
    if (!(await findRegistration(trx, employeeId, eventId))) throw new InclassRefusal('not-registered')
    const today = jakartaDay(now)
    const onItsDay = today >= jakartaDay(event.starts_at) && today <= jakartaDay(event.ends_at)
    const running = now >= event.starts_at && now <= event.ends_at
    if (!onItsDay && !running) throw new InclassRefusal('not-today')
    const marked = await trx
      .updateTable('inclass_registrations')
      .set({ attended_at: now })
      .where('event_id', '=', eventId)
      .where('employee_id', '=', employeeId)
      .where('attended_at', 'is', null)
      .executeTakeFirst()
    if (Number(marked.numUpdatedRows) > 0) {
      const seconds = (Date.parse(event.ends_at) - Date.parse(event.starts_at)) / 1000
      await logLearningTime(trx, { employeeId, kind: 'inclass', contentId: eventId, seconds, at: now })
    }
    return toRegistration((await findRegistration(trx, employeeId, eventId))!)
  })
}

export async function inclassHistories(db: Kysely<Database>, employeeId: number, page: number, limit: number) {
  const { total } = await db
    .selectFrom('inclass_registrations')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('employee_id', '=', employeeId)
    .executeTakeFirstOrThrow()
  const rows = await inclassCardQuery(db)
    .innerJoin('inclass_registrations as r', 'r.event_id', 'ev.id')
    .select(['r.event_id', 'r.registered_at', 'r.attended_at'])
    .where('r.employee_id', '=', employeeId)
    .orderBy('ev.starts_at', 'desc')
    .orderBy('ev.id', 'desc')
    .limit(literalLimit(limit))
    .offset((page - 1) * limit)
    .execute()
  return { items: rows.map((r) => ({ ...toRegistration(r), event: toInclassCard(r) })), total: Number(total) }
}
