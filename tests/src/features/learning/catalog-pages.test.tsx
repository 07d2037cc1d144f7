import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CatalogDetailPage } from '@/features/learning/components/catalog/catalog-detail-page'
import { ChannelDetailPage } from '@/features/learning/components/channel/channel-detail-page'
import { fakeApi } from '../../support/fake-api'
import { renderWithRouter } from '../../support/render-with-router'

const card = (id: number, title: string, category: string) => ({
  id,
  kind: 'video',
  slug: `video-${id}`,
  title,
  summary: '',
  thumbnail_url: `/thumbnails/video-${id}.svg`,
  category: { id: 1, name: category, slug: category.toLowerCase() },
  duration_s: 600,
  published_at: '2026-01-01T00:00:00.000Z',
  instructor: null,
  participants: 0,
})
const page = (data: unknown[], pageNo = 1, totalPages = 1) => ({ body: { data, meta: { page: pageNo, limit: 12, total: data.length, total_pages: totalPages } } })
const catalog = { id: 3, slug: 'literasi-data', name: 'Literasi Data dan Digital', description: 'Dari spreadsheet ke kecerdasan buatan.', thumbnail_url: '/thumbnails/literasi-data.svg', course_count: 2 }
const notFound = (detail: string) => ({ status: 404, body: { type: '/problems/not-found', title: 'Tidak ditemukan', status: 404, detail, errors: [] } })

describe('catalogue and channel pages', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the catalogue, its courses for the search in the URL, and the category filter', async () => {
    const api = fakeApi({
      'GET /api/v2/catalogs/3': { body: { data: catalog } },
      'GET /api/v2/catalogs/3/courses': page([card(11, 'Excel untuk Analisis', 'Teknologi Informasi')]),
      'GET /api/master/category/course': { body: { data: [{ id: 1, name: 'Teknologi Informasi', slug: 'ti' }] } },
      'GET /api/v2/search/histories/top-three': { body: { data: { keywords: ['excel'] } } },
    })
    vi.stubGlobal('fetch', api.fetch)
    renderWithRouter(() => <CatalogDetailPage catalogId={3} search={{ category_id: 1 }} />)
    // The search box offers the popular keywords here too.
    expect(await screen.findByRole('button', { name: 'excel' })).toBeInTheDocument()

    expect(await screen.findByRole('heading', { level: 1, name: 'Literasi Data dan Digital' })).toBeInTheDocument()
    expect(screen.getByText('2 konten')).toBeInTheDocument()
    const courses = await screen.findByRole('region', { name: 'Konten katalog' })
    expect(await within(courses).findByRole('heading', { level: 3, name: 'Excel untuk Analisis' })).toBeInTheDocument()
    const request = api.fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).find((u) => u.pathname === '/api/v2/catalogs/3/courses')
    expect(request?.searchParams.get('category_id')).toBe('1')
    await screen.findByRole('option', { name: 'Teknologi Informasi' })
    expect(screen.getByLabelText('Kategori')).toHaveValue('1')
  })

  it("loads the images of the first four cards at once and the rest lazily (the first of them is the page's largest paint)", async () => {
    const six = [1, 2, 3, 4, 5, 6].map((n) => card(20 + n, `Kursus ${n}`, 'Teknologi Informasi'))
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/v2/catalogs/3': { body: { data: catalog } },
        'GET /api/v2/catalogs/3/courses': page(six),
        'GET /api/master/category/course': { body: { data: [] } },
        'GET /api/v2/search/histories/top-three': { body: { data: { keywords: [] } } },
      }).fetch,
    )
    const { container } = renderWithRouter(() => <CatalogDetailPage catalogId={3} search={{}} />)
    const courses = await screen.findByRole('region', { name: 'Konten katalog' })
    await within(courses).findByRole('heading', { level: 3, name: 'Kursus 6' })
    const loading = [...container.querySelectorAll<HTMLImageElement>('[data-testid="course-card"] img')].map((img) => img.getAttribute('loading'))
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy'])
  })

  it("names a missing catalogue in the server's words and shows no course list", async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/v2/catalogs/99': notFound('Katalog tidak ditemukan.'), 'GET /api/v2/catalogs/99/courses': notFound('Katalog tidak ditemukan.') }).fetch)
    renderWithRouter(() => <CatalogDetailPage catalogId={99} search={{}} />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Katalog tidak ditemukan.' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Konten katalog' })).toBeNull()
  })

  it('shows a channel with its courses and loads the next page on request', async () => {
    const channel = { ...catalog, id: 2, name: 'Ruang Digital', is_special: true, course_count: 2 }
    let calls = 0
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/v2/channels/2': () => {
          calls += 1
          const courses = calls === 1 ? page([card(1, 'Keamanan Siber Dasar', 'TI')], 1, 2) : page([card(2, 'Mengenal AI Generatif', 'TI')], 2, 2)
          return { body: { data: { ...channel, courses: courses.body } } }
        },
      }).fetch,
    )
    renderWithRouter(() => <ChannelDetailPage channelId={2} />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Ruang Digital' })).toBeInTheDocument()
    expect(screen.getByText('Spesial')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 3, name: 'Keamanan Siber Dasar' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Muat lebih banyak' }))
    expect(await screen.findByRole('heading', { level: 3, name: 'Mengenal AI Generatif' })).toBeInTheDocument()
    expect(screen.getByText('Semua sudah ditampilkan.')).toBeInTheDocument()
  })
})
