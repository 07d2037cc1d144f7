import type { FastifyInstance } from 'fastify'
import { platformApi } from '../../../src/contract/home'
import type { DatabaseHandle } from '../../db/database'
import { listActiveBanners } from '../../db/repositories/banner-repository'
import { registerEndpoint } from '../../plugins/contract-routes'

export async function platformRoutes(app: FastifyInstance, { database }: { database: DatabaseHandle }): Promise<void> {
  registerEndpoint(app, platformApi.banners, async () => ({ data: await listActiveBanners(database.db) }))
}
