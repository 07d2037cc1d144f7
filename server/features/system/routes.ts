import type { FastifyInstance } from 'fastify'
import type { ResponseOf } from '../../../src/contract/endpoint'
import { systemApi } from '../../../src/contract/system'
import { pingDatabase } from '../../db/database'
import { registerEndpoint } from '../../plugins/contract-routes'
import type { RouteDeps } from '../route-deps'
import { registerOutboxBatch } from './outbox-batch'

/** Health: what a load balancer or uptime check asks; and the outbox's batch of writes (outbox-batch.ts). */
export async function systemRoutes(app: FastifyInstance, { database, version, startedAt }: RouteDeps): Promise<void> {
  registerEndpoint(
    app,
    systemApi.health,
    async (_input, _request, reply): Promise<ResponseOf<typeof systemApi.health>> => {
      const ping = await pingDatabase(database)
      // 503 lets a load balancer or uptime check take this copy out of rotation.
      if (!ping.ok) reply.code(503).header('cache-control', 'no-store')
      else reply.header('cache-control', 'no-store')
      return {
        status: ping.ok ? 'ok' : 'degraded',
        version,
        uptime_s: Math.round((Date.now() - startedAt) / 1000),
        database: { engine: database.engine, status: ping.ok ? 'ok' : 'error', latency_ms: ping.latencyMs },
      }
    },
    { otherResponses: { 503: systemApi.health.response } },
  )
  registerOutboxBatch(app)
}
