import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appRoutePatterns } from '@/shared/app-routes'
import { createAuth } from '@/lib/auth/auth'
import { DEVICE_USER_KEY } from '@/lib/auth/device-user'
import { readRedirectRoute, saveRedirectRoute } from '@/lib/auth/redirect-route'
import { authStorageKeys } from '@/lib/auth/start-sign-in'
import { readUserId, writeUserId } from '@/lib/auth/user-id-cookie'
import { createAppRouter } from '@/router'
import { userStore } from '@/stores/user-store'
import { budi, budiInfo, fakeApi, problem, resetClientState } from './support/fake-api'

// The router restores scroll positions after each navigation; jsdom has no layout to scroll.
window.scrollTo = () => undefined

const banners = [
  { id: 1, title: 'Belajar Tanpa Batas, Tumbuh Setiap Hari', subtitle: 'Video dan kelas', image_url: '/banners/a.svg', link_url: '/learning', sort_order: 1 },
]

function renderApp(
  path: string,
  { queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }), clearPersistedCache = async () => undefined } = {},
) {
  const startSignIn = vi.fn(async () => undefined)
  const leave = vi.fn()
  // Delayed logouts are recorded, not run: a real 3 s timer would outlive the test and log out in the next one.
  const later = vi.fn()
  const auth = createAuth({ queryClient, startSignIn, leave, clearPersistedCache, setTimeout: later })
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }), auth)
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return Object.assign(router, { startSignIn, leave, later })
}

const session = { ...budi, expires_at: '2030-01-01T00:00:00Z' }
const budiDetail = {
  id: budi.id,
  username: budi.preferred_username,
  given_name: 'Budi',
  family_name: 'Santoso',
  full_name: 'Budi Santoso',
  email: budi.email,
  position: 'Learning Specialist',
  profile_image: null,
  bio: null,
  business_unit: { id: 1, name: 'Tumbuh Digital' },
  employee_status: { id: 1, name: 'Karyawan Tetap' },
  company_location: { id: 1, name: 'Kantor Pusat', city: 'Jakarta' },
  joined_at: '2021-03-15',
  skills: [{ id: 3, name: 'Komunikasi Efektif', slug: 'komunikasi-efektif' }],
  visibility: { about: true, learning: false, growth_paths: true },
}
const signedInApi = {
  'GET /api/sso-callback/v2': { body: { data: { valid: true, id: budi.id } } },
  'GET /api/platform/auth/session': { body: { data: session } },
  'GET /api/platform/user/info': { body: { data: budiInfo } },
  'GET /api/platform/notifications/status': { body: { data: { unread_status: false } } },
  'GET /api/platform/banner': { body: { data: [] } },
  [`GET /api/platform/user/${budi.id}`]: { body: { data: budiDetail } },
  'GET /api/platform/document': { body: { data: [] } },
  'GET /api/platform/assessment/result': { body: { data: [] } },
  'GET /api/platform/user/growthpath-recommendation': { body: { data: [] } },
}

describe('app router', () => {
  beforeEach(resetClientState)
  afterEach(() => vi.unstubAllGlobals())

  it('registers exactly the paths of appRoutePatterns', () => {
    const router = createAppRouter(new QueryClient(), createMemoryHistory())
    const registered = Object.keys(router.routesByPath)
      .map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path).replace(/\$(\w+)/g, '{$1}'))
      .sort()
    expect(registered).toEqual([...appRoutePatterns].sort())
  })

  it('renders the home page in the default layout with the banners', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ data: banners }), { headers: { 'Content-Type': 'application/json' } })))
    renderApp('/')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We Provide E-Learning, Mentoring, and New Job Opportunities Across Division for Everyone' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    expect(await screen.findByRole('img', { name: 'Belajar Tanpa Batas, Tumbuh Setiap Hari' })).toBeInTheDocument()
  })

  it('fades between pages, but not onto the first page of a load (issue 12)', async () => {
    const notFound = 'Maaf, Kami Tidak Menemukan Halaman yang Dicari'
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ data: banners }), { headers: { 'Content-Type': 'application/json' } })))
    // Chromium's API, which jsdom lacks: the update runs at once, as the browser runs it after capturing the old page.
    vi.stubGlobal('CSS', { supports: (condition: string) => condition === 'selector(:active-view-transition-type(a))' })
    const started = vi.fn((update: { update: () => unknown } | (() => unknown)) => ({
      updateCallbackDone: Promise.resolve(typeof update === 'function' ? update() : update.update()),
    }))
    Object.assign(document, { startViewTransition: started })
    try {
      const router = renderApp('/tidak-ada')
      expect(await screen.findByRole('heading', { name: notFound })).toBeInTheDocument()
      expect(started).not.toHaveBeenCalled()
      await router.navigate({ to: '/' })
      expect(await screen.findByRole('heading', { level: 1, name: /We Provide E-Learning/ })).toBeInTheDocument()
      expect(started).toHaveBeenCalledTimes(1)
    } finally {
      Reflect.deleteProperty(document, 'startViewTransition')
    }
  })

  it('shows the 404 page inside the default layout for an unknown path', async () => {
    renderApp('/tidak-ada')
    expect(await screen.findByRole('heading', { name: 'Maaf, Kami Tidak Menemukan Halaman yang Dicari' })).toBeInTheDocument()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
  })

  it('/login with an answer this tab did not ask for explains it in the empty layout, with a way out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderApp('/login?code=abc&state=xyz')
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'Gagal masuk' })).toBeInTheDocument()
    expect(alert).toHaveTextContent('Permintaan masuk ini tidak dikenali atau sudah kedaluwarsa. Silakan mulai lagi.')
    expect(screen.getByRole('button', { name: 'Coba masuk lagi' })).toBeEnabled()
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/')
    expect(screen.queryByRole('banner')).not.toBeInTheDocument()
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument()
  })

  it('/login with a provider error says the sign-in was cancelled; retrying keeps the saved route', async () => {
    saveRedirectRoute({ name: '/profile/', params: {}, query: {}, href: '/profile' })
    const router = renderApp('/login?error=access_denied&state=xyz')
    expect(await screen.findByRole('alert')).toHaveTextContent('Proses masuk dibatalkan atau ditolak oleh layanan masuk.')
    await userEvent.click(screen.getByRole('button', { name: 'Coba masuk lagi' }))
    expect(router.startSignIn).toHaveBeenCalledTimes(1)
    expect(readRedirectRoute()?.name).toBe('/profile/')
  })

  it('/login completes the sign-in: posts code, verifier and nonce, keeps the user id, returns to the saved route once', async () => {
    const api = fakeApi({ ...signedInApi, 'POST /api/platform/auth/sso-callback': { body: { data: budi } } })
    vi.stubGlobal('fetch', api.fetch)
    const verifier = 'v'.repeat(43)
    sessionStorage.setItem(authStorageKeys.codeVerifier, verifier)
    sessionStorage.setItem(authStorageKeys.state, 'state-123')
    sessionStorage.setItem(authStorageKeys.nonce, 'nonce-'.repeat(4))
    saveRedirectRoute({ name: '/profile/', params: {}, query: {}, href: '/profile' })

    const router = renderApp('/login?code=the-code&state=state-123')
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Budi Santoso' })).toBeInTheDocument()

    const post = api.fetch.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ code: 'the-code', code_verifier: verifier, nonce: 'nonce-'.repeat(4) })
    expect(api.calls.slice(0, 3)).toEqual(['POST /api/platform/auth/sso-callback', 'GET /api/sso-callback/v2', 'GET /api/platform/auth/session'])
    expect(readUserId()).toBe(budi.id)
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('auth.'))).toEqual([])
    expect(readRedirectRoute()).toBeNull()
    // Replaced: Back does not return to the used answer.
    expect(router.history.length).toBe(1)
  })

  it("/login for another user than the device last had drops the previous user's data before loading the new one", async () => {
    const siti = { ...budiDetail, id: 12, username: 'siti.rahma', full_name: 'Siti Rahma', email: 'siti@tumbuh.example' }
    const api = fakeApi({ ...signedInApi, 'POST /api/platform/auth/sso-callback': { body: { data: budi } } })
    vi.stubGlobal('fetch', api.fetch)
    // Siti's session expired on this shared device: her cached session and profile stayed.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    queryClient.setQueryData(['auth', 'session'], { ...session, id: siti.id, preferred_username: siti.username })
    queryClient.setQueryData(['profile', 'detail', siti.id], siti)
    localStorage.setItem(DEVICE_USER_KEY, String(siti.id))
    userStore.userInfo = { ...budiInfo, name: siti.full_name, email: siti.email }
    const clearPersistedCache = vi.fn(async () => void api.calls.push('clear persisted cache'))
    sessionStorage.setItem(authStorageKeys.codeVerifier, 'v'.repeat(43))
    sessionStorage.setItem(authStorageKeys.state, 'state-123')
    sessionStorage.setItem(authStorageKeys.nonce, 'nonce-'.repeat(4))
    saveRedirectRoute({ name: '/profile/', params: {}, query: {}, href: '/profile' })

    // Another code than the test above: /login runs once per answer.
    const router = renderApp('/login?code=another-code&state=state-123', { queryClient, clearPersistedCache })
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Budi Santoso' })).toBeInTheDocument()
    expect(api.calls.slice(0, 4)).toEqual([
      'POST /api/platform/auth/sso-callback',
      'clear persisted cache',
      'GET /api/sso-callback/v2',
      'GET /api/platform/auth/session',
    ])
    expect(queryClient.getQueryData(['profile', 'detail', siti.id])).toBeUndefined()
    expect(screen.queryByText(/Siti/)).not.toBeInTheDocument()
    await waitFor(() => expect(userStore.userInfo?.name).toBe('Budi Santoso'))
    expect(localStorage.getItem(DEVICE_USER_KEY)).toBe(String(budi.id))
  })

  it('/login refused by the server says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.stubGlobal('fetch', fakeApi({ 'POST /api/platform/auth/sso-callback': { status: 400, body: problem(400, '/problems/bad-request') } }).fetch)
    sessionStorage.setItem(authStorageKeys.codeVerifier, 'v'.repeat(43))
    sessionStorage.setItem(authStorageKeys.state, 's')
    sessionStorage.setItem(authStorageKeys.nonce, 'n'.repeat(16))
    renderApp('/login?code=c&state=s')
    expect(await screen.findByRole('alert')).toHaveTextContent('Server menolak proses masuk. Silakan coba lagi.')
    expect(readUserId()).toBeNull()
  })

  it('/profile signs in first when nobody is logged in, saving the route', async () => {
    const router = renderApp('/profile')
    await waitFor(() => expect(router.startSignIn).toHaveBeenCalledTimes(1))
    expect(readRedirectRoute()).toMatchObject({ name: '/profile/', href: '/profile' })
  })

  it('/profile shows the signed-in user from the user detail, after validating the token', async () => {
    const api = fakeApi(signedInApi)
    vi.stubGlobal('fetch', api.fetch)
    writeUserId(budi.id)
    renderApp('/profile')
    const card = await screen.findByRole('article', { name: 'Budi Santoso' })
    expect(api.calls.slice(0, 2)).toEqual(['GET /api/sso-callback/v2', 'GET /api/platform/auth/session'])
    for (const text of [
      'Learning Specialist',
      'budi.santoso@tumbuh.example',
      'Tumbuh Digital',
      'Karyawan Tetap',
      'Kantor Pusat, Jakarta',
      '15 Maret 2021',
      'Komunikasi Efektif',
    ]) {
      expect(within(card).getAllByText(text).length).toBeGreaterThan(0)
    }
  })

  it('/profile shows an error with a retry that loads the detail again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    let fail = true
    const api = fakeApi({
      ...signedInApi,
      [`GET /api/platform/user/${budi.id}`]: () => (fail ? { status: 503, body: problem(503, '/problems/unavailable') } : { body: { data: budiDetail } }),
    })
    vi.stubGlobal('fetch', api.fetch)
    writeUserId(budi.id)
    renderApp('/profile')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Profil gagal dimuat. Periksa koneksi Anda lalu coba lagi.')
    fail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }))
    expect(await screen.findByRole('article', { name: 'Budi Santoso' })).toBeInTheDocument()
  })

  it('/profile with an invalid token shows the message and goes home', async () => {
    vi.stubGlobal('fetch', fakeApi({ ...signedInApi, 'GET /api/sso-callback/v2': { status: 401, body: problem(401, '/problems/invalid-token') } }).fetch)
    writeUserId(budi.id)
    const router = renderApp('/profile')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Token tidak valid, silahkan login kembali')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(readUserId()).toBeNull()
    // The logout comes 3 s later; until then the header still shows who is signed in.
    const header = screen.getByRole('banner')
    expect(await within(header).findByRole('button', { name: /^Menu akun/ })).toBeInTheDocument()
    expect(within(header).queryByRole('button', { name: 'Masuk' })).not.toBeInTheDocument()
    expect(router.leave).not.toHaveBeenCalled()
    expect(router.later).toHaveBeenCalledWith(expect.any(Function), 3000)
  })

  it('/login without a code starts the sign-in for a visitor', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ data: [] }), { headers: { 'Content-Type': 'application/json' } })))
    const router = renderApp('/login')
    await waitFor(() => expect(router.startSignIn).toHaveBeenCalledTimes(1))
  })

  it('/login without a code replaces itself with / for a signed-in user', async () => {
    writeUserId(budi.id)
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ data: [] }), { headers: { 'Content-Type': 'application/json' } })))
    const router = renderApp('/login')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(router.history.length).toBe(1)
    expect(router.startSignIn).not.toHaveBeenCalled()
  })
})
