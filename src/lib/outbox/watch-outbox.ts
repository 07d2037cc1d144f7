import type { OutboxEntry } from '@/shared/outbox/entry'
import type { Outbox } from '@/shared/outbox/outbox'

interface Watch {
  listeners: Set<(entries: OutboxEntry[]) => void>
  stop: () => void
  reading: boolean
  readAgain: boolean
  latest?: OutboxEntry[]
}

const watches = new WeakMap<Outbox, Watch>()

async function readFor(outbox: Outbox, watch: Watch): Promise<void> {
  if (watch.reading) {
    watch.readAgain = true
    return
  }
  watch.reading = true
  try {
    do {
      watch.readAgain = false
      try {
        watch.latest = await outbox.list()
      } catch {
        // No IndexedDB (private mode): nothing can be waiting either; a later failure keeps what was read.
        watch.latest ??= []
      }
      for (const listener of watch.listeners) listener(watch.latest)
    } while (watch.readAgain && watch.listeners.size > 0)
  } finally {
    watch.reading = false
  }
}

/**
 * Calls `listener` with every entry of `outbox`, oldest first, now and after any change (made here
 * or by the service worker). However many watch (the badge, each screen's pending state, the due
 * timer), the store is read once per change notice: reads hold the store against the replayer's
 * claims and deletes, and their cost grows with the queue. The page's part only: the worker does not
 * watch, so this stays out of its code.
 */
export function watchOutbox(outbox: Outbox, listener: (entries: OutboxEntry[]) => void): () => void {
  let watch = watches.get(outbox)
  if (!watch) {
    const created: Watch = { listeners: new Set(), stop: () => undefined, reading: false, readAgain: false }
    const read = () => void readFor(outbox, created)
    // A write that settled is read at once, not at the next coalesced notice: the screen that
    // refetches on it must not show the server's copy beside the waiting one meanwhile.
    const stops = [outbox.subscribe(read), outbox.onSettled(read)]
    created.stop = () => stops.forEach((stop) => stop())
    watches.set(outbox, created)
    watch = created
  }
  watch.listeners.add(listener)
  void readFor(outbox, watch)
  const own = watch
  return () => {
    own.listeners.delete(listener)
    if (own.listeners.size > 0) return
    own.stop()
    watches.delete(outbox)
  }
}
