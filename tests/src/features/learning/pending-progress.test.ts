import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { withPendingMaterials, withPendingVideo } from '@/features/learning/api/pending-progress'
import { removeUserId, writeUserId } from '@/lib/auth/user-id-cookie'
import { getOutbox } from '@/shared/outbox/outbox'

const video = { id: 12, duration_s: 600, progress: { position_s: 100, completed: false, duration_s: 600, updated_at: '2026-01-01T00:00:00.000Z' } }
const watch = (resource: string, body: object, userId = 7) => ({ method: 'POST' as const, url: `/api/${resource}`, body, resource, label: 'Progres', userId })

describe('progress still in the outbox, laid over the server answer', () => {
  beforeEach(() => writeUserId(7))
  afterEach(async () => {
    removeUserId()
    for (const entry of await getOutbox().list()) await getOutbox().remove(entry.id)
  })

  it("moves the video forward with the signed-in user's waiting writes, never another user's", async () => {
    await getOutbox().enqueue(watch('video:12', { position_s: 500, duration_s: 600 }, 8))
    await getOutbox().enqueue(watch('video:12', { position_s: 300, duration_s: 600 }))
    await getOutbox().enqueue(watch('video:13', { position_s: 590, duration_s: 600 }))
    const shown = await withPendingVideo(video)
    expect(shown.progress).toMatchObject({ position_s: 300, completed: false })
  })

  it('leaves a refused write out: it will never arrive', async () => {
    await getOutbox().enqueue(watch('video:12', { position_s: 600, duration_s: 600, completed: true }))
    await getOutbox().replay({ fetch: async () => new Response(JSON.stringify({ title: 'Ditolak' }), { status: 422 }), onlyUser: 7 })
    expect(await getOutbox().pending('video:12')).toEqual([expect.objectContaining({ state: 'failed' })])
    expect(await withPendingVideo(video)).toBe(video)
  })

  it("marks a package's material done from a waiting write", async () => {
    await getOutbox().enqueue(watch('package:4', { course_material_id: 2, completed: true }))
    type Progress = { position_s: number; completed: boolean; completed_at: string | null }
    const contents = { package_id: 4, materials: [1, 2].map((id) => ({ id, progress: null as Progress | null })) }
    const shown = await withPendingMaterials(contents)
    expect(shown.materials.map((m) => m.progress?.completed ?? false)).toEqual([false, true])
  })
})
