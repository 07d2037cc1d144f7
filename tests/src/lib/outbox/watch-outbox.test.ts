import { describe, expect, it } from 'vitest'
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
    await new Promise((r) => setTimeout(r, 50))
    reads = 0

    await outbox.enqueue({ method: 'POST', url: '/api/a', body: {}, resource: 'a', label: 'A', userId: 7 })
    await new Promise((r) => setTimeout(r, 100))
    expect(reads).toBe(1)
    for (const list of seen) expect(list.at(-1)).toBe(1)

    for (const stop of stops) stop()
    reads = 0
    await outbox.enqueue({ method: 'POST', url: '/api/b', body: {}, resource: 'b', label: 'B', userId: 7 })
    await new Promise((r) => setTimeout(r, 400))
    expect(reads).toBe(0)
  })
})
