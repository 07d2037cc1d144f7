import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { insertNotifications, type NewNotification } from '../db/repositories/notification-writer'
import type { PushSender } from './push-sender'

/**
 * How any area tells users something: the notification goes to the inbox (once per user and event)
 * and, for the ones just made, a push to the user's subscribed devices.
 */
export class Notifier {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly push: PushSender,
  ) {}

  /** Answers how many notifications were made (a user already told of the event is skipped). */
  async notify(employeeIds: readonly number[], notification: NewNotification, at: Date = new Date()): Promise<number> {
    const made = await insertNotifications(this.db, employeeIds, notification, at)
    if (made.length > 0) {
      this.push.sendLater(
        made.map((row) => row.employee_id),
        { title: notification.title, body: notification.body, url: notification.linkUrl, tag: notification.eventKey ?? `notification-${made[0]!.id}` },
      )
    }
    return made.length
  }
}
