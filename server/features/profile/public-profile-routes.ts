import type { FastifyInstance } from 'fastify'
import { profileApi } from '../../../src/contract/profile'
import { courseActivities, findPublicEmployeeId, learningFeed, learningProfile } from './public-profile-repository'
import { canSeeSection } from '../../db/repositories/profile-visibility'
import { currentUser } from '../../plugins/auth'
import { registerEndpoint } from '../../plugins/contract-routes'
import { paginated } from '../../http/pagination'
import { ProblemError } from '../../http/problem-error'
import { userNotFound } from './record-routes'
import type { RouteDeps } from '../route-deps'

/** The learning section is hidden from the caller: the same answer as total-learning-duration gives. */
export const learningHidden = () =>
  new ProblemError(403, {
    detail: 'Pemilik profil ini tidak membagikan aktivitas belajarnya.',
  })

/**
 * The profile of a colleague (route /profile/{id}, id = public username): signed-in employees only,
 * each section as its owner chose (server/db/repositories/profile-visibility.ts).
 */
export async function publicProfileRoutes(app: FastifyInstance, { db }: RouteDeps) {
  registerEndpoint(app, profileApi.profile, async ({ params }, request) => {
    const profile = await learningProfile(db, params.id, currentUser(request).employeeId)
    if (!profile) throw userNotFound()
    return { data: profile }
  })

  /** The owner's employee id when the caller may see their learning; 404 / 403 otherwise. */
  const learningOwner = async (username: string, viewerId: number) => {
    const employeeId = await findPublicEmployeeId(db, username)
    if (employeeId === undefined) throw userNotFound()
    if (!(await canSeeSection(db, viewerId, employeeId, 'learning'))) throw learningHidden()
    return employeeId
  }

  registerEndpoint(app, profileApi.feed, async ({ params, query }, request) => {
    const employeeId = await learningOwner(params.id, currentUser(request).employeeId)
    return paginated(await learningFeed(db, employeeId, query.page, query.limit), query)
  })

  registerEndpoint(app, profileApi.courseActivities, async ({ params, query }, request) => {
    const employeeId = await learningOwner(params.id, currentUser(request).employeeId)
    return paginated(await courseActivities(db, params.kind, employeeId, query.page, query.limit), query)
  })
}
