import { proxy } from 'valtio'

/**
 * `loggingOut`: a logout is under way (or scheduled, after an invalid token). The user-id cookie
 * is already gone, but the header keeps showing the user until the page actually leaves, so the
 * logout is seen when it happens (spec section 8: logs out after 3 seconds).
 */
export const authStore = proxy({ loggingOut: false })

export function setLoggingOut(value: boolean): void {
  authStore.loggingOut = value
}
