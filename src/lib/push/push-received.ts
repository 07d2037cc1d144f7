import { PUSH_RECEIVED_MESSAGE } from '@/shared/wire'

/**
 * Calls `callback` each time the service worker says a push arrived (sw/push.ts), so an open page
 * shows the news at once (the bell marks, the inbox reads again). Answers the way to stop.
 */
export function onPushReceived(callback: () => void, container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker): () => void {
  if (!container) return () => undefined
  const listener = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === PUSH_RECEIVED_MESSAGE) callback()
  }
  container.addEventListener('message', listener)
  return () => container.removeEventListener('message', listener)
}
