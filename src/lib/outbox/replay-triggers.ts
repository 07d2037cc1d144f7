import { readUserId } from '../auth/user-id-cookie'
import type { OutboxEntry } from '@/shared/outbox/entry'
import { getOutbox, type Outbox } from '@/shared/outbox/outbox'
import { watchOutbox } from './watch-outbox'
import { OUTBOX_BATCH_PATH, OUTBOX_SYNC_TAG } from '@/shared/wire'

export interface ReplayTriggerDeps {
  outbox?: Outbox
  fetch?: typeof fetch
  /** Default: the active service worker registration, when there is one. */
  registration?: () => Promise<ServiceWorkerRegistration | undefined>
  /** Who is signed in; the page sends only their entries. Default: the user-id cookie. */
  userId?: () => number | null
  /** Default `window`. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>
  /** Retry of backoff-due entries while the page is open. Default 30 s. */
  intervalMs?: number
}

async function activeRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined
  return (await navigator.serviceWorker.getRegistration()) ?? undefined
}

let current: Required<Omit<ReplayTriggerDeps, 'target' | 'intervalMs'>> | undefined

function deps(): Required<Omit<ReplayTriggerDeps, 'target' | 'intervalMs'>> {
  current ??= { outbox: getOutbox(), fetch: (input, init) => fetch(input, init), registration: activeRegistration, userId: () => readUserId() }
  return current
}

/**
 * Asks for the outbox to be sent: through Background Sync where the browser has it (Chromium: it
 * fires now when online, or later when the connection returns, even with the tab closed), otherwise
 * from the page. Never throws: the writes stay safely queued whatever happens here.
 */
export async function requestOutboxReplay(): Promise<void> {
  const { outbox, fetch: doFetch, registration, userId } = deps()
  try {
    // Background Sync is Chromium-only and absent from TypeScript's DOM lib.
    const sync = ((await registration()) as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync
    if (sync) return await sync.register(OUTBOX_SYNC_TAG)
  } catch {
    // Background Sync refused (permission, private mode): the page sends instead.
  }
  // Offline, a try only claims entries for nothing (and a tab closed meanwhile leaves them leased);
  // the `online` event sends them.
  if (isOffline()) return
  await outbox.replay({ fetch: doFetch, onlyUser: userId(), batchUrl: OUTBOX_BATCH_PATH }).catch(() => undefined)
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false

/**
 * Starts the page's part: a replay now (the app may be reopened days later in a browser without
 * Background Sync), on every `online`, and every `intervalMs` for entries whose backoff ran out.
 * A page load may follow a sign-in, so entries waiting for a session are tried again now, and
 * entries that only lacked an answer are due again (when the browser is online).
 * The service worker's sync and these page replays may overlap: the outbox's lease keeps each
 * entry sent once. Returns a stop function.
 */
export function startOutboxReplay({ target = window, intervalMs = 30_000, ...overrides }: ReplayTriggerDeps = {}): () => void {
  current = { ...deps(), ...overrides }
  const { outbox, fetch: doFetch, userId } = current
  // Offline, a try only lengthens the backoff; the `online` event starts sending again.
  const pageReplay = async () => {
    if (!isOffline()) await outbox.replay({ fetch: doFetch, onlyUser: userId(), batchUrl: OUTBOX_BATCH_PATH }).catch(() => undefined)
  }
  // Nothing of this user's to send, nothing to ask for: no sync registration per page load.
  const replayIfQueued = async () => {
    const user = userId()
    if ((await outbox.list()).some((entry) => entry.userId === user && entry.state !== 'failed')) await requestOutboxReplay()
  }
  const onOnline = () => {
    const user = userId()
    void (user === null ? Promise.resolve() : outbox.resumeAfterOffline(user)).then(replayIfQueued).catch(() => undefined)
  }

  // A write that is backing off (5xx, 429, no answer) is tried again when its delay runs out,
  // not only at the next interval: one timer, set to the earliest due entry after every change.
  // Fresh writes are not its business: requestOutboxReplay (Background Sync first) sends those.
  let dueTimer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  const scheduleDue = (entries: OutboxEntry[]) => {
    if (stopped) return
    const user = userId()
    // Also an entry another replayer claimed and never settled (a tab closed mid-send): when its
    // lease ends it may be sent again, and the writes after it with it.
    const due = entries
      .filter((entry) => entry.userId === user && ((entry.state === 'pending' && entry.attempts > 0) || entry.state === 'sending'))
      .reduce((earliest, entry) => Math.min(earliest, entry.state === 'sending' ? (entry.leaseUntil ?? 0) + 1 : entry.nextAttemptAt), Number.POSITIVE_INFINITY)
    clearTimeout(dueTimer)
    if (due === Number.POSITIVE_INFINITY) return
    // Timers count whole milliseconds and may fire a little before the wall clock says the entry
    // is due (backoffs are fractional): a timer that fired early waits for the rest, or the entry
    // would find itself not yet due and wait for the interval.
    const fire = () => {
      if (stopped) return
      if (Date.now() < due) dueTimer = setTimeout(fire, Math.ceil(due - Date.now()) + 1)
      else void pageReplay()
    }
    dueTimer = setTimeout(fire, Math.min(intervalMs, Math.max(0, Math.ceil(due - Date.now()) + 1)))
  }
  // watchOutbox reads the store once per change for every watcher.
  const unsubscribe = watchOutbox(outbox, scheduleDue)

  // Start-up is also "the connection is back" when the app was closed offline (the `online` event
  // fired with no page open): writes that only lacked an answer go now, not when their backoff ends.
  const user = userId()
  const resumeAtStart = async (id: number) => {
    await outbox.resumeWaitingAuth(id)
    if (!isOffline()) await outbox.resumeAfterOffline(id)
  }
  void (user === null ? Promise.resolve() : resumeAtStart(user)).then(() => (stopped ? undefined : replayIfQueued())).catch(() => undefined)
  target.addEventListener('online', onOnline)
  const timer = setInterval(() => void pageReplay(), intervalMs)
  return () => {
    stopped = true
    target.removeEventListener('online', onOnline)
    clearInterval(timer)
    clearTimeout(dueTimer)
    unsubscribe()
  }
}
