import type { Generated, Selectable } from 'kysely'

// Notifications (migrations 0002 and 0011).

export interface NotificationTable {
  id: Generated<number>
  employee_id: number
  title: string
  body: string
  link_url: string | null
  read_at: string | null
  created_at: string
  /** What it is about (the contract's NotificationKind). */
  kind: Generated<string>
  /** One notification per user and event (a class tomorrow, an announcement); null for one-off ones. */
  event_key: string | null
}

export type NotificationRow = Selectable<NotificationTable>

/** A device's Web Push subscription, for the user who made it (migration 0011). */
export interface PushSubscriptionTable {
  id: Generated<number>
  employee_id: number
  endpoint: string
  p256dh: string
  auth: string
  created_at: string
}

export interface NotificationTables {
  notifications: NotificationTable
  push_subscriptions: PushSubscriptionTable
}
