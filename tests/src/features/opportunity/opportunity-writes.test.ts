import { MutationObserver, QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { opportunityKeys } from '@/features/opportunity/api/opportunity-keys'
import { opportunityMutationKeys } from '@/features/opportunity/api/opportunity-mutation-keys'
import type { ApplyVariables } from '@/features/opportunity/api/opportunity-mutations'
import { registerOpportunity } from '@/features/opportunity/register'
import { writeUserId } from '@/lib/auth/user-id-cookie'
import { startDeliveryRefresh } from '@/lib/outbox/delivery-refresh'
import { getOutbox } from '@/shared/outbox/outbox'
import { IDEMPOTENCY_KEY_HEADER, OUTBOX_BATCH_PATH } from '@/shared/wire'
import { withBatches } from '../../support/batch-server'
import { budi, resetClientState } from '../../support/fake-api'
import { application, detail } from './fixtures'

// The opportunity area's queued write as the app registers it (register.ts, loaded at the first
// application): each application queued with its own key and never folded into another, sent once
// the page replays, and its arrival refreshes 'Lamaran Saya', the openings and each opening's page.

const apply = (queryClient: QueryClient, variables: ApplyVariables) =>
  new MutationObserver<unknown, Error, ApplyVariables>(queryClient, { mutationKey: opportunityMutationKeys.apply }).mutate(variables)

describe('applying, as the app registers it', () => {
  const stops: Array<() => void> = []
  beforeEach(() => {
    resetClientState()
    writeUserId(budi.id)
  })
  afterEach(async () => {
    stops.splice(0).forEach((stop) => stop())
    for (const entry of await getOutbox().list()) await getOutbox().remove(entry.id)
    vi.unstubAllGlobals()
  })

  it('queues each application with its own key, sends it, and refreshes what shows applications once it arrived', async () => {
    const received: { body: unknown; key: string }[] = []
    // Offline at first: the writes wait in the outbox (a replay asked for while offline sends nothing).
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    vi.stubGlobal(
      'fetch',
      withBatches((async (_url: RequestInfo | URL, init?: RequestInit) => {
        received.push({ body: JSON.parse(String(init?.body)), key: (init?.headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER]! })
        return new Response(JSON.stringify({ data: application(received.length, detail(3, 'Analis Data')) }), { status: 201, headers: { 'Content-Type': 'application/json' } })
      }) as typeof fetch),
    )
    const queryClient = new QueryClient()
    registerOpportunity(queryClient)
    stops.push(startDeliveryRefresh(queryClient, getOutbox()))
    const cached = {
      applications: opportunityKeys.applications(),
      list: opportunityKeys.list({ limit: 12 }),
      detail: opportunityKeys.detail('analis-data'),
      hr: opportunityKeys.hrOpenings(),
      other: ['mentor', 'list'],
    }
    for (const key of Object.values(cached)) queryClient.setQueryData(key, { data: [] })

    await apply(queryClient, { opportunityId: 3, title: 'Analis Data', motivation: 'Motivasi pertama.', cv: 'cv.pdf,QUJD' })
    await apply(queryClient, { opportunityId: 5, title: 'Kasir Senior', motivation: 'Motivasi kedua.', cv: 'cv.pdf,QUJD' })
    const queued = await getOutbox().list()
    expect(queued.map((e) => [e.url, e.resource, e.label, e.body])).toEqual([
      ['/api/platform/opportunity/taken', 'opportunity:3', 'Lamaran: Analis Data', { opportunity_id: 3, motivation: 'Motivasi pertama.', cv: 'cv.pdf,QUJD' }],
      ['/api/platform/opportunity/taken', 'opportunity:5', 'Lamaran: Kasir Senior', { opportunity_id: 5, motivation: 'Motivasi kedua.', cv: 'cv.pdf,QUJD' }],
    ])
    expect(received).toEqual([])

    onLine.mockRestore()
    expect(await getOutbox().replay({ fetch: globalThis.fetch, onlyUser: budi.id, batchUrl: OUTBOX_BATCH_PATH })).toMatchObject({ delivered: 2 })
    expect(received.map((r) => r.key)).toEqual(queued.map((e) => e.idempotencyKey))
    await vi.waitFor(() => {
      const invalidated = Object.fromEntries(Object.entries(cached).map(([name, key]) => [name, queryClient.getQueryState(key)?.isInvalidated]))
      expect(invalidated).toEqual({ applications: true, list: true, detail: true, hr: false, other: false })
    })
  })
})
