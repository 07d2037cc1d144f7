import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Header } from '@/components/layout/header'
import { isAppRoute } from '@/shared/app-routes'
import { renderWithRouter } from '../support/render-with-router'

async function renderHeader(path = '/') {
  const view = renderWithRouter(() => <Header />, { path })
  const banner = await screen.findByRole('banner')
  return { ...view, banner }
}

describe('Header', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the logo, the main links whose pages exist, in the spec order, and the external product link', async () => {
    const { banner } = await renderHeader()
    expect(within(banner).getByRole('link', { name: 'Tumbuh' })).toHaveAttribute('href', '/')

    const nav = within(banner).getByRole('navigation', { name: 'Navigasi utama' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Beranda', '/'],
      ['Learning', '/learning'],
      ['Growth Path', '/growth-path'],
      ['Mentor', '/mentor'],
      ['Discovery', '/discovery'],
      ['Tumbuh (membuka tab baru)', 'https://produk.tumbuh.example'],
    ])
    const product = within(nav).getByRole('link', { name: 'Tumbuh (membuka tab baru)' })
    expect(product).toHaveAttribute('target', '_blank')
    expect(product).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it("has the help center's 'Pusat Bantuan' on the right, outside the main links", async () => {
    const { banner } = await renderHeader()
    const help = within(banner).getByRole('link', { name: 'Pusat Bantuan' })
    expect(help).toHaveAttribute('href', '/help-center')
    expect(within(banner).getByRole('navigation', { name: 'Navigasi utama' })).not.toContainElement(help)
  })

  it("marks Growth Path 'New' while the year is 2025 or earlier, and not from 2026", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(new Date(2025, 11, 31, 23, 59))
      const { banner, unmount } = await renderHeader()
      expect(within(banner).getByRole('link', { name: 'Growth Path New' })).toHaveAttribute('href', '/growth-path')
      unmount()

      vi.setSystemTime(new Date(2026, 0, 1, 0, 0))
      const later = await renderHeader()
      expect(within(later.banner).getByRole('link', { name: 'Growth Path' })).toHaveAttribute('href', '/growth-path')
      expect(within(later.banner).queryByText('New')).not.toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })

  it('links only to pages the app has', async () => {
    const { banner } = await renderHeader()
    const internal = within(banner)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/'))
    expect(internal.length).toBeGreaterThan(0)
    for (const href of internal) expect(isAppRoute(new URL(href, 'http://localhost').pathname), href).toBe(true)
  })

  it('marks the current page in the navigation', async () => {
    const { banner } = await renderHeader()
    expect(within(banner).getByRole('link', { name: 'Beranda' })).toHaveAttribute('aria-current', 'page')
    expect(within(banner).getByRole('link', { name: 'Learning' })).not.toHaveAttribute('aria-current')
  })

  it("offers 'Masuk' and the burger; transparent on / only", async () => {
    const { banner } = await renderHeader()
    expect(within(banner).getByRole('button', { name: 'Masuk' })).toBeEnabled()
    expect(within(banner).getByRole('button', { name: 'Buka menu' })).toBeInTheDocument()
    expect(banner).toHaveAttribute('data-mode', 'transparent')
  })

  it('is solid away from the home page', async () => {
    const { banner } = await renderHeader('/tidak-ada')
    expect(banner).toHaveAttribute('data-mode', 'solid')
  })

  it("'Masuk' explains in Indonesian when the sign-in service cannot be reached", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { banner } = await renderHeader()

    await userEvent.click(within(banner).getByRole('button', { name: 'Masuk' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Layanan masuk sedang tidak tersedia. Silakan coba lagi nanti.')
    expect(within(banner).getByRole('button', { name: 'Masuk' })).toBeEnabled()
    await userEvent.click(within(alert).getByRole('button', { name: 'Tutup pesan' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
