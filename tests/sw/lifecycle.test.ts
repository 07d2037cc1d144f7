import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeExtendableEvent, FakeMessageEvent, stubWorkerScope, type WorkerScope } from './support/worker-scope'

// Loaded by a path TypeScript does not follow: the module is typed for the worker (sw/tsconfig.json).
const lifecycleModule = '../../sw/lifecycle'

describe("the service worker's update and first install", () => {
  const skipWaiting = vi.fn(async () => undefined)
  const claim = vi.fn(async () => undefined)
  let scope: WorkerScope

  // A fresh worker for each test: it registers its listeners as it starts.
  beforeEach(async () => {
    vi.resetModules()
    vi.clearAllMocks()
    scope = stubWorkerScope({ extra: { skipWaiting, clients: { claim } } })
    const { registerLifecycle } = (await import(/* @vite-ignore */ lifecycleModule)) as { registerLifecycle(): void }
    registerLifecycle()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('takes over only once the page says the user accepted the update, never on its own', () => {
    for (const data of [null, 'SKIP_WAITING', { type: 'OUTBOX_REPLAY' }, {}]) scope.dispatch(new FakeMessageEvent(data))
    expect(skipWaiting).not.toHaveBeenCalled()
    scope.dispatch(new FakeMessageEvent({ type: 'SKIP_WAITING' }))
    expect(skipWaiting).toHaveBeenCalledTimes(1)
  })

  it('controls the pages already open on first install, so the first visit works offline without a reload', () => {
    scope.dispatch(new FakeExtendableEvent('activate'))
    expect(claim).toHaveBeenCalledTimes(1)
  })

  it('a worker told not to claim leaves the open pages to the worker they have', async () => {
    vi.resetModules()
    vi.unstubAllGlobals()
    const fresh = stubWorkerScope({ extra: { skipWaiting, clients: { claim } } })
    const { registerLifecycle } = (await import(/* @vite-ignore */ lifecycleModule)) as { registerLifecycle(o?: { claimClients?: boolean }): void }
    registerLifecycle({ claimClients: false })
    fresh.dispatch(new FakeExtendableEvent('activate'))
    expect(claim).not.toHaveBeenCalled()
  })
})
