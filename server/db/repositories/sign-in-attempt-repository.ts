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

/** Times of the other attempts of `loginKey` from `clientIp` since `since`, newest first. */
export async function attemptsFromClientSince(
  db: Kysely<Database>,
  key: AttemptKey,
  exceptId: number,
  since: Date,
  limit: number,
): Promise<Date[]> {
  const rows = await db
    .selectFrom('sign_in_attempts')
    .select('created_at')
    .where('login_key', '=', key.loginKey)
    .where('client_ip', '=', key.clientIp)
    .where('id', '!=', exceptId)
    .where('created_at', '>', since.toISOString())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((r) => new Date(r.created_at))
}

/** How many other attempts `loginKey` had since `since`, from any client. */
export async function attemptsOfAccountSince(db: Kysely<Database>, loginKey: string, exceptId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('sign_in_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('login_key', '=', loginKey)
    .where('id', '!=', exceptId)
    .where('created_at', '>', since.toISOString())
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** A successful sign-in forgets the failures of its account from its client (others keep theirs). */
export async function clearSignInAttempts(db: Kysely<Database>, key: AttemptKey): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('login_key', '=', key.loginKey).where('client_ip', '=', key.clientIp).execute()
}

export async function deleteFailedSignInsBefore(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('created_at', '<', before.toISOString()).execute()
}
