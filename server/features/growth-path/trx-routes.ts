import type { FastifyInstance } from 'fastify'
import { ASSIGNMENT_FILE_MAX_BYTES, growthPathTrxApi } from '../../../src/contract/growth-path-trx'
import { registerEndpoint } from '../../plugins/contract-routes'
import { currentUser } from '../../plugins/auth'
import { paginated } from '../../http/pagination'
import { ProblemError } from '../../http/problem-error'
import type { RouteDeps } from '../route-deps'
import { findPathBySlug } from './repository'
import { readAssignmentFile, removeAssignmentFile, storeAssignmentFile } from './assignment-files'
import {
  assignmentsOf,
  finishPath,
  findSubmission,
  findTrx,
  GrowthPathRefusal,
  likePath,
  listTrx,
  markDone,
  ratePath,
  submissionFile,
  submitAssignment,
  takePath,
  trxState,
  userPaths,
  type StoredFile,
} from './trx-repository'
import { recommendations } from './repository'
import { pathNotFound, refusalProblem } from './problems'

async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw error instanceof GrowthPathRefusal ? refusalProblem(error) : error
  }
}

/** The signed-in user's own transaction with a path: every write goes through the outbox. */
export async function trxRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const pathById = async (id: number) => {
    const path = await db.selectFrom('growth_paths').select('id').where('id', '=', id).executeTakeFirst()
    if (!path) throw pathNotFound()
    return path.id
  }
  const now = () => new Date().toISOString()

  registerEndpoint(app, growthPathTrxApi.take, async ({ body }, request) =>
    refusing(async () => {
      const employeeId = currentUser(request).employeeId
      // Taking it again is not an error (a replay from another device): the same transaction.
      const { trx } = await takePath(db, await pathById(body.growth_path_id), employeeId, now())
      return { data: await trxState(db, trx) }
    }),
  )

  registerEndpoint(app, growthPathTrxApi.progress, async ({ body }, request) =>
    refusing(async () => {
      const trx = await markDone(db, await pathById(body.growth_path_id), currentUser(request).employeeId, body.item_id, now())
      return { data: await trxState(db, trx) }
    }),
  )

  registerEndpoint(app, growthPathTrxApi.finish, async ({ body }, request) =>
    refusing(async () => ({ data: await trxState(db, await finishPath(db, await pathById(body.growth_path_id), currentUser(request).employeeId, now())) })),
  )

  registerEndpoint(app, growthPathTrxApi.rate, async ({ body }, request) =>
    refusing(async () => ({
      data: await ratePath(db, { pathId: await pathById(body.growth_path_id), employeeId: currentUser(request).employeeId, rating: body.rating, review: body.review?.trim() || null, now: now() }),
    })),
  )

  registerEndpoint(app, growthPathTrxApi.like, async ({ body }, request) => ({
    data: await likePath(db, await pathById(body.growth_path_id), currentUser(request).employeeId, body.liked, now()),
  }))

  registerEndpoint(
    app,
    growthPathTrxApi.submitAssignment,
    async ({ body }, request) => {
      const employeeId = currentUser(request).employeeId
      const pathId = await pathById(body.growth_path_id)
      // Checked before the file is stored, so a refused submission leaves no file behind.
      if (!(await findTrx(db, pathId, employeeId))) throw refusalProblem(new GrowthPathRefusal('not-taken'))
      const file: StoredFile | null = body.file ? await storeAssignmentFile(db, body.file) : null
      try {
        const { submissionId, replacedFile } = await refusing(() =>
          submitAssignment(db, { pathId, employeeId, itemId: body.item_id, text: body.text?.trim() || null, file, now: now() }),
        )
        await removeAssignmentFile(db, replacedFile)
        return { data: await findSubmission(db, submissionId) }
      } catch (error) {
        await removeAssignmentFile(db, file?.stored ?? null)
        throw error
      }
    },
    // A 5 MB file in base64 is about 6.7 MB of JSON.
    { bodyLimit: Math.ceil(ASSIGNMENT_FILE_MAX_BYTES / 3) * 4 + 64 * 1024 },
  )

  registerEndpoint(app, growthPathTrxApi.userTrx, async ({ query }, request) => {
    const path = await findPathBySlug(db, query.slug)
    if (!path) throw pathNotFound()
    const trx = await findTrx(db, path.id, currentUser(request).employeeId)
    return { data: trx ? await trxState(db, trx) : null }
  })

  registerEndpoint(app, growthPathTrxApi.assignments, async ({ query }, request) => {
    const path = await findPathBySlug(db, query.slug)
    if (!path) throw pathNotFound()
    return { data: await assignmentsOf(db, path.id, currentUser(request).employeeId) }
  })

  registerEndpoint(app, growthPathTrxApi.trxList, async ({ query }, request) => paginated(await listTrx(db, currentUser(request).employeeId, query.status, query.page, query.limit), query))

  registerEndpoint(app, growthPathTrxApi.userPaths, async (_input, request) => ({ data: await userPaths(db, currentUser(request).employeeId) }))

  registerEndpoint(app, growthPathTrxApi.userRecommendations, async ({ query }, request) => ({ data: await recommendations(db, currentUser(request).employeeId, query.limit) }))

  registerEndpoint(app, growthPathTrxApi.assignmentFile, async ({ params }, request, reply) => {
    const notFound = new ProblemError(404, { detail: 'Berkas tugas tidak ditemukan.' })
    // Another user's submission answers as if it did not exist: ids say nothing about others.
    const row = await submissionFile(db, params.id, currentUser(request).employeeId)
    if (!row?.file_stored || !row.file_kind) throw notFound
    const file = await readAssignmentFile(db, row.file_stored, row.file_kind)
    if (!file) throw notFound
    const name = row.file_name ?? `tugas.${row.file_kind}`
    return reply
      .header('content-type', file.mime)
      .header('content-disposition', `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.bytes)
  })
}
