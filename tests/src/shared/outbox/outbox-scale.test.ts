import { describe, expect, it } from 'vitest'
import { OutboxStorageError, type NewOutboxEntry } from '@/shared/outbox/entry'
import { createOutbox, OUTBOX_NOTICE_MS } from '@/shared/outbox/outbox'
import { openOutboxStore, type OutboxStore } from '@/shared/outbox/store'
import { BATCH_MAX_WRITE_BYTES, BATCH_MAX_WRITES } from '@/shared/outbox/replay'
import { OUTBOX_BATCH_PATH } from '@/shared/wire'
import { withBatches } from '../../support/batch-server'

// The outbox after a day offline (issue 26): folding, sending resources side by side with each
// resource in order, exactly once with two replayers, few change notices, a full device.

let dbCount = 0
const fresh = () => {
  const name = `outbox-scale-${++dbCount}`
  return { name, store: openOutboxStore(name) }
}

const write = (resource: string, n: number, extra: Partial<NewOutboxEntry> = {}): NewOutboxEntry => ({
  method: 'POST',
  url: `/api/${resource}`,
  body: { n },
  resource,
  label: `${resource} ${n}`,
  userId: 7,
  ...extra,
})

interface Sent {
  url: string
  n: number
  key: string
}

/** A fetch that answers 204 after `delayMs` (a random one per request when given a function), recording what arrived. */
function server(delayMs: number | (() => number) = 0) {
  const sent: Sent[] = []
  let inFlight = 0
  let mostInFlight = 0
  const fetch = (async (url: string, init: RequestInit) => {
    inFlight += 1
    mostInFlight = Math.max(mostInFlight, inFlight)
    await new Promise((r) => setTimeout(r, typeof delayMs === 'function' ? delayMs() : delayMs))
    inFlight -= 1
    sent.push({ url, n: (JSON.parse(String(init.body)) as { n: number }).n, key: (init.headers as Record<string, string>)['Idempotency-Key']! })
    return new Response(null, { status: 204 })
  }) as typeof globalThis.fetch
  return { sent, fetch, mostInFlight: () => mostInFlight }
}

describe('the outbox at scale', () => {
  it('folds a write into the waiting one of its fold key only, and keeps writes without a fold key apart', async () => {
    const { name, store } = fresh()
    const outbox = createOutbox({ store, channelName: name })
    const fold = (key: string) => ({ key, merge: (a: unknown, b: unknown) => ({ n: Math.max((a as { n: number }).n, (b as { n: number }).n) }) })
    await outbox.enqueue(write('video:1', 10, { fold: fold('video:1') }))
    await outbox.enqueue(write('quiz:1', 1))
    await outbox.enqueue(write('video:1', 30, { fold: fold('video:1') }))
    await outbox.enqueue(write('video:1', 20, { fold: fold('video:1') }))
    await outbox.enqueue(write('quiz:1', 2))
    await outbox.enqueue(write('video:1', 5, { fold: fold('video:1'), userId: 8 }))
    expect((await outbox.list()).map((e) => [e.resource, e.userId, e.body])).toEqual([
      ['video:1', 7, { n: 30 }],
      ['quiz:1', 7, { n: 1 }],
      ['quiz:1', 7, { n: 2 }],
      // Another user's write on the same device is theirs: never folded with this user's.
      ['video:1', 8, { n: 5 }],
    ])
  })

  it('sends different resources side by side, each resource in the order written, every write once', async () => {
    const { name, store } = fresh()
    const outbox = createOutbox({ store, channelName: name })
    let seed = 1
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 8
    const { sent, fetch, mostInFlight } = server(random)
    for (let n = 0; n < 60; n++) await outbox.enqueue(write(`video:${n % 6}`, n))
    expect(await outbox.replay({ fetch, concurrency: 4 })).toMatchObject({ delivered: 60 })
    expect(mostInFlight()).toBe(4)
    expect(sent).toHaveLength(60)
    expect(new Set(sent.map((s) => s.key)).size).toBe(60)
    for (let r = 0; r < 6; r++) {
      const ofResource = sent.filter((s) => s.url === `/api/video:${r}`).map((s) => s.n)
      expect(ofResource).toEqual([...ofResource].sort((a, b) => a - b))
    }
    expect(await outbox.list()).toEqual([])
  })

  it('page and service worker replaying at once, each with a pool, send every write exactly once', async () => {
    const { name, store } = fresh()
    const page = createOutbox({ store, channelName: name })
    const worker = createOutbox({ store, channelName: name })
    const { sent, fetch } = server(() => 1)
    for (let n = 0; n < 120; n++) await page.enqueue(write(`res:${n % 10}`, n))
    await Promise.all([page.replay({ fetch, concurrency: 4 }), worker.replay({ fetch, concurrency: 4 }), page.replay({ fetch, concurrency: 2 })])
    // A pass skips a resource another pass holds; what is left goes on the next pass, as the triggers do.
    while ((await page.list()).length > 0) await Promise.all([page.replay({ fetch }), worker.replay({ fetch })])
    expect(sent.map((s) => s.n).sort((a, b) => a - b)).toEqual(Array.from({ length: 120 }, (_, n) => n))
    for (let r = 0; r < 10; r++) {
      const ofResource = sent.filter((s) => s.url === `/api/res:${r}`).map((s) => s.n)
      expect(ofResource).toEqual([...ofResource].sort((a, b) => a - b))
    }
  })

  it('with batches: a thousand writes over forty resources go in a few requests, each resource in order, every write once', async () => {
    const { name, store } = fresh()
    const outbox = createOutbox({ store, channelName: name })
    const { sent, fetch } = server()
    const batched = withBatches(fetch)
    for (let n = 0; n < 1000; n++) await outbox.enqueue(write(`video:${n % 40}`, n))
    expect(await outbox.replay({ fetch: batched, batchUrl: OUTBOX_BATCH_PATH })).toMatchObject({ delivered: 1000, retrying: 0 })
    expect(batched.batches).toBe(1000 / BATCH_MAX_WRITES)
    expect(new Set(sent.map((s) => s.key)).size).toBe(1000)
    for (let r = 0; r < 40; r++) {
      const ofResource = sent.filter((s) => s.url === `/api/video:${r}`).map((s) => s.n)
      expect(ofResource).toHaveLength(25)
      expect(ofResource).toEqual([...ofResource].sort((a, b) => a - b))
    }
    expect(await outbox.list()).toEqual([])
  })

  it('with batches: a write that must wait holds back its resource only; a refused one does not; the batch’s order is the outbox’s', async () => {
    const { name, store } = fresh()
    const outbox = createOutbox({ store, channelName: name })
    const arrived: number[] = []
    const single = (async (_url: string, init: RequestInit) => {
      const { n } = JSON.parse(String(init.body)) as { n: number }
      if (n === 1) return Response.json({ title: 'Sibuk' }, { status: 503, headers: { 'Retry-After': '120' } })
      if (n === 4) return Response.json({ type: '/problems/validation', title: 'Tidak valid', detail: 'Periksa isian.' }, { status: 400 })
      arrived.push(n)
      return new Response(null, { status: 204 })
    }) as typeof globalThis.fetch
    for (const [resource, n] of [
      ['a', 1],
      ['b', 2],
      ['a', 3],
      ['c', 4],
      ['c', 5],
    ] as const)
      await outbox.enqueue(write(resource, n))
    const result = await outbox.replay({ fetch: withBatches(single), batchUrl: OUTBOX_BATCH_PATH })
    expect(result).toMatchObject({ delivered: 2, retrying: 1, failed: 1 })
    expect(arrived).toEqual([2, 5])
    const left = Object.fromEntries((await outbox.list()).map((e) => [(e.body as { n: number }).n, [e.state, e.attempts, e.lastError?.status]]))
    // 1 waits its Retry-After; 3, skipped behind it, was never run: not counted as a try. 4 was refused for good.
    expect(left).toEqual({ 1: ['pending', 1, 503], 3: ['pending', 0, undefined], 4: ['failed', 1, 400] })
    const first = (await outbox.list()).find((e) => (e.body as { n: number }).n === 1)!
    expect(first.nextAttemptAt - Date.now()).toBeGreaterThan(100_000)
  })

  it('with batches: a server without the batch endpoint gets the writes one by one; a large body goes alone', async () => {
    const { name, store } = fresh()
    const outbox = createOutbox({ store, channelName: name })
    const urls: string[] = []
    const old = (async (url: string, init: RequestInit) => {
      urls.push(url === OUTBOX_BATCH_PATH ? 'batch' : `${url} ${(JSON.parse(String(init.body)) as { n: number }).n}`)
      return url === OUTBOX_BATCH_PATH ? Response.json({ title: 'Tidak ditemukan' }, { status: 404 }) : new Response(null, { status: 204 })
    }) as typeof globalThis.fetch
    await outbox.enqueue(write('a', 1))
    await outbox.enqueue(write('a', 2))
    await outbox.enqueue(write('b', 3))
    expect(await outbox.replay({ fetch: old, batchUrl: OUTBOX_BATCH_PATH })).toMatchObject({ delivered: 3 })
    expect(urls).toEqual(['batch', '/api/a 1', '/api/a 2', '/api/b 3'])
    expect(await outbox.list()).toEqual([])

    // An upload is too large for a batch: it goes alone, in its resource's order.
    const { sent, fetch } = server()
    const batched = withBatches(fetch)
    await outbox.enqueue(write('c', 4))
    await outbox.enqueue(write('c', 5, { body: { n: 5, file: 'x'.repeat(BATCH_MAX_WRITE_BYTES) } }))
    await outbox.enqueue(write('c', 6))
    expect(await outbox.replay({ fetch: batched, batchUrl: OUTBOX_BATCH_PATH, concurrency: 1 })).toMatchObject({ delivered: 3 })
    expect(sent.map((s) => s.n)).toEqual([4, 5, 6])
    expect(batched.batches).toBe(2)
  })

  it('with batches: a 2xx that is not the batch’s answer (an empty body from a proxy) sends the writes one by one, each once', async () => {
    const { name, store } = fresh()
    const outbox = createOutbox({ store, channelName: name })
    const urls: string[] = []
    const proxied = (async (url: string) => {
      urls.push(url)
      return new Response(null, { status: 204 })
    }) as typeof globalThis.fetch
    await outbox.enqueue(write('a', 1))
    await outbox.enqueue(write('b', 2))
    expect(await outbox.replay({ fetch: proxied, batchUrl: OUTBOX_BATCH_PATH })).toMatchObject({ delivered: 2, retrying: 0 })
    expect(urls).toEqual([OUTBOX_BATCH_PATH, '/api/a', '/api/b'])
    expect(await outbox.list()).toEqual([])
  })

  it('with batches: page and service worker replaying at once send every write exactly once, each resource in order', async () => {
    const { name, store } = fresh()
    const page = createOutbox({ store, channelName: name })
    const worker = createOutbox({ store, channelName: name })
    const { sent, fetch } = server(() => 1)
    const batched = withBatches(fetch)
    for (let n = 0; n < 300; n++) await page.enqueue(write(`res:${n % 12}`, n))
    const pass = () =>
      Promise.all([page.replay({ fetch: batched, batchUrl: OUTBOX_BATCH_PATH }), worker.replay({ fetch: batched, batchUrl: OUTBOX_BATCH_PATH })])
    await pass()
    while ((await page.list()).length > 0) await pass()
    expect(sent.map((s) => s.n).sort((a, b) => a - b)).toEqual(Array.from({ length: 300 }, (_, n) => n))
    for (let r = 0; r < 12; r++) {
      const ofResource = sent.filter((s) => s.url === `/api/res:${r}`).map((s) => s.n)
      expect(ofResource).toEqual([...ofResource].sort((a, b) => a - b))
    }
  })

  it('tells its listeners a burst of changes in a few notices, not one per change, and the last state is told', async () => {
    const { name, store } = fresh()
    const outbox = createOutbox({ store, channelName: name })
    for (let n = 0; n < 200; n++) await store.put({ ...(await template(n)), id: `e${n}`, seq: n })
    let notices = 0
    let lastSeen = -1
    const unsubscribe = outbox.subscribe(() => {
      notices += 1
      void outbox.list().then((entries) => (lastSeen = entries.length))
    })
    const started = Date.now()
    const { fetch } = server(0)
    await outbox.replay({ fetch })
    const tookMs = Date.now() - started
    // The last notice (the trailing one, after the replay) has told the empty outbox.
    await expect.poll(() => lastSeen, { timeout: OUTBOX_NOTICE_MS * 8 }).toBe(0)
    unsubscribe()
    // At most one notice per OUTBOX_NOTICE_MS, plus the first and the last: 400 changes made.
    expect(notices).toBeLessThanOrEqual(Math.ceil(tookMs / OUTBOX_NOTICE_MS) + 2)
    expect(notices).toBeGreaterThan(0)
  })

  it('tells every context of each write that settled (delivered or refused), at once and by resource', async () => {
    const { name, store } = fresh()
    const page = createOutbox({ store, channelName: name })
    const worker = createOutbox({ store, channelName: name })
    const told: string[] = []
    const stop = page.onSettled((resource) => told.push(resource))
    let changes = 0
    const unsubscribe = page.subscribe(() => (changes += 1))
    await page.enqueue(write('inclass:5', 1))
    await page.enqueue(write('comments:9', 2))
    const answers = new Map([
      ['/api/inclass:5', 204],
      ['/api/comments:9', 422],
    ])
    await worker.replay({ fetch: (async (url: string) => new Response(null, { status: answers.get(url) })) as typeof fetch })
    await expect.poll(() => [...told].sort()).toEqual(['comments:9', 'inclass:5'])
    // Settlements are not change notices: the coalesced notices still come, fewer than the changes.
    await expect.poll(() => changes).toBeGreaterThan(0)
    stop()
    unsubscribe()
    expect(told).toHaveLength(2)
  })

  it('refuses a write the device cannot store (storage full) with its own error, and keeps nothing', async () => {
    const { name, store } = fresh()
    const full: OutboxStore = {
      ...store,
      put: () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
      putFolded: () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
    }
    const outbox = createOutbox({ store: full, channelName: name })
    await expect(outbox.enqueue(write('quiz:1', 1))).rejects.toBeInstanceOf(OutboxStorageError)
    await expect(outbox.enqueue(write('video:1', 1, { fold: { key: 'video:1', merge: (_a, b) => b } }))).rejects.toBeInstanceOf(OutboxStorageError)
    expect(await outbox.list()).toEqual([])
    // Any other failure is passed on as it is.
    const broken = createOutbox({ store: { ...store, put: () => Promise.reject(new Error('disk on fire')) }, channelName: name })
    await expect(broken.enqueue(write('quiz:1', 1))).rejects.toThrow('disk on fire')
  })
})

async function template(n: number) {
  return {
    method: 'POST' as const,
    url: `/api/video:${n % 40}`,
    body: { n },
    idempotencyKey: `key-${n}`,
    userId: 7,
    resource: `video:${n % 40}`,
    label: `video ${n}`,
    createdAt: 1,
    attempts: 0,
    nextAttemptAt: 0,
    state: 'pending' as const,
  }
}
