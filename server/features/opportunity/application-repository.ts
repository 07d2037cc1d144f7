import type { Kysely } from 'kysely'
import { fillPath } from '../../../src/contract/endpoint'
import {
  applicationStatuses,
  canMoveTo,
  canWithdraw,
  correctableChange,
  cvFileKinds,
  daysUntilClosing,
  fitOf,
  isClosed,
  movableFrom,
  opportunityApi,
  type Applicant,
  type Application,
  type ApplicationEvent,
  type ApplicationStatus,
  type HrOpening,
  type HrStatus,
} from '../../../src/contract/opportunity'
import { initialsOf } from '../../../src/shared/initials'
import type { Database } from '../../db/schema'
import { skillIdsOf, skillsOf } from './repository'
import { closingDayOf, statusOf } from './rules'

type Db = Kysely<Database>

// Applications: sending one (once per person and opening: the unique index decides, not a read
// before the write), the applicant's own list and withdrawal, and HR's side (the openings of their
// unit, the applicants, moving a status). Every change of status is one conditional UPDATE from the
// statuses it may leave, written with its history row in one transaction.

export type OpportunityRefusal =
  | 'no-opening'
  | 'closed'
  | 'applied'
  | 'not-found'
  | 'not-withdrawable'
  | 'wrong-move'
  /** The latest change is the applicant's (sending, withdrawing): nothing of HR's to take back. */
  | 'not-hrs'
  /** The latest change is a correction already. */
  | 'corrected'
  /** The application is no longer in the status HR meant to take back. */
  | 'stale'

/** A refusal the routes answer with a problem. */
export class OpportunityRefused extends Error {
  constructor(
    readonly reason: OpportunityRefusal,
    readonly current?: ApplicationStatus,
  ) {
    super(`opportunity refused: ${reason}`)
    this.name = 'OpportunityRefused'
  }
}

/** A CV as stored (cv-files.ts). */
export interface StoredCv {
  name: string
  stored: string
  kind: (typeof cvFileKinds)[number]
  size: number
}

function applicationQuery(db: Db) {
  return db
    .selectFrom('opportunity_applications as a')
    .innerJoin('opportunities as o', 'o.id', 'a.opportunity_id')
    .innerJoin('business_units as bu', 'bu.id', 'o.business_unit_id')
    .select([
      'a.id',
      'a.opportunity_id',
      'a.employee_id',
      'a.status',
      'a.motivation',
      'a.cv_name',
      'a.cv_kind',
      'a.cv_size',
      'a.created_at',
      'a.updated_at',
      'o.slug',
      'o.title',
      'o.closing_day',
      'o.archived_at',
      'o.business_unit_id',
      'bu.name as unit_name',
      'bu.slug as unit_slug',
    ])
}

type ApplicationRow = Awaited<ReturnType<ReturnType<typeof applicationQuery>['executeTakeFirstOrThrow']>>

/** Each application's history, oldest first; a change by someone other than the applicant names them. */
async function historyOf(db: Db, rows: readonly ApplicationRow[]): Promise<Map<number, ApplicationEvent[]>> {
  const out = new Map<number, ApplicationEvent[]>(rows.map((r) => [r.id, []]))
  if (rows.length === 0) return out
  const applicant = new Map(rows.map((r) => [r.id, r.employee_id]))
  const events = await db
    .selectFrom('opportunity_application_events as ev')
    .leftJoin('employees as e', 'e.id', 'ev.actor_id')
    .select(['ev.application_id', 'ev.status', 'ev.note', 'ev.created_at', 'ev.actor_id', 'ev.corrects', 'e.full_name'])
    .where(
      'ev.application_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('ev.created_at')
    .orderBy('ev.id')
    .execute()
  for (const ev of events) {
    const by = ev.actor_id !== null && ev.actor_id !== applicant.get(ev.application_id) ? ev.full_name : null
    const event: ApplicationEvent = { status: statusOf(ev.status), note: ev.note, at: ev.created_at, by }
    if (ev.corrects !== null) event.corrects = statusOf(ev.corrects)
    out.get(ev.application_id)!.push(event)
  }
  return out
}

const kindOf = (kind: string): StoredCv['kind'] => (kind === 'docx' ? 'docx' : 'pdf')

async function toApplications(db: Db, rows: readonly ApplicationRow[], today: string): Promise<Application[]> {
  const history = await historyOf(db, rows)
  return rows.map((r) => {
    const status = statusOf(r.status)
    return {
      id: r.id,
      opportunity: {
        id: r.opportunity_id,
        slug: r.slug,
        title: r.title,
        business_unit: { id: r.business_unit_id, name: r.unit_name, slug: r.unit_slug },
        closing_day: closingDayOf(r),
        // An opening archived by the content pack takes no more applications.
        closed: r.archived_at !== null || isClosed(r.closing_day, today),
      },
      status,
      motivation: r.motivation,
      cv: { name: r.cv_name, size: r.cv_size, kind: kindOf(r.cv_kind), url: fillPath(opportunityApi.cv.path, { id: r.id }) },
      created_at: r.created_at,
      updated_at: r.updated_at,
      history: history.get(r.id) ?? [],
      can_withdraw: canWithdraw(status),
    }
  })
}

/** The employee's applications, newest first. */
export async function applicationsOf(db: Db, employeeId: number, today: string): Promise<Application[]> {
  const rows = await applicationQuery(db).where('a.employee_id', '=', employeeId).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').execute()
  return toApplications(db, rows, today)
}

/** The employee's application to one opening, if any. */
export async function applicationFor(db: Db, employeeId: number, opportunityId: number, today: string): Promise<Application | null> {
  const rows = await applicationQuery(db).where('a.employee_id', '=', employeeId).where('a.opportunity_id', '=', opportunityId).execute()
  return (await toApplications(db, rows, today))[0] ?? null
}

/** The employee's own application by id: undefined when it is missing or someone else's. */
export async function ownApplication(db: Db, id: number, employeeId: number, today: string): Promise<Application | undefined> {
  const rows = await applicationQuery(db).where('a.id', '=', id).where('a.employee_id', '=', employeeId).execute()
  return (await toApplications(db, rows, today))[0]
}

/** Who an application belongs to and which unit's HR manages it (for HR's checks and the CV). */
export function applicationOwners(db: Db, id: number) {
  return db
    .selectFrom('opportunity_applications as a')
    .innerJoin('opportunities as o', 'o.id', 'a.opportunity_id')
    .select(['a.id', 'a.employee_id', 'a.cv_name', 'a.cv_stored', 'a.cv_kind', 'o.business_unit_id', 'o.slug', 'o.title'])
    .where('a.id', '=', id)
    .executeTakeFirst()
}

/** A unique index refused the row (SQLite's and PostgreSQL's ways of saying so). */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string }
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e.message ?? '')
}

export interface ApplyWrite {
  opportunityId: number
  employeeId: number
  motivation: string
  cv: StoredCv
  now: string
}

/**
 * Sends the application. The unique index on (opening, employee) refuses a second row however
 * close together two arrive; a withdrawn application is sent again in its place (its CV replaced:
 * `replacedCv` is the old file, for the caller to remove). Anything else: 'applied'.
 */
export async function sendApplication(db: Db, write: ApplyWrite): Promise<{ id: number; replacedCv: string | null }> {
  const columns = {
    status: 'terkirim',
    motivation: write.motivation,
    cv_name: write.cv.name,
    cv_stored: write.cv.stored,
    cv_kind: write.cv.kind,
    cv_size: write.cv.size,
    updated_at: write.now,
  }
  const event = (applicationId: number) => ({
    application_id: applicationId,
    status: 'terkirim',
    note: null,
    actor_id: write.employeeId,
    created_at: write.now,
  })
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('opportunity_applications')
        .values({ ...columns, opportunity_id: write.opportunityId, employee_id: write.employeeId, created_at: write.now })
        .returning('id')
        .executeTakeFirstOrThrow()
      await trx.insertInto('opportunity_application_events').values(event(row.id)).execute()
      return { id: row.id, replacedCv: null }
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
  }
  // The row exists: only a withdrawn one may be sent again (one conditional UPDATE decides).
  return db.transaction().execute(async (trx) => {
    const withdrawn = await trx
      .selectFrom('opportunity_applications')
      .select(['id', 'cv_stored'])
      .where('opportunity_id', '=', write.opportunityId)
      .where('employee_id', '=', write.employeeId)
      .where('status', '=', 'ditarik')
      .executeTakeFirst()
    if (!withdrawn) throw new OpportunityRefused('applied')
    const result = await trx
      .updateTable('opportunity_applications')
      .set(columns)
      .where('id', '=', withdrawn.id)
      .where('status', '=', 'ditarik')
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) throw new OpportunityRefused('applied')
    await trx.insertInto('opportunity_application_events').values(event(withdrawn.id)).execute()
    return { id: withdrawn.id, replacedCv: withdrawn.cv_stored }
  })
}

/** The applicant withdraws while it is still 'terkirim'; someone else's application is one that does not exist. */
export async function withdrawApplication(db: Db, id: number, employeeId: number, now: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('opportunity_applications')
      .set({ status: 'ditarik', updated_at: now })
      .where('id', '=', id)
      .where('employee_id', '=', employeeId)
      .where('status', '=', 'terkirim')
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) {
      const row = await trx
        .selectFrom('opportunity_applications')
        .select('status')
        .where('id', '=', id)
        .where('employee_id', '=', employeeId)
        .executeTakeFirst()
      throw row ? new OpportunityRefused('not-withdrawable', statusOf(row.status)) : new OpportunityRefused('not-found')
    }
    await trx
      .insertInto('opportunity_application_events')
      .values({ application_id: id, status: 'ditarik', note: null, actor_id: employeeId, created_at: now })
      .execute()
  })
}

/**
 * HR moves the application to `to`: one UPDATE from the statuses `to` may follow (the contract's
 * movableFrom), so two moves at once change it once; the history row goes with it. Answers the
 * history row's id (each change's own event, for the notification).
 */
export async function moveApplication(db: Db, id: number, to: HrStatus, note: string | null, actorId: number, now: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('opportunity_applications')
      .set({ status: to, updated_at: now })
      .where('id', '=', id)
      .where('status', 'in', movableFrom(to))
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) {
      const row = await trx.selectFrom('opportunity_applications').select('status').where('id', '=', id).executeTakeFirst()
      throw row ? new OpportunityRefused('wrong-move', statusOf(row.status)) : new OpportunityRefused('not-found')
    }
    const event = await trx
      .insertInto('opportunity_application_events')
      .values({ application_id: id, status: to, note, actor_id: actorId, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    return event.id
  })
}

function hrOpeningQuery(db: Db) {
  return db
    .selectFrom('opportunities as o')
    .innerJoin('business_units as bu', 'bu.id', 'o.business_unit_id')
    .innerJoin('company_locations as cl', 'cl.id', 'o.company_location_id')
    .innerJoin('employee_statuses as es', 'es.id', 'o.employee_status_id')
    .select([
      'o.id',
      'o.slug',
      'o.title',
      'o.closing_day',
      'o.business_unit_id',
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

type HrOpeningRow = Awaited<ReturnType<ReturnType<typeof hrOpeningQuery>['executeTakeFirstOrThrow']>>

async function toHrOpenings(db: Db, rows: readonly HrOpeningRow[], today: string): Promise<HrOpening[]> {
  const counts = new Map<number, Map<string, number>>(rows.map((r) => [r.id, new Map()]))
  if (rows.length > 0) {
    const grouped = await db
      .selectFrom('opportunity_applications')
      .select(['opportunity_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
      .where(
        'opportunity_id',
        'in',
        rows.map((r) => r.id),
      )
      .groupBy(['opportunity_id', 'status'])
      .execute()
    for (const g of grouped) counts.get(g.opportunity_id)!.set(g.status, Number(g.n))
  }
  return rows.map((r) => {
    const byStatus = applicationStatuses.map((status) => ({ status, count: counts.get(r.id)!.get(status) ?? 0 }))
    return {
      id: r.id,
      slug: r.slug,
      title: r.title,
      business_unit: { id: r.business_unit_id, name: r.unit_name, slug: r.unit_slug },
      company_location: { id: r.location_id, name: r.location_name, slug: r.location_slug, city: r.location_city },
      employee_status: { id: r.status_id, name: r.status_name, slug: r.status_slug },
      closing_day: r.closing_day,
      closes_in_days: daysUntilClosing(r.closing_day, today),
      closed: isClosed(r.closing_day, today),
      applicants: byStatus.reduce((sum, s) => sum + s.count, 0),
      by_status: byStatus,
    }
  })
}

/** The openings of a business unit: open ones first (soonest to close first), then the closed, latest closed first. */
export async function unitOpenings(db: Db, unitId: number, today: string): Promise<HrOpening[]> {
  const rows = await hrOpeningQuery(db).where('o.business_unit_id', '=', unitId).execute()
  const open = rows.filter((r) => !isClosed(r.closing_day, today)).sort((a, b) => a.closing_day.localeCompare(b.closing_day) || a.id - b.id)
  const closed = rows.filter((r) => isClosed(r.closing_day, today)).sort((a, b) => b.closing_day.localeCompare(a.closing_day) || a.id - b.id)
  return toHrOpenings(db, [...open, ...closed], today)
}

export async function hrOpening(db: Db, id: number, today: string): Promise<HrOpening | undefined> {
  const row = await hrOpeningQuery(db).where('o.id', '=', id).executeTakeFirst()
  return row ? (await toHrOpenings(db, [row], today))[0] : undefined
}

/**
 * Applications as HR (`viewerId`) sees them: with the applicant, their fit for the opening, the moves
 * left and the change a correction would take back; none of either on the viewer's own application.
 */
async function toApplicants(db: Db, rows: readonly ApplicationRow[], today: string, viewerId: number): Promise<Applicant[]> {
  const employeeIds = [...new Set(rows.map((r) => r.employee_id))]
  const [applications, skills, have, people] = await Promise.all([
    toApplications(db, rows, today),
    skillsOf(db, [...new Set(rows.map((r) => r.opportunity_id))]),
    skillIdsOf(db, employeeIds),
    employeeIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('employees as e')
          .leftJoin('business_units as bu', 'bu.id', 'e.business_unit_id')
          .select(['e.id', 'e.full_name', 'e.username', 'e.position', 'bu.name as unit'])
          .where('e.id', 'in', employeeIds)
          .execute(),
  ])
  const person = new Map(people.map((p) => [p.id, p]))
  return applications.map((application, i) => {
    const row = rows[i]!
    const p = person.get(row.employee_id)!
    const own = row.employee_id === viewerId
    return {
      ...application,
      // Withdrawing is the applicant's own: never HR's, who reads this.
      can_withdraw: false,
      applicant: { id: p.id, name: p.full_name, initials: initialsOf(p.full_name), username: p.username, position: p.position, business_unit: p.unit },
      fit_percent: fitOf(skills.get(row.opportunity_id) ?? [], have.get(row.employee_id) ?? []).percent,
      own,
      next_statuses: own ? [] : applicationStatuses.filter((to) => canMoveTo(application.status, to)),
      correctable: own ? null : correctableChange(application.history),
    }
  })
}

/** An opening's applications, newest first, as HR `viewerId` sees them. */
export async function applicantsOf(db: Db, openingId: number, today: string, viewerId: number): Promise<Applicant[]> {
  const rows = await applicationQuery(db).where('a.opportunity_id', '=', openingId).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').execute()
  return toApplicants(db, rows, today, viewerId)
}

export async function applicantById(db: Db, id: number, today: string, viewerId: number): Promise<Applicant | undefined> {
  const rows = await applicationQuery(db).where('a.id', '=', id).execute()
  return (await toApplicants(db, rows, today, viewerId))[0]
}
