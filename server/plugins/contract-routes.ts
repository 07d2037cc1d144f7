import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { $ZodType } from 'zod/v4/core'
import { toRouterPath, type BodyOf, type Endpoint, type ParamsOf, type QueryOf, type ResponseOf } from '../../src/contract/endpoint'
import { problemSchema } from '../../src/contract/problem'
import { sendSerialized, SerializedAnswer, type SharedAnswers } from '../http/shared-answers'

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by buildApp: the shared answers every contract write invalidates (http/shared-answers.ts). */
    sharedAnswers: SharedAnswers
  }
}

/** What a handler receives: inputs already validated and coerced by the contract's schemas. */
export interface EndpointInput<E extends Endpoint> {
  params: ParamsOf<E>
  query: QueryOf<E>
  body: BodyOf<E>
}

export type EndpointHandler<E extends Endpoint> = (
  input: EndpointInput<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<ResponseOf<E> | SerializedAnswer> | ResponseOf<E> | SerializedAnswer

export interface EndpointOptions {
  /**
   * Other statuses this endpoint answers with a body that is not a problem (health answers 503
   * with its usual body). Schemas come from the contract too.
   */
  otherResponses?: Record<number, $ZodType>
  /** Largest request body in bytes, for the few endpoints that take a file (Fastify's default is 1 MiB). */
  bodyLimit?: number
  /**
   * Request media types the route accepts when JSON is not the only one (for OpenAPI); the route's
   * own scope registers their parsers.
   */
  consumes?: string[]
  /**
   * For a frequent write that changes what the shared answers show only now and then (a progress
   * write, sent every 10 seconds of playback, changes a card's participants only when it is the
   * viewer's first on that content), or one of data no shared answer shows (telemetry): the write
   * does not empty the shared answers itself, its handler calls `answers.invalidate()` after a
   * change that shows in them, if it can make one. Without it, every write empties them, whatever
   * it did.
   */
  sharedAnswers?: 'handler-decides'
}

const problemResponse = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: problemSchema } },
})

/** Why an endpoint cannot be served as its contract says; thrown at start-up, never per request. */
function inconsistency(app: FastifyInstance, endpoint: Endpoint): string | undefined {
  if (endpoint.access !== 'public' && !app.hasDecorator('requireUser')) return `has access "${endpoint.access}", but registerAuth has not run`
  if (endpoint.outbox && endpoint.access !== 'user') return 'is an outbox write, but idempotency keys belong to a user: it needs access "user"'
  if (endpoint.outbox && endpoint.method === 'GET' && !endpoint.writes) return 'is an outbox write, but a GET that writes nothing'
  if (endpoint.outbox && !app.hasDecorator('idempotencyGuard')) return 'is an outbox write, but registerIdempotencyGuard has not run'
  if (endpoint.offline && (endpoint.method !== 'GET' || endpoint.writes)) return 'is kept for offline reading, so it must be a GET that writes nothing'
  return undefined
}

/**
 * Registers one contract endpoint: method, path, schemas, summary and tag all come from the
 * contract (decision 3), so no route re-declares a schema. So does what guards it: `access: 'user'`
 * runs the app's `requireUser` (plugins/auth.ts) first, before the body is read (`access: 'optional'`
 * its `optionalUser`), `outbox: true` runs the handler through the
 * idempotency guard (plugins/idempotency.ts). The handler returns the success body; it may set
 * another status on `reply` first (one listed in `otherResponses`). It may instead return a
 * SerializedAnswer (a shared answer, http/shared-answers.ts), sent as is with its ETag (304 when
 * If-None-Match names it). Every write (not a GET, or a GET that `writes`) invalidates the shared
 * answers before its own answer goes out, whatever its outcome, unless its options leave that to
 * its handler (`sharedAnswers: 'handler-decides'`).
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
): void {
  const problem = inconsistency(app, endpoint)
  // Failing at start beats an endpoint that is silently public, or a replayed write done twice.
  if (problem) throw new Error(`${endpoint.method} ${endpoint.path} ${problem}`)
  const authenticate = endpoint.access === 'user' ? app.requireUser : endpoint.access === 'optional' ? app.optionalUser : undefined
  const idempotency = endpoint.outbox ? app.idempotencyGuard : undefined
  const successStatus = endpoint.successStatus ?? 200
  const isWrite = endpoint.method !== 'GET' || endpoint.writes === true
  const shared = isWrite && options.sharedAnswers !== 'handler-decides' && app.hasDecorator('sharedAnswers') ? app.sharedAnswers : undefined
  // The handler's types come from the endpoint (EndpointInput/ResponseOf), not from Fastify's
  // type provider, which cannot follow a generic endpoint.
  app.route({
    method: endpoint.method,
    url: toRouterPath(endpoint.path),
    // A GET that writes is checked like a write (plugins/csrf.ts), and HEAD must not run it.
    ...(endpoint.writes ? { config: { csrf: 'required' as const }, exposeHeadRoute: false } : {}),
    // The session is checked before anything of the request is read: a signed-out caller gets 401
    // whatever the body (not 400 for a body it may not send at all, nor a parsed upload).
    ...(authenticate ? { onRequest: authenticate } : {}),
    ...(shared
      ? {
          onSend: (_request: FastifyRequest, _reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
            shared.invalidate()
            done(null, payload)
          },
        }
      : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.group],
      ...(options.consumes ? { consumes: options.consumes } : {}),
      ...(idempotency
        ? {
            description:
              'Honours an `Idempotency-Key` header (a UUID, per user): the first answer is stored for at least 7 days and ' +
              'replayed for the same key with `Idempotent-Replayed: true`; the same key with another request answers 422, ' +
              'a key still being processed 409 `/problems/idempotency-in-progress` with `Retry-After`. An `X-Outbox-User` header (the user id who queued the write) that is not ' +
              'the signed-in user answers 401 `/problems/outbox-user-mismatch` and writes nothing.',
          }
        : {}),
      // An empty requirement makes the credentials optional (OpenAPI 3).
      ...(authenticate ? { security: [...(endpoint.access === 'optional' ? [{}] : []), { session: [] }, { bearer: [] }] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: {
        [successStatus]: endpoint.response,
        ...options.otherResponses,
        '4xx': problemResponse('Permintaan ditolak'),
        '5xx': problemResponse('Kesalahan server'),
      },
    },
    handler: async (request, reply) => {
      const input = { params: request.params, query: request.query, body: request.body } as EndpointInput<E>
      const execute = async () => {
        const result = await handler(input, request, reply)
        if (reply.statusCode === 200 && successStatus !== 200) reply.code(successStatus)
        return result
      }
      if (idempotency) return idempotency.run(request, reply, execute)
      const result = await execute()
      return result instanceof SerializedAnswer ? sendSerialized(request, reply, result) : result
    },
  })
}
