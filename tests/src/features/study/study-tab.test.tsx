import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { activitySearchSchema } from '@/components/activity-hub/activity-search'
import { createAuth } from '@/lib/auth/auth'
import { writeUserId } from '@/lib/auth/user-id-cookie'
import { createAppRouter } from '@/router'
import { budi, budiInfo, fakeApi, resetClientState } from '../../support/fake-api'

window.scrollTo = () => undefined

describe('the tab search parameter of /activity', () => {
  it('keeps the four tabs and turns a missing or unknown value into learning', () => {
    for (const tab of ['learning', 'growthpath', 'mentor', 'discovery'] as const) expect(activitySearchSchema.parse({ tab })).toEqual({ tab })
    expect(activitySearchSchema.parse({})).toEqual({ tab: 'learning' })
    expect(activitySearchSchema.safeParse({ tab: 'quiz' }).success).toBe(false)
    expect(activitySearchSchema.safeParse({ tab: 3 }).success).toBe(false)
  })
})

const day = (offset: number) => new Date(Date.UTC(2025, 2, 10 + offset)).toISOString().slice(0, 10)
const card = { id: 3, kind: 'inclass', slug: 'workshop-k3', title: 'Workshop K3 Kantor', summary: '', thumbnail_url: '/thumbnails/k3.svg', category: null, duration_s: 3600, published_at: '2025-03-01T00:00:00Z', instructor: null, participants: 4 }
const studyApi = {
  'GET /api/v2/users/courses/study-statistics': {
    body: { data: { period_days: 7, days: Array.from({ length: 7 }, (_, i) => ({ date: day(i), seconds: i === 6 ? 1500 : 0 })), total_s: 1500, by_kind: { video: 1500, package: 0, inclass: 0 } } },
  },
  'GET /api/v2/users/courses/study-calendars': { body: { data: { year: 2025, month: 3, days: [], active_days: 1, total_s: 1500 } } },
  'GET /api/me/statistics/summary': {
    body: { data: { videos_started: 2, videos_completed: 1, packages_started: 1, packages_completed: 0, materials_completed: 3, watched_s: 1500, inclass_registered: 1, inclass_attended: 1, learning_s: 1500, active_days: 1, streak_days: 1 } },
  },
  'GET /api/v2/users/courses/favorite-categories': { body: { data: [{ category: { id: 1, name: 'Keuangan', slug: 'keuangan' }, seconds: 1500, share: 1 }] } },
  'GET /api/v2/users/leaderboards/rank': {
    body: { data: { me: { rank: 2, employee_id: 7, name: 'Budi Santoso', position: null, learning_s: 1500, points: 25 }, top: [{ rank: 1, employee_id: 9, name: 'Dewi Anggraini', position: null, learning_s: 9000, points: 150 }, { rank: 2, employee_id: 7, name: 'Budi Santoso', position: null, learning_s: 1500, points: 25 }], participants: 16 } },
  },
  'GET /api/v2/users/courses/videos/histories': {
    body: { data: [{ video_id: 5, position_s: 60, duration_s: 120, completed: false, completed_at: null, updated_at: '2025-03-16T03:00:00Z', video: { id: 5, slug: 'excel-dasar', title: 'Excel Dasar', thumbnail_url: '/thumbnails/excel.svg' } }], meta: { page: 1, limit: 5, total: 1, total_pages: 1 } },
  },
  'GET /api/v2/users/courses/packages/histories': { body: { data: [], meta: { page: 1, limit: 5, total: 0, total_pages: 0 } } },
  'GET /api/v2/users/courses/inclasses/histories': {
    body: { data: [{ event_id: 3, registered_at: '2025-03-01T00:00:00Z', attended: true, attended_at: '2025-03-05T02:00:00Z', event: { ...card, starts_at: '2025-03-05T02:00:00Z', ends_at: '2025-03-05T03:00:00Z', place: 'Ruang 1', city: null, is_online: false, seats_total: 10, seats_left: 2 } }], meta: { page: 1, limit: 5, total: 1, total_pages: 1 } },
  },
}

function renderActivity(path: string) {
  const api = fakeApi({
    'GET /api/sso-callback/v2': { body: { data: { valid: true, id: budi.id } } },
    'GET /api/platform/auth/session': { body: { data: { ...budi, expires_at: '2030-01-01T00:00:00Z' } } },
    'GET /api/platform/user/info': { body: { data: budiInfo } },
    'GET /api/v2/users/personalized-content-users/has-personalized-content': { body: { data: { hasPersonalizedContent: true } } },
    ...studyApi,
  })
  vi.stubGlobal('fetch', api.fetch)
  writeUserId(budi.id)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const auth = createAuth({ queryClient, startSignIn: vi.fn(async () => undefined), leave: vi.fn(), clearPersistedCache: async () => undefined })
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }), auth)
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { router, api }
}

describe('/activity', () => {
  beforeEach(resetClientState)
  afterEach(() => vi.unstubAllGlobals())

  it('an unknown tab is the 404 page (route-level validation, spec section 2)', async () => {
    renderActivity('/activity?tab=rahasia')
    expect(await screen.findByRole('heading', { name: 'Maaf, Kami Tidak Menemukan Halaman yang Dicari' })).toBeInTheDocument()
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument()
  })

  it('without a tab shows the learning tab with its blocks, linked to their pages', async () => {
    renderActivity('/activity')
    const learning = await screen.findByRole('tab', { name: 'Learning' })
    expect(learning).toHaveAttribute('aria-selected', 'true')
    const panel = screen.getByRole('tabpanel', { name: 'Learning' })
    expect(await within(panel).findByRole('img', { name: 'Menit belajar per hari, 7 hari terakhir' })).toBeInTheDocument()
    expect(within(panel).getByRole('table', { name: 'Menit belajar per hari' })).toBeInTheDocument()
    expect(await within(panel).findByText('Video selesai')).toBeInTheDocument()
    expect(await within(panel).findByText('Keuangan')).toBeInTheDocument()
    expect(await within(panel).findByText('Dewi Anggraini')).toBeInTheDocument()
    expect(await within(panel).findByRole('link', { name: /Excel Dasar/ })).toHaveAttribute('href', '/learning/videos/5')
    expect(await within(panel).findByRole('link', { name: /Workshop K3 Kantor/ })).toHaveAttribute('href', '/learning/inclass/3')
    expect(within(panel).getByText('Belum ada paket kursus yang diikuti.')).toBeInTheDocument()
  })

  it('choosing a tab puts it in the URL; arrow keys move between tabs; the Discovery tab shows its area', async () => {
    const user = userEvent.setup()
    const { router } = renderActivity('/activity')
    await user.click(await screen.findByRole('tab', { name: 'Discovery' }))
    expect(router.state.location.search).toEqual({ tab: 'discovery' })
    expect(screen.getByRole('tab', { name: 'Discovery' })).toHaveAttribute('aria-selected', 'true')
    const panel = screen.getByRole('tabpanel', { name: 'Discovery' })
    expect(await within(panel).findByRole('heading', { level: 2, name: 'Catatan Aktivitas Saya' })).toBeInTheDocument()
    expect(within(panel).getByRole('heading', { level: 2, name: 'Disimpan dari Discovery' })).toBeInTheDocument()

    // From the last tab, the arrow wraps to the first.
    await user.keyboard('{ArrowRight}')
    expect(router.state.location.search).toEqual({ tab: 'learning' })
    expect(screen.getByRole('tab', { name: 'Learning' })).toHaveFocus()
  })
})
