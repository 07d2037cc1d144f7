import type { Kysely } from 'kysely'
import Provider, { errors, type Client, type Grant, type KoaContextWithOIDC } from 'oidc-provider'
import type { AppConfig } from '../config'
import type { Database } from '../db/schema'
import { accessTokenClaims, claimsByScope, findAccount } from './accounts'
import { KyselyAdapter } from './adapter'
import { renderErrorPage, renderLoggedOutPage, renderLogoutPage } from './pages'
import type { IdpSecrets } from './secrets'

/** Keycloak's endpoint paths below the realm, so clients configured for one work with the other. */
export const keycloakRoutes = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  jwks: '/protocol/openid-connect/certs',
  userinfo: '/protocol/openid-connect/userinfo',
  end_session: '/protocol/openid-connect/logout',
  revocation: '/protocol/openid-connect/revoke',
  introspection: '/protocol/openid-connect/token/introspect',
} as const

/**
 * The spec's scopes, and only them: no `offline_access`. Our client gets a refresh token without
 * asking for it (issueRefreshToken below), as Keycloak's clients do by default.
 */
export const SCOPES = ['openid', 'profile', 'email'] as const
/** What the access token for our API may carry. */
const API_SCOPE = 'openid profile email'

/** Like Keycloak's default SSO Session Max: a browser signed in at the provider stays so 10 hours. */
const PROVIDER_SESSION_TTL_S = 10 * 60 * 60

/** Resource indicator of our API: access tokens are JWTs for it, with audience = client id. */
export function apiResource(config: AppConfig): string {
  return `${config.publicUrl}/api`
}

export function interactionPath(config: AppConfig, uid = ':uid'): string {
  return `${new URL(config.oidc.issuer).pathname}/interaction/${uid}`
}

/**
 * Consent is the product's own business (first-party client): the grant always covers what the
 * client asked for within the configured scopes, so no consent screen ever shows.
 */
async function firstPartyGrant(ctx: KoaContextWithOIDC, resource: string): Promise<Grant | undefined> {
  const { oidc } = ctx
  if (!oidc.client || !oidc.account) return undefined
  const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId)
  let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined
  if (!grant || grant.accountId !== oidc.account.accountId) {
    grant = new oidc.provider.Grant({ accountId: oidc.account.accountId, clientId: oidc.client.clientId })
  }
  grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '))
  if (oidc.requestParamClaims.size > 0) grant.addOIDCClaims([...oidc.requestParamClaims])
  for (const [indicator, server] of Object.entries(oidc.resourceServers)) {
    if (indicator !== resource) continue
    const scopes = [...oidc.requestParamScopes].filter((s) => server.scopes.has(s))
    if (scopes.length > 0) grant.addResourceScope(indicator, scopes.join(' '))
  }
  await grant.save()
  return grant
}

/**
 * Whether an end-session request proves it comes from the signed-in app (decision 022): an
 * id_token_hint (which the provider has validated by then: its signature, issuer and audience) for
 * the account of this browser's provider session. Only then does the page sign out by itself; a
 * cross-site link without it gets a page that asks.
 */
function hintNamesSession(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.entities?.IdTokenHint?.payload
  const accountId = ctx.oidc.session.accountId
  return typeof ctx.oidc.params?.id_token_hint === 'string' && hint?.sub !== undefined && accountId !== undefined && hint.sub === accountId
}

export function createProvider(config: AppConfig, db: Kysely<Database>, secrets: IdpSecrets): Provider {
  const { oidc } = config
  const product = config.public.productName
  const homeUrl = oidc.postLogoutRedirectUri
  const resource = apiResource(config)
  const cookiePrefix = config.public.cookiePrefix

  const provider = new Provider(oidc.issuer, {
    adapter: (name: string) => new KyselyAdapter(db, name),
    clients: [
      {
        client_id: oidc.clientId,
        client_secret: secrets.clientSecret,
        client_name: product,
        redirect_uris: [oidc.redirectUri],
        post_logout_redirect_uris: [oidc.postLogoutRedirectUri],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        scope: SCOPES.join(' '),
      },
    ],
    findAccount: (_ctx, sub) => findAccount(db, sub),
    // The account's roles in the JWT access tokens too (a Bearer caller is checked by them).
    extraTokenClaims: (_ctx: KoaContextWithOIDC, token: { accountId?: string }) => accessTokenClaims(db, token.accountId),
    jwks: secrets.jwks,
    cookies: {
      keys: secrets.cookieKeys,
      names: {
        session: `${cookiePrefix}idp_session`,
        interaction: `${cookiePrefix}idp_interaction`,
        resume: `${cookiePrefix}idp_resume`,
      },
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    claims: {
      openid: [...claimsByScope.openid],
      profile: [...claimsByScope.profile],
      email: [...claimsByScope.email],
      acr: null,
      sid: null,
      auth_time: null,
      iss: null,
    },
    scopes: [...SCOPES],
    responseTypes: ['code'],
    pkce: { required: () => true },
    routes: keycloakRoutes,
    clientAuthMethods: ['client_secret_basic', 'client_secret_post'],
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        // A client may revoke only tokens issued to itself (the library's default, made explicit).
        allowedPolicy: async (_ctx: unknown, client: { clientId: string }, token: { clientId?: string }) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      pushedAuthorizationRequests: { enabled: false },
      dPoP: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        // The token request names no resource: the one granted at authorization applies.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: KoaContextWithOIDC, indicator: string) => {
          if (indicator !== resource) throw new errors.InvalidTarget()
          return {
            scope: API_SCOPE,
            audience: oidc.clientId,
            accessTokenTTL: oidc.accessTokenTtl,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          }
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html'
          ctx.body = renderLogoutPage({ product, homeUrl, form, confirmed: hintNamesSession(ctx) })
        },
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html'
          ctx.body = renderLoggedOutPage({ product, homeUrl })
        },
      },
    },
    interactions: { url: (_ctx, interaction) => interactionPath(config, interaction.uid) },
    loadExistingGrant: (ctx) => firstPartyGrant(ctx, resource),
    // No offline_access (the spec's scopes are openid, profile and email; the provider would grant
    // it only with prompt=consent, OIDC Core 11, which a first-party client never shows): our
    // client gets a refresh token because its grant types allow one, and its tokens outlive the
    // provider's browser session: the app session lasts the refresh token's lifetime.
    // RP-initiated logout still revokes them.
    issueRefreshToken: (_ctx: KoaContextWithOIDC, client: Client) => client.grantTypeAllowed('refresh_token'),
    expiresWithSession: () => false,
    // Rotated at every use: a stolen refresh token works once at most, and its reuse revokes the grant.
    rotateRefreshToken: true,
    ttl: {
      AccessToken: oidc.accessTokenTtl,
      IdToken: oidc.accessTokenTtl,
      AuthorizationCode: 60,
      RefreshToken: oidc.refreshTokenTtl,
      Grant: oidc.refreshTokenTtl,
      Session: PROVIDER_SESSION_TTL_S,
      Interaction: 30 * 60,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html'
      ctx.body = renderErrorPage({ product, homeUrl, details: out.error_description ?? out.error })
    },
    enabledJWA: {
      idTokenSigningAlgValues: ['RS256'],
      userinfoSigningAlgValues: ['RS256'],
    },
  })
  // Behind a TLS-terminating proxy (https PUBLIC_URL) the provider trusts X-Forwarded-Proto, so
  // its cookies are marked Secure.
  provider.proxy = config.publicUrl.startsWith('https:')
  return provider
}
