import type { Insertable, Transaction } from 'kysely'
import { isWatchComplete } from '../../../src/contract/learning-progress'
import { addDays, jakartaDay, jakartaTime } from '../../../src/shared/dates'
import type { Database } from '../../db/schema'
import type { LearningEventTable } from '../../db/schema/learning-progress'

/**
 * Learning history of the past four weeks, so /activity, the leaderboard and "popular" sorting
 * have something to show. Written once per employee (only one with no progress and no logged
 * time yet), as consistent rows: the seconds logged per video add up to its position.
 *
 * budi.santoso, sari.wulandari and andi.pratama get no video or package history: the tests and
 * browser journeys sign in as them and expect to see their own progress start from nothing. They
 * still have past in-class attendance (learning-inclass.ts), logged here as learning time.
 */
const CLEAN_ACCOUNTS = new Set(['budi.santoso', 'sari.wulandari', 'andi.pratama'])
const DAYS = 28

/** A small deterministic generator, so every fresh database gets the same history. */
function generator(seed: number) {
  let state = seed * 2654435761 + 1
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state / 2147483648
  }
}

export async function seedLearningHistory(trx: Transaction<Database>, now: Date): Promise<void> {
  await logSeededAttendance(trx)
  const employees = await trx.selectFrom('employees').select(['id', 'username']).orderBy('id').execute()
  const busy = new Set(
    [
      ...(await trx.selectFrom('video_progress').select('employee_id').distinct().execute()),
      ...(await trx.selectFrom('learning_events').select('employee_id').where('content_kind', '!=', 'inclass').distinct().execute()),
    ].map((r) => r.employee_id),
  )
  const videos = await trx.selectFrom('videos').select(['id', 'duration_s']).orderBy('id').execute()
  const materials = await trx.selectFrom('course_materials').select(['id', 'package_id', 'kind', 'duration_s', 'position']).orderBy('package_id').orderBy('position').execute()
  const packageIds = [...new Set(materials.map((m) => m.package_id))]
  if (videos.length === 0) return
  const today = jakartaDay(now)

  for (const [index, employee] of employees.entries()) {
    if (CLEAN_ACCOUNTS.has(employee.username) || busy.has(employee.id)) continue
    const random = generator(index + 1)
    const diligence = 0.25 + random() * 0.6
    const positions = new Map<number, { position: number; duration: number; last: string }>()
    const events: Insertable<LearningEventTable>[] = []
    for (let ago = DAYS; ago >= 1; ago--) {
      if (random() > diligence) continue
      const day = addDays(today, -ago)
      const video = videos[Math.floor(random() * videos.length)]!
      const seen = positions.get(video.id) ?? { position: 0, duration: video.duration_s, last: '' }
      const seconds = Math.min(video.duration_s - seen.position, 120 + Math.floor(random() * 600))
      if (seconds <= 0) continue
      const at = jakartaTime(day, 8 + Math.floor(random() * 10), Math.floor(random() * 60))
      positions.set(video.id, { position: seen.position + seconds, duration: video.duration_s, last: at })
      events.push({ employee_id: employee.id, content_kind: 'video', content_id: video.id, day, seconds, created_at: at })
    }
    for (const [videoId, p] of positions) {
      const completed = isWatchComplete(p.position, p.duration)
      await trx
        .insertInto('video_progress')
        .values({ employee_id: employee.id, video_id: videoId, position_s: p.position, duration_s: p.duration, completed_at: completed ? p.last : null, updated_at: p.last })
        .onConflict((oc) => oc.columns(['employee_id', 'video_id']).doNothing())
        .execute()
    }

    // Every other employee works through the first materials of one package.
    if (index % 2 === 0 && packageIds.length > 0) {
      const packageId = packageIds[index % packageIds.length]!
      const own = materials.filter((m) => m.package_id === packageId)
      const done = Math.min(own.length, 1 + Math.floor(random() * own.length))
      const started = jakartaTime(addDays(today, -14 - (index % 7)), 9)
      for (const [i, m] of own.slice(0, done).entries()) {
        const day = addDays(today, -12 + i * 2 - (index % 5))
        const at = jakartaTime(day, 20, 15)
        await trx
          .insertInto('material_progress')
          .values({ employee_id: employee.id, course_material_id: m.id, position_s: m.kind === 'video' ? m.duration_s : 0, completed_at: at, updated_at: at })
          .onConflict((oc) => oc.columns(['employee_id', 'course_material_id']).doNothing())
          .execute()
        events.push({ employee_id: employee.id, content_kind: 'package', content_id: packageId, day, seconds: m.duration_s, created_at: at })
      }
      const allDone = done === own.length
      const last = jakartaTime(addDays(today, -12 + (done - 1) * 2 - (index % 5)), 20, 15)
      await trx
        .insertInto('package_progress')
        .values({
          employee_id: employee.id,
          package_id: packageId,
          current_course_material_id: (own[done] ?? own.at(-1))!.id,
          completed_at: allDone ? last : null,
          started_at: started,
          updated_at: last,
        })
        .onConflict((oc) => oc.columns(['employee_id', 'package_id']).doNothing())
        .execute()
    }
    if (events.length > 0) await trx.insertInto('learning_events').values(events).execute()
  }
}

/** Attendance of seeded in-class events counts as learning time, once per employee and event. */
async function logSeededAttendance(trx: Transaction<Database>) {
  const missing = await trx
    .selectFrom('inclass_registrations as r')
    .innerJoin('inclass_events as ev', 'ev.id', 'r.event_id')
    .select(['r.employee_id', 'r.event_id', 'r.attended_at', 'ev.starts_at', 'ev.ends_at'])
    .where('r.attended_at', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('learning_events as le')
            .select('le.id')
            .whereRef('le.employee_id', '=', 'r.employee_id')
            .whereRef('le.content_id', '=', 'r.event_id')
            .where('le.content_kind', '=', 'inclass'),
        ),
      ),
    )
    .execute()
  if (missing.length === 0) return
  await trx
    .insertInto('learning_events')
    .values(
      missing.map((r) => ({
        employee_id: r.employee_id,
        content_kind: 'inclass' as const,
        content_id: r.event_id,
        day: jakartaDay(r.attended_at!),
        seconds: Math.round((Date.parse(r.ends_at) - Date.parse(r.starts_at)) / 1000),
        created_at: r.attended_at!,
      })),
    )
    .execute()
}
