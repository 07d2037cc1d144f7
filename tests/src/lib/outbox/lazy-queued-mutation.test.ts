import { MutationObserver, QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { registerQueuedMutationsLazily } from '@/lib/outbox/lazy-queued-mutation'
import { registerQueuedMutation } from '@/lib/outbox/queued-mutation'
import { createOutbox } from '@/shared/outbox/outbox'
import { openOutboxStore } from '@/shared/outbox/store'

let n = 0
function setup(load?: (queryClient: QueryClient, outbox: ReturnType<typeof createOutbox>) => Promise<void>) {
  const name = `lazy-queued-mutation-${++n}`
  const outbox = createOutbox({ store: openOutboxStore(name), channelName: name })
  const queryClient = new QueryClient()
  const optimistic = vi.fn()
  const realLoad = vi.fn(async () => {
    registerQueuedMutation<{ id: number }>(queryClient, ['thing', 'save'], (v) => ({ method: 'POST', url: `/api/things/${v.id}`, body: { id: v.id }, resource: `thing:${v.id}`, label: `Thing ${v.id}` }), {
      outbox,
      afterEnqueue: () => undefined,
      userId: () => 3,
      folding: { never: 'each write counts here' },
      onMutate: optimistic,
    })
  })
  const loader = vi.fn(load ? () => load(queryClient, outbox) : realLoad)
  registerQueuedMutationsLazily(queryClient, [['thing', 'save']], loader)
  const observer = () => new MutationObserver<unknown, Error, { id: number }>(queryClient, { mutationKey: ['thing', 'save'] })
  return { outbox, queryClient, loader, optimistic, observer }
}

describe('registerQueuedMutationsLazily', () => {
  it('loads the real registration at the first write, runs its optimistic update, queues the write', async () => {
    const { outbox, loader, optimistic, observer } = setup()
    expect(loader).not.toHaveBeenCalled()
    await observer().mutate({ id: 4 })
    expect(loader).toHaveBeenCalledTimes(1)
    expect(optimistic).toHaveBeenCalledWith({ id: 4 }, expect.anything())
    expect((await outbox.list()).map((e) => [e.url, e.userId, e.label])).toEqual([['/api/things/4', 3, 'Thing 4']])
  })

  it('loads once: a mutation built before the load and one after both use the real defaults', async () => {
    const { outbox, loader, observer } = setup()
    const early = observer()
    await observer().mutate({ id: 1 })
    await early.mutate({ id: 2 })
    expect(loader).toHaveBeenCalledTimes(1)
    expect((await outbox.list()).map((e) => e.url)).toEqual(['/api/things/1', '/api/things/2'])
  })

  it('fails the write when the load fails, and loads again at the next one', async () => {
    let fail = true
    const { outbox, observer, loader } = setup(async (queryClient, box) => {
      if (fail) throw new Error('Failed to fetch dynamically imported module')
      registerQueuedMutation<{ id: number }>(queryClient, ['thing', 'save'], (v) => ({ method: 'POST', url: `/api/things/${v.id}`, body: {}, resource: 'thing', label: 'Thing' }), {
        outbox: box,
        afterEnqueue: () => undefined,
        userId: () => 3,
        folding: { never: 'each write counts here' },
      })
    })
    await expect(observer().mutate({ id: 1 })).rejects.toThrow(/dynamically imported module/)
    fail = false
    await observer().mutate({ id: 2 })
    expect(loader).toHaveBeenCalledTimes(2)
    expect((await outbox.list()).map((e) => e.url)).toEqual(['/api/things/2'])
  })

  it('says so when the load registered nothing for the key', async () => {
    const { observer } = setup(async () => undefined)
    await expect(observer().mutate({ id: 1 })).rejects.toThrow(/No queued mutation registered/)
  })
})
