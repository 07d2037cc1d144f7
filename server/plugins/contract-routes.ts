import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import type { $ZodType } from 'zod/v4/core'
import { toRouterPath, type BodyOf, type Endpoint, type ParamsOf, type QueryOf, type ResponseOf } from '../../src/contract/endpoint'
import { problemSchema } from '../../src/contract/problem'
import type { IdempotencyGuard } from './idempotency'

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
) => Promise<ResponseOf<E>> | ResponseOf<E>

export interface EndpointOptions {
  /**
   * Other statuses this endpoint answers with a body that is not a problem (health answers 503
   * with its usual body). Schemas come from the contract too.
   */
  otherResponses?: Record<number, $ZodType>
  /** Required for `access: 'user'`: the check that rejects a caller who is not signed in. */
  authenticate?: preHandlerAsyncHookHandler
  /**
   * For writes the outbox replays (decision 5): honour `Idempotency-Key`. Needs `authenticate`,
   * since keys belong to a user.
   */
  idempotency?: IdempotencyGuard
  /** Largest request body in bytes, for the few endpoints that take a file (Fastify's default is 1 MiB). */
  bodyLimit?: number
  /**
   * Request media types the route accepts when JSON is not the only one (for OpenAPI); the route's
   * own scope registers their parsers.
   */
  consumes?: string[]
}

const problemResponse = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: problemSchema } },
})

/**
 * Registers one contract endpoint: method, path, schemas, summary and tag all come from the
 * contract (decision 3), so no route re-declares a schema. The handler returns the success body;
 * it may set another status on `reply` first (one listed in `otherResponses`).
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
): void {
  if (endpoint.access !== 'public' && !options.authenticate) {
    // Failing at start beats an endpoint that is silently public.
    throw new Error(`${endpoint.method} ${endpoint.path} needs a signed-in user, but no authenticate hook was given`)
  }
  if (options.idempotency && !options.authenticate) {
    throw new Error(`${endpoint.method} ${endpoint.path}: idempotency keys belong to a user, so the endpoint needs authenticate`)
  }
  const successStatus = endpoint.successStatus ?? 200
  // The handler's types come from the endpoint (EndpointInput/ResponseOf), not from Fastify's
  // type provider, which cannot follow a generic endpoint.
  app.route({
    method: endpoint.method,
    url: toRouterPath(endpoint.path),
    // A GET that writes is checked like a write (plugins/csrf.ts), and HEAD must not run it.
    ...(endpoint.writes ? { config: { csrf: 'required' as const }, exposeHeadRoute: false } : {}),
    ...(options.authenticate ? { preHandler: options.authenticate } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.group],
      ...(options.consumes ? { consumes: options.consumes } : {}),
      ...(options.idempotency
        ? {
            description:
              'Honours an `Idempotency-Key` header (a UUID, per user): the first answer is stored for at least 7 days and ' +
              'replayed for the same key with `Idempotent-Replayed: true`; the same key with another request answers 422, ' +
              'a key still being processed 409 `/problems/idempotency-in-progress` with `Retry-After`. An `X-Outbox-User` header (the user id who queued the write) that is not ' +
              'the signed-in user answers 401 `/problems/outbox-user-mismatch` and writes nothing.',
          }
        : {}),
      ...(options.authenticate ? { security: [{ session: [] }, { bearer: [] }] } : {}),
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
      return options.idempotency ? options.idempotency.run(request, reply, execute) : execute()
    },
  })
}
