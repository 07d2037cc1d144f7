import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Applicant } from '@/contract/opportunity'
import { HrOpenings } from '@/features/opportunity/components/hr/hr-openings'
import { writeUserId } from '@/lib/auth/user-id-cookie'
import { budi, problem, resetClientState } from '../../support/fake-api'
import { renderWithRouter } from '../../support/render-with-router'
import { applicant, hrOpening } from './fixtures'

// HR's tab (?tab=hr, decision 046): their unit's openings with the applicants per status; each
// applicant's next status chosen by HR and confirmed before it is sent, and the latest HR change
// taken back with a reason the applicant is told.

const analyst = hrOpening(3, 'Analis Data', {
  applicants: 3,
  by_status: [
    { status: 'terkirim', count: 2 },
    { status: 'ditinjau', count: 0 },
    { status: 'wawancara', count: 1 },
  ],
})
const empty = hrOpening(4, 'Kasir Senior')

const dewi = applicant(21, 'Dewi Anggraini', analyst, { fit_percent: 80, motivation: 'Saya suka data.' })
const eko = applicant(22, 'Eko Prasetyo', analyst, {
  status: 'wawancara',
  history: [
    { status: 'terkirim', note: null, at: '2026-12-01T02:00:00.000Z', by: null },
    { status: 'ditinjau', note: null, at: '2026-12-02T02:00:00.000Z', by: 'Lestari Wibowo' },
    { status: 'wawancara', note: null, at: '2026-12-03T02:00:00.000Z', by: 'Lestari Wibowo' },
  ],
  next_statuses: ['diterima', 'tidak lolos'],
  correctable: { from: 'wawancara', to: 'ditinjau' },
})
const own = applicant(23, 'Budi Santoso', analyst, { own: true, next_statuses: [], correctable: null })

type Route = { status: number; body: unknown }
function stubApi(writes: Record<string, Route> = {}) {
  const calls: { method: string; path: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const method = init?.method ?? 'GET'
      calls.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined })
      const reads: Record<string, unknown> = {
        '/api/platform/opportunity/hr/openings': { data: [analyst, empty] },
        '/api/platform/opportunity/hr/openings/3/applicants': { data: { opening: analyst, applicants: [dewi, eko, own] } },
      }
      const { status, body } = method === 'GET' && reads[url.pathname] ? { status: 200, body: reads[url.pathname] } : (writes[`${method} ${url.pathname}`] ?? { status: 404, body: problem(404, '/problems/not-found') })
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json' } })
    }),
  )
  return calls
}

async function openApplicants(user: ReturnType<typeof userEvent.setup>) {
  renderWithRouter(() => <HrOpenings />, { path: '/opportunity?tab=hr' })
  const opening = (await screen.findAllByTestId('hr-opening'))[0]!
  await user.click(within(opening).getByRole('button', { name: 'Lihat pelamar' }))
  await waitFor(() => expect(screen.getAllByTestId('applicant')).toHaveLength(3))
  const [first, second, third] = screen.getAllByTestId('applicant')
  return { opening, dewi: first!, eko: second!, own: third! }
}

const written = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.method === 'POST')

describe('HR’s openings', () => {
  beforeEach(() => {
    resetClientState()
    writeUserId(budi.id)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('lists the unit’s openings with the applicants per status, and opens one’s applicants', async () => {
    const user = userEvent.setup()
    stubApi()
    const { opening, dewi, own } = await openApplicants(user)
    expect(within(opening).getByRole('link', { name: 'Analis Data' })).toHaveAttribute('href', '/opportunity/analis-data')
    // Statuses without applicants are left out.
    expect(within(opening).getByText('3 pelamar').parentElement).toHaveTextContent(/^3 pelamar · Terkirim 2 · Wawancara 1$/)
    expect(within(opening).getByRole('button', { name: 'Lihat pelamar' })).toHaveAttribute('aria-expanded', 'true')
    expect(dewi).toHaveTextContent('Dewi Anggraini')
    expect(dewi).toHaveTextContent('Kecocokan 80%')
    expect(dewi).toHaveTextContent('Motivasi: Saya suka data.')
    expect(within(dewi).getByRole('link', { name: 'cv-budi.pdf' })).toBeInTheDocument()
    // HR's own application is decided by another HR of the unit.
    expect(own).toHaveTextContent('Ini lamaran Anda sendiri: HR lain di unit ini yang memutuskannya.')
    expect(within(own).queryByRole('form')).toBeNull()
    expect(within(own).queryByRole('button', { name: 'Koreksi status' })).toBeNull()
    // An opening without applicants offers none to open.
    const second = screen.getAllByTestId('hr-opening')[1]!
    expect(within(second).getByText('0 pelamar')).toBeInTheDocument()
    expect(within(second).queryByRole('button', { name: 'Lihat pelamar' })).toBeNull()
  })

  it('asks for a status to be chosen, then confirms the change naming the applicant and sends it', async () => {
    const user = userEvent.setup()
    const calls = stubApi({ 'POST /api/platform/opportunity/applications/22/status': { status: 200, body: { data: { ...eko, status: 'tidak lolos' } satisfies Applicant } } })
    const { eko: item } = await openApplicants(user)
    const form = within(within(item).getByRole('form', { name: 'Ubah status: Eko Prasetyo' }))
    await user.click(form.getByRole('button', { name: 'Simpan' }))
    expect(form.getByRole('alert')).toHaveTextContent('Pilih status baru terlebih dahulu.')
    expect(form.getByRole('combobox', { name: 'Ubah status' })).toHaveFocus()
    expect(screen.queryByRole('alertdialog')).toBeNull()

    expect(form.getAllByRole('option').map((o) => o.textContent)).toEqual(['Pilih status baru', 'Diterima', 'Tidak lolos'])
    await user.selectOptions(form.getByRole('combobox', { name: 'Ubah status' }), 'Tidak lolos')
    expect(form.queryByRole('alert')).toBeNull()
    await user.type(form.getByRole('textbox', { name: 'Catatan untuk pelamar (opsional)' }), '  Terima kasih.  ')
    await user.click(form.getByRole('button', { name: 'Simpan' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Ubah status menjadi “Tidak lolos”?' })
    // A final status says it can only be corrected.
    expect(dialog).toHaveAccessibleDescription(
      'Lamaran Eko Prasetyo untuk “Analis Data” akan berstatus “Tidak lolos”, dan Eko Prasetyo akan diberi tahu. Status ini final. Bila keliru, Anda dapat mengoreksinya; Eko Prasetyo juga akan diberi tahu koreksinya.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Ya, ubah status' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(written(calls)).toEqual([{ method: 'POST', path: '/api/platform/opportunity/applications/22/status', body: { status: 'tidak lolos', note: 'Terima kasih.' } }])
    const outcome = within(item).getByText('Status lamaran Eko Prasetyo kini “Tidak lolos”.')
    await waitFor(() => expect(outcome).toHaveFocus())
    // The applicants are read again.
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/platform/opportunity/hr/openings/3/applicants').length).toBeGreaterThan(1))
  })

  it('sends no note when none was written, and says a status that is not final plainly', async () => {
    const user = userEvent.setup()
    const calls = stubApi({ 'POST /api/platform/opportunity/applications/21/status': { status: 200, body: { data: { ...dewi, status: 'ditinjau' } } } })
    const { dewi: item } = await openApplicants(user)
    const form = within(within(item).getByRole('form', { name: 'Ubah status: Dewi Anggraini' }))
    await user.selectOptions(form.getByRole('combobox', { name: 'Ubah status' }), 'Ditinjau')
    await user.click(form.getByRole('button', { name: 'Simpan' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Ubah status menjadi “Ditinjau”?' })
    expect(dialog).toHaveAccessibleDescription('Lamaran Dewi Anggraini untuk “Analis Data” akan berstatus “Ditinjau”, dan Dewi Anggraini akan diberi tahu.')
    await user.click(within(dialog).getByRole('button', { name: 'Ya, ubah status' }))
    await waitFor(() => expect(written(calls)).toHaveLength(1))
    expect(written(calls)[0]!.body).toEqual({ status: 'ditinjau', note: null })
  })

  it('shows the server’s refusal of a change in the confirmation and keeps it open', async () => {
    const user = userEvent.setup()
    stubApi({ 'POST /api/platform/opportunity/applications/21/status': { status: 409, body: { ...problem(409, 'about:blank'), detail: 'Lamaran ini sudah diubah oleh HR lain.' } } })
    const { dewi: item } = await openApplicants(user)
    await user.selectOptions(within(item).getByRole('combobox', { name: 'Ubah status' }), 'Ditinjau')
    await user.click(within(item).getByRole('button', { name: 'Simpan' }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Ya, ubah status' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Lamaran ini sudah diubah oleh HR lain.')
  })

  it('takes back the latest change only with a reason, after a confirmation naming both statuses', async () => {
    const user = userEvent.setup()
    const calls = stubApi({ 'POST /api/platform/opportunity/applications/22/correction': { status: 200, body: { data: { ...eko, status: 'ditinjau' } } } })
    const { eko: item, dewi: other } = await openApplicants(user)
    expect(within(other).queryByRole('button', { name: 'Koreksi status' })).toBeNull()
    expect(within(item).getByText('Perubahan terakhir ke “Wawancara” keliru? Kembalikan ke “Ditinjau”.')).toBeInTheDocument()
    const toggle = within(item).getByRole('button', { name: 'Koreksi status' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(within(item).queryByRole('form', { name: 'Koreksi status: Eko Prasetyo' })).toBeNull()
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const form = within(within(item).getByRole('form', { name: 'Koreksi status: Eko Prasetyo' }))
    await user.type(form.getByRole('textbox', { name: 'Alasan koreksi (dikirim ke pelamar)' }), '   ')
    await user.click(form.getByRole('button', { name: 'Kembalikan ke Ditinjau' }))
    expect(form.getByRole('alert')).toHaveTextContent('Tuliskan alasan koreksi.')
    expect(form.getByRole('textbox', { name: 'Alasan koreksi (dikirim ke pelamar)' })).toHaveFocus()
    expect(screen.queryByRole('alertdialog')).toBeNull()

    await user.type(form.getByRole('textbox', { name: 'Alasan koreksi (dikirim ke pelamar)' }), 'Salah pelamar.')
    await user.click(form.getByRole('button', { name: 'Kembalikan ke Ditinjau' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Koreksi status lamaran?' })
    expect(dialog).toHaveAccessibleDescription(
      'Status lamaran Eko Prasetyo untuk “Analis Data” akan dikembalikan dari “Wawancara” ke “Ditinjau”. Eko Prasetyo akan diberi tahu, dan riwayat mencatat koreksi ini dengan nama Anda dan waktunya.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Ya, koreksi' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(written(calls)).toEqual([{ method: 'POST', path: '/api/platform/opportunity/applications/22/correction', body: { from: 'wawancara', note: 'Salah pelamar.' } }])
    await waitFor(() => expect(within(item).getByText('Koreksi tersimpan: status lamaran Eko Prasetyo kembali “Ditinjau”.')).toHaveFocus())
  })

  it('says a correction failed offline', async () => {
    const user = userEvent.setup()
    stubApi()
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'POST') throw new TypeError('Failed to fetch')
        const path = new URL(String(input), 'http://localhost').pathname
        const body = path.endsWith('/applicants') ? { data: { opening: analyst, applicants: [dewi, eko, own] } } : { data: [analyst, empty] }
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })
      }),
    )
    const { eko: item } = await openApplicants(user)
    await user.click(within(item).getByRole('button', { name: 'Koreksi status' }))
    await user.type(within(item).getByRole('textbox', { name: 'Alasan koreksi (dikirim ke pelamar)' }), 'Salah pelamar.')
    await user.click(within(item).getByRole('button', { name: 'Kembalikan ke Ditinjau' }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Ya, koreksi' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Anda sedang offline. Coba lagi saat online.')
  })

  it('says when the unit’s openings cannot be read', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(problem(500, 'about:blank')), { status: 500, headers: { 'Content-Type': 'application/problem+json' } })))
    renderWithRouter(() => <HrOpenings />)
    expect(await screen.findByText('Lowongan unit tidak dapat dimuat.')).toBeInTheDocument()
  })
})
