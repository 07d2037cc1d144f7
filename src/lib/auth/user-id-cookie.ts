import { useSyncExternalStore } from 'react'
import { appConfig } from '@/lib/config'

/**
 * The user-id cookie of spec section 7: the signed-in user's id, readable by page script so the
 * app knows at once (offline too) that someone is signed in. It holds no token; the session
 * itself is the server's HttpOnly cookie (decision 2).
 */
export const USER_ID_COOKIE = `${appConfig.cookiePrefix}user_id`
/** As long as the refresh token (spec section 9): the session cannot outlive it either. */
export const USER_ID_MAX_AGE_S = 2_592_000

const listeners = new Set<() => void>()

function notify(): void {
  for (const listener of listeners) listener()
}

export function readUserId(cookie: string = document.cookie): number | null {
  const raw = cookie
    .split(/;\s*/)
    .find((part) => part.startsWith(`${USER_ID_COOKIE}=`))
    ?.slice(USER_ID_COOKIE.length + 1)
  const value = Number(raw)
  return raw && Number.isSafeInteger(value) && value > 0 ? value : null
}

export function writeUserId(userId: number, doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : ''
  doc.cookie = `${USER_ID_COOKIE}=${userId}; Path=/; Max-Age=${USER_ID_MAX_AGE_S}; SameSite=Lax${secure}`
  notify()
}

export function removeUserId(doc: Document = document): void {
  doc.cookie = `${USER_ID_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
  notify()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab may sign in or out; coming back to this one re-reads the cookie.
  window.addEventListener('focus', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('focus', listener)
  }
}

/** The user id of the cookie, re-rendering when this app writes or removes it. */
export function useUserId(): number | null {
  return useSyncExternalStore(subscribe, () => readUserId())
}
