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
  /**
   * The server's batch endpoint (OUTBOX_BATCH_PATH): writes go up to BATCH_MAX_WRITES in one request,
   * which the server runs one by one as if each had come alone. Unset: one request per write. A
   * write with a large body still goes alone; an answer that is not the batch's (an older server)
   * sends the batch's writes one by one.
   */
  batchUrl?: string
}

/** At most this many writes in one batch request (the contract's limit). */
export const BATCH_MAX_WRITES = 50
/** A write whose JSON body is larger goes alone (an upload); a batch stays well under the server's body limit. */
export const BATCH_MAX_WRITE_BYTES = 16 * 1024

/** What the batch endpoint answers for each write, in order. */
export interface BatchAnswer {
  status: number
  /** Not run: an earlier write of its resource did not arrive, or the session was gone. */
  skipped?: boolean
  problem?: { type?: string; title?: string; detail?: string; errors?: unknown }
  retry_after?: string
}

export interface ReplayResult {
  delivered: number
  retrying: number
  failed: number
  waitingAuth: number
}

/** Per user and resource: another user's undelivered write of the same resource must not hold this user's back. */
const queueOf = (entry: Pick<OutboxEntry, 'userId' | 'resource'>) => `${entry.userId} ${entry.resource}`

const sendable = (entry: OutboxEntry, now: number) =>
  (entry.state === 'pending' && entry.nextAttemptAt <= now) || (entry.state === 'sending' && (entry.leaseUntil ?? 0) < now)

async function problemOf(response: Response): Promise<OutboxError> {
  return problemFrom(response.status, await response.json().catch(() => undefined), response.statusText)
}

/** A problem body (any JSON, or nothing) as the outbox keeps it; the batch endpoint answers each write's refusal with it too. */
export function problemFrom(status: number, body: unknown, statusText = ''): OutboxError {
  const problem = typeof body === 'object' && body !== null ? (body as { type?: unknown; title?: unknown; detail?: unknown; errors?: unknown }) : {}
  const errors = Array.isArray(problem.errors)
    ? problem.errors
        .filter((e): e is { path: string; message: string } => typeof e?.path === 'string' && typeof e?.message === 'string')
        .map(({ path, message }) => ({ path, message }))
    : []
  return {
    status,
    ...(typeof problem.type === 'string' ? { type: problem.type } : {}),
    ...(errors.length > 0 ? { errors } : {}),
    title: typeof problem.title === 'string' ? problem.title : statusText || `HTTP ${status}`,
    detail: typeof problem.detail === 'string' ? problem.detail : '',
  }
}

/**
 * Sends what is due, oldest first within each resource. An entry waits while an earlier entry of its
 * resource is still undelivered (pending, sending or waiting for a session); a `failed` one does not
 * hold the others back, or one refused write would block a resource forever. Different resources go
 * side by side, `concurrency` at a time (the browser opens a few connections per host anyway), taken
 * in the order of their oldest entry; with `batchUrl`, each of those requests carries the due writes
 * of several resources (a resource is never split over two requests in flight). After a 401 the pass
 * stops (the writes already on their way finish): without a session every other write would be
 * refused too, except when the 401 says the write is another user's (outbox-user-mismatch): that one
 * waits for its user and the pass goes on.
 */
export async function replayOutbox(
  store: OutboxStore,
  options: ReplayOptions,
  changed: () => void,
  /** Told of each write that left the outbox's waiting ones: delivered, or refused for good. */
  settled: (entry: OutboxEntry) => void = () => undefined,
): Promise<ReplayResult> {
  const { fetch: doFetch, now = Date.now, random = Math.random, leaseMs = 60_000, backoff, onlyUser, concurrency = 4, batchUrl } = options
  const result: ReplayResult = { delivered: 0, retrying: 0, failed: 0, waitingAuth: 0 }
  let stopped = false

  const queues = new Map<string, OutboxEntry[]>()
  for (const listed of await store.all()) {
    if (onlyUser !== undefined && listed.userId !== onlyUser) continue
    if (listed.state === 'failed') continue
    const key = queueOf(listed)
    const queue = queues.get(key)
    if (queue) queue.push(listed)
    else queues.set(key, [listed])
  }

  const claim = (startedAt: number) => (current: OutboxEntry) =>
    sendable(current, startedAt) ? { ...current, state: 'sending' as const, leaseUntil: startedAt + leaseMs } : undefined
  const headersOf = (entry: OutboxEntry) => ({
    'Content-Type': 'application/json',
    [IDEMPOTENCY_KEY_HEADER]: entry.idempotencyKey,
    [OUTBOX_USER_HEADER]: String(entry.userId),
    [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE,
  })
  const timeout = () => (typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(Math.max(1_000, leaseMs - 5_000)) : undefined)

  /** The entry after a refusal or no answer: refused for good, waiting for a session, or due again after its backoff. */
  const refused = (current: OutboxEntry, error: OutboxError, retryAfterMs: number | undefined, settledAt: number): OutboxEntry => {
    const attempts = current.attempts + 1
    const base = { ...current, attempts, lastError: error, leaseUntil: undefined }
    const kind = classifyAnswer(error.status, error.type)
    if (kind === 'failed') return { ...base, state: 'failed', failedAt: settledAt }
    if (kind === 'waiting-auth') return { ...base, state: 'waiting-auth' }
    return { ...base, state: 'pending', nextAttemptAt: settledAt + backoffDelay(attempts, random, retryAfterMs, backoff) }
  }
  /** Counts an answer; says whether the later writes of its resource may follow ('next') or must wait. */
  const counted = (entry: OutboxEntry, error: OutboxError | null): 'next' | 'wait' => {
    const kind = error ? classifyAnswer(error.status, error.type) : 'delivered'
    if (kind === 'delivered' || kind === 'failed') {
      if (kind === 'delivered') result.delivered += 1
      else result.failed += 1
      settled(entry)
      return 'next'
    }
    if (kind === 'retry') result.retrying += 1
    else {
      result.waitingAuth += 1
      // Another user's write refused: the session is fine for the rest, so the pass goes on.
      if (error?.type !== OUTBOX_USER_MISMATCH_TYPE) stopped = true
    }
    return 'wait'
  }

  /** Sends one entry on its own. */
  const sendOne = async (listed: OutboxEntry): Promise<'next' | 'wait'> => {
    // Claimed in one transaction: another replayer (page or service worker) sees `sending` and skips it.
    const entry = await store.change(listed.id, claim(now()))
    // Not due, or another replayer holds it: later writes of this resource wait for it.
    if (!entry) return 'wait'
    changed()

    let error: OutboxError
    let retryAfterMs: number | undefined
    try {
      const response = await doFetch(entry.url, {
        method: entry.method,
        credentials: 'include',
        headers: headersOf(entry),
        body: JSON.stringify(entry.body),
        signal: timeout(),
      })
      if (classifyAnswer(response.status) === 'delivered') {
        await store.delete(entry.id)
        changed()
        return counted(entry, null)
      }
      error = await problemOf(response)
      retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'), now())
    } catch (cause) {
      error = { status: 0, title: 'Network error', detail: cause instanceof Error ? cause.message : String(cause) }
    }
    const settledAt = now()
    await store.change(entry.id, (current) => refused(current, error, retryAfterMs, settledAt))
    changed()
    return counted(entry, error)
  }

  /**
   * Sends the due writes of `picked` (each a resource's writes, in order) in one batch request. Claims
   * them in one transaction (a resource's writes from the first that is not due or is held by another
   * replayer on are left), settles them in another. Resolves with each resource's outcome, or null
   * when the server does not take batches.
   */
  const sendBatch = async (url: string, picked: OutboxEntry[][]): Promise<('next' | 'wait')[] | null> => {
    const startedAt = now()
    const heldBack = new Set<string>()
    const claimAt = claim(startedAt)
    const listed = picked.flat()
    const claimedAll = await store.changeMany(
      listed.map((e) => e.id),
      (current) => {
        const next = heldBack.has(queueOf(current)) ? undefined : claimAt(current)
        if (!next) heldBack.add(queueOf(current))
        return next
      },
    )
    const claimed = claimedAll.filter((e): e is OutboxEntry => !!e)
    if (claimed.length === 0) return picked.map(() => 'wait')
    changed()

    let answers: BatchAnswer[] | null = null
    let whole: OutboxError | null = null
    let retryAfterMs: number | undefined
    try {
      const response = await doFetch(url, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE },
        body: JSON.stringify({
          writes: claimed.map((e) => ({
            method: e.method,
            url: e.url,
            body: e.body,
            idempotency_key: e.idempotencyKey,
            user_id: e.userId,
            resource: e.resource,
          })),
        }),
        signal: timeout(),
      })
      if (response.ok) {
        // A 2xx that is not the batch's answer (a proxy's page, an empty body) counts as no batch at all.
        const data = ((await response.json().catch(() => null)) as { data?: unknown } | null)?.data
        answers = Array.isArray(data) ? (data as BatchAnswer[]) : []
      } else {
        whole = await problemOf(response)
        retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'), now())
      }
    } catch (cause) {
      whole = { status: 0, title: 'Network error', detail: cause instanceof Error ? cause.message : String(cause) }
    }
    // An answer that is not the batch's own (no such endpoint, a batch it refused): the writes go
    // alone from now on in this pass, as if never claimed.
    if ((whole && classifyAnswer(whole.status, whole.type) === 'failed') || (answers && answers.length !== claimed.length)) {
      batchPath = undefined
      await store.changeMany(
        claimed.map((e) => e.id),
        (current) => (current.state === 'sending' ? { ...current, state: 'pending', leaseUntil: undefined } : undefined),
      )
      return null
    }

    const settledAt = now()
    const errorOf = (i: number): OutboxError | null | 'skipped' => {
      if (whole) return whole
      const answer = answers![i]!
      if (answer.skipped) return 'skipped'
      if (classifyAnswer(answer.status) === 'delivered') return null
      return problemFrom(answer.status, answer.problem)
    }
    const byId = new Map(claimed.map((e, i) => [e.id, i]))
    await store.changeMany(
      claimed.map((e) => e.id),
      (current) => {
        const i = byId.get(current.id)!
        const error = errorOf(i)
        if (error === null) return null
        if (error === 'skipped') return { ...current, state: 'pending', leaseUntil: undefined }
        const retryAfter = whole ? retryAfterMs : parseRetryAfter(answers![i]!.retry_after ?? null, settledAt)
        return refused(current, error, retryAfter, settledAt)
      },
    )
    changed()
    const blocked = new Set(heldBack)
    claimed.forEach((entry, i) => {
      const error = errorOf(i)
      if (error === 'skipped' || counted(entry, error) === 'wait') blocked.add(queueOf(entry))
    })
    return picked.map((queue) => (blocked.has(queueOf(queue[0]!)) ? 'wait' : 'next'))
  }

  const waiting = [...queues.values()]
  let batchPath = batchUrl
  const small = (entry: OutboxEntry) => (JSON.stringify(entry.body) ?? '').length <= BATCH_MAX_WRITE_BYTES
  const worker = async () => {
    while (!stopped && waiting.length > 0) {
      const first = waiting[0]!
      if (!batchPath || !small(first[0]!)) {
        // One request per write: this resource's writes, up to its next small one when batches are on.
        waiting.shift()
        let i = 0
        let outcome: 'next' | 'wait' = 'next'
        for (; i < first.length && !stopped && !(batchPath && small(first[i]!)); i++) if ((outcome = await sendOne(first[i]!)) === 'wait') break
        if (outcome === 'next' && !stopped && i < first.length) waiting.unshift(first.slice(i))
        continue
      }
      // A batch: whole resources' runs of small writes, oldest resource first, up to BATCH_MAX_WRITES.
      const picked: OutboxEntry[][] = []
      const rests: OutboxEntry[][] = []
      let count = 0
      while (waiting.length > 0 && count < BATCH_MAX_WRITES && small(waiting[0]![0]!)) {
        const queue = waiting.shift()!
        let take = 0
        while (take < queue.length && count + take < BATCH_MAX_WRITES && small(queue[take]!)) take++
        picked.push(queue.slice(0, take))
        rests.push(queue.slice(take))
        count += take
      }
      const outcomes = await sendBatch(batchPath, picked)
      // A resource's later writes follow once all of its batched ones left the waiting ones (all of
      // them again, one by one, when the server took no batch).
      for (let i = picked.length - 1; i >= 0; i--) {
        if (!outcomes) waiting.unshift([...picked[i]!, ...rests[i]!])
        else if (outcomes[i] === 'next' && rests[i]!.length > 0) waiting.unshift(rests[i]!)
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker))
  return result
}
