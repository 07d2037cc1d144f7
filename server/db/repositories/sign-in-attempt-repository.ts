import type { Kysely } from 'kysely'
import type { Database } from '../schema'

export async function recordFailedSignIn(db: Kysely<Database>, loginKey: string, at: Date): Promise<void> {
  await db.insertInto('sign_in_attempts').values({ login_key: loginKey, created_at: at.toISOString() }).execute()
}

/** Times of the failed sign-ins of `loginKey` since `since`, newest first. */
export async function failedSignInsSince(db: Kysely<Database>, loginKey: string, since: Date, limit: number): Promise<Date[]> {
  const rows = await db
    .selectFrom('sign_in_attempts')
    .select('created_at')
    .where('login_key', '=', loginKey)
    .where('created_at', '>', since.toISOString())
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute()
  return rows.map((r) => new Date(r.created_at))
}

export async function clearFailedSignIns(db: Kysely<Database>, loginKey: string): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('login_key', '=', loginKey).execute()
}

export async function deleteFailedSignInsBefore(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('created_at', '<', before.toISOString()).execute()
}
