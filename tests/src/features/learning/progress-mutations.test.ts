import { MutationObserver, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { learningKeys } from '@/features/learning/api/learning-keys'
import { progressMutationKeys } from '@/features/learning/api/progress-keys'
import { registerProgressMutations, type WatchMaterialVariables, type WatchVideoVariables } from '@/features/learning/api/progress-mutations'
import { createOutbox } from '@/shared/outbox/outbox'
import { openOutboxStore } from '@/shared/outbox/store'

let n = 0
function setup() {
  const name = `progress-mutations-${++n}`
  const outbox = createOutbox({ store: openOutboxStore(name), channelName: name })
  const queryClient = new QueryClient()
  registerProgressMutations(queryClient, { outbox, afterEnqueue: () => undefined, userId: () => 3 })
  const video = new MutationObserver<unknown, Error, WatchVideoVariables>(queryClient, { mutationKey: progressMutationKeys.watchVideo })
  const material = new MutationObserver<unknown, Error, WatchMaterialVariables>(queryClient, { mutationKey: progressMutationKeys.watchMaterial })
  return { outbox, queryClient, video, material }
}

describe('progress mutations', () => {
  it('queue a video write in the outbox with its endpoint, body and a readable label', async () => {
    const { outbox, video } = setup()
    await video.mutate({ videoId: 12, title: 'Dasar Kepemimpinan', positionS: 75.8, durationS: 540 })
    const entries = await outbox.list()
    expect(entries.map((e) => [e.method, e.url, e.body, e.resource, e.label])).toEqual([
      ['POST', '/api/v2/users/courses/videos/12/watches', { position_s: 75, duration_s: 540 }, 'video:12', 'Video "Dasar Kepemimpinan": sampai 01:15'],
    ])
  })

  it('fold the writes of one video still waiting into one: the furthest position, completion never lost, a fresh key', async () => {
    const { outbox, video } = setup()
    const first = (await video.mutate({ videoId: 12, title: 'Dasar', positionS: 75, durationS: 540 })) as { idempotencyKey: string }
    for (const positionS of [120, 300, 90, 410, 200]) await video.mutate({ videoId: 12, title: 'Dasar', positionS, durationS: 540 })
    await video.mutate({ videoId: 7, title: 'Lain', positionS: 30, durationS: 100 })
    let entries = await outbox.list()
    expect(entries.map((e) => [e.resource, e.body, e.label])).toEqual([
      ['video:12', { position_s: 410, duration_s: 540 }, 'Video "Dasar": sampai 06:50'],
      ['video:7', { position_s: 30, duration_s: 100 }, 'Video "Lain": sampai 00:30'],
    ])
    expect(entries[0]!.idempotencyKey).not.toBe(first.idempotencyKey)

    await video.mutate({ videoId: 12, title: 'Dasar', positionS: 540, durationS: 540, completed: true })
    // Watched again from the start: the position and the completion already waiting stay.
    await video.mutate({ videoId: 12, title: 'Dasar', positionS: 15, durationS: 540 })
    entries = await outbox.list()
    expect(entries.map((e) => [e.body, e.label])[0]).toEqual([{ position_s: 540, duration_s: 540, completed: true }, 'Video selesai: "Dasar"'])
    expect(entries).toHaveLength(2)
  })

  it('never fold into a write being sent or one the server refused: the new write waits behind it', async () => {
    const { outbox, video } = setup()
    await video.mutate({ videoId: 12, title: 'Dasar', positionS: 75, durationS: 540 })
    const [sending] = await outbox.list()
    // A replay claims it and waits for the answer.
    let release: () => void = () => undefined
    const replaying = outbox.replay({
      fetch: (() => new Promise<Response>((resolve) => (release = () => resolve(new Response(null, { status: 422 }))))) as typeof fetch,
    })
    await expect.poll(async () => (await outbox.list())[0]!.state).toBe('sending')
    await video.mutate({ videoId: 12, title: 'Dasar', positionS: 200, durationS: 540 })
    expect((await outbox.list()).map((e) => [e.id === sending!.id, e.body])).toEqual([
      [true, { position_s: 75, duration_s: 540 }],
      [false, { position_s: 200, duration_s: 540 }],
    ])
    release()
    await replaying
    // Refused (422): failed, kept visible; the next write folds into the waiting one, not into it.
    await video.mutate({ videoId: 12, title: 'Dasar', positionS: 260, durationS: 540 })
    expect((await outbox.list()).map((e) => [e.state, e.body])).toEqual([
      ['failed', { position_s: 75, duration_s: 540 }],
      ['pending', { position_s: 260, duration_s: 540 }],
    ])
  })

  it('move the cached video detail forward at once, never back', async () => {
    const { queryClient, video } = setup()
    queryClient.setQueryData(learningKeys.videos.detail(12), { data: { id: 12, progress: { position_s: 100, duration_s: 540, completed: false } } })
    await video.mutate({ videoId: 12, title: 'V', positionS: 40, durationS: 540 })
    expect(queryClient.getQueryData(learningKeys.videos.detail(12))).toEqual({
      data: { id: 12, progress: { position_s: 100, duration_s: 540, completed: false } },
    })
    await video.mutate({ videoId: 12, title: 'V', positionS: 130, durationS: 540 })
    expect(queryClient.getQueryData(learningKeys.videos.detail(12))).toEqual({
      data: { id: 12, progress: { position_s: 130, duration_s: 540, completed: false } },
    })
    await video.mutate({ videoId: 12, title: 'V', positionS: 540, durationS: 540 })
    expect(queryClient.getQueryData<{ data: { progress: { completed: boolean } } }>(learningKeys.videos.detail(12))?.data.progress.completed).toBe(true)
  })

  it('queue material writes per package and mark the material in the cached contents', async () => {
    const { outbox, queryClient, material } = setup()
    queryClient.setQueryData(learningKeys.packages.contents(4), {
      data: {
        materials: [
          { id: 8, progress: null },
          { id: 9, progress: null },
        ],
      },
    })
    await material.mutate({ packageId: 4, materialId: 9, title: 'Pengantar', completed: true })
    const [entry] = await outbox.list()
    expect([entry?.url, entry?.body, entry?.resource]).toEqual([
      '/api/v2/users/courses/packages/4/watches',
      { course_material_id: 9, completed: true },
      'package:4',
    ])
    expect(queryClient.getQueryData(learningKeys.packages.contents(4))).toEqual({
      data: {
        materials: [
          { id: 8, progress: null },
          { id: 9, progress: { position_s: 0, completed: true } },
        ],
      },
    })
  })

  it('fold material writes per material: two materials of one package stay two writes', async () => {
    const { outbox, material } = setup()
    await material.mutate({ packageId: 4, materialId: 8, title: 'Satu', positionS: 10 })
    await material.mutate({ packageId: 4, materialId: 9, title: 'Dua', completed: true })
    await material.mutate({ packageId: 4, materialId: 8, title: 'Satu', positionS: 95 })
    await material.mutate({ packageId: 4, materialId: 9, title: 'Dua', positionS: 20 })
    expect((await outbox.list()).map((e) => [e.body, e.label])).toEqual([
      [{ course_material_id: 8, position_s: 95 }, 'Materi "Satu": sampai 01:35'],
      [{ course_material_id: 9, position_s: 20, completed: true }, 'Materi selesai: "Dua"'],
    ])
  })
})
