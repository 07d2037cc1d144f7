import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  releaseIdempotencyKey,
  storeIdempotentAnswer,
} from '../db/repositories/idempotency-repository'
import { currentUser } from './auth'
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER, OUTBOX_USER_HEADER, problemTypes } from '../../src/shared/wire'
import { PROBLEM_CONTENT_TYPE, ProblemError } from '../http/problem-error'
import { problemFromError } from './problems'

// Node hands incoming header names over in lower case.
const keyHeader = IDEMPOTENCY_KEY_HEADER.toLowerCase()
/** The user who queued an outbox write; sent on replay so another user's session never carries it. */
const outboxUserHeader = OUTBOX_USER_HEADER.toLowerCase()
/** The outbox keeps a write at least 7 days; a day more covers a replay that comes just after. */
export const IDEMPOTENCY_TTL_MS = 8 * 24 * 60 * 60 * 1000
/** A key still 'processing' after this long belongs to a request that died (a crash): taken over. */
const ABANDONED_AFTER_MS = 60 * 1000
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface IdempotencyGuard {
  /** Runs `execute` at most once per (user, Idempotency-Key); a repeat gets the stored answer. */
  run<T>(request: FastifyRequest, reply: FastifyReply, execute: () => Promise<T>): Promise<T>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by registerIdempotencyGuard; registerEndpoint runs every `outbox: true` endpoint through it. */
    idempotencyGuard: IdempotencyGuard
  }
}

/** Makes the guard available to registerEndpoint, which applies it to the contract's outbox writes. */
export function registerIdempotencyGuard(app: FastifyInstance, db: Kysely<Database>, options: { failFirstWrites?: number } = {}): void {
  app.decorate('idempotencyGuard', createIdempotencyGuard(db, options))
}

const attachments = new WeakMap<FastifyRequest, string>()

/**
 * Bytes a request carried beside its validated body (a multipart file): they are part of what
 * makes two requests with one Idempotency-Key the same request, so another file with the same key
 * is a 422, not a replay of the first answer.
 */
export function addIdempotencyAttachment(request: FastifyRequest, bytes: Buffer): void {
  attachments.set(request, createHash('sha256').update(bytes).digest('hex'))
}

/** JSON with sorted object keys, so the same body hashes the same whatever order it was sent in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined)
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

/**
 * Decision 5: writes the outbox replays carry an `Idempotency-Key`. The first request with a key
 * inserts it as 'processing' (the unique key decides between concurrent ones), runs, and stores its
 * answer; a later one with the same key and the same request gets that answer again, marked
 * `Idempotent-Replayed: true`. Same key, other request: 422. Key still running: 409. No header:
 * the write just runs. Server errors (5xx) are not stored, so a retry can succeed.
 *
 * `failFirstWrites` (env TEST_FAIL_FIRST_WRITES, 0 by default) answers the first N writes through
 * any guarded endpoint with 503 before anything else, so the e2e chaos journey exercises retry.
 */
function createIdempotencyGuard(db: Kysely<Database>, { failFirstWrites = 0 }: { failFirstWrites?: number } = {}): IdempotencyGuard {
  let failuresLeft = failFirstWrites
  return {
    async run(request, reply, execute) {
      if (failuresLeft > 0) {
        failuresLeft -= 1
        throw new ProblemError(503, { detail: 'Layanan sedang tidak tersedia (uji coba). Silahkan coba lagi nanti.' })
      }
      const employeeId = currentUser(request).employeeId
      const outboxUser = request.headers[outboxUserHeader]
      // 401, not 403: the outbox keeps the write waiting for its own user's session (the service
      // worker cannot read who is signed in, so the server decides).
      if (outboxUser !== undefined && outboxUser !== String(employeeId)) {
        throw new ProblemError(401, {
          type: problemTypes.outboxUserMismatch,
          title: 'Pengguna berbeda',
          detail: 'Perubahan ini disimpan oleh pengguna lain dan menunggu pengguna tersebut masuk kembali.',
        })
      }
      const key = request.headers[keyHeader]
      if (key === undefined) return execute()
      if (typeof key !== 'string' || !UUID.test(key)) {
        throw new ProblemError(400, {
          detail: 'Header Idempotency-Key harus berupa UUID.',
          errors: [{ path: `headers.${keyHeader}`, message: 'Harus berupa UUID' }],
        })
      }
      const method = request.method
      const path = request.url
      const hash = createHash('sha256').update(canonicalJson(request.body))
      const attachment = attachments.get(request)
      if (attachment !== undefined) hash.update(`\n${attachment}`)
      const requestHash = hash.digest('hex')
      const now = new Date()
      const claim = {
        employee_id: employeeId,
        key: key.toLowerCase(),
        method,
        path,
        request_hash: requestHash,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + IDEMPOTENCY_TTL_MS).toISOString(),
      }
      const abandonedBefore = new Date(now.getTime() - ABANDONED_AFTER_MS).toISOString()
      if (!(await claimIdempotencyKey(db, claim, now.toISOString(), abandonedBefore))) {
        const existing = await findIdempotencyKey(db, employeeId, claim.key)
        // Gone between our insert and this read (expired and swept): treat as running, retry later.
        if (!existing || existing.status === 'processing') {
          // Not the client's mistake: its retry overtook the first try. It should come back, so say when.
          reply.header('retry-after', '1')
          throw new ProblemError(409, {
            type: problemTypes.idempotencyInProgress,
            title: 'Masih diproses',
            detail: 'Permintaan dengan kunci yang sama masih diproses. Coba lagi sebentar lagi.',
          })
        }
        if (existing.method !== method || existing.path !== path || existing.request_hash !== requestHash) {
          throw new ProblemError(422, {
            title: 'Kunci sudah dipakai',
            detail: 'Kunci Idempotency-Key ini sudah dipakai untuk permintaan lain.',
          })
        }
        const status = existing.response_status ?? 200
        reply.code(status).header(IDEMPOTENT_REPLAYED_HEADER, 'true')
        if (status >= 400) reply.header('content-type', PROBLEM_CONTENT_TYPE)
        return JSON.parse(existing.response_body ?? 'null') as Awaited<ReturnType<typeof execute>>
      }
      try {
        const result = await execute()
        await storeIdempotentAnswer(db, employeeId, claim.key, reply.statusCode, JSON.stringify(result))
        return result
      } catch (error) {
        const problem = problemFromError(error)
        if (problem && problem.status < 500) {
          await storeIdempotentAnswer(db, employeeId, claim.key, problem.status, JSON.stringify(problem))
        } else {
          await releaseIdempotencyKey(db, employeeId, claim.key)
        }
        throw error
      }
    },
  }
}
