import * as z from 'zod/mini'

/**
 * Every failure answers with this JSON problem (RFC 9457 shape plus `errors`), with content type
 * application/problem+json. `errors` lists field-level messages (path in dot notation).
 */
export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
})

export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.int(),
  detail: z.string(),
  errors: z.array(fieldErrorSchema),
})

export type Problem = z.infer<typeof problemSchema>
export type FieldError = z.infer<typeof fieldErrorSchema>

/** Problem type URIs; relative so they resolve against the API's own origin. */
export const problemTypes = {
  validation: '/problems/validation',
  notFound: '/problems/not-found',
  unauthorized: '/problems/unauthorized',
  /** The session is gone or expired: the client saves the route and signs in again. */
  sessionExpired: '/problems/session-expired',
  /** The session exists but its token does not validate: 'Token tidak valid, silahkan login kembali'. */
  invalidToken: '/problems/invalid-token',
  /** An outbox write queued by another user than the one now signed in: it waits for its own user. */
  outboxUserMismatch: '/problems/outbox-user-mismatch',
  /** A state-changing call without the custom header or from another origin. */
  csrf: '/problems/csrf',
  /** The same Idempotency-Key is still being processed (409 with Retry-After): try again shortly. */
  idempotencyInProgress: '/problems/idempotency-in-progress',
  /** Too many failed sign-ins. */
  locked: '/problems/locked',
  forbidden: '/problems/forbidden',
  conflict: '/problems/conflict',
  tooManyRequests: '/problems/too-many-requests',
  payloadTooLarge: '/problems/payload-too-large',
  methodNotAllowed: '/problems/method-not-allowed',
  unsupportedMediaType: '/problems/unsupported-media-type',
  unavailable: '/problems/unavailable',
  internal: '/problems/internal',
  badRequest: '/problems/bad-request',
} as const
