import { QueryClient } from '@tanstack/react-query'
import { isRedirect } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAuth, type AuthDeps } from '@/lib/auth/auth'
import { guards, type GuardContext, type GuardName } from '@/lib/auth/guards'
import { readRedirectRoute, saveRedirectRoute } from '@/lib/auth/redirect-route'
import { readUserId, writeUserId } from '@/lib/auth/user-id-cookie'
import { toastStore } from '@/lib/toast/toast-store'
import { budi, fakeApi, problem, resetClientState } from '../support/fake-api'

const validSession = {
  'GET /api/sso-callback/v2': { body: { data: { valid: true, id: budi.id } } },
  'GET /api/platform/auth/session': { body: { data: { ...budi, expires_at: '2030-01-01T00:00:00Z' } } },
  'POST /api/platform/auth/logout': { body: { data: { end_session_url: 'http://localhost/idp/realms/master/session/end?x=1' } } },
}

/** Resolves when the last setup's sign-in has started (the browser leaves for the identity provider). */
let leaving: Promise<void>

function setup(routes: Parameters<typeof fakeApi>[0] = validSession, extra: Partial<AuthDeps> = {}) {
  const api = fakeApi(routes)
  let signInStarted!: () => void
  leaving = new Promise<void>((resolve) => (signInStarted = resolve))
  const deps = {
    queryClient: new QueryClient(),
    fetch: api.fetch as unknown as typeof fetch,
    // The browser would now leave for the identity provider.
    startSignIn: vi.fn(async () => signInStarted()),
    leave: vi.fn(),
    clearPersistedCache: vi.fn(async () => undefined),
    storage: sessionStorage,
    ...extra,
  }
  return { api, deps, auth: createAuth(deps) }
}

function ctx(auth: GuardContext['context']['auth'], overrides: Partial<Omit<GuardContext, 'context'>> = {}): GuardContext {
  return {
    context: { auth },
    location: { href: '/profile?tab=bio', searchStr: '?tab=bio', search: { tab: 'bio' } },
    matches: [{ routeId: '__root__', params: {} }, { routeId: '/profile/', params: {} }],
    preload: false,
    ...overrides,
  }
}

// Node's, under jsdom too (the client project's types are the browser's).
declare function setImmediate(callback: () => void): unknown

/** The next task: every promise callback queued so far, and every one those queue, has run by then. */
const nextTask = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * What a guard did: 'passed', the redirect's target, or 'pending': it started the sign-in and
 * then kept the route waiting while the page is left. After the sign-in started, all a guard
 * could still do runs in promise callbacks (no I/O is left), so by the next task it has settled or
 * never will.
 */
async function outcome(run: Promise<void>): Promise<string> {
  const settled = run.then(
    () => 'passed',
    (error: unknown) => {
      if (isRedirect(error)) return `redirect ${error.options.href ?? String(error.options.to)}`
      throw error
    },
  )
  const first = await Promise.race([settled, leaving.then(() => 'signing in')])
  if (first !== 'signing in') return first
  return Promise.race([settled, nextTask().then(() => 'pending')])
}

describe('route guards', () => {
  beforeEach(resetClientState)
  afterEach(() => vi.useRealTimers())

  it('an unknown guard is an error with status 500', async () => {
    const { auth } = setup()
    const run = guards('nope' as GuardName)(ctx(auth))
    await expect(run).rejects.toMatchObject({ status: 500, message: 'Unknown route guard "nope"' })
  })

  it('authentication sends a user who is not logged in to /, and lets a logged-in one through', async () => {
    const { auth } = setup()
    expect(await outcome(guards('authentication')(ctx(auth)))).toBe('redirect /')
    writeUserId(budi.id)
    expect(await outcome(guards('authentication')(ctx(auth)))).toBe('passed')
  })

  it('learningAuthentication saves the route being opened and starts sign-in', async () => {
    const { auth, deps } = setup()
    expect(await outcome(guards('learningAuthentication')(ctx(auth)))).toBe('pending')
    expect(deps.startSignIn).toHaveBeenCalledTimes(1)
    expect(readRedirectRoute()).toEqual({ name: '/profile/', params: {}, query: { tab: 'bio' }, href: '/profile?tab=bio' })
  })

  it('learningAuthentication does nothing for a logged-in user, and never signs in on a preload', async () => {
    const { auth, deps } = setup()
    expect(await outcome(guards('learningAuthentication')(ctx(auth, { preload: true })))).toBe('redirect /')
    writeUserId(budi.id)
    expect(await outcome(guards('learningAuthentication')(ctx(auth)))).toBe('passed')
    expect(deps.startSignIn).not.toHaveBeenCalled()
    expect(readRedirectRoute()).toBeNull()
  })

  const login = { matches: [{ routeId: '/login' }], location: { href: '/login', searchStr: '' } }

  it('loginRoute, signed in, restores the saved route once, then goes to /', async () => {
    const { auth, deps } = setup()
    writeUserId(budi.id)
    saveRedirectRoute({ name: '/profile/', params: {}, query: {}, href: '/profile' })
    expect(await outcome(guards('loginRoute')(ctx(auth, login)))).toBe('redirect /profile')
    expect(await outcome(guards('loginRoute')(ctx(auth, login)))).toBe('redirect /')
    expect(deps.startSignIn).not.toHaveBeenCalled()
  })

  it('loginRoute opened directly by a visitor starts the sign-in and keeps the saved route for afterwards', async () => {
    const { auth, deps } = setup()
    saveRedirectRoute({ name: '/profile/', params: {}, query: {}, href: '/profile' })
    expect(await outcome(guards('loginRoute')(ctx(auth, login)))).toBe('pending')
    expect(deps.startSignIn).toHaveBeenCalledTimes(1)
    // Not replaced by /login (which a sign-in never returns to): the callback restores /profile.
    expect(readRedirectRoute()).toEqual({ name: '/profile/', params: {}, query: {}, href: '/profile' })
  })

  it('loginRoute goes home and says so when the provider cannot be reached, and never signs in on a preload', async () => {
    const { auth, deps } = setup(validSession, { startSignIn: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) })
    expect(await outcome(guards('loginRoute')(ctx(auth, { ...login, preload: true })))).toBe('redirect /')
    expect(deps.startSignIn).not.toHaveBeenCalled()
    expect(await outcome(guards('loginRoute')(ctx(auth, login)))).toBe('redirect /')
    expect(deps.startSignIn).toHaveBeenCalledTimes(1)
    expect(toastStore.toasts.map((t) => t.message)).toEqual(['Layanan masuk sedang tidak tersedia. Silakan coba lagi nanti.'])
  })

  it('loginRoute leaves an answer from the provider to the page', async () => {
    const { auth } = setup()
    const answer = { matches: [{ routeId: '/login' }], location: { href: '/login?code=c&state=s', searchStr: '?code=c&state=s' } }
    expect(await outcome(guards('loginRoute')(ctx(auth, answer)))).toBe('passed')
  })

  it('validateToken asks the learning validation first, then the general one, and keeps the user id', async () => {
    const { auth, api } = setup()
    writeUserId(99)
    expect(await outcome(guards('validateToken')(ctx(auth)))).toBe('passed')
    expect(api.calls).toEqual(['GET /api/sso-callback/v2', 'GET /api/platform/auth/session'])
    expect(readUserId()).toBe(budi.id)

    // A success is trusted for a while: the next guarded page asks nothing.
    expect(await outcome(guards('validateToken')(ctx(auth)))).toBe('passed')
    expect(api.calls).toHaveLength(2)
  })

  it('an invalid token shows the message, removes the user id and logs out after 3000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { auth, api, deps } = setup({ ...validSession, 'GET /api/sso-callback/v2': { status: 401, body: problem(401, '/problems/invalid-token') } })
    writeUserId(budi.id)

    const run = guards('validateToken')(ctx(auth)).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(0)
    const redirect = await run
    expect(isRedirect(redirect) && redirect.options.href).toBe('/')
    expect(toastStore.toasts.map((t) => t.message)).toEqual(['Token tidak valid, silahkan login kembali'])
    expect(readUserId()).toBeNull()
    expect(api.calls).not.toContain('GET /api/platform/auth/session')

    await vi.advanceTimersByTimeAsync(2999)
    expect(api.calls).not.toContain('POST /api/platform/auth/logout')
    expect(deps.leave).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(deps.leave).toHaveBeenCalledWith('http://localhost/idp/realms/master/session/end?x=1'), { timeout: 5_000 })
    expect(api.calls).toContain('POST /api/platform/auth/logout')
  })

  it('an expired session saves the route and signs in again', async () => {
    const { auth, deps } = setup({ 'GET /api/sso-callback/v2': { status: 401, body: problem(401, '/problems/session-expired') } })
    writeUserId(budi.id)
    expect(await outcome(guards('learningAuthentication', 'validateToken')(ctx(auth)))).toBe('pending')
    expect(deps.startSignIn).toHaveBeenCalledTimes(1)
    expect(readRedirectRoute()).toEqual({ name: '/profile/', params: {}, query: { tab: 'bio' }, href: '/profile?tab=bio' })
    expect(readUserId()).toBeNull()
  })

  it('runs the guards in the order given and stops at the first that redirects', async () => {
    const { auth, api } = setup()
    expect(await outcome(guards('authentication', 'validateToken')(ctx(auth)))).toBe('redirect /')
    expect(api.calls).toEqual([])
  })
})
