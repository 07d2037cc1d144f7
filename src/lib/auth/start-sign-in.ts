import * as oauth from 'oauth4webapi'
import { appConfig } from '@/lib/config'
import { AUTH_STORAGE_PREFIX, authStorageKeys, SIGN_IN_SCOPE } from '@/shared/sign-in-flow'
import { saveRedirectRoute, type SavedRoute } from './redirect-route'

export { AUTH_STORAGE_PREFIX, authStorageKeys, SIGN_IN_SCOPE }

/** Drops every `auth.` entry: the flow's secrets are single-use. */
export function clearAuthStorage(storage: Storage = sessionStorage): void {
  for (const key of Object.keys(storage)) if (key.startsWith(AUTH_STORAGE_PREFIX)) storage.removeItem(key)
}

export interface SignInSettings {
  issuer: URL
  clientId: string
  redirectUri: string
}

/** The configured provider (Keycloak's realm URL), else the embedded one of this origin. */
export function signInSettings(origin: string = window.location.origin): SignInSettings {
  return {
    issuer: new URL(appConfig.oidcIssuer ?? `${origin}/idp/realms/master`),
    clientId: appConfig.oidcClientId,
    redirectUri: `${origin}/login`,
  }
}

export class SignInUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Sign-in service unavailable', { cause })
    this.name = 'SignInUnavailableError'
  }
}

export interface StartSignInOptions {
  settings?: SignInSettings
  /** Leaves for the provider; replaceable so a test can see where it would go. */
  navigate?: (url: string) => void
}

/**
 * Starts the authorization-code flow with PKCE (decision 2): saves where to come back to, keeps
 * verifier, state and nonce in sessionStorage for `/login` to check, and leaves for the identity
 * provider. Throws SignInUnavailableError when the provider's discovery document cannot be read.
 */
export async function startSignIn(route: SavedRoute | null, options: StartSignInOptions = {}): Promise<void> {
  const settings = options.settings ?? signInSettings()
  let as: oauth.AuthorizationServer
  try {
    const response = await oauth.discoveryRequest(settings.issuer, {
      algorithm: 'oidc',
      // Plain http is only ever the app's own origin in development and tests.
      [oauth.allowInsecureRequests]: settings.issuer.protocol === 'http:',
    })
    as = await oauth.processDiscoveryResponse(settings.issuer, response)
  } catch (cause) {
    throw new SignInUnavailableError(cause)
  }
  if (!as.authorization_endpoint) throw new SignInUnavailableError(new Error('No authorization_endpoint'))

  const codeVerifier = oauth.generateRandomCodeVerifier()
  const codeChallenge = await oauth.calculatePKCECodeChallenge(codeVerifier)
  const state = oauth.generateRandomState()
  const nonce = oauth.generateRandomNonce()
  sessionStorage.setItem(authStorageKeys.codeVerifier, codeVerifier)
  sessionStorage.setItem(authStorageKeys.state, state)
  sessionStorage.setItem(authStorageKeys.nonce, nonce)
  if (as.authorization_response_iss_parameter_supported) sessionStorage.setItem(authStorageKeys.issRequired, '1')
  else sessionStorage.removeItem(authStorageKeys.issRequired)

  if (route) saveRedirectRoute(route)

  const url = new URL(as.authorization_endpoint)
  url.searchParams.set('client_id', settings.clientId)
  url.searchParams.set('redirect_uri', settings.redirectUri)
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('scope', SIGN_IN_SCOPE)
  url.searchParams.set('code_challenge', codeChallenge)
  url.searchParams.set('code_challenge_method', 'S256')
  url.searchParams.set('state', state)
  url.searchParams.set('nonce', nonce)
  const navigate = options.navigate ?? ((href: string) => window.location.assign(href))
  navigate(url.href)
}
