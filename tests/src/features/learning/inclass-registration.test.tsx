import { QueryClient } from '@tanstack/react-query'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { InclassDetail, InclassRegistration } from '@/contract/learning-inclass'
import { registerLearningWrites } from '@/features/learning/api/learning-mutations'
import { learningDeliveryRefreshes } from '@/features/learning/register'
import { declareDeliveryRefresh, startDeliveryRefresh } from '@/lib/outbox/delivery-refresh'
import { InclassDetailPage } from '@/features/learning/components/inclass/inclass-detail-page'
import { writeUserId } from '@/lib/auth/user-id-cookie'
import { getOutbox } from '@/shared/outbox/outbox'
import { problemTypes } from '@/shared/wire'
import { useDeviceZone } from '../../support/device-zone'
import { budi, fakeApi, resetClientState } from '../../support/fake-api'
import { renderWithRouter } from '../../support/render-with-router'

// 08.00 WIB on Sunday 22 November 2026: only Date is faked, so React's and the queries' timers run.
const NOW = new Date('2026-11-22T01:00:00.000Z')
const PATH = '/api/v2/courses/inclasses/5'
const REGISTER = '/api/v2/users/courses/inclasses/5/register'

function event(overrides: Partial<InclassDetail> = {}): InclassDetail {
  return {
    id: 5,
    kind: 'inclass',
    slug: 'bootcamp-excel',
    title: 'Bootcamp Analisis Data dengan Excel',
    summary: 'Pivot table dan dasbor sederhana.',
    thumbnail_url: '/thumbnails/bootcamp-excel.svg',
    category: { id: 4, name: 'Teknologi Informasi', slug: 'teknologi-informasi' },
    duration_s: 7200,
    published_at: '2026-11-01T01:00:00.000Z',
    instructor: { id: 3, name: 'Andi Pratama', position: 'Analis Data', photo_url: null },
    participants: 2,
    // Tuesday 24 November, 09.00–11.00 WIB.
    starts_at: '2026-11-24T02:00:00.000Z',
    ends_at: '2026-11-24T04:00:00.000Z',
    place: 'Ruang Melati, Lantai 8',
    city: 'Jakarta',
    is_online: false,
    seats_total: 10,
    seats_left: 8,
    description: '<p>Bawa laptop sendiri.</p><script>alert(1)</script>',
    is_registered: false,
    registration: null,
    ...overrides,
  }
}

const registration: InclassRegistration = { event_id: 5, registered_at: '2026-11-21T03:00:00.000Z', attended: false, attended_at: null }
const ok = (data: unknown) => ({ body: { data } })
const problem = (status: number, detail: string, type = 'about:blank') => ({ status, body: { type, title: 'Konflik', status, detail, errors: [] } })

/** The event page; registering and cancelling go through the outbox, sent at once when online. */
function render(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes)
  vi.stubGlobal('fetch', api.fetch)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  // As at start (learning's register.ts, main.tsx): a delivered write refreshes the event and the lists.
  declareDeliveryRefresh(queryClient, learningDeliveryRefreshes)
  startDeliveryRefresh(queryClient, getOutbox())
  registerLearningWrites(queryClient)
  renderWithRouter(() => <InclassDetailPage eventId={5} />, { queryClient })
  return api
}

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
const queued = async () => (await getOutbox().list()).map((e) => `${e.method} ${e.url} ${e.state}`)

describe('in-class event registration', () => {
  useDeviceZone('Asia/Jakarta')
  beforeEach(() => {
    resetClientState()
    writeUserId(budi.id)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
  })
  afterEach(async () => {
    cleanup()
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    for (const entry of await getOutbox().list()) await getOutbox().remove(entry.id)
  })

  it('shows the date and time in Jakarta, the place, the seats and the sanitized description', async () => {
    render({ [`GET ${PATH}`]: ok(event()) })
    expect(await screen.findByRole('heading', { level: 1, name: 'Bootcamp Analisis Data dengan Excel' })).toBeInTheDocument()
    expect(screen.getByText('Selasa, 24 November 2026')).toBeInTheDocument()
    expect(screen.getByText('09.00–11.00 WIB')).toBeInTheDocument()
    expect(screen.getByText('Ruang Melati, Lantai 8, Jakarta')).toBeInTheDocument()
    expect(screen.getByTestId('inclass-seat-count')).toHaveTextContent('8 dari 10 kursi tersisa')
    expect(screen.getByText('Andi Pratama')).toBeInTheDocument()
    expect(screen.getByText('Bawa laptop sendiri.')).toBeInTheDocument()
    expect(document.querySelector('script')).toBeNull()
  })

  it('offers no registration when the event is full', async () => {
    const api = render({ [`GET ${PATH}`]: ok(event({ seats_left: 0 })) })
    const button = await screen.findByRole('button', { name: 'Kelas sudah penuh' })
    expect(button).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Daftar Kelas' })).toBeNull()
    await userEvent.click(button)
    expect(api.calls).not.toContain(`POST ${REGISTER}`)
  })

  it('registers, then shows the registration and the new seat count', async () => {
    let current = event()
    const api = render({
      [`GET ${PATH}`]: () => ok(current),
      [`POST ${REGISTER}`]: () => {
        current = event({ seats_left: 7, is_registered: true, registration })
        return ok(registration)
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Daftar Kelas' }))
    expect(await screen.findByText('Anda terdaftar')).toBeInTheDocument()
    expect(screen.getByTestId('inclass-seat-count')).toHaveTextContent('7 dari 10 kursi tersisa')
    expect(screen.getByRole('button', { name: 'Batalkan pendaftaran' })).toBeInTheDocument()
    expect(api.calls.filter((c) => c === `POST ${REGISTER}`)).toHaveLength(1)
  })

  it('says in plain words that the class was full when the registration arrived; the refusal stays until the user has read it', async () => {
    render({ [`GET ${PATH}`]: ok(event()), [`POST ${REGISTER}`]: problem(409, 'Kelas sudah penuh', problemTypes.inclassFull) })
    await userEvent.click(await screen.findByRole('button', { name: 'Daftar Kelas' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Pendaftaran Anda tidak tercatat: kelas sudah penuh saat pendaftaran Anda sampai di server.')
    expect(screen.getByRole('button', { name: 'Daftar Kelas' })).toBeEnabled()
    // Final: kept in the outbox list as refused, never sent again.
    expect(await queued()).toEqual([`POST ${REGISTER} failed`])
    await userEvent.click(screen.getByRole('button', { name: 'Mengerti' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(await queued()).toEqual([])
  })

  it('offline, a registration and then its cancellation wait in the order made, each said at the event', async () => {
    offline()
    const api = render({ [`GET ${PATH}`]: ok(event()) })
    await userEvent.click(await screen.findByRole('button', { name: 'Daftar Kelas' }))
    expect(await screen.findByText('Pendaftaran menunggu dikirim')).toBeInTheDocument()
    expect(screen.getByTestId('inclass-seat-count')).toHaveTextContent('8 dari 10 kursi tersisa')
    await userEvent.click(screen.getByRole('button', { name: 'Batalkan pendaftaran' }))
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ya, batalkan' }))
    expect(await screen.findByText('Pembatalan menunggu dikirim')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Daftar Kelas' })).toBeInTheDocument()
    expect(await queued()).toEqual([`POST ${REGISTER} pending`, `DELETE ${REGISTER} pending`])
    expect(api.calls.filter((c) => !c.startsWith('GET'))).toEqual([])
  })

  it('asks before cancelling; only a confirmation sends the DELETE', async () => {
    let current = event({ seats_left: 7, is_registered: true, registration })
    const api = render({
      [`GET ${PATH}`]: () => ok(current),
      [`DELETE ${REGISTER}`]: () => {
        current = event({ seats_left: 8 })
        return ok({ event_id: 5, seats_left: 8 })
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Batalkan pendaftaran' }))
    let dialog = await screen.findByRole('alertdialog', { name: 'Batalkan pendaftaran?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tidak' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(api.calls).not.toContain(`DELETE ${REGISTER}`)
    expect(screen.getByText('Anda terdaftar')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Batalkan pendaftaran' }))
    dialog = await screen.findByRole('alertdialog', { name: 'Batalkan pendaftaran?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, batalkan' }))
    expect(await screen.findByText('Pendaftaran Anda telah dibatalkan.')).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(api.calls.filter((c) => c === `DELETE ${REGISTER}`)).toHaveLength(1)
    expect(screen.getByTestId('inclass-seat-count')).toHaveTextContent('8 dari 10 kursi tersisa')
    expect(screen.getByRole('button', { name: 'Daftar Kelas' })).toBeInTheDocument()
  })

  it('says why when the cancellation is refused (the class started), and keeps the registration', async () => {
    render({
      [`GET ${PATH}`]: ok(event({ is_registered: true, registration })),
      [`DELETE ${REGISTER}`]: problem(409, 'Pendaftaran tidak dapat dibatalkan setelah kelas dimulai.', problemTypes.inclassClosed),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Batalkan pendaftaran' }))
    const dialog = await screen.findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, batalkan' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Pembatalan Anda tidak tercatat: kelas sudah dimulai, jadi pendaftaran tidak dapat dibatalkan lagi.')
    expect(screen.getByText('Anda terdaftar')).toBeInTheDocument()
  })

  it('says a past event is over and offers neither registration nor cancellation', async () => {
    render({ [`GET ${PATH}`]: ok(event({ starts_at: '2026-11-15T02:00:00.000Z', ends_at: '2026-11-15T04:00:00.000Z' })) })
    expect(await screen.findByText('Kelas ini sudah selesai.')).toBeInTheDocument()
    const panel = screen.getByTestId('registration-panel')
    expect(within(panel).queryByRole('button')).toBeNull()
  })

  it('lets a registered user confirm attendance on the day and shows why it failed', async () => {
    // Today, 13.00–15.00 WIB: attendance is offered, cancelling still possible before the start.
    const today = { starts_at: '2026-11-22T06:00:00.000Z', ends_at: '2026-11-22T08:00:00.000Z' }
    const attended = { ...registration, attended: true, attended_at: '2026-11-22T06:05:00.000Z' }
    let current = registration
    let refuse = true
    render({
      [`GET ${PATH}`]: () => ok(event({ ...today, is_registered: true, registration: current })),
      'GET /api/v2/course/5/attend-event': () => {
        if (refuse) return problem(409, 'Kehadiran hanya dapat dicatat pada hari kelas berlangsung.')
        current = attended
        return ok(attended)
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Konfirmasi kehadiran' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Kehadiran belum tercatat: Kehadiran hanya dapat dicatat pada hari kelas berlangsung.')

    refuse = false
    await userEvent.click(screen.getByRole('button', { name: 'Konfirmasi kehadiran' }))
    expect(await screen.findByText('Kehadiran tercatat pukul 13.05 WIB')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Konfirmasi kehadiran' })).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('offline, attendance is not offered: it says it needs a connection', async () => {
    offline()
    const today = { starts_at: '2026-11-22T06:00:00.000Z', ends_at: '2026-11-22T08:00:00.000Z' }
    const api = render({ [`GET ${PATH}`]: ok(event({ ...today, is_registered: true, registration })) })
    const button = await screen.findByRole('button', { name: 'Konfirmasi kehadiran' })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription(/Kehadiran hanya dapat dicatat saat online/)
    await userEvent.click(button)
    expect(api.calls).not.toContain('GET /api/v2/course/5/attend-event')
  })

  it('offers no attendance before the day of the event', async () => {
    render({ [`GET ${PATH}`]: ok(event({ is_registered: true, registration })) })
    expect(await screen.findByText('Konfirmasi kehadiran tersedia pada hari kelas berlangsung.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Konfirmasi kehadiran' })).toBeNull()
  })

  describe('on a device set to another zone', () => {
    useDeviceZone('Asia/Makassar')

    it('says the times in WIB with the device’s own beside them, as every time in the app', async () => {
      const today = { starts_at: '2026-11-22T06:00:00.000Z', ends_at: '2026-11-22T08:00:00.000Z' }
      const attended = { ...registration, attended: true, attended_at: '2026-11-22T06:05:00.000Z' }
      render({ [`GET ${PATH}`]: ok(event({ ...today, is_registered: true, registration: attended })) })
      expect(await screen.findByText('13.00–15.00 WIB (14.00–16.00 WITA)')).toBeInTheDocument()
      expect(screen.getByText('Kehadiran tercatat pukul 13.05 WIB (14.05 WITA)')).toBeInTheDocument()
    })
  })
})
