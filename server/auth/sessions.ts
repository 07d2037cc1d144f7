import { hash, randomBytes, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { AppConfig } from '../config'
import {
  deleteSession,
  findSession,
  findSessionByAccessTokenHash,
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
 * A live session as a request sees it: its row with its employee's username and its tokens
 * decrypted. The access token is opened when the row is read (a row that does not open ends the
 * session); the refresh and ID tokens, needed only to refresh or end the session, are opened when
 * first read (TokenDecryptError if they do not open).
 */
export type LiveSession = SessionWithOwner

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
   * A stored row with its access token decrypted, and its refresh and ID tokens decrypted when
   * first read (most requests never need them: only a refresh or a logout does); undefined, and the
   * row deleted, when the access token does not open (another key, a session stored before
   * encryption): such a session ends cleanly, its user signs in again.
   */
  private async opened(row: SessionWithOwner | undefined): Promise<LiveSession | undefined> {
    if (!row) return undefined
    let accessToken: string
    try {
      accessToken = this.cipher.open(row.access_token, row.id_hash, 'access_token')
    } catch (error) {
      if (!(error instanceof TokenDecryptError)) throw error
      await this.remove(row.id_hash)
      return undefined
    }
    const cipher = this.cipher
    const { refresh_token: sealedRefresh, id_token: sealedId } = row
    let refreshToken: string | null | undefined
    let idToken: string | null | undefined
    // One object literal, its lazy tokens as getters (decision 039): a copy of the row whose two
    // columns were then redefined as getters (Object.defineProperty) became a slow dictionary-mode
    // object, about 3 % of a signed-in request. Every column is named, so a new one fails to compile.
    return {
      id_hash: row.id_hash,
      employee_id: row.employee_id,
      username: row.username,
      access_token: accessToken,
      get refresh_token() {
        return (refreshToken ??= sealedRefresh === null ? null : cipher.open(sealedRefresh, row.id_hash, 'refresh_token'))
      },
      get id_token() {
        return (idToken ??= sealedId === null ? null : cipher.open(sealedId, row.id_hash, 'id_token'))
      },
      access_expires_at: row.access_expires_at,
      expires_at: row.expires_at,
      roles: row.roles,
      access_token_hash: row.access_token_hash,
      created_at: row.created_at,
      last_used_at: row.last_used_at,
    }
  }

  private async load(idHash: string): Promise<LiveSession | undefined> {
    return this.opened(await findSession(this.db, idHash))
  }

  private tokenColumns(tokens: TokenSet, now: number, previous?: SessionRow): SessionTokens {
    const { accessTokenTtl, refreshTokenTtl, clientId, hrRole } = this.config.oidc
    // The provider's roles as of these tokens; a refresh that says nothing of roles keeps them.
    const roles = rolesOfTokenResponse(tokens, { clientId, hrRole })
    const refreshEnds =
      tokens.refreshExpiresIn !== undefined ? now + tokens.refreshExpiresIn * 1000 : previous ? Date.parse(previous.expires_at) : now + refreshTokenTtl * 1000
    // Never beyond the absolute limit, however long the provider lets the refresh token live.
    const absoluteEnd = Date.parse(previous?.created_at ?? new Date(now).toISOString()) + this.config.session.maxMs
    const expiresAt = new Date(Math.min(refreshEnds, absoluteEnd)).toISOString()
    return {
      access_token: tokens.accessToken,
      access_token_hash: accessTokenHash(tokens.accessToken),
      // A provider that does not rotate answers no new refresh token: the old one stays valid.
      refresh_token: tokens.refreshToken ?? previous?.refresh_token ?? null,
      id_token: tokens.idToken ?? previous?.id_token ?? null,
      access_expires_at: new Date(now + (tokens.expiresIn ?? accessTokenTtl) * 1000).toISOString(),
      expires_at: expiresAt,
      roles: roles === undefined ? (previous?.roles ?? '[]') : encodeRoles(roles),
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
  private isOver(row: SessionRow, now: number): boolean {
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
    if (!row.refresh_token) return this.refreshUnder(row)
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
      return await this.refreshUnder(current)
    } finally {
      await releaseLease(this.db, lease, holder)
    }
  }

  private async refreshUnder(row: LiveSession): Promise<LiveSession | undefined> {
    const now = Date.now()
    const accessStillValid = Date.parse(row.access_expires_at) > now
    if (!row.refresh_token) return accessStillValid ? row : this.drop(row)
    let tokens: TokenSet
    try {
      tokens = await this.oidc.refresh(row.refresh_token)
    } catch (error) {
      const current = await this.load(row.id_hash)
      // Another server copy refreshed first: its tokens are the session's now.
      if (current && current.access_token_hash !== row.access_token_hash) return current
      if ((error as { kind?: string }).kind !== 'unavailable') return this.drop(row)
      // The provider is unreachable: carry on with the current token while it lasts.
      if (accessStillValid) return row
      throw error
    }
    const columns = this.tokenColumns(tokens, now, row)
    const stored = await replaceSessionTokens(this.db, row.id_hash, row.access_token_hash, this.sealed(row.id_hash, columns), new Date(now).toISOString())
    if (!stored) return this.load(row.id_hash)
    const refreshed = { ...row, ...columns, last_used_at: new Date(now).toISOString() }
    // The tokens replaced are not kept in memory either (the spread above reads the row's lazy ones).
    this.cipher.forget(row.id_hash)
    return refreshed
  }

  private async drop(row: SessionRow): Promise<undefined> {
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
    await deleteSession(this.db, idHash)
    // Tokens that do not open (altered) are none to revoke or hint with: the session ends all the same.
    const plain = (column: 'refresh_token' | 'id_token') => {
      try {
        return row[column]
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
