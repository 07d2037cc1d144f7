import * as oauth from 'oauth4webapi'

/** A fetch that never leaves the process (the embedded provider answers through app.inject). */
export type InProcessFetch = (url: string, init: oauth.CustomFetchOptions<string, unknown>) => Promise<Response>

export interface OidcClientOptions {
  issuer: string
  clientId: string
  clientSecret: string
  redirectUri: string
  postLogoutRedirectUri: string
  /** Set for the embedded provider: its endpoints are called in-process, never over the network. */
  inProcessFetch?: InProcessFetch
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

/**
 * The server's side of decision 2, in the shape of panva/oauth4webapi's examples: a confidential
 * client (client_secret_basic) redeeming the browser's code and PKCE verifier, refreshing, checking
 * JWT access tokens (RFC 9068) and building the end-session URL.
 */
export class OidcClient {
  private readonly issuer: URL
  private readonly client: oauth.Client
  private readonly clientAuth: oauth.ClientAuth
  private readonly http: oauth.HttpRequestOptions<'GET' | 'POST', unknown>
  private metadata: Promise<oauth.AuthorizationServer> | undefined

  constructor(private readonly options: OidcClientOptions) {
    this.issuer = new URL(options.issuer)
    this.client = { client_id: options.clientId }
    this.clientAuth = oauth.ClientSecretBasic(options.clientSecret)
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

  /** Redeems the code the browser got, checking the ID token's issuer, audience and nonce. */
  async redeemCode(input: { code: string; codeVerifier: string; nonce: string; iss?: string | undefined }): Promise<TokenSet> {
    try {
      const as = await this.discover()
      const parameters = new URLSearchParams({ code: input.code })
      if (input.iss !== undefined) parameters.set('iss', input.iss)
      // The browser already compared `state` before posting here.
      const callback = oauth.validateAuthResponse(as, this.client, parameters, oauth.skipStateCheck)
      const response = await oauth.authorizationCodeGrantRequest(
        as,
        this.client,
        this.clientAuth,
        callback,
        this.options.redirectUri,
        input.codeVerifier,
        this.http as oauth.TokenEndpointRequestOptions,
      )
      const result = await oauth.processAuthorizationCodeResponse(as, this.client, response, {
        expectedNonce: input.nonce,
        requireIdToken: true,
      })
      return toTokenSet(result)
    } catch (error) {
      throw classify(error)
    }
  }

  async refresh(refreshToken: string): Promise<TokenSet> {
    try {
      const as = await this.discover()
      const response = await oauth.refreshTokenGrantRequest(
        as,
        this.client,
        this.clientAuth,
        refreshToken,
        this.http as oauth.TokenEndpointRequestOptions,
      )
      return toTokenSet(await oauth.processRefreshTokenResponse(as, this.client, response))
    } catch (error) {
      throw classify(error)
    }
  }

  /** Validates a JWT access token (signature by the JWKS, issuer, audience = our client id, expiry). */
  async validateAccessToken(accessToken: string): Promise<oauth.JWTAccessTokenClaims> {
    try {
      const as = await this.discover()
      const request = new Request('http://resource.invalid/', { headers: { authorization: `Bearer ${accessToken}` } })
      return await oauth.validateJwtAccessToken(as, request, this.options.clientId, {
        ...(this.http as oauth.ValidateJWTAccessTokenOptions),
        signingAlgorithms: ['RS256', 'PS256', 'ES256'],
      })
    } catch (error) {
      throw classify(error)
    }
  }

  /** Revokes a token (RFC 7009); a provider without a revocation endpoint is left alone. */
  async revoke(token: string): Promise<void> {
    try {
      const as = await this.discover()
      if (!as.revocation_endpoint) return
      const response = await oauth.revocationRequest(as, this.client, this.clientAuth, token, this.http as oauth.RevocationRequestOptions)
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
    return url.href
  }
}
