import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Footer } from '@/components/layout/footer'
import { renderWithRouter } from '../support/render-with-router'

describe('Footer', () => {
  it("shows the configured address, phone and e-mail, and 'Baca FAQ' to the help center as its one page link", async () => {
    renderWithRouter(() => <Footer year={2026} />)
    const footer = await screen.findByRole('contentinfo')
    expect(footer).toHaveTextContent('Menara Tumbuh Lt. 12, Jl. Jend. Sudirman Kav. 52–53, Senayan, Jakarta Selatan 12190')
    expect(within(footer).getByRole('link', { name: /\+62 21 5080 1234/ })).toHaveAttribute('href', 'tel:+622150801234')
    expect(within(footer).getByRole('link', { name: /halo@tumbuh\.example/ })).toHaveAttribute('href', 'mailto:halo@tumbuh.example')
    expect(within(footer).getByRole('link', { name: 'Baca FAQ' })).toHaveAttribute('href', '/help-center')
    expect(
      within(footer)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('/')),
    ).toHaveLength(1)
    expect(footer).toHaveTextContent('© 2026 Tumbuh')
  })

  it('opens the WhatsApp help contact in a new window', async () => {
    renderWithRouter(() => <Footer />)
    const footer = await screen.findByRole('contentinfo')
    const whatsapp = within(footer).getByRole('link', { name: /WhatsApp/ })
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/6281290001234')
    expect(whatsapp).toHaveAttribute('target', '_blank')
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer')
    expect(whatsapp).toHaveAccessibleName(/membuka jendela baru/)
  })

  it('links Instagram, LinkedIn and the sister site by name, in new tabs', async () => {
    renderWithRouter(() => <Footer />)
    const footer = await screen.findByRole('contentinfo')
    for (const [name, href] of [
      [/^Instagram Tumbuh/, 'https://www.instagram.com/tumbuh.example'],
      [/^LinkedIn Tumbuh/, 'https://www.linkedin.com/company/tumbuh-example'],
      [/Karier Grup/, 'https://karier.tumbuh.example'],
    ] as const) {
      const link = within(footer).getByRole('link', { name })
      expect(link).toHaveAttribute('href', href)
      expect(link).toHaveAttribute('target', '_blank')
    }
  })
})
