import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BannerSection } from '@/features/home/components/banner-section'
import { renderWithRouter } from '../../support/render-with-router'

const banner = (id: number, title: string) => ({ id, title, subtitle: null, image_url: `/banners/${id}.svg`, link_url: '/learning', sort_order: id })
const ok = (data: unknown[]) => new Response(JSON.stringify({ data }), { headers: { 'Content-Type': 'application/json' } })

describe('BannerSection', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows a loading state, then the banners as a carousel with Indonesian controls', async () => {
    let answer: (r: Response) => void = () => undefined
    vi.stubGlobal('fetch', vi.fn().mockReturnValue(new Promise<Response>((resolve) => (answer = resolve))))
    renderWithRouter(() => <BannerSection />)

    expect(await screen.findByText('Memuat banner…')).toBeInTheDocument()
    answer(ok([banner(1, 'Satu'), banner(2, 'Dua'), banner(3, 'Tiga')]))

    const carousel = await screen.findByRole('region', { name: 'Banner sorotan' })
    expect(within(carousel).getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual(['Banner 1 dari 3', 'Banner 2 dari 3', 'Banner 3 dari 3'])
    expect(within(carousel).getByRole('img', { name: 'Satu' })).toBeInTheDocument()

    const previous = within(carousel).getByRole('button', { name: 'Banner sebelumnya' })
    const next = within(carousel).getByRole('button', { name: 'Banner berikutnya' })
    expect(previous).toBeDisabled()
    expect(within(carousel).getByRole('button', { name: 'Tampilkan banner 1' })).toHaveAttribute('aria-current', 'true')

    await userEvent.click(next)
    expect(within(carousel).getByRole('button', { name: 'Tampilkan banner 2' })).toHaveAttribute('aria-current', 'true')
    expect(previous).toBeEnabled()

    await userEvent.click(within(carousel).getByRole('button', { name: 'Tampilkan banner 3' }))
    expect(next).toBeDisabled()
  })

  it('says so when there are no banners', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(ok([])))
    renderWithRouter(() => <BannerSection />)
    expect(await screen.findByText('Belum ada banner untuk ditampilkan.')).toBeInTheDocument()
  })

  it('shows an error with a retry that loads them again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const fetch = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(ok([banner(1, 'Satu')]))
    vi.stubGlobal('fetch', fetch)
    renderWithRouter(() => <BannerSection />)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Banner gagal dimuat. Periksa koneksi Anda lalu coba lagi.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }))
    await waitFor(() => expect(screen.getByRole('img', { name: 'Satu' })).toBeInTheDocument())
  })
})
