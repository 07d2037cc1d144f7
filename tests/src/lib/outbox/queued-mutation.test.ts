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
