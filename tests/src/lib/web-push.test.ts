import { afterEach, describe, expect, it, vi } from 'vitest'
import { applicationServerKey, disablePush, enablePush, pushState, type PushEnvironment } from '@/lib/push/web-push'
import { fakeApi } from '../support/fake-api'

// Issue 14: Web Push on this device. Nothing is asked of the browser until the user chooses it;
// then permission, the subscription with the server's key, and the server told; turning it off
// (and signing out) unsubscribes and asks the server to forget it. iPhones need the installed app.

const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U'

interface Device {
  permission?: NotificationPermission
  grant?: NotificationPermission
  subscribed?: boolean
  push?: boolean
  userAgent?: string
  standalone?: boolean
}

function device({ permission = 'default', grant = 'granted', subscribed = false, push = true, userAgent = 'Mozilla/5.0 (Linux; Android 14) Chrome/130', standalone = false }: Device = {}) {
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/perangkat-1',
    toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/perangkat-1', keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } }),
    unsubscribe: vi.fn(async () => true),
  }
  let current = subscribed ? subscription : null
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      current = subscription
      return subscription
    }),
  }
  const requestPermission = vi.fn(async () => grant)
  const env = {
    navigator: { serviceWorker: { ready: Promise.resolve({ pushManager }) }, userAgent, platform: 'Linux', maxTouchPoints: 5, standalone } as unknown as Navigator,
    window: (push
      ? { Notification: { permission, requestPermission }, PushManager: function PushManager() {}, matchMedia: () => ({ matches: standalone }) }
      : { matchMedia: () => ({ matches: standalone }) }) as unknown as Window,
  } satisfies PushEnvironment
  return { env, pushManager, requestPermission, subscription }
}

describe('Web Push on this device', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('tells where it stands without asking anything', async () => {
    expect(await pushState(device({ push: false }).env)).toBe('unsupported')
    expect(await pushState(device({ push: false, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1' }).env)).toBe('install-first')
    expect(await pushState(device({ permission: 'denied' }).env)).toBe('denied')
    const off = device()
    expect(await pushState(off.env)).toBe('off')
    expect(off.requestPermission).not.toHaveBeenCalled()
    expect(await pushState(device({ subscribed: true, permission: 'granted' }).env)).toBe('on')
  })

  it('when chosen: asks permission, subscribes with the server’s key and tells the server', async () => {
    const api = fakeApi({ 'GET /api/platform/push/key': { body: { data: { public_key: PUBLIC_KEY } } }, 'POST /api/platform/push/subscriptions': { status: 201, body: { data: { subscribed: true } } } })
    vi.stubGlobal('fetch', api.fetch)
    const phone = device()
    expect(await enablePush(phone.env)).toBe('on')
    expect(phone.requestPermission).toHaveBeenCalledTimes(1)
    expect(phone.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: applicationServerKey(PUBLIC_KEY) })
    expect(api.calls).toEqual(['GET /api/platform/push/key', 'POST /api/platform/push/subscriptions'])
    expect(lastBody(api)).toEqual({ endpoint: 'https://fcm.googleapis.com/fcm/send/perangkat-1', keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } })
  })

  it('a refusal subscribes nothing and tells the server nothing', async () => {
    const api = fakeApi({})
    vi.stubGlobal('fetch', api.fetch)
    const phone = device({ grant: 'denied' })
    expect(await enablePush(phone.env)).toBe('denied')
    expect(phone.pushManager.subscribe).not.toHaveBeenCalled()
    expect(api.calls).toEqual([])
  })

  it('turning it off unsubscribes and asks the server to forget this device', async () => {
    const api = fakeApi({ 'POST /api/platform/push/unsubscribe': { body: { data: { removed: true } } } })
    vi.stubGlobal('fetch', api.fetch)
    const phone = device({ subscribed: true, permission: 'granted' })
    await disablePush(phone.env)
    expect(api.calls).toEqual(['POST /api/platform/push/unsubscribe'])
    expect(phone.subscription.unsubscribe).toHaveBeenCalled()
    // Nothing subscribed, nothing to do.
    const none = device()
    await disablePush(none.env)
    expect(api.calls).toHaveLength(1)
  })

  it('decodes the VAPID key as the Push API wants it (65 bytes, uncompressed point)', () => {
    const key = applicationServerKey(PUBLIC_KEY)
    expect(key).toHaveLength(65)
    expect(key[0]).toBe(4)
  })
})

/** The JSON body of the last call. */
function lastBody(api: ReturnType<typeof fakeApi>): unknown {
  return JSON.parse(String(api.fetch.mock.calls.at(-1)![1]?.body))
}
