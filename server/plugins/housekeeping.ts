import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { deleteExpiredIdempotencyKeys } from '../db/repositories/idempotency-repository'
import { deleteExpiredSessions } from '../db/repositories/session-repository'
import { deleteFailedSignInsBefore } from '../db/repositories/sign-in-attempt-repository'
import type { Database } from '../db/schema'
import { LOCKOUT } from '../idp/accounts'
import { deleteExpiredOidcModels } from '../idp/adapter'

const EVERY_MS = 60 * 60 * 1000

/** Deletes what has expired (sessions, provider state, old failed sign-ins, idempotent answers) at start and hourly. */
export function registerHousekeeping(app: FastifyInstance, db: Kysely<Database>): void {
  const sweep = async () => {
    const now = new Date()
    try {
      await deleteExpiredSessions(db, now.toISOString())
      await deleteExpiredOidcModels(db, now)
      await deleteExpiredIdempotencyKeys(db, now.toISOString())
      await deleteFailedSignInsBefore(db, new Date(now.getTime() - 2 * LOCKOUT.windowMs))
    } catch (error) {
      app.log.warn({ err: error }, 'housekeeping failed')
    }
  }
  let timer: NodeJS.Timeout | undefined
  // The sweep under way, awaited on close: the caller closes the database right after the app.
  let running: Promise<void> = Promise.resolve()
  const start = () => {
    running = running.then(sweep)
  }
  app.addHook('onReady', async () => {
    start()
    timer = setInterval(start, EVERY_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await running
  })
}
