import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify'
import type { Endpoint } from '../../../src/contract/endpoint'
import { allEndpoints } from '../../../src/contract'
import { outboxApi, type batchAnswerSchema } from '../../../src/contract/system-outbox'
import { classifyAnswer } from '../../../src/shared/outbox/entry'
import { problemFrom } from '../../../src/shared/outbox/replay'
import { IDEMPOTENCY_KEY_HEADER, OUTBOX_USER_HEADER, OUTBOX_USER_MISMATCH_TYPE, REQUESTED_WITH_HEADER } from '../../../src/shared/wire'
import { problem } from '../../http/problem-error'
import { registerEndpoint, type EndpointHandler } from '../../plugins/contract-routes'
import type * as z from 'zod/mini'

type BatchAnswer = z.infer<typeof batchAnswerSchema>

/** `/api/v2/users/courses/videos/{id}/watches` → a pattern a filled path of it matches. */
function pathPattern(path: string): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(
    `^${path
      .split(/\{[^}]+\}/)
      .map(literal)
      .join('[^/]+')}$`,
  )
}

/** The contract's outbox writes: the only ones a batch may carry (never a sign-in, an upload form or the batch itself). */
export function outboxWrites(endpoints: readonly Endpoint[] = allEndpoints()): (method: string, url: string) => boolean {
  const writes = endpoints.filter((e) => e.outbox).map((e) => ({ method: e.method, pattern: pathPattern(e.path) }))
  return (method, url) => writes.some((w) => w.method === method && w.pattern.test(url))
}

/** What of the caller's request each write carries: its credentials, where it came from, and through which proxy. */
const FORWARDED = [
  'cookie',
  'authorization',
  'origin',
  'user-agent',
  'accept-language',
  'x-forwarded-proto',
  'x-forwarded-host',
  REQUESTED_WITH_HEADER.toLowerCase(),
]

function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const name of FORWARDED) {
    const value = request.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  if (request.headers.host) headers.host = request.headers.host
  return headers
}

/** The write's refusal as the outbox reads it (the same reading as for a write sent alone). */
function problemOf(status: number, payload: string): BatchAnswer['problem'] {
  let body: unknown
  try {
    body = JSON.parse(payload)
  } catch {
    body = undefined
  }
  const { status: _status, ...problem } = problemFrom(status, body)
  return problem
}

/**
 * Issue 26: the outbox's batch. Each write is run through this server's own routes (`inject`), one
 * after another in the order sent, with the caller's credentials and address and the write's own
 * Idempotency-Key and X-Outbox-User: the endpoint's guards, validation, ownership checks and
 * exactly-once storage decide as they do for a write that came alone. The order rules are the
 * outbox's (src/shared/outbox/replay.ts): after a write of a resource that did not arrive (retry
 * later, or waiting for a session), that resource's later writes are skipped; after a 401 that is
 * not another user's write, the rest is skipped.
 */
export function registerOutboxBatch(app: FastifyInstance): void {
  const isOutboxWrite = outboxWrites()
  registerEndpoint(app, outboxApi.batch, batchHandler(app, isOutboxWrite), {
    // Each write, run through its own route, empties the shared answers as that route does when
    // it comes alone (a progress write only when it is a viewer's first: decision 044).
    sharedAnswers: 'handler-decides',
  })
}

function batchHandler(app: FastifyInstance, isOutboxWrite: ReturnType<typeof outboxWrites>): EndpointHandler<typeof outboxApi.batch> {
  return async ({ body }, request, reply) => {
    const answers: BatchAnswer[] = []
    const blocked = new Set<string>()
    let stopped = false
    const shared = forwardedHeaders(request)
    for (const write of body.writes) {
      const key = `${write.user_id} ${write.resource}`
      if (stopped || blocked.has(key)) {
        answers.push({ status: 0, skipped: true })
        continue
      }
      if (!isOutboxWrite(write.method, write.url)) {
        const refusal = problem(400, { detail: 'Alamat ini bukan penulisan yang dapat dikirim lewat kotak keluar.' })
        answers.push({ status: 400, problem: { type: refusal.type, title: refusal.title, detail: refusal.detail } })
        continue
      }
      const res = await app.inject({
        method: write.method as InjectOptions['method'],
        url: write.url,
        remoteAddress: request.ip,
        headers: {
          ...shared,
          ...(write.body === undefined ? {} : { 'content-type': 'application/json' }),
          [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: write.idempotency_key,
          [OUTBOX_USER_HEADER.toLowerCase()]: String(write.user_id),
        },
        ...(write.body === undefined ? {} : { payload: JSON.stringify(write.body) }),
      })
      const answer: BatchAnswer = { status: res.statusCode }
      const retryAfter = res.headers['retry-after']
      if (typeof retryAfter === 'string') answer.retry_after = retryAfter
      if (res.statusCode >= 300) answer.problem = problemOf(res.statusCode, res.payload)
      answers.push(answer)
      const kind = classifyAnswer(res.statusCode, answer.problem?.type)
      if (kind === 'retry' || kind === 'waiting-auth') blocked.add(key)
      if (kind === 'waiting-auth' && answer.problem?.type !== OUTBOX_USER_MISMATCH_TYPE) stopped = true
    }
    reply.header('cache-control', 'no-store')
    return { data: answers }
  }
}
