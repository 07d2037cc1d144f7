import type { FastifyInstance } from 'fastify'
import type { RouteDeps } from '../route-deps'
import { coverRoutes } from './cover-routes'
import { publicProfileRoutes } from './public-profile-routes'
import { recordRoutes } from './record-routes'
import { userRoutes } from './user-routes'

/**
 * The profile area: the user's own account data, the six kinds of external activity records with
 * their covers and autocomplete, and the public learning profile.
 */
export async function profileRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  await app.register(userRoutes, deps)
  await app.register(recordRoutes, deps)
  await app.register(coverRoutes, deps)
  await app.register(publicProfileRoutes, deps)
}
