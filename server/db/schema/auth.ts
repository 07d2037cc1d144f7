import type { ColumnType, Generated, Selectable } from 'kysely'

// Sign-in: sessions, lockout attempts, the embedded provider's state and the app's secrets (migrations 0002, 0003).

/** A signed-in browser. Only a hash of the cookie's value is stored, never the value itself. */
export interface SessionTable {
  /** sha256 hex of the session cookie's value. */
  id_hash: string
  employee_id: number
  access_token: string
  refresh_token: string | null
  id_token: string | null
  access_expires_at: string
  /** When the session ends at the latest (the refresh token's lifetime). */
  expires_at: string
  created_at: string
  last_used_at: string
  /** The app roles its tokens carried, a JSON array (migration 0014; server/auth/roles.ts). */
  roles: ColumnType<string, string | undefined, string>
  /** sha256 hex of the current access token: a Bearer call must name a live session's (migration 0018). */
  access_token_hash: ColumnType<string | null, string | null | undefined, string | null>
}

/**
 * One sign-in attempt that did not (yet) succeed (under way, failed, or refused while locked), for
 * a login key (the account's username, or what was typed when unknown) and the client address.
 */
export interface SignInAttemptTable {
  id: Generated<number>
  login_key: string
  client_ip: ColumnType<string | null, string | null | undefined, string | null>
  created_at: string
  /** When its password was checked and found wrong; null while under way (migration 0018). */
  failed_at: ColumnType<string | null, string | null | undefined, string | null>
}

/** The embedded identity provider's stored state (server/idp/adapter.ts). */
export interface OidcModelTable {
  model: string
  id: string
  /** The provider's payload as JSON text. */
  payload: string
  grant_id: string | null
  uid: string | null
  user_code: string | null
  expires_at: string | null
  consumed: string | null
}

/** Generated once, kept across restarts: signing keys, cookie keys, the embedded client's secret. */
export interface AppSecretTable {
  name: string
  value: string
  created_at: string
}

export type SessionRow = Selectable<SessionTable>

export interface AuthTables {
  sessions: SessionTable
  sign_in_attempts: SignInAttemptTable
  oidc_models: OidcModelTable
  app_secrets: AppSecretTable
}
