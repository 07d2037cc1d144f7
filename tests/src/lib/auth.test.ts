import { QueryClient } from '@tanstack/react-query'
import { areaRegistrations } from '@/areas'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createAuth, RESTART_LOOP_WINDOW_MS } from '@/lib/auth/auth'
import { readRedirectRoute } from '@/lib/auth/redirect-route'
import { readUserId, writeUserId } from '@/lib/auth/user-id-cookie'
import { createQueryClient } from '@/lib/query/query-client'
import { notificationStore, setUnreadStatus } from '@/stores/notification-store'
import { personalizationStore, setPopularSearchKeywords, setPersonalizationUser } from '@/stores/personalization-store'
import { chooseQuiz, quizStore } from '@/features/quiz/quiz-store'
import { QUIZ_STORAGE_KEYS } from '@/features/quiz/quiz-storage'
import { toastStore } from '@/lib/toast/toast-store'
import { userStore } from '@/stores/user-store'
import { budi, budiInfo, fakeApi, problem, resetClientState } from '../support/fake-api'

// The app's own area registrations: forgetting the quiz in progress is the quiz area's, registered there.
for (const register of areaRegistrations) register(new QueryClient())

const profileRoute = { name: '/profile/', params: {}, query: {}, href: '/profile' }

function setup(routes: Parameters<typeof fakeApi>[0] = {}, queryClient: QueryClient = new QueryClient()) {
  const api = fakeApi(routes)
  let time = 1_000_000
  const deps = {
    queryClient,
    fetch: api.fetch as unknown as typeof fetch,
    startSignIn: vi.fn(async () => undefined),
    leave: vi.fn(),
    clearPersistedCache: vi.fn(async () => undefined),
    disablePush: vi.fn(async () => undefined),
    now: () => time,
  }
  return { api, deps, auth: createAuth(deps), advance: (ms: number) => (time += ms) }
}

describe('auth', () => {
  beforeEach(resetClientState)

  it('a 401 signs in again once, even when several calls fail together', () => {
    const { auth, deps } = setup()
    writeUserId(budi.id)
    expect(auth.restartSignIn(profileRoute)).toBe(true)
    expect(auth.restartSignIn(profileRoute)).toBe(true)
    expect(deps.startSignIn).toHaveBeenCalledTimes(1)
    expect(readRedirectRoute()).toEqual(profileRoute)
    expect(readUserId()).toBeNull()
  })

  it('does not loop: a restart right after the last one signs the user out instead', () => {
    const first = setup()
    first.auth.restartSignIn(profileRoute)
    // The page came back from the provider (a new page load, a new auth) and failed again at once.
    const second = setup()
    expect(second.auth.restartSignIn(profileRoute)).toBe(false)
    expect(second.deps.startSignIn).not.toHaveBeenCalled()
    expect(toastStore.toasts.map((t) => t.message)).toEqual(['Sesi Anda telah berakhir. Silakan masuk kembali.'])
  })

  it('a restart after a successful validation is not a loop', async () => {
    setup().auth.restartSignIn(profileRoute)
    const next = setup({
      'GET /api/sso-callback/v2': { body: { data: { valid: true, id: budi.id } } },
      'GET /api/platform/auth/session': { body: { data: { ...budi, expires_at: '2030-01-01T00:00:00Z' } } },
    })
    writeUserId(budi.id)
    expect(await next.auth.validateToken()).toBe('valid')
    expect(setup().auth.restartSignIn(profileRoute)).toBe(true)
  })

  it('a restart long after the last one is allowed again', () => {
    const first = setup()
    first.auth.restartSignIn(profileRoute)
    const second = setup()
    second.advance(RESTART_LOOP_WINDOW_MS + 1)
    expect(second.auth.restartSignIn(profileRoute)).toBe(true)
  })

  it('a session answer without a user id is an invalid token (spec section 5)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const { auth } = setup({
      'GET /api/sso-callback/v2': { body: { data: { valid: true, id: budi.id } } },
      'GET /api/platform/auth/session': { body: { data: { ...budi, id: 0, expires_at: '2030-01-01T00:00:00Z' } } },
    })
    writeUserId(budi.id)
    expect(await auth.validateToken()).toBe('invalid')
    expect(readUserId()).toBeNull()
    expect(toastStore.toasts.map((t) => t.message)).toEqual(['Token tidak valid, silahkan login kembali'])
    vi.useRealTimers()
  })

  it('logout forgets everything of the user on this device, then ends the provider session', async () => {
    const queryClient = new QueryClient()
    const { auth, api, deps } = setup({ 'POST /api/platform/auth/logout': { body: { data: { end_session_url: 'http://idp.example/end' } } } }, queryClient)
    writeUserId(budi.id)
    userStore.userInfo = budiInfo
    setUnreadStatus(true)
    queryClient.setQueryData(['profile', 'detail', budi.id], { secret: 'data' })
    chooseQuiz(4, '/learning/videos/9')
    setPersonalizationUser(budiInfo)
    setPopularSearchKeywords(['excel', 'kepemimpinan'])

    await auth.logout()

    expect(readUserId()).toBeNull()
    expect(api.calls).toEqual(['POST /api/platform/auth/logout'])
    expect(userStore.userInfo).toBeNull()
    expect(notificationStore.unread).toBe(false)
    expect(personalizationStore.userInfo).toBeNull()
    expect(personalizationStore.popularSearchKeywords).toEqual([])
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
    expect(deps.clearPersistedCache).toHaveBeenCalled()
    // The quiz in progress goes too: the next user on the device must not open it.
    expect(quizStore.quizId).toBeNull()
    expect(Object.values(QUIZ_STORAGE_KEYS).map((key) => localStorage.getItem(key))).toEqual([null, null, null])
    expect(deps.leave).toHaveBeenCalledWith('http://idp.example/end')
    // This device stops getting the user's pushes, asked before the session ends.
    expect(deps.disablePush).toHaveBeenCalledTimes(1)
    expect(deps.disablePush.mock.invocationCallOrder[0]).toBeLessThan(deps.leave.mock.invocationCallOrder[0]!)
  })

  it('logout does not wait long for a push service that does not answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const { deps } = setup({ 'POST /api/platform/auth/logout': { body: { data: { end_session_url: null } } } })
    const stuck = createAuth({ ...deps, disablePush: () => new Promise<void>(() => undefined) })
    writeUserId(budi.id)
    const done = stuck.logout()
    await vi.advanceTimersByTimeAsync(3000)
    await done
    expect(deps.leave).toHaveBeenCalledWith('/')
    vi.useRealTimers()
  })

  it('logout offline still forgets the user and goes to /', async () => {
    const { deps } = setup()
    const offline = createAuth({ ...deps, fetch: vi.fn().mockRejectedValue(new TypeError('Failed to fetch')) })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    writeUserId(budi.id)
    await offline.logout()
    expect(readUserId()).toBeNull()
    expect(deps.leave).toHaveBeenCalledWith('/')
  })

  it('a query answering 401 anywhere saves the current route and signs in again', async () => {
    const queryClient = createQueryClient()
    const { auth, deps } = setup({}, queryClient)
    auth.attachRouter({
      state: { matches: [{ routeId: '/profile/', params: {} }], location: { href: '/profile?x=1', search: { x: 1 } } },
      routesById: {},
    })
    writeUserId(budi.id)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)

    await queryClient
      .fetchQuery({
        queryKey: ['anything'],
        retry: false,
        queryFn: async () => {
          const { ApiError } = await import('@/lib/api/api-error')
          throw new ApiError(401, problem(401, '/problems/session-expired'))
        },
      })
      .catch(() => undefined)

    expect(deps.startSignIn).toHaveBeenCalledTimes(1)
    expect(readRedirectRoute()).toEqual({ name: '/profile/', params: {}, query: { x: 1 }, href: '/profile?x=1' })
  })

  it('a validated session is kept in the query cache, marked to be persisted', async () => {
    const queryClient = new QueryClient()
    const { auth } = setup(
      {
        'GET /api/sso-callback/v2': { body: { data: { valid: true, id: budi.id } } },
        'GET /api/platform/auth/session': { body: { data: { ...budi, expires_at: '2030-01-01T00:00:00Z' } } },
      },
      queryClient,
    )
    writeUserId(budi.id)
    await auth.validateToken()
    const query = queryClient.getQueryCache().find({ queryKey: ['auth', 'session'] })
    expect(query?.state.data).toMatchObject({ id: budi.id, preferred_username: 'budi.santoso' })
    expect(query?.meta).toEqual({ persist: true })
  })
})
