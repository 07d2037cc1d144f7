import { QueryClient } from '@tanstack/react-query'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Application } from '@/contract/opportunity'
import { opportunityKeys } from '@/features/opportunity/api/opportunity-keys'
import { MyApplications } from '@/features/opportunity/components/applications/my-applications'
import { writeUserId } from '@/lib/auth/user-id-cookie'
import { getOutbox } from '@/shared/outbox/outbox'
import { openOutboxStore } from '@/shared/outbox/store'
import { budi, fakeApi, problem, resetClientState } from '../../support/fake-api'
import { renderWithRouter } from '../../support/render-with-router'
import { application, detail } from './fixtures'

// 'Lamaran Saya' (?tab=lamaran): the caller's applications with status and history, and the ones
// made offline listed first, marked, until the server's copy takes their place.

const analyst = detail(3, 'Analis Data')
const cashier = detail(5, 'Kasir Senior')
const designer = detail(6, 'Desainer Produk')

function renderList(applications: Application[] | { status: number; body: unknown }, queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const fake = fakeApi({ 'GET /api/platform/opportunity/applications': Array.isArray(applications) ? { body: { data: applications } } : applications })
  vi.stubGlobal('fetch', fake.fetch)
  return renderWithRouter(() => <MyApplications />, { queryClient })
}

async function queueApplication(opportunityId: number, title: string, refused = false) {
  const entry = await getOutbox().enqueue({
    method: 'POST',
    url: '/api/platform/opportunity/taken',
    body: { opportunity_id: opportunityId, motivation: 'Motivasi yang cukup panjang untuk dikirim ke HR unit.', cv: 'cv.pdf,QUJD' },
    resource: `opportunity:${opportunityId}`,
    label: `Lamaran: ${title}`,
    idempotencyKey: crypto.randomUUID(),
    userId: budi.id,
  })
  if (refused) await openOutboxStore().put({ ...entry, state: 'failed', failedAt: Date.now(), lastError: { status: 409, title: 'Conflict', detail: 'Sudah melamar.' } })
}

/** The list's items once there are `n` (the waiting ones come from IndexedDB, a moment after the server's). */
async function items(n: number) {
  await waitFor(() => expect(screen.getAllByTestId('application')).toHaveLength(n))
  return screen.getAllByTestId('application')
}

describe('Lamaran Saya', () => {
  beforeEach(() => {
    resetClientState()
    writeUserId(budi.id)
  })
  afterEach(async () => {
    cleanup()
    for (const entry of await getOutbox().list()) await getOutbox().remove(entry.id)
    vi.unstubAllGlobals()
  })

  it('lists the caller’s applications with their status, history and CV; only one still sent may be withdrawn', async () => {
    renderList([
      application(12, analyst, { status: 'wawancara', can_withdraw: false, history: [
        { status: 'terkirim', note: null, at: '2026-12-01T02:00:00.000Z', by: null },
        { status: 'wawancara', note: 'Jadwal menyusul.', at: '2026-12-03T03:30:00.000Z', by: 'Lestari Wibowo' },
      ] }),
      application(13, cashier),
    ])
    expect(await screen.findByRole('heading', { level: 2, name: 'Lamaran Saya' })).toBeInTheDocument()
    const [first, second] = await items(2)
    expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent('Analis Data')
    expect(within(first!).getByRole('link', { name: 'Analis Data' })).toHaveAttribute('href', '/opportunity/analis-data')
    expect(first).toHaveAttribute('data-status', 'wawancara')
    expect(within(within(first!).getByRole('list', { name: 'Riwayat' })).getAllByRole('listitem')).toHaveLength(2)
    expect(within(first!).getByText('Jadwal menyusul.')).toBeInTheDocument()
    expect(within(first!).queryByRole('button', { name: 'Tarik Lamaran' })).toBeNull()
    expect(within(second!).getByRole('button', { name: 'Tarik Lamaran' })).toBeInTheDocument()
  })

  it('lists an application made offline first, marked as waiting, named by the opening the user applied on', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    // The pages of the openings read before: the one applied on is found by its id.
    queryClient.setQueryData(opportunityKeys.detail(analyst.slug), { data: analyst })
    queryClient.setQueryData(opportunityKeys.detail(designer.slug), { data: designer })
    await queueApplication(designer.id, designer.title)
    // Another user's on this shared device is not theirs to see.
    await getOutbox().enqueue({
      method: 'POST',
      url: '/api/platform/opportunity/taken',
      body: { opportunity_id: 9, motivation: 'x', cv: 'cv.pdf,QUJD' },
      resource: 'opportunity:9',
      label: 'Lamaran: Milik orang lain',
      idempotencyKey: crypto.randomUUID(),
      userId: 99,
    })
    renderList([application(12, analyst)], queryClient)
    const [waiting, sent] = await items(2)
    expect(waiting).toHaveAttribute('data-waiting')
    expect(within(waiting!).getByRole('link', { name: 'Desainer Produk' })).toHaveAttribute('href', '/opportunity/desainer-produk')
    expect(within(waiting!).getByTestId('pending-badge')).toHaveTextContent('Menunggu dikirim')
    expect(within(sent!).getByRole('link', { name: 'Analis Data' })).toBeInTheDocument()
    expect(screen.queryByText(/Milik orang lain/)).toBeNull()
  })

  it('names a waiting application by its outbox line when its opening is not in the cache, without a link', async () => {
    await queueApplication(cashier.id, cashier.title)
    renderList([])
    const [waiting] = await items(1)
    expect(within(waiting!).getByRole('heading', { level: 3 })).toHaveTextContent('Lamaran: Kasir Senior')
    expect(within(waiting!).queryByRole('link')).toBeNull()
  })

  it('shows the waiting one, not the server’s copy, while the write is still in the outbox; a refused one beside the server’s', async () => {
    await queueApplication(analyst.id, analyst.title)
    await queueApplication(cashier.id, cashier.title, true)
    renderList([application(12, analyst), application(13, cashier)])
    const list = await items(3)
    expect(list.map((item) => [item.hasAttribute('data-waiting'), item.querySelector('h3')?.textContent])).toEqual([
      [true, 'Lamaran: Kasir Senior'],
      [true, 'Lamaran: Analis Data'],
      [false, 'Kasir Senior'],
    ])
    expect(within(list[0]!).getByTestId('pending-badge')).toHaveTextContent('Gagal dikirim')
  })

  it('says when there is none yet, with the openings that fit best', async () => {
    renderList([])
    expect(await screen.findByText('Anda belum mengirim lamaran.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Lowongan' })).toHaveAttribute('href', '/opportunity?sort=fit')
  })

  it('says when the applications cannot be read', async () => {
    renderList({ status: 500, body: problem(500, 'about:blank') })
    expect(await screen.findByText('Lamaran tidak dapat dimuat.')).toBeInTheDocument()
  })
})
