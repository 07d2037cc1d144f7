import { QueryClient } from '@tanstack/react-query'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CV_MAX_BYTES, type OpportunityDetail } from '@/contract/opportunity'
import { registerOpportunityMutations } from '@/features/opportunity/api/opportunity-mutations'
import { OpportunityDetailPage } from '@/features/opportunity/components/detail/opportunity-detail-page'
import { writeUserId } from '@/lib/auth/user-id-cookie'
import { getOutbox } from '@/shared/outbox/outbox'
import { openOutboxStore } from '@/shared/outbox/store'
import { budi, fakeApi, problem, resetClientState } from '../../support/fake-api'
import { renderWithRouter } from '../../support/render-with-router'
import { application, detail, skill } from './fixtures'

// /opportunity/{slug} (issue 16): the opening, the caller's fit and what teaches the rest, and the
// apply panel: sign-in for a visitor, the form (checked before anything is sent, kept as a draft,
// sent through the outbox after a confirmation), the waiting and refused states, and an application.

const opening = detail(3, 'Analis Data')
const motivation = 'Saya ingin tumbuh bersama tim data dan membawa pengalaman analisis saya.'
const pdf = () => new File(['%PDF-1.4 cv'], 'cv-budi.pdf', { type: 'application/pdf' })

function renderPage(answer: OpportunityDetail | { status: number; body: unknown }, api: Parameters<typeof fakeApi>[0] = {}) {
  const fake = fakeApi({
    'GET /api/platform/opportunity/analis-data': 'status' in answer ? answer : { body: { data: answer } },
    'GET /api/platform/document': { body: { data: [] } },
    ...api,
  })
  vi.stubGlobal('fetch', fake.fetch)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  // Queued and left there, as offline.
  registerOpportunityMutations(queryClient, { afterEnqueue: () => undefined })
  return { ...renderWithRouter(() => <OpportunityDetailPage slug="analis-data" />, { queryClient }), fake }
}

const panel = () => screen.getByRole('region', { name: /Lamar Posisi Ini|Lamaran Anda/ })

describe('an opening’s page', () => {
  beforeEach(() => resetClientState())
  afterEach(async () => {
    cleanup()
    for (const entry of await getOutbox().list()) await getOutbox().remove(entry.id)
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('shows a visitor the opening, its skills, and a sign-in to apply that says when sign-in is unavailable', async () => {
    const user = userEvent.setup()
    renderPage(opening)
    expect(await screen.findByRole('heading', { level: 1, name: 'Analis Data' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toMatch(/^Analis Data/))
    expect(screen.getByRole('link', { name: '← Semua Lowongan' })).toHaveAttribute('href', '/opportunity')
    const facts = screen.getAllByRole('definition')[0]!.closest('dl')!
    expect(facts).toHaveTextContent('Unit bisnisUnit Data')
    expect(facts).toHaveTextContent('LokasiKantor Pusat, Jakarta')
    expect(facts).toHaveTextContent('Batas lamaran31 Desember 2026')
    expect(screen.getByRole('heading', { level: 2, name: 'Keahlian' })).toBeInTheDocument()
    expect(screen.getByText('Masuk untuk melihat kecocokan keahlian Anda.')).toBeInTheDocument()
    expect(screen.getByText('Menguasai SQL')).toBeInTheDocument()
    expect(screen.getByText('Lestari Wibowo')).toBeInTheDocument()

    // The identity provider cannot be reached (its discovery answers 404).
    await user.click(within(panel()).getByRole('button', { name: 'Masuk untuk Melamar' }))
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Layanan masuk sedang tidak tersedia. Coba lagi nanti.')
    expect(screen.queryByRole('textbox', { name: 'Motivasi' })).toBeNull()
  })

  it('shows a signed-in user their fit: the skills they have, and what teaches each missing one', async () => {
    writeUserId(budi.id)
    renderPage(
      detail(3, 'Analis Data', {
        fit: {
          percent: 50,
          matched: [skill(1, 'SQL')],
          missing: [{ ...skill(2, 'Python'), growth_paths: [{ slug: 'analis-data-pemula', title: 'Analis Data Pemula' }], packages: [{ id: 8, title: 'Python Dasar' }] }],
        },
      }),
    )
    const fit = await screen.findByTestId('opportunity-fit')
    expect(within(fit).getByRole('heading', { name: 'Kecocokan Anda' })).toBeInTheDocument()
    expect(within(fit).getByRole('img', { name: 'Kecocokan keahlian: 50%' })).toBeInTheDocument()
    expect(within(fit).getByText('✓ SQL')).toBeInTheDocument()
    const missing = within(fit).getByText('Python').closest('li')!
    expect(within(missing).getByRole('link', { name: 'Analis Data Pemula' })).toHaveAttribute('href', '/growth-path/analis-data-pemula')
    expect(within(missing).getByRole('link', { name: 'Python Dasar' })).toHaveAttribute('href', '/learning/course/8')
    expect(missing).toHaveTextContent('Pelajari lewat Analis Data Pemula (Growth Path), Python Dasar (Paket kursus)')
  })

  it('says when the opening does not exist', async () => {
    renderPage({ status: 404, body: problem(404, '/problems/not-found') })
    expect(await screen.findByText('Lowongan tidak ditemukan.')).toBeInTheDocument()
  })

  it('checks the form before anything is sent: the motivation’s length and the CV’s presence, size and kind', async () => {
    writeUserId(budi.id)
    const user = userEvent.setup({ applyAccept: false })
    renderPage(opening)
    const form = within(await screen.findByRole('region', { name: 'Lamar Posisi Ini' }))
    // Long enough only with the spaces around it.
    await user.type(form.getByRole('textbox', { name: 'Motivasi' }), `${' '.repeat(30)}Terlalu singkat.${' '.repeat(10)}`)
    await user.click(form.getByRole('button', { name: 'Kirim Lamaran' }))
    expect(form.getByRole('alert')).toHaveTextContent('Periksa kembali isian yang ditandai.')
    expect(form.getByRole('textbox', { name: 'Motivasi' })).toHaveAccessibleDescription('Ceritakan motivasi Anda, minimal 40 karakter.')
    expect(form.getByRole('textbox', { name: 'Motivasi' })).toHaveAttribute('aria-invalid', 'true')
    expect(form.getByRole('textbox', { name: 'Motivasi' })).toHaveFocus()
    expect(form.getByText('Lampirkan CV Anda.')).toBeInTheDocument()

    await user.clear(form.getByRole('textbox', { name: 'Motivasi' }))
    await user.type(form.getByRole('textbox', { name: 'Motivasi' }), motivation)
    const cv = form.getByLabelText('CV (PDF atau Word, maksimal 5 MB)')
    await user.upload(cv, new File(['teks'], 'cv.txt', { type: 'text/plain' }))
    await user.click(form.getByRole('button', { name: 'Kirim Lamaran' }))
    expect(cv).toHaveAccessibleDescription('CV harus berupa PDF atau dokumen Word (.docx).')
    expect(cv).toHaveFocus()
    expect(form.getByRole('textbox', { name: 'Motivasi' })).not.toHaveAttribute('aria-invalid')

    await user.upload(cv, new File([new Uint8Array(CV_MAX_BYTES + 1)], 'cv-besar.pdf', { type: 'application/pdf' }))
    await user.click(form.getByRole('button', { name: 'Kirim Lamaran' }))
    expect(cv).toHaveAccessibleDescription('Ukuran CV maksimal 5 MB.')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(await getOutbox().list()).toEqual([])
  })

  it('asks before sending, queues the application with its CV, then says it waits to be sent', async () => {
    writeUserId(budi.id)
    const user = userEvent.setup()
    renderPage(opening)
    const form = within(await screen.findByRole('region', { name: 'Lamar Posisi Ini' }))
    await user.type(form.getByRole('textbox', { name: 'Motivasi' }), `  ${motivation}  `)
    await user.upload(form.getByLabelText('CV (PDF atau Word, maksimal 5 MB)'), pdf())
    await user.click(form.getByRole('button', { name: 'Kirim Lamaran' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Kirim lamaran?' })
    expect(dialog).toHaveAccessibleDescription('Lamaran untuk Analis Data akan dikirim ke HR Unit Data. Satu orang hanya dapat melamar sekali untuk setiap lowongan.')
    // Cancelling sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(await getOutbox().list()).toEqual([])

    await user.click(form.getByRole('button', { name: 'Kirim Lamaran' }))
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Kirim lamaran?' })).getByRole('button', { name: 'Ya, kirim' }))
    expect(await within(panel()).findByRole('status')).toHaveTextContent('Lamaran menunggu dikirim. Akan terkirim otomatis saat Anda online kembali.')
    expect(screen.queryByRole('textbox', { name: 'Motivasi' })).toBeNull()
    expect(await getOutbox().list()).toMatchObject([
      {
        method: 'POST',
        url: '/api/platform/opportunity/taken',
        resource: 'opportunity:3',
        label: 'Lamaran: Analis Data',
        userId: budi.id,
        body: { opportunity_id: 3, motivation, cv: `cv-budi.pdf,${btoa('%PDF-1.4 cv')}` },
      },
    ])
  })

  it('keeps the motivation as a draft through a reload until the application is queued', async () => {
    writeUserId(budi.id)
    const user = userEvent.setup()
    renderPage(opening)
    await user.type(await screen.findByRole('textbox', { name: 'Motivasi' }), motivation)
    cleanup()

    renderPage(opening)
    expect(await screen.findByRole('textbox', { name: 'Motivasi' })).toHaveValue(motivation)
    await user.upload(screen.getByLabelText('CV (PDF atau Word, maksimal 5 MB)'), pdf())
    await user.click(screen.getByRole('button', { name: 'Kirim Lamaran' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ya, kirim' }))
    await screen.findByTestId('application-waiting')
    cleanup()
    for (const entry of await getOutbox().list()) await getOutbox().remove(entry.id)

    renderPage(opening)
    expect(await screen.findByRole('textbox', { name: 'Motivasi' })).toHaveValue('')
  })

  it('offers a PDF of the profile as the CV, and sends that document', async () => {
    writeUserId(budi.id)
    const user = userEvent.setup()
    const doc = (id: number, name: string, kind: 'pdf' | 'png', size = 30_000) => ({ id, category: 'cv', name, kind, size, created_at: '2026-11-01T00:00:00Z', url: `/api/platform/document/${id}/file` })
    const { fake } = renderPage(opening, {
      'GET /api/platform/document': { body: { data: [doc(1, 'CV 2026.pdf', 'pdf'), doc(2, 'foto.png', 'png'), doc(3, 'Portofolio.pdf', 'pdf', CV_MAX_BYTES + 1)] } },
    })
    // The document's file: unreachable at first, then read (as jsdom's own Blob, which its FileReader takes).
    let fileTries = 0
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/api/platform/document/1/file'
        ? ++fileTries === 1
          ? new Response(null, { status: 503 })
          : ({ ok: true, status: 200, blob: async () => new Blob(['%PDF-1.4 profil']) } as Response)
        : fake.fetch(input, init),
    )
    const choice = await screen.findByRole('combobox', { name: 'Atau pakai dokumen PDF dari profil Anda' })
    expect(within(choice).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tidak, unggah berkas di atas', 'CV 2026.pdf'])
    await user.selectOptions(choice, 'CV 2026.pdf')
    expect(screen.getByLabelText('CV (PDF atau Word, maksimal 5 MB)')).toBeDisabled()
    await user.type(screen.getByRole('textbox', { name: 'Motivasi' }), motivation)
    await user.click(screen.getByRole('button', { name: 'Kirim Lamaran' }))
    expect(await screen.findByText('Dokumen profil tidak dapat diambil. Periksa koneksi Anda, atau unggah berkasnya.')).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Kirim Lamaran' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ya, kirim' }))
    await screen.findByTestId('application-waiting')
    expect((await getOutbox().list())[0]!.body).toMatchObject({ cv: `CV 2026.pdf,${btoa('%PDF-1.4 profil')}` })
  })

  it('shows the server’s refusal of a queued application and brings its motivation back into the form', async () => {
    writeUserId(budi.id)
    const entry = await getOutbox().enqueue({
      method: 'POST',
      url: '/api/platform/opportunity/taken',
      body: { opportunity_id: 3, motivation, cv: 'cv.pdf,QUJD' },
      resource: 'opportunity:3',
      label: 'Lamaran: Analis Data',
      idempotencyKey: crypto.randomUUID(),
      userId: budi.id,
    })
    await openOutboxStore().put({ ...entry, state: 'failed', failedAt: Date.now(), lastError: { status: 409, title: 'Conflict', detail: 'Lowongan ini sudah ditutup.' } })
    renderPage(opening)
    expect(await screen.findByTestId('application-refused')).toHaveTextContent('Lamaran tidak diterima server: Lowongan ini sudah ditutup.')
    expect(screen.getByText('Isian Anda tetap tersimpan di formulir.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Motivasi' })).toHaveValue(motivation))
  })

  it('says a closed opening takes no more applications', async () => {
    writeUserId(budi.id)
    renderPage(detail(3, 'Analis Data', { closed: true, closes_in_days: -2 }))
    expect(await screen.findByText('Lowongan ini sudah ditutup.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Kirim Lamaran' })).toBeNull()
  })

  it('shows the caller’s application instead of the form, and lets them withdraw it after asking', async () => {
    writeUserId(budi.id)
    const user = userEvent.setup()
    const mine = application(12, opening)
    const { fake } = renderPage(detail(3, 'Analis Data', { my_application: mine }), {
      'POST /api/platform/opportunity/applications/12/withdraw': { body: { data: { ...mine, status: 'ditarik', can_withdraw: false } } },
    })
    const region = await screen.findByRole('region', { name: 'Lamaran Anda' })
    expect(within(region).getByText('Terkirim', { selector: '[data-status]' })).toBeInTheDocument()
    expect(within(region).getByRole('link', { name: 'cv-budi.pdf' })).toHaveAttribute('href', '/api/platform/opportunity/applications/12/cv')
    expect(screen.queryByRole('textbox', { name: 'Motivasi' })).toBeNull()

    await user.click(within(region).getByRole('button', { name: 'Tarik Lamaran' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Tarik lamaran?' })
    expect(dialog).toHaveAccessibleDescription('Lamaran untuk Analis Data akan ditarik. Anda dapat melamar lagi selama lowongan masih dibuka.')
    await user.click(within(dialog).getByRole('button', { name: 'Ya, tarik' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(fake.calls).toContain('POST /api/platform/opportunity/applications/12/withdraw')
    // The opening is read again: the next answer decides what the panel shows.
    await waitFor(() => expect(fake.calls.filter((c) => c === 'GET /api/platform/opportunity/analis-data').length).toBeGreaterThan(1))
  })

  it('says so when withdrawing fails offline, and keeps the question open', async () => {
    writeUserId(budi.id)
    const user = userEvent.setup()
    const mine = application(12, opening)
    renderPage(detail(3, 'Analis Data', { my_application: mine }), {
      'POST /api/platform/opportunity/applications/12/withdraw': () => {
        throw new TypeError('Failed to fetch')
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Tarik Lamaran' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Tarik lamaran?' })
    await user.click(within(dialog).getByRole('button', { name: 'Ya, tarik' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Anda sedang offline. Coba lagi saat online.')
  })
})
