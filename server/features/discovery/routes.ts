import type { FastifyInstance } from 'fastify'
import { discoveryApi } from '../../../src/contract/discovery'
import { currentUser } from '../../plugins/auth'
import { registerEndpoint } from '../../plugins/contract-routes'
import { ProblemError } from '../../http/problem-error'
import { paginated } from '../../http/pagination'
import type { RouteDeps } from '../route-deps'
import { feed, save, savedItems, unsave } from './repository'

/**
 * Discovery (issue 18, decision 020): colleagues' public activity records and the caller's saved
 * list. Every answer holds the caller's own marks, so nothing is shared between callers.
 */
export async function discoveryRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  registerEndpoint(app, discoveryApi.feed, async ({ query }, request) => paginated(await feed(db, currentUser(request).employeeId, query), query))

  registerEndpoint(app, discoveryApi.saved, async ({ query }, request) =>
    paginated(await savedItems(db, currentUser(request).employeeId, query.page, query.limit), query),
  )

  registerEndpoint(app, discoveryApi.save, async ({ params }, request) => {
    const saved = await save(db, currentUser(request).employeeId, params.id, new Date().toISOString())
    // Unknown, private and one's own records alike: nothing tells a private record exists.
    if (!saved) throw new ProblemError(404, { detail: 'Aktivitas tidak ditemukan atau tidak lagi publik.' })
    return { data: { id: params.id, saved: true, saved_at: saved.saved_at } }
  })

  registerEndpoint(app, discoveryApi.unsave, async ({ params }, request) => {
    await unsave(db, currentUser(request).employeeId, params.id)
    return { data: { id: params.id, saved: false, saved_at: null } }
  })
}
