import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify'
import { EXTERNAL_REQUEST_HEADER } from '../../src/shared/wire'
import { ProblemError } from '../http/problem-error'

/** Node hands incoming header names over in lower case. */
const externalRequest = EXTERNAL_REQUEST_HEADER.toLowerCase()

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * A preHandler that lets a call through only with `X-External-Request: <key>` (config
 * EXTERNAL_API_KEY, also in the public config since the browser sends it). Missing or wrong: 401.
 * The key is not a secret from users (it ships in the bundle); it tells external callers apart.
 */
export function externalRequestGuard(key: string): preHandlerAsyncHookHandler {
  const expected = digest(key)
  return async (request) => {
    const sent = request.headers[externalRequest]
    // Digests have equal length, so timingSafeEqual never throws and the length does not leak.
    if (typeof sent !== 'string' || !timingSafeEqual(digest(sent), expected)) {
      throw new ProblemError(401, {
        title: 'Kunci akses eksternal tidak valid',
        detail: 'Permintaan eksternal memerlukan header X-External-Request dengan kunci yang benar.',
      })
    }
  }
}

/**
 * Guards every route registered inside `app` (call it first in an encapsulated route plugin, e.g.
 * `app.register(async (external) => { guardExternalRoutes(external, key); registerEndpoint(external, …) })`).
 */
export function guardExternalRoutes(app: FastifyInstance, key: string): void {
  app.addHook('preHandler', externalRequestGuard(key))
}
