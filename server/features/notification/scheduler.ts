import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { runPeriodically } from '../../plugins/periodic'
import { notifyDueEvents, type Notify } from './events'

/** The lease of the notification events: one process looks for them at a time (decision 025). */
export const NOTIFICATION_EVENTS_LEASE = 'notification-events'

/**
 * Looks for the notifications time makes (events.ts) when the server is ready and then every
 * `intervalMs` (0: never), in the process holding the `notification-events` lease. Should two
 * runs still meet (a lease taken over while the old holder's run lasts), the event keys tell
 * nobody twice.
 */
export function scheduleNotificationEvents(app: FastifyInstance, db: Kysely<Database>, notify: Notify, intervalMs: number): void {
  if (intervalMs <= 0) return
  runPeriodically(
    app,
    intervalMs,
    'notification events failed',
    async () => {
      const made = await notifyDueEvents(db, notify)
      if (made > 0) app.log.info({ made }, 'notifications from events')
    },
    { db, name: NOTIFICATION_EVENTS_LEASE },
  )
}
