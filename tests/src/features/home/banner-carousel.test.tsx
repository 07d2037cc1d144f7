import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Banner } from '@/contract/home'
import { BannerCarousel } from '@/features/home/components/banner-carousel'
import { renderWithRouter } from '../../support/render-with-router'

const banner = (link_url: string | null): Banner => ({ id: 1, title: 'Promo', subtitle: null, image_url: '/banners/1.svg', link_url, sort_order: 1 })

async function renderBanner(link: string | null) {
  const view = renderWithRouter(() => <BannerCarousel banners={[banner(link)]} />)
  const slide = await screen.findByRole('group', { name: 'Banner 1 dari 1' })
  return { ...view, slide }
}

describe('BannerCarousel links', () => {
  it('opens a path of this app inside the app', async () => {
    const { slide, router } = await renderBanner('/learning')
    const link = within(slide).getByRole('link', { name: 'Promo' })
    expect(link).toHaveAttribute('href', '/learning')
    expect(link).not.toHaveAttribute('target')
    await userEvent.click(link)
    await waitFor(() => expect(router.state.location.pathname).toBe('/learning'))
  })

  it('opens an https link in a new tab, and says so', async () => {
    const { slide } = await renderBanner('https://partner.example/promo')
    const link = within(slide).getByRole('link', { name: /^Promo/ })
    expect(link).toHaveAttribute('href', 'https://partner.example/promo')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  // Banners may come from a cache persisted before the contract refused these forms.
  it.each([
    ['a protocol-relative URL', '//evil.example/x'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a plain http URL', 'http://partner.example/'],
  ])('shows the banner without a link for %s', async (_label, link) => {
    const { slide, router } = await renderBanner(link)
    expect(within(slide).getByRole('img', { name: 'Promo' })).toBeInTheDocument()
    expect(within(slide).queryByRole('link')).not.toBeInTheDocument()
    await userEvent.click(within(slide).getByRole('img', { name: 'Promo' }))
    expect(router.state.location.pathname).toBe('/')
  })
})
