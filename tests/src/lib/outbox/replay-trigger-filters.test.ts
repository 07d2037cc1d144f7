import { afterEach, describe, expect, it, vi } from 'vitest'
import type { NewOutboxEntry, OutboxEntry } from '@/shared/outbox/entry'
import { createOutbox, type Outbox } from '@/shared/outbox/outbox'
import { startOutboxReplay } from '@/lib/outbox/replay-triggers'
import { openOutboxStore } from '@/shared/outbox/store'
import { withBatches } from '../../support/batch-server'

// Issue 45: a page load asks for a replay (a Background Sync registration) only when the signed-in
// user has a write still to send: not for another user's writes on a shared device, nor for writes
// the server refused for good, which only the user can retry or discard.

const write = (userId: number, n: number): NewOutboxEntry => ({ method: 'POST', url: `/api/a/${n}`, body: { n }, resource: `/a/${n}`, label: `a ${n}`, userId })

let count = 0
async function pageLoad(entries: Array<{ write: NewOutboxEntry; failed?: boolean }>) {
  const name = `replay-trigger-filters-${++count}`
  const store = openOutboxStore(name)
  const outbox = createOutbox({ store, channelName: name })
  for (const { write: w, failed } of entries) {
    const entry = await outbox.enqueue(w)
    if (failed) await store.put({ ...entry, state: 'failed', failedAt: Date.now(), lastError: { status: 422, title: 'Ditolak', detail: '' } })
  }
  // The start-up reads the outbox once it has resumed the user's writes: that read decides.
  let resumed = false
  let decidingRead: Promise<OutboxEntry[]> | undefined
  const watched: Outbox = {
    ...outbox,
    resumeAfterOffline: async (userId) => {
      await outbox.resumeAfterOffline(userId)
      resumed = true
    },
    list: () => {
      const read = outbox.list()
      if (resumed) decidingRead ??= read
      return read
    },
  }
  const register = vi.fn(async () => undefined)
  const registration = vi.fn(async () => ({ sync: { register } }) as unknown as ServiceWorkerRegistration)
  const stop = startOutboxReplay({ outbox: watched, fetch: vi.fn(), registration, target: new EventTarget() as unknown as Window, userId: () => 7, intervalMs: 60_000 })
  await vi.waitFor(() => expect(decidingRead).toBeDefined())
  // Awaited after the start-up's own await of the same read: its decision is made by then.
  await decidingRead
  stop()
  return { register, registration }
}

describe('the replay a page load asks for', () => {
  afterEach(() => vi.restoreAllMocks())

  it('is asked for when the signed-in user has a write waiting, beside another user’s', async () => {
    const { register } = await pageLoad([{ write: write(8, 1) }, { write: write(7, 2) }])
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith('outbox'))
  })

  it('is not asked for another user’s writes alone', async () => {
    const { registration } = await pageLoad([{ write: write(8, 1) }])
    expect(registration).not.toHaveBeenCalled()
  })

  it('is not asked for writes the server refused for good', async () => {
    const { registration } = await pageLoad([{ write: write(7, 1), failed: true }])
    expect(registration).not.toHaveBeenCalled()
  })
})

describe('the connection coming back', () => {
  it('makes the signed-in user’s writes that only lacked an answer due at once, and sends them', async () => {
    const name = `replay-trigger-filters-${++count}`
    const store = openOutboxStore(name)
    const outbox = createOutbox({ store, channelName: name })
    const fetch = vi.fn(async () => new Response(null, { status: 204 })) as unknown as typeof globalThis.fetch
    const target = new EventTarget() as unknown as Window
    // Tried while the connection was gone: its next try is an hour away.
    const entry = await outbox.enqueue(write(7, 1))
    await store.put({ ...entry, attempts: 6, nextAttemptAt: Date.now() + 60 * 60_000, lastError: { status: 0, title: 'offline', detail: '' } })
    // The page opens offline: its start-up leaves the write as it is, having asked for a replay.
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const registration = vi.fn(async () => undefined)
    const stop = startOutboxReplay({ outbox, fetch: withBatches(fetch), registration, target, userId: () => 7, intervalMs: 60_000 })
    await vi.waitFor(() => expect(registration).toHaveBeenCalled())
    expect(fetch).not.toHaveBeenCalled()
    offline.mockRestore()
    target.dispatchEvent(new Event('online'))
    await vi.waitFor(async () => expect(await outbox.list()).toEqual([]), { timeout: 5_000 })
    expect(fetch).toHaveBeenCalledTimes(1)
    stop()
  })
})
