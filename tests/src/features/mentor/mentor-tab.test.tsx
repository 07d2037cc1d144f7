import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MentorSession, MyMentor } from '@/contract/mentor'
import { MentorTab } from '@/features/mentor/components/activity/mentor-tab'
import { writeUserId } from '@/lib/auth/user-id-cookie'
import { useDeviceZone } from '../../support/device-zone'
import { budi, problem, resetClientState } from '../../support/fake-api'
import { renderWithRouter } from '../../support/render-with-router'

// The mentor tab of /activity (issue 15): each side's sessions with what the caller may do now.
// The dialogs check what they can before sending; what only the server knows comes back from it.

const hour = 3_600_000
const at = (hours: number) => new Date(Date.now() + hours * hour).toISOString()
const person = (id: number, name: string) => ({ id, name, initials: name.slice(0, 1), username: name.toLowerCase(), position: null, photo_url: null })

function session(id: number, extra: Partial<MentorSession>): MentorSession {
  return {
    id,
    mentor: person(3, 'Sari Wulandari'),
    mentee: person(budi.id, 'Budi Santoso'),
    starts_at: at(48),
    ends_at: at(49),
    topic: `Topik ${id}`,
    note: null,
    mode: 'online',
    status: 'requested',
    location: null,
    decline_reason: null,
    cancelled_by: null,
    cancel_reason: null,
    rating: null,
    review: null,
    my_role: 'mentee',
    ...extra,
  }
}

const mine: MyMentor = {
  ...person(9, 'Budi Santoso'),
  headline: 'Merancang jalur karier',
  unit: null,
  expertise: [],
  rating: 0,
  rating_count: 0,
  sessions_given: 0,
  available_this_week: true,
  status: 'active',
  bio: 'Bio',
  reviews: [],
  is_me: true,
  hours: [],
  days_off: [],
}

/** The API as the tab asks it: the sessions by role and time, the caller's mentor profile, and the writes. */
function stubApi(lists: Record<string, MentorSession[]>, writes: Record<string, { status: number; body: unknown }> = {}) {
  const calls: { method: string; path: string; body: unknown }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const method = init?.method ?? 'GET'
    calls.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined })
    let status = 200
    let body: unknown = problem(404, '/problems/not-found')
    if (method === 'GET' && url.pathname === '/api/mentee/sessions') {
      const data = lists[`${url.searchParams.get('role')} ${url.searchParams.get('when')}`] ?? []
      body = { data, meta: { page: 1, limit: 10, total: data.length, total_pages: 1 } }
    } else if (method === 'GET' && url.pathname === '/api/platform/mentor/me') body = { data: mine }
    else if (writes[`${method} ${url.pathname}`]) ({ status, body } = writes[`${method} ${url.pathname}`]!)
    else status = 404
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json' } })
  })
  vi.stubGlobal('fetch', fetch)
  return calls
}

describe('the mentor tab of /activity', () => {
  beforeEach(() => {
    resetClientState()
    writeUserId(budi.id)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it("shows each side's sessions and only what may be done now", async () => {
    stubApi({
      'mentee upcoming': [session(1, { status: 'accepted', location: 'https://meet.example.com/budi', starts_at: at(6), ends_at: at(7) })],
      'mentee past': [session(2, { status: 'accepted', starts_at: at(-3), ends_at: at(-2) })],
      'mentor upcoming': [session(3, { my_role: 'mentor', mentor: person(9, 'Budi Santoso'), mentee: person(4, 'Dewi Anggraini') })],
    })
    renderWithRouter(() => <MentorTab />, { path: '/activity?tab=mentor' })
    const asMentee = await screen.findByRole('region', { name: 'Sesi Saya' })
    const upcoming = await within(asMentee).findByText('Topik 1')
    const accepted = upcoming.closest('li')!
    expect(within(accepted).getByText('Diterima')).toBeInTheDocument()
    expect(within(accepted).getByRole('link', { name: 'https://meet.example.com/budi' })).toHaveAttribute('target', '_blank')
    expect(within(accepted).getByRole('link', { name: 'Tambahkan ke Kalender (.ics)' })).toHaveAttribute('href', '/api/mentee/sessions/1/calendar')
    // Six hours before: past the 12-hour cut-off, so no cancelling, and it says why.
    expect(within(accepted).queryByRole('button', { name: 'Batalkan' })).toBeNull()
    expect(within(accepted).getByText('Sesi yang sudah diterima dapat dibatalkan paling lambat 12 jam sebelum dimulai.')).toBeInTheDocument()

    const past = (await within(asMentee).findByText('Topik 2')).closest('li')!
    expect(within(past).getByText('Selesai')).toBeInTheDocument()
    expect(within(past).getByRole('button', { name: 'Beri Penilaian' })).toBeInTheDocument()

    const asMentor = screen.getByRole('region', { name: 'Sebagai Mentor' })
    const request = (await within(asMentor).findByText('Topik 3')).closest('li')!
    expect(within(request).getByText('dari Dewi Anggraini')).toBeInTheDocument()
    expect(within(request).getByRole('button', { name: 'Terima' })).toBeInTheDocument()
    expect(within(request).getByRole('button', { name: 'Tolak' })).toBeInTheDocument()
    // A mentor declines a request rather than cancelling it.
    expect(within(request).queryByRole('button', { name: 'Batalkan' })).toBeNull()
  })

  it('asks a decline for a reason and an online accept for an https link before sending, then sends', async () => {
    const user = userEvent.setup()
    const request = session(3, { my_role: 'mentor', mentor: person(9, 'Budi Santoso'), mentee: person(4, 'Dewi Anggraini') })
    const calls = stubApi(
      { 'mentor upcoming': [request] },
      { 'POST /api/mentor/sessions/3/answer': { status: 200, body: { data: { ...request, status: 'declined', decline_reason: 'Saya sedang cuti.' } } } },
    )
    renderWithRouter(() => <MentorTab />, { path: '/activity?tab=mentor' })
    const item = (await screen.findByText('Topik 3')).closest('li')!

    await user.click(within(item).getByRole('button', { name: 'Terima' }))
    let dialog = await screen.findByRole('dialog', { name: 'Terima sesi' })
    await user.type(within(dialog).getByLabelText('Tautan pertemuan (https://…)'), 'meet.example.com/x')
    await user.click(within(dialog).getByRole('button', { name: 'Terima' }))
    expect(within(dialog).getByText('Tulis tautan pertemuan yang diawali https://')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }))

    await user.click(within(item).getByRole('button', { name: 'Tolak' }))
    dialog = await screen.findByRole('dialog', { name: 'Tolak sesi' })
    await user.click(within(dialog).getByRole('button', { name: 'Tolak' }))
    expect(within(dialog).getByText('Tulis alasan, minimal 5 karakter')).toBeInTheDocument()
    expect(calls.filter((c) => c.method === 'POST')).toEqual([])

    await user.type(within(dialog).getByLabelText('Alasan (dikirim ke mentee)'), 'Saya sedang cuti.')
    await user.click(within(dialog).getByRole('button', { name: 'Tolak' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/mentor/sessions/3/answer', body: { decision: 'decline', reason: 'Saya sedang cuti.' } },
    ])
  })

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    const user = userEvent.setup()
    const booked = session(5, { status: 'accepted', starts_at: at(48), ends_at: at(49) })
    stubApi(
      { 'mentee upcoming': [booked] },
      { 'POST /api/mentee/sessions/5/cancel': { status: 409, body: { ...problem(409, 'about:blank'), detail: 'Sesi ini sudah dibatalkan oleh mentor.' } } },
    )
    renderWithRouter(() => <MentorTab />, { path: '/activity?tab=mentor' })
    const item = (await screen.findByText('Topik 5')).closest('li')!
    await user.click(within(item).getByRole('button', { name: 'Batalkan' }))
    const dialog = await screen.findByRole('dialog', { name: 'Batalkan sesi' })
    await user.type(within(dialog).getByLabelText('Alasan (opsional)'), 'Bentrok rapat.')
    await user.click(within(dialog).getByRole('button', { name: 'Batalkan' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sesi ini sudah dibatalkan oleh mentor.')
    expect(within(dialog).getByLabelText('Alasan (opsional)')).toHaveValue('Bentrok rapat.')
  })

  describe('on a device set to another zone', () => {
    useDeviceZone('Asia/Makassar')

    it('says a session’s time in WIB with the device’s own beside it, as every time in the app', async () => {
      stubApi({ 'mentee past': [session(2, { status: 'accepted', starts_at: '2026-11-26T03:00:00.000Z', ends_at: '2026-11-26T04:00:00.000Z' })] })
      renderWithRouter(() => <MentorTab />, { path: '/activity?tab=mentor' })
      const past = (await within(await screen.findByRole('region', { name: 'Sesi Saya' })).findByText('Topik 2')).closest('li')!
      expect(within(past).getByText('Kamis, 26 November 2026, 10.00–11.00 WIB (11.00–12.00 WITA)')).toBeInTheDocument()
    })
  })
})
