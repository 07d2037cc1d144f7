import type { FastifyInstance } from 'fastify'
import type { RouteDeps } from '../route-deps'
import { catalogRoutes } from './catalog-routes'
import { inclassRoutes } from './inclass-routes'
import { packageRoutes } from './package-routes'
import { progressRoutes } from './progress-routes'
import { learningV1Routes } from './v1-routes'
import { videoRoutes } from './video-routes'

/**
 * The learning area, one plugin over its parts: videos (with the mixed course list, comments and
 * instructors), channels and catalogues, course packages, in-class events, progress, and the v1
 * and external lists.
 */
export async function learningRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  await app.register(videoRoutes, deps)
  await app.register(catalogRoutes, deps)
  await app.register(packageRoutes, deps)
  await app.register(inclassRoutes, deps)
  await app.register(progressRoutes, deps)
  await app.register(learningV1Routes, deps)
}
