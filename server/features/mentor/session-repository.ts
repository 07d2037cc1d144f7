import type { Kysely } from 'kysely'
import { canCancel, canRate, type AnswerSessionInput, type MentorSession, type SessionRole } from '../../../src/contract/mentor'
import { initialsOf } from '../../../src/shared/initials'
import type { Database } from '../../db/schema'
import { answerRefusal, cancelRefusal, isMeetingLink, rateRefusal } from './rules'
import { literalLimit } from '../../db/literal-limit'

type Db = Kysely<Database>

// Sessions seen by the two people in them: the mentee who booked and the mentor who answers.
// Every change of state is one conditional UPDATE (WHERE the state it changes from), so two
// answers, or an answer and a cancel, arriving together change the row once; the refusal is
// worked out afterwards from the row as it is then.

export type SessionRefusal =
  | 'not-found'
  | 'not-the-mentor'
  | 'not-the-mentee'
  | 'link-not-https'
  | 'answered'
  | 'cancelled'
  | 'declined'
  | 'started'
  | 'cancel-cutoff'
  | 'rated'
  | 'not-held'
  | 'not-over'
  | 'not-accepted'

/** A change the session's state or the caller's side does not allow; routes map it to a problem. */
export class SessionRefused extends Error {
  constructor(readonly reason: SessionRefusal) {
    super(`session refused: ${reason}`)
    this.name = 'SessionRefused'
  }
}

/** The session and its two people's employee ids (whom to tell of a change). */
export interface SessionRecord {
  session: MentorSession
  mentorEmployeeId: number
  menteeEmployeeId: number
}

function sessionQuery(db: Db) {
  return db
    .selectFrom('mentor_sessions as s')
    .innerJoin('mentors as m', 'm.id', 's.mentor_id')
    .innerJoin('employees as me', 'me.id', 'm.employee_id')
    .innerJoin('employees as ee', 'ee.id', 's.mentee_id')
    .select([
      's.id',
      's.mentor_id',
      'm.employee_id as mentor_employee_id',
      'me.full_name as mentor_name',
      'me.username as mentor_username',
      'me.position as mentor_position',
      'me.profile_image as mentor_photo',
      's.mentee_id',
      'ee.full_name as mentee_name',
      'ee.username as mentee_username',
      'ee.position as mentee_position',
      'ee.profile_image as mentee_photo',
      's.starts_at',
      's.ends_at',
      's.topic',
      's.note',
      's.mode',
      's.status',
      's.location',
      's.decline_reason',
      's.cancelled_by',
      's.cancel_reason',
      's.rating',
      's.review',
    ])
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionQuery>['execute']>>[number]

const person = (id: number, name: string, username: string, position: string | null, photo: string | null) => ({
  id,
  name,
  initials: initialsOf(name),
  username,
  position,
  photo_url: photo,
})

const statusOf = (status: string): MentorSession['status'] => (status === 'accepted' || status === 'declined' || status === 'cancelled' ? status : 'requested')

function toRecord(row: SessionRow, role: SessionRole): SessionRecord {
  return {
    mentorEmployeeId: row.mentor_employee_id,
    menteeEmployeeId: row.mentee_id,
    session: {
      id: row.id,
      mentor: person(row.mentor_id, row.mentor_name, row.mentor_username, row.mentor_position, row.mentor_photo),
      mentee: person(row.mentee_id, row.mentee_name, row.mentee_username, row.mentee_position, row.mentee_photo),
      starts_at: row.starts_at,
      ends_at: row.ends_at,
      topic: row.topic,
      note: row.note,
      mode: row.mode === 'offline' ? 'offline' : 'online',
      status: statusOf(row.status),
      location: row.location,
      decline_reason: row.decline_reason,
      cancelled_by: row.cancelled_by === 'mentor' || row.cancelled_by === 'mentee' ? row.cancelled_by : null,
      cancel_reason: row.cancel_reason,
      rating: row.rating,
      review: row.review,
      my_role: role,
    },
  }
}

/** The caller's side of the session, or null when they are not in it. */
const roleOf = (row: SessionRow, viewer: number): SessionRole | null =>
  row.mentor_employee_id === viewer ? 'mentor' : row.mentee_id === viewer ? 'mentee' : null

/** The session as one of its two people sees it; another caller is told it does not exist. */
async function recordFor(db: Db, id: number, viewer: number): Promise<SessionRecord> {
  const row = await sessionQuery(db).where('s.id', '=', id).executeTakeFirst()
  const role = row && roleOf(row, viewer)
  if (!row || !role) throw new SessionRefused('not-found')
  return toRecord(row, role)
}

/** The session as `viewer` sees it, or undefined when it is not theirs (missing or someone else's). */
export async function sessionFor(db: Db, id: number, viewer: number): Promise<SessionRecord | undefined> {
  try {
    return await recordFor(db, id, viewer)
  } catch (error) {
    if (error instanceof SessionRefused) return undefined
    throw error
  }
}

/**
 * The caller's sessions on one side: upcoming (requested or accepted, not over yet) soonest first;
 * past, the history (over, or declined or cancelled however far ahead: decision 049), latest first.
 * One query for the page and one for the count; a non-mentor's mentor side is empty.
 */
/** The statuses of a session that will still take place; the others (declined, cancelled) are settled. */
const STILL_TO_HAPPEN = ['requested', 'accepted']

export async function listSessions(
  db: Db,
  viewer: number,
  query: { role: SessionRole; when: 'upcoming' | 'past'; page: number; limit: number },
  now: Date,
): Promise<{ items: MentorSession[]; total: number }> {
  const at = now.toISOString()
  let q = sessionQuery(db)
  q = query.role === 'mentor' ? q.where('m.employee_id', '=', viewer) : q.where('s.mentee_id', '=', viewer)
  q =
    query.when === 'upcoming'
      ? q.where('s.ends_at', '>', at).where('s.status', 'in', STILL_TO_HAPPEN)
      : q.where((eb) => eb.or([eb('s.ends_at', '<=', at), eb('s.status', 'not in', STILL_TO_HAPPEN)]))
  const direction = query.when === 'upcoming' ? 'asc' : 'desc'
  const [rows, counted] = await Promise.all([
    q
      .orderBy('s.starts_at', direction)
      .orderBy('s.id', direction)
      .limit(literalLimit(query.limit))
      .offset((query.page - 1) * query.limit)
      .execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ])
  return { items: rows.map((row) => toRecord(row, query.role).session), total: Number(counted.total) }
}

/**
 * The mentor accepts (with where to meet: an https link for an online session) or declines (with a
 * reason, which frees the hour: only requested and accepted sessions hold one). Only a request
 * that has not started; the mentee is told they cannot answer their own booking.
 */
export async function answerSession(db: Db, id: number, viewer: number, input: AnswerSessionInput, now: Date): Promise<SessionRecord> {
  const { session } = await recordFor(db, id, viewer)
  if (session.my_role !== 'mentor') throw new SessionRefused('not-the-mentor')
  const accept = input.decision === 'accept'
  const location = input.location?.trim() ?? ''
  if (accept && session.mode === 'online' && !isMeetingLink(location)) throw new SessionRefused('link-not-https')
  const changes = accept ? { status: 'accepted', location } : { status: 'declined', decline_reason: input.reason?.trim() ?? null }
  const result = await db
    .updateTable('mentor_sessions')
    .set({ ...changes, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'requested')
    .where('starts_at', '>', now.toISOString())
    .executeTakeFirst()
  const after = await recordFor(db, id, viewer)
  if (Number(result.numUpdatedRows) === 0) throw new SessionRefused(answerRefusal(after.session))
  return after
}

/**
 * Either side cancels while the contract's canCancel allows it. The UPDATE holds only if the
 * session is still in the state the rule was applied to; if it moved meanwhile (the mentor
 * answered), the rule is applied again to the new state.
 */
export async function cancelSession(db: Db, id: number, viewer: number, reason: string | null, now: Date): Promise<SessionRecord> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { session } = await recordFor(db, id, viewer)
    if (!canCancel(session, now)) throw new SessionRefused(cancelRefusal(session, now))
    const result = await db
      .updateTable('mentor_sessions')
      .set({ status: 'cancelled', cancelled_by: session.my_role, cancel_reason: reason?.trim() || null, updated_at: now.toISOString() })
      .where('id', '=', id)
      .where('status', '=', session.status)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) > 0) return recordFor(db, id, viewer)
  }
  throw new SessionRefused(cancelRefusal((await recordFor(db, id, viewer)).session, now))
}

/** The mentee rates a session that took place, once (the contract's canRate). */
export async function rateSession(db: Db, id: number, viewer: number, input: { rating: number; review: string | null }, now: Date): Promise<SessionRecord> {
  const { session } = await recordFor(db, id, viewer)
  if (session.my_role !== 'mentee') throw new SessionRefused('not-the-mentee')
  if (!canRate(session, now)) throw new SessionRefused(rateRefusal(session, now))
  const at = now.toISOString()
  const result = await db
    .updateTable('mentor_sessions')
    .set({ rating: input.rating, review: input.review?.trim() || null, rated_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'accepted')
    .where('rating', 'is', null)
    .where('ends_at', '<=', at)
    .executeTakeFirst()
  const after = await recordFor(db, id, viewer)
  if (Number(result.numUpdatedRows) === 0) throw new SessionRefused(rateRefusal(after.session, now))
  return after
}

/** An accepted session, to either side, for its calendar file. */
export async function acceptedSession(db: Db, id: number, viewer: number): Promise<MentorSession> {
  const { session } = await recordFor(db, id, viewer)
  if (session.status !== 'accepted') throw new SessionRefused('not-accepted')
  return session
}
