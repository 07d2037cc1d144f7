// Plain TypeScript shared by the page and the service worker: no DOM-only APIs, no React, no `@/` alias.
import { IDEMPOTENCY_IN_PROGRESS_TYPE } from '../wire'

export type OutboxState = 'pending' | 'sending' | 'waiting-auth' | 'failed'

export interface OutboxError {
  /** HTTP status, 0 when there was no answer (offline, DNS, timeout). */
  status: number
  title: string
  detail: string
  /** The problem's `type`, when the server sent one. */
  type?: string
  /** The problem's field errors, when it listed any: a form can say what to fix next to each field. */
  errors?: { path: string; message: string }[]
}

export interface OutboxEntry {
  id: string
  /** Orders entries across the whole outbox (creation order; ties broken per process). */
  seq: number
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  url: string
  /** JSON-serialisable body, sent as `application/json`. */
  body: unknown
  /** Made when the user acted and kept for every retry, so the server writes once. */
  idempotencyKey: string
  /** The user who queued it (employee id): only this user's session may deliver it. */
  userId: number
  /** Entries of one resource are sent in order: one waits for the earlier ones to be delivered. */
  resource: string
  /**
   * Entries with the same fold key (and user) are one thing the user did, of which only the latest
   * matters (a video's position): a new write replaces the one still waiting. Unset: never folded.
   */
  foldKey?: string
  /** What the user did, shown in the outbox list. */
  label: string
  createdAt: number
  attempts: number
  nextAttemptAt: number
  state: OutboxState
  /** While `sending`: until when the replayer that claimed it may send it. */
  leaseUntil?: number
  /** When the entry became `failed`: retention counts from there. */
  failedAt?: number
  lastError?: OutboxError
}

export type NewOutboxEntry = Pick<OutboxEntry, 'method' | 'url' | 'body' | 'resource' | 'label'> & {
  /** The signed-in user; null or undefined (nobody known) makes enqueue refuse the write. */
  userId: number | null | undefined
  /** Default: a fresh UUID. Pass one to keep the key of an earlier attempt. */
  idempotencyKey?: string
  /** Set for a kind whose latest write is all that matters (see OutboxFold); unset, every write is sent. */
  fold?: OutboxFold
}

/**
 * How a new write takes the place of its kind's write still waiting (pending or waiting for a
 * session; never one being sent, nor one the server refused). The folded entry keeps the waiting
 * one's place and backoff, and takes the new write's body (as `merge` makes it), label and a fresh
 * idempotency key: its body differs, and the kinds that fold are those whose server keeps the
 * furthest state anyway, so the waiting write arriving too (it may have been sent before, the
 * answer lost) is harmless.
 */
export interface OutboxFold {
  /** Same key, same thing: e.g. `video:12`. */
  key: string
  /** The body that replaces both: must keep what the waiting one had that the new one lacks (completion). */
  merge: (waiting: unknown, next: unknown) => unknown
  /** The outbox list's line for the merged body; default: the new write's label. */
  describe?: (merged: unknown) => string
}

/** A write the device could not store (its storage is full): nothing was queued. */
export class OutboxStorageError extends Error {
  constructor(readonly cause: unknown) {
    super('outbox: the write could not be stored on this device (storage full)')
    this.name = 'OutboxStorageError'
  }
}

/** Whether an IndexedDB failure is the device's storage being full. */
export function isQuotaError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'QuotaExceededError'
}

export type AnswerKind = 'delivered' | 'retry' | 'waiting-auth' | 'failed'

/**
 * 2xx is delivered. No answer, 5xx, 408 and 429 may succeed later, and so may a 409 saying the
 * same write's earlier try is still running (a retry that overtook it). 401 needs a new session,
 * not a different request. Any other 4xx will be refused the same way every time: final, kept visible.
 */
export function classifyAnswer(status: number, type?: string): AnswerKind {
  if (status >= 200 && status < 300) return 'delivered'
  if (status === 0 || status >= 500 || status === 408 || status === 429) return 'retry'
  if (status === 409 && type === IDEMPOTENCY_IN_PROGRESS_TYPE) return 'retry'
  if (status === 401) return 'waiting-auth'
  return 'failed'
}

/**
 * Whether the server may already have the write: it is being sent, or it was sent and no answer
 * came back (or the answer said the same key was still running). Such a write can no longer be
 * changed or taken back in the outbox: only the server knows what became of it. A write never
 * sent, or answered with a refusal, a 5xx or a 401, is still only the user's.
 */
export function mayHaveArrived(entry: Pick<OutboxEntry, 'state' | 'attempts' | 'lastError'>): boolean {
  if (entry.state === 'sending') return true
  if (entry.attempts === 0) return false
  const error = entry.lastError
  return error === undefined || error.status === 0 || error.type === IDEMPOTENCY_IN_PROGRESS_TYPE
}

export interface BackoffOptions {
  /** First delay. Default 2 s. */
  baseMs?: number
  /** Upper bound of the exponential delay. Default 5 minutes. */
  capMs?: number
  /** Upper bound for a server's Retry-After. Default 1 hour. */
  retryAfterCapMs?: number
}

/**
 * Exponential backoff with jitter (half fixed, half random, so many phones coming back online at
 * once do not hit the server together). A later Retry-After from the server wins.
 */
export function backoffDelay(
  attempts: number,
  random: () => number,
  retryAfterMs: number | undefined,
  { baseMs = 2_000, capMs = 5 * 60_000, retryAfterCapMs = 60 * 60_000 }: BackoffOptions = {},
): number {
  const exponential = Math.min(capMs, baseMs * 2 ** Math.max(0, attempts - 1))
  const delay = exponential / 2 + (exponential / 2) * random()
  return retryAfterMs === undefined ? delay : Math.max(delay, Math.min(retryAfterMs, retryAfterCapMs))
}

/** Retry-After as seconds or as an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}
