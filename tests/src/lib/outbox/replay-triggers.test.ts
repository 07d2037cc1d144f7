import { afterEach, describe, expect, it, vi } from 'vitest'
import { createOutbox } from '@/shared/outbox/outbox'
import { requestOutboxReplay, startOutboxReplay } from '@/lib/outbox/replay-triggers'
import { openOutboxStore } from '@/shared/outbox/store'
import { withBatches } from '../../support/batch-server'

let dbCount = 0
function setup(withSync: boolean) {
  const outbox = createOutbox({ store: openOutboxStore(`triggers-test-${++dbCount}`), channelName: `triggers-${dbCount}` })
  const fetch = vi.fn(async () => new Response(null, { status: 204 })) as unknown as typeof globalThis.fetch & ReturnType<typeof vi.fn>
  const register = vi.fn(async () => undefined)
  const registration = async () => (withSync ? ({ sync: { register } } as unknown as ServiceWorkerRegistration) : undefined)
  const target = new EventTarget() as unknown as Window
  return { outbox, fetch, register, registration, target }
}

describe('outbox replay triggers', () => {
  const stops: Array<() => void> = []
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop())
    vi.useRealTimers()
  })

  it('without Background Sync, sends from the page on start-up and on `online`', async () => {
    const { outbox, fetch, registration, target } = setup(false)
    await outbox.enqueue({ method: 'POST', url: '/api/a', body: { n: 1 }, resource: '/a', label: 'a', userId: 7 })
    stops.push(startOutboxReplay({ outbox, fetch: withBatches(fetch), registration, target, userId: () => 7 }))
    await vi.waitFor(async () => expect(await outbox.list()).toEqual([]), { timeout: 5_000 })
    expect(fetch).toHaveBeenCalledTimes(1)

    await outbox.enqueue({ method: 'POST', url: '/api/a', body: { n: 2 }, resource: '/a', label: 'a', userId: 7 })
    target.dispatchEvent(new Event('online'))
    await vi.waitFor(async () => expect(await outbox.list()).toEqual([]), { timeout: 5_000 })
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('with Background Sync, registers the `outbox` sync and leaves the sending to the service worker', async () => {
    const { outbox, fetch, register, registration, target } = setup(true)
    await outbox.enqueue({ method: 'POST', url: '/api/a', body: {}, resource: '/a', label: 'a', userId: 7 })
    stops.push(startOutboxReplay({ outbox, fetch: withBatches(fetch), registration, target, userId: () => 7, intervalMs: 60_000 }))
    await requestOutboxReplay()
    expect(register).toHaveBeenCalledWith('outbox')
    expect(fetch).not.toHaveBeenCalled()
    expect(await outbox.list()).toHaveLength(1)
  })

  it('retries entries whose backoff ran out while the page is open', async () => {
    const { outbox, fetch, registration, target } = setup(true)
    stops.push(startOutboxReplay({ outbox, fetch: withBatches(fetch), registration, target, userId: () => 7, intervalMs: 50 }))
    await outbox.enqueue({ method: 'PUT', url: '/api/b', body: {}, resource: '/b', label: 'b', userId: 7 })
    await vi.waitFor(async () => expect(await outbox.list()).toEqual([]), { timeout: 5_000 })
    expect(fetch).toHaveBeenCalledWith('/api/b', expect.objectContaining({ method: 'PUT' }))
  })

  it('tries writes that waited for a session again when the page starts', async () => {
    const { outbox, fetch, registration, target } = setup(false)
    const store = openOutboxStore(`triggers-test-${dbCount}`)
    const entry = await outbox.enqueue({ method: 'POST', url: '/api/a', body: {}, resource: '/a', label: 'a', userId: 7 })
    await store.put({ ...entry, state: 'waiting-auth' })
    stops.push(startOutboxReplay({ outbox, fetch: withBatches(fetch), registration, target, userId: () => 7 }))
    await vi.waitFor(async () => expect(await outbox.list()).toEqual([]), { timeout: 5_000 })
  })
})

describe('outbox replay timing', () => {
  const stops: Array<() => void> = []
  afterEach(() => stops.splice(0).forEach((stop) => stop()))

  it('sends a write again as soon as its backoff runs out, without waiting for the interval', { timeout: 40_000 }, async () => {
    const { outbox, registration, target } = setup(false)
    let calls = 0
    const fetch = vi.fn(
      async () => new Response(null, { status: ++calls === 1 ? 503 : 204, headers: { 'Retry-After': '0' } }),
    ) as unknown as typeof globalThis.fetch
    await outbox.enqueue({ method: 'POST', url: '/api/a', body: {}, resource: '/a', label: 'a', userId: 7 })
    const startedAt = Date.now()
    stops.push(startOutboxReplay({ outbox, fetch: withBatches(fetch), registration, target, userId: () => 7, intervalMs: 60_000 }))
    await vi.waitFor(async () => expect(await outbox.list()).toEqual([]), { timeout: 30_000, interval: 100 })
    expect(calls).toBe(2)
    // The first backoff is 1–2 s; the 60 s interval played no part (a slow machine may add some seconds).
    expect(Date.now() - startedAt).toBeLessThan(30_000)
  })

  it('a write left mid-send by a closed tab goes out when its lease ends, and the writes after it too', { timeout: 20_000 }, async () => {
    const { outbox, registration, target } = setup(false)
    const store = openOutboxStore(`triggers-test-${dbCount}`)
    const fetch = vi.fn(async () => new Response(null, { status: 204 })) as unknown as typeof globalThis.fetch & ReturnType<typeof vi.fn>
    const first = await outbox.enqueue({ method: 'POST', url: '/api/a', body: { n: 1 }, resource: '/a', label: 'a', userId: 7 })
    await outbox.enqueue({ method: 'POST', url: '/api/a', body: { n: 2 }, resource: '/a', label: 'a', userId: 7 })
    await store.put({ ...first, state: 'sending', leaseUntil: Date.now() + 300 })
    stops.push(startOutboxReplay({ outbox, fetch: withBatches(fetch), registration, target, userId: () => 7, intervalMs: 60_000 }))
    await vi.waitFor(async () => expect(await outbox.list()).toEqual([]), { timeout: 10_000, interval: 100 })
    expect(fetch.mock.calls.map((call) => JSON.parse(String((call as unknown as [string, RequestInit])[1].body)))).toEqual([{ n: 1 }, { n: 2 }])
  })

  it('when the connection returns, writes that only lacked an answer are due at once; a server-set delay still holds', async () => {
    const { outbox } = setup(false)
    const store = openOutboxStore(`triggers-test-${dbCount}`)
    const later = Date.now() + 60 * 60_000
    const offline = await outbox.enqueue({ method: 'POST', url: '/api/a', body: {}, resource: '/a', label: 'a', userId: 7 })
    const busy = await outbox.enqueue({ method: 'POST', url: '/api/b', body: {}, resource: '/b', label: 'b', userId: 7 })
    const otherUser = await outbox.enqueue({ method: 'POST', url: '/api/c', body: {}, resource: '/c', label: 'c', userId: 8 })
    await store.put({ ...offline, attempts: 3, nextAttemptAt: later, lastError: { status: 0, title: 'offline', detail: '' } })
    await store.put({ ...busy, attempts: 1, nextAttemptAt: later, lastError: { status: 503, title: 'busy', detail: '' } })
    await store.put({ ...otherUser, attempts: 1, nextAttemptAt: later, lastError: { status: 0, title: 'offline', detail: '' } })
    await outbox.resumeAfterOffline(7)
    const due = Object.fromEntries((await outbox.list()).map((e) => [e.url, { due: e.nextAttemptAt <= Date.now(), attempts: e.attempts }]))
    // The tries made offline no longer lengthen the backoff of the next (server) failure.
    expect(due).toEqual({ '/api/a': { due: true, attempts: 0 }, '/api/b': { due: false, attempts: 1 }, '/api/c': { due: false, attempts: 1 } })
  })

  it('an app opened online again sends at once what only lacked an answer when it was closed offline', async () => {
    const { outbox, fetch, registration, target } = setup(false)
    const store = openOutboxStore(`triggers-test-${dbCount}`)
    const entry = await outbox.enqueue({ method: 'POST', url: '/api/a', body: {}, resource: '/a', label: 'a', userId: 7 })
    await store.put({ ...entry, attempts: 6, nextAttemptAt: Date.now() + 60 * 60_000, lastError: { status: 0, title: 'offline', detail: '' } })
    stops.push(startOutboxReplay({ outbox, fetch: withBatches(fetch), registration, target, userId: () => 7, intervalMs: 60_000 }))
    await vi.waitFor(async () => expect(await outbox.list()).toEqual([]), { timeout: 5_000 })
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})
