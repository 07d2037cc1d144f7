import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SignInNotice } from '@/components/auth/sign-in-notice'
import { useSignIn } from '@/components/auth/use-sign-in'
import { signInSettings } from '@/lib/auth/start-sign-in'
import { setErrorReporter } from '@/lib/errors/error-reporter'
import { fakeApi, resetClientState } from '../../support/fake-api'
import { renderWithRouter } from '../../support/render-with-router'

// 'Masuk' as the header and the sign-in panels use it (useSignIn with SignInNotice): busy while the
// provider is asked, a dismissable notice when it cannot be reached, reset when the user comes back
// from the provider with Back.

function SignInButton() {
  const signIn = useSignIn()
  return (
    <>
      <button type="button" onClick={signIn.start} disabled={signIn.status === 'pending'} aria-busy={signIn.status === 'pending'}>
        Masuk
      </button>
      {signIn.status === 'unavailable' && <SignInNotice onDismiss={signIn.dismiss} />}
    </>
  )
}

const issuer = signInSettings().issuer
const discoveryPath = `GET ${issuer.pathname}/.well-known/openid-configuration`

function renderButton(api: Parameters<typeof fakeApi>[0], { path = '/opportunity/analis-data?tab=x', hang }: { path?: string; hang?: string } = {}) {
  const fake = fakeApi(api)
  // `hang`: a request that is never answered.
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === hang ? new Promise<never>(() => undefined) : fake.fetch(input, init),
  )
  return { ...renderWithRouter(() => <SignInButton />, { path }), fake }
}

describe('the sign-in button', () => {
  const reported: unknown[] = []
  beforeEach(() => {
    resetClientState()
    reported.length = 0
    setErrorReporter((error) => reported.push(error))
  })
  afterEach(() => {
    setErrorReporter(null)
    vi.unstubAllGlobals()
  })

  it('is busy while the provider is asked', async () => {
    const user = userEvent.setup()
    renderButton({}, { hang: discoveryPath })
    await user.click(await screen.findByRole('button', { name: 'Masuk' }))
    expect(screen.getByRole('button', { name: 'Masuk' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Masuk' })).toHaveAttribute('aria-busy', 'true')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says when the sign-in service cannot be reached, reports it, and lets the notice be closed', async () => {
    const user = userEvent.setup()
    renderButton({})
    await user.click(await screen.findByRole('button', { name: 'Masuk' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Layanan masuk sedang tidak tersedia. Silakan coba lagi nanti.')
    expect(screen.getByRole('button', { name: 'Masuk' })).toBeEnabled()
    expect(reported).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Tutup pesan' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('is ready again when the page comes back from the browser’s cache (Back from the provider)', async () => {
    const user = userEvent.setup()
    renderButton({}, { hang: discoveryPath })
    await user.click(await screen.findByRole('button', { name: 'Masuk' }))
    // A page shown afresh (not from the cache) is a load of its own: nothing to reset.
    act(() => void window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false })))
    expect(screen.getByRole('button', { name: 'Masuk' })).toBeDisabled()
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Masuk' })).toBeEnabled())
  })
})
