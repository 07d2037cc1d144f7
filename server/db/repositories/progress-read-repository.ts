import type { Kysely } from 'kysely'
import type { ProgressSummary } from '../../../src/contract/learning-progress'
import type { Database } from '../schema'
import { packageProgressQuery, toPackageProgress, toVideoProgress } from './progress-repository'
import { literalLimit } from '../literal-limit'

/** What the history and summary reads show back: only the given employee's rows. */
export async function videoHistories(db: Kysely<Database>, employeeId: number, page: number, limit: number) {
  const base = db.selectFrom('video_progress as vp').where('vp.employee_id', '=', employeeId)
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const rows = await base
    .innerJoin('videos as v', 'v.id', 'vp.video_id')
    .select(['vp.video_id', 'vp.position_s', 'vp.duration_s', 'vp.completed_at', 'vp.updated_at', 'v.slug', 'v.title', 'v.thumbnail_url'])
    .orderBy('vp.updated_at', 'desc')
    .orderBy('vp.video_id', 'desc')
    .limit(literalLimit(limit))
    .offset((page - 1) * limit)
    .execute()
  const items = rows.map((r) => ({ ...toVideoProgress(r), video: { id: r.video_id, slug: r.slug, title: r.title, thumbnail_url: r.thumbnail_url } }))
  return { items, total: Number(total) }
}

export async function packageHistories(db: Kysely<Database>, employeeId: number, page: number, limit: number) {
  const { total } = await db
    .selectFrom('package_progress')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('employee_id', '=', employeeId)
    .executeTakeFirstOrThrow()
  const rows = await packageProgressQuery(db, employeeId)
    .orderBy('pp.updated_at', 'desc')
    .orderBy('pp.package_id', 'desc')
    .limit(literalLimit(limit))
    .offset((page - 1) * limit)
    .execute()
  const items = rows.map((r) => ({ ...toPackageProgress(r), package: { id: r.package_id, slug: r.slug, title: r.title, thumbnail_url: r.thumbnail_url } }))
  return { items, total: Number(total) }
}

export async function progressSummary(db: Kysely<Database>, employeeId: number): Promise<ProgressSummary> {
  const count = (n: unknown) => Number(n ?? 0)
  const videos = await db
    .selectFrom('video_progress')
    .select((eb) => [eb.fn.countAll<number>().as('started'), eb.fn.count<number>('completed_at').as('completed'), eb.fn.sum<number>('position_s').as('watched')])
    .where('employee_id', '=', employeeId)
    .executeTakeFirstOrThrow()
  const packages = await db
    .selectFrom('package_progress')
    .select((eb) => [eb.fn.countAll<number>().as('started'), eb.fn.count<number>('completed_at').as('completed')])
    .where('employee_id', '=', employeeId)
    .executeTakeFirstOrThrow()
  const materials = await db
    .selectFrom('material_progress')
    .select((eb) => [eb.fn.count<number>('completed_at').as('completed'), eb.fn.sum<number>('position_s').as('watched')])
    .where('employee_id', '=', employeeId)
    .executeTakeFirstOrThrow()
  return {
    videos_started: count(videos.started),
    videos_completed: count(videos.completed),
    packages_started: count(packages.started),
    packages_completed: count(packages.completed),
    materials_completed: count(materials.completed),
    watched_s: count(videos.watched) + count(materials.watched),
  }
}
