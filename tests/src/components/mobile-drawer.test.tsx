import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Header } from '@/components/layout/header'
import { renderWithRouter } from '../support/render-with-router'

async function openDrawer() {
  const view = renderWithRouter(() => <Header />)
  const burger = await screen.findByRole('button', { name: 'Buka menu' })
  await userEvent.click(burger)
  const drawer = await screen.findByRole('dialog', { name: 'Menu' })
  return { ...view, burger, drawer }
}

describe('MobileDrawer', () => {
  it('opens from the burger with the spec items whose pages exist, in order', async () => {
    const { drawer } = await openDrawer()
    const links = within(drawer).getAllByRole('link')
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Learning', '/learning'],
      ['Growth Path', '/growth-path'],
      ['Mentor', '/mentor'],
      ['Discovery', '/discovery'],
      ['Tumbuh (membuka tab baru)', 'https://produk.tumbuh.example'],
      ['Pusat Bantuan', '/help-center'],
    ])
    expect(within(drawer).getByRole('link', { name: /^Tumbuh/ })).toHaveAttribute('target', '_blank')
  })

  it("marks Growth Path 'New' in 2025 and not in 2026", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(new Date(2025, 5, 1))
      const { drawer, unmount } = await openDrawer()
      expect(within(drawer).getByRole('link', { name: /^Growth Path/ })).toHaveTextContent('Growth PathNew')
      unmount()

      vi.setSystemTime(new Date(2026, 0, 1))
      const later = await openDrawer()
      expect(within(later.drawer).getByRole('link', { name: /^Growth Path/ })).toHaveTextContent(/^Growth Path$/)
    } finally {
      vi.useRealTimers()
    }
  })

  it('closes when an item is chosen and navigates there', async () => {
    const { drawer, router } = await openDrawer()
    await userEvent.click(within(drawer).getByRole('link', { name: 'Learning' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(router.state.location.pathname).toBe('/learning'))
  })

  it('closes on Escape and gives focus back to the burger', async () => {
    const { burger } = await openDrawer()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(burger).toHaveFocus()
  })

  it("closes with its 'Tutup menu' button", async () => {
    const { drawer } = await openDrawer()
    await userEvent.click(within(drawer).getByRole('button', { name: 'Tutup menu' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})
