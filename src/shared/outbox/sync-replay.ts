import type { Outbox } from './outbox'
import { OUTBOX_BATCH_PATH } from '../wire'

/** Most passes one sync event makes for writes that arrive while it sends (a person ticking on). */
const MAX_PASSES = 5

/**
 * One replay for a Background Sync event. Rejects while any write is still pending (undelivered,
 * or in its backoff), so the browser fires the sync again later even with every tab closed; a
 * sync that resolved would not. Failed and waiting-auth entries need the user, not another sync.
 * A write made while a pass was sending (its own sync registration then only marks this event to
 * fire again, and a failed event is retried minutes later) is sent by another pass of this event.
 */
export async function replayForSync(outbox: Outbox, doFetch: typeof fetch): Promise<void> {
  // The browser fires the sync when it is online again: tries that found no connection are over.
  await outbox.resumeAfterOffline()
  let waiting = 0
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const known = new Set((await outbox.list()).map((entry) => entry.id))
    await outbox.replay({ fetch: doFetch, batchUrl: OUTBOX_BATCH_PATH })
    const left = (await outbox.list()).filter((entry) => entry.state === 'pending' || entry.state === 'sending')
    waiting = left.length
    if (!left.some((entry) => !known.has(entry.id))) break
  }
  if (waiting > 0) throw new Error(`outbox: ${waiting} write(s) still waiting`)
}
