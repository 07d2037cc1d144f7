import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { telemetryApi } from '../../../src/contract/telemetry'
import { ProblemError } from '../../http/problem-error'
import { viewerId } from '../../plugins/auth'
import { registerEndpoint } from '../../plugins/contract-routes'
import type { RouteDeps } from '../route-deps'
import type { RecordOutcome } from './recorder'

/** Who a limit counts against: the signed-in employee, else the caller's address. */
const clientKey = (request: FastifyRequest) => {
  const userId = viewerId(request)
  return userId === null ? `ip:${request.ip}` : `u:${userId}`
}

function answer(outcome: RecordOutcome, reply: FastifyReply, retryAfter: number) {
  if (outcome.limited) {
    reply.header('retry-after', String(retryAfter))
    throw new ProblemError(429, { detail: 'Terlalu banyak laporan dalam waktu singkat. Laporan ini tidak dicatat.' })
  }
  reply.header('cache-control', 'no-store')
  return { data: { accepted: outcome.accepted, dropped: outcome.dropped } }
}

/**
 * Telemetry (issue 19, decision 027): the page's error reports and screen views, and where the page
 * should report (Sentry when SENTRY_DSN is set). Both writes are rate-limited (server/features/telemetry/recorder.ts).
 */
export async function telemetryRoutes(app: FastifyInstance, { config, telemetry, version }: RouteDeps) {
  registerEndpoint(app, telemetryApi.settings, (_input, _request, reply) => {
    reply.header('cache-control', 'no-cache')
    return { data: { sentry_dsn: config.telemetry.sentryDsn ?? null, environment: config.telemetry.environment, release: version } }
  })

  registerEndpoint(app, telemetryApi.errors, async ({ body }, request, reply) => {
    const reports = body.errors.map((error) => ({ side: 'client' as const, ...error }))
    return answer(await telemetry.recordErrors(reports, clientKey(request), viewerId(request)), reply, telemetry.retryAfterSeconds())
  })

  registerEndpoint(app, telemetryApi.views, async ({ body }, request, reply) => {
    return answer(await telemetry.recordViews(body.views, clientKey(request)), reply, telemetry.retryAfterSeconds())
  })
}
