import { vi } from 'vitest'
import { setLoggingOut } from '@/lib/auth/auth-store'
import { resetNotificationStore } from '@/stores/notification-store'
import { clearToasts } from '@/lib/toast/toast-store'
import { resetUserStore } from '@/stores/user-store'

type Answer = { status?: number; body?: unknown } | (() => { status?: number; body?: unknown })

/** `METHOD /path` → answer; anything else is a 404 problem. Records the calls in order. */
export function fakeApi(routes: Record<string, Answer>) {
  const calls: string[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const key = `${init?.method ?? 'GET'} ${url.pathname}`
    calls.push(key)
    const route = routes[key]
    const answer = typeof route === 'function' ? route() : (route ?? { status: 404, body: problem(404, '/problems/not-found') })
    const status = answer.status ?? 200
    return new Response(JSON.stringify(answer.body ?? {}), {
      status,
      headers: { 'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json' },
    })
  })
  return { fetch, calls }
}

export function problem(status: number, type: string) {
  return { type, title: 'Problem', status, detail: '', errors: [] }
}

export const budi = {
  id: 7,
  preferred_username: 'budi.santoso',
  given_name: 'Budi',
  family_name: 'Santoso',
  email: 'budi.santoso@tumbuh.example',
}

export const budiInfo = { name: 'Budi Santoso', email: budi.email, position: 'Learning Specialist', profile_image: null }

export function clearAllCookies(): void {
  for (const part of document.cookie.split(/;\s*/)) {
    const name = part.split('=')[0]
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`
  }
}

/** A fresh device: no cookies, no web storage, empty stores. */
export function resetClientState(): void {
  clearAllCookies()
  sessionStorage.clear()
  localStorage.clear()
  setLoggingOut(false)
  resetUserStore()
  resetNotificationStore()
  clearToasts()
}
