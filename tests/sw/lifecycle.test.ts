import { beforeAll, describe, expect, it, vi } from 'vitest'
import { FakeExtendableEvent, FakeMessageEvent, stubWorkerScope } from './support/worker-scope'

// Loaded by a path TypeScript does not follow: the module is typed for the worker (sw/tsconfig.json).
const lifecycleModule = '../../sw/lifecycle'

describe("the service worker's update and first install", () => {
  const skipWaiting = vi.fn(async () => undefined)
  const claim = vi.fn(async () => undefined)
  const scope = stubWorkerScope({ extra: { skipWaiting, clients: { claim } } })

  beforeAll(async () => {
    const { registerLifecycle } = (await import(/* @vite-ignore */ lifecycleModule)) as { registerLifecycle(): void }
    registerLifecycle()
  })

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
})
