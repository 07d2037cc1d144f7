import type { FastifyInstance } from 'fastify'
import type { RouteDeps } from '../route-deps'
import { assessmentRoutes } from './assessment-routes'
import { coverRoutes } from './cover-routes'
import { documentRoutes } from './document-routes'
import { publicProfileRoutes } from './public-profile-routes'
import { recordRoutes } from './record-routes'
import { userRoutes } from './user-routes'

/**
 * The profile area: the user's own account data, the six kinds of external activity records with
 * their covers and autocomplete, the profile colleagues see, the owner's documents and assessment
 * results.
 */
export async function profileRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  await app.register(userRoutes, deps)
  await app.register(recordRoutes, deps)
  await app.register(coverRoutes, deps)
  await app.register(publicProfileRoutes, deps)
  await app.register(documentRoutes, deps)
  await app.register(assessmentRoutes, deps)
}
