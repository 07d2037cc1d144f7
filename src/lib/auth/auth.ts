import type { QueryClient } from '@tanstack/react-query'
import { authApi } from '@/contract/auth'
import { callApi, type ApiClientDeps } from '@/lib/api/client'
import { reportError } from '@/lib/errors/error-reporter'
import { id } from '@/lib/i18n/id'
import { clearOtherUsersCaches } from '@/lib/offline/user-caches'
import { removePersistedQueryCache } from '@/lib/query/persister'
import { userChanged } from '@/lib/user-changed'
import { setLoggingOut } from '@/lib/auth/auth-store'
import { showToast } from '@/lib/toast/toast-store'
import { isInvalidToken, isSessionFailure, setAuthFailureHandler } from './auth-errors'
import { routeOf, saveRedirectRoute, type RouteSnapshot, type SavedRoute } from './redirect-route'
import { adoptDeviceUser } from './device-user'
import { sessionQueryOptions } from './session-query'
import { readUserId, removeUserId, writeUserId } from './user-id-cookie'

/** Spec section 9: the logout after an invalid token waits this long, so the message is read. */
export const INVALID_TOKEN_LOGOUT_DELAY_MS = 3000
/** A validated session is trusted this long before guards ask the server again. */
export const VALIDATION_CACHE_MS = 5 * 60_000
/** A second restart this soon after the last one means sign-in does not stick: stop, do not loop. */
export const RESTART_LOOP_WINDOW_MS = 60_000
/** sessionStorage, outside the `auth.` flow entries that /login clears. */
export const RESTART_MARKER_KEY = 'sign-in.restarted_at'

/**
 * - valid: both validation calls passed; `signed-out`: no user-id cookie;
 * - invalid: the token is rejected (message shown, logout scheduled);
 * - expired: the session is gone and a new sign-in has started (the page is being left);
 * - ended: the session is gone and sign-in was just tried (a loop): the user is signed out;
 * - unverified: no answer (offline, server trouble); the page shows its own state.
 */
export type TokenStatus = 'valid' | 'signed-out' | 'invalid' | 'expired' | 'ended' | 'unverified'

export interface AuthDeps {
  queryClient: QueryClient
  fetch?: typeof fetch
  /** Leaves for the identity provider (the route is saved before). */
  startSignIn?: () => Promise<void>
  /** Leaves the app for `href` (provider logout, or a fresh start at /). */
  leave?: (href: string) => void
  clearPersistedCache?: () => Promise<void>
  /** Deletes the per-user Cache Storage caches of everyone but the given user (null: everyone's). */
  clearUserCaches?: (keepUserId: number | null) => Promise<unknown>
  setTimeout?: (callback: () => void, ms: number) => unknown
  now?: () => number
  storage?: Storage
  /** Where the device keeps whose data its caches hold (localStorage by default). */
  localStorage?: Storage
  /** Unsubscribes this device from Web Push (src/lib/push/web-push.ts by default). */
  disablePush?: () => Promise<void>
}

/** How long sign-out waits for the push service to forget this device before leaving anyway. */
const PUSH_STOP_WAIT_MS = 3000

/** Route id → route, as restoreTarget reads it. */
export type RoutesById = Record<string, { fullPath: string } | undefined>

export interface RouterLike {
  state: RouteSnapshot & { pendingMatches?: RouteSnapshot['matches'] }
  /** The router's typed map (an interface without index signature, hence `object`). */
  routesById: object
}

export interface Auth {
  /** The user-id cookie is there (spec: logged-in detection; the session query confirms it). */
  isLoggedIn(): boolean
  /** Saves `route` in the redirectUrl cookie (not for login/index) and leaves for the provider. */
  signIn(route: SavedRoute | null): Promise<void>
  /** A 401 or expired session: save the route and sign in again, once. False when it would loop. */
  restartSignIn(route: SavedRoute | null): boolean
  /** Sign-in completed for `userId`: another user's (or an unknown owner's) cached data is dropped first. */
  adoptUser(userId: number): Promise<void>
  /** Spec sections 7 and 8: the learning validation, then the general one. */
  validateToken(route?: SavedRoute | null): Promise<TokenStatus>
  /** 'Token tidak valid, silahkan login kembali', the user-id cookie removed, logout after 3 s. */
  rejectInvalidToken(): void
  logout(): Promise<void>
  /** Where the user is, for a 401 outside navigation; registers the 401 handler of the caches. */
  attachRouter(router: RouterLike): () => void
  routesById(): RoutesById | undefined
}

async function defaultStartSignIn(): Promise<void> {
  // Loaded on demand: oauth4webapi stays out of the first bundle.
  const { startSignIn } = await import('./start-sign-in')
  await startSignIn(null)
}

export function createAuth(deps: AuthDeps): Auth {
  const api: ApiClientDeps = deps.fetch ? { fetch: deps.fetch } : {}
  const now = deps.now ?? Date.now
  const later = deps.setTimeout ?? ((callback, ms) => setTimeout(callback, ms))
  const storage = () => deps.storage ?? sessionStorage
  let router: RouterLike | null = null
  let validUntil = 0
  let validating: Promise<TokenStatus> | null = null
  let restarting = false
  let logoutScheduled = false

  // validateToken writes the session answer straight into the cache; with these defaults that
  // entry is persisted like the session query's own (the header knows the user offline).
  const { queryKey: sessionKey, meta } = sessionQueryOptions()
  deps.queryClient.setQueryDefaults(sessionKey, { meta })

  const signIn = async (route: SavedRoute | null) => {
    if (route) saveRedirectRoute(route)
    await (deps.startSignIn ?? defaultStartSignIn)()
  }

  function currentRoute(): SavedRoute | null {
    if (!router) return null
    const { state } = router
    return routeOf({ matches: state.pendingMatches ?? state.matches, location: state.location })
  }

  function restartSignIn(route: SavedRoute | null): boolean {
    if (restarting) return true
    validUntil = 0
    removeUserId()
    const last = Number(storage().getItem(RESTART_MARKER_KEY) ?? 0)
    if (now() - last < RESTART_LOOP_WINDOW_MS) {
      storage().removeItem(RESTART_MARKER_KEY)
      showToast(id.auth.sessionEnded, { tone: 'info' })
      return false
    }
    restarting = true
    storage().setItem(RESTART_MARKER_KEY, String(now()))
    signIn(route).catch((error: unknown) => {
      restarting = false
      reportError(error, { source: 'sign-in' })
      showToast(id.auth.unavailable)
    })
    return true
  }

  async function logout(): Promise<void> {
    setLoggingOut(true)
    // This device stops getting the user's pushes (while the session can still say so).
    // Loaded here, not at start: most sessions never sign out.
    const stopPush = deps.disablePush ?? (() => import('@/lib/push/web-push').then((m) => m.disablePush()))
    await Promise.race([stopPush(), new Promise((resolve) => setTimeout(resolve, PUSH_STOP_WAIT_MS))]).catch((error: unknown) => reportError(error, { source: 'logout' }))
    removeUserId()
    validUntil = 0
    let endSessionUrl: string | null = null
    try {
      endSessionUrl = (await callApi(authApi.logout, {}, api)).data.end_session_url
    } catch (error) {
      // Offline or already ended: this device forgets the user either way.
      reportError(error, { source: 'logout' })
    }
    // Every store and cache of the user's (user info, the bell, the quiz in progress kept in local storage…).
    userChanged()
    deps.queryClient.clear()
    await (deps.clearPersistedCache ?? removePersistedQueryCache)().catch((error: unknown) => reportError(error, { source: 'logout' }))
    // The service worker's copies (learning metadata, saved media) go with the session: signed out, no user's stay.
    await (deps.clearUserCaches ?? clearOtherUsersCaches)(null).catch((error: unknown) => reportError(error, { source: 'logout' }))
    ;(deps.leave ?? ((href: string) => window.location.assign(href)))(endSessionUrl ?? '/')
  }

  function rejectInvalidToken(): void {
    validUntil = 0
    removeUserId()
    if (logoutScheduled) return
    logoutScheduled = true
    setLoggingOut(true)
    showToast(id.auth.invalidToken, { durationMs: INVALID_TOKEN_LOGOUT_DELAY_MS + 5000 })
    later(() => void logout(), INVALID_TOKEN_LOGOUT_DELAY_MS)
  }

  async function validate(route: SavedRoute | null): Promise<TokenStatus> {
    try {
      await callApi(authApi.learningValidation, {}, api)
      const session = await callApi(authApi.session, {}, api)
      // Section 5: token validation must return a user id; otherwise the token is invalid.
      if (!session.data.id) {
        rejectInvalidToken()
        return 'invalid'
      }
      writeUserId(session.data.id)
      deps.queryClient.setQueryData(sessionKey, session.data)
      validUntil = now() + VALIDATION_CACHE_MS
      storage().removeItem(RESTART_MARKER_KEY)
      return 'valid'
    } catch (error) {
      if (isInvalidToken(error)) {
        rejectInvalidToken()
        return 'invalid'
      }
      if (isSessionFailure(error)) return restartSignIn(route) ? 'expired' : 'ended'
      return 'unverified'
    }
  }

  return {
    isLoggedIn: () => readUserId() !== null,
    signIn,
    restartSignIn,
    validateToken(route = null) {
      if (readUserId() === null) return Promise.resolve('signed-out')
      if (now() < validUntil) return Promise.resolve('valid')
      validating ??= validate(route).finally(() => {
        validating = null
      })
      return validating
    },
    async adoptUser(userId) {
      const { queryClient, clearPersistedCache, clearUserCaches, localStorage: storage } = deps
      // A validation still trusted here was another user's session.
      if (await adoptDeviceUser(userId, { queryClient, clearPersistedCache, clearUserCaches, storage })) validUntil = 0
    },
    rejectInvalidToken,
    logout,
    attachRouter(next) {
      router = next
      setAuthFailureHandler((error) => {
        if (isInvalidToken(error)) rejectInvalidToken()
        else restartSignIn(currentRoute())
      })
      return () => {
        router = null
        setAuthFailureHandler(null)
      }
    },
    routesById: () => router?.routesById as RoutesById | undefined,
  }
}
