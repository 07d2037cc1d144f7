import { MutationObserver, QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import type { OutboxEntry } from '@/shared/outbox/entry'
import { createOutbox } from '@/shared/outbox/outbox'
import { registerQueuedMutation } from '@/lib/outbox/queued-mutation'
import { openOutboxStore } from '@/shared/outbox/store'

describe('queued mutations', () => {
  it('resolve once the write is in the outbox, offline too, each with its own idempotency key', async () => {
    const outbox = createOutbox({ store: openOutboxStore('queued-mutation-test'), channelName: 'queued-mutation-test' })
    const afterEnqueue = vi.fn()
    const queryClient = new QueryClient()
    registerQueuedMutation<{ videoId: number; seconds: number }>(
      queryClient,
      ['progress', 'video'],
      ({ videoId, seconds }) => ({ method: 'PUT', url: `/api/videos/${videoId}/progress`, body: { seconds }, resource: `/videos/${videoId}`, label: 'Video' }),
      { outbox, afterEnqueue, userId: () => 7, folding: { never: 'every write counts here' } },
    )
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const observer = new MutationObserver<OutboxEntry, Error, { videoId: number; seconds: number }>(queryClient, { mutationKey: ['progress', 'video'] })
    await observer.mutate({ videoId: 7, seconds: 30 })
    await observer.mutate({ videoId: 7, seconds: 60 })
    onLine.mockRestore()

    const entries = await outbox.list()
    expect(entries.map((e) => [e.method, e.url, e.body, e.state])).toEqual([
      ['PUT', '/api/videos/7/progress', { seconds: 30 }, 'pending'],
      ['PUT', '/api/videos/7/progress', { seconds: 60 }, 'pending'],
    ])
    expect(entries[0]!.idempotencyKey).not.toBe(entries[1]!.idempotencyKey)
    expect(entries.map((e) => e.userId)).toEqual([7, 7])
    expect(afterEnqueue).toHaveBeenCalledTimes(2)
  })
})

describe('a queued mutation that fails', () => {
  it('is not tried again by TanStack: a write it queued before failing is queued once, and the failure shows at once', async () => {
    const outbox = createOutbox({ store: openOutboxStore('queued-mutation-retry-test'), channelName: 'queued-mutation-retry-test' })
    const queryClient = new QueryClient()
    let replayRequests = 0
    registerQueuedMutation<{ text: string }>(
      queryClient,
      ['comment', 'add'],
      ({ text }) => ({ method: 'POST', url: '/api/comments', body: { text }, resource: '/comments', label: 'Komentar' }),
      {
        outbox,
        // The write is safe in the outbox; what follows it fails this once (the replay's own retry sends the write).
        afterEnqueue: () => {
          if (++replayRequests === 1) throw new Error('replay request failed')
        },
        userId: () => 7,
        folding: { never: 'every comment counts' },
      },
    )
    const observer = new MutationObserver<OutboxEntry, Error, { text: string }>(queryClient, { mutationKey: ['comment', 'add'] })
    await expect(observer.mutate({ text: 'Halo' })).rejects.toThrow('replay request failed')
    // A second try would queue the comment again under a fresh key: the server would post it twice.
    expect((await outbox.list()).map((e) => e.body)).toEqual([{ text: 'Halo' }])
    expect(replayRequests).toBe(1)
  })
})
