import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { deleteExpiredIdempotencyKeys } from '../db/repositories/idempotency-repository'
import { deleteExpiredLeases } from '../db/repositories/lease-repository'
import { deleteExpiredSessions } from '../db/repositories/session-repository'
import { deleteFailedSignInsBefore } from '../db/repositories/sign-in-attempt-repository'
import type { Database } from '../db/schema'
import { LIMITS } from '../idp/accounts'
import { deleteExpiredOidcModels } from '../idp/adapter'
import { runPeriodically } from './periodic'

const EVERY_MS = 60 * 60 * 1000

/**
 * Deletes what has expired (sessions, provider state, old failed sign-ins, idempotent answers, leases) at
 * start and hourly, in one process at a time (the `housekeeping` lease).
 */
export function registerHousekeeping(app: FastifyInstance, db: Kysely<Database>): void {
  runPeriodically(
    app,
    EVERY_MS,
    'housekeeping failed',
    async () => {
      const now = new Date()
      await deleteExpiredSessions(db, now.toISOString())
      await deleteExpiredOidcModels(db, now)
      await deleteExpiredIdempotencyKeys(db, now.toISOString())
      await deleteFailedSignInsBefore(db, new Date(now.getTime() - 2 * LIMITS.windowMs))
      await deleteExpiredLeases(db, now)
    },
    { db, name: 'housekeeping' },
  )
}
