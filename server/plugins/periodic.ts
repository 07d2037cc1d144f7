import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { releaseLease, takeLease } from '../db/repositories/lease-repository'
import type { Database } from '../db/schema'

/** This process, as a lease holder: one name per process, whatever it runs. */
export const PROCESS_ID = `${process.pid}-${randomUUID()}`

export interface PeriodicLease {
  db: Kysely<Database>
  /** The job's name in the leases table. */
  name: string
  /** Who holds it (default: this process); tests give two apps in one process names of their own. */
  holder?: string
}

/**
 * Runs `task` when the app is ready and then every `everyMs`: runs never overlap in this process,
 * a failure is logged as `failed` and the next run tries again, and closing the app waits for the
 * run under way (the caller closes the database right after). Housekeeping and the notification
 * events use it.
 *
 * With `lease`, a run happens only in the process holding the job's lease (decision 025): with
 * several processes on one database, one of them runs the job while it lives (it renews the lease
 * at each run, for one and a half intervals), another takes over when it stops, and closing gives
 * the lease up.
 */
export function runPeriodically(app: FastifyInstance, everyMs: number, failed: string, task: () => Promise<void>, lease?: PeriodicLease): void {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()
  const holder = lease?.holder ?? PROCESS_ID
  const run = async () => {
    if (lease && !(await takeLease(lease.db, lease.name, holder, Math.ceil(everyMs * 1.5)))) return
    await task()
  }
  const start = () => {
    running = running.then(run).catch((error: unknown) => app.log.warn({ err: error }, failed))
  }
  app.addHook('onReady', async () => {
    start()
    timer = setInterval(start, everyMs)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await running
    if (lease) await releaseLease(lease.db, lease.name, holder).catch((error: unknown) => app.log.warn({ err: error }, `${failed}: lease not released`))
  })
}
