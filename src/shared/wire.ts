// The names the page, the service worker and the server agree on: headers, problem types, the
// Background Sync tag and the outbox's BroadcastChannel. No imports: the worker bundles it as is
// and the server loads it without the page's code. Header names are written as the API documents
// them; Node hands incoming headers over in lower case, so the server looks them up with
// `.toLowerCase()`.

/** Decision 5: every write the outbox replays carries one (a UUID made when the user acted). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'

/** Set to 'true' on the stored first answer the server replays for a repeated key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed'

/** Sent on replay: the server refuses the write (401) unless its session belongs to this user id. */
export const OUTBOX_USER_HEADER = 'X-Outbox-User'

/**
 * CSRF: every state-changing call carries `X-Requested-With: XMLHttpRequest`. A cross-site form
 * cannot set a custom header, and a cross-site script cannot send one without a CORS preflight,
 * which this API never grants.
 */
export const REQUESTED_WITH_HEADER = 'X-Requested-With'
export const REQUESTED_WITH_VALUE = 'XMLHttpRequest'

/** Spec section 6: the external learning-content calls carry their (public) key in this header. */
export const EXTERNAL_REQUEST_HEADER = 'X-External-Request'

/** An outbox write queued by another user than the one now signed in: it waits for its own user. */
export const OUTBOX_USER_MISMATCH_TYPE = '/problems/outbox-user-mismatch'
/** The same Idempotency-Key is still being processed (409 with Retry-After): try again shortly. */
export const IDEMPOTENCY_IN_PROGRESS_TYPE = '/problems/idempotency-in-progress'

/**
 * Problem type URIs the server answers with; relative so they resolve against the API's own origin.
 * The two the outbox reads are constants of their own too: the worker bundles the outbox, and a
 * bundler keeps a whole object for one property.
 */
export const problemTypes = {
  validation: '/problems/validation',
  notFound: '/problems/not-found',
  unauthorized: '/problems/unauthorized',
  /** The session is gone or expired: the client saves the route and signs in again. */
  sessionExpired: '/problems/session-expired',
  /** The session exists but its token does not validate: 'Token tidak valid, silahkan login kembali'. */
  invalidToken: '/problems/invalid-token',
  outboxUserMismatch: OUTBOX_USER_MISMATCH_TYPE,
  /** A state-changing call without the custom header or from another origin. */
  csrf: '/problems/csrf',
  idempotencyInProgress: IDEMPOTENCY_IN_PROGRESS_TYPE,
  /** Too many failed sign-ins. */
  locked: '/problems/locked',
  forbidden: '/problems/forbidden',
  conflict: '/problems/conflict',
  /** An in-class event with no seat left when the registration arrived (final: the outbox keeps it visible). */
  inclassFull: '/problems/inclass-full',
  /** An in-class event whose registration (or cancellation) closed before the request arrived: it has started or ended. */
  inclassClosed: '/problems/inclass-closed',
  tooManyRequests: '/problems/too-many-requests',
  payloadTooLarge: '/problems/payload-too-large',
  methodNotAllowed: '/problems/method-not-allowed',
  unsupportedMediaType: '/problems/unsupported-media-type',
  unavailable: '/problems/unavailable',
  internal: '/problems/internal',
  badRequest: '/problems/bad-request',
} as const

/** Problems the page makes itself when there is no usable answer; the server never sends them. */
export const clientProblemTypes = {
  /** No answer at all (offline, DNS, aborted): status 0. */
  network: '/problems/network',
  /** An answer that does not match the contract. */
  invalidResponse: '/problems/invalid-response',
} as const

/** The Background Sync tag the page registers and the worker replays the outbox on. */
export const OUTBOX_SYNC_TAG = 'outbox'

/** The BroadcastChannel on which every outbox change is announced, to the page and the worker alike. */
export const OUTBOX_CHANNEL = 'outbox'

/** The message the service worker posts to its pages when a push arrives (sw/push.ts): the bell marks at once. */
export const PUSH_RECEIVED_MESSAGE = 'tumbuh:push-received'

/** The outbox's batch endpoint: many queued writes in one request, each run as if it had come alone. */
export const OUTBOX_BATCH_PATH = '/api/outbox/batch'
