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

/**
 * A session row with its employee's username and names, without its refresh and ID tokens: who the
 * caller is, in the one query every signed-in request makes. The two tokens (about 1.3 KB sealed) are needed
 * only to refresh or end the session, and are read then (`findSessionTokens`, decision 041).
 */
export type SessionWithOwner = Omit<SessionRow, 'refresh_token' | 'id_token'> & {
  username: string
  given_name: string
  family_name: string
  email: string
}

/** A session's refresh and ID tokens as stored (sealed), with the access token's hash they belong to. */
export type StoredSessionTokens = Pick<SessionRow, 'refresh_token' | 'id_token' | 'access_token_hash'>

/** Sessions joined to their employee: a session whose employee is gone is no session. */
const withOwner = (db: Kysely<Database>) =>
  db.selectFrom('sessions as s').innerJoin('employees as e', 'e.id', 's.employee_id').select([
    's.id_hash',
    's.employee_id',
    's.access_token',
    's.access_expires_at',
    's.expires_at',
    's.created_at',
    's.last_used_at',
    's.roles',
    's.access_token_hash',
    'e.username as username',
    // What the session answer shows of its employee (decision 041): it read the employee again.
    'e.given_name as given_name',
    'e.family_name as family_name',
    'e.email as email',
  ])

// Every signed-in request asks one of these: compiled once per database (decision 035).
const byIdHash = compiledQuery<{ idHash: string }, SessionWithOwner>(['idHash'], (db, { idHash }) => withOwner(db).where('s.id_hash', '=', idHash))
const byAccessTokenHash = compiledQuery<{ hash: string }, SessionWithOwner>(['hash'], (db, { hash }) => withOwner(db).where('s.access_token_hash', '=', hash))
const tokensByIdHash = compiledQuery<{ idHash: string }, StoredSessionTokens>(['idHash'], (db, { idHash }) =>
  db.selectFrom('sessions').select(['refresh_token', 'id_token', 'access_token_hash']).where('id_hash', '=', idHash),
)

export async function findSession(db: Kysely<Database>, idHash: string): Promise<SessionWithOwner | undefined> {
  return byIdHash.first(db, { idHash })
}

/** The session whose current access token has this sha256 (a Bearer call's), if any. */
export async function findSessionByAccessTokenHash(db: Kysely<Database>, accessTokenHash: string): Promise<SessionWithOwner | undefined> {
  return byAccessTokenHash.first(db, { hash: accessTokenHash })
}

/** The session's refresh and ID tokens as stored (a refresh or a logout needs them), if the session is still there. */
export async function findSessionTokens(db: Kysely<Database>, idHash: string): Promise<StoredSessionTokens | undefined> {
  return tokensByIdHash.first(db, { idHash })
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
