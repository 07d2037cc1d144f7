import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { notifyDueEvents, type Notify } from './events'

/**
 * Looks for the notifications time makes (events.ts) when the server is ready and then every
 * `intervalMs` (0: never). Runs never overlap in this process; two processes may run at once,
 * which the event keys make harmless. A failed run is logged and the next one tries again.
 */
export function scheduleNotificationEvents(app: FastifyInstance, db: Kysely<Database>, notify: Notify, intervalMs: number): void {
  if (intervalMs <= 0) return
  let timer: NodeJS.Timeout | undefined
  // The run under way, awaited on close: the caller closes the database right after the app.
  let running: Promise<void> = Promise.resolve()
  const run = async () => {
    try {
      const made = await notifyDueEvents(db, notify)
      if (made > 0) app.log.info({ made }, 'notifications from events')
    } catch (error) {
      app.log.warn({ err: error }, 'notification events failed')
    }
  }
  const start = () => {
    running = running.then(run)
  }
  app.addHook('onReady', async () => {
    start()
    timer = setInterval(start, intervalMs)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await running
  })
}
