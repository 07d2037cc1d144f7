import { problemTypes } from '@/contract/problem'
import { isApiError } from '@/lib/api/api-error'

/** The session's token does not validate: 'Token tidak valid, silahkan login kembali' (section 8). */
export function isInvalidToken(error: unknown): boolean {
  return isApiError(error) && error.problem.type === problemTypes.invalidToken
}

/** A 401 or an expired session (section 8): the user signs in again and comes back. */
export function isSessionFailure(error: unknown): boolean {
  if (!isApiError(error) || isInvalidToken(error)) return false
  return error.status === 401 || error.problem.type === problemTypes.sessionExpired
}

type AuthFailureHandler = (error: unknown) => void

let handler: AuthFailureHandler | null = null

/** The app's auth (router context) registers what a 401 anywhere leads to. */
export function setAuthFailureHandler(next: AuthFailureHandler | null): void {
  handler = next
}

/**
 * Called by the query and mutation caches for every failed call: hands session and token
 * failures to the registered handler. True when the error was one of those.
 */
export function handleAuthFailure(error: unknown): boolean {
  if (!isSessionFailure(error) && !isInvalidToken(error)) return false
  handler?.(error)
  return true
}
