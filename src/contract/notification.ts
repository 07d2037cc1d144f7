import * as z from 'zod/mini'
import { dataOf, idParam, pageOf, paginationQuery } from './common'
import { endpoint } from './endpoint'
import { notificationStatus, unreadStatus } from './notification-status'

// Notifications (spec sections 3, 4 and 7): the signed-in user's inbox, the bell's unread status,
// and marking read. Both writes may wait in the outbox (a learner offline reads their inbox) and
// are idempotent by their meaning too: reading twice keeps the first time it was read. The bell's
// status is in notification-status.ts: the signed-in header loads it with the first screen.

/** What a notification is about: the inbox shows its icon and the link goes to its page. */
export const notificationKinds = ['class', 'growth-path', 'quiz', 'learning', 'mentor', 'opportunity', 'system'] as const
export const notificationKindSchema = z.enum(notificationKinds)
export type NotificationKind = z.infer<typeof notificationKindSchema>

export const notificationSchema = z.object({
  id: z.int(),
  kind: notificationKindSchema,
  title: z.string(),
  /** Plain text. */
  body: z.string(),
  /** A page of ours (a path starting with '/') or null. */
  link_url: z.nullable(z.string()),
  created_at: z.string(),
  /** Null while unread. */
  read_at: z.nullable(z.string()),
})
export type Notification = z.infer<typeof notificationSchema>

export const notificationFilters = ['all', 'unread'] as const
export const notificationListQuery = z.extend(paginationQuery, {
  filter: z._default(z.enum(notificationFilters), 'all'),
})
export type NotificationListQuery = z.input<typeof notificationListQuery>

/** Web Push: a device's subscription as PushSubscription.toJSON() gives it (RFC 8030, RFC 8291 keys). */
const base64url = (min: number, max: number) => z.string().check(z.regex(/^[A-Za-z0-9_-]+=*$/, 'Harus berupa base64 URL-safe'), z.minLength(min), z.maxLength(max))
export const pushSubscriptionInput = z.object({
  endpoint: z.string().check(z.url({ protocol: /^https?$/ }), z.maxLength(1000)),
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 30) }),
})
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>

export const notificationsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/platform/notifications',
    group: 'platform',
    access: 'user',
    summary: 'The signed-in user’s notifications, newest first; filter=unread for the unread ones only',
    query: notificationListQuery,
    response: pageOf(notificationSchema),
    offline: true,
  }),
  status: notificationStatus,
  read: endpoint({
    method: 'POST',
    path: '/api/platform/notifications/{id}/read',
    group: 'platform',
    access: 'user',
    summary: 'Marks one of the caller’s notifications read (again: keeps the first time); answers the bell’s new status',
    params: idParam,
    response: dataOf(z.extend(unreadStatus, { id: z.int(), read_at: z.string() })),
    outbox: true,
  }),
  pushKey: endpoint({
    method: 'GET',
    path: '/api/platform/push/key',
    group: 'platform',
    access: 'user',
    summary: 'The VAPID public key a device subscribes to Web Push with',
    response: dataOf(z.object({ public_key: z.string() })),
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/api/platform/push/subscriptions',
    group: 'platform',
    access: 'user',
    summary:
      'Keeps this device’s push subscription for the caller (the same endpoint again with the same keys, the same browser, moves to whoever subscribes it last); another user’s endpoint with other keys is 409 (decision 051)',
    body: pushSubscriptionInput,
    response: dataOf(z.object({ subscribed: z.literal(true) })),
    successStatus: 201,
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/platform/push/unsubscribe',
    group: 'platform',
    access: 'user',
    summary: 'Forgets this device’s push subscription (the caller’s own; answers removed: false when there was none)',
    body: z.object({ endpoint: z.string().check(z.maxLength(1000)) }),
    response: dataOf(z.object({ removed: z.boolean() })),
  }),
  readAll: endpoint({
    method: 'POST',
    path: '/api/platform/notifications/read-all',
    group: 'platform',
    access: 'user',
    summary: 'Marks read every notification the caller had up to up_to_id (the newest they saw), not ones that came later',
    body: z.object({ up_to_id: z.int().check(z.positive()) }),
    response: dataOf(z.extend(unreadStatus, { marked: z.int() })),
    outbox: true,
  }),
}
