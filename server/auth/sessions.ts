import { hash, randomBytes, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { AppConfig } from '../config'
import {
  deleteSession,
  findSession,
  findSessionByAccessTokenHash,
  findSessionTokens,
  insertSession,
  replaceSessionTokens,
  touchSession,
  type SessionTokens,
  type SessionWithOwner,
} from '../db/repositories/session-repository'
import { releaseLease, takeLease } from '../db/repositories/lease-repository'
import type { Database } from '../db/schema'
import type { SessionRow } from '../db/schema/auth'
import type { OidcClient, TokenSet } from './oidc-client'
import { encodeRoles, rolesOfTokenResponse } from './roles'
import { TokenDecryptError, type TokenCipher } from './token-cipher'

type RevocationLog = { warn(obj: object, msg: string): void }

/**
 * A live session as a request sees it: its row with its employee's username and its access token
 * decrypted (a row whose access token does not open ends the session). Its refresh and ID tokens
 * are not part of it: only a refresh or a logout needs them, and those read them from the row then
 * (`SessionService.tokensOf`; decision 041: every signed-in request used to read their 1.3 KB).
 */
export type LiveSession = SessionWithOwner

/** A session's refresh and ID tokens, opened. */
export interface SessionSecrets {
  refreshToken: string | null
  idToken: string | null
}

/** Refresh an access token that has less than this left, so no call fails half-way. */
export const REFRESH_MARGIN_MS = 60_000
/** last_used_at is written at most this often per session. */
const TOUCH_INTERVAL_MS = 60_000
/**
 * A session's refresh is done by one process at a time (its lease, decision 025): the provider
 * rotates refresh tokens and takes a second use of one as theft, revoking the whole grant. Another
 * process asking meanwhile waits for the new tokens, at most REFRESH_WAIT_MS.
 */
const REFRESH_LEASE_MS = 15_000
const REFRESH_WAIT_MS = 10_000
const REFRESH_POLL_MS = 100

// One-shot hashes (crypto.hash): every signed-in request hashes its cookie, and a Hash object per
// call cost about twice as much (decision 039).
export function sessionIdHash(cookieValue: string): string {
  return hash('sha256', cookieValue, 'hex')
}

/** What the sessions table keeps to find a Bearer call's session: never the token itself. */
export function accessTokenHash(accessToken: string): string {
  return hash('sha256', accessToken, 'hex')
}

/**
 * Server-side sessions (decision 2): the cookie holds 32 random bytes; the database holds only
 * their sha256 with the tokens, so a leaked table cannot be replayed as cookies. The tokens are
 * encrypted with a key kept outside the database and the access token is found by its sha256 only
 * (decision 022), so a leaked table opens no session either. Sessions live in
 * the database, so they survive restarts and are shared by every server copy. How the cookie
 * travels is server/http/session-cookie.ts.
 */
export class SessionService {
  /** Refreshes in flight per session: concurrent requests share one (a refresh token works once). */
  private readonly refreshing = new Map<string, Promise<LiveSession | undefined>>()
  /** Revocations at the provider still under way. */
  private readonly revoking = new Set<Promise<void>>()

  constructor(
    private readonly db: Kysely<Database>,
    private readonly oidc: OidcClient,
    private readonly config: AppConfig,
    /** Encrypts the tokens at rest (server/auth/token-cipher.ts; decision 022). */
    private readonly cipher: TokenCipher,
  ) {}

  /** The columns as stored: every token encrypted, bound to its row and column. */
  private sealed(idHash: string, columns: SessionTokens): SessionTokens {
    const seal = (value: string | null, column: string) => (value === null ? null : this.cipher.seal(value, idHash, column))
    return {
      ...columns,
      access_token: this.cipher.seal(columns.access_token, idHash, 'access_token'),
      refresh_token: seal(columns.refresh_token, 'refresh_token'),
      id_token: seal(columns.id_token, 'id_token'),
    }
  }

  /**
   * A stored row with its access token decrypted; undefined, and the row deleted, when the access
   * token does not open (another key, a session stored before encryption): such a session ends
   * cleanly, its user signs in again.
   */
  private async opened(row: SessionWithOwner | undefined): Promise<LiveSession | undefined> {
    if (!row) return undefined
    try {
      row.access_token = this.cipher.open(row.access_token, row.id_hash, 'access_token')
    } catch (error) {
      if (!(error instanceof TokenDecryptError)) throw error
      await this.remove(row.id_hash)
      return undefined
    }
    // The driver's row is this request's own: its sealed access token is replaced by the opened one.
    return row
  }

  /**
   * The session's refresh and ID tokens, read from its row and opened (a refresh or a logout needs
   * them, no other request): undefined when the row is gone or no longer holds this session's access
   * token (another request or process refreshed it meanwhile). TokenDecryptError when one does not open.
   */
  async tokensOf(row: LiveSession): Promise<SessionSecrets | undefined> {
    const stored = await findSessionTokens(this.db, row.id_hash)
    if (!stored || stored.access_token_hash !== row.access_token_hash) return undefined
    const open = (value: string | null, column: string) => (value === null ? null : this.cipher.open(value, row.id_hash, column))
    const refreshToken = open(stored.refresh_token, 'refresh_token')
    let idToken: string | null | undefined
    // The ID token is opened when read, as before (decision 033): a refresh whose provider sends a new one never needs the old.
    return {
      refreshToken,
      get idToken() {
        return (idToken ??= open(stored.id_token, 'id_token'))
      },
    }
  }

  private async load(idHash: string): Promise<LiveSession | undefined> {
    return this.opened(await findSession(this.db, idHash))
  }

  private tokenColumns(tokens: TokenSet, now: number, previous?: { row: LiveSession; secrets: SessionSecrets }): SessionTokens {
    const { accessTokenTtl, refreshTokenTtl, clientId, hrRole } = this.config.oidc
    // The provider's roles as of these tokens; a refresh that says nothing of roles keeps them.
    const roles = rolesOfTokenResponse(tokens, { clientId, hrRole })
    const refreshEnds =
      tokens.refreshExpiresIn !== undefined
        ? now + tokens.refreshExpiresIn * 1000
        : previous
          ? Date.parse(previous.row.expires_at)
          : now + refreshTokenTtl * 1000
    // Never beyond the absolute limit, however long the provider lets the refresh token live.
    const absoluteEnd = Date.parse(previous?.row.created_at ?? new Date(now).toISOString()) + this.config.session.maxMs
    const expiresAt = new Date(Math.min(refreshEnds, absoluteEnd)).toISOString()
    return {
      access_token: tokens.accessToken,
      access_token_hash: accessTokenHash(tokens.accessToken),
      // A provider that does not rotate answers no new refresh token: the old one stays valid.
      refresh_token: tokens.refreshToken ?? previous?.secrets.refreshToken ?? null,
      id_token: tokens.idToken ?? previous?.secrets.idToken ?? null,
      access_expires_at: new Date(now + (tokens.expiresIn ?? accessTokenTtl) * 1000).toISOString(),
      expires_at: expiresAt,
      roles: roles === undefined ? (previous?.row.roles ?? '[]') : encodeRoles(roles),
    }
  }

  /** Opens a session for the employee; returns the cookie value (shown nowhere else). */
  async create(employeeId: number, tokens: TokenSet): Promise<{ cookieValue: string; row: SessionRow }> {
    const cookieValue = randomBytes(32).toString('base64url')
    const now = Date.now()
    const idHash = sessionIdHash(cookieValue)
    const columns = this.tokenColumns(tokens, now)
    const row: SessionRow = {
      id_hash: idHash,
      employee_id: employeeId,
      ...columns,
      created_at: new Date(now).toISOString(),
      last_used_at: new Date(now).toISOString(),
    }
    await insertSession(this.db, { id_hash: idHash, employee_id: employeeId, ...this.sealed(idHash, columns), created_at: row.created_at })
    return { cookieValue, row }
  }

  /**
   * The live session of a cookie value, its access token refreshed when about to expire; undefined
   * when unknown, expired, or no longer refreshable (then it is deleted).
   */
  async resolve(cookieValue: string): Promise<LiveSession | undefined> {
    const idHash = sessionIdHash(cookieValue)
    const row = await this.load(idHash)
    if (!row) return undefined
    const now = Date.now()
    if (this.isOver(row, now)) return this.drop(row)
    if (Date.parse(row.access_expires_at) - now < REFRESH_MARGIN_MS) return this.refresh(row)
    if (now - Date.parse(row.last_used_at) > TOUCH_INTERVAL_MS) await touchSession(this.db, idHash, new Date(now).toISOString())
    return row
  }

  /**
   * A session is over at its expires_at (the refresh token's end, capped at the absolute limit),
   * after SESSION_IDLE_DAYS without a request, and SESSION_MAX_DAYS after its sign-in (decision 022).
   */
  private isOver(row: LiveSession, now: number): boolean {
    const { idleMs, maxMs } = this.config.session
    return Date.parse(row.expires_at) <= now || now - Date.parse(row.last_used_at) > idleMs || now - Date.parse(row.created_at) > maxMs
  }

  /**
   * The live session whose current access token this is (a Bearer call's, already checked as a JWT
   * of our provider): undefined once the session ended (logout, expiry) or its token was replaced
   * by a refresh. A Bearer call never refreshes; it only proves the session still holds the token.
   */
  async resolveAccessToken(accessToken: string): Promise<LiveSession | undefined> {
    const row = await this.opened(await findSessionByAccessTokenHash(this.db, accessTokenHash(accessToken)))
    if (!row) return undefined
    const now = Date.now()
    if (this.isOver(row, now)) return this.drop(row)
    if (Date.parse(row.access_expires_at) <= now) return undefined
    if (now - Date.parse(row.last_used_at) > TOUCH_INTERVAL_MS) await touchSession(this.db, row.id_hash, new Date(now).toISOString())
    return row
  }

  /**
   * Exchanges the refresh token for new tokens (the provider rotates it); undefined when refused,
   * or when the stored tokens do not open (then the session ends, as when its access token does not).
   */
  refresh(row: LiveSession): Promise<LiveSession | undefined> {
    const running = this.refreshing.get(row.id_hash)
    if (running) return running
    const work = this.doRefresh(row)
      .catch((error: unknown) => {
        if (error instanceof TokenDecryptError) return this.drop(row)
        throw error
      })
      .finally(() => this.refreshing.delete(row.id_hash))
    this.refreshing.set(row.id_hash, work)
    return work
  }

  /**
   * Refreshes under the session's lease (one process at a time, decision 025). A process that does
   * not get it waits for the holder's tokens; one that gets it after another's refresh finds the
   * row changed and takes those tokens instead of spending the old refresh token again.
   */
  private async doRefresh(row: LiveSession): Promise<LiveSession | undefined> {
    const secrets = await this.tokensOf(row)
    // The row is gone, or another request or process refreshed it meanwhile: its tokens are the session's now.
    if (!secrets) return this.load(row.id_hash)
    if (!secrets.refreshToken) return this.refreshUnder(row, secrets)
    const lease = `session-refresh:${row.id_hash}`
    const holder = randomUUID()
    const deadline = Date.now() + REFRESH_WAIT_MS
    while (!(await takeLease(this.db, lease, holder, REFRESH_LEASE_MS))) {
      const current = await this.load(row.id_hash)
      if (!current || current.access_token_hash !== row.access_token_hash) return current
      // The holder went away without finishing (its lease expires): refresh here after all.
      if (Date.now() > deadline) break
      await new Promise((resolve) => setTimeout(resolve, REFRESH_POLL_MS))
    }
    try {
      const current = await this.load(row.id_hash)
      if (!current || current.access_token_hash !== row.access_token_hash) return current
      // Still the same access token, so still the tokens read above: a refresh replaces them all at once.
      return await this.refreshUnder(current, secrets)
    } finally {
      await releaseLease(this.db, lease, holder)
    }
  }

  private async refreshUnder(row: LiveSession, secrets: SessionSecrets): Promise<LiveSession | undefined> {
    const now = Date.now()
    const accessStillValid = Date.parse(row.access_expires_at) > now
    if (!secrets.refreshToken) return accessStillValid ? row : this.drop(row)
    let tokens: TokenSet
    try {
      tokens = await this.oidc.refresh(secrets.refreshToken)
    } catch (error) {
      const current = await this.load(row.id_hash)
      // Another server copy refreshed first: its tokens are the session's now.
      if (current && current.access_token_hash !== row.access_token_hash) return current
      if ((error as { kind?: string }).kind !== 'unavailable') return this.drop(row)
      // The provider is unreachable: carry on with the current token while it lasts.
      if (accessStillValid) return row
      throw error
    }
    const columns = this.tokenColumns(tokens, now, { row, secrets })
    const lastUsedAt = new Date(now).toISOString()
    const stored = await replaceSessionTokens(this.db, row.id_hash, row.access_token_hash, this.sealed(row.id_hash, columns), lastUsedAt)
    if (!stored) return this.load(row.id_hash)
    // The tokens replaced are not kept in memory either.
    this.cipher.forget(row.id_hash)
    return {
      id_hash: row.id_hash,
      employee_id: row.employee_id,
      username: row.username,
      given_name: row.given_name,
      family_name: row.family_name,
      email: row.email,
      access_token: columns.access_token,
      access_expires_at: columns.access_expires_at,
      expires_at: columns.expires_at,
      created_at: row.created_at,
      last_used_at: lastUsedAt,
      roles: columns.roles,
      access_token_hash: columns.access_token_hash,
    }
  }

  private async drop(row: LiveSession): Promise<undefined> {
    await this.remove(row.id_hash)
    return undefined
  }

  /** Deletes the session's row, and what its tokens opened to leaves this process's memory with it. */
  private async remove(idHash: string): Promise<void> {
    await deleteSession(this.db, idHash)
    this.cipher.forget(idHash)
  }

  /**
   * Ends the session of this cookie value and revokes its refresh token at the provider (an
   * offline token at Keycloak would otherwise outlive the logout). Answers its ID token, for the
   * end-session URL. The row goes first and the revocation runs in the background: a slow provider
   * must not hold up a logout or a sign-in, and the session is over here either way.
   */
  async end(cookieValue: string, log?: RevocationLog): Promise<{ idToken: string | null } | undefined> {
    const idHash = sessionIdHash(cookieValue)
    const row = await this.load(idHash)
    if (!row) return undefined
    // Its refresh and ID tokens, read only now (decision 041): the row's current ones, whoever refreshed last.
    const stored = await findSessionTokens(this.db, idHash)
    await deleteSession(this.db, idHash)
    // Tokens that do not open (altered) are none to revoke or hint with: the session ends all the same.
    const plain = (column: 'refresh_token' | 'id_token') => {
      const sealed = stored?.[column] ?? null
      if (sealed === null) return null
      try {
        return this.cipher.open(sealed, idHash, column)
      } catch (error) {
        if (error instanceof TokenDecryptError) return null
        throw error
      }
    }
    const refreshToken = plain('refresh_token')
    const idToken = plain('id_token')
    // Opened just now, for the revocation and the hint: forgotten only after that.
    this.cipher.forget(idHash)
    if (refreshToken) this.revokeInBackground(refreshToken, log)
    return { idToken }
  }

  /** An ended session's ID token, sealed for the logout hint cookie (server/http/session-cookie.ts). */
  sealLogoutHint(idToken: string): string {
    return this.cipher.seal(idToken, 'logout-hint', 'id_token')
  }

  /** The ID token of a logout hint cookie; null when it does not open (another key, altered). */
  openLogoutHint(sealed: string): string | null {
    try {
      return this.cipher.open(sealed, 'logout-hint', 'id_token')
    } catch {
      return null
    }
  }

  /** Revokes a refresh token at the provider without waiting; failures are logged, never thrown. */
  revokeInBackground(refreshToken: string, log?: RevocationLog): void {
    const work: Promise<void> = this.oidc
      .revoke(refreshToken)
      .catch((error: unknown) => log?.warn({ err: error }, 'refresh token not revoked'))
      .finally(() => this.revoking.delete(work))
    this.revoking.add(work)
  }

  /** Waits for the revocations still under way (on shutdown, before the database closes). */
  async settle(): Promise<void> {
    while (this.revoking.size > 0) await Promise.allSettled([...this.revoking])
  }
}
