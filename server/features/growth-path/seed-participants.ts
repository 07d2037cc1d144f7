import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import type { SeedGrowthPath, SeedItem, SeedTaker } from './seed-content'

// The employees' side of the demo growth paths (seed.ts writes the content first).

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** A seeded item with its row id, in syllabus order; a class's end, when it is one. */
export interface SyllabusItem {
  id: number
  seed: SeedItem
  endsAt: string | null
}

/** As the finish of trx-repository.ts gives it: GP-<year finished>-<transaction id, six digits>. */
const certificateNumber = (trxId: number, finishedAt: string) => `GP-${finishedAt.slice(0, 4)}-${String(trxId).padStart(6, '0')}`

/** The value, or a seed error saying what is missing. */
export function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Seed: ${what}`)
  return value
}

/**
 * When a taker did what: the items done in syllabus order (a class only once it ended), spread
 * between taking the path and `lastDaysAgo`, a class done an hour after it ended at the earliest.
 */
function timeline(path: SeedGrowthPath, taker: SeedTaker, items: readonly SyllabusItem[], now: Date) {
  const nowMs = now.getTime()
  const takenAt = Math.max(nowMs - taker.takenDaysAgo * DAY, Date.parse(path.publishedAt) + DAY)
  const lastAt = Math.max(nowMs - (taker.lastDaysAgo ?? 2) * DAY, takenAt + HOUR)
  const heldBy = (item: SyllabusItem) => (item.endsAt === null ? 0 : Date.parse(item.endsAt) + HOUR)
  const available = (item: SyllabusItem) => heldBy(item) <= nowMs
  const required = items.filter((i) => i.seed.required)
  let chosen: SyllabusItem[]
  if (taker.done === 'all') {
    const coming = required.find((i) => !available(i))
    if (coming) throw new Error(`Seed: ${taker.username} finished growth path "${path.slug}", but its class "${coming.seed.ref}" has not ended yet`)
    chosen = items.filter(available)
  } else {
    if (taker.done <= 0 || taker.done >= required.length) throw new Error(`Seed: ${taker.username} on growth path "${path.slug}": done must be 1–${required.length - 1}, or 'all'`)
    chosen = []
    for (const item of items) {
      if (chosen.filter((i) => i.seed.required).length === taker.done) break
      if (available(item)) chosen.push(item)
    }
  }
  const done = chosen.map((item, k) => ({ item, at: Math.min(nowMs, Math.max(heldBy(item), takenAt + ((lastAt - takenAt) * (k + 1)) / chosen.length)) }))
  const lastDone = Math.max(takenAt, ...done.map((d) => d.at))
  const finishedAt = taker.done === 'all' ? Math.min(nowMs, lastDone + HOUR) : null
  return { takenAt, done, finishedAt, lastActivity: finishedAt ?? lastDone }
}

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * The path's takers (transaction, progress, text-only submissions, a certificate when finished),
 * their ratings and the path's likes. Called once, with a path just created; each insert still
 * leaves an existing row alone.
 */
export async function seedParticipants(trx: Transaction<Database>, path: SeedGrowthPath, pathId: number, items: readonly SyllabusItem[], employeeId: (username: string) => number, now: Date) {
  const takenAt = new Map<number, number>()
  for (const taker of path.takers) {
    const employee = employeeId(taker.username)
    const plan = timeline(path, taker, items, now)
    takenAt.set(employee, plan.takenAt)
    const inserted = await trx
      .insertInto('growth_path_trx')
      .values({
        growth_path_id: pathId,
        employee_id: employee,
        taken_at: iso(plan.takenAt),
        updated_at: iso(plan.lastActivity),
        finished_at: plan.finishedAt === null ? null : iso(plan.finishedAt),
        certificate_no: null,
      })
      .onConflict((oc) => oc.columns(['growth_path_id', 'employee_id']).doNothing())
      .returning('id')
      .executeTakeFirst()
    // Taken before (by the seed or by the employee): their progress is theirs now.
    if (inserted === undefined) continue
    const trxId = inserted.id
    if (plan.done.length > 0) {
      await trx
        .insertInto('growth_path_progress')
        .values(plan.done.map((d) => ({ trx_id: trxId, item_id: d.item.id, done_at: iso(d.at) })))
        .onConflict((oc) => oc.columns(['trx_id', 'item_id']).doNothing())
        .execute()
    }
    const submissions = plan.done
      .filter((d) => d.item.seed.kind === 'assignment')
      .map((d) => ({
        trx_id: trxId,
        item_id: d.item.id,
        text: need(d.item.seed.answer, `an assignment of growth path "${path.slug}" has no answer`),
        submitted_at: iso(d.at),
        status: plan.finishedAt === null ? ('submitted' as const) : ('reviewed' as const),
        feedback: plan.finishedAt === null ? null : (d.item.seed.feedback ?? null),
      }))
    if (submissions.length > 0) {
      await trx
        .insertInto('growth_path_submissions')
        .values(submissions)
        .onConflict((oc) => oc.columns(['trx_id', 'item_id']).doNothing())
        .execute()
    }
    if (plan.finishedAt !== null) {
      await trx
        .updateTable('growth_path_trx')
        .set({ certificate_no: certificateNumber(trxId, iso(plan.finishedAt)) })
        .where('id', '=', trxId)
        .execute()
    }
  }

  const ratings = path.takers.flatMap((taker) => {
    if (taker.rating === undefined) return []
    const plan = timeline(path, taker, items, now)
    return [
      {
        growth_path_id: pathId,
        employee_id: employeeId(taker.username),
        rating: taker.rating,
        review: taker.review ?? null,
        updated_at: iso(Math.min(now.getTime(), plan.lastActivity + 2 * HOUR)),
      },
    ]
  })
  if (ratings.length > 0) {
    await trx
      .insertInto('growth_path_ratings')
      .values(ratings)
      .onConflict((oc) => oc.columns(['growth_path_id', 'employee_id']).doNothing())
      .execute()
  }

  const likes = path.likes.map((username, index) => {
    const employee = employeeId(username)
    const at = takenAt.get(employee) ?? Math.max(now.getTime() - (3 + index * 4) * DAY, Date.parse(path.publishedAt) + DAY)
    return { growth_path_id: pathId, employee_id: employee, liked_at: iso(at + HOUR / 2) }
  })
  if (likes.length > 0) {
    await trx
      .insertInto('growth_path_likes')
      .values(likes)
      .onConflict((oc) => oc.columns(['growth_path_id', 'employee_id']).doNothing())
      .execute()
  }
}
