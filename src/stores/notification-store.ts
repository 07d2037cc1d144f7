import { proxy } from 'valtio'
import { onUserChanged } from '@/lib/user-changed'

/**
 * The bell's marker (spec section 3, notification status): the latest `unread_status`, and whether
 * this page has heard one yet (until then the header shows the persisted one, use-notification-polling.ts).
 */
export const notificationStore = proxy<{ unread: boolean; known: boolean }>({ unread: false, known: false })

export function setUnreadStatus(unread: boolean): void {
  notificationStore.unread = unread
  notificationStore.known = true
}

export function resetNotificationStore(): void {
  notificationStore.unread = false
  notificationStore.known = false
}

onUserChanged(resetNotificationStore)
