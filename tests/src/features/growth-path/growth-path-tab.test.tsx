import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { GrowthPathCard } from '@/contract/growth-path'
import type { GrowthPathTrxWithPath } from '@/contract/growth-path-trx'
import { GrowthPathTab } from '@/features/growth-path/components/activity/growth-path-tab'
import { writeUserId } from '@/lib/auth/user-id-cookie'
import { budi, fakeApi, problem, resetClientState } from '../../support/fake-api'
import { renderWithRouter } from '../../support/render-with-router'

// The growth-path tab of /activity (issue 13): paths in progress with their progress, finished
// ones with their certificate numbers, recommendations; with none taken, the way to /growth-path.

function card(id: number, title: string, my: GrowthPathCard['my'] = null): GrowthPathCard {
  return {
    id,
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    title,
    summary: `Ringkasan ${title}.`,
    thumbnail_url: `/thumbnails/growth-path-${id}.svg`,
    category: { id: 2, name: 'Kepemimpinan', slug: 'kepemimpinan' },
    level: 'menengah',
    duration_weeks: 6,
    skills: [],
    rating: 4.5,
    rating_count: 4,
    likes: 3,
    participants: 9,
    modules: 5,
    published_at: '2026-01-05T00:00:00.000Z',
    my,
  }
}

function taken(id: number, path: GrowthPathCard, extra: Partial<GrowthPathTrxWithPath>): GrowthPathTrxWithPath {
  return {
    id,
    growth_path_id: path.id,
    slug: path.slug,
    status: 'in_progress',
    taken_at: '2026-02-01T02:00:00.000Z',
    finished_at: null,
    done_items: 0,
    total_items: 9,
    percent: 0,
    done_item_ids: [],
    assignments_left: 0,
    certificate_no: null,
    path,
    ...extra,
  }
}

const coach = card(5, 'Coach dan Mentor Internal', { status: 'in_progress', done_items: 5, total_items: 9, percent: 55 })
const komunikasi = card(4, 'Komunikasi Pemimpin', { status: 'finished', done_items: 7, total_items: 7, percent: 100 })
const k3 = card(3, 'Petugas K3 Umum')

const MINE = 'GET /api/platform/user/growthpath'
const RECOMMENDED = 'GET /api/platform/user/growthpath-recommendation'

function renderTab(routes: Parameters<typeof fakeApi>[0]) {
  const fake = fakeApi(routes)
  vi.stubGlobal('fetch', fake.fetch)
  return { ...renderWithRouter(() => <GrowthPathTab />, { path: '/activity?tab=growthpath' }), fake }
}

describe('the growth-path tab of /activity', () => {
  beforeEach(() => {
    resetClientState()
    writeUserId(budi.id)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('lists the paths in progress with their progress, the finished ones with their certificate numbers, then recommendations', async () => {
    renderTab({
      [MINE]: {
        body: {
          data: {
            in_progress: [taken(11, coach, { done_items: 5, percent: 55, done_item_ids: [1, 2, 3, 4, 5] })],
            finished: [taken(12, komunikasi, { status: 'finished', finished_at: '2026-03-14T03:00:00.000Z', done_items: 7, total_items: 7, percent: 100, certificate_no: 'GP-2026-000012' })],
          },
        },
      },
      [RECOMMENDED]: { body: { data: [k3] } },
    })
    const inProgress = await screen.findByRole('region', { name: 'Sedang Diikuti (1)' })
    const coachCard = within(inProgress).getByTestId('growth-path-card')
    expect(within(coachCard).getByRole('link', { name: 'Coach dan Mentor Internal' })).toHaveAttribute('href', '/growth-path/coach-dan-mentor-internal')
    expect(within(coachCard).getByTestId('growth-path-progress')).toHaveTextContent('55% selesai')
    expect(within(inProgress).queryByText(/Nomor sertifikat/)).toBeNull()

    const finished = screen.getByRole('region', { name: 'Selesai (1)' })
    expect(within(finished).getByRole('link', { name: 'Komunikasi Pemimpin' })).toHaveAttribute('href', '/growth-path/komunikasi-pemimpin')
    expect(within(finished).getByTestId('growth-path-progress')).toHaveTextContent(/^Selesai$/)
    expect(within(finished).getByText('Nomor sertifikat: GP-2026-000012')).toBeInTheDocument()

    const recommended = screen.getByRole('region', { name: 'Rekomendasi untuk Anda' })
    expect(await within(recommended).findByRole('link', { name: 'Petugas K3 Umum' })).toHaveAttribute('href', '/growth-path/petugas-k3-umum')
    expect(within(recommended).queryByTestId('growth-path-progress')).toBeNull()
    expect(screen.queryByText('Anda belum mengikuti growth path.')).toBeNull()
  })

  it('leaves out a section with nothing in it', async () => {
    renderTab({
      [MINE]: { body: { data: { in_progress: [taken(11, coach, { percent: 55 })], finished: [] } } },
      [RECOMMENDED]: { body: { data: [k3] } },
    })
    expect(await screen.findByRole('region', { name: 'Sedang Diikuti (1)' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: /^Selesai/ })).toBeNull()
  })

  it('with no path taken, says so and leads to /growth-path; with nothing to recommend, says that too', async () => {
    renderTab({
      [MINE]: { body: { data: { in_progress: [], finished: [] } } },
      [RECOMMENDED]: { body: { data: [] } },
    })
    expect(await screen.findByText('Anda belum mengikuti growth path.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Jelajahi Growth Path' })).toHaveAttribute('href', '/growth-path')
    expect(screen.queryByRole('region', { name: /^Sedang Diikuti/ })).toBeNull()
    expect(await screen.findByText('Belum ada rekomendasi baru. Anda sudah mengikuti semua growth path yang cocok.')).toBeInTheDocument()
  })

  it('a list that cannot load says so without hiding the recommendations', async () => {
    renderTab({
      [MINE]: { status: 500, body: problem(500, '/problems/internal') },
      [RECOMMENDED]: { body: { data: [k3] } },
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Bagian ini tidak dapat dimuat.')
    expect(await screen.findByRole('link', { name: 'Petugas K3 Umum' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Jelajahi Growth Path' })).toBeNull()
  })
})
