import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A small OpenID provider on 127.0.0.1 for the server tests of an external OIDC_ISSUER (decision
 * 023), behaving like the independent providers the app must work with: opaque access tokens, a
 * userinfo endpoint, HTTP Basic credentials taken as they come (glewlwyd does not form-decode
 * them), and client authentication methods as the test sets them. Each ID token can be spoiled in
 * one way to see the sign-in refused.
 */
export type IdTokenFault = 'issuer' | 'audience' | 'nonce' | 'expired' | 'signature'

export interface TestProviderOptions {
  clientId: string
  clientSecret: string
  /** token_endpoint_auth_methods_supported in discovery; undefined leaves it out (the default, basic, applies). */
  authMethods?: string[] | undefined
  endSession?: boolean
  accessTokenTtl?: number
}

interface IssuedCode {
  nonce: string
  claims: Record<string, unknown>
  fault: IdTokenFault | undefined
}

export interface TokenRequestSeen {
  grantType: string
  /** How the client authenticated: the method and the id and secret exactly as received. */
  method: 'client_secret_basic' | 'client_secret_post' | 'none'
  clientId: string | undefined
  clientSecret: string | undefined
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

async function body(request: IncomingMessage): Promise<string> {
  let text = ''
  for await (const chunk of request) text += String(chunk)
  return text
}

export class TestProvider {
  readonly tokenRequests: TokenRequestSeen[] = []
  readonly userinfoCalls: string[] = []
  readonly revoked = new Set<string>()
  private readonly codes = new Map<string, IssuedCode>()
  /** Live access tokens → subject. */
  private readonly accessTokens = new Map<string, string>()
  /** Live refresh tokens → the claims of their sign-in. */
  private readonly refreshTokens = new Map<string, Record<string, unknown>>()
  private readonly key: KeyObject
  private readonly strangerKey: KeyObject
  private readonly kid = `test-${randomBytes(4).toString('hex')}`
  private server: Server | undefined
  issuer = ''

  constructor(readonly options: TestProviderOptions) {
    this.key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
    this.strangerKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      this.handle(request)
        .then(({ status, json, headers }) => {
          response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers })
          response.end(json === undefined ? '' : JSON.stringify(json))
        })
        .catch((error: unknown) => {
          response.writeHead(500)
          response.end(String(error))
        })
    })
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    this.issuer = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/realm`
    return this
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve))
  }

  /** What the browser would bring back from the login page: a code for these claims. */
  issueCode(input: { nonce: string; sub: string; claims?: Record<string, unknown>; fault?: IdTokenFault }): string {
    const code = randomBytes(16).toString('base64url')
    this.codes.set(code, { nonce: input.nonce, claims: { sub: input.sub, ...input.claims }, fault: input.fault })
    return code
  }

  /** The access tokens the provider still takes. */
  liveAccessTokens(): string[] {
    return [...this.accessTokens.keys()]
  }

  /** Ends the access tokens only (their lifetime ran out early); refresh tokens still work. */
  endAccessTokens(): void {
    this.accessTokens.clear()
  }

  /** Ends every token of the provider (an administrator's revocation). */
  revokeEverything(): void {
    for (const token of [...this.accessTokens.keys(), ...this.refreshTokens.keys()]) this.revoked.add(token)
    this.accessTokens.clear()
    this.refreshTokens.clear()
  }

  private idToken(claims: Record<string, unknown>, nonce: string | undefined, fault: IdTokenFault | undefined): string {
    const now = Math.floor(Date.now() / 1000)
    const payload = {
      iss: fault === 'issuer' ? `${this.issuer}-other` : this.issuer,
      aud: fault === 'audience' ? 'another-client' : this.options.clientId,
      iat: fault === 'expired' ? now - 7200 : now,
      exp: fault === 'expired' ? now - 3600 : now + 300,
      ...(nonce === undefined ? {} : { nonce: fault === 'nonce' ? 'another-nonce' : nonce }),
      ...claims,
    }
    const input = `${encode({ alg: 'RS256', typ: 'JWT', kid: this.kid })}.${encode(payload)}`
    const key = fault === 'signature' ? this.strangerKey : this.key
    return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`
  }

  private tokens(claims: Record<string, unknown>, nonce: string | undefined, fault: IdTokenFault | undefined) {
    // Opaque, like Google's or glewlwyd's as far as the app may know.
    const accessToken = randomBytes(24).toString('base64url')
    const refreshToken = randomBytes(24).toString('base64url')
    this.accessTokens.set(accessToken, String(claims.sub))
    this.refreshTokens.set(refreshToken, claims)
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: this.options.accessTokenTtl ?? 300,
      refresh_token: refreshToken,
      id_token: this.idToken(claims, nonce, fault),
    }
  }

  /** The client's credentials as sent; Basic is base64-decoded but never form-decoded (like glewlwyd). */
  private clientOf(request: IncomingMessage, form: URLSearchParams): TokenRequestSeen & { ok: boolean } {
    const authorization = request.headers.authorization
    let seen: TokenRequestSeen
    if (authorization?.startsWith('Basic ')) {
      const decoded = Buffer.from(authorization.slice(6), 'base64').toString('utf8')
      const colon = decoded.indexOf(':')
      seen = {
        grantType: form.get('grant_type') ?? '',
        method: 'client_secret_basic',
        clientId: decoded.slice(0, colon),
        clientSecret: decoded.slice(colon + 1),
      }
    } else if (form.has('client_secret')) {
      seen = {
        grantType: form.get('grant_type') ?? '',
        method: 'client_secret_post',
        clientId: form.get('client_id') ?? undefined,
        clientSecret: form.get('client_secret') ?? undefined,
      }
    } else {
      seen = { grantType: form.get('grant_type') ?? '', method: 'none', clientId: form.get('client_id') ?? undefined, clientSecret: undefined }
    }
    const allowed = this.options.authMethods ?? ['client_secret_basic']
    const ok = allowed.includes(seen.method) && seen.clientId === this.options.clientId && seen.clientSecret === this.options.clientSecret
    return { ...seen, ok }
  }

  private async handle(request: IncomingMessage): Promise<{ status: number; json?: unknown; headers?: Record<string, string> }> {
    const url = new URL(request.url ?? '/', this.issuer)
    const path = url.pathname.replace(/^\/realm/, '')
    if (request.method === 'GET' && path === '/.well-known/openid-configuration') {
      return {
        status: 200,
        json: {
          issuer: this.issuer,
          authorization_endpoint: `${this.issuer}/auth`,
          token_endpoint: `${this.issuer}/token`,
          jwks_uri: `${this.issuer}/jwks`,
          userinfo_endpoint: `${this.issuer}/userinfo`,
          revocation_endpoint: `${this.issuer}/revoke`,
          ...(this.options.endSession === false ? {} : { end_session_endpoint: `${this.issuer}/logout` }),
          ...(this.options.authMethods ? { token_endpoint_auth_methods_supported: this.options.authMethods } : {}),
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
        },
      }
    }
    if (request.method === 'GET' && path === '/jwks') {
      return {
        status: 200,
        json: {
          keys: [
            {
              ...this.key.export({ format: 'jwk' }),
              d: undefined,
              p: undefined,
              q: undefined,
              dp: undefined,
              dq: undefined,
              qi: undefined,
              kid: this.kid,
              alg: 'RS256',
              use: 'sig',
            },
          ],
        },
      }
    }
    if (request.method === 'GET' && path === '/userinfo') {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''
      this.userinfoCalls.push(token)
      const sub = this.accessTokens.get(token)
      if (!sub) return { status: 401, headers: { 'www-authenticate': 'Bearer error="invalid_token"' } }
      return { status: 200, json: { sub } }
    }
    if (request.method === 'POST' && (path === '/token' || path === '/revoke')) {
      const form = new URLSearchParams(await body(request))
      const client = this.clientOf(request, form)
      if (path === '/revoke') {
        if (!client.ok) return { status: 401, json: { error: 'invalid_client' } }
        const token = form.get('token') ?? ''
        this.revoked.add(token)
        this.refreshTokens.delete(token)
        this.accessTokens.delete(token)
        return { status: 200 }
      }
      const { ok, ...seen } = client
      this.tokenRequests.push(seen)
      if (!ok) return { status: 401, json: { error: 'invalid_client' } }
      if (form.get('grant_type') === 'authorization_code') {
        const issued = this.codes.get(form.get('code') ?? '')
        this.codes.delete(form.get('code') ?? '')
        if (!issued) return { status: 400, json: { error: 'invalid_grant' } }
        return { status: 200, json: this.tokens(issued.claims, issued.nonce, issued.fault) }
      }
      if (form.get('grant_type') === 'refresh_token') {
        const claims = this.refreshTokens.get(form.get('refresh_token') ?? '')
        if (!claims) return { status: 400, json: { error: 'invalid_grant' } }
        this.refreshTokens.delete(form.get('refresh_token') ?? '')
        return { status: 200, json: this.tokens(claims, undefined, undefined) }
      }
      return { status: 400, json: { error: 'unsupported_grant_type' } }
    }
    return { status: 404 }
  }
}
