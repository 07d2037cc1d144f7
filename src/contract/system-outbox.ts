import * as z from 'zod/mini'
import { OUTBOX_BATCH_PATH } from '../shared/wire'
import { dataOf } from './common'
import { endpoint } from './endpoint'

// Issue 26: the outbox after a day offline delivers its writes in batches. One request carries up to
// BATCH_MAX_WRITES queued writes, each with its own Idempotency-Key and user, and the server runs
// them one by one through the same routes, guards and validation as if each had come alone (so
// exactly once, ownership and every refusal stay the endpoint's own). Only the contract's outbox
// writes may go in a batch.

/** At most this many writes in one batch (the client's BATCH_MAX_WRITES). */
export const OUTBOX_BATCH_MAX_WRITES = 50

const uuid = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Harus berupa UUID'))

export const batchWriteSchema = z.object({
  method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE']),
  /** The write's own path on this server, as the outbox queued it: `/api/v2/users/courses/videos/12/watches`. */
  url: z.string().check(z.maxLength(300), z.regex(/^\/api\/[A-Za-z0-9/_.~%-]*$/, 'Harus berupa alamat API server ini, tanpa query')),
  body: z.optional(z.unknown()),
  idempotency_key: uuid,
  /** The user who queued it (sent on as X-Outbox-User). */
  user_id: z.int().check(z.positive()),
  /** Writes of one resource are run in order; after one that did not arrive, the later ones are skipped. */
  resource: z.string().check(z.minLength(1), z.maxLength(200)),
})

export const batchInput = z.object({ writes: z.array(batchWriteSchema).check(z.minLength(1), z.maxLength(OUTBOX_BATCH_MAX_WRITES)) })
export type BatchInput = z.input<typeof batchInput>

export const batchAnswerSchema = z.object({
  /** The write's own answer status (0 with `skipped`). */
  status: z.int(),
  /** Not run: an earlier write of its resource did not arrive, or the session was gone. */
  skipped: z.optional(z.boolean()),
  /** A refusal's problem, as the endpoint answered it. */
  problem: z.optional(
    z.object({
      type: z.optional(z.string()),
      title: z.optional(z.string()),
      detail: z.optional(z.string()),
      errors: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
    }),
  ),
  /** The endpoint's Retry-After, when it sent one. */
  retry_after: z.optional(z.string()),
})

export const outboxApi = {
  batch: endpoint({
    method: 'POST',
    path: OUTBOX_BATCH_PATH,
    group: 'system',
    access: 'user',
    summary: 'Delivers queued outbox writes in one request; each runs as if it had come alone, and answers in order',
    body: batchInput,
    response: dataOf(z.array(batchAnswerSchema)),
  }),
}
