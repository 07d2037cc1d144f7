import { describe, expect, it, vi } from 'vitest'
import { watchOutbox } from '@/lib/outbox/watch-outbox'
import { createOutbox } from '@/shared/outbox/outbox'
import { openOutboxStore, type OutboxStore } from '@/shared/outbox/store'

describe('watching the outbox', () => {
  it('reads the store once per change for all its watchers, and stops reading when the last one leaves', async () => {
    const store = openOutboxStore('watch-outbox-1')
    let reads = 0
    const counted: OutboxStore = { ...store, all: () => ((reads += 1), store.all()) }
    const outbox = createOutbox({ store: counted, channelName: 'watch-outbox-1' })
    const seen: number[][] = [[], [], []]
    const stops = seen.map((list) => watchOutbox(outbox, (entries) => list.push(entries.length)))
    // Every watcher has had its first (empty) list.
    await vi.waitFor(() => seen.forEach((list) => expect(list).toContain(0)))
    reads = 0

    await outbox.enqueue({ method: 'POST', url: '/api/a', body: {}, resource: 'a', label: 'A', userId: 7 })
    await vi.waitFor(() => seen.forEach((list) => expect(list.at(-1)).toBe(1)))
    expect(reads).toBe(1)

    for (const stop of stops) stop()
    // A listener of the same change notice the watchers heard: once it has heard the next one, a
    // watcher still listening would have started its read (it subscribed first, so it hears first).
    let heard = false
    const stopProbe = outbox.subscribe(() => (heard = true))
    reads = 0
    await outbox.enqueue({ method: 'POST', url: '/api/b', body: {}, resource: 'b', label: 'B', userId: 7 })
    await vi.waitFor(() => expect(heard).toBe(true))
    stopProbe()
    // Our own read, queued behind any the watchers would have made.
    await outbox.list()
    expect(reads).toBe(1)
  })
})
