import { QueryClient } from '@tanstack/react-query'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MentorDetail } from '@/contract/mentor'
import { registerMentorMutations } from '@/features/mentor/api/mentor-mutations'
import { BookingForm } from '@/features/mentor/components/book/booking-form'
import { writeUserId } from '@/lib/auth/user-id-cookie'
import { getOutbox } from '@/shared/outbox/outbox'
import { budi, fakeApi, resetClientState } from '../../support/fake-api'
import { renderWithRouter } from '../../support/render-with-router'

// Issue 40 item 4: what is typed in the booking form survives a reload (the page the browser
// dropped offline, say) until the request is queued.

const mentor: MentorDetail = {
  id: 3,
  name: 'Dewi Anggraini',
  initials: 'DA',
  username: 'dewi.anggraini',
  position: null,
  unit: null,
  photo_url: null,
  headline: 'Coach kepemimpinan',
  expertise: [],
  rating: 0,
  rating_count: 0,
  sessions_given: 0,
  available_this_week: true,
  status: 'active',
  bio: '',
  reviews: [],
  is_me: false,
}
// jsdom lays nothing out: the form scrolls its result into view after sending.
Element.prototype.scrollIntoView = () => undefined

const startsAt = new Date(Date.now() + 3 * 86_400_000)
startsAt.setUTCHours(3, 0, 0, 0)
const slot = { starts_at: startsAt.toISOString(), ends_at: new Date(startsAt.getTime() + 3_600_000).toISOString() }

function renderForm() {
  vi.stubGlobal('fetch', fakeApi({ 'GET /api/mentor/3/slots': { body: { data: { time_zone: 'Asia/Jakarta', slots: [slot] } } } }).fetch)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  // Queued and left there, as offline.
  registerMentorMutations(queryClient, { afterEnqueue: () => undefined })
  renderWithRouter(() => <BookingForm mentor={mentor} initialSlot={slot.starts_at} />, { queryClient })
}

describe('the booking form', () => {
  beforeEach(() => {
    resetClientState()
    writeUserId(budi.id)
  })
  afterEach(async () => {
    cleanup()
    for (const entry of await getOutbox().list()) await getOutbox().remove(entry.id)
    vi.unstubAllGlobals()
  })

  it('keeps the topic and the note as drafts through a reload, and lets them go once the request is queued', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.type(await screen.findByRole('textbox', { name: 'Topik' }), 'Memimpin rapat mingguan')
    await user.type(screen.getByRole('textbox', { name: 'Catatan untuk mentor (opsional)' }), 'Tim saya baru.')
    cleanup()

    renderForm()
    expect(await screen.findByRole('textbox', { name: 'Topik' })).toHaveValue('Memimpin rapat mingguan')
    expect(screen.getByRole('textbox', { name: 'Catatan untuk mentor (opsional)' })).toHaveValue('Tim saya baru.')
    // The hour chosen on the mentor's page, once the free hours are read.
    await waitFor(() => expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(true))
    await user.click(screen.getByRole('button', { name: 'Kirim Permintaan' }))
    await waitFor(async () => expect(await getOutbox().list()).toMatchObject([{ body: { topic: 'Memimpin rapat mingguan', note: 'Tim saya baru.' } }]))
    cleanup()

    renderForm()
    expect(await screen.findByRole('textbox', { name: 'Topik' })).toHaveValue('')
    expect(screen.getByRole('textbox', { name: 'Catatan untuk mentor (opsional)' })).toHaveValue('')
  })
})
