import { PUSH_RECEIVED_MESSAGE } from '../src/shared/wire'
import { pathOr, readPush, tapAction } from './push-message'

declare const self: ServiceWorkerGlobalScope

/**
 * Web Push (issue 14): a push shows a notification (and tells open pages, so the bell marks at
 * once); a tap focuses a window already on its page, else takes an open window of ours there,
 * else opens one (push-message.ts decides).
 */
export function registerPush(): void {
  self.addEventListener('push', (event) => {
    const push = readPush(event.data?.text())
    event.waitUntil(
      Promise.all([
        self.registration.showNotification(push.title, { body: push.body, tag: push.tag, icon: '/icons/icon-192.png', badge: '/icons/icon-192.png', data: { url: push.url } }),
        self.clients.matchAll({ type: 'window' }).then((windows) => windows.forEach((w) => w.postMessage({ type: PUSH_RECEIVED_MESSAGE }))),
      ]),
    )
  })

  self.addEventListener('notificationclick', (event) => {
    event.notification.close()
    const href = new URL(pathOr((event.notification.data as { url?: unknown } | null)?.url), self.location.origin).href
    event.waitUntil(openPage(href))
  })
}

async function openPage(href: string): Promise<void> {
  const windows = (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) as WindowClient[]
  const choice = tapAction(windows, href, self.location.origin)
  if (choice.action === 'focus') {
    await windows[choice.index]!.focus()
    return
  }
  if (choice.action === 'navigate') {
    const moved = await windows[choice.index]!.navigate(href).catch(() => null)
    if (moved) {
      await moved.focus()
      return
    }
  }
  await self.clients.openWindow(href)
}
