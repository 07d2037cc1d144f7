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
  it('queue each video write in the outbox with its endpoint, body and a readable label', async () => {
    const { outbox, video } = setup()
    await video.mutate({ videoId: 12, title: 'Dasar Kepemimpinan', positionS: 75.8, durationS: 540 })
    await video.mutate({ videoId: 12, title: 'Dasar Kepemimpinan', positionS: 540, durationS: 540, completed: true })
    const entries = await outbox.list()
    expect(entries.map((e) => [e.method, e.url, e.body, e.resource, e.label])).toEqual([
      ['POST', '/api/v2/users/courses/videos/12/watches', { position_s: 75, duration_s: 540 }, 'video:12', 'Progres video "Dasar Kepemimpinan" di 01:15'],
      ['POST', '/api/v2/users/courses/videos/12/watches', { position_s: 540, duration_s: 540, completed: true }, 'video:12', 'Video selesai: "Dasar Kepemimpinan"'],
    ])
  })

  it('move the cached video detail forward at once, never back', async () => {
    const { queryClient, video } = setup()
    queryClient.setQueryData(learningKeys.videos.detail(12), { data: { id: 12, progress: { position_s: 100, duration_s: 540, completed: false } } })
    await video.mutate({ videoId: 12, title: 'V', positionS: 40, durationS: 540 })
    expect(queryClient.getQueryData(learningKeys.videos.detail(12))).toEqual({ data: { id: 12, progress: { position_s: 100, duration_s: 540, completed: false } } })
    await video.mutate({ videoId: 12, title: 'V', positionS: 130, durationS: 540 })
    expect(queryClient.getQueryData(learningKeys.videos.detail(12))).toEqual({ data: { id: 12, progress: { position_s: 130, duration_s: 540, completed: false } } })
    await video.mutate({ videoId: 12, title: 'V', positionS: 540, durationS: 540 })
    expect(queryClient.getQueryData<{ data: { progress: { completed: boolean } } }>(learningKeys.videos.detail(12))?.data.progress.completed).toBe(true)
  })

  it('queue material writes per package and mark the material in the cached contents', async () => {
    const { outbox, queryClient, material } = setup()
    queryClient.setQueryData(learningKeys.packages.contents(4), { data: { materials: [{ id: 8, progress: null }, { id: 9, progress: null }] } })
    await material.mutate({ packageId: 4, materialId: 9, title: 'Pengantar', completed: true })
    const [entry] = await outbox.list()
    expect([entry?.url, entry?.body, entry?.resource]).toEqual(['/api/v2/users/courses/packages/4/watches', { course_material_id: 9, completed: true }, 'package:4'])
    expect(queryClient.getQueryData(learningKeys.packages.contents(4))).toEqual({
      data: { materials: [{ id: 8, progress: null }, { id: 9, progress: { position_s: 0, completed: true } }] },
    })
  })
})
