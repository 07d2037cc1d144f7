import { notificationsApi } from '@/contract/notification'
import { callApi } from '@/lib/api/client'

// Web Push on this device (issue 14): asked for only when the user chooses 'Aktifkan notifikasi',
// subscribed through the service worker with the server's VAPID key, and forgotten on
// 'Matikan notifikasi' and on sign-out.

export type PushState =
  /** No Push API here (an old browser, or a private window). */
  | 'unsupported'
  /** iPhone and iPad: Web Push only for the app installed to the home screen. */
  | 'install-first'
  /** The user refused notifications for this site: only the browser's settings can change that. */
  | 'denied'
  | 'off'
  | 'on'

export interface PushEnvironment {
  navigator: Navigator
  window: Window
}

const defaults = (): PushEnvironment => ({ navigator, window })

function isAppleMobile({ navigator: nav }: PushEnvironment): boolean {
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1)
}

function isInstalled({ navigator: nav, window: win }: PushEnvironment): boolean {
  return win.matchMedia?.('(display-mode: standalone)').matches === true || (nav as Navigator & { standalone?: boolean }).standalone === true
}

async function registration(env: PushEnvironment): Promise<ServiceWorkerRegistration> {
  return env.navigator.serviceWorker.ready
}

/** Where push stands on this device, without asking the user anything. */
export async function pushState(env: PushEnvironment = defaults()): Promise<PushState> {
  const supported = 'serviceWorker' in env.navigator && 'PushManager' in env.window && 'Notification' in env.window
  if (!supported) return isAppleMobile(env) && !isInstalled(env) ? 'install-first' : 'unsupported'
  if ((env.window as Window & { Notification: typeof Notification }).Notification.permission === 'denied') return 'denied'
  const subscription = await (await registration(env)).pushManager.getSubscription()
  return subscription ? 'on' : 'off'
}

/** The VAPID key as the Push API wants it. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=')
  const bytes = atob(base64)
  const key = new Uint8Array(new ArrayBuffer(bytes.length))
  for (let i = 0; i < bytes.length; i += 1) key[i] = bytes.charCodeAt(i)
  return key
}

/** Asks for permission (now, because the user chose to), subscribes this device and tells the server. */
export async function enablePush(env: PushEnvironment = defaults()): Promise<PushState> {
  const permission = await (env.window as Window & { Notification: typeof Notification }).Notification.requestPermission()
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off'
  const key = (await callApi(notificationsApi.pushKey, {})).data.public_key
  const manager = (await registration(env)).pushManager
  const subscription = (await manager.getSubscription()) ?? (await manager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(key) }))
  const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } }
  await callApi(notificationsApi.subscribe, { body: { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } } })
  return 'on'
}

/** Unsubscribes this device and asks the server to forget it (sign-out too: the next user must not get these). */
export async function disablePush(env: PushEnvironment = defaults()): Promise<void> {
  if (!('serviceWorker' in env.navigator) || !('PushManager' in env.window)) return
  const subscription = await (await registration(env)).pushManager.getSubscription()
  if (!subscription) return
  await callApi(notificationsApi.unsubscribe, { body: { endpoint: subscription.endpoint } }).catch(() => undefined)
  await subscription.unsubscribe()
}
