import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Outbox } from '../../src/shared/outbox/outbox'
import { OUTBOX_BATCH_PATH, OUTBOX_SYNC_TAG } from '../../src/shared/wire'
import { FakeExtendableEvent, FakeMessageEvent, stubWorkerScope, type WorkerScope } from './support/worker-scope'

class FakeSyncEvent extends FakeExtendableEvent {
  constructor(readonly tag: string) {
    super('sync')
  }
}

// Loaded by a path TypeScript does not follow: the module is typed for the worker (sw/tsconfig.json).
const outboxSyncModule = '../../sw/outbox-sync'

describe('the service worker replays the outbox', () => {
  let scope: WorkerScope
  let getOutbox: () => Outbox
  /** Every batch the worker sent: the writes' URLs. */
  let batches: string[][] = []
  let answer = 204

  // A fresh worker for each test: it registers its listeners as it starts.
  beforeEach(async () => {
    vi.resetModules()
    scope = stubWorkerScope()
    batches = []
    answer = 204
    scope.network = async (input, init) => {
      expect(String(input)).toBe(OUTBOX_BATCH_PATH)
      const { writes } = JSON.parse(String(init?.body)) as { writes: Array<{ url: string }> }
      batches.push(writes.map((w) => w.url))
      return Response.json({ data: writes.map(() => ({ status: answer })) })
    }
    ;({ getOutbox } = await import('../../src/shared/outbox/outbox'))
    for (const entry of await getOutbox().list()) await getOutbox().remove(entry.id)
    const { registerOutboxSync } = (await import(/* @vite-ignore */ outboxSyncModule)) as { registerOutboxSync(): void }
    registerOutboxSync()
  })
  afterEach(() => vi.unstubAllGlobals())

  const queue = (resource: string) =>
    getOutbox().enqueue({ method: 'POST', url: `/api${resource}`, body: {}, resource, label: resource, userId: 7 })

  it("sends the waiting writes when the browser fires the outbox's sync, with the worker's own fetch", async () => {
    await queue('/a')
    const event = scope.dispatch(new FakeSyncEvent(OUTBOX_SYNC_TAG))
    expect(await event.failed()).toBe(false)
    expect(batches).toEqual([['/api/a']])
    expect(await getOutbox().list()).toEqual([])
  })

  it("leaves another sync's tag alone", async () => {
    await queue('/a')
    const event = scope.dispatch(new FakeSyncEvent('something-else'))
    await event.done()
    expect(event.pending).toEqual([])
    expect(batches).toEqual([])
  })

  it('fails the sync while a write still waits (503), so the browser fires it again later', async () => {
    await queue('/a')
    answer = 503
    expect(await scope.dispatch(new FakeSyncEvent(OUTBOX_SYNC_TAG)).failed()).toBe(true)
    expect(batches).toEqual([['/api/a']])
  })

  it("replays when a page without Background Sync asks; a failed replay there is no error of the page's message", async () => {
    await queue('/b')
    const event = scope.dispatch(new FakeMessageEvent({ type: 'OUTBOX_REPLAY' }))
    expect(await event.failed()).toBe(false)
    expect(batches).toEqual([['/api/b']])

    await queue('/c')
    answer = 503
    const failing = scope.dispatch(new FakeMessageEvent({ type: 'OUTBOX_REPLAY' }))
    expect(await failing.failed()).toBe(false)
    expect(failing.pending).toHaveLength(1)
    expect(batches).toEqual([['/api/b'], ['/api/c']])
  })

  it('ignores other messages', async () => {
    await queue('/a')
    for (const data of [null, 'OUTBOX_REPLAY', { type: 'SKIP_WAITING' }, {}]) {
      const event = scope.dispatch(new FakeMessageEvent(data))
      await event.done()
      expect(event.pending).toEqual([])
    }
    expect(batches).toEqual([])
  })
})
