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
  lastRead = undefined
  for (const listener of listeners) listener()
}

/**
 * The page's last read of the cookie, until the running script ends (its microtasks' checkpoint).
 * Chromium answers each `document.cookie` read from the browser process: a first render asks this
 * once per component and per check (useSyncExternalStore reads twice), which was 52 ms of a phone's
 * start-up at 4× CPU for the same answer (issue 12). Nothing can change the cookie in between but
 * this page's own script, and writeUserId and removeUserId forget the read.
 */
let lastRead: { userId: number | null } | undefined

/** The signed-in user's id from `cookie`, or from the page's cookies when not given. */
export function readUserId(cookie?: string): number | null {
  if (cookie !== undefined) return parseUserId(cookie)
  if (lastRead === undefined) {
    lastRead = { userId: parseUserId(document.cookie) }
    queueMicrotask(() => {
      lastRead = undefined
    })
  }
  return lastRead.userId
}

function parseUserId(cookie: string): number | null {
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
