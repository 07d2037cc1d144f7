import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setLoggingOut } from '@/lib/auth/auth-store'
import { sessionQueryOptions, useSession } from '@/lib/auth/session-query'
import { removeUserId, writeUserId } from '@/lib/auth/user-id-cookie'
import { budi, fakeApi, problem, resetClientState } from '../../support/fake-api'

const session = { data: { ...budi, expires_at: '2030-01-01T00:00:00Z' } }

function renderSession(answer: Parameters<typeof fakeApi>[0][string]) {
  const api = fakeApi({ 'GET /api/platform/auth/session': answer })
  vi.stubGlobal('fetch', api.fetch)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  return { api, queryClient, ...renderHook(() => useSession(), { wrapper }) }
}

// Who the header and pages show as signed in (spec section 7): the cookie at once, the session
// query names the user.
describe('useSession', () => {
  beforeEach(resetClientState)
  afterEach(() => {
    vi.unstubAllGlobals()
    removeUserId()
  })

  it('is signed in at once from the cookie, and names the user once the server confirms', async () => {
    writeUserId(budi.id)
    const { result, api } = renderSession({ body: session })
    expect(result.current).toMatchObject({ loggedIn: true, userId: budi.id, user: null, loggingOut: false })
    await waitFor(() => expect(result.current.user?.preferred_username).toBe('budi.santoso'))
    expect(api.calls).toEqual(['GET /api/platform/auth/session'])
  })

  it('stops asking the server when the session is no longer wanted', async () => {
    writeUserId(budi.id)
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    // A server that does not answer (a slow link).
    const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => new Promise<Response>(() => undefined))
    vi.stubGlobal('fetch', fetch)
    void queryClient.fetchQuery(sessionQueryOptions()).catch(() => undefined)
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    const signal = fetch.mock.calls[0]![1]?.signal
    await queryClient.cancelQueries()
    expect(signal?.aborted).toBe(true)
  })

  it('asks nothing without the cookie, and shows nobody', async () => {
    const { result, api } = renderSession({ body: session })
    expect(result.current).toMatchObject({ loggedIn: false, userId: null, user: null })
    await act(async () => undefined)
    expect(api.calls).toEqual([])
  })

  it("never names another user than the cookie's (a session kept from before)", async () => {
    writeUserId(8)
    const { result, queryClient } = renderSession({ body: session })
    await waitFor(() => expect(queryClient.getQueryData(sessionQueryOptions().queryKey)).toMatchObject({ id: budi.id }))
    expect(result.current.loggedIn).toBe(true)
    expect(result.current.user).toBeNull()
  })

  it('is signed out when the server no longer knows the session', async () => {
    writeUserId(budi.id)
    const { result } = renderSession({ status: 401, body: problem(401, '/problems/unauthorized') })
    await waitFor(() => expect(result.current.loggedIn).toBe(false))
  })

  it('stays signed in on other failures (offline, server trouble)', async () => {
    writeUserId(budi.id)
    const { result, queryClient } = renderSession({ status: 503, body: problem(503, '/problems/unavailable') })
    await waitFor(() => expect(queryClient.getQueryState(sessionQueryOptions().queryKey)?.status).toBe('error'))
    expect(result.current.loggedIn).toBe(true)
  })

  it('keeps showing the user while a logout is under way, though the cookie is gone, and asks nothing more', async () => {
    writeUserId(budi.id)
    const { result, api } = renderSession({ body: session })
    await waitFor(() => expect(result.current.user).not.toBeNull())
    act(() => {
      setLoggingOut(true)
      removeUserId()
    })
    expect(result.current).toMatchObject({ loggedIn: true, userId: null, loggingOut: true })
    expect(result.current.user?.id).toBe(budi.id)
    expect(api.calls).toHaveLength(1)
  })

  it('keeps a confirmed session fresh for 5 minutes and in the persisted cache', () => {
    const options = sessionQueryOptions()
    expect(options.staleTime).toBe(5 * 60_000)
    expect(options.meta).toEqual({ persist: true })
  })
})
