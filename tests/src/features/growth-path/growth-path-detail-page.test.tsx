import type { Persister } from '@tanstack/query-persist-client-core'
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { GrowthPathCard, GrowthPathDetail, GrowthPathModule } from '@/contract/growth-path'
import type { GrowthPathTrx } from '@/contract/growth-path-trx'
import { growthPathKeys } from '@/features/growth-path/api/growth-path-keys'
import { registerGrowthPathMutations } from '@/features/growth-path/api/growth-path-mutations'
import { growthPathDeliveryRefreshes } from '@/features/growth-path/register'
import { declareDeliveryRefresh, startDeliveryRefresh } from '@/lib/outbox/delivery-refresh'
import { GrowthPathDetailPage } from '@/features/growth-path/components/detail/growth-path-detail-page'
import { writeUserId } from '@/lib/auth/user-id-cookie'
import { createIdbPersister, PERSIST_MAX_AGE_MS, setupQueryPersistence } from '@/lib/query/persister'
import { getOutbox } from '@/shared/outbox/outbox'
import { budi, fakeApi, resetClientState } from '../../support/fake-api'
import { renderWithRouter } from '../../support/render-with-router'

// /growth-path/{slug} (issue 13): what a visitor and a signed-in user see, taking the path through
// the confirmation (queued in the outbox, shown at once) and ticking steps (queued, 'menunggu
// dikirim' until sent, still ticked after a reload from the persisted cache).

const SLUG = 'kepemimpinan-supervisor'
const PATH_ID = 2

const named = (id: number, name: string) => ({ id, name, slug: name.toLowerCase().replace(/\W+/g, '-') })

const detail = (extra: Partial<GrowthPathDetail> = {}): GrowthPathDetail => ({
  id: PATH_ID,
  slug: SLUG,
  title: 'Kepemimpinan Supervisor',
  summary: 'Memimpin tim kecil dengan percaya diri.',
  thumbnail_url: '/thumbnails/growth-path-2.svg',
  category: named(2, 'Kepemimpinan'),
  level: 'menengah',
  duration_weeks: 6,
  skills: [named(6, 'Coaching'), named(7, 'Delegasi')],
  rating: 4.5,
  rating_count: 2,
  likes: 9,
  participants: 14,
  modules: 2,
  published_at: '2026-01-05T00:00:00.000Z',
  my: null,
  description: '<p>Untuk supervisor yang baru memimpin tim.</p><script>alert(1)</script>',
  outcomes: ['Memberi umpan balik yang membangun'],
  owner: { name: 'Rina Hartono', username: 'rina.hartono', position: 'Kepala Divisi SDM', initials: 'RH' },
  liked: null,
  my_rating: null,
  ...extra,
})

type Item = GrowthPathModule['items'][number]
const item = (id: number, moduleId: number, position: number, kind: Item['kind'], title: string, extra: Partial<Item> = {}): Item => ({
  id,
  module_id: moduleId,
  position,
  kind,
  title,
  description: `Langkah ${title}.`,
  required: true,
  duration_min: 15,
  content_id: kind === 'video' || kind === 'class' ? 40 + id : null,
  url: kind === 'document' || kind === 'link' ? `https://contoh.example/${id}` : null,
  done: null,
  ...extra,
})

/** Two modules: four required steps (one an assignment) and an optional link. */
const silabus = (done: number[] | null = null): GrowthPathModule[] => {
  const mark = (i: Item): Item => ({ ...i, done: done === null ? null : done.includes(i.id) })
  return [
    {
      id: 1,
      position: 1,
      title: 'Peran Supervisor',
      description: 'Dari rekan kerja menjadi pemimpin.',
      items: [item(11, 1, 1, 'video', 'Video Peran Supervisor'), item(12, 1, 2, 'document', 'Panduan Delegasi'), item(13, 1, 3, 'assignment', 'Rencana 30 Hari')].map(mark),
    },
    { id: 2, position: 2, title: 'Umpan Balik', description: '', items: [item(21, 2, 1, 'link', 'Artikel Umpan Balik', { required: false }), item(22, 2, 2, 'class', 'Kelas Coaching')].map(mark) },
  ]
}

const trx = (extra: Partial<GrowthPathTrx> = {}): GrowthPathTrx => ({
  id: 900,
  growth_path_id: PATH_ID,
  slug: SLUG,
  status: 'in_progress',
  taken_at: '2026-02-01T02:00:00.000Z',
  finished_at: null,
  done_items: 1,
  total_items: 4,
  percent: 25,
  done_item_ids: [11],
  assignments_left: 1,
  certificate_no: null,
  ...extra,
})

const similar: GrowthPathCard = { ...detail(), id: 5, slug: 'coach-dan-mentor-internal', title: 'Coach dan Mentor Internal', rating: 4.8, rating_count: 5 }
const ok = (data: unknown) => ({ body: { data } })
const page = (data: unknown[]) => ({ body: { data, meta: { page: 1, limit: 5, total: data.length, total_pages: 1 } } })

const TRX_CALL = 'GET /api/platform/growthpath-user-trx'

function publicApi(path = detail(), modules = silabus()) {
  return {
    [`GET /api/platform/growthpath/${SLUG}`]: ok(path),
    'GET /api/platform/growthpath-silabus': ok(modules),
    'GET /api/platform/growthpath-announcement': page([
      { id: 1, title: 'Sesi tanya jawab Jumat ini', body: '<p>Bawa pertanyaan Anda.</p>', published_at: '2026-02-03T03:00:00.000Z', author: 'Rina Hartono' },
    ]),
    'GET /api/platform/growthpath/rating': page([
      { id: 1, rating: 4, review: 'Sangat membantu minggu pertama saya.', updated_at: '2026-02-10T03:00:00.000Z', author: { name: 'Dewi Anggraini', initials: 'DA' }, is_mine: false },
    ]),
    'GET /api/platform/growthpath-suggestion': ok([similar]),
  }
}

let count = 0
const cleanups: Array<() => void> = []

/** What the app does at start: the query client, the growth-path writes registered, then the persisted cache restored. */
async function startApp(persister?: Persister) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: PERSIST_MAX_AGE_MS } } })
  const afterEnqueue = vi.fn()
  // The app's outbox (the one the screens watch), with the replay left to the test.
  // As main.tsx: growth-path's declared delivery refresh (decision 047), then its writes.
  declareDeliveryRefresh(queryClient, growthPathDeliveryRefreshes)
  startDeliveryRefresh(queryClient, getOutbox())
  registerGrowthPathMutations(queryClient, { afterEnqueue })
  const unsubscribe = persister ? await setupQueryPersistence(queryClient, { persister, buster: 'test' }) : () => undefined
  cleanups.push(() => {
    unsubscribe()
    queryClient.clear()
  })
  return { queryClient, afterEnqueue }
}

async function renderPage(api: Parameters<typeof fakeApi>[0], persister?: Persister) {
  const fake = fakeApi(api)
  vi.stubGlobal('fetch', fake.fetch)
  const app = await startApp(persister)
  const view = renderWithRouter(() => <GrowthPathDetailPage slug={SLUG} />, { queryClient: app.queryClient, path: `/growth-path/${SLUG}` })
  await screen.findByRole('heading', { level: 1, name: 'Kepemimpinan Supervisor' })
  return { ...view, ...app, fake }
}

const stepOf = (title: string) => screen.getAllByTestId('growth-path-item').find((li) => within(li).queryByText(title, { exact: true }))!

describe('/growth-path/{slug}', () => {
  beforeEach(() => resetClientState())
  afterEach(async () => {
    cleanup()
    for (const done of cleanups.splice(0)) done()
    for (const entry of await getOutbox().list()) await getOutbox().remove(entry.id)
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it("shows a visitor the path, its syllabus, mentor, news, reviews and similar paths, and 'Masuk untuk mengambil growth path ini' instead of taking it", async () => {
    const { fake } = await renderPage(publicApi())
    expect(screen.getByText('Memimpin tim kecil dengan percaya diri.')).toBeInTheDocument()
    expect(screen.getByText('Untuk supervisor yang baru memimpin tim.')).toBeInTheDocument()
    expect(document.querySelector('script')).toBeNull()
    expect(screen.getByText('4,5 dari 5 (2 penilaian)')).toBeInTheDocument()
    expect(screen.getByText('Rina Hartono')).toBeInTheDocument()

    const take = screen.getByRole('region', { name: 'Ambil Growth Path' })
    expect(within(take).getByRole('button', { name: 'Masuk untuk mengambil growth path ini' })).toBeEnabled()
    expect(screen.queryByRole('button', { name: 'Ambil Growth Path' })).toBeNull()
    // Nothing of a signed-in user's: no like, no progress, no way to tick a step.
    expect(screen.queryByRole('button', { name: /Suka/ })).toBeNull()

    const silabusRegion = screen.getByRole('region', { name: 'Silabus' })
    expect(await within(silabusRegion).findAllByTestId('growth-path-item')).toHaveLength(5)
    expect(within(silabusRegion).getByRole('heading', { level: 3, name: 'Modul 1 Peran Supervisor' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Tandai selesai/ })).toBeNull()
    // The steps lead where they are done (our video, the document in a new tab), not into the path.
    expect(within(stepOf('Video Peran Supervisor')).getByRole('link', { name: 'Video Peran Supervisor' })).toHaveAttribute('href', '/learning/videos/51')
    expect(within(stepOf('Panduan Delegasi')).getByRole('link', { name: 'Panduan Delegasi (membuka tab baru)' })).toHaveAttribute('href', 'https://contoh.example/12')
    expect(within(stepOf('Rencana 30 Hari')).queryByRole('link')).toBeNull()
    expect(within(stepOf('Artikel Umpan Balik')).getByText('Opsional')).toBeInTheDocument()

    expect(await within(screen.getByRole('region', { name: 'Pengumuman' })).findByRole('heading', { level: 3, name: 'Sesi tanya jawab Jumat ini' })).toBeInTheDocument()
    const reviews = screen.getByRole('region', { name: 'Ulasan Peserta' })
    expect(await within(reviews).findByText('Sangat membantu minggu pertama saya.')).toBeInTheDocument()
    expect(within(reviews).getByRole('img', { name: '4 dari 5 bintang' })).toBeInTheDocument()
    const suggestions = await screen.findByRole('region', { name: 'Growth path serupa' })
    expect(within(suggestions).getByRole('link', { name: 'Coach dan Mentor Internal' })).toHaveAttribute('href', '/growth-path/coach-dan-mentor-internal')
    // A visitor's page never asks for a user's own state.
    expect(fake.calls).not.toContain(TRX_CALL)
  })

  it('a signed-in user confirms in the dialog; the take is queued in the outbox and the panel shows the path taken at once', async () => {
    const user = userEvent.setup()
    writeUserId(budi.id)
    let serverTrx: GrowthPathTrx | null = null
    const { fake, afterEnqueue } = await renderPage({ ...publicApi(detail({ liked: false })), [TRX_CALL]: () => ok(serverTrx) })
    await within(screen.getByRole('region', { name: 'Silabus' })).findAllByTestId('growth-path-item')
    expect(screen.queryByRole('button', { name: 'Masuk untuk mengambil growth path ini' })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Tandai selesai/ })).toBeNull()

    // 'Batal' takes nothing.
    await user.click(await screen.findByRole('button', { name: 'Ambil Growth Path' }))
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Ambil growth path ini?' })).getByRole('button', { name: 'Batal' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(await getOutbox().list()).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Ambil Growth Path' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Ambil growth path ini?' })
    expect(dialog).toHaveTextContent('Anda akan mengikuti "Kepemimpinan Supervisor" selama sekitar 6 minggu.')
    await user.click(within(dialog).getByRole('button', { name: 'Ya, ambil' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())

    const queued = await getOutbox().list()
    expect(queued).toHaveLength(1)
    expect(queued[0]).toMatchObject({
      method: 'POST',
      url: '/api/platform/growthpath/taken',
      body: { growth_path_id: PATH_ID },
      resource: `growth-path:${PATH_ID}`,
      label: 'Mengambil growth path "Kepemimpinan Supervisor"',
      userId: budi.id,
      state: 'pending',
    })
    expect(afterEnqueue).toHaveBeenCalledTimes(1)
    // Queued, not sent by the page itself.
    expect(fake.calls.filter((c) => c.startsWith('POST'))).toEqual([])

    // Taken at once: progress over the four required steps, the way in, the write waiting.
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Anda mengikuti growth path ini')
    expect(status).toHaveTextContent('0% selesai')
    expect(screen.getByText('0 dari 4 materi wajib selesai')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Mulai' })).toHaveAttribute('href', `/growth-path/${SLUG}/11`)
    expect(await screen.findByTestId('growth-path-pending')).toHaveTextContent('1 perubahan menunggu dikirim')
    expect(screen.queryByRole('button', { name: 'Ambil Growth Path' })).toBeNull()
    // The steps open inside the path now, and each can be ticked (an assignment is handed in on its page).
    expect(within(stepOf('Panduan Delegasi')).getByRole('link', { name: 'Panduan Delegasi' })).toHaveAttribute('href', `/growth-path/${SLUG}/12`)
    expect(screen.getAllByRole('button', { name: /^Tandai selesai/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Tandai selesai: Video Peran Supervisor',
      'Tandai selesai: Panduan Delegasi',
      'Tandai selesai: Artikel Umpan Balik',
      'Tandai selesai: Kelas Coaching',
    ])

    // Sent (the outbox lets it go): the page reads the server's state again.
    const trxCalls = fake.calls.filter((c) => c === TRX_CALL).length
    serverTrx = trx({ done_items: 0, percent: 0, done_item_ids: [] })
    await getOutbox().remove(queued[0]!.id)
    await waitFor(() => expect(fake.calls.filter((c) => c === TRX_CALL).length).toBeGreaterThan(trxCalls))
    await waitFor(() => expect(screen.queryByTestId('growth-path-pending')).toBeNull())
    expect(screen.getByRole('status')).toHaveTextContent('Anda mengikuti growth path ini')
  })

  it("ticking a step queues its progress and shows it done, 'menunggu dikirim', also after a reload from the persisted cache and a server that has not had it yet", async () => {
    const user = userEvent.setup()
    writeUserId(budi.id)
    count += 1
    const persister = createIdbPersister(createStore(`gp-detail-cache-${count}`, 'cache'))
    const api = { ...publicApi(detail({ liked: false }), silabus([11])), [TRX_CALL]: ok(trx()) }
    const first = await renderPage(api, persister)
    expect(await screen.findByRole('status')).toHaveTextContent('25% selesai')
    expect(within(stepOf('Video Peran Supervisor')).getByText('Selesai', { exact: true })).toBeInTheDocument()
    expect(within(stepOf('Video Peran Supervisor')).queryByRole('button')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Tandai selesai: Panduan Delegasi' }))
    const queued = await getOutbox().list()
    expect(queued).toHaveLength(1)
    expect(queued[0]).toMatchObject({
      method: 'POST',
      url: '/api/platform/growthpath-trx/silabus-progress',
      body: { growth_path_id: PATH_ID, item_id: 12 },
      resource: `growth-path:${PATH_ID}`,
      label: 'Menandai "Panduan Delegasi" selesai di "Kepemimpinan Supervisor"',
      userId: budi.id,
    })
    const step = () => stepOf('Panduan Delegasi')
    expect(within(step()).getByText('Selesai', { exact: true })).toBeInTheDocument()
    expect(await within(step()).findByText('menunggu dikirim')).toBeInTheDocument()
    expect(within(step()).queryByRole('button')).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('50% selesai')
    expect(screen.getByText('2 dari 4 materi wajib selesai')).toBeInTheDocument()
    expect(first.fake.calls.filter((c) => c.startsWith('POST'))).toEqual([])
    // The tick reaches the persisted cache (IndexedDB), where a reload reads it from.
    await vi.waitFor(async () => {
      const stored = (await persister.restoreClient())?.clientState.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(growthPathKeys.trx(SLUG)))
      expect((stored?.state.data as { data: GrowthPathTrx } | undefined)?.data.done_item_ids).toEqual([11, 12])
    })

    // Reload offline: the page's memory is gone, the persisted cache and the outbox stay.
    first.unmount()
    for (const done of cleanups.splice(0)) done()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))
    vi.stubGlobal('fetch', offline)
    const { queryClient } = await startApp(persister)
    renderWithRouter(() => <GrowthPathDetailPage slug={SLUG} />, { queryClient, path: `/growth-path/${SLUG}` })
    await screen.findByRole('heading', { level: 1, name: 'Kepemimpinan Supervisor' })
    await within(screen.getByRole('region', { name: 'Silabus' })).findAllByTestId('growth-path-item')
    expect(within(step()).getByText('Selesai', { exact: true })).toBeInTheDocument()
    expect(await within(step()).findByText('menunggu dikirim')).toBeInTheDocument()
    expect(within(step()).queryByRole('button')).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('50% selesai')

    // Online again, the server answers before the write has reached it: the step stays done while it waits.
    vi.restoreAllMocks()
    vi.stubGlobal('fetch', fakeApi(api).fetch)
    await act(() => queryClient.refetchQueries({ queryKey: growthPathKeys.all }))
    expect(queryClient.getQueryData<{ data: GrowthPathTrx }>(growthPathKeys.trx(SLUG))?.data.done_item_ids).toEqual([11])
    expect(within(step()).getByText('Selesai', { exact: true })).toBeInTheDocument()
    expect(within(step()).getByText('menunggu dikirim')).toBeInTheDocument()
    expect(within(step()).queryByRole('button')).toBeNull()
    // The bar counts the waiting step too: it does not move back to the server's 25%.
    expect(screen.getByRole('status')).toHaveTextContent('50% selesai')
    expect(await getOutbox().list()).toHaveLength(1)
  })

  it('a finished path shows its certificate number and leads to the certificate', async () => {
    writeUserId(budi.id)
    const finished = trx({
      status: 'finished',
      finished_at: '2026-03-14T03:00:00.000Z',
      done_items: 4,
      percent: 100,
      done_item_ids: [11, 12, 13, 21, 22],
      assignments_left: 0,
      certificate_no: 'GP-2026-000900',
    })
    await renderPage({ ...publicApi(detail({ liked: true, likes: 10 }), silabus([11, 12, 13, 21, 22])), [TRX_CALL]: ok(finished) })
    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent('Selesai')
    expect(status).toHaveTextContent('100% selesai')
    expect(screen.getByText('Nomor sertifikat: GP-2026-000900')).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Lihat sertifikat' })).toHaveAttribute('href', `/growth-path/${SLUG}/22`)
    expect(screen.getByRole('button', { name: /Disukai · 10/ })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.queryByRole('button', { name: /^Tandai selesai/ })).toBeNull()
  })

  it('liking queues the like and counts it at once', async () => {
    const user = userEvent.setup()
    writeUserId(budi.id)
    await renderPage({ ...publicApi(detail({ liked: false })), [TRX_CALL]: ok(null) })
    await user.click(await screen.findByRole('button', { name: /Suka · 9/ }))
    expect(await screen.findByRole('button', { name: /Disukai · 10/ })).toHaveAttribute('aria-pressed', 'true')
    const [entry] = await getOutbox().list()
    expect(entry).toMatchObject({ url: '/api/platform/growthpath/like', body: { growth_path_id: PATH_ID, liked: true }, resource: `growth-path:${PATH_ID}`, userId: budi.id })
  })

  it('says so when the path does not exist, with no retry', async () => {
    vi.stubGlobal('fetch', fakeApi({}).fetch)
    renderWithRouter(() => <GrowthPathDetailPage slug="tidak-ada" />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Growth path tidak ditemukan.')
    expect(within(alert).queryByRole('button')).toBeNull()
  })
  it("a rating given offline is listed first among the reviews, marked 'Menunggu dikirim'; once delivered the server's list takes its place", async () => {
    writeUserId(budi.id)
    const dewi = { id: 1, rating: 4, review: 'Sangat membantu minggu pertama saya.', updated_at: '2026-02-10T03:00:00.000Z', author: { name: 'Dewi Anggraini', initials: 'DA' }, is_mine: false }
    let reviews = [dewi]
    // As the rating form queues it (growth-path-mutations.ts), offline.
    await getOutbox().enqueue({
      method: 'POST',
      url: '/api/platform/growthpath/rating',
      body: { growth_path_id: PATH_ID, rating: 5, review: 'Praktis untuk tim saya.' },
      resource: `growth-path:${PATH_ID}`,
      label: 'Penilaian',
      userId: budi.id,
    })
    await renderPage({
      ...publicApi(detail({ liked: false })),
      [TRX_CALL]: ok(trx()),
      'GET /api/platform/growthpath/rating': () => page(reviews),
    })
    const section = screen.getByRole('region', { name: 'Ulasan Peserta' })
    const waiting = await within(section).findByTestId('review-waiting')
    expect(within(waiting).getByText('Menunggu dikirim')).toBeInTheDocument()
    expect(within(waiting).getByText('Praktis untuk tim saya.')).toBeInTheDocument()
    expect(within(waiting).getByRole('img', { name: '5 dari 5 bintang' })).toBeInTheDocument()
    expect(within(section).getAllByRole('listitem')[0]).toBe(waiting)

    // Delivered (by the worker, say): the server lists it now, and the page reads it without a reload.
    reviews = [{ id: 2, rating: 5, review: 'Praktis untuk tim saya.', updated_at: '2026-02-11T03:00:00.000Z', author: { name: 'Budi Santoso', initials: 'BS' }, is_mine: true }, dewi]
    const [entry] = await getOutbox().list()
    await getOutbox().remove(entry!.id)
    expect(await within(section).findByText('Budi Santoso')).toBeInTheDocument()
    expect(within(section).queryByText('Menunggu dikirim')).toBeNull()
    expect(within(section).getAllByRole('listitem')).toHaveLength(2)
  })
})
