import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NotFoundPage } from '@/components/error-pages/not-found-page'
import { ServerErrorPage } from '@/components/error-pages/server-error-page'
import { setErrorReporter } from '@/lib/errors/error-reporter'
import { renderWithRouter } from '../support/render-with-router'

describe('error pages', () => {
  afterEach(() => setErrorReporter(null))

  it('404: says the page was not found and leads home', async () => {
    const { router } = renderWithRouter(() => <NotFoundPage />, { path: '/tidak-ada' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Maaf, Kami Tidak Menemukan Halaman yang Dicari' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('This page could not be found · Tumbuh'))

    const home = screen.getByRole('link', { name: 'Kembali ke beranda' })
    expect(home).toHaveAttribute('href', '/')
    await userEvent.click(home)
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('server error: shows the spec text, leads home and reports the error', async () => {
    const reporter = vi.fn()
    setErrorReporter(reporter)
    const error = new Error('boom')
    renderWithRouter(() => <ServerErrorPage error={error} />)

    expect(await screen.findByRole('heading', { level: 1, name: 'Maaf, Terjadi Kesalahan Pada Server. Silahkan Coba Lagi Nanti' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/')
    expect(reporter).toHaveBeenCalledWith(error, { source: 'route' })
  })

  it('a code chunk that failed offline: says the screen is not on the device yet, never reloads', async () => {
    setErrorReporter(vi.fn())
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    try {
      renderWithRouter(() => <ServerErrorPage error={new TypeError('Failed to fetch dynamically imported module: /assets/a.js')} />)
      expect(await screen.findByRole('heading', { level: 1, name: 'Halaman ini belum tersedia offline' })).toBeInTheDocument()
      expect(screen.getByText(/Isian Anda tetap tersimpan/)).toBeInTheDocument()
      expect(screen.queryByText('500')).not.toBeInTheDocument()
      expect(reload).not.toHaveBeenCalled()
    } finally {
      vi.unstubAllGlobals()
      vi.restoreAllMocks()
    }
  })
})
