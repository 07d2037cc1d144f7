import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { removeUserId, writeUserId } from '@/lib/auth/user-id-cookie'
import { declareDeliveryRefresh, refreshedBy, startDeliveryRefresh } from '@/lib/outbox/delivery-refresh'
import { registerQueuedMutationsLazily } from '@/lib/outbox/lazy-queued-mutation'
import { usePendingListItems } from '@/lib/outbox/use-pending-list-items'
import { usePendingWrites } from '@/lib/outbox/use-pending-writes'
import { createOutbox } from '@/shared/outbox/outbox'
import { openOutboxStore } from '@/shared/outbox/store'

let dbCount = 0
/** The page's outbox and, on the same store and channel, the service worker's. */
function newOutboxes() {
  dbCount += 1
  const name = `pending-list-${dbCount}`
  return { page: createOutbox({ store: openOutboxStore(name), channelName: name }), worker: createOutbox({ store: openOutboxStore(name), channelName: name }) }
}

const apply = (opportunityId: number, userId = 7) => ({
  method: 'POST' as const,
  url: '/api/opportunity/apply',
  body: { opportunity_id: opportunityId },
  resource: `opportunity:${opportunityId}`,
  label: `Lamaran ${opportunityId}`,
  userId,
})
const toItem = (body: unknown) => (body as { opportunity_id?: number }).opportunity_id

function wrapperOf(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}

describe('usePendingListItems and the delivery refresh', () => {
  beforeEach(() => writeUserId(7))
  afterEach(() => removeUserId())

  it("lists the user's waiting writes under the prefix as items, marks refused ones, and leaves out what toItem skips", async () => {
    const { page } = newOutboxes()
    await page.enqueue(apply(12))
    await page.enqueue(apply(13, 8))
    await page.enqueue({ ...apply(14), body: { withdraw: true } })
    await page.enqueue({ ...apply(15), resource: 'mentor-booking:15' })
    const queryClient = new QueryClient()
    const { result } = renderHook(() => usePendingListItems('opportunity:', toItem, { outbox: page }), { wrapper: wrapperOf(queryClient) })
    await waitFor(() => expect(result.current.map((w) => w.item)).toEqual([12]))
    expect(result.current[0]?.refused).toBe(false)
  })

  it('refetches the declared list when the service worker delivers the write, and the waiting item leaves', async () => {
    const { page, worker } = newOutboxes()
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    // What register.ts declares for the area, before any of its code has loaded.
    registerQueuedMutationsLazily(queryClient, [['opportunity', 'apply']], () => Promise.resolve(), {
      refreshes: [{ resource: 'opportunity:', queryKeys: [['opportunity', 'applications']] }],
    })
    let served: number[] = []
    const { result } = renderHook(
      () => ({
        list: useQuery({ queryKey: ['opportunity', 'applications'], queryFn: () => Promise.resolve([...served]) }),
        waiting: usePendingListItems('opportunity:', toItem, { outbox: page }),
      }),
      { wrapper: wrapperOf(queryClient) },
    )
    await waitFor(() => expect(result.current.list.data).toEqual([]))
    await act(() => page.enqueue(apply(12)).then(() => undefined))
    await waitFor(() => expect(result.current.waiting.map((w) => w.item)).toEqual([12]))

    // The service worker's Background Sync delivers it: the server now lists it.
    served = [12]
    await act(() => worker.replay({ fetch: async () => new Response(null, { status: 201 }) }).then(() => undefined))
    await waitFor(() => expect(result.current.list.data).toEqual([12]))
    await waitFor(() => expect(result.current.waiting).toEqual([]))
  })

  it('invalidates every key declared for a matching prefix, once per client and outbox however often started', async () => {
    const { page } = newOutboxes()
    const queryClient = new QueryClient()
    declareDeliveryRefresh(queryClient, [
      { resource: 'inclass:', queryKeys: [['learning', 'inclass'], ['learning', 'mine']] },
      { resource: 'video-comments:', queryKeys: async () => [['learning', 'comments']] },
    ])
    await expect(refreshedBy(queryClient, 'inclass:4')).resolves.toEqual([['learning', 'inclass'], ['learning', 'mine']])
    await expect(refreshedBy(queryClient, 'video-comments:7')).resolves.toEqual([['learning', 'comments']])
    await expect(refreshedBy(queryClient, 'package:4')).resolves.toEqual([])

    const invalidated: unknown[] = []
    const original = queryClient.invalidateQueries.bind(queryClient)
    queryClient.invalidateQueries = ((...args: Parameters<typeof original>) => {
      invalidated.push(args[0]?.queryKey)
      return original(...args)
    }) as typeof queryClient.invalidateQueries
    const stops = [startDeliveryRefresh(queryClient, page), startDeliveryRefresh(queryClient, page)]
    const entry = await page.enqueue({ ...apply(4), resource: 'inclass:4' })
    await page.remove(entry.id)
    await waitFor(() => expect(invalidated).toEqual([['learning', 'inclass'], ['learning', 'mine']]))
    stops.forEach((stop) => stop())
  })
})

describe('usePendingWrites starts the delivery refresh', () => {
  beforeEach(() => writeUserId(7))
  afterEach(() => removeUserId())

  it('a screen that only reads its waiting write (no list hook, nothing started at idle) is refreshed when the worker delivers it', async () => {
    const { page, worker } = newOutboxes()
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    declareDeliveryRefresh(queryClient, [{ resource: 'opportunity:', queryKeys: async () => [['opportunity', 'detail']] }])
    let served = 'none'
    await page.enqueue(apply(21))
    const { result } = renderHook(
      () => ({
        detail: useQuery({ queryKey: ['opportunity', 'detail', 21], queryFn: () => Promise.resolve(served) }),
        waiting: usePendingWrites('opportunity:21', { outbox: page }),
      }),
      { wrapper: wrapperOf(queryClient) },
    )
    await waitFor(() => expect(result.current.waiting).toHaveLength(1))
    await waitFor(() => expect(result.current.detail.data).toBe('none'))
    served = 'terkirim'
    await act(() => worker.replay({ fetch: async () => new Response(null, { status: 201 }) }).then(() => undefined))
    await waitFor(() => expect(result.current.waiting).toEqual([]))
    await waitFor(() => expect(result.current.detail.data).toBe('terkirim'))
  })
})
