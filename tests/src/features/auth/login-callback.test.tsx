import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LoginCallback } from '@/features/auth/components/login-callback'
import { saveRedirectRoute } from '@/lib/auth/redirect-route'
import { authStorageKeys } from '@/lib/auth/start-sign-in'
import { readUserId } from '@/lib/auth/user-id-cookie'
import { setErrorReporter } from '@/lib/errors/error-reporter'
import { budi, fakeApi, problem, resetClientState } from '../../support/fake-api'
import { renderWithRouter } from '../../support/render-with-router'

// /login with the provider's answer (the auth area's screen): 'Memproses masuk…' while the sign-in
// completes, then the page the user came from; a failure says why in Indonesian, with a retry and
// the way home. A cancelled sign-in is the user's choice, not a fault to report.

const verifier = 'v'.repeat(43)
const nonce = 'n'.repeat(22)
let answers = 0
/** A provider answer this tab's flow expects; each test its own (a completion runs once per answer). */
function startedFlow(): string {
  sessionStorage.setItem(authStorageKeys.codeVerifier, verifier)
  sessionStorage.setItem(authStorageKeys.state, 'the-state')
  sessionStorage.setItem(authStorageKeys.nonce, nonce)
  return `/login?code=c0de-${++answers}&state=the-state`
}

const signedIn = {
  'POST /api/platform/auth/sso-callback': { body: { data: budi } },
  'GET /api/sso-callback/v2': { body: { data: { user_id: budi.id } } },
  'GET /api/platform/auth/session': { body: { data: { ...budi, expires_at: '2030-01-01T00:00:00Z' } } },
}

function renderCallback(path: string, api: Parameters<typeof fakeApi>[0], { hang }: { hang?: string } = {}) {
  const fake = fakeApi(api)
  // `hang`: a request that is never answered.
  const hung: string[] = []
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`
    if (key !== hang) return fake.fetch(input, init)
    hung.push(key)
    return new Promise<never>(() => undefined)
  })
  return { ...renderWithRouter(() => <LoginCallback />, { path }), fake, hung }
}

describe('the sign-in callback page', () => {
  const reported: unknown[] = []
  beforeEach(() => {
    resetClientState()
    reported.length = 0
    setErrorReporter((error) => reported.push(error))
  })
  afterEach(() => {
    setErrorReporter(null)
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('says it is signing in while the server redeems the answer', async () => {
    const { hung } = renderCallback(startedFlow(), {}, { hang: 'POST /api/platform/auth/sso-callback' })
    await waitFor(() => expect(hung).toEqual(['POST /api/platform/auth/sso-callback']))
    expect(screen.getByRole('status')).toHaveTextContent('Memproses masuk…')
    expect(screen.queryByRole('alert')).toBeNull()
    await waitFor(() => expect(document.title).toMatch(/^Masuk/))
  })

  it('completes the sign-in and goes, in place of itself, to the page the user came from', async () => {
    saveRedirectRoute({ name: '/opportunity/', params: {}, query: { tab: 'lamaran' }, href: '/opportunity?tab=lamaran' })
    const { router, fake } = renderCallback(startedFlow(), signedIn)
    await waitFor(() => expect(router.state.location.href).toBe('/opportunity?tab=lamaran'))
    expect(readUserId()).toBe(budi.id)
    expect(JSON.parse(String(fake.fetch.mock.calls.find(([url]) => String(url).endsWith('/sso-callback'))?.[1]?.body))).toMatchObject({ code: `c0de-${answers}`, code_verifier: verifier, nonce })
    // Replaced: Back does not return to the used answer.
    expect(router.history.length).toBe(1)
    expect(reported).toEqual([])
  })

  it('goes home when no page was saved', async () => {
    const { router } = renderCallback(startedFlow(), signedIn)
    await waitFor(() => expect(router.state.location.href).toBe('/'))
  })

  it.each([
    ['the provider refused or the user cancelled', () => `/login?error=access_denied&state=x${++answers}`, {}, 'Proses masuk dibatalkan atau ditolak oleh layanan masuk.', false],
    ['the answer is not one this tab asked for', () => `/login?code=c&state=stray-${++answers}`, {}, 'Permintaan masuk ini tidak dikenali atau sudah kedaluwarsa. Silakan mulai lagi.', true],
    [
      'the server refused the code',
      startedFlow,
      { 'POST /api/platform/auth/sso-callback': { status: 400, body: problem(400, '/problems/bad-request') } },
      'Server menolak proses masuk. Silakan coba lagi.',
      true,
    ],
    [
      'the server could not be reached',
      startedFlow,
      {
        'POST /api/platform/auth/sso-callback': () => {
          throw new TypeError('Failed to fetch')
        },
      },
      'Tidak dapat terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.',
      true,
    ],
  ] as const)('says why when %s, with a retry and the way home', async (_label, path, api, text, reportedAsFault) => {
    renderCallback(path(), api)
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { level: 1, name: 'Gagal masuk' })).toBeInTheDocument()
    expect(alert).toHaveTextContent(text)
    expect(screen.getByRole('button', { name: 'Coba masuk lagi' })).toBeEnabled()
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/')
    expect(reported.length > 0).toBe(reportedAsFault)
    expect(readUserId()).toBeNull()
  })

  it('tries the sign-in again on request, and says so when the sign-in service cannot be reached', async () => {
    const user = userEvent.setup()
    // The provider's discovery document is not there (404): sign-in is unavailable.
    renderCallback(`/login?error=access_denied&state=x${++answers}`, {})
    await user.click(await screen.findByRole('button', { name: 'Coba masuk lagi' }))
    expect(await screen.findByText('Layanan masuk sedang tidak tersedia. Silakan coba lagi nanti.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Coba masuk lagi' })).toBeEnabled()
    expect(reported).toHaveLength(1)
  })
})
