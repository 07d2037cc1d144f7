import type { Kysely, Transaction } from 'kysely'
import type { AssignmentSubmission, GrowthPathAssignment, GrowthPathTrx, GrowthPathTrxWithPath } from '../../../src/contract/growth-path-trx'
import type { Database } from '../../db/schema'
import { cardsByIds, itemsOf, itemsOfPaths, progressState, type PathItem } from './repository'
import { literalLimit } from '../../db/literal-limit'

// The employee's own transaction with a growth path: taking it, progress, assignments, finishing,
// rating and liking. Refusals are thrown as GrowthPathRefusal inside the transaction (so nothing
// it wrote stays) and the routes answer each with its problem.

type Db = Kysely<Database>

export type GrowthPathRefusalReason = 'archived' | 'not-taken' | 'item-not-in-path' | 'assignment-needs-submission' | 'not-an-assignment' | 'incomplete' | 'reviewed'

export class GrowthPathRefusal extends Error {
  constructor(
    readonly reason: GrowthPathRefusalReason,
    readonly detail?: { itemsLeft: number; assignmentsLeft: number },
  ) {
    super(`growth path refused: ${reason}`)
    this.name = 'GrowthPathRefusal'
  }
}

export interface TrxRow {
  id: number
  growth_path_id: number
  employee_id: number
  taken_at: string
  finished_at: string | null
  certificate_no: string | null
}

const trxColumns = ['id', 'growth_path_id', 'employee_id', 'taken_at', 'finished_at', 'certificate_no'] as const

export function findTrx(db: Db, pathId: number, employeeId: number): Promise<TrxRow | undefined> {
  return db.selectFrom('growth_path_trx').select(trxColumns).where('growth_path_id', '=', pathId).where('employee_id', '=', employeeId).executeTakeFirst()
}

export async function doneItemIds(db: Db, trxId: number): Promise<number[]> {
  return (await db.selectFrom('growth_path_progress').select('item_id').where('trx_id', '=', trxId).execute()).map((r) => r.item_id)
}

async function requireTrx(db: Db, pathId: number, employeeId: number): Promise<TrxRow> {
  const trx = await findTrx(db, pathId, employeeId)
  if (!trx) throw new GrowthPathRefusal('not-taken')
  return trx
}

/** The transaction as the contract shows it: progress over required items, what is left. */
export async function trxState(db: Db, trx: TrxRow): Promise<GrowthPathTrx> {
  return (await trxStates(db, [trx]))[0]!
}

/** trxState for many transactions in four queries, however many there are. */
async function trxStates(db: Db, rows: readonly TrxRow[]): Promise<GrowthPathTrx[]> {
  if (rows.length === 0) return []
  const pathIds = [...new Set(rows.map((r) => r.growth_path_id))]
  const trxIds = rows.map((r) => r.id)
  const [items, done, submitted, paths] = await Promise.all([
    itemsOfPaths(db, pathIds),
    db.selectFrom('growth_path_progress').select(['trx_id', 'item_id']).where('trx_id', 'in', trxIds).execute(),
    db.selectFrom('growth_path_submissions').select(['trx_id', 'item_id']).where('trx_id', 'in', trxIds).execute(),
    db.selectFrom('growth_paths').select(['id', 'slug']).where('id', 'in', pathIds).execute(),
  ])
  const slugs = new Map(paths.map((p) => [p.id, p.slug]))
  return rows.map((trx) =>
    stateOf(
      trx,
      slugs.get(trx.growth_path_id)!,
      items.filter((i) => i.growth_path_id === trx.growth_path_id),
      new Set(done.filter((d) => d.trx_id === trx.id).map((d) => d.item_id)),
      new Set(submitted.filter((s) => s.trx_id === trx.id).map((s) => s.item_id)),
    ),
  )
}

function stateOf(trx: TrxRow, slug: string, items: readonly PathItem[], doneIds: ReadonlySet<number>, submittedIds: ReadonlySet<number>): GrowthPathTrx {
  const required = items.filter((i) => i.required === 1)
  const state = progressState(trx.finished_at, required.filter((i) => doneIds.has(i.id)).length, required.length)
  return {
    id: trx.id,
    growth_path_id: trx.growth_path_id,
    slug,
    status: state.status,
    taken_at: trx.taken_at,
    finished_at: trx.finished_at,
    done_items: state.done_items,
    total_items: state.total_items,
    percent: state.percent,
    done_item_ids: items.filter((i) => doneIds.has(i.id)).map((i) => i.id),
    assignments_left: required.filter((i) => i.kind === 'assignment' && !submittedIds.has(i.id)).length,
    certificate_no: trx.certificate_no,
  }
}

/** Takes the path; taking it again answers the transaction there is. A path archived by a content pack takes nobody new. */
export async function takePath(db: Db, pathId: number, employeeId: number, now: string): Promise<{ trx: TrxRow; created: boolean }> {
  const existing = await findTrx(db, pathId, employeeId)
  if (existing) return { trx: existing, created: false }
  const path = await db.selectFrom('growth_paths').select('archived_at').where('id', '=', pathId).executeTakeFirst()
  if (path?.archived_at != null) throw new GrowthPathRefusal('archived')
  const inserted = await db
    .insertInto('growth_path_trx')
    .values({ growth_path_id: pathId, employee_id: employeeId, taken_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['growth_path_id', 'employee_id']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return { trx: (await findTrx(db, pathId, employeeId))!, created: inserted !== undefined }
}

async function itemOfPath(db: Db | Transaction<Database>, pathId: number, itemId: number) {
  const item = await db
    .selectFrom('growth_path_items as i')
    .innerJoin('growth_path_modules as m', 'm.id', 'i.module_id')
    .select(['i.id', 'i.kind'])
    .where('i.id', '=', itemId)
    .where('m.growth_path_id', '=', pathId)
    .where('i.archived_at', 'is', null)
    .executeTakeFirst()
  if (!item) throw new GrowthPathRefusal('item-not-in-path')
  return item
}

/** Marks an item done (forward only: done twice is done once). An assignment is done by submitting it. */
export async function markDone(db: Db, pathId: number, employeeId: number, itemId: number, now: string): Promise<TrxRow> {
  const trx = await requireTrx(db, pathId, employeeId)
  const item = await itemOfPath(db, pathId, itemId)
  if (item.kind === 'assignment') throw new GrowthPathRefusal('assignment-needs-submission')
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('growth_path_progress').values({ trx_id: trx.id, item_id: itemId, done_at: now }).onConflict((oc) => oc.columns(['trx_id', 'item_id']).doNothing()).execute()
    await tx.updateTable('growth_path_trx').set({ updated_at: now }).where('id', '=', trx.id).execute()
  })
  return trx
}

export const certificateNumber = (trxId: number, finishedAt: string) => `GP-${finishedAt.slice(0, 4)}-${String(trxId).padStart(6, '0')}`

/** Finishes the path when every required item is done and every required assignment submitted; finishing again changes nothing. */
export async function finishPath(db: Db, pathId: number, employeeId: number, now: string): Promise<TrxRow> {
  const trx = await requireTrx(db, pathId, employeeId)
  if (trx.finished_at) return trx
  const state = await trxState(db, trx)
  const itemsLeft = state.total_items - state.done_items
  if (itemsLeft > 0 || state.assignments_left > 0) throw new GrowthPathRefusal('incomplete', { itemsLeft, assignmentsLeft: state.assignments_left })
  const certificate = certificateNumber(trx.id, now)
  await db.updateTable('growth_path_trx').set({ finished_at: now, updated_at: now, certificate_no: certificate }).where('id', '=', trx.id).where('finished_at', 'is', null).execute()
  return (await findTrx(db, pathId, employeeId))!
}

export interface StoredFile {
  name: string
  stored: string
  kind: string
  size: number
}

/**
 * Submits (or replaces) an assignment and marks its item done. A submission a mentor reviewed
 * stays as it is. Answers the submission and the file it replaced (for the caller to remove).
 */
export async function submitAssignment(
  db: Db,
  input: { pathId: number; employeeId: number; itemId: number; text: string | null; file: StoredFile | null; now: string },
): Promise<{ submissionId: number; replacedFile: string | null }> {
  const trx = await requireTrx(db, input.pathId, input.employeeId)
  const item = await itemOfPath(db, input.pathId, input.itemId)
  if (item.kind !== 'assignment') throw new GrowthPathRefusal('not-an-assignment')
  return db.transaction().execute(async (tx) => {
    const existing = await tx.selectFrom('growth_path_submissions').select(['id', 'status', 'file_stored']).where('trx_id', '=', trx.id).where('item_id', '=', item.id).executeTakeFirst()
    if (existing?.status === 'reviewed') throw new GrowthPathRefusal('reviewed')
    const values = {
      text: input.text,
      file_name: input.file?.name ?? null,
      file_stored: input.file?.stored ?? null,
      file_kind: input.file?.kind ?? null,
      file_size: input.file?.size ?? null,
      submitted_at: input.now,
    }
    let submissionId: number
    if (existing) {
      await tx.updateTable('growth_path_submissions').set(values).where('id', '=', existing.id).execute()
      submissionId = existing.id
    } else {
      submissionId = (await tx.insertInto('growth_path_submissions').values({ ...values, trx_id: trx.id, item_id: item.id }).returning('id').executeTakeFirstOrThrow()).id
    }
    await tx.insertInto('growth_path_progress').values({ trx_id: trx.id, item_id: item.id, done_at: input.now }).onConflict((oc) => oc.columns(['trx_id', 'item_id']).doNothing()).execute()
    await tx.updateTable('growth_path_trx').set({ updated_at: input.now }).where('id', '=', trx.id).execute()
    return { submissionId, replacedFile: existing && existing.file_stored !== input.file?.stored ? existing.file_stored : null }
  })
}

const submissionFileUrl = (id: number) => `/api/platform/trx-growthpath-assignment/${id}/file`

function toSubmission(row: {
  id: number
  item_id: number
  text: string | null
  file_name: string | null
  file_stored: string | null
  file_size: number | null
  submitted_at: string
  status: 'submitted' | 'reviewed'
  feedback: string | null
}): AssignmentSubmission {
  return {
    id: row.id,
    item_id: row.item_id,
    text: row.text,
    file_name: row.file_name,
    file_size: row.file_size,
    file_url: row.file_stored ? submissionFileUrl(row.id) : null,
    submitted_at: row.submitted_at,
    status: row.status,
    feedback: row.feedback,
  }
}

const submissionColumns = ['id', 'item_id', 'text', 'file_name', 'file_stored', 'file_size', 'submitted_at', 'status', 'feedback'] as const

export async function findSubmission(db: Db, id: number): Promise<AssignmentSubmission> {
  return toSubmission(await db.selectFrom('growth_path_submissions').select(submissionColumns).where('id', '=', id).executeTakeFirstOrThrow())
}

/** The assignments of a path, each with the employee's submission (none when not taken). */
export async function assignmentsOf(db: Db, pathId: number, employeeId: number): Promise<GrowthPathAssignment[]> {
  const trx = await findTrx(db, pathId, employeeId)
  const items = (await itemsOf(db, pathId)).filter((i) => i.kind === 'assignment')
  const submissions = trx ? await db.selectFrom('growth_path_submissions').select(submissionColumns).where('trx_id', '=', trx.id).execute() : []
  return items.map((i) => {
    const submission = submissions.find((s) => s.item_id === i.id)
    return { item_id: i.id, module_title: i.module_title, title: i.title, description: i.description, required: i.required === 1, submission: submission ? toSubmission(submission) : null }
  })
}

/** The stored file of a submission, for its owner or the path's mentor only. */
export async function submissionFile(db: Db, submissionId: number, employeeId: number) {
  return db
    .selectFrom('growth_path_submissions as s')
    .innerJoin('growth_path_trx as t', 't.id', 's.trx_id')
    .innerJoin('growth_paths as gp', 'gp.id', 't.growth_path_id')
    .select(['s.file_name', 's.file_stored', 's.file_kind'])
    .where('s.id', '=', submissionId)
    .where((eb) => eb.or([eb('t.employee_id', '=', employeeId), eb('gp.owner_id', '=', employeeId)]))
    .executeTakeFirst()
}

export async function ratePath(db: Db, input: { pathId: number; employeeId: number; rating: number; review: string | null; now: string }) {
  await requireTrx(db, input.pathId, input.employeeId)
  await db
    .insertInto('growth_path_ratings')
    .values({ growth_path_id: input.pathId, employee_id: input.employeeId, rating: input.rating, review: input.review, updated_at: input.now })
    .onConflict((oc) => oc.columns(['growth_path_id', 'employee_id']).doUpdateSet({ rating: input.rating, review: input.review, updated_at: input.now }))
    .execute()
  const summary = await db
    .selectFrom('growth_path_ratings')
    .select((eb) => [eb.fn.avg<number>('rating').as('average'), eb.fn.countAll<number>().as('count')])
    .where('growth_path_id', '=', input.pathId)
    .executeTakeFirstOrThrow()
  return { rating: input.rating, review: input.review, average: Math.round(Number(summary.average) * 10) / 10, count: Number(summary.count) }
}

/** Sets the like to the state sent: the same request twice leaves the same state. */
export async function likePath(db: Db, pathId: number, employeeId: number, liked: boolean, now: string) {
  if (liked) {
    await db.insertInto('growth_path_likes').values({ growth_path_id: pathId, employee_id: employeeId, liked_at: now }).onConflict((oc) => oc.columns(['growth_path_id', 'employee_id']).doNothing()).execute()
  } else {
    await db.deleteFrom('growth_path_likes').where('growth_path_id', '=', pathId).where('employee_id', '=', employeeId).execute()
  }
  const { likes } = await db.selectFrom('growth_path_likes').select((eb) => eb.fn.countAll<number>().as('likes')).where('growth_path_id', '=', pathId).executeTakeFirstOrThrow()
  return { liked, likes: Number(likes) }
}

async function withPaths(db: Db, rows: TrxRow[], employeeId: number): Promise<GrowthPathTrxWithPath[]> {
  const [cards, states] = await Promise.all([cardsByIds(db, rows.map((r) => r.growth_path_id), employeeId), trxStates(db, rows)])
  const byId = new Map(cards.map((c) => [c.id, c]))
  return states.map((state) => ({ ...state, path: byId.get(state.growth_path_id)! }))
}

export async function listTrx(db: Db, employeeId: number, status: 'in_progress' | 'finished' | undefined, page: number, limit: number): Promise<{ items: GrowthPathTrxWithPath[]; total: number }> {
  let base = db.selectFrom('growth_path_trx').where('employee_id', '=', employeeId)
  if (status === 'in_progress') base = base.where('finished_at', 'is', null)
  if (status === 'finished') base = base.where('finished_at', 'is not', null)
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const rows = await base.select(trxColumns).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(literalLimit(limit)).offset((page - 1) * limit).execute()
  return { items: await withPaths(db, rows, employeeId), total: Number(total) }
}

export async function userPaths(db: Db, employeeId: number) {
  const rows = await db.selectFrom('growth_path_trx').select(trxColumns).where('employee_id', '=', employeeId).orderBy('updated_at', 'desc').orderBy('id', 'desc').execute()
  const all = await withPaths(db, rows, employeeId)
  return { in_progress: all.filter((t) => t.status === 'in_progress'), finished: all.filter((t) => t.status === 'finished') }
}

