import * as oauth from 'oauth4webapi'

/** A fetch that never leaves the process (the embedded provider answers through app.inject). */
export type InProcessFetch = (url: string, init: oauth.CustomFetchOptions<string, unknown>) => Promise<Response>

/** How the client proves itself at the token and revocation endpoints (RFC 6749 §2.3.1, OIDC Core 9). */
export type ClientAuthMethod = 'client_secret_basic' | 'client_secret_post'
export const clientAuthMethods = ['client_secret_basic', 'client_secret_post'] as const satisfies readonly ClientAuthMethod[]

export interface OidcClientOptions {
  issuer: string
  clientId: string
  clientSecret: string
  redirectUri: string
  postLogoutRedirectUri: string
  /** Set for the embedded provider: its endpoints are called in-process, never over the network. */
  inProcessFetch?: InProcessFetch
  /**
   * OIDC_CLIENT_AUTH_METHOD: how to authenticate at the token endpoint. Unset: chosen from the
   * provider's `token_endpoint_auth_methods_supported` (see chooseClientAuthMethod).
   */
  clientAuthMethod?: ClientAuthMethod | undefined
  /**
   * Set: access tokens must be RFC 9068 JWTs for this audience (the embedded provider: our client
   * id; OIDC_ACCESS_TOKEN_AUDIENCE for an external one). Unset: the access token is opaque to us,
   * and the provider's userinfo endpoint (or a refresh) proves it alive.
   */
  accessTokenAudience?: string | undefined
}

/**
 * Whether a value goes into HTTP Basic credentials unchanged whether or not the provider
 * form-decodes them: nothing a form decoder would change ('%', '+'), and for the client id no ':'
 * (the separator). RFC 6749 §2.3.1 asks for form-encoding; many providers (glewlwyd, older
 * Keycloak adapters, several appliances) do not decode, and for the characters ids and secrets
 * usually have both readings agree, so such values are sent as they are.
 */
export function basicSafe(value: string, role: 'id' | 'secret'): boolean {
  return !/[%+]/.test(value) && (role === 'secret' || !value.includes(':'))
}

/**
 * The client authentication to use: the setting when given; else from discovery (absent means
 * client_secret_basic, OIDC Discovery 3): basic when offered and the id and secret travel in it
 * unchanged, else client_secret_post when offered, else basic form-encoded as RFC 6749 asks.
 */
export function chooseClientAuthMethod(
  supported: readonly string[] | undefined,
  credentials: { clientId: string; clientSecret: string },
  configured?: ClientAuthMethod,
): { method: ClientAuthMethod; formEncoded: boolean } {
  const safe = basicSafe(credentials.clientId, 'id') && basicSafe(credentials.clientSecret, 'secret')
  if (configured) return { method: configured, formEncoded: configured === 'client_secret_basic' && !safe }
  const offered = supported ?? ['client_secret_basic']
  const basic = offered.includes('client_secret_basic')
  const post = offered.includes('client_secret_post')
  if (basic && safe) return { method: 'client_secret_basic', formEncoded: false }
  if (post) return { method: 'client_secret_post', formEncoded: false }
  return { method: 'client_secret_basic', formEncoded: !safe }
}

/** HTTP Basic client authentication with the id and secret as they are (see basicSafe). */
function plainClientSecretBasic(clientSecret: string): oauth.ClientAuth {
  return (_as, client, _body, headers) => {
    headers.set('authorization', `Basic ${Buffer.from(`${client.client_id}:${clientSecret}`, 'utf8').toString('base64')}`)
  }
}

/**
 * Why a call failed, as the caller must answer it: the provider refused (a bad or used code, a
 * wrong PKCE verifier, a revoked refresh token), its answer did not validate (nonce, issuer,
 * audience, signature, expiry), or it could not be reached.
 */
export class OidcError extends Error {
  constructor(
    readonly kind: 'rejected' | 'invalid' | 'unavailable',
    options: { cause: unknown },
  ) {
    super(`OIDC ${kind}: ${options.cause instanceof Error ? options.cause.message : String(options.cause)}`, options)
    this.name = 'OidcError'
  }

  /** A token that failed only because its time ran out (exp in the past). */
  get expired(): boolean {
    return this.cause instanceof oauth.OperationProcessingError && this.cause.code === oauth.JWT_TIMESTAMP_CHECK
  }
}

export interface TokenSet {
  accessToken: string
  refreshToken: string | null
  idToken: string | null
  /** Seconds, as the token endpoint said (undefined when it did not). */
  expiresIn: number | undefined
  /** Keycloak's refresh-token lifetime in seconds, when it sends one. */
  refreshExpiresIn: number | undefined
  /** Validated ID token claims (present after a code redemption). */
  claims: oauth.IDToken | undefined
}

function classify(error: unknown): OidcError {
  if (error instanceof OidcError) return error
  if (error instanceof oauth.ResponseBodyError || error instanceof oauth.AuthorizationResponseError || error instanceof oauth.WWWAuthenticateChallengeError) {
    return new OidcError('rejected', { cause: error })
  }
  if (error instanceof oauth.OperationProcessingError || error instanceof oauth.UnsupportedOperationError) {
    return new OidcError('invalid', { cause: error })
  }
  return new OidcError('unavailable', { cause: error })
}

function toTokenSet(response: oauth.TokenEndpointResponse): TokenSet {
  const refreshExpires = response.refresh_expires_in
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token ?? null,
    idToken: response.id_token ?? null,
    expiresIn: response.expires_in,
    refreshExpiresIn: typeof refreshExpires === 'number' && refreshExpires > 0 ? refreshExpires : undefined,
    claims: oauth.getValidatedIdTokenClaims(response),
  }
}

/** A fresh PKCE code verifier and nonce for a sign-in the server starts (oauth4webapi's generators). */
export function newPkceSecrets(): { codeVerifier: string; nonce: string } {
  return { codeVerifier: oauth.generateRandomCodeVerifier(), nonce: oauth.generateRandomNonce() }
}

/** What the provider's userinfo endpoint said of an access token. */
export type UserinfoAnswer = 'accepted' | 'refused' | 'no-endpoint'

/**
 * The server's side of decisions 2 and 023, in the shape of panva/oauth4webapi's examples: a
 * confidential client redeeming the browser's code and PKCE verifier (the ID token checked as
 * OpenID Connect Core 3.1.3.7 asks, its signature against the provider's JWKS included),
 * refreshing, proving an access token alive (an RFC 9068 JWT check when configured, else the
 * userinfo endpoint) and building the end-session URL.
 */
export class OidcClient {
  private readonly issuer: URL
  private readonly client: oauth.Client
  private readonly http: oauth.HttpRequestOptions<'GET' | 'POST', unknown>
  private metadata: Promise<oauth.AuthorizationServer> | undefined
  private auth: Promise<{ method: ClientAuthMethod; formEncoded: boolean; clientAuth: oauth.ClientAuth }> | undefined

  constructor(private readonly options: OidcClientOptions) {
    this.issuer = new URL(options.issuer)
    this.client = { client_id: options.clientId }
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(this.issuer.hostname)
    this.http = {
      // Plain http only where it cannot cross a network: in-process, or this machine.
      [oauth.allowInsecureRequests]: options.inProcessFetch !== undefined || local,
      ...(options.inProcessFetch ? { [oauth.customFetch]: options.inProcessFetch } : {}),
      signal: () => AbortSignal.timeout(10_000),
    }
  }

  /** The provider's metadata, fetched once (again after a failure). */
  discover(): Promise<oauth.AuthorizationServer> {
    this.metadata ??= (async () => {
      const response = await oauth.discoveryRequest(this.issuer, { ...this.http, algorithm: 'oidc' } as oauth.DiscoveryRequestOptions)
      return oauth.processDiscoveryResponse(this.issuer, response)
    })().catch((error: unknown) => {
      this.metadata = undefined
      // Whatever went wrong (network, plain http refused, bad metadata), sign-in is unavailable.
      throw new OidcError('unavailable', { cause: error })
    })
    return this.metadata
  }

  /** The client authentication in use (decided once, from the setting or discovery). */
  clientAuthentication(): Promise<{ method: ClientAuthMethod; formEncoded: boolean; clientAuth: oauth.ClientAuth }> {
    this.auth ??= this.discover().then((as) => {
      const { clientId, clientSecret, clientAuthMethod } = this.options
      const chosen = chooseClientAuthMethod(as.token_endpoint_auth_methods_supported, { clientId, clientSecret }, clientAuthMethod)
      const clientAuth =
        chosen.method === 'client_secret_post'
          ? oauth.ClientSecretPost(clientSecret)
          : chosen.formEncoded
            ? oauth.ClientSecretBasic(clientSecret)
            : plainClientSecretBasic(clientSecret)
      return { ...chosen, clientAuth }
    })
    this.auth.catch(() => (this.auth = undefined))
    return this.auth
  }

  /**
   * The provider's authorization URL for a code flow with PKCE S256, `state` and `nonce`, for a
   * sign-in the server starts itself (the embedded provider's federation to Google, decision 028).
   * Throws OidcError('unavailable') when discovery fails or names no authorization endpoint.
   */
  async authorizationUrl(input: { scope: string; state: string; nonce: string; codeVerifier: string }): Promise<string> {
    const as = await this.discover()
    if (!as.authorization_endpoint) throw new OidcError('unavailable', { cause: new Error('no authorization_endpoint in discovery') })
    const url = new URL(as.authorization_endpoint)
    url.search = new URLSearchParams({
      client_id: this.options.clientId,
      redirect_uri: this.options.redirectUri,
      response_type: 'code',
      scope: input.scope,
      state: input.state,
      nonce: input.nonce,
      code_challenge: await oauth.calculatePKCECodeChallenge(input.codeVerifier),
      code_challenge_method: 'S256',
    }).toString()
    return url.href
  }

  /** Whether access tokens are checked as RFC 9068 JWTs (else they are opaque to this server). */
  get checksJwtAccessTokens(): boolean {
    return this.options.accessTokenAudience !== undefined
  }

  /** Redeems the code the browser got, checking the ID token's issuer, audience, nonce, expiry and signature. */
  async redeemCode(input: { code: string; codeVerifier: string; nonce: string; iss?: string | undefined }): Promise<TokenSet> {
    try {
      const as = await this.discover()
      const parameters = new URLSearchParams({ code: input.code })
      if (input.iss !== undefined) parameters.set('iss', input.iss)
      // The browser already compared `state` before posting here.
      const callback = oauth.validateAuthResponse(as, this.client, parameters, oauth.skipStateCheck)
      const { clientAuth } = await this.clientAuthentication()
      const response = await oauth.authorizationCodeGrantRequest(
        as,
        this.client,
        clientAuth,
        callback,
        this.options.redirectUri,
        input.codeVerifier,
        this.http as oauth.TokenEndpointRequestOptions,
      )
      // Issuer, audience (and azp), nonce, expiry and issued-at (OIDC Core 3.1.3.7)…
      const result = await oauth.processAuthorizationCodeResponse(as, this.client, response, {
        expectedNonce: input.nonce,
        requireIdToken: true,
      })
      // …and the signature, by the provider's published keys: not only TLS vouches for it.
      await oauth.validateApplicationLevelSignature(as, response, this.http as oauth.ValidateSignatureOptions)
      return toTokenSet(result)
    } catch (error) {
      throw classify(error)
    }
  }

  async refresh(refreshToken: string): Promise<TokenSet> {
    try {
      const as = await this.discover()
      const { clientAuth } = await this.clientAuthentication()
      const response = await oauth.refreshTokenGrantRequest(as, this.client, clientAuth, refreshToken, this.http as oauth.TokenEndpointRequestOptions)
      const result = await oauth.processRefreshTokenResponse(as, this.client, response)
      if (result.id_token) await oauth.validateApplicationLevelSignature(as, response, this.http as oauth.ValidateSignatureOptions)
      return toTokenSet(result)
    } catch (error) {
      throw classify(error)
    }
  }

  /**
   * Validates a JWT access token (RFC 9068: signature by the JWKS, issuer, audience, expiry); only
   * where configured (checksJwtAccessTokens), else every token is refused as 'invalid'.
   */
  async validateAccessToken(accessToken: string): Promise<oauth.JWTAccessTokenClaims> {
    try {
      const audience = this.options.accessTokenAudience
      if (audience === undefined) throw new oauth.UnsupportedOperationError('access tokens are opaque to this client', { cause: undefined })
      const as = await this.discover()
      const request = new Request('http://resource.invalid/', { headers: { authorization: `Bearer ${accessToken}` } })
      return await oauth.validateJwtAccessToken(as, request, audience, {
        ...(this.http as oauth.ValidateJWTAccessTokenOptions),
        signingAlgorithms: ['RS256', 'PS256', 'ES256'],
      })
    } catch (error) {
      throw classify(error)
    }
  }

  /**
   * Asks the provider's userinfo endpoint whether it still takes this access token (OIDC Core
   * 5.3), the one check every OpenID provider offers whatever its access tokens look like. When
   * `subject` is given the answer must be about that user.
   */
  async userinfo(accessToken: string, subject?: string): Promise<UserinfoAnswer> {
    try {
      const as = await this.discover()
      if (!as.userinfo_endpoint) return 'no-endpoint'
      const response = await oauth.userInfoRequest(as, this.client, accessToken, this.http as oauth.UserInfoRequestOptions)
      if (response.status === 401 || response.status === 403) return 'refused'
      await oauth.processUserInfoResponse(as, this.client, subject ?? oauth.skipSubjectCheck, response)
      return 'accepted'
    } catch (error) {
      const classified = classify(error)
      if (classified.kind === 'unavailable') throw classified
      return 'refused'
    }
  }

  /** Revokes a token (RFC 7009); a provider without a revocation endpoint is left alone. */
  async revoke(token: string): Promise<void> {
    try {
      const as = await this.discover()
      if (!as.revocation_endpoint) return
      const { clientAuth } = await this.clientAuthentication()
      const response = await oauth.revocationRequest(as, this.client, clientAuth, token, this.http as oauth.RevocationRequestOptions)
      await oauth.processRevocationResponse(response)
    } catch (error) {
      throw classify(error)
    }
  }

  /** RP-initiated logout URL, or null when the provider has no end_session_endpoint. */
  async endSessionUrl(idToken: string | null): Promise<string | null> {
    const as = await this.discover()
    if (!as.end_session_endpoint) return null
    const url = new URL(as.end_session_endpoint)
    if (idToken) url.searchParams.set('id_token_hint', idToken)
    url.searchParams.set('post_logout_redirect_uri', this.options.postLogoutRedirectUri)
    url.searchParams.set('client_id', this.options.clientId)
    // RP-Initiated Logout's optional `state`: some providers (glewlwyd) send the browser back to
    // post_logout_redirect_uri only when the request carries one. Nothing here reads it back; the
    // embedded provider returns without it, so its logout lands on the bare home page.
    if (!this.options.inProcessFetch) url.searchParams.set('state', oauth.generateRandomState())
    return url.href
  }
}
