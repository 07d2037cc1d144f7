import { MutationObserver, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { GrowthPathDetail, GrowthPathModule } from '@/contract/growth-path'
import type { GrowthPathTrx } from '@/contract/growth-path-trx'
import { growthPathKeys } from '@/features/growth-path/api/growth-path-keys'
import { growthPathMutationKeys } from '@/features/growth-path/api/growth-path-mutation-keys'
import {
  registerGrowthPathMutations,
  type FinishVariables,
  type LikeVariables,
  type ProgressVariables,
  type RateVariables,
  type SubmitAssignmentVariables,
  type TakeVariables,
} from '@/features/growth-path/api/growth-path-mutations'
import { createOutbox } from '@/shared/outbox/outbox'
import { openOutboxStore } from '@/shared/outbox/store'

// The growth-path writes (issue 13): each queued in the outbox with its endpoint, body and the
// path's resource; each optimistic update is idempotent (applied twice, or over the server's
// answer that already holds it, it changes nothing more) and progress only ever moves forward.

const SLUG = 'kepemimpinan-supervisor'
const ref = { pathId: 2, slug: SLUG, title: 'Kepemimpinan Supervisor' }

let n = 0
function setup() {
  const name = `growth-path-mutations-${++n}`
  const outbox = createOutbox({ store: openOutboxStore(name), channelName: name })
  const queryClient = new QueryClient()
  registerGrowthPathMutations(queryClient, { outbox, afterEnqueue: () => undefined, userId: () => 7 })
  const observer = <V>(key: readonly unknown[]) => new MutationObserver<unknown, Error, V>(queryClient, { mutationKey: key })
  return {
    outbox,
    queryClient,
    take: observer<TakeVariables>(growthPathMutationKeys.take),
    progress: observer<ProgressVariables>(growthPathMutationKeys.progress),
    like: observer<LikeVariables>(growthPathMutationKeys.like),
    rate: observer<RateVariables>(growthPathMutationKeys.rate),
    finish: observer<FinishVariables>(growthPathMutationKeys.finish),
    submit: observer<SubmitAssignmentVariables>(growthPathMutationKeys.submitAssignment),
  }
}

type Item = GrowthPathModule['items'][number]
const item = (id: number, extra: Partial<Item> = {}): Item => ({
  id,
  module_id: 1,
  position: id,
  kind: 'document',
  title: `Langkah ${id}`,
  description: '',
  required: true,
  duration_min: 10,
  content_id: null,
  url: null,
  done: null,
  ...extra,
})

/** Four steps: 11, 12 and the assignment 13 required, 14 optional. */
const silabus = (done: number[] | null) => ({
  data: [
    {
      id: 1,
      position: 1,
      title: 'Modul',
      description: '',
      items: [item(11), item(12), item(13, { kind: 'assignment' }), item(14, { required: false })].map((i) => ({ ...i, done: done && done.includes(i.id) })),
    },
  ],
})

const trx = (extra: Partial<GrowthPathTrx> = {}): GrowthPathTrx => ({
  id: 900,
  growth_path_id: 2,
  slug: SLUG,
  status: 'in_progress',
  taken_at: '2026-02-01T02:00:00.000Z',
  finished_at: null,
  done_items: 1,
  total_items: 3,
  percent: 33,
  done_item_ids: [11],
  assignments_left: 1,
  certificate_no: null,
  ...extra,
})

const detail = (extra: Partial<GrowthPathDetail> = {}) => ({
  data: {
    id: 2,
    slug: SLUG,
    title: ref.title,
    summary: '',
    thumbnail_url: '/t.svg',
    category: null,
    level: 'pemula',
    duration_weeks: 6,
    skills: [],
    rating: 0,
    rating_count: 0,
    likes: 3,
    participants: 0,
    modules: 1,
    published_at: '2026-01-05T00:00:00.000Z',
    my: null,
    description: '',
    outcomes: [],
    owner: null,
    liked: false,
    my_rating: null,
    ...extra,
  } satisfies GrowthPathDetail,
})

const cached = (queryClient: QueryClient) => ({
  trx: queryClient.getQueryData<{ data: GrowthPathTrx | null }>(growthPathKeys.trx(SLUG))?.data,
  silabus: queryClient.getQueryData<ReturnType<typeof silabus>>(growthPathKeys.silabus(SLUG))?.data,
  detail: queryClient.getQueryData<ReturnType<typeof detail>>(growthPathKeys.detail(SLUG))?.data,
})
const doneFlags = (queryClient: QueryClient) => cached(queryClient).silabus?.[0]?.items.map((i) => [i.id, i.done])

describe('growth-path writes', () => {
  it('queue each write in the outbox with its endpoint, body, the path as resource and a readable label', async () => {
    const { outbox, take, progress, like, rate, finish, submit } = setup()
    await take.mutate(ref)
    await progress.mutate({ ...ref, itemId: 12, itemTitle: 'Panduan Delegasi' })
    await submit.mutate({ ...ref, itemId: 13, itemTitle: 'Rencana 30 Hari', text: 'Rencana saya.', file: 'rencana.pdf,JVBERi0=' })
    await like.mutate({ ...ref, liked: true })
    await like.mutate({ ...ref, liked: false })
    await rate.mutate({ ...ref, rating: 4, review: null })
    await finish.mutate(ref)
    const entries = await outbox.list()
    expect(entries.map((e) => [e.method, e.url, e.body, e.resource, e.label])).toEqual([
      ['POST', '/api/platform/growthpath/taken', { growth_path_id: 2 }, 'growth-path:2', 'Mengambil growth path "Kepemimpinan Supervisor"'],
      ['POST', '/api/platform/growthpath-trx/silabus-progress', { growth_path_id: 2, item_id: 12 }, 'growth-path:2', 'Menandai "Panduan Delegasi" selesai di "Kepemimpinan Supervisor"'],
      [
        'POST',
        '/api/platform/trx-growthpath-assignment',
        { growth_path_id: 2, item_id: 13, text: 'Rencana saya.', file: 'rencana.pdf,JVBERi0=' },
        'growth-path:2',
        'Mengumpulkan tugas "Rencana 30 Hari" di "Kepemimpinan Supervisor"',
      ],
      // Like, then unlike while the like still waits: one write, the last press (issue 26's folding).
      ['POST', '/api/platform/growthpath/like', { growth_path_id: 2, liked: false }, 'growth-path:2', 'Batal menyukai "Kepemimpinan Supervisor"'],
      ['POST', '/api/platform/growthpath/rating', { growth_path_id: 2, rating: 4, review: null }, 'growth-path:2', 'Menilai "Kepemimpinan Supervisor" 4 bintang'],
      ['POST', '/api/platform/growthpath-trx/finish', { growth_path_id: 2 }, 'growth-path:2', 'Menyelesaikan "Kepemimpinan Supervisor"'],
    ])
    // One user's, each its own idempotency key, in the order made.
    expect(new Set(entries.map((e) => e.userId))).toEqual(new Set([7]))
    expect(new Set(entries.map((e) => e.idempotencyKey)).size).toBe(entries.length)
  })

  it('taking: the path shows taken with nothing done; taking again changes nothing, and a transaction already known is kept', async () => {
    const { queryClient, take } = setup()
    queryClient.setQueryData(growthPathKeys.trx(SLUG), { data: null })
    queryClient.setQueryData(growthPathKeys.silabus(SLUG), silabus(null))
    await take.mutate(ref)
    const once = cached(queryClient)
    expect(once.trx).toMatchObject({ growth_path_id: 2, slug: SLUG, status: 'in_progress', done_items: 0, total_items: 3, percent: 0, done_item_ids: [], certificate_no: null })
    expect(doneFlags(queryClient)).toEqual([[11, false], [12, false], [13, false], [14, false]])

    await take.mutate(ref)
    expect(cached(queryClient)).toEqual(once)

    // Over the server's transaction (taken before, on another device), taking changes nothing.
    const known = trx()
    queryClient.setQueryData(growthPathKeys.trx(SLUG), { data: known })
    queryClient.setQueryData(growthPathKeys.silabus(SLUG), silabus([11]))
    await take.mutate(ref)
    expect(cached(queryClient).trx).toEqual(known)
    expect(doneFlags(queryClient)).toEqual([[11, true], [12, false], [13, false], [14, false]])
  })

  it('progress: ticks the step and counts the required ones; ticking it again changes nothing', async () => {
    const { queryClient, progress } = setup()
    queryClient.setQueryData(growthPathKeys.trx(SLUG), { data: trx() })
    queryClient.setQueryData(growthPathKeys.silabus(SLUG), silabus([11]))
    await progress.mutate({ ...ref, itemId: 12, itemTitle: 'Langkah 12' })
    const once = cached(queryClient)
    expect(once.trx).toMatchObject({ done_item_ids: [11, 12], done_items: 2, total_items: 3, percent: 66 })
    expect(doneFlags(queryClient)).toEqual([[11, true], [12, true], [13, false], [14, false]])

    await progress.mutate({ ...ref, itemId: 12, itemTitle: 'Langkah 12' })
    expect(cached(queryClient)).toEqual(once)

    // An optional step is ticked but does not count.
    await progress.mutate({ ...ref, itemId: 14, itemTitle: 'Langkah 14' })
    expect(cached(queryClient).trx).toMatchObject({ done_item_ids: [11, 12, 14], done_items: 2, percent: 66 })
    // Handing in the assignment ticks it too, once.
    const { submit } = setupWith(queryClient)
    await submit.mutate({ ...ref, itemId: 13, itemTitle: 'Langkah 13', text: 'Jawaban.', file: null })
    const all = cached(queryClient)
    expect(all.trx).toMatchObject({ done_item_ids: [11, 12, 14, 13], done_items: 3, percent: 100 })
    await submit.mutate({ ...ref, itemId: 13, itemTitle: 'Langkah 13', text: 'Jawaban lagi.', file: null })
    expect(cached(queryClient)).toEqual(all)
  })

  it('progress never unticks: other steps stay done, and over the server answer that already holds it nothing moves', async () => {
    const { queryClient, progress } = setup()
    const server = trx({ done_item_ids: [11, 12], done_items: 2, percent: 66 })
    queryClient.setQueryData(growthPathKeys.trx(SLUG), { data: server })
    queryClient.setQueryData(growthPathKeys.silabus(SLUG), silabus([11, 12]))
    const before = cached(queryClient)

    // The server's answer already has the step (the write arrived, the page read it back).
    await progress.mutate({ ...ref, itemId: 12, itemTitle: 'Langkah 12' })
    expect(cached(queryClient)).toEqual(before)
    await progress.mutate({ ...ref, itemId: 11, itemTitle: 'Langkah 11' })
    expect(cached(queryClient)).toEqual(before)

    await progress.mutate({ ...ref, itemId: 14, itemTitle: 'Langkah 14' })
    const after = cached(queryClient)
    expect(after.trx!.done_item_ids).toEqual([11, 12, 14])
    expect(after.trx!.done_items).toBeGreaterThanOrEqual(server.done_items)
    expect(after.trx!.percent).toBeGreaterThanOrEqual(server.percent)
    expect(doneFlags(queryClient)).toEqual([[11, true], [12, true], [13, false], [14, true]])
  })

  it('progress on a path taken but not yet read back starts from the taken state', async () => {
    const { queryClient, take, progress } = setup()
    queryClient.setQueryData(growthPathKeys.silabus(SLUG), silabus(null))
    await take.mutate(ref)
    await progress.mutate({ ...ref, itemId: 11, itemTitle: 'Langkah 11' })
    await progress.mutate({ ...ref, itemId: 11, itemTitle: 'Langkah 11' })
    expect(cached(queryClient).trx).toMatchObject({ done_item_ids: [11], done_items: 1, total_items: 3, percent: 33 })
    // Taking again, now that a step is done, keeps it done.
    await take.mutate(ref)
    expect(cached(queryClient).trx).toMatchObject({ done_item_ids: [11], done_items: 1, percent: 33 })
    expect(doneFlags(queryClient)).toEqual([[11, true], [12, false], [13, false], [14, false]])
  })

  it('like: the state sent is the state shown; sending it twice counts once, and the count never goes below zero', async () => {
    const { queryClient, like } = setup()
    queryClient.setQueryData(growthPathKeys.detail(SLUG), detail({ liked: false, likes: 3 }))
    await like.mutate({ ...ref, liked: true })
    expect(cached(queryClient).detail).toMatchObject({ liked: true, likes: 4 })
    await like.mutate({ ...ref, liked: true })
    expect(cached(queryClient).detail).toMatchObject({ liked: true, likes: 4 })
    await like.mutate({ ...ref, liked: false })
    await like.mutate({ ...ref, liked: false })
    expect(cached(queryClient).detail).toMatchObject({ liked: false, likes: 3 })

    queryClient.setQueryData(growthPathKeys.detail(SLUG), detail({ liked: true, likes: 0 }))
    await like.mutate({ ...ref, liked: false })
    expect(cached(queryClient).detail).toMatchObject({ liked: false, likes: 0 })
  })

  it('rate: the rating shows as the user\'s at once; rating the same twice changes nothing, a new one replaces it', async () => {
    const { queryClient, rate } = setup()
    queryClient.setQueryData(growthPathKeys.detail(SLUG), detail())
    await rate.mutate({ ...ref, rating: 4, review: 'Praktis.' })
    const once = cached(queryClient)
    expect(once.detail?.my_rating).toEqual({ rating: 4, review: 'Praktis.' })
    await rate.mutate({ ...ref, rating: 4, review: 'Praktis.' })
    expect(cached(queryClient)).toEqual(once)
    await rate.mutate({ ...ref, rating: 5, review: null })
    expect(cached(queryClient).detail?.my_rating).toEqual({ rating: 5, review: null })
    // The average is the server's to compute.
    expect(cached(queryClient).detail).toMatchObject({ rating: 0, rating_count: 0 })
  })

  it('finish: the path shows finished at once, its certificate number left to the server; finishing again keeps the first date', async () => {
    const { queryClient, finish } = setup()
    queryClient.setQueryData(growthPathKeys.trx(SLUG), { data: trx() })
    await finish.mutate(ref)
    const once = queryClient.getQueryData<{ data: GrowthPathTrx }>(growthPathKeys.trx(SLUG))!.data
    expect(once).toMatchObject({ status: 'finished', certificate_no: null })
    expect(once.finished_at).not.toBeNull()
    await finish.mutate(ref)
    expect(queryClient.getQueryData<{ data: GrowthPathTrx }>(growthPathKeys.trx(SLUG))!.data).toEqual(once)
  })

  it('nothing cached: the writes are still queued and nothing is made up for the detail', async () => {
    const { queryClient, outbox, like, rate } = setup()
    await like.mutate({ ...ref, liked: true })
    await rate.mutate({ ...ref, rating: 3, review: null })
    expect(cached(queryClient).detail).toBeUndefined()
    expect(await outbox.list()).toHaveLength(2)
  })
})

/** Another observer over the same client (its writes already registered). */
function setupWith(queryClient: QueryClient) {
  return { submit: new MutationObserver<unknown, Error, SubmitAssignmentVariables>(queryClient, { mutationKey: growthPathMutationKeys.submitAssignment }) }
}
