import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import { newPkceSecrets, OidcClient, OidcError, type TokenSet } from '../auth/oidc-client'
import type { GoogleConfig } from '../config'
import { findEmployeeByEmail } from '../db/repositories/employee-repository'
import type { Database } from '../db/schema'
import type { Employee } from '../db/schema/employee'
import { KyselyAdapter } from './adapter'

/** How long the trip to Google may take, from the button to the return (the interaction lives 30 min). */
export const GOOGLE_ATTEMPT_TTL_S = 10 * 60

/** The oidc_models model name of a trip to Google under way, keyed by the interaction's uid. */
export const GOOGLE_ATTEMPT_MODEL = 'GoogleFederation'

/** What one trip to Google needs back at its return: kept in the database, never in the browser (decision 028). */
interface Attempt {
  state: string
  codeVerifier: string
  nonce: string
}

/** How a return from Google ended. */
export type GoogleOutcome =
  | { ok: true; employee: Employee }
  | { ok: false; reason: 'unknown-email' | 'unverified'; email: string }
  | { ok: false; reason: 'no-email' | 'denied' | 'invalid' | 'unavailable' }

/** The interaction uid a state names (`{uid}.{random}`), or undefined when it is not of that shape. */
export function uidOfState(state: unknown): string | undefined {
  if (typeof state !== 'string') return undefined
  return /^([\w-]{1,64})\.[\w-]{43}$/.exec(state)?.[1]
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * The embedded provider's federation to Google (decision 028): OpenID Connect's code flow with
 * PKCE, state and nonce, Google's ID token checked by OidcClient as our own sign-in checks the
 * provider's (issuer, audience, nonce, expiry, signature by Google's published keys). The result
 * is an existing employee whose e-mail Google says is verified, or a refusal; nobody is created.
 */
export class GoogleFederation {
  private readonly client: OidcClient
  private readonly attempts: KyselyAdapter

  constructor(
    config: GoogleConfig,
    private readonly db: Kysely<Database>,
  ) {
    this.client = new OidcClient({
      issuer: config.issuer,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      redirectUri: config.redirectUri,
      // Never used: nothing signs out at Google.
      postLogoutRedirectUri: config.redirectUri,
    })
    this.attempts = new KyselyAdapter(db, GOOGLE_ATTEMPT_MODEL)
  }

  /**
   * Starts a trip to Google for the interaction `uid`: keeps its state, PKCE verifier and nonce in
   * the database (any server process may take the return) and answers Google's authorization URL.
   * Throws OidcError('unavailable') when Google's discovery cannot be read.
   */
  async start(uid: string): Promise<string> {
    // Discovery first: when Google cannot be reached, nothing is kept.
    await this.client.discover()
    const attempt: Attempt = { state: `${uid}.${randomBytes(32).toString('base64url')}`, ...newPkceSecrets() }
    await this.attempts.upsert(uid, { ...attempt }, GOOGLE_ATTEMPT_TTL_S)
    return this.client.authorizationUrl({ scope: 'openid email profile', ...attempt })
  }

  /**
   * Google's answer for the interaction `uid` (the query of its redirect). The kept attempt is
   * used once: gone after this, whatever the answer.
   */
  async complete(uid: string, query: Record<string, unknown>): Promise<GoogleOutcome> {
    const stored = (await this.attempts.find(uid)) as Partial<Attempt> | undefined
    await this.attempts.destroy(uid)
    const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : undefined)
    const state = text('state')
    if (!stored?.state || !stored.codeVerifier || !stored.nonce || state === undefined || !sameText(state, stored.state))
      return { ok: false, reason: 'invalid' }
    if (text('error') !== undefined) return { ok: false, reason: text('error') === 'access_denied' ? 'denied' : 'invalid' }
    const code = text('code')
    if (!code) return { ok: false, reason: 'invalid' }

    let claims: TokenSet['claims']
    try {
      claims = (await this.client.redeemCode({ code, codeVerifier: stored.codeVerifier, nonce: stored.nonce, iss: text('iss') })).claims
    } catch (error) {
      return { ok: false, reason: error instanceof OidcError && error.kind === 'unavailable' ? 'unavailable' : 'invalid' }
    }
    const email = typeof claims?.email === 'string' ? claims.email.trim() : ''
    if (!email) return { ok: false, reason: 'no-email' }
    // Only Google's word that the address is its user's counts: `email_verified` true, nothing else.
    if (claims?.email_verified !== true) return { ok: false, reason: 'unverified', email }
    const employee = await findEmployeeByEmail(this.db, email)
    return employee ? { ok: true, employee } : { ok: false, reason: 'unknown-email', email }
  }
}
