import { sql, type Kysely } from 'kysely'
import type { MaterialProgress, PackageProgress, VideoProgress } from '../../../src/contract/learning-progress'
import type { Database } from '../schema'
import { logLearningTime } from './learning-time'

// Forward only (decision 5): an upsert keeps the larger position and the first completion time,
// so a late replay of an older write never moves progress back, whatever order writes arrive in.
const keepMax = (table: string, column: string) =>
  sql<number>`case when excluded.${sql.ref(column)} > ${sql.ref(`${table}.${column}`)} then excluded.${sql.ref(column)} else ${sql.ref(`${table}.${column}`)} end`
const keepFirst = (table: string, column: string) => sql<string | null>`coalesce(${sql.ref(`${table}.${column}`)}, excluded.${sql.ref(column)})`

export function findVideo(db: Kysely<Database>, id: number) {
  return db.selectFrom('videos').select(['id', 'duration_s']).where('id', '=', id).executeTakeFirst()
}

export function findMaterial(db: Kysely<Database>, id: number) {
  return db.selectFrom('course_materials').select(['id', 'package_id', 'kind', 'duration_s']).where('id', '=', id).executeTakeFirst()
}

/**
 * Records a watch of a video. `started`: it was this employee's first on the video, so the video's
 * participants (what everyone's cards and details show) went up by one; a later write moves only
 * the employee's own progress.
 */
export async function recordVideoWatch(
  db: Kysely<Database>,
  employeeId: number,
  videoId: number,
  write: { positionS: number; durationS: number; completed: boolean },
  now: string,
): Promise<{ progress: VideoProgress; started: boolean }> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('video_progress').select('position_s').where('employee_id', '=', employeeId).where('video_id', '=', videoId).executeTakeFirst()
    await trx
      .insertInto('video_progress')
      .values({
        employee_id: employeeId,
        video_id: videoId,
        position_s: write.positionS,
        duration_s: write.durationS,
        completed_at: write.completed ? now : null,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['employee_id', 'video_id']).doUpdateSet({
          position_s: keepMax('video_progress', 'position_s'),
          duration_s: keepMax('video_progress', 'duration_s'),
          completed_at: keepFirst('video_progress', 'completed_at'),
          updated_at: keepMax('video_progress', 'updated_at') as never,
        }),
      )
      .execute()
    const row = await trx.selectFrom('video_progress').selectAll().where('employee_id', '=', employeeId).where('video_id', '=', videoId).executeTakeFirstOrThrow()
    // Study statistics count the seconds progress moved forward (learning-time.ts).
    await logLearningTime(trx, { employeeId, kind: 'video', contentId: videoId, seconds: row.position_s - (before?.position_s ?? 0), at: now })
    return { progress: toVideoProgress(row), started: before === undefined }
  })
}

export function toVideoProgress(row: { video_id: number; position_s: number; duration_s: number; completed_at: string | null; updated_at: string }): VideoProgress {
  return {
    video_id: row.video_id,
    position_s: row.position_s,
    duration_s: row.duration_s,
    completed: row.completed_at !== null,
    completed_at: row.completed_at,
    updated_at: row.updated_at,
  }
}

/**
 * Records material progress and brings the package's enrolment (resume point, completion) up to
 * date. `started`: the write enrolled the employee in the package, so its participants (what
 * everyone's cards and details show) went up by one.
 */
export async function recordMaterialProgress(
  db: Kysely<Database>,
  employeeId: number,
  material: { id: number; package_id: number; kind?: string; duration_s?: number },
  write: { positionS: number; completed: boolean },
  now: string,
): Promise<{ progress: { material: MaterialProgress; package: PackageProgress }; started: boolean }> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('material_progress')
      .select(['position_s', 'completed_at'])
      .where('employee_id', '=', employeeId)
      .where('course_material_id', '=', material.id)
      .executeTakeFirst()
    await trx
      .insertInto('material_progress')
      .values({
        employee_id: employeeId,
        course_material_id: material.id,
        position_s: write.positionS,
        completed_at: write.completed ? now : null,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['employee_id', 'course_material_id']).doUpdateSet({
          position_s: keepMax('material_progress', 'position_s'),
          completed_at: keepFirst('material_progress', 'completed_at'),
          updated_at: keepMax('material_progress', 'updated_at') as never,
        }),
      )
      .execute()
    const [enrolment] = await trx
      .insertInto('package_progress')
      .values({ employee_id: employeeId, package_id: material.package_id, current_course_material_id: material.id, completed_at: null, started_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(['employee_id', 'package_id']).doNothing())
      .execute()

    const materials = await trx
      .selectFrom('course_materials as m')
      .leftJoin('material_progress as p', (join) => join.onRef('p.course_material_id', '=', 'm.id').on('p.employee_id', '=', employeeId))
      .select(['m.id', 'p.completed_at'])
      .where('m.package_id', '=', material.package_id)
      .where('m.archived_at', 'is', null)
      .orderBy('m.position')
      .execute()
    const resumeAt = materials.find((m) => m.completed_at === null) ?? materials.at(-1)
    const allDone = materials.every((m) => m.completed_at !== null)
    await trx
      .updateTable('package_progress')
      .set((eb) => ({
        current_course_material_id: resumeAt?.id ?? null,
        completed_at: allDone ? eb.fn.coalesce('completed_at', sql<string>`${now}`) : eb.ref('completed_at'),
        updated_at: sql<string>`case when updated_at > ${now} then updated_at else ${now} end`,
      }))
      .where('employee_id', '=', employeeId)
      .where('package_id', '=', material.package_id)
      .execute()

    const row = await trx
      .selectFrom('material_progress')
      .selectAll()
      .where('employee_id', '=', employeeId)
      .where('course_material_id', '=', material.id)
      .executeTakeFirstOrThrow()
    // Time learned: how far a video moved forward; an article's reading time when first completed.
    const firstCompletion = before?.completed_at == null && row.completed_at !== null
    const seconds = material.kind === 'article' ? (firstCompletion ? (material.duration_s ?? 0) : 0) : row.position_s - (before?.position_s ?? 0)
    await logLearningTime(trx, { employeeId, kind: 'package', contentId: material.package_id, seconds, at: now })
    const pkg = await packageProgressQuery(trx, employeeId).where('pp.package_id', '=', material.package_id).executeTakeFirstOrThrow()
    const progress = {
      material: {
        course_material_id: row.course_material_id,
        package_id: material.package_id,
        position_s: row.position_s,
        completed: row.completed_at !== null,
        completed_at: row.completed_at,
        updated_at: row.updated_at,
      },
      package: toPackageProgress(pkg),
    }
    return { progress, started: Number(enrolment?.numInsertedOrUpdatedRows ?? 0) > 0 }
  })
}

export function packageProgressQuery(db: Kysely<Database>, employeeId: number) {
  return db
    .selectFrom('package_progress as pp')
    .innerJoin('course_packages as cp', 'cp.id', 'pp.package_id')
    .select((eb) => [
      'pp.package_id',
      'pp.current_course_material_id',
      'pp.completed_at',
      'pp.updated_at',
      'cp.slug',
      'cp.title',
      'cp.thumbnail_url',
      eb.selectFrom('course_materials as m').select((e) => e.fn.countAll<number>().as('n')).whereRef('m.package_id', '=', 'pp.package_id').where('m.archived_at', 'is', null).as('total_materials'),
      eb
        .selectFrom('material_progress as mp')
        .innerJoin('course_materials as m', 'm.id', 'mp.course_material_id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('m.package_id', '=', 'pp.package_id')
        .where('m.archived_at', 'is', null)
        .where('mp.employee_id', '=', employeeId)
        .where('mp.completed_at', 'is not', null)
        .as('completed_materials'),
    ])
    .where('pp.employee_id', '=', employeeId)
}

type PackageRow = Awaited<ReturnType<ReturnType<typeof packageProgressQuery>['executeTakeFirstOrThrow']>>

export function toPackageProgress(row: PackageRow): PackageProgress {
  return {
    package_id: row.package_id,
    current_course_material_id: row.current_course_material_id,
    // PostgreSQL counts as bigint, which pg returns as a string.
    completed_materials: Number(row.completed_materials ?? 0),
    total_materials: Number(row.total_materials ?? 0),
    completed: row.completed_at !== null,
    completed_at: row.completed_at,
    updated_at: row.updated_at,
  }
}
