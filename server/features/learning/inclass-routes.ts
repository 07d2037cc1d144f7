import type { FastifyInstance } from 'fastify'
import { inclassApi } from '../../../src/contract/learning-inclass'
import {
  attendInclass,
  cancelInclassRegistration,
  findInclassDetail,
  inclassHistories,
  inclassProblems,
  listInclasses,
  registerForInclass,
  todayInclasses,
} from './inclass-repository'
import { pageMeta } from '../../db/repositories/learning-card'
import { recordSearch } from './search-history-repository'
import { currentUser } from '../../plugins/auth'
import { registerEndpoint } from '../../plugins/contract-routes'
import { ProblemError } from '../../plugins/problems'
import type { RouteDeps } from '../route-deps'

/**
 * In-class events. Lists and details are public (a signed-in caller also sees whether they are
 * registered); registration, cancellation, attendance and histories are the user's own.
 */
export async function inclassRoutes(app: FastifyInstance, { db, optionalUser }: RouteDeps) {
  await app.register(async (reads) => {
    reads.addHook('preHandler', optionalUser)

    registerEndpoint(reads, inclassApi.list, async ({ query }, request) => {
      if (query.from && query.to && query.from > query.to) {
        throw new ProblemError(400, {
          detail: 'Tanggal akhir tidak boleh sebelum tanggal awal.',
          errors: [{ path: 'query.to', message: 'Harus sama dengan atau setelah tanggal awal' }],
        })
      }
      const viewer = request.user?.employeeId ?? null
      if (viewer !== null) await recordSearch(db, viewer, query.q, query.page, new Date().toISOString())
      const { items, total } = await listInclasses(db, query)
      return { data: items, meta: pageMeta(query.page, query.limit, total) }
    })

    registerEndpoint(reads, inclassApi.detail, async ({ params }, request) => {
      const found = await findInclassDetail(db, params.id, request.user?.employeeId ?? null)
      if (!found) throw inclassProblems.notFound()
      return { data: found }
    })
  })

  registerEndpoint(app, inclassApi.today, async ({ query }, _request, reply) => {
    // "Today" changes at midnight in Jakarta; a shared cache must not keep yesterday's list.
    reply.header('cache-control', 'no-cache')
    const { items, total } = await todayInclasses(db, new Date(), query.page, query.limit)
    return { data: items, meta: pageMeta(query.page, query.limit, total) }
  })

  registerEndpoint(
    app,
    inclassApi.attend,
    async ({ params }, request) => ({ data: await attendInclass(db, currentUser(request).employeeId, params.id, new Date().toISOString()) }),
  )

  registerEndpoint(
    app,
    inclassApi.register,
    async ({ params }, request) => ({ data: await registerForInclass(db, currentUser(request).employeeId, params.id, new Date().toISOString()) }),
  )

  registerEndpoint(
    app,
    inclassApi.cancel,
    async ({ params }, request) => ({ data: await cancelInclassRegistration(db, currentUser(request).employeeId, params.id, new Date().toISOString()) }),
  )

  registerEndpoint(
    app,
    inclassApi.histories,
    async ({ query }, request) => {
      const { items, total } = await inclassHistories(db, currentUser(request).employeeId, query.page, query.limit)
      return { data: items, meta: pageMeta(query.page, query.limit, total) }
    },
  )
}
