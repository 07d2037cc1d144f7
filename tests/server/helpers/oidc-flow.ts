import { createHash, createPrivateKey, generateKeyPairSync, randomBytes, sign } from 'node:crypto'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import type { AppConfig } from '../../../server/config'
import { accessTokenHash } from '../../../server/auth/sessions'
import { resolveSessionKey, TokenCipher } from '../../../server/auth/token-cipher'
import type { DatabaseHandle } from '../../../server/db/database'
import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '../../../src/shared/wire'
import { DEMO_PASSWORD } from './test-database'

/** Cookies as a browser would keep them for one origin (paths ignored: everything is ours). */
export class CookieJar {
  readonly cookies = new Map<string, string>()

  store(res: LightMyRequestResponse): void {
    const header = res.headers['set-cookie']
    for (const line of header === undefined ? [] : Array.isArray(header) ? header : [header]) {
      const [pair, ...attributes] = line.split(';')
      const eq = pair!.indexOf('=')
      const name = pair!.slice(0, eq).trim()
      const value = pair!.slice(eq + 1).trim()
      const expired = attributes.some((a) => {
        const [key, val = ''] = a.trim().split('=')
        return (key!.toLowerCase() === 'max-age' && Number(val) <= 0) || (key!.toLowerCase() === 'expires' && Date.parse(val) < Date.now())
      })
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  get(name: string): string | undefined {
    return this.cookies.get(name)
  }
}

/** An absolute URL of our origin (as the provider writes them) to the path app.inject wants. */
export function pathOf(location: string): string {
  const url = new URL(location, 'http://localhost:3000')
  return `${url.pathname}${url.search}`
}

export const pkce = () => {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

export interface Browser {
  jar: CookieJar
  /** Like app.inject, with this browser's cookies (and the ones it answers kept). */
  request(options: InjectOptions): Promise<LightMyRequestResponse>
  /** A state-changing API call as the app makes it (X-Requested-With). */
  send(options: InjectOptions): Promise<LightMyRequestResponse>
}

export function browser(app: FastifyInstance): Browser {
  const jar = new CookieJar()
  const request = async (options: InjectOptions) => {
    const cookie = jar.header()
    const res = await app.inject({ ...options, headers: { ...(cookie ? { cookie } : {}), ...options.headers } })
    jar.store(res)
    return res
  }
  return {
    jar,
    request,
    send: (options) => request({ ...options, headers: { [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE, ...options.headers } }),
  }
}

export interface AuthorizeResult {
  verifier: string
  nonce: string
  state: string
  /** Where the provider sent the browser: the login page (`/idp/realms/master/interaction/{uid}`), or straight back to /login when its session is still signed in. */
  location: string
  setCookie: string | string[] | undefined
}

/** The browser's first step: the authorization request with PKCE. */
export async function authorize(b: Browser, config: AppConfig, extra: Record<string, string> = {}): Promise<AuthorizeResult> {
  const { verifier, challenge } = pkce()
  const state = randomBytes(16).toString('base64url')
  const nonce = randomBytes(16).toString('base64url')
  const query = new URLSearchParams({
    client_id: config.oidc.clientId,
    redirect_uri: config.oidc.redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce,
    ...extra,
  })
  const res = await b.request({ method: 'GET', url: `/idp/realms/master/protocol/openid-connect/auth?${query}` })
  expect(res.statusCode).toBe(303)
  return { verifier, nonce, state, location: res.headers.location as string, setCookie: res.headers['set-cookie'] }
}

/** authorize() for a browser not signed in at the provider: ends on the login page, whose path it answers. */
export async function authorizeToLoginPage(b: Browser, config: AppConfig): Promise<AuthorizeResult & { interactionPath: string }> {
  const started = await authorize(b, config)
  const interactionPath = pathOf(started.location)
  expect(interactionPath).toMatch(/^\/idp\/realms\/master\/interaction\/[\w-]+$/)
  return { ...started, interactionPath }
}

export function submitLogin(b: Browser, interactionPath: string, username: string, password: string) {
  return b.request({
    method: 'POST',
    url: interactionPath,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  })
}

export interface CodeResult extends AuthorizeResult {
  code: string
  iss: string
}

/**
 * Authorization request → login page → login → consent-less redirect to /login?code=… (or
 * straight to the code when the provider's session is still signed in).
 */
export async function obtainCode(b: Browser, config: AppConfig, username: string, password = DEMO_PASSWORD): Promise<CodeResult> {
  const started = await authorize(b, config)
  let location = started.location
  if (pathOf(location).startsWith('/idp/realms/master/interaction/')) {
    expect((await b.request({ method: 'GET', url: pathOf(location) })).statusCode).toBe(200)
    const login = await submitLogin(b, pathOf(location), username, password)
    expect(login.statusCode).toBe(303)
    const resumed = await b.request({ method: 'GET', url: pathOf(login.headers.location as string) })
    expect(resumed.statusCode, resumed.body).toBe(303)
    location = resumed.headers.location as string
  }
  const callback = new URL(location)
  expect(`${callback.origin}${callback.pathname}`).toBe(config.oidc.redirectUri)
  expect(callback.searchParams.get('state')).toBe(started.state)
  return { ...started, code: callback.searchParams.get('code')!, iss: callback.searchParams.get('iss')! }
}

export function ssoCallback(b: Browser, body: Record<string, unknown>) {
  return b.send({ method: 'POST', url: '/api/platform/auth/sso-callback', payload: body })
}

/** The whole sign-in; resolves with the signed-in browser and the user the server answered. */
export async function signIn(app: FastifyInstance, config: AppConfig, username: string) {
  const b = browser(app)
  const result = await obtainCode(b, config, username)
  const res = await ssoCallback(b, { code: result.code, code_verifier: result.verifier, nonce: result.nonce, iss: result.iss })
  expect(res.statusCode).toBe(200)
  return { browser: b, user: res.json().data as { id: number; preferred_username: string } }
}

export { sessionCookieName } from '../../../server/http/session-cookie'
import { sessionCookieName } from '../../../server/http/session-cookie'

export function sessionHash(b: Browser, config: AppConfig): string {
  return createHash('sha256').update(b.jar.get(sessionCookieName(config))!).digest('hex')
}

/** The session row as stored: its tokens encrypted (decision 022). */
export async function rawSessionRowOf(database: DatabaseHandle, b: Browser, config: AppConfig) {
  return database.db.selectFrom('sessions').selectAll().where('id_hash', '=', sessionHash(b, config)).executeTakeFirstOrThrow()
}

/** The server's cipher of the session tokens, with the key it keeps (the test's DATA_DIR on SQLite, the database on PostgreSQL). */
export const sessionCipher = async (config: AppConfig, database: DatabaseHandle) => new TokenCipher(await resolveSessionKey(config, database))

/** The session row with its tokens decrypted, as the server sees it. */
export async function sessionRowOf(database: DatabaseHandle, b: Browser, config: AppConfig) {
  const row = await rawSessionRowOf(database, b, config)
  const cipher = await sessionCipher(config, database)
  const open = (value: string | null, column: string) => (value === null ? null : cipher.open(value, row.id_hash, column))
  return { ...row, access_token: open(row.access_token, 'access_token')!, refresh_token: open(row.refresh_token, 'refresh_token'), id_token: open(row.id_token, 'id_token') }
}

/** Stores `accessToken` as a session's current access token, encrypted as the server would. */
export async function storeAccessToken(database: DatabaseHandle, config: AppConfig, idHash: string, accessToken: string) {
  await database.db
    .updateTable('sessions')
    .set({ access_token: (await sessionCipher(config, database)).seal(accessToken, idHash, 'access_token'), access_token_hash: accessTokenHash(accessToken) })
    .where('id_hash', '=', idHash)
    .execute()
}

/** Signs a JWT with the provider's own key (or a stranger's with the same kid), for Bearer tests. */
export async function forgeAccessToken(
  database: DatabaseHandle,
  claims: Record<string, unknown>,
  options: { foreignKey?: boolean; typ?: string } = {},
): Promise<string> {
  const stored = await database.db.selectFrom('app_secrets').select('value').where('name', '=', 'oidc_jwks').executeTakeFirstOrThrow()
  const jwk = (JSON.parse(stored.value) as { keys: (Record<string, string> & { kid: string })[] }).keys[0]!
  const key = options.foreignKey ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey : createPrivateKey({ key: jwk, format: 'jwk' })
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const input = `${encode({ alg: 'RS256', typ: options.typ ?? 'at+jwt', kid: jwk.kid })}.${encode(claims)}`
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`
}
