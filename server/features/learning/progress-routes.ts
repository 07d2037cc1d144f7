import type { FastifyInstance } from 'fastify'
import { isWatchComplete, isWithinDuration, progressApi } from '../../../src/contract/learning-progress'
import { packageHistories, progressSummary, videoHistories } from '../../db/repositories/progress-read-repository'
import { findMaterial, findVideo, recordMaterialProgress, recordVideoWatch } from '../../db/repositories/progress-repository'
import { currentUser } from '../../plugins/auth'
import { registerEndpoint } from '../../plugins/contract-routes'
import { ProblemError } from '../../http/problem-error'
import type { RouteDeps } from '../route-deps'
import { paginated } from '../../http/pagination'

const notFound = (what: string) => new ProblemError(404, { detail: `${what} tidak ditemukan.` })

const beyondDuration = (path: string) =>
  new ProblemError(400, {
    detail: 'Posisi tidak boleh melebihi durasi.',
    errors: [{ path, message: 'Posisi melebihi durasi' }],
  })

/**
 * Learning progress (decision 5). Every write is the signed-in user's own (the employee comes from
 * the session, never from the request), honours Idempotency-Key and only moves forward.
 *
 * The player writes every 10 seconds of playback (use-watch-progress.ts), so with many viewers
 * the shared answers (catalogue lists, a visitor's details) would be emptied several times a
 * second. What they show of progress is a content's participants, which only a viewer's first
 * write on it changes: only that write empties them (decision 044).
 */
export async function progressRoutes(app: FastifyInstance, { db, answers }: RouteDeps) {
  const handlerDecides = { sharedAnswers: 'handler-decides' } as const
  /** The write's progress; a new participant shows on everyone's cards, so then the shared answers go. */
  const afterWrite = <P>({ progress, started }: { progress: P; started: boolean }): P => {
    if (started) answers.invalidate()
    return progress
  }

  registerEndpoint(
    app,
    progressApi.watchVideo,
    async ({ params, body }, request) => {
      const video = await findVideo(db, params.id)
      if (!video) throw notFound('Video')
      if (!isWithinDuration(body.position_s, body.duration_s)) throw beyondDuration('position_s')
      const completed = isWatchComplete(body.position_s, body.duration_s, body.completed === true)
      const progress = afterWrite(
        await recordVideoWatch(
          db,
          currentUser(request).employeeId,
          video.id,
          { positionS: body.position_s, durationS: body.duration_s, completed },
          new Date().toISOString(),
        ),
      )
      return { data: progress }
    },
    handlerDecides,
  )

  registerEndpoint(
    app,
    progressApi.watchPackage,
    async ({ params, body }, request) => {
      const material = await findMaterial(db, body.course_material_id)
      // A material of another package is as unknown here as one that does not exist.
      if (!material || material.package_id !== params.id) throw notFound('Materi')
      const position = body.position_s ?? 0
      if (!isWithinDuration(position, material.duration_s)) throw beyondDuration('position_s')
      const result = afterWrite(
        await recordMaterialProgress(
          db,
          currentUser(request).employeeId,
          material,
          { positionS: position, completed: body.completed === true },
          new Date().toISOString(),
        ),
      )
      return { data: result }
    },
    handlerDecides,
  )

  registerEndpoint(
    app,
    progressApi.materialVideoProgress,
    async ({ body }, request) => {
      const material = await findMaterial(db, body.course_material_id)
      if (!material) throw notFound('Materi')
      if (material.kind !== 'video') {
        throw new ProblemError(400, { detail: 'Materi ini bukan video.', errors: [{ path: 'course_material_id', message: 'Bukan materi video' }] })
      }
      if (!isWithinDuration(body.position_s, body.duration_s)) throw beyondDuration('position_s')
      const result = afterWrite(
        await recordMaterialProgress(
          db,
          currentUser(request).employeeId,
          material,
          { positionS: body.position_s, completed: isWatchComplete(body.position_s, body.duration_s) },
          new Date().toISOString(),
        ),
      )
      return { data: result.material }
    },
    handlerDecides,
  )

  registerEndpoint(
    app,
    progressApi.completeMaterial,
    async ({ body }, request) => {
      const material = await findMaterial(db, body.course_material_id)
      if (!material) throw notFound('Materi')
      const result = afterWrite(
        await recordMaterialProgress(db, currentUser(request).employeeId, material, { positionS: 0, completed: true }, new Date().toISOString()),
      )
      return { data: result.material }
    },
    handlerDecides,
  )

  registerEndpoint(
    app,
    progressApi.videoHistories,
    async ({ query }, request) => {
      return paginated(await videoHistories(db, currentUser(request).employeeId, query.page, query.limit), query)
    },
  )

  registerEndpoint(
    app,
    progressApi.packageHistories,
    async ({ query }, request) => {
      return paginated(await packageHistories(db, currentUser(request).employeeId, query.page, query.limit), query)
    },
  )

  registerEndpoint(
    app,
    progressApi.summary,
    async (_input, request) => ({ data: await progressSummary(db, currentUser(request).employeeId) }),
  )
}
