import type { FastifyInstance } from 'fastify'
import { profileApi } from '../../../src/contract/profile'
import { courseActivities, findPublicEmployeeId, learningFeed, learningProfile } from './public-profile-repository'
import { registerEndpoint } from '../../plugins/contract-routes'
import { paginated } from '../../http/pagination'
import { userNotFound } from './record-routes'
import type { RouteDeps } from '../route-deps'

/**
 * The public learning profile (route /profile/{id}, id = public username): public like the page,
 * and built only from fields a colleague may see.
 */
export async function publicProfileRoutes(app: FastifyInstance, { db }: RouteDeps) {
  registerEndpoint(app, profileApi.profile, async ({ params }) => {
    const profile = await learningProfile(db, params.id)
    if (!profile) throw userNotFound()
    return { data: profile }
  })

  registerEndpoint(app, profileApi.feed, async ({ params, query }) => {
    const employeeId = await findPublicEmployeeId(db, params.id)
    if (employeeId === undefined) throw userNotFound()
    return paginated(await learningFeed(db, employeeId, query.page, query.limit), query)
  })

  registerEndpoint(app, profileApi.courseActivities, async ({ params, query }) => {
    const employeeId = await findPublicEmployeeId(db, params.id)
    if (employeeId === undefined) throw userNotFound()
    return paginated(await courseActivities(db, params.kind, employeeId, query.page, query.limit), query)
  })
}
