import * as z from 'zod/mini'
import { dataOf } from './common'
import { endpoint } from './endpoint'

// The bell's unread status (spec sections 4 and 8), which notification.ts lists as
// notificationsApi.status. Apart from the rest of the notifications' contract because the
// signed-in header polls it: its chunk loads before a signed-in user's first screen and carries
// every module it imports whole (decision 021). Keep this file to what the bell reads.

export const unreadStatus = z.object({ unread_status: z.boolean() })

/** notificationsApi.status: whether the signed-in user has unread notifications. */
export const notificationStatus = endpoint({
  method: 'GET',
  path: '/api/platform/notifications/status',
  group: 'platform',
  access: 'user',
  summary: 'Whether the signed-in user has unread notifications (read from data.data.unread_status)',
  response: dataOf(unreadStatus),
})
