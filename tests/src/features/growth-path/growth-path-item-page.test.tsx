import { QueryClient } from '@tanstack/react-query'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { GrowthPathDetail, GrowthPathModule } from '@/contract/growth-path'
import { assignmentInput, type GrowthPathAssignment, type GrowthPathTrx } from '@/contract/growth-path-trx'
import { registerGrowthPathMutations } from '@/features/growth-path/api/growth-path-mutations'
import { growthPathDeliveryRefreshes } from '@/features/growth-path/register'
import { declareDeliveryRefresh, startDeliveryRefresh } from '@/lib/outbox/delivery-refresh'
import { GrowthPathItemPage } from '@/features/growth-path/components/item/growth-path-item-page'
import { writeUserId } from '@/lib/auth/user-id-cookie'
import { getOutbox } from '@/shared/outbox/outbox'
import { userStore } from '@/stores/user-store'
import { budi, budiInfo, fakeApi, resetClientState } from '../../support/fake-api'
import { renderWithRouter } from '../../support/render-with-router'

// /growth-path/{slug}/{id} (issue 13): one step of a taken path. Ticking it, handing in an
// assignment (refused empty or over 5 MB, queued with the file as "name,base64"), finishing only
// when everything required is done, the certificate and the rating.

const SLUG = 'komunikasi-pemimpin'
const PATH_ID = 4

const detail = (extra: Partial<GrowthPathDetail> = {}): GrowthPathDetail => ({
  id: PATH_ID,
  slug: SLUG,
  title: 'Komunikasi Pemimpin',
  summary: 'Berbicara agar tim bergerak.',
  thumbnail_url: '/thumbnails/growth-path-4.svg',
  category: { id: 2, name: 'Kepemimpinan', slug: 'kepemimpinan' },
  level: 'pemula',
  duration_weeks: 4,
  skills: [],
  rating: 0,
  rating_count: 0,
  likes: 0,
  participants: 3,
  modules: 1,
  published_at: '2026-01-05T00:00:00.000Z',
  my: null,
  description: '<p>Komunikasi yang jelas.</p>',
  outcomes: [],
  owner: { name: 'Rina Hartono', username: 'rina.hartono', position: null, initials: 'RH' },
  liked: false,
  my_rating: null,
  ...extra,
})

type Item = GrowthPathModule['items'][number]
const base = { module_id: 1, description: '', required: true, duration_min: 20, content_id: null, url: null, done: false } as const
const modules: GrowthPathModule[] = [
  {
    id: 1,
    position: 1,
    title: 'Mendengarkan Aktif',
    description: '',
    items: [
      { ...base, id: 31, position: 1, kind: 'video', title: 'Video Mendengarkan', description: 'Tonton lalu catat tiga hal.', content_id: 77 } satisfies Item,
      { ...base, id: 32, position: 2, kind: 'assignment', title: 'Refleksi Rapat Tim', description: 'Tulis refleksi satu halaman.' } satisfies Item,
      { ...base, id: 33, position: 3, kind: 'document', title: 'Ringkasan Modul', url: 'https://contoh.example/ringkasan.pdf' } satisfies Item,
    ],
  },
]

const trx = (extra: Partial<GrowthPathTrx> = {}): GrowthPathTrx => ({
  id: 900,
  growth_path_id: PATH_ID,
  slug: SLUG,
  status: 'in_progress',
  taken_at: '2026-02-01T02:00:00.000Z',
  finished_at: null,
  done_items: 0,
  total_items: 3,
  percent: 0,
  done_item_ids: [],
  assignments_left: 1,
  certificate_no: null,
  ...extra,
})

/** Finished on 14 March 2026, with the server's certificate number. */
const finishedTrx = () =>
  trx({ status: 'finished', finished_at: '2026-03-14T03:00:00.000Z', done_items: 3, done_item_ids: [31, 32, 33], assignments_left: 0, percent: 100, certificate_no: 'GP-2026-000900' })

const assignment = (submission: GrowthPathAssignment['submission'] = null): GrowthPathAssignment => ({
  item_id: 32,
  module_title: 'Mendengarkan Aktif',
  title: 'Refleksi Rapat Tim',
  description: 'Tulis refleksi satu halaman.',
  required: true,
  submission,
})

const ok = (data: unknown) => ({ body: { data } })

function api(state: { path?: GrowthPathDetail; trx?: GrowthPathTrx | null; assignments?: GrowthPathAssignment[] } = {}) {
  return {
    [`GET /api/platform/growthpath/${SLUG}`]: ok(state.path ?? detail()),
    'GET /api/platform/growthpath-silabus': ok(modules),
    'GET /api/platform/growthpath-user-trx': ok(state.trx === undefined ? trx() : state.trx),
    'GET /api/platform/growthpath-assignment': ok(state.assignments ?? [assignment()]),
  }
}

const clients: QueryClient[] = []

async function renderItem(itemId: number, routes: Parameters<typeof fakeApi>[0]) {
  const fake = fakeApi(routes)
  vi.stubGlobal('fetch', fake.fetch)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  clients.push(queryClient)
  // As main.tsx: growth-path's declared delivery refresh (decision 047), then its writes.
  declareDeliveryRefresh(queryClient, growthPathDeliveryRefreshes)
  startDeliveryRefresh(queryClient, getOutbox())
  registerGrowthPathMutations(queryClient, { afterEnqueue: () => undefined })
  const view = renderWithRouter(() => <GrowthPathItemPage slug={SLUG} itemId={itemId} />, { queryClient, path: `/growth-path/${SLUG}/${itemId}` })
  return { ...view, fake }
}

const queued = () => getOutbox().list()

describe('/growth-path/{slug}/{id}', () => {
  beforeEach(() => {
    resetClientState()
    writeUserId(budi.id)
  })
  afterEach(async () => {
    cleanup()
    for (const client of clients.splice(0)) client.clear()
    for (const entry of await getOutbox().list()) await getOutbox().remove(entry.id)
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('on a path not taken says so and leads back to the path, with nothing to tick or hand in', async () => {
    await renderItem(31, api({ trx: null }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Video Mendengarkan' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Ambil growth path ini terlebih dahulu untuk mengikuti langkah-langkahnya.')
    expect(screen.getByRole('link', { name: 'Ke halaman growth path' })).toHaveAttribute('href', `/growth-path/${SLUG}`)
    expect(screen.getByRole('link', { name: '← Komunikasi Pemimpin' })).toHaveAttribute('href', `/growth-path/${SLUG}`)
    expect(screen.queryByRole('button', { name: 'Tandai selesai' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Selesaikan Growth Path' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Tonton video' })).toBeNull()
  })

  it('a step that is in no path says so, after asking where it is', async () => {
    const { fake } = await renderItem(99, api())
    expect(await screen.findByRole('alert')).toHaveTextContent('Langkah ini tidak ada di growth path ini.')
    expect(screen.getByRole('link', { name: '← Komunikasi Pemimpin' })).toHaveAttribute('href', `/growth-path/${SLUG}`)
    expect(fake.calls).toContain('GET /api/platform/growthpath-item/99')
  })

  it('a step of another path goes on to its own URL, replacing the wrong one', async () => {
    const { router } = await renderItem(41, {
      ...api(),
      'GET /api/platform/growthpath-item/41': ok({ id: 41, slug: 'analis-data', path_title: 'Analis Data', module_title: 'Dasar', title: 'SQL' }),
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/growth-path/analis-data/41'))
    expect(router.history.length).toBe(1)
  })

  it('under a slug that is no path, a known step goes to its path; an unknown one leads back to the list', async () => {
    const gone = { [`GET /api/platform/growthpath/${SLUG}`]: { status: 404, body: { type: '/problems/not-found', title: 'Not Found', status: 404, detail: 'Growth path tidak ditemukan.', errors: [] } } }
    const moved = await renderItem(31, { ...api(), ...gone, 'GET /api/platform/growthpath-item/31': ok({ id: 31, slug: 'komunikasi-efektif', path_title: 'Komunikasi Efektif', module_title: 'Mendengarkan', title: 'Video Mendengarkan' }) })
    await waitFor(() => expect(moved.router.state.location.pathname).toBe('/growth-path/komunikasi-efektif/31'))
    cleanup()
    await renderItem(31, { ...api(), ...gone })
    expect(await screen.findByRole('alert')).toHaveTextContent('Growth path tidak ditemukan.')
    expect(screen.getByRole('link', { name: '← Growth Path' })).toHaveAttribute('href', '/growth-path')
  })

  it("shows the step with where it is done and the next one; 'Tandai selesai' queues the progress and shows it done, waiting", async () => {
    const user = userEvent.setup()
    await renderItem(31, api())
    expect(await screen.findByRole('heading', { level: 1, name: 'Video Mendengarkan' })).toBeInTheDocument()
    expect(screen.getByText('Modul 1 · Mendengarkan Aktif')).toBeInTheDocument()
    expect(screen.getByText('Tonton lalu catat tiga hal.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Tonton video' })).toHaveAttribute('href', '/learning/videos/77')
    const steps = screen.getByRole('navigation', { name: 'Langkah sebelumnya dan berikutnya' })
    expect(within(steps).getAllByRole('link')).toHaveLength(1)
    expect(within(steps).getByRole('link', { name: 'Berikutnya Refleksi Rapat Tim' })).toHaveAttribute('href', `/growth-path/${SLUG}/32`)

    await user.click(screen.getByRole('button', { name: 'Tandai selesai' }))
    const [entry] = await queued()
    expect(entry).toMatchObject({
      method: 'POST',
      url: '/api/platform/growthpath-trx/silabus-progress',
      body: { growth_path_id: PATH_ID, item_id: 31 },
      resource: `growth-path:${PATH_ID}`,
      userId: budi.id,
    })
    const status = await screen.findByText(/^✓ Selesai/)
    expect(status).toHaveAttribute('role', 'status')
    await waitFor(() => expect(status).toHaveTextContent('✓ Selesai · menunggu dikirim'))
    expect(screen.queryByRole('button', { name: 'Tandai selesai' })).toBeNull()
    await waitFor(() => expect(status).toHaveFocus())
  })

  it('refuses an empty assignment and a file over 5 MB in Indonesian, keeping what was typed, and queues nothing', async () => {
    const user = userEvent.setup()
    await renderItem(32, api())
    const form = await screen.findByRole('region', { name: 'Kumpulkan Tugas' })
    const answer = within(form).getByLabelText('Jawaban')
    const fileInput = within(form).getByLabelText('Lampiran (opsional)')
    expect(fileInput).toHaveAccessibleDescription('PDF, gambar (JPEG, PNG, WebP), atau dokumen Word, Excel, PowerPoint; maksimal 5 MB.')
    // An assignment is handed in, not ticked.
    expect(screen.queryByRole('button', { name: 'Tandai selesai' })).toBeNull()

    await user.type(answer, '   ')
    await user.click(within(form).getByRole('button', { name: 'Kumpulkan' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent('Isi jawaban atau lampirkan berkas.')
    expect(answer).toHaveAttribute('aria-invalid', 'true')

    await user.clear(answer)
    await user.type(answer, 'Refleksi saya tentang rapat Senin.')
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'notulen.pdf', { type: 'application/pdf' })
    await user.upload(fileInput, big)
    await user.click(within(form).getByRole('button', { name: 'Kumpulkan' }))
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('Ukuran berkas maksimal 5 MB.'))
    expect(answer).toHaveValue('Refleksi saya tentang rapat Senin.')
    expect(answer).toHaveAttribute('aria-invalid', 'false')
    expect((fileInput as HTMLInputElement).files?.[0]?.name).toBe('notulen.pdf')
    expect(await queued()).toEqual([])
    expect(screen.queryByTestId('assignment-pending')).toBeNull()

    // Exactly 5 MB is allowed.
    await user.upload(fileInput, new File([new Uint8Array(5 * 1024 * 1024)], 'notulen.pdf', { type: 'application/pdf' }))
    await user.click(within(form).getByRole('button', { name: 'Kumpulkan' }))
    await waitFor(async () => expect(await queued()).toHaveLength(1))
    await waitFor(() => expect(within(form).queryByRole('alert')).toBeNull())
  })

  it('queues a valid submission with the file in the spec\'s "name,base64" form and says it waits to be sent', async () => {
    const user = userEvent.setup()
    await renderItem(32, api())
    const form = await screen.findByRole('region', { name: 'Kumpulkan Tugas' })
    const content = '%PDF-1.4\n% rencana kerja\n'
    await user.type(within(form).getByLabelText('Jawaban'), '  Rencana kerja 90 hari terlampir.  ')
    // A comma in the name would end the name early: it is replaced.
    await user.upload(within(form).getByLabelText('Lampiran (opsional)'), new File([content], 'rencana, final.pdf', { type: 'application/pdf' }))
    await user.click(within(form).getByRole('button', { name: 'Kumpulkan' }))

    await waitFor(async () => expect(await queued()).toHaveLength(1))
    const [entry] = await queued()
    const file = `rencana_ final.pdf,${btoa(content)}`
    expect(entry).toMatchObject({
      method: 'POST',
      url: '/api/platform/trx-growthpath-assignment',
      body: { growth_path_id: PATH_ID, item_id: 32, text: 'Rencana kerja 90 hari terlampir.', file },
      resource: `growth-path:${PATH_ID}`,
      label: 'Mengumpulkan tugas "Refleksi Rapat Tim" di "Komunikasi Pemimpin"',
      userId: budi.id,
    })
    // What the server will check it against.
    expect(assignmentInput.safeParse(entry!.body).success).toBe(true)

    const pending = await screen.findByTestId('assignment-pending')
    expect(pending).toHaveTextContent('Tugas Anda tersimpan dan menunggu dikirim. Tugas terkirim otomatis saat koneksi kembali.')
    // Marked as every waiting write is (decision 047).
    expect(within(pending).getByText('Menunggu dikirim')).toBeInTheDocument()
    expect(within(form).getByLabelText('Jawaban')).toHaveValue('')
    expect(within(form).queryByRole('alert')).toBeNull()
  })

  it('keeps the typed answer as a draft through a reload, and lets it go once the submission is queued', async () => {
    const user = userEvent.setup()
    await renderItem(32, api())
    await user.type(within(await screen.findByRole('region', { name: 'Kumpulkan Tugas' })).getByLabelText('Jawaban'), 'Catatan rapat Senin.')
    cleanup()

    await renderItem(32, api())
    const form = await screen.findByRole('region', { name: 'Kumpulkan Tugas' })
    expect(within(form).getByLabelText('Jawaban')).toHaveValue('Catatan rapat Senin.')
    await user.click(within(form).getByRole('button', { name: 'Kumpulkan' }))
    await waitFor(async () => expect(await queued()).toHaveLength(1))
    cleanup()

    await renderItem(32, api())
    expect(within(await screen.findByRole('region', { name: 'Kumpulkan Tugas' })).getByLabelText('Jawaban')).toHaveValue('')
  })

  it('a file alone is enough, and a text alone goes without one', async () => {
    const user = userEvent.setup()
    await renderItem(32, api())
    const form = await screen.findByRole('region', { name: 'Kumpulkan Tugas' })
    await user.upload(within(form).getByLabelText('Lampiran (opsional)'), new File(['PNG'], 'bukti.png', { type: 'image/png' }))
    await user.click(within(form).getByRole('button', { name: 'Kumpulkan' }))
    await waitFor(async () => expect((await queued()).map((e) => e.body)).toEqual([{ growth_path_id: PATH_ID, item_id: 32, text: null, file: `bukti.png,${btoa('PNG')}` }]))

    await user.type(within(form).getByLabelText('Jawaban'), 'Tambahan.')
    await user.click(within(form).getByRole('button', { name: 'Kumpulkan' }))
    await waitFor(async () => expect((await queued()).map((e) => e.body)).toContainEqual({ growth_path_id: PATH_ID, item_id: 32, text: 'Tambahan.', file: null }))
  })

  it('shows a reviewed submission with its feedback and no form', async () => {
    const reviewed = {
      id: 5,
      item_id: 32,
      text: 'Refleksi pertama.',
      file_name: 'refleksi.pdf',
      file_size: 20480,
      file_url: '/api/platform/trx-growthpath-assignment/5/file',
      submitted_at: '2026-02-02T03:00:00.000Z',
      status: 'reviewed' as const,
      feedback: 'Bagus, lanjutkan.',
    }
    await renderItem(32, api({ assignments: [assignment(reviewed)], trx: trx({ done_item_ids: [32], done_items: 1, assignments_left: 0 }) }))
    const submission = await screen.findByTestId('assignment-submission')
    expect(submission).toHaveTextContent('Sudah dinilai mentor')
    expect(submission).toHaveTextContent('Refleksi pertama.')
    expect(within(submission).getByRole('link', { name: 'refleksi.pdf' })).toHaveAttribute('href', '/api/platform/trx-growthpath-assignment/5/file')
    expect(submission).toHaveTextContent('(20 KB)')
    expect(submission).toHaveTextContent('Umpan balik mentor: Bagus, lanjutkan.')
    expect(screen.getByText('Tugas yang sudah dinilai tidak dapat diganti.')).toBeInTheDocument()
    expect(screen.queryByLabelText('Jawaban')).toBeNull()
  })
})

describe('finishing a growth path', () => {
  beforeEach(() => {
    resetClientState()
    writeUserId(budi.id)
    userStore.userInfo = budiInfo
  })
  afterEach(async () => {
    cleanup()
    for (const client of clients.splice(0)) client.clear()
    for (const entry of await getOutbox().list()) await getOutbox().remove(entry.id)
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('is offered only when every required step is done and no assignment is left', async () => {
    const cases: Array<[Partial<GrowthPathTrx>, string | null]> = [
      [{ done_items: 1, done_item_ids: [31], assignments_left: 1 }, '1 dari 3 materi wajib selesai, 1 tugas belum dikumpulkan. Selesaikan semuanya untuk menutup growth path ini.'],
      [{ done_items: 2, done_item_ids: [31, 33], assignments_left: 0 }, '2 dari 3 materi wajib selesai, 0 tugas belum dikumpulkan. Selesaikan semuanya untuk menutup growth path ini.'],
      [{ done_items: 3, done_item_ids: [31, 32, 33], assignments_left: 1 }, '3 dari 3 materi wajib selesai, 1 tugas belum dikumpulkan. Selesaikan semuanya untuk menutup growth path ini.'],
      [{ done_items: 3, done_item_ids: [31, 32, 33], assignments_left: 0 }, null],
    ]
    for (const [state, notYet] of cases) {
      const view = await renderItem(33, api({ trx: trx(state) }))
      const panel = await screen.findByRole('region', { name: 'Selesaikan Growth Path' })
      if (notYet) {
        expect(panel).toHaveTextContent(notYet)
        expect(within(panel).queryByRole('button')).toBeNull()
      } else {
        expect(panel).toHaveTextContent('Semua materi wajib selesai dan semua tugas sudah dikumpulkan.')
        expect(within(panel).getByRole('button', { name: 'Selesaikan Growth Path' })).toBeEnabled()
      }
      view.unmount()
    }
  })

  it('finishing queues the write and shows the certificate at once, its number to come from the server', async () => {
    const user = userEvent.setup()
    await renderItem(33, api({ trx: trx({ done_items: 3, done_item_ids: [31, 32, 33], assignments_left: 0, percent: 100 }) }))
    await user.click(await screen.findByRole('button', { name: 'Selesaikan Growth Path' }))
    const [entry] = await queued()
    expect(entry).toMatchObject({ method: 'POST', url: '/api/platform/growthpath-trx/finish', body: { growth_path_id: PATH_ID }, resource: `growth-path:${PATH_ID}`, userId: budi.id })
    expect(await screen.findByRole('heading', { level: 2, name: 'Growth path selesai' })).toBeInTheDocument()
    const certificate = screen.getByTestId('growth-path-certificate')
    expect(certificate).toHaveTextContent('Budi Santoso')
    expect(certificate).toHaveTextContent('Nomor sertifikat diberikan setelah terkirim')
    expect(screen.queryByRole('button', { name: 'Selesaikan Growth Path' })).toBeNull()
  })

  it("the certificate names the user, the path and its number; it prints; the rating needs a star and is queued", async () => {
    const user = userEvent.setup()
    const print = vi.fn()
    vi.stubGlobal('print', print)
    const finished = finishedTrx()
    await renderItem(33, api({ trx: finished }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Growth path selesai' })).toBeInTheDocument()
    const certificate = screen.getByTestId('growth-path-certificate')
    expect(within(certificate).getByText('Sertifikat Penyelesaian')).toBeInTheDocument()
    expect(within(certificate).getByText('Budi Santoso')).toBeInTheDocument()
    expect(within(certificate).getByText('Komunikasi Pemimpin')).toBeInTheDocument()
    expect(certificate).toHaveTextContent('14 Maret 2026 · Nomor sertifikat: GP-2026-000900')
    expect(certificate).toHaveTextContent('Mentor: Rina Hartono')
    expect(screen.queryByRole('button', { name: 'Selesaikan Growth Path' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Cetak sertifikat' }))
    expect(print).toHaveBeenCalledTimes(1)

    const stars = screen.getByRole('group', { name: 'Nilai growth path ini' })
    expect(within(stars).getAllByRole('radio')).toHaveLength(5)
    await user.type(screen.getByLabelText('Ulasan (opsional)'), 'Praktis.')
    await user.click(screen.getByRole('button', { name: 'Kirim penilaian' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Pilih nilai 1 sampai 5 bintang.')
    expect(await queued()).toEqual([])
    expect(screen.getByLabelText('Ulasan (opsional)')).toHaveValue('Praktis.')

    await user.click(within(stars).getByRole('radio', { name: '4 dari 5 bintang' }))
    await user.click(screen.getByRole('button', { name: 'Kirim penilaian' }))
    expect(await screen.findByText('Terima kasih atas penilaian Anda.')).toHaveAttribute('role', 'status')
    expect(screen.queryByRole('alert')).toBeNull()
    const [entry] = await queued()
    expect(entry).toMatchObject({
      method: 'POST',
      url: '/api/platform/growthpath/rating',
      body: { growth_path_id: PATH_ID, rating: 4, review: 'Praktis.' },
      resource: `growth-path:${PATH_ID}`,
      label: 'Menilai "Komunikasi Pemimpin" 4 bintang',
      userId: budi.id,
    })
  })

  it('a rating given before is shown and can be changed', async () => {
    const finished = finishedTrx()
    await renderItem(33, api({ trx: finished, path: detail({ my_rating: { rating: 5, review: 'Luar biasa.' } }) }))
    const stars = await screen.findByRole('group', { name: 'Penilaian Anda' })
    expect(within(stars).getByRole('radio', { name: '5 dari 5 bintang' })).toBeChecked()
    expect(screen.getByLabelText('Ulasan (opsional)')).toHaveValue('Luar biasa.')
  })
})
