import { useRouterState } from '@tanstack/react-router'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { growthPathLevels, growthPathSorts, type GrowthPathCard } from '@/contract/growth-path'
import { GrowthPathListPage } from '@/features/growth-path/components/list/growth-path-list-page'
import { growthPathSearchSchema, listLevels, listSorts, toListQuery } from '@/features/growth-path/components/list/list-search'
import { writeUserId } from '@/lib/auth/user-id-cookie'
import { resetMasterStore } from '@/stores/master-store'
import { budi, fakeApi, problem, resetClientState } from '../../support/fake-api'
import { renderWithRouter } from '../../support/render-with-router'

const named = (id: number, name: string) => ({ id, name, slug: name.toLowerCase().replace(/\W+/g, '-') })

function card(id: number, title: string, extra: Partial<GrowthPathCard> = {}): GrowthPathCard {
  return {
    id,
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    title,
    summary: `Ringkasan ${title}.`,
    thumbnail_url: `/thumbnails/growth-path-${id}.svg`,
    category: named(1, 'Data & Analitik'),
    level: 'pemula',
    duration_weeks: 8,
    skills: [named(1, 'SQL')],
    rating: 0,
    rating_count: 0,
    likes: 0,
    participants: 0,
    modules: 4,
    published_at: '2026-01-05T00:00:00.000Z',
    my: null,
    ...extra,
  }
}

const analyst = card(1, 'Analis Data Pemula', {
  rating: 4.6,
  rating_count: 12,
  likes: 23,
  modules: 6,
  skills: [named(1, 'SQL'), named(2, 'Excel'), named(3, 'Visualisasi Data'), named(4, 'Statistik'), named(5, 'Python')],
})
const supervisor = card(2, 'Kepemimpinan Supervisor', { category: named(2, 'Kepemimpinan'), level: 'menengah', duration_weeks: 6 })
const k3 = card(3, 'Petugas K3 Umum', { category: named(3, 'K3 & Operasional'), level: 'lanjutan' })

const page = (data: GrowthPathCard[], total = data.length) => ({ body: { data, meta: { page: 1, limit: 12, total, total_pages: 1 } } })

const masters = {
  'GET /api/master/growthpath-category': { body: { data: [named(1, 'Data & Analitik'), named(2, 'Kepemimpinan'), named(3, 'K3 & Operasional')] } },
  'GET /api/master/growthpath-skill/all': { body: { data: [named(1, 'SQL'), named(6, 'Coaching')] } },
}

/** The page as its route renders it: the search read from the URL through the route's own schema. */
function Page() {
  const raw = useRouterState({ select: (s) => s.location.search })
  return <GrowthPathListPage search={growthPathSearchSchema.parse(raw)} />
}

function renderPage(api: Parameters<typeof fakeApi>[0], path = '/growth-path') {
  const fake = fakeApi({ ...masters, ...api })
  vi.stubGlobal('fetch', fake.fetch)
  const view = renderWithRouter(() => <Page />, { path })
  /** The query of each list request, in order. */
  const listRequests = () =>
    fake.fetch.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((u) => u.pathname === '/api/platform/growthpath')
      .map((u) => Object.fromEntries(u.searchParams))
  return { ...view, fake, listRequests }
}

describe('/growth-path list page', () => {
  beforeEach(() => {
    resetClientState()
    resetMasterStore()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('shows a visitor the heading, the popular paths and every path, each card with what it should', async () => {
    renderPage({
      'GET /api/platform/growthpath-recommendation': { body: { data: [supervisor] } },
      'GET /api/platform/growthpath': page([analyst, supervisor]),
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Growth Path' })).toBeInTheDocument()
    expect(screen.getByText(/^Program pengembangan karier/)).toBeInTheDocument()
    await waitFor(() => expect(document.title).toMatch(/^Growth Path · /))

    // A visitor gets the popular paths, titled so, without the signed-in hint.
    const popular = screen.getByRole('region', { name: 'Populer' })
    expect(await within(popular).findByRole('link', { name: 'Kepemimpinan Supervisor' })).toHaveAttribute('href', '/growth-path/kepemimpinan-supervisor')
    expect(screen.queryByRole('heading', { name: 'Untuk Anda' })).toBeNull()

    expect(screen.getByRole('heading', { level: 2, name: 'Semua Growth Path' })).toBeInTheDocument()
    const list = await screen.findByRole('region', { name: 'Semua Growth Path' })
    expect(within(list).getByText('2 hasil')).toBeInTheDocument()
    const cards = within(list).getAllByTestId('growth-path-card')
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(['Analis Data Pemula', 'Kepemimpinan Supervisor'])

    const first = within(cards[0]!)
    // One link per card, named by the title: it stretches over the whole card.
    expect(first.getAllByRole('link')).toHaveLength(1)
    expect(first.getByRole('link', { name: 'Analis Data Pemula' })).toHaveAttribute('href', '/growth-path/analis-data-pemula')
    expect(first.getByText('Data & Analitik')).toBeInTheDocument()
    expect(first.getByText('Ringkasan Analis Data Pemula.')).toBeInTheDocument()
    expect(first.getByText('Pemula')).toBeInTheDocument()
    expect(first.getByText('8 minggu')).toBeInTheDocument()
    expect(first.getByText('6 modul')).toBeInTheDocument()
    expect(first.getByRole('img', { name: '4,6 dari 5 (12 penilaian)' })).toBeInTheDocument()
    expect(first.getByText('23 suka')).toBeInTheDocument()
    // Three skills by name, the other two counted.
    const skills = first.getByRole('list', { name: 'Keterampilan' })
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['SQL', 'Excel', 'Visualisasi Data', '+2dan 2 keterampilan lainnya'])
    expect(first.queryByTestId('growth-path-progress')).toBeNull()
    // The thumbnail is decoration: the title names the card.
    const thumbnail = cards[0]!.querySelector('img')
    expect(thumbnail).toHaveAttribute('src', '/thumbnails/growth-path-1.svg')
    expect(thumbnail).toHaveAttribute('alt', '')

    const second = within(cards[1]!)
    expect(second.getByText('Belum ada penilaian')).toBeInTheDocument()
    expect(second.getByText('Menengah')).toBeInTheDocument()
    expect(second.getByText('0 suka')).toBeInTheDocument()
  })

  it("titles the row 'Untuk Anda' for a signed-in user and shows their progress: percent done, or 'Selesai'", async () => {
    writeUserId(budi.id)
    const taking = { ...analyst, my: { status: 'in_progress' as const, done_items: 4, total_items: 10, percent: 40 } }
    const finished = { ...k3, my: { status: 'finished' as const, done_items: 9, total_items: 9, percent: 100 } }
    renderPage({
      'GET /api/platform/growthpath-recommendation': { body: { data: [supervisor] } },
      'GET /api/platform/growthpath': page([taking, supervisor, finished]),
    })
    const forYou = await screen.findByRole('region', { name: 'Untuk Anda' })
    expect(within(forYou).getByText('Berdasarkan growth path yang Anda ikuti dan keterampilannya.')).toBeInTheDocument()
    expect(await within(forYou).findByRole('heading', { level: 3, name: 'Kepemimpinan Supervisor' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Populer' })).toBeNull()

    const list = await screen.findByRole('region', { name: 'Semua Growth Path' })
    const [first, second, third] = within(list).getAllByTestId('growth-path-card')
    expect(within(first!).getByTestId('growth-path-progress')).toHaveTextContent('40% selesai')
    expect(within(second!).queryByTestId('growth-path-progress')).toBeNull()
    expect(within(third!).getByTestId('growth-path-progress')).toHaveTextContent(/^Selesai$/)
  })

  it('puts the search, the category, skill and level filters and the sort into the URL and the request', async () => {
    const user = userEvent.setup()
    const { router, listRequests } = renderPage({
      'GET /api/platform/growthpath-recommendation': { body: { data: [supervisor] } },
      'GET /api/platform/growthpath': page([analyst]),
    })
    await screen.findByRole('region', { name: 'Semua Growth Path' })
    expect(listRequests()).toEqual([{ limit: '12', page: '1' }])
    const search = () => router.state.location.search as Record<string, unknown>

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Kategori' }), await screen.findByRole('option', { name: 'Kepemimpinan' }))
    await waitFor(() => expect(search()).toEqual({ category_id: 2 }))
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ limit: '12', page: '1', category_id: '2' }))
    // Narrowed, the page shows only the results.
    expect(screen.queryByRole('region', { name: 'Populer' })).toBeNull()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Keterampilan' }), await screen.findByRole('option', { name: 'Coaching' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tingkat' }), 'Menengah')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Urutkan' }), 'Penilaian tertinggi')
    await user.type(screen.getByRole('searchbox'), 'supervisor')
    await user.click(screen.getByRole('button', { name: 'Cari' }))
    await waitFor(() => expect(search()).toEqual({ category_id: 2, skill_id: 6, level: 'menengah', sort: 'rating', q: 'supervisor' }))
    expect(router.state.location.href).toContain('level=menengah')
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ limit: '12', page: '1', category_id: '2', skill_id: '6', level: 'menengah', sort: 'rating', q: 'supervisor' }))

    // 'Hapus filter' keeps only the sort; the row comes back.
    await user.click(screen.getByRole('button', { name: 'Hapus filter' }))
    await waitFor(() => expect(search()).toEqual({ sort: 'rating' }))
    expect(await screen.findByRole('region', { name: 'Populer' })).toBeInTheDocument()
  })

  it('opens with the filters of a shared link, and drops the values that do not fit', async () => {
    const { listRequests } = renderPage(
      {
        'GET /api/platform/growthpath-recommendation': { body: { data: [] } },
        'GET /api/platform/growthpath': page([supervisor]),
      },
      '/growth-path?category_id=2&level=ahli&sort=rating&skill_id=abc',
    )
    await screen.findByRole('heading', { level: 3, name: 'Kepemimpinan Supervisor' })
    expect(listRequests()).toEqual([{ limit: '12', page: '1', category_id: '2', sort: 'rating' }])
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Kategori' })).toHaveValue('2'))
    expect(screen.getByRole('combobox', { name: 'Tingkat' })).toHaveValue('')
    expect(screen.getByRole('combobox', { name: 'Urutkan' })).toHaveValue('rating')
  })

  it('says so when nothing matches, and when there is nothing to recommend', async () => {
    renderPage({
      'GET /api/platform/growthpath-recommendation': { body: { data: [] } },
      'GET /api/platform/growthpath': page([]),
    })
    const empty = await screen.findByText('Tidak ada growth path yang cocok.')
    expect(empty.closest('[role="status"]')).toHaveTextContent('Coba kata kunci lain atau hapus filter.')
    expect(screen.queryByRole('region', { name: 'Semua Growth Path' })).toBeNull()
    expect(await screen.findByText('Belum ada rekomendasi untuk Anda.')).toBeInTheDocument()
  })

  it('a list that failed says so and can be asked for again; a failed row does not blank the list', async () => {
    let listFails = true
    renderPage({
      'GET /api/platform/growthpath-recommendation': { status: 500, body: problem(500, '/problems/internal') },
      'GET /api/platform/growthpath': () => (listFails ? { status: 500, body: problem(500, '/problems/internal') } : page([analyst])),
    })
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Rekomendasi tidak dapat dimuat.Coba lagi', 'Daftar tidak dapat dimuat.Coba lagi']))

    listFails = false
    const listAlert = screen.getAllByRole('alert')[1]!
    await userEvent.click(within(listAlert).getByRole('button', { name: 'Coba lagi' }))
    expect(await screen.findByRole('heading', { level: 3, name: 'Analis Data Pemula' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Rekomendasi tidak dapat dimuat.')
  })

  it('offline with nothing stored, offers what can be read offline instead of an error', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    // The master lists' failure is reported (and the list tried again later): expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    renderWithRouter(() => <Page />, { path: '/growth-path' })
    expect(await screen.findByRole('heading', { name: 'Halaman ini belum tersedia offline' })).toBeInTheDocument()
  })
})

describe('/growth-path search', () => {
  it("keeps the contract's levels and sorts", () => {
    expect(listLevels).toEqual(growthPathLevels)
    expect(listSorts).toEqual(growthPathSorts)
  })

  it('asks for the default sort by leaving it out, and leaves out what is empty', () => {
    expect(toListQuery({ sort: 'popular', q: '' })).toEqual({ limit: 12 })
    expect(toListQuery({ sort: 'newest', q: 'data', level: 'lanjutan', category_id: 3, skill_id: 4 })).toEqual({ limit: 12, sort: 'newest', q: 'data', level: 'lanjutan', category_id: 3, skill_id: 4 })
  })
})
