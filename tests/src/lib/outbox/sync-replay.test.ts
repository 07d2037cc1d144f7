import { describe, expect, it } from 'vitest'
import { createOutbox } from '@/lib/outbox/outbox'
import { openOutboxStore } from '@/lib/outbox/store'
import { replayForSync } from '@/lib/outbox/sync-replay'

const write = (resource: string) => ({ method: 'POST' as const, url: `/api${resource}`, body: {}, resource, label: resource, userId: 7 })

describe('replay for a Background Sync event', () => {
  it('resolves once everything was delivered', async () => {
    const outbox = createOutbox({ store: openOutboxStore('sync-replay-1'), channelName: 'sync-replay-1' })
    await outbox.enqueue(write('/a'))
    await expect(replayForSync(outbox, (async () => new Response(null, { status: 204 })) as typeof fetch)).resolves.toBeUndefined()
    expect(await outbox.list()).toEqual([])
  })

  it('rejects while a write waits (503, then its backoff), so the browser fires the sync again', async () => {
    const outbox = createOutbox({ store: openOutboxStore('sync-replay-2'), channelName: 'sync-replay-2' })
    await outbox.enqueue(write('/a'))
    const unavailable = (async () => new Response(null, { status: 503 })) as typeof fetch
    await expect(replayForSync(outbox, unavailable)).rejects.toThrow('1 write(s) still waiting')
    // The backoff is not over: nothing is sent, and the sync must still fail.
    await expect(replayForSync(outbox, unavailable)).rejects.toThrow('1 write(s) still waiting')
  })

  it('resolves when only writes that need the user are left (refused for good)', async () => {
    const outbox = createOutbox({ store: openOutboxStore('sync-replay-3'), channelName: 'sync-replay-3' })
    await outbox.enqueue(write('/a'))
    await expect(replayForSync(outbox, (async () => new Response(null, { status: 422 })) as typeof fetch)).resolves.toBeUndefined()
    expect((await outbox.list()).map((e) => e.state)).toEqual(['failed'])
  })
})
