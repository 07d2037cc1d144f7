import { afterEach, describe, expect, it, vi } from 'vitest'
import type { NewOutboxEntry } from '@/shared/outbox/entry'
import { createOutbox, OUTBOX_RETENTION_MS, OutboxUserError, type Outbox } from '@/shared/outbox/outbox'
import { openOutboxStore } from '@/shared/outbox/store'
import { problemTypes } from '@/shared/wire'

interface Sent {
  url: string
  key: string
  headers: Record<string, string>
  body: unknown
  credentials: RequestCredentials | undefined
}

let dbCount = 0
function setup(answer: (sent: Sent, index: number) => Response | Promise<Response> = () => new Response(null, { status: 204 })) {
  let time = 1_000_000
  const clock = { now: () => time, advance: (ms: number) => (time += ms) }
  const store = openOutboxStore(`outbox-test-${++dbCount}`)
  const outbox = createOutbox({ store, now: clock.now, channelName: `outbox-test-${dbCount}` })
  const sent: Sent[] = []
  const fetch = (async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>
    const item = { url, key: headers['Idempotency-Key'] ?? '', headers, body: JSON.parse(String(init.body)), credentials: init.credentials }
    sent.push(item)
    return answer(item, sent.length - 1)
  }) as typeof globalThis.fetch
  const replay = (options: { concurrency?: number } = {}) => outbox.replay({ fetch, random: () => 0.5, ...options })
  return { outbox, store, sent, fetch, clock, replay }
}

const write = (resource: string, n: number, extra: Partial<NewOutboxEntry> = {}): NewOutboxEntry => ({
  method: 'POST',
  url: `/api${resource}`,
  body: { n },
  resource,
  label: `tulis ${n}`,
  userId: 7,
  ...extra,
})

const problem = (status: number, title: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ type: 'about:blank', title, status, detail: `${title} detail` }), {
    status,
    headers: { 'Content-Type': 'application/problem+json', ...headers },
  })

describe('outbox', () => {
  const cleanups: Array<() => void> = []
  afterEach(() => cleanups.splice(0).forEach((fn) => fn()))

  it('sends each write with its idempotency key, JSON body, CSRF header and cookies, then forgets it', async () => {
    const { outbox, sent, replay } = setup()
    const entry = await outbox.enqueue(write('/videos/1', 1))
    expect(await outbox.list()).toHaveLength(1)
    expect(await replay()).toMatchObject({ delivered: 1 })
    expect(sent).toEqual([
      expect.objectContaining({
        url: '/api/videos/1',
        key: entry.idempotencyKey,
        body: { n: 1 },
        credentials: 'include',
        headers: expect.objectContaining({ 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' }),
      }),
    ])
    expect(await outbox.list()).toEqual([])
  })

  it('keeps order per resource: a later write waits while an earlier one of the same resource is undelivered', async () => {
    const { outbox, sent, replay, clock } = setup((item, index) => (item.url === '/api/a' && index === 0 ? problem(503, 'Down') : new Response(null, { status: 201 })))
    await outbox.enqueue(write('/a', 1))
    await outbox.enqueue(write('/a', 2))
    await outbox.enqueue(write('/b', 3))
    await replay()
    expect(sent.map((s) => s.body)).toEqual([{ n: 1 }, { n: 3 }])
    expect((await outbox.list()).map((e) => e.body)).toEqual([{ n: 1 }, { n: 2 }])

    await replay() // backoff not yet due: nothing goes out
    expect(sent).toHaveLength(2)
    clock.advance(60_000)
    await replay()
    expect(sent.map((s) => s.body)).toEqual([{ n: 1 }, { n: 3 }, { n: 1 }, { n: 2 }])
    expect(await outbox.list()).toEqual([])
  })

  it.each([500, 503, 408, 429, 0])('keeps a write answered %i, backs off and keeps its idempotency key', async (status) => {
    let calls = 0
    const { outbox, sent, replay, clock } = setup(() => {
      calls += 1
      if (calls < 3) return status === 0 ? Promise.reject(new TypeError('Failed to fetch')) : problem(status, 'Coba lagi')
      return new Response(null, { status: 200 })
    })
    await outbox.enqueue(write('/a', 1))
    await replay()
    const [after1] = await outbox.list()
    expect(after1).toMatchObject({ state: 'pending', attempts: 1, lastError: { status } })
    // Base 2 s with jitter 0.5 → 1.5 s, then 3 s: the delay doubles.
    expect(after1!.nextAttemptAt - clock.now()).toBe(1_500)
    clock.advance(1_500)
    await replay()
    const [after2] = await outbox.list()
    expect(after2!.nextAttemptAt - clock.now()).toBe(3_000)
    clock.advance(3_000)
    await replay()
    expect(await outbox.list()).toEqual([])
    expect(new Set(sent.map((s) => s.key)).size).toBe(1)
  })

  it('caps the backoff at five minutes and honours a later Retry-After', async () => {
    const { outbox, replay, clock } = setup((_, index) => (index === 0 ? problem(429, 'Terlalu banyak', { 'Retry-After': '120' }) : problem(503, 'Down')))
    await outbox.enqueue(write('/a', 1))
    await replay()
    expect((await outbox.list())[0]!.nextAttemptAt - clock.now()).toBe(120_000)
    for (let i = 0; i < 12; i++) {
      clock.advance(10 * 60_000)
      await replay()
    }
    const [entry] = await outbox.list()
    expect(entry!.attempts).toBe(13)
    expect(entry!.nextAttemptAt - clock.now()).toBeLessThanOrEqual(5 * 60_000)
  })

  it.each([400, 404, 409, 422])('marks a write answered %i as failed with the reason, keeps it, and lets later writes pass', async (status) => {
    const { outbox, sent, replay } = setup((_, index) => (index === 0 ? problem(status, 'Ditolak') : new Response(null, { status: 204 })))
    await outbox.enqueue(write('/a', 1))
    await outbox.enqueue(write('/a', 2))
    expect(await replay()).toMatchObject({ failed: 1, delivered: 1 })
    expect(await outbox.list()).toEqual([
      expect.objectContaining({ state: 'failed', lastError: { status, type: 'about:blank', title: 'Ditolak', detail: 'Ditolak detail' } }),
    ])
    await replay()
    expect(sent).toHaveLength(2)
  })

  it('waits for a new session after a 401, then sends again with the same key', async () => {
    let signedIn = false
    const { outbox, sent, replay } = setup(() => (signedIn ? new Response(null, { status: 204 }) : problem(401, 'Unauthorized')))
    await outbox.enqueue(write('/a', 1))
    await outbox.enqueue(write('/b', 2))
    expect(await replay({ concurrency: 1 })).toMatchObject({ waitingAuth: 1 })
    expect(sent).toHaveLength(1) // no point sending the rest without a session
    expect((await outbox.list())[0]).toMatchObject({ state: 'waiting-auth' })
    await replay({ concurrency: 1 })
    expect(sent).toHaveLength(2) // /b tried; /a still waits
    signedIn = true
    await replay() // both wait for the page to say a session was made
    expect(sent).toHaveLength(2)
    expect((await outbox.list()).map((e) => e.state)).toEqual(['waiting-auth', 'waiting-auth'])
    await outbox.resumeWaitingAuth(7)
    await replay()
    expect(await outbox.list()).toEqual([])
    expect(sent.filter((s) => s.url === '/api/a').map((s) => s.key)).toEqual([sent[0]!.key, sent[0]!.key])
  })

  it('sends resources side by side but starts nothing new after a 401: only the writes already on their way', async () => {
    const { outbox, sent, replay } = setup(() => problem(401, 'Unauthorized'))
    for (let n = 0; n < 12; n++) await outbox.enqueue(write(`/r${n}`, n))
    expect(await replay({ concurrency: 4 })).toMatchObject({ waitingAuth: 4 })
    expect(sent.map((s) => s.url)).toEqual(['/api/r0', '/api/r1', '/api/r2', '/api/r3'])
  })

  it('retry makes a failed write due again; remove discards it', async () => {
    let ok = false
    const { outbox, sent, replay } = setup(() => (ok ? new Response(null, { status: 204 }) : problem(422, 'Tidak valid')))
    const a = await outbox.enqueue(write('/a', 1))
    const b = await outbox.enqueue(write('/b', 2))
    await replay()
    ok = true
    await outbox.retry(a.id)
    await outbox.remove(b.id)
    await replay()
    expect(await outbox.list()).toEqual([])
    expect(sent.map((s) => s.key)).toEqual([a.idempotencyKey, b.idempotencyKey, a.idempotencyKey])
  })

  it('keeps undelivered writes however old, and failed ones for seven days after they failed', async () => {
    const { outbox, replay, clock } = setup((item) => ((item.body as { n: number }).n === 1 ? problem(404, 'Tidak ada') : problem(503, 'Down')))
    await outbox.enqueue(write('/a', 1))
    await outbox.enqueue(write('/b', 2))
    await replay()
    clock.advance(OUTBOX_RETENTION_MS - 1)
    await replay()
    expect((await outbox.list()).map((e) => e.state)).toEqual(['failed', 'pending'])
    clock.advance(2)
    await replay()
    clock.advance(30 * OUTBOX_RETENTION_MS)
    await replay()
    expect((await outbox.list()).map((e) => e.state)).toEqual(['pending'])
  })

  it('two replayers at once (page and service worker) send each write once', async () => {
    // Every send is held until each replayer still running is in the middle of a send of its own:
    // the passes overlap as much as they can, whatever the machine's speed.
    const held: Array<() => void> = []
    let running = 0
    let mostAtOnce = 0
    const releaseWhenAllSending = () => {
      if (held.length === 0 || held.length < running) return
      mostAtOnce = Math.max(mostAtOnce, held.length)
      for (const release of held.splice(0)) release()
    }
    const first = setup(async () => {
      await new Promise<void>((resolve) => {
        held.push(resolve)
        releaseWhenAllSending()
      })
      return new Response(null, { status: 204 })
    })
    const second: Outbox = createOutbox({ store: first.store, now: first.clock.now, channelName: 'other' })
    const together = (...passes: Array<() => Promise<unknown>>) =>
      Promise.all(
        passes.map(async (pass) => {
          running += 1
          try {
            await pass()
          } finally {
            running -= 1
            releaseWhenAllSending()
          }
        }),
      )
    for (let i = 0; i < 10; i++) await first.outbox.enqueue(write(`/r${i % 3}`, i))
    await together(first.replay, () => second.replay({ fetch: first.fetch }), first.replay)
    // The three passes did overlap: at some point each was in the middle of sending a write.
    expect(mostAtOnce).toBe(3)
    await together(first.replay, () => second.replay({ fetch: first.fetch }))
    expect(first.sent.map((s) => (s.body as { n: number }).n).sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(await first.outbox.list()).toEqual([])
  })

  it('takes over a write whose replayer died while sending, once its lease ran out', async () => {
    const { outbox, store, sent, replay, clock } = setup()
    const entry = await outbox.enqueue(write('/a', 1))
    await store.put({ ...entry, state: 'sending', leaseUntil: clock.now() + 60_000 })
    await replay()
    expect(sent).toHaveLength(0)
    clock.advance(60_001)
    await replay()
    expect(sent.map((s) => s.key)).toEqual([entry.idempotencyKey])
  })

  it('tells subscribers about changes, also those made through another outbox on the same store', async () => {
    const { outbox, store, clock } = setup()
    const other = createOutbox({ store, now: clock.now, channelName: `outbox-test-${dbCount}` })
    let calls = 0
    const unsubscribe = outbox.subscribe(() => (calls += 1))
    cleanups.push(unsubscribe)
    await other.enqueue(write('/a', 1))
    await vi.waitFor(() => expect(calls).toBeGreaterThan(0), { timeout: 5_000 })
  })

  it('records who queued each write, sends it as X-Outbox-User, and refuses a write with nobody signed in', async () => {
    const { outbox, sent, replay } = setup()
    const entry = await outbox.enqueue(write('/a', 1, { userId: 42 }))
    expect(entry.userId).toBe(42)
    expect((await outbox.list())[0]).toMatchObject({ userId: 42 })
    await replay()
    expect(sent[0]!.headers['X-Outbox-User']).toBe('42')

    await expect(outbox.enqueue(write('/a', 2, { userId: null }))).rejects.toThrow(OutboxUserError)
    await expect(outbox.enqueue(write('/a', 3, { userId: undefined }))).rejects.toThrow(/no signed-in user/)
    expect(await outbox.list()).toEqual([])
  })

  it("from the page sends only the signed-in user's writes; another user's stay queued and hold nothing back", async () => {
    const { outbox, sent, fetch } = setup()
    await outbox.enqueue(write('/a', 1, { userId: 8 }))
    await outbox.enqueue(write('/a', 2, { userId: 7 }))
    expect(await outbox.replay({ fetch, onlyUser: 7 })).toMatchObject({ delivered: 1 })
    expect(sent.map((s) => [s.body, s.headers['X-Outbox-User']])).toEqual([[{ n: 2 }, '7']])
    expect((await outbox.list()).map((e) => [e.userId, e.state, e.attempts])).toEqual([[8, 'pending', 0]])

    // Nobody signed in: the page sends nothing at all.
    expect(await outbox.replay({ fetch, onlyUser: null })).toMatchObject({ delivered: 0 })
    expect(sent).toHaveLength(1)
  })

  it("leaves another user's write waiting-auth on a 401 outbox-user-mismatch, and goes on with the rest", async () => {
    const { outbox, sent, replay } = setup((item) =>
      item.headers['X-Outbox-User'] === '8'
        ? new Response(JSON.stringify({ type: problemTypes.outboxUserMismatch, title: 'Pengguna berbeda', status: 401, detail: 'x' }), { status: 401 })
        : new Response(null, { status: 204 }),
    )
    await outbox.enqueue(write('/a', 1, { userId: 8 }))
    await outbox.enqueue(write('/a', 2, { userId: 7 }))
    expect(await replay()).toMatchObject({ waitingAuth: 1, delivered: 1 })
    expect(sent).toHaveLength(2)
    expect(await outbox.list()).toEqual([
      expect.objectContaining({ userId: 8, state: 'waiting-auth', lastError: expect.objectContaining({ status: 401, type: problemTypes.outboxUserMismatch }) }),
    ])

    // User 7's new session does not wake user 8's write; user 8's does.
    await outbox.resumeWaitingAuth(7)
    await replay()
    expect(sent).toHaveLength(2)
    await outbox.resumeWaitingAuth(8)
    expect((await outbox.list())[0]).toMatchObject({ state: 'pending' })
  })

  it('a 409 saying the earlier try of the same write is still running is retried after its Retry-After, not failed', async () => {
    let calls = 0
    const inProgress = () =>
      new Response(JSON.stringify({ type: problemTypes.idempotencyInProgress, title: 'Masih diproses', status: 409, detail: 'x' }), {
        status: 409,
        headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '1' },
      })
    const { outbox, sent, replay, clock } = setup(() => (++calls === 1 ? inProgress() : new Response(null, { status: 200 })))
    await outbox.enqueue(write('/a', 1))
    expect(await replay()).toMatchObject({ retrying: 1, failed: 0 })
    expect((await outbox.list())[0]).toMatchObject({ state: 'pending', lastError: { status: 409, type: problemTypes.idempotencyInProgress } })
    clock.advance(2_000)
    await replay()
    expect(await outbox.list()).toEqual([])
    expect(new Set(sent.map((s) => s.key)).size).toBe(1)
  })

  it("lists a resource's undelivered writes, oldest first, failed ones included, and only the given user's", async () => {
    const { outbox, replay } = setup((item) => (item.url.endsWith('quiz-attempt:1') ? problem(422, 'Ditolak') : problem(503, 'Down')))
    await outbox.enqueue(write('video:12', 1))
    await outbox.enqueue(write('video:12', 2, { userId: 8 }))
    await outbox.enqueue(write('video:13', 3))
    await outbox.enqueue(write('quiz-attempt:1', 4))
    await outbox.enqueue(write('video:12', 5))
    await replay()

    expect((await outbox.pending('video:12')).map((e) => e.body)).toEqual([{ n: 1 }, { n: 2 }, { n: 5 }])
    expect((await outbox.pending('video:12', { userId: 7 })).map((e) => e.body)).toEqual([{ n: 1 }, { n: 5 }])
    expect(await outbox.pending('video:12', { userId: null })).toEqual([])
    // A refused write stays until the user discards it.
    expect(await outbox.pending('quiz-attempt:1')).toEqual([expect.objectContaining({ state: 'failed', body: { n: 4 } })])
    expect((await outbox.pending(undefined, { userId: 7 })).map((e) => e.body)).toEqual([{ n: 1 }, { n: 3 }, { n: 4 }, { n: 5 }])
    expect(await outbox.pending('package:1')).toEqual([])
  })
})
