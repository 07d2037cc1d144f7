import { useRouterState } from '@tanstack/react-router'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { OpportunityListPage } from '@/features/opportunity/components/list/opportunity-list-page'
import { opportunitySearchSchema } from '@/features/opportunity/components/list/list-search'
import { writeUserId } from '@/lib/auth/user-id-cookie'
import { budi, fakeApi, resetClientState } from '../../support/fake-api'
import { renderWithRouter } from '../../support/render-with-router'
import { card, session, skill } from './fixtures'

// /opportunity (issue 16): the openings with search, filters and sorts in the URL; signed in, each
// card's fit and the caller's status, and the tabs for their applications and, for HR, their unit.

const page = (data: ReturnType<typeof card>[]) => ({ body: { data, meta: { page: 1, limit: 12, total: data.length, total_pages: 1 } } })
const masters = {
  'GET /api/master/business-unit': { body: { data: [skill(2, 'Unit Data'), skill(3, 'Unit Ritel')] } },
  'GET /api/master/company-location': { body: { data: [{ ...skill(1, 'Kantor Pusat'), city: 'Jakarta' }] } },
  'GET /api/master/employee-status': { body: { data: [skill(1, 'Karyawan Tetap')] } },
}

function Page() {
  const raw = useRouterState({ select: (s) => s.location.search })
  return <OpportunityListPage search={opportunitySearchSchema.parse(raw)} />
}

function renderPage(api: Parameters<typeof fakeApi>[0], path = '/opportunity') {
  const fake = fakeApi({ ...masters, ...api })
  vi.stubGlobal('fetch', fake.fetch)
  const view = renderWithRouter(() => <Page />, { path })
  const listRequests = () =>
    fake.fetch.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((u) => u.pathname === '/api/platform/opportunity')
      .map((u) => Object.fromEntries(u.searchParams))
  return { ...view, fake, listRequests }
}

const analyst = card(1, 'Analis Data', {
  skills: [skill(1, 'SQL'), skill(2, 'Excel'), skill(3, 'Statistik'), skill(4, 'Python'), skill(5, 'Tableau'), skill(6, 'R')],
  closes_in_days: 3,
})
const cashier = card(2, 'Kasir Senior', { closing_day: '2027-01-15', closes_in_days: 40 })

describe('/opportunity', () => {
  beforeEach(() => resetClientState())
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('shows a visitor every opening with what a card says, and no tabs or fit', async () => {
    renderPage({ 'GET /api/platform/opportunity': page([analyst, cashier]) })
    expect(await screen.findByRole('heading', { level: 1, name: 'Lowongan' })).toBeInTheDocument()
    const list = screen.getByRole('region', { name: 'Lowongan' })
    expect(await within(list).findByText('2 hasil')).toBeInTheDocument()
    const [first, second] = within(list).getAllByTestId('opportunity-card')
    expect(within(first!).getByRole('link', { name: 'Analis Data' })).toHaveAttribute('href', '/opportunity/analis-data')
    expect(first).toHaveTextContent('Unit Data')
    expect(first).toHaveTextContent('Kantor Pusat·Karyawan Tetap')
    expect(within(first!).getByText('Ditutup 3 hari lagi')).toBeInTheDocument()
    // Four skills by name, the rest counted.
    expect(within(within(first!).getByRole('list', { name: 'Keahlian yang dibutuhkan' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'SQL',
      'Excel',
      'Statistik',
      'Python',
      '+2',
    ])
    expect(within(second!).getByText('Batas lamaran 15 Januari 2027')).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: /Kecocokan keahlian/ })).toBeNull()
    expect(screen.queryByRole('navigation', { name: 'Bagian lowongan' })).toBeNull()
    // A visitor cannot sort by fit.
    expect(within(screen.getByRole('combobox', { name: 'Urutkan' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Terbaru', 'Segera ditutup'])
  })

  it('shows a signed-in user each card’s fit, the skills they have, and their application’s status', async () => {
    writeUserId(budi.id)
    renderPage({
      'GET /api/platform/auth/session': session(),
      'GET /api/platform/opportunity': page([
        { ...analyst, fit: { percent: 75, matched: [skill(1, 'SQL')], missing: [skill(2, 'Excel')] }, my_status: 'wawancara' },
        { ...cashier, fit: { percent: 20, matched: [], missing: [skill(1, 'SQL')] } },
      ]),
    })
    const [first, second] = await screen.findAllByTestId('opportunity-card')
    expect(within(first!).getByRole('img', { name: 'Kecocokan keahlian: 75%' })).toHaveAttribute('data-level', 'high')
    expect(within(second!).getByRole('img', { name: 'Kecocokan keahlian: 20%' })).toHaveAttribute('data-level', 'low')
    expect(within(first!).getByText('SQL')).toHaveTextContent('SQL (sudah Anda miliki)')
    expect(within(first!).getByText('Excel')).not.toHaveTextContent('sudah Anda miliki')
    expect(within(first!).getByText('Sudah melamar: Wawancara')).toBeInTheDocument()
    expect(within(second!).queryByText(/Sudah melamar/)).toBeNull()
    const tabs = screen.getByRole('navigation', { name: 'Bagian lowongan' })
    expect(within(tabs).getByRole('link', { name: 'Lowongan' })).toHaveAttribute('aria-current', 'page')
    expect(within(tabs).getByRole('link', { name: 'Lamaran Saya' })).not.toHaveAttribute('aria-current')
    // Not HR: no tab for a unit's openings.
    expect(within(tabs).queryByRole('link', { name: 'Kelola Lowongan' })).toBeNull()
    expect(within(screen.getByRole('combobox', { name: 'Urutkan' })).getByRole('option', { name: 'Paling cocok' })).toBeInTheDocument()
  })

  it('puts the search, a filter, a sort and closed openings in the URL and asks the list for them', async () => {
    const user = userEvent.setup()
    const { listRequests, router } = renderPage({ 'GET /api/platform/opportunity': page([analyst]) })
    await screen.findByText('1 hasil')
    expect(listRequests()[0]).toEqual({ limit: '12', page: '1' })

    await user.type(screen.getByRole('searchbox', { name: 'Cari' }), 'data')
    await user.click(screen.getByRole('button', { name: 'Cari' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Unit bisnis' }), await screen.findByRole('option', { name: 'Unit Ritel' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Urutkan' }), 'Segera ditutup')
    await user.click(screen.getByRole('checkbox', { name: 'Tampilkan lowongan yang sudah ditutup' }))
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ limit: '12', page: '1', q: 'data', business_unit_id: '3', sort: 'closing', open: 'false' }))
    expect(router.state.location.search).toEqual({ q: 'data', business_unit_id: 3, sort: 'closing', open: 'false' })

    await user.click(screen.getByRole('checkbox', { name: 'Tampilkan lowongan yang sudah ditutup' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'data', business_unit_id: 3, sort: 'closing' }))
  })

  it('marks how soon each opening closes, and a fit in the middle as such', async () => {
    writeUserId(budi.id)
    const fit = (percent: number) => ({ percent, matched: [], missing: [] })
    renderPage(
      {
        'GET /api/platform/auth/session': session(),
        'GET /api/platform/opportunity': page([
          card(1, 'Hari Ini', { closes_in_days: 0, fit: fit(40) }),
          card(2, 'Sepekan', { closes_in_days: 7, fit: fit(74) }),
          card(3, 'Delapan Hari', { closing_day: '2026-12-20', closes_in_days: 8, fit: fit(39) }),
          card(4, 'Sudah Tutup', { closing_day: '2026-11-30', closes_in_days: -1, closed: true, fit: fit(75) }),
        ]),
      },
      '/opportunity?open=false',
    )
    const cards = await screen.findAllByTestId('opportunity-card')
    const closing = cards.map((c) => within(c).getByText(/^(Ditutup|Batas lamaran)/))
    expect(closing.map((line) => [line.textContent, line.hasAttribute('data-soon')])).toEqual([
      ['Ditutup hari ini', true],
      ['Ditutup 7 hari lagi', true],
      ['Batas lamaran 20 Desember 2026', false],
      ['Ditutup 30 November 2026', false],
    ])
    expect(cards[3]).toHaveAttribute('data-closed', 'true')
    expect(cards.map((c) => within(c).getByRole('img', { name: /Kecocokan keahlian/ }).getAttribute('data-level'))).toEqual(['mid', 'mid', 'low', 'high'])
  })

  it('says so when no opening matches, with a hint', async () => {
    renderPage({ 'GET /api/platform/opportunity': page([]) }, '/opportunity?q=astronaut')
    expect(await screen.findByText('Tidak ada lowongan yang cocok.')).toBeInTheDocument()
    expect(screen.getByText('Coba kata kunci lain atau hapus filter.')).toBeInTheDocument()
  })

  it('opens the caller’s applications at ?tab=lamaran, and a visitor gets the openings there', async () => {
    writeUserId(budi.id)
    renderPage({ 'GET /api/platform/auth/session': session(), 'GET /api/platform/opportunity/applications': { body: { data: [] } } }, '/opportunity?tab=lamaran')
    expect(await screen.findByRole('heading', { level: 2, name: 'Lamaran Saya' })).toBeInTheDocument()
    expect(within(screen.getByRole('navigation', { name: 'Bagian lowongan' })).getByRole('link', { name: 'Lamaran Saya' })).toHaveAttribute('aria-current', 'page')
    await waitFor(() => expect(document.title).toMatch(/^Lamaran Saya/))
  })

  it('gives HR the tab of their unit’s openings, and nobody else', async () => {
    writeUserId(budi.id)
    renderPage({ 'GET /api/platform/auth/session': session(['hr']), 'GET /api/platform/opportunity/hr/openings': { body: { data: [] } } }, '/opportunity?tab=hr')
    expect(await screen.findByRole('heading', { level: 2, name: 'Kelola Lowongan' })).toBeInTheDocument()
    expect(await screen.findByText('Unit Anda belum memiliki lowongan.')).toBeInTheDocument()
    expect(within(screen.getByRole('navigation', { name: 'Bagian lowongan' })).getByRole('link', { name: 'Kelola Lowongan' })).toHaveAttribute('aria-current', 'page')
  })

  it('shows a signed-in user who is not HR the openings at ?tab=hr', async () => {
    writeUserId(budi.id)
    renderPage({ 'GET /api/platform/auth/session': session(), 'GET /api/platform/opportunity': page([analyst]) }, '/opportunity?tab=hr')
    expect(await screen.findByRole('link', { name: 'Analis Data' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Kelola Lowongan' })).toBeNull()
  })

  it('shows a visitor the openings at ?tab=lamaran', async () => {
    renderPage({ 'GET /api/platform/opportunity': page([analyst]) }, '/opportunity?tab=lamaran')
    expect(await screen.findByRole('link', { name: 'Analis Data' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Lamaran Saya' })).toBeNull()
  })
})
