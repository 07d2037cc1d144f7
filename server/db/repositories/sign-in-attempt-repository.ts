import type { Kysely } from 'kysely'
import type { Database } from '../schema'

export interface AttemptKey {
  loginKey: string
  clientIp: string
}

/** Records an attempt before its password is checked; answers its id. Committed at once, so concurrent attempts see it. */
export async function recordSignInAttempt(db: Kysely<Database>, key: AttemptKey, at: Date): Promise<number> {
  const row = await db
    .insertInto('sign_in_attempts')
    .values({ login_key: key.loginKey, client_ip: key.clientIp, created_at: at.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/**
 * Times of the other attempts since `since`, newest first, at most `limit`: of one account from
 * one source, of one account from anywhere (`loginKey` only), or from one source over every
 * account (`clientIp` only).
 */
export async function attemptTimesSince(
  db: Kysely<Database>,
  key: Partial<AttemptKey>,
  exceptId: number,
  since: Date,
  limit: number,
  /** Only attempts whose password was found wrong (not those still under way). */
  failedOnly = false,
): Promise<Date[]> {
  let query = db.selectFrom('sign_in_attempts').select('created_at').where('id', '!=', exceptId).where('created_at', '>', since.toISOString())
  if (key.loginKey !== undefined) query = query.where('login_key', '=', key.loginKey)
  if (key.clientIp !== undefined) query = query.where('client_ip', '=', key.clientIp)
  if (failedOnly) query = query.where('failed_at', 'is not', null)
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute()
  return rows.map((r) => new Date(r.created_at))
}

/** Marks an attempt as a failure (its password was checked and wrong). */
export async function markSignInAttemptFailed(db: Kysely<Database>, id: number, at: Date): Promise<void> {
  await db.updateTable('sign_in_attempts').set({ failed_at: at.toISOString() }).where('id', '=', id).execute()
}

/** Forgets one attempt (refused before its password was checked). */
export async function deleteSignInAttempt(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('id', '=', id).execute()
}

/** A successful sign-in forgets the failures of its account from its source (others keep theirs). */
export async function clearSignInAttempts(db: Kysely<Database>, key: AttemptKey): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('login_key', '=', key.loginKey).where('client_ip', '=', key.clientIp).execute()
}

export async function deleteFailedSignInsBefore(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('created_at', '<', before.toISOString()).execute()
}
