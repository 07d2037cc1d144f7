import type { FastifyInstance } from 'fastify'
import { platformApi } from '../../../src/contract/home'
import { listActiveBanners } from '../../db/repositories/banner-repository'
import { registerEndpoint } from '../../plugins/contract-routes'
import type { RouteDeps } from '../route-deps'

/** The home page's banners (platform API). */
export async function homeRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  registerEndpoint(app, platformApi.banners, async () => ({ data: await listActiveBanners(db) }))
}
