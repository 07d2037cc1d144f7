import { QueryClient } from '@tanstack/react-query'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HistoryLists } from '@/features/study/components/history-lists'
import { registerStudy } from '@/features/study/register'
import { writeUserId } from '@/lib/auth/user-id-cookie'
import { getOutbox } from '@/shared/outbox/outbox'
import { budi, fakeApi, resetClientState } from '../../support/fake-api'
import { renderWithRouter } from '../../support/render-with-router'

// Issue 40 item 3: a class registration or a package enrolment made offline is listed in the study
// history of /activity, marked as waiting, and the server's row takes its place when it arrives
// (decision 047).

const empty = { body: { data: [], meta: { page: 1, limit: 5, total: 0, total_pages: 0 } } }
const event = {
  id: 4,
  kind: 'inclass',
  slug: 'workshop-k3',
  title: 'Workshop K3 Kantor',
  summary: '',
  thumbnail_url: '/thumbnails/k3.svg',
  category: null,
  duration_s: 3600,
  published_at: '2030-03-01T00:00:00Z',
  instructor: null,
  participants: 4,
  starts_at: '2030-03-05T02:00:00Z',
  ends_at: '2030-03-05T03:00:00Z',
  place: 'Ruang 1',
  city: null,
  is_online: false,
  seats_total: 10,
  seats_left: 2,
}

describe('the study history of /activity', () => {
  beforeEach(() => {
    resetClientState()
    writeUserId(budi.id)
  })
  afterEach(async () => {
    cleanup()
    for (const entry of await getOutbox().list()) await getOutbox().remove(entry.id)
    vi.unstubAllGlobals()
  })

  it("lists a registration made offline as 'Menunggu dikirim', and the server's row once it is delivered, without a reload", async () => {
    let served: unknown[] = []
    const api = fakeApi({
      'GET /api/v2/users/courses/videos/histories': empty,
      'GET /api/v2/users/courses/packages/histories': empty,
      'GET /api/v2/users/courses/inclasses/histories': () => ({ body: { data: served, meta: { page: 1, limit: 5, total: served.length, total_pages: 1 } } }),
      'GET /api/me/statistics/summary': { body: { data: {} } },
      'POST /api/v2/users/courses/inclasses/4/register': () => {
        served = [{ event_id: 4, registered_at: '2030-03-01T00:00:00Z', attended: false, attended_at: null, event }]
        return { body: { data: served[0] } }
      },
    })
    vi.stubGlobal('fetch', api.fetch)
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    registerStudy(queryClient)
    // As learning-mutations.ts queues it, offline.
    await getOutbox().enqueue({ method: 'POST', url: '/api/v2/users/courses/inclasses/4/register', body: {}, resource: 'inclass:4', label: 'Daftar kelas: Workshop K3 Kantor', userId: budi.id })
    renderWithRouter(() => <HistoryLists />, { queryClient })

    const classes = await screen.findByRole('region', { name: 'Kelas' })
    const waiting = await within(classes).findByRole('link', { name: /Daftar kelas: Workshop K3 Kantor/ })
    expect(within(waiting).getByText('Menunggu dikirim')).toBeInTheDocument()
    expect(waiting).toHaveAttribute('href', '/learning/inclass/4')
    expect(within(classes).queryByText('Belum ada kelas yang diikuti.')).toBeNull()

    await getOutbox().replay({ fetch: api.fetch, onlyUser: budi.id })
    const row = await within(classes).findByRole('link', { name: /^Workshop K3 Kantor/ })
    expect(within(row).getByText(/Terdaftar/)).toBeInTheDocument()
    await waitFor(() => expect(within(classes).queryByText('Menunggu dikirim')).toBeNull())
  })

  it("lists a package enrolment made offline as 'Menunggu dikirim' (not its progress writes), and the server's row once it is delivered, without a reload", async () => {
    let served: unknown[] = []
    const enrolment = { package_id: 7, current_course_material_id: 70, completed_materials: 0, total_materials: 4, completed: false, completed_at: null, updated_at: '2030-03-01T00:00:00Z' }
    const api = fakeApi({
      'GET /api/v2/users/courses/videos/histories': empty,
      'GET /api/v2/users/courses/inclasses/histories': empty,
      'GET /api/v2/users/courses/packages/histories': () => ({ body: { data: served, meta: { page: 1, limit: 5, total: served.length, total_pages: 1 } } }),
      'GET /api/me/statistics/summary': { body: { data: {} } },
      'POST /api/v2/users/courses/packages/7/register': () => {
        served = [{ ...enrolment, package: { id: 7, slug: 'dasar-k3', title: 'Dasar K3', thumbnail_url: '/thumbnails/k3.svg' } }]
        return { body: { data: { ...enrolment, started_at: '2030-03-01T00:00:00Z' } } }
      },
      'POST /api/v2/users/courses/packages/7/watches': { body: { data: {} } },
    })
    vi.stubGlobal('fetch', api.fetch)
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    registerStudy(queryClient)
    // As learning-mutations.ts and progress-mutations.ts queue them, offline: one resource, two kinds.
    await getOutbox().enqueue({ method: 'POST', url: '/api/v2/users/courses/packages/7/register', body: {}, resource: 'package:7', label: 'Daftar kursus: Dasar K3', userId: budi.id })
    await getOutbox().enqueue({ method: 'POST', url: '/api/v2/users/courses/packages/7/watches', body: { course_material_id: 70, position_s: 30 }, resource: 'package:7', label: 'Materi Pengantar sampai 0:30', userId: budi.id })
    renderWithRouter(() => <HistoryLists />, { queryClient })

    const packages = await screen.findByRole('region', { name: 'Paket Kursus' })
    const waiting = await within(packages).findByRole('link', { name: /Daftar kursus: Dasar K3/ })
    expect(within(waiting).getByText('Menunggu dikirim')).toBeInTheDocument()
    expect(waiting).toHaveAttribute('href', '/learning/course/7')
    expect(within(packages).getAllByRole('link')).toHaveLength(1)
    expect(within(packages).queryByText('Belum ada paket kursus yang diikuti.')).toBeNull()

    await getOutbox().replay({ fetch: api.fetch, onlyUser: budi.id })
    const row = await within(packages).findByRole('link', { name: /^Dasar K3/ })
    expect(row).toHaveAttribute('href', '/learning/course/7-dasar-k3')
    await waitFor(() => expect(within(packages).queryByText('Menunggu dikirim')).toBeNull())
  })
})
