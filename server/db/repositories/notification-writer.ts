// The inbox's write model: every notification is made here, so one place keeps the one-per-event rule.
import type { Kysely } from 'kysely'
import type { NotificationKind } from '../../../src/contract/notification'
import type { Database } from '../schema'

export interface NewNotification {
  kind: NotificationKind
  title: string
  /** Plain text. */
  body: string
  /** A page of ours, or null. */
  linkUrl: string | null
  /**
   * What happened, the same for every process that sees it (`class-tomorrow:12`): a user is told
   * once per key, however many times or processes make it. Null for one-off notifications.
   */
  eventKey: string | null
}

/**
 * Puts a notification in the inbox of each of `employeeIds`; one already told of the same event is
 * skipped (the unique index on employee and event key: safe with two processes on one database).
 * Answers the notifications made. server/push/notifier.ts adds the push; areas call that.
 */
export async function insertNotifications(db: Kysely<Database>, employeeIds: readonly number[], notification: NewNotification, at: Date = new Date()): Promise<{ id: number; employee_id: number }[]> {
  if (employeeIds.length === 0) return []
  return db
    .insertInto('notifications')
    .values(
      [...new Set(employeeIds)].map((employeeId) => ({
        employee_id: employeeId,
        kind: notification.kind,
        title: notification.title,
        body: notification.body,
        link_url: notification.linkUrl,
        event_key: notification.eventKey,
        read_at: null,
        created_at: at.toISOString(),
      })),
    )
    .onConflict((oc) => oc.columns(['employee_id', 'event_key']).doNothing())
    .returning(['id', 'employee_id'])
    .execute()
}
