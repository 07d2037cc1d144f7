import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAuth } from '@/lib/auth/auth'
import { writeUserId } from '@/lib/auth/user-id-cookie'
import { appConfig } from '@/lib/config'
import { createAppRouter } from '@/router'
import { budi, budiInfo, fakeApi, problem, resetClientState } from '../../support/fake-api'

window.scrollTo = () => undefined

const card = (id: number, kind: 'video' | 'package', title: string) => ({
  id,
  kind,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  title,
  summary: '',
  thumbnail_url: `/thumbnails/${id}.svg`,
  category: { id: 1, name: 'Keuangan', slug: 'keuangan' },
  duration_s: 600,
  published_at: '2025-03-01T00:00:00Z',
  instructor: null,
  participants: 3,
})
const page = <T,>(data: T[]) => ({ body: { data, meta: { page: 1, limit: 8, total: data.length, total_pages: 1 } } })

const publicApi = {
  'GET /api/platform/banner': { body: { data: [] } },
  'GET /api/external/contents/latest': { body: { data: [card(1, 'video', 'Anggaran Tim Kecil')] } },
  'GET /api/external/course-package/show-all': page([{ ...card(2, 'package', 'Dasar Kepemimpinan'), material_count: 4 }]),
}

function renderHome(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes)
  vi.stubGlobal('fetch', api.fetch)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const auth = createAuth({ queryClient, startSignIn: vi.fn(async () => undefined), leave: vi.fn(), clearPersistedCache: async () => undefined })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createAppRouter(queryClient, createMemoryHistory({ initialEntries: ['/'] }), auth)} />
    </QueryClientProvider>,
  )
  return api
}

describe('home learning sections', () => {
  beforeEach(resetClientState)
  afterEach(() => vi.unstubAllGlobals())

  it('visitors see the latest contents and course packages (external API with its key), linking to their pages', async () => {
    const api = renderHome(publicApi)
    const latest = await screen.findByRole('region', { name: 'Konten Terbaru' })
    expect(await within(latest).findByRole('link', { name: /Anggaran Tim Kecil/ })).toHaveAttribute('href', '/learning/videos/1')
    const packages = screen.getByRole('region', { name: 'Paket Kursus' })
    expect(await within(packages).findByRole('link', { name: /Dasar Kepemimpinan/ })).toHaveAttribute('href', '/learning/course/2-dasar-kepemimpinan')
    expect(screen.queryByRole('region', { name: 'Rekomendasi untuk Anda' })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Channel Spesial' })).not.toBeInTheDocument()

    const external = api.fetch.mock.calls.filter(([url]) => String(url).includes('/api/external/'))
    expect(external).toHaveLength(2)
    for (const [, init] of external) expect((init as RequestInit).headers).toMatchObject({ 'X-External-Request': appConfig.externalApiKey })
  })

  it('signed-in users also get recommendations and special channels; a failing section says so with a retry', async () => {
    writeUserId(budi.id)
    renderHome({
      ...publicApi,
      'GET /api/external/course-package/show-all': { status: 500, body: problem(500, '/problems/internal') },
      'GET /api/platform/auth/session': { body: { data: { ...budi, expires_at: '2030-01-01T00:00:00Z' } } },
      'GET /api/platform/user/info': { body: { data: budiInfo } },
      'GET /api/v2/users/personalized-content-users/has-personalized-content': { body: { data: { hasPersonalizedContent: true } } },
      'GET /api/v2/users/personalized-content-users/videos': page([card(7, 'video', 'Keamanan Data Pribadi')]),
      'GET /api/v2/users/channels/specials': {
        body: { data: [{ id: 4, slug: 'ruang-pemimpin', name: 'Ruang Pemimpin', description: '', thumbnail_url: '/thumbnails/c.svg', is_special: true, course_count: 1, courses: page([card(8, 'video', 'Memimpin Rapat')]).body }] },
      },
    })
    const recommended = await screen.findByRole('region', { name: 'Rekomendasi untuk Anda' })
    expect(await within(recommended).findByRole('link', { name: /Keamanan Data Pribadi/ })).toHaveAttribute('href', '/learning/videos/7')
    const channel = await screen.findByRole('region', { name: 'Ruang Pemimpin' })
    expect(within(channel).getByRole('link', { name: 'Lihat semua' })).toHaveAttribute('href', '/learning/channel/4')
    expect(within(channel).getByRole('link', { name: /Memimpin Rapat/ })).toBeInTheDocument()
    const packages = screen.getByRole('region', { name: 'Paket Kursus' })
    expect(await within(packages).findByRole('alert')).toHaveTextContent('Konten gagal dimuat.')
    expect(within(packages).getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument()
  })
})
