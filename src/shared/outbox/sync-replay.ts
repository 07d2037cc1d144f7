import type { Outbox } from './outbox'
import { OUTBOX_BATCH_PATH } from '../wire'

/**
 * One replay for a Background Sync event. Rejects while any write is still pending (undelivered,
 * or in its backoff), so the browser fires the sync again later even with every tab closed; a
 * sync that resolved would not. Failed and waiting-auth entries need the user, not another sync.
 */
export async function replayForSync(outbox: Outbox, doFetch: typeof fetch): Promise<void> {
  // The browser fires the sync when it is online again: tries that found no connection are over.
  await outbox.resumeAfterOffline()
  await outbox.replay({ fetch: doFetch, batchUrl: OUTBOX_BATCH_PATH })
  const waiting = (await outbox.list()).filter((entry) => entry.state === 'pending' || entry.state === 'sending').length
  if (waiting > 0) throw new Error(`outbox: ${waiting} write(s) still waiting`)
}
