import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { runPeriodically } from '../../plugins/periodic'
import { notifyDueEvents, type Notify } from './events'

/**
 * Looks for the notifications time makes (events.ts) when the server is ready and then every
 * `intervalMs` (0: never). Two processes may run at once, which the event keys make harmless.
 */
export function scheduleNotificationEvents(app: FastifyInstance, db: Kysely<Database>, notify: Notify, intervalMs: number): void {
  if (intervalMs <= 0) return
  runPeriodically(app, intervalMs, 'notification events failed', async () => {
    const made = await notifyDueEvents(db, notify)
    if (made > 0) app.log.info({ made }, 'notifications from events')
  })
}
