import type { Kysely } from 'kysely'
import type { Database } from '../schema'

/**
 * Leases (decision 025): a named job (`notification-events`, `housekeeping`) is run by one server
 * process at a time. A process takes the lease when it is free or expired, or renews its own; one
 * statement decides (an upsert whose update applies only then), so two processes asking at the
 * same moment never both get it, on SQLite and PostgreSQL alike.
 */
export async function takeLease(db: Kysely<Database>, name: string, holder: string, ttlMs: number, now: Date = new Date()): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString()
  const result = await db
    .insertInto('leases')
    .values({ name, holder, expires_at: expiresAt })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder, expires_at: expiresAt })
        .where((eb) => eb.or([eb('leases.holder', '=', holder), eb('leases.expires_at', '<=', now.toISOString())])),
    )
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
}

/** Drops leases that have expired (a holder that stopped without giving one up); taking one works either way. */
export async function deleteExpiredLeases(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  await db.deleteFrom('leases').where('expires_at', '<=', now.toISOString()).execute()
}

/** Gives the lease up (a process closing), so another takes it at its next run instead of after it expires. */
export async function releaseLease(db: Kysely<Database>, name: string, holder: string): Promise<void> {
  await db.deleteFrom('leases').where('name', '=', name).where('holder', '=', holder).execute()
}
