import type { Kysely } from 'kysely'
import { compiledQuery } from '../compiled-query'
import type { Database } from '../schema'
import type { SessionRow } from '../schema/auth'

export interface SessionTokens {
  access_token: string
  refresh_token: string | null
  id_token: string | null
  access_expires_at: string
  expires_at: string
  /** The app roles the tokens carried, a JSON array (server/auth/roles.ts). */
  roles: string
  /** sha256 hex of access_token, for the Bearer path. */
  access_token_hash: string
}

export async function insertSession(db: Kysely<Database>, row: SessionTokens & { id_hash: string; employee_id: number; created_at: string }): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ ...row, last_used_at: row.created_at })
    .execute()
}

/** A session row with its employee's username: who the caller is, in the one query every signed-in request makes. */
export type SessionWithOwner = SessionRow & { username: string }

/** Sessions joined to their employee: a session whose employee is gone is no session. */
const withOwner = (db: Kysely<Database>) =>
  db.selectFrom('sessions as s').innerJoin('employees as e', 'e.id', 's.employee_id').selectAll('s').select('e.username as username')

// Every signed-in request asks one of these: compiled once per database (decision 035).
const byIdHash = compiledQuery<{ idHash: string }, SessionWithOwner>(['idHash'], (db, { idHash }) => withOwner(db).where('s.id_hash', '=', idHash))
const byAccessTokenHash = compiledQuery<{ hash: string }, SessionWithOwner>(['hash'], (db, { hash }) => withOwner(db).where('s.access_token_hash', '=', hash))

export async function findSession(db: Kysely<Database>, idHash: string): Promise<SessionWithOwner | undefined> {
  return byIdHash.first(db, { idHash })
}

/** The session whose current access token has this sha256 (a Bearer call's), if any. */
export async function findSessionByAccessTokenHash(db: Kysely<Database>, accessTokenHash: string): Promise<SessionWithOwner | undefined> {
  return byAccessTokenHash.first(db, { hash: accessTokenHash })
}

/**
 * Stores refreshed tokens only if the row still holds the access token they were obtained from
 * (its sha256): when another request (or server copy) refreshed first, this one changes nothing and says so.
 */
export async function replaceSessionTokens(
  db: Kysely<Database>,
  idHash: string,
  previousAccessTokenHash: string | null,
  tokens: SessionTokens,
  now: string,
): Promise<boolean> {
  let query = db
    .updateTable('sessions')
    .set({ ...tokens, last_used_at: now })
    .where('id_hash', '=', idHash)
  query = previousAccessTokenHash === null ? query.where('access_token_hash', 'is', null) : query.where('access_token_hash', '=', previousAccessTokenHash)
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function touchSession(db: Kysely<Database>, idHash: string, now: string): Promise<void> {
  await db.updateTable('sessions').set({ last_used_at: now }).where('id_hash', '=', idHash).execute()
}

export async function deleteSession(db: Kysely<Database>, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute()
}

export async function deleteExpiredSessions(db: Kysely<Database>, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute()
}
