import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { writeUserId } from '@/lib/auth/user-id-cookie'
import { LearningOverview } from '@/features/learning/components/overview/learning-overview'
import { budi, fakeApi, resetClientState } from '../../support/fake-api'
import { renderWithRouter } from '../../support/render-with-router'

const card = (id: number, kind: 'video' | 'package', title: string) => ({
  id,
  kind,
  slug: `${kind}-${id}`,
  title,
  summary: '',
  thumbnail_url: `/thumbnails/${kind}-${id}.svg`,
  category: { id: 1, name: 'Kepemimpinan', slug: 'kepemimpinan' },
  duration_s: 600,
  published_at: '2026-01-01T00:00:00.000Z',
  instructor: null,
  participants: 0,
})
const event = (id: number, title: string) => ({
  ...card(id, 'video', title),
  kind: 'inclass',
  starts_at: '2026-11-24T02:00:00.000Z',
  ends_at: '2026-11-24T04:00:00.000Z',
  place: 'Ruang Melati',
  city: 'Jakarta',
  is_online: false,
  seats_total: 10,
  seats_left: 8,
})
const page = (data: unknown[]) => ({ body: { data, meta: { page: 1, limit: 8, total: data.length, total_pages: 1 } } })

const routes = {
  'GET /api/v2/courses/inclasses/today': page([]),
  'GET /api/v2/courses/videos': page([card(1, 'video', 'Video Terbaru')]),
  'GET /api/v2/courses/packages': page([card(2, 'package', 'Paket Terbaru')]),
  'GET /api/v2/users/channels/specials': { body: { data: [] } },
  'GET /api/v2/users/personalized-content-users/packages': page([card(7, 'package', 'Paket Pilihan Minat')]),
  'GET /api/v2/users/personalized-content-users/inclasses': page([event(9, 'Kelas Pilihan Minat')]),
}

describe('/learning overview', () => {
  beforeEach(resetClientState)
  afterEach(() => vi.unstubAllGlobals())

  it("a signed-in user gets packages and in-class events ranked by their interests", async () => {
    writeUserId(budi.id)
    vi.stubGlobal('fetch', fakeApi(routes).fetch)
    renderWithRouter(() => <LearningOverview />)

    const packages = (await screen.findByRole('heading', { name: 'Paket kursus untuk Anda' })).closest('section')!
    expect(await within(packages).findByRole('heading', { name: 'Paket Pilihan Minat' })).toBeInTheDocument()
    const inclasses = screen.getByRole('heading', { name: 'Kelas untuk Anda' }).closest('section')!
    expect(await within(inclasses).findByRole('heading', { name: 'Kelas Pilihan Minat' })).toBeInTheDocument()
  })

  it('a visitor sees the general rows only, and no personalized list is asked for', async () => {
    const api = fakeApi(routes)
    vi.stubGlobal('fetch', api.fetch)
    renderWithRouter(() => <LearningOverview />)

    expect(await screen.findByRole('heading', { name: 'Video Terbaru' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Paket kursus untuk Anda' })).not.toBeInTheDocument()
    expect(api.calls.filter((call) => call.includes('personalized'))).toEqual([])
  })
})
