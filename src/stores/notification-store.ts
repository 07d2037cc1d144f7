import { proxy } from 'valtio'
import { onUserChanged } from '@/lib/user-changed'

/** The bell's marker (spec section 3, notification status): the latest `unread_status`. */
export const notificationStore = proxy<{ unread: boolean }>({ unread: false })

export function setUnreadStatus(unread: boolean): void {
  notificationStore.unread = unread
}

export function resetNotificationStore(): void {
  notificationStore.unread = false
}

onUserChanged(resetNotificationStore)
