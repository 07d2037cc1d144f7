import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { telemetryApi } from '../../../src/contract/telemetry'
import { ProblemError } from '../../http/problem-error'
import { MAX_RECORDING_BATCH_BYTES } from '../../../src/contract/telemetry-limits'
import { currentUser, viewerId } from '../../plugins/auth'
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
  // Every open page sends its views every 30 s and a recorded one its events every 10 s: writes as
  // frequent as progress, of data no shared answer shows, so they leave the shared answers be
  // (decision 044).
  const sharedAnswersKept = { sharedAnswers: 'handler-decides' } as const

  registerEndpoint(app, telemetryApi.settings, (_input, _request, reply) => {
    reply.header('cache-control', 'no-cache')
    const recording = config.telemetry.recording
    return {
      data: {
        sentry_dsn: config.telemetry.sentryDsn ?? null,
        environment: config.telemetry.environment,
        release: version,
        session_recording: recording ? { sample_rate: recording.sampleRate, retention_days: recording.retentionDays } : null,
      },
    }
  })

  registerEndpoint(app, telemetryApi.errors, async ({ body }, request, reply) => {
    const reports = body.errors.map((error) => ({ side: 'client' as const, ...error }))
    return answer(await telemetry.recordErrors(reports, clientKey(request), viewerId(request)), reply, telemetry.retryAfterSeconds())
  }, sharedAnswersKept)

  registerEndpoint(app, telemetryApi.views, async ({ body }, request, reply) => {
    return answer(await telemetry.recordViews(body.views, clientKey(request)), reply, telemetry.retryAfterSeconds())
  }, sharedAnswersKept)

  // Session recording (decision 029): a signed-in user's batches only (the page asks for consent
  // and records nothing for visitors), with a body limit of its own and a rate limit per user.
  registerEndpoint(
    app,
    telemetryApi.recordings,
    async ({ body }, request, reply) => {
      const userId = currentUser(request).employeeId
      const events = JSON.stringify(body.events)
      if (events.length > MAX_RECORDING_BATCH_BYTES) throw new ProblemError(413, { detail: 'Potongan rekaman terlalu besar. Kirim dalam beberapa bagian.' })
      const outcome = await telemetry.recordBatch(userId, body, events)
      if (outcome === 'off') throw new ProblemError(403, { detail: 'Perekaman sesi tidak diaktifkan di server ini.' })
      if (outcome === 'not-owner') throw new ProblemError(404, { detail: 'Rekaman tidak ditemukan.' })
      if (outcome === 'limited') {
        reply.header('retry-after', String(telemetry.recordingRetryAfterSeconds()))
        throw new ProblemError(429, { detail: 'Terlalu banyak potongan rekaman dalam waktu singkat. Potongan ini tidak disimpan.' })
      }
      reply.header('cache-control', 'no-store')
      return { data: { accepted: outcome === 'stored' ? body.events.length : 0, dropped: outcome === 'stored' ? 0 : body.events.length } }
    },
    // The events as JSON, and the envelope around them.
    { bodyLimit: MAX_RECORDING_BATCH_BYTES + 16 * 1024, ...sharedAnswersKept },
  )

  registerEndpoint(app, telemetryApi.forgetRecordings, async (_input, request, reply) => {
    reply.header('cache-control', 'no-store')
    return { data: { deleted: await telemetry.forgetRecordings(currentUser(request).employeeId) } }
  }, sharedAnswersKept)
}
