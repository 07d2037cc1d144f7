import { isWatchComplete } from '@/contract/learning-progress'
import { readUserId } from '@/lib/auth/user-id-cookie'
import type { OutboxEntry } from '@/shared/outbox/entry'
import { getOutbox } from '@/shared/outbox/outbox'
import { forwardProgress, type ProgressLike } from './progress-optimistic'

interface WatchBody {
  position_s?: number
  duration_s?: number
  completed?: boolean
  course_material_id?: number
}

/**
 * The signed-in user's writes still to be delivered for `resource` (`video:12`, `package:4`); a
 * failed one is not laid over the answer (the server refused it, so it will not arrive).
 */
async function pendingFor(resource: string): Promise<OutboxEntry[]> {
  try {
    const entries = await getOutbox().pending(resource, { userId: readUserId() })
    return entries.filter((e) => e.state !== 'failed')
  } catch {
    // No IndexedDB (private mode): nothing can be pending either.
    return []
  }
}

/**
 * A server answer with the writes still in the outbox laid over it: refetching online before the
 * outbox has delivered must not move the screen back to what the server knew before.
 */
export async function withPendingVideo<T extends { id: number; duration_s: number; progress: (ProgressLike & { updated_at: string; duration_s: number }) | null }>(
  video: T,
): Promise<T> {
  let progress = video.progress
  for (const entry of await pendingFor(`video:${video.id}`)) {
    const body = entry.body as WatchBody
    const completed = isWatchComplete(body.position_s ?? 0, body.duration_s ?? video.duration_s, body.completed === true)
    progress = {
      updated_at: new Date(entry.createdAt).toISOString(),
      duration_s: body.duration_s ?? video.duration_s,
      ...forwardProgress(progress, body.position_s ?? 0, completed),
    }
  }
  return progress === video.progress ? video : { ...video, progress }
}

export async function withPendingMaterials<T extends { package_id: number; materials: { id: number; progress: (ProgressLike & { completed_at: string | null }) | null }[] }>(
  contents: T,
): Promise<T> {
  const entries = await pendingFor(`package:${contents.package_id}`)
  if (entries.length === 0) return contents
  const materials = contents.materials.map((m) => {
    let progress = m.progress
    for (const entry of entries) {
      const body = entry.body as WatchBody
      if (body.course_material_id !== m.id) continue
      progress = { completed_at: null, ...forwardProgress(progress, body.position_s ?? 0, body.completed === true) }
    }
    return progress === m.progress ? m : { ...m, progress }
  })
  return { ...contents, materials }
}
