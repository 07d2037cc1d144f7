import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PUSH_RECEIVED_MESSAGE } from '../../src/shared/wire'
import { FakeExtendableEvent, origin, stubWorkerScope, type WorkerScope } from './support/worker-scope'

// Loaded by a path TypeScript does not follow: the module is typed for the worker (sw/tsconfig.json).
const pushModule = '../../sw/push'

class FakePushEvent extends FakeExtendableEvent {
  constructor(readonly data: { text(): string } | null) {
    super('push')
  }
}

class FakeNotificationEvent extends FakeExtendableEvent {
  readonly notification: { data: unknown; close: () => void }
  constructor(data: unknown) {
    super('notificationclick')
    this.notification = { data, close: vi.fn() }
  }
}

/** An open window of the browser: where it is, and what the worker did with it. */
function openWindow(url: string, { navigates = true } = {}) {
  const window = {
    url,
    postMessage: vi.fn(),
    focus: vi.fn(async () => window),
    // A window the worker does not control cannot be moved (the browser rejects).
    navigate: vi.fn(async (href: string) => {
      if (!navigates) throw new TypeError('not controlled')
      window.url = href
      return window
    }),
  }
  return window
}

describe('the service worker shows pushes and opens their page on a tap', () => {
  let windows: ReturnType<typeof openWindow>[] = []
  const showNotification = vi.fn(async () => undefined)
  const matchAll = vi.fn(async () => windows)
  const openWindowAt = vi.fn(async () => null)
  let scope: WorkerScope

  // A fresh worker for each test: it registers its listeners as it starts.
  beforeEach(async () => {
    windows = []
    vi.clearAllMocks()
    vi.resetModules()
    scope = stubWorkerScope({ extra: { registration: { showNotification }, clients: { matchAll, openWindow: openWindowAt } } })
    const { registerPush } = (await import(/* @vite-ignore */ pushModule)) as { registerPush(): void }
    registerPush()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('shows what the server sent, with its tag and page, and tells the open pages so the bell marks at once', async () => {
    windows = [openWindow(`${origin}/`), openWindow(`${origin}/learning`)]
    const push = { title: 'Kelas besok', body: 'Kepemimpinan, 09.00 WIB', url: '/learning/inclass/4', tag: 'inclass-4' }
    const event = scope.dispatch(new FakePushEvent({ text: () => JSON.stringify(push) }))
    expect(await event.failed()).toBe(false)

    expect(showNotification).toHaveBeenCalledWith('Kelas besok', {
      body: 'Kepemimpinan, 09.00 WIB',
      tag: 'inclass-4',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: '/learning/inclass/4' },
    })
    expect(matchAll).toHaveBeenCalledWith({ type: 'window' })
    for (const window of windows) expect(window.postMessage).toHaveBeenCalledWith({ type: PUSH_RECEIVED_MESSAGE })
  })

  it('a push without data still shows a notification leading to the inbox', async () => {
    await scope.dispatch(new FakePushEvent(null)).done()
    expect(showNotification).toHaveBeenCalledWith('Tumbuh', expect.objectContaining({ body: 'Ada notifikasi baru untuk Anda.', data: { url: '/notification' } }))
  })

  it('a tap closes the notification and focuses the window already on its page', async () => {
    windows = [openWindow(`${origin}/`), openWindow(`${origin}/learning/inclass/4`)]
    const event = scope.dispatch(new FakeNotificationEvent({ url: '/learning/inclass/4' }))
    expect(await event.failed()).toBe(false)
    expect(event.notification.close).toHaveBeenCalled()
    expect(matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true })
    expect(windows[1]!.focus).toHaveBeenCalled()
    expect(windows[0]!.navigate).not.toHaveBeenCalled()
    expect(openWindowAt).not.toHaveBeenCalled()
  })

  it('else takes a window of ours to the page and focuses it', async () => {
    windows = [openWindow('https://elsewhere.example/'), openWindow(`${origin}/profile`)]
    await scope.dispatch(new FakeNotificationEvent({ url: '/learning/inclass/4' })).done()
    expect(windows[1]!.navigate).toHaveBeenCalledWith(`${origin}/learning/inclass/4`)
    expect(windows[1]!.focus).toHaveBeenCalled()
    expect(windows[0]!.navigate).not.toHaveBeenCalled()
    expect(openWindowAt).not.toHaveBeenCalled()
  })

  it('opens a new window when ours cannot be moved there, or none is open; a link elsewhere leads to the inbox', async () => {
    windows = [openWindow(`${origin}/profile`, { navigates: false })]
    await scope.dispatch(new FakeNotificationEvent({ url: '/learning/inclass/4' })).done()
    expect(windows[0]!.focus).not.toHaveBeenCalled()
    expect(openWindowAt).toHaveBeenCalledWith(`${origin}/learning/inclass/4`)

    windows = []
    await scope.dispatch(new FakeNotificationEvent({ url: 'https://phishing.example/' })).done()
    expect(openWindowAt).toHaveBeenLastCalledWith(`${origin}/notification`)
    await scope.dispatch(new FakeNotificationEvent(null)).done()
    expect(openWindowAt).toHaveBeenLastCalledWith(`${origin}/notification`)
  })
})
