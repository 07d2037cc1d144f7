import * as oauth from 'oauth4webapi'
import { authApi, type SessionUser } from '@/contract/auth'
import { isApiError } from '@/lib/api/api-error'
import { callApi, type ApiClientDeps } from '@/lib/api/client'
import type { Auth } from './auth'
import { restoreTarget, takeRedirectRoute, type RestoreTarget } from './redirect-route'
import { authStorageKeys, clearAuthStorage, signInSettings, type SignInSettings } from './start-sign-in'
import { writeUserId } from './user-id-cookie'

/**
 * Why /login could not complete the sign-in:
 * - provider: the provider answered with an error (cancelled, denied);
 * - state: the answer does not belong to a sign-in this tab started (state, issuer, or no flow);
 * - refused: the server did not accept the code (expired, reused, wrong verifier);
 * - network: no answer from the server.
 */
export type SignInFailure = 'provider' | 'state' | 'refused' | 'network'

export class SignInCallbackError extends Error {
  readonly reason: SignInFailure

  constructor(reason: SignInFailure, cause?: unknown) {
    super(`Sign-in could not be completed (${reason})`, { cause })
    this.name = 'SignInCallbackError'
    this.reason = reason
  }
}

export interface CompleteSignInDeps extends ApiClientDeps {
  storage?: Storage
  settings?: SignInSettings
}

/**
 * Checks the provider's answer against the state this tab kept (oauth4webapi), then hands code,
 * verifier and nonce to the server, which redeems them (decision 2). The flow's sessionStorage
 * entries are single-use: they are gone afterwards, whatever the outcome.
 */
export async function completeSignIn(searchStr: string, deps: CompleteSignInDeps = {}): Promise<SessionUser> {
  const storage = deps.storage ?? sessionStorage
  const codeVerifier = storage.getItem(authStorageKeys.codeVerifier)
  const state = storage.getItem(authStorageKeys.state)
  const nonce = storage.getItem(authStorageKeys.nonce)
  const issRequired = storage.getItem(authStorageKeys.issRequired) === '1'
  clearAuthStorage(storage)

  const answer = new URLSearchParams(searchStr)
  if (answer.has('error')) throw new SignInCallbackError('provider')
  if (!codeVerifier || !state || !nonce) throw new SignInCallbackError('state')

  const settings = deps.settings ?? signInSettings()
  const as: oauth.AuthorizationServer = { issuer: settings.issuer.href, authorization_response_iss_parameter_supported: issRequired }
  let params: URLSearchParams
  try {
    params = oauth.validateAuthResponse(as, { client_id: settings.clientId }, answer, state)
  } catch (cause) {
    throw new SignInCallbackError(cause instanceof oauth.AuthorizationResponseError ? 'provider' : 'state', cause)
  }

  const code = params.get('code')
  if (!code) throw new SignInCallbackError('state')
  const iss = params.get('iss')
  try {
    const response = await callApi(authApi.ssoCallback, { body: { code, code_verifier: codeVerifier, nonce, ...(iss ? { iss } : {}) } }, deps)
    return response.data
  } catch (cause) {
    throw new SignInCallbackError(isApiError(cause) && !cause.isNetworkError ? 'refused' : 'network', cause)
  }
}

const completions = new Map<string, Promise<RestoreTarget>>()

/**
 * The whole of /login: complete the sign-in, drop another user's cached data (shared devices),
 * keep the user id, validate the token, then return where to go (the saved route, once, or '/').
 * One run per answer: React's development double effects, or a re-render, must not redeem the
 * same code twice.
 */
export function finishSignIn(searchStr: string, auth: Auth, deps: CompleteSignInDeps = {}): Promise<RestoreTarget> {
  let run = completions.get(searchStr)
  if (!run) {
    run = (async () => {
      const user = await completeSignIn(searchStr, deps)
      await auth.adoptUser(user.id)
      writeUserId(user.id)
      const status = await auth.validateToken()
      // Invalid: the message shows on the home page while the logout follows.
      if (status === 'invalid') return { href: '/' }
      // The new session does not hold (sign-in would loop): say so here.
      if (status === 'ended') throw new SignInCallbackError('refused')
      if (status === 'expired') return new Promise<never>(() => undefined)
      return restoreTarget(takeRedirectRoute(), auth.routesById() ?? {})
    })()
    completions.set(searchStr, run)
  }
  return run
}
