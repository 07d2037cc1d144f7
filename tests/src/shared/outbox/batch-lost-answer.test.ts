import { describe, expect, it } from 'vitest'
import { createOutbox } from '@/shared/outbox/outbox'
import { openOutboxStore } from '@/shared/outbox/store'
import { IDEMPOTENCY_KEY_HEADER, OUTBOX_BATCH_PATH } from '@/shared/wire'
import { withBatches } from '../../support/batch-server'

// Issue 45: a batch whose answer is lost (the server ran the writes, the connection dropped before
// the answer came back) is sent again later. Only the write's own idempotency key, the same on every
// try, lets the server answer the second try from what it stored instead of applying the write twice.

describe('a batch whose answer was lost', () => {
  it('is sent again with each write’s own key, so the server applies every write once', async () => {
    let time = 1_000_000
    const name = `batch-lost-answer-${Date.now()}`
    const outbox = createOutbox({ store: openOutboxStore(name), channelName: name, now: () => time })

    // The server as the idempotency plugin makes it: a key it has seen answers the stored answer.
    const keysSeen: string[] = []
    const applied: unknown[] = []
    const server = withBatches((async (_url: RequestInfo | URL, init?: RequestInit) => {
      const key = (init?.headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER]!
      if (!keysSeen.includes(key)) applied.push(JSON.parse(String(init?.body)))
      keysSeen.push(key)
      return new Response(null, { status: 201 })
    }) as typeof fetch)
    let batchesAnswered = 0
    const network = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await server(input, init)
      // The first batch reaches the server, but its answer never reaches the page.
      if (String(input) === OUTBOX_BATCH_PATH && batchesAnswered++ === 0) throw new TypeError('Failed to fetch')
      return response
    }) as typeof fetch

    const first = await outbox.enqueue({ method: 'POST', url: '/api/a', body: { n: 1 }, resource: '/a', label: 'a', userId: 7 })
    const second = await outbox.enqueue({ method: 'POST', url: '/api/b', body: { n: 2 }, resource: '/b', label: 'b', userId: 7 })
    const replay = () => outbox.replay({ fetch: network, batchUrl: OUTBOX_BATCH_PATH, random: () => 0.5, onlyUser: 7 })

    expect(await replay()).toMatchObject({ delivered: 0, retrying: 2 })
    expect(applied).toEqual([{ n: 1 }, { n: 2 }])
    expect((await outbox.list()).map((e) => e.state)).toEqual(['pending', 'pending'])

    time += 60_000
    expect(await replay()).toMatchObject({ delivered: 2 })
    expect(server.batches).toBe(2)
    expect(keysSeen).toEqual([first.idempotencyKey, second.idempotencyKey, first.idempotencyKey, second.idempotencyKey])
    expect(applied).toEqual([{ n: 1 }, { n: 2 }])
    expect(await outbox.list()).toEqual([])
  })
})
