import type { FastifyInstance } from 'fastify'

/** An answer that took longer than this is logged (warn) even when requests are not. */
export const SLOW_REQUEST_MS = 1000

/**
 * With Fastify's per-request lines off (production: two JSON lines per request at info cost more
 * than most answers), what still gets logged: every 5xx and every answer slower than
 * SLOW_REQUEST_MS, at warn, with its request id (each line of a request carries `reqId`, as the
 * error handler's do). Unexpected errors are logged by the error handler as well.
 */
export function registerRequestLog(app: FastifyInstance, slowMs = SLOW_REQUEST_MS): void {
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode
    const ms = reply.elapsedTime
    if (status >= 500 || ms >= slowMs) {
      request.log.warn(
        { req: { method: request.method, url: request.url }, res: { statusCode: status }, responseTime: Math.round(ms) },
        status >= 500 ? 'request failed' : 'slow request',
      )
    }
    done()
  })
}
