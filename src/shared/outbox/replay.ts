import { IDEMPOTENCY_KEY_HEADER, OUTBOX_USER_HEADER, OUTBOX_USER_MISMATCH_TYPE, REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '../wire'
import { backoffDelay, classifyAnswer, parseRetryAfter, type BackoffOptions, type OutboxEntry, type OutboxError } from './entry'
import type { OutboxStore } from './store'

export interface ReplayOptions {
  fetch: typeof fetch
  /** Default Date.now. */
  now?: () => number
  /** Default Math.random (jitter). */
  random?: () => number
  /** How long a claimed entry belongs to this replayer. Default 60 s; the request is aborted before. */
  leaseMs?: number
  backoff?: BackoffOptions
  /**
   * The page knows who is signed in: only that user's entries are sent (null: nobody's). Undefined
   * (the service worker, which cannot read cookies): every entry, and the server refuses another
   * user's with a 401 outbox-user-mismatch, which leaves it waiting for its user.
   */
  onlyUser?: number | null
  /** How many resources are sent side by side (each resource's writes still one after another). Default 4. */
  concurrency?: number
}

export interface ReplayResult {
  delivered: number
  retrying: number
  failed: number
  waitingAuth: number
}

const sendable = (entry: OutboxEntry, now: number) =>
  (entry.state === 'pending' && entry.nextAttemptAt <= now) || (entry.state === 'sending' && (entry.leaseUntil ?? 0) < now)

async function problemOf(response: Response): Promise<OutboxError> {
  const body: unknown = await response.json().catch(() => undefined)
  const problem = typeof body === 'object' && body !== null ? (body as { type?: unknown; title?: unknown; detail?: unknown; errors?: unknown }) : {}
  const errors = Array.isArray(problem.errors)
    ? problem.errors
        .filter((e): e is { path: string; message: string } => typeof e?.path === 'string' && typeof e?.message === 'string')
        .map(({ path, message }) => ({ path, message }))
    : []
  return {
    status: response.status,
    ...(typeof problem.type === 'string' ? { type: problem.type } : {}),
    ...(errors.length > 0 ? { errors } : {}),
    title: typeof problem.title === 'string' ? problem.title : response.statusText || `HTTP ${response.status}`,
    detail: typeof problem.detail === 'string' ? problem.detail : '',
  }
}

/**
 * Sends what is due, oldest first within each resource. An entry waits while an earlier entry of its
 * resource is still undelivered (pending, sending or waiting for a session); a `failed` one does not
 * hold the others back, or one refused write would block a resource forever. Different resources go
 * side by side, `concurrency` at a time (the browser opens a few connections per host anyway), taken
 * in the order of their oldest entry. After a 401 the pass stops (the writes already on their way
 * finish): without a session every other write would be refused too, except when the 401 says the
 * write is another user's (outbox-user-mismatch): that one waits for its user and the pass goes on.
 */
export async function replayOutbox(
  store: OutboxStore,
  options: ReplayOptions,
  changed: () => void,
  /** Told of each write that left the outbox's waiting ones: delivered, or refused for good. */
  settled: (entry: OutboxEntry) => void = () => undefined,
): Promise<ReplayResult> {
  const { fetch: doFetch, now = Date.now, random = Math.random, leaseMs = 60_000, backoff, onlyUser, concurrency = 4 } = options
  const result: ReplayResult = { delivered: 0, retrying: 0, failed: 0, waitingAuth: 0 }
  let stopped = false

  // Per user and resource: another user's undelivered write of the same resource must not hold this user's back.
  const queues = new Map<string, OutboxEntry[]>()
  for (const listed of await store.all()) {
    if (onlyUser !== undefined && listed.userId !== onlyUser) continue
    if (listed.state === 'failed') continue
    const key = `${listed.userId} ${listed.resource}`
    const queue = queues.get(key)
    if (queue) queue.push(listed)
    else queues.set(key, [listed])
  }

  /** Sends one entry; says whether the later writes of its resource may follow ('next') or must wait. */
  const sendOne = async (listed: OutboxEntry): Promise<'next' | 'wait'> => {
    const startedAt = now()
    // Claimed in one transaction: another replayer (page or service worker) sees `sending` and skips it.
    const entry = await store.change(listed.id, (current) =>
      sendable(current, startedAt) ? { ...current, state: 'sending', leaseUntil: startedAt + leaseMs } : undefined,
    )
    // Not due, or another replayer holds it: later writes of this resource wait for it.
    if (!entry) return 'wait'
    changed()

    let error: OutboxError
    let retryAfterMs: number | undefined
    try {
      const response = await doFetch(entry.url, {
        method: entry.method,
        credentials: 'include',
        headers: {
          'Content-Type': 'application/json',
          [IDEMPOTENCY_KEY_HEADER]: entry.idempotencyKey,
          [OUTBOX_USER_HEADER]: String(entry.userId),
          [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE,
        },
        body: JSON.stringify(entry.body),
        signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(Math.max(1_000, leaseMs - 5_000)) : undefined,
      })
      if (classifyAnswer(response.status) === 'delivered') {
        await store.delete(entry.id)
        result.delivered += 1
        changed()
        settled(entry)
        return 'next'
      }
      error = await problemOf(response)
      retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'), now())
    } catch (cause) {
      error = { status: 0, title: 'Network error', detail: cause instanceof Error ? cause.message : String(cause) }
    }

    const kind = classifyAnswer(error.status, error.type)
    const settledAt = now()
    const attempts = entry.attempts + 1
    await store.change(entry.id, (current) => {
      const base = { ...current, attempts, lastError: error, leaseUntil: undefined }
      if (kind === 'failed') return { ...base, state: 'failed', failedAt: settledAt }
      if (kind === 'waiting-auth') return { ...base, state: 'waiting-auth' }
      return { ...base, state: 'pending', nextAttemptAt: settledAt + backoffDelay(attempts, random, retryAfterMs, backoff) }
    })
    changed()
    if (kind === 'failed') {
      result.failed += 1
      settled(entry)
      return 'next'
    }
    if (kind === 'retry') result.retrying += 1
    else {
      result.waitingAuth += 1
      // Another user's write refused: the session is fine for the rest, so the pass goes on.
      if (error.type !== OUTBOX_USER_MISMATCH_TYPE) stopped = true
    }
    return 'wait'
  }

  const waiting = [...queues.values()]
  const worker = async () => {
    for (let queue = waiting.shift(); queue && !stopped; queue = waiting.shift()) {
      for (const listed of queue) {
        if (stopped || (await sendOne(listed)) === 'wait') break
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker))
  return result
}
