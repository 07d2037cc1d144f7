import { describe, expect, it } from 'vitest'
import { createOutbox } from '@/shared/outbox/outbox'
import { openOutboxStore } from '@/shared/outbox/store'
import { replayForSync } from '@/shared/outbox/sync-replay'
import { withBatches } from '../../support/batch-server'

const write = (resource: string) => ({ method: 'POST' as const, url: `/api${resource}`, body: {}, resource, label: resource, userId: 7 })

describe('replay for a Background Sync event', () => {
  it('resolves once everything was delivered', async () => {
    const outbox = createOutbox({ store: openOutboxStore('sync-replay-1'), channelName: 'sync-replay-1' })
    await outbox.enqueue(write('/a'))
    await expect(replayForSync(outbox, withBatches((async () => new Response(null, { status: 204 })) as typeof fetch))).resolves.toBeUndefined()
    expect(await outbox.list()).toEqual([])
  })

  it('rejects while a write waits (503, then its backoff), so the browser fires the sync again', async () => {
    const outbox = createOutbox({ store: openOutboxStore('sync-replay-2'), channelName: 'sync-replay-2' })
    await outbox.enqueue(write('/a'))
    const unavailable = (async () => new Response(null, { status: 503 })) as typeof fetch
    await expect(replayForSync(outbox, withBatches(unavailable))).rejects.toThrow('1 write(s) still waiting')
    // The backoff is not over: nothing is sent, and the sync must still fail.
    await expect(replayForSync(outbox, withBatches(unavailable))).rejects.toThrow('1 write(s) still waiting')
  })

  it('sends at once, for every user, the writes that only found no connection before (the sync means it is back)', async () => {
    const store = openOutboxStore('sync-replay-4')
    const outbox = createOutbox({ store, channelName: 'sync-replay-4' })
    const later = Date.now() + 60 * 60_000
    for (const userId of [7, 8]) {
      const entry = await outbox.enqueue({ ...write('/a'), userId })
      await store.put({ ...entry, attempts: 5, nextAttemptAt: later, lastError: { status: 0, title: 'Network error', detail: 'Failed to fetch' } })
    }
    const sent: string[] = []
    const fetch = (async (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers).get('X-Outbox-User') ?? '')
      return new Response(null, { status: 204 })
    }) as unknown as typeof globalThis.fetch
    await expect(replayForSync(outbox, withBatches(fetch))).resolves.toBeUndefined()
    expect(sent).toEqual(['7', '8'])
    expect(await outbox.list()).toEqual([])
  })

  it('sends a write made while its pass was sending, in the same sync event (the browser may not fire it again soon)', async () => {
    const outbox = createOutbox({ store: openOutboxStore('sync-replay-5'), channelName: 'sync-replay-5' })
    await outbox.enqueue(write('/path/1'))
    const sent: string[] = []
    let next: Promise<unknown> | undefined
    const fetch = (async (url: string) => {
      sent.push(url)
      // The user ticks the next item while the first write is on its way.
      next ??= outbox.enqueue(write('/path/1'))
      await next
      return new Response(null, { status: 204 })
    }) as unknown as typeof globalThis.fetch
    await expect(replayForSync(outbox, withBatches(fetch))).resolves.toBeUndefined()
    expect(sent).toEqual(['/api/path/1', '/api/path/1'])
    expect(await outbox.list()).toEqual([])
  })

  it('resolves when only writes that need the user are left (refused for good)', async () => {
    const outbox = createOutbox({ store: openOutboxStore('sync-replay-3'), channelName: 'sync-replay-3' })
    await outbox.enqueue(write('/a'))
    await expect(replayForSync(outbox, withBatches((async () => new Response(null, { status: 422 })) as typeof fetch))).resolves.toBeUndefined()
    expect((await outbox.list()).map((e) => e.state)).toEqual(['failed'])
  })
})
