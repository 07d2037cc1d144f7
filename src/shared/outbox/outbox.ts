import { isQuotaError, mayHaveArrived, OutboxStorageError, type NewOutboxEntry, type OutboxEntry } from './entry'
import { replayOutbox, type ReplayOptions, type ReplayResult } from './replay'
import { OUTBOX_CHANNEL } from '../wire'
import { openOutboxStore, type OutboxStore } from './store'

/** Failed entries stay visible at least this long after they failed; undelivered ones are never purged. */
export const OUTBOX_RETENTION_MS = 7 * 24 * 60 * 60 * 1000

/** Change notices after the first wait this long, and leave as one (see createOutbox). */
export const OUTBOX_NOTICE_MS = 250

export interface OutboxOptions {
  store?: OutboxStore
  /** Default OUTBOX_CHANNEL (src/shared/wire.ts). */
  channelName?: string
  /** Default Date.now. */
  now?: () => number
}

export interface Outbox {
  /**
   * Stores a write, or folds it into its kind's write still waiting (`write.fold`); resolves with
   * what is stored once it is safe in IndexedDB. Rejects (OutboxUserError) without a known user, and
   * (OutboxStorageError) when the device's storage is full: then nothing was queued.
   */
  enqueue(write: NewOutboxEntry): Promise<OutboxEntry>
  /** All entries, oldest first. */
  list(): Promise<OutboxEntry[]>
  /**
   * The writes not delivered yet, oldest first: those of `resource` (`video:12`), or of every
   * resource when it is left out. Failed ones stay in until the user discards them (the screen
   * decides whether to show them). With `userId`, only that user's: another user's writes queued
   * on a shared device are not theirs to see; null (nobody signed in) has none.
   */
  pending(resource?: string, filter?: { userId?: number | null }): Promise<OutboxEntry[]>
  /** Discards an entry (the user's choice in the list). */
  remove(id: string): Promise<void>
  /**
   * Changes what a write still only the user's will send (see mayHaveArrived): `change` answers its
   * new body and label, or undefined to leave it. It keeps its place in the order and gets a fresh
   * Idempotency-Key (the server never did the old request, and may have stored a refusal of it); a
   * refused one becomes due again. Undefined when it may have arrived, is gone, or was left.
   */
  amend(id: string, change: (entry: OutboxEntry) => Pick<OutboxEntry, 'body' | 'label'> | undefined): Promise<OutboxEntry | undefined>
  /** Takes back a write still only the user's (see mayHaveArrived); false when it may have arrived or is gone. */
  withdraw(id: string): Promise<boolean>
  /** Makes an entry due now with a fresh backoff, keeping its idempotency key. */
  retry(id: string): Promise<void>
  /** After a new session: `userId`'s entries that got a 401 become due again (other users' keep waiting). */
  resumeWaitingAuth(userId: number): Promise<void>
  /**
   * The connection is back: `userId`'s entries (everyone's when undefined: the service worker does
   * not know who is signed in) that waited only because there was no answer are due now, their backoff reset.
   */
  resumeAfterOffline(userId?: number): Promise<void>
  /** Sends what is due (see replayOutbox), then purges failed entries past retention. */
  replay(options: ReplayOptions): Promise<ReplayResult>
  /** Calls `listener` after any change, made here or in another context (page or service worker). */
  subscribe(listener: () => void): () => void
  /**
   * Calls `listener` with the resource of each write that left the waiting ones (delivered, refused
   * for good, or discarded by the user), in this context or another, each told at once: change
   * notices are coalesced, so a write queued and delivered between two readings would otherwise go
   * unnoticed.
   */
  onSettled(listener: (resource: string) => void): () => void
}

let lastSeq = 0

/** A write queued with nobody signed in: it could not be tied to a user, so it is not kept. */
export class OutboxUserError extends Error {
  constructor() {
    super('outbox: no signed-in user is known, so the write cannot be queued (sign in first)')
    this.name = 'OutboxUserError'
  }
}

/**
 * Retention: pending, sending and waiting-auth entries are the user's undelivered work and are never
 * purged, however old (progress writes are forward-only on the server, so a very late replay is
 * harmless). Failed entries are purged once they have been failed for OUTBOX_RETENTION_MS, so the
 * user has a week to see the reason and decide.
 */
export function createOutbox({ store = openOutboxStore(), channelName = OUTBOX_CHANNEL, now = Date.now }: OutboxOptions = {}): Outbox {
  const local = new Set<() => void>()
  const localSettled = new Set<(resource: string) => void>()
  const hasChannel = typeof BroadcastChannel === 'function'
  const settled = (entry: OutboxEntry) => {
    for (const listener of localSettled) listener(entry.resource)
    if (!hasChannel) return
    const channel = new BroadcastChannel(channelName)
    channel.postMessage({ type: 'settled', resource: entry.resource })
    channel.close()
  }

  const notify = () => {
    for (const listener of local) listener()
    if (!hasChannel) return
    const channel = new BroadcastChannel(channelName)
    channel.postMessage({ type: 'changed' })
    channel.close()
  }
  // Change notices are coalesced: replaying a thousand writes makes thousands of changes, and each
  // notice makes every listener (the list, the badge, the due timer) read the whole store, which
  // made the cost per write grow with the queue. The first change is told at once; the changes of
  // the next OUTBOX_NOTICE_MS are told together once it has passed. Real time, not `now`.
  let quietUntil = 0
  let trailing: ReturnType<typeof setTimeout> | undefined
  const changed = () => {
    if (trailing !== undefined) return
    const at = Date.now()
    if (at >= quietUntil) {
      quietUntil = at + OUTBOX_NOTICE_MS
      return notify()
    }
    trailing = setTimeout(() => {
      trailing = undefined
      quietUntil = Date.now() + OUTBOX_NOTICE_MS
      notify()
    }, quietUntil - at)
  }

  const makeDue = (state: OutboxEntry['state'][]) => async (id: string) => {
    const result = await store.change(id, (entry) =>
      state.includes(entry.state) ? { ...entry, state: 'pending', attempts: 0, nextAttemptAt: now(), failedAt: undefined } : undefined,
    )
    if (result) changed()
  }
  const retry = makeDue(['pending', 'failed', 'waiting-auth'])

  const subscribe = (listener: () => void): (() => void) => {
    if (!hasChannel) {
      local.add(listener)
      return () => local.delete(listener)
    }
    // A channel object receives what other objects of the same name post, in this context too.
    const channel = new BroadcastChannel(channelName)
    channel.onmessage = (event: { data?: unknown }) => {
      if ((event.data as { type?: unknown } | undefined)?.type !== 'settled') listener()
    }
    return () => channel.close()
  }

  return {
    async enqueue(write) {
      const { userId } = write
      if (typeof userId !== 'number' || !Number.isSafeInteger(userId) || userId <= 0) throw new OutboxUserError()
      const createdAt = now()
      // Creation order; the counter keeps two writes of one millisecond in the order they were made.
      lastSeq = Math.max(createdAt * 1000, lastSeq + 1)
      const entry: OutboxEntry = {
        id: crypto.randomUUID(),
        seq: lastSeq,
        method: write.method,
        url: write.url,
        body: write.body,
        idempotencyKey: write.idempotencyKey ?? crypto.randomUUID(),
        userId,
        resource: write.resource,
        ...(write.fold ? { foldKey: write.fold.key } : {}),
        label: write.label,
        createdAt,
        attempts: 0,
        nextAttemptAt: createdAt,
        state: 'pending',
      }
      let stored: OutboxEntry
      try {
        stored = write.fold ? await store.putFolded({ ...entry, foldKey: write.fold.key }, write.fold) : (await store.put(entry), entry)
      } catch (error) {
        throw isQuotaError(error) ? new OutboxStorageError(error) : error
      }
      changed()
      return stored
    },
    list: () => store.all(),
    async pending(resource, { userId } = {}) {
      if (userId === null) return []
      const entries = await store.all()
      return entries.filter((e) => (resource === undefined || e.resource === resource) && (userId === undefined || e.userId === userId))
    },
    async remove(id) {
      const entry = await store.get(id)
      await store.delete(id)
      changed()
      // Discarded: what the screen guessed from it must give way to the server's state, as when sent.
      if (entry) settled(entry)
    },
    retry,
    async amend(id, change) {
      const result = await store.change(id, (entry) => {
        if (mayHaveArrived(entry)) return undefined
        const next = change(entry)
        if (!next) return undefined
        const due = entry.state === 'failed' ? { state: 'pending' as const, attempts: 0, nextAttemptAt: now(), failedAt: undefined, lastError: undefined } : {}
        return { ...entry, ...due, body: next.body, label: next.label, idempotencyKey: crypto.randomUUID() }
      })
      if (result) changed()
      return result
    },
    async withdraw(id) {
      const entry = await store.get(id)
      const removed = await store.deleteIf(id, (e) => !mayHaveArrived(e))
      if (removed) changed()
      if (removed && entry) settled(entry)
      return removed
    },
    async resumeWaitingAuth(userId) {
      const resume = makeDue(['waiting-auth'])
      for (const entry of await store.all()) if (entry.state === 'waiting-auth' && entry.userId === userId) await resume(entry.id)
    },
    async resumeAfterOffline(userId) {
      let any = false
      // The server's own delays (5xx, 429 Retry-After) still hold; only "no answer" is over. The
      // tries made without a connection say nothing about the server either, so the backoff starts
      // afresh: a 503 on the first send after hours offline waits seconds, not minutes.
      const offlineOnly = (e: OutboxEntry) =>
        (userId === undefined || e.userId === userId) && e.state === 'pending' && e.lastError?.status === 0 && (e.nextAttemptAt > now() || e.attempts > 0)
      for (const entry of await store.all()) {
        if (!offlineOnly(entry)) continue
        any =
          Boolean(await store.change(entry.id, (e) => (offlineOnly(e) ? { ...e, attempts: 0, nextAttemptAt: Math.min(e.nextAttemptAt, now()) } : undefined))) ||
          any
      }
      if (any) changed()
    },
    async replay(options) {
      const result = await replayOutbox(store, { now, ...options }, changed, settled)
      const limit = (options.now ?? now)() - OUTBOX_RETENTION_MS
      for (const entry of await store.all()) {
        if (entry.state === 'failed' && (entry.failedAt ?? entry.createdAt) < limit) {
          await store.delete(entry.id)
          changed()
        }
      }
      return result
    },
    subscribe,
    onSettled(listener) {
      if (!hasChannel) {
        localSettled.add(listener)
        return () => localSettled.delete(listener)
      }
      const channel = new BroadcastChannel(channelName)
      channel.onmessage = (event: { data?: unknown }) => {
        const data = event.data as { type?: unknown; resource?: unknown } | undefined
        if (data?.type === 'settled' && typeof data.resource === 'string') listener(data.resource)
      }
      return () => channel.close()
    },
  }
}

let defaultOutbox: Outbox | undefined

/** The outbox on the shared IndexedDB store, opened on first use. */
export function getOutbox(): Outbox {
  defaultOutbox ??= createOutbox()
  return defaultOutbox
}
