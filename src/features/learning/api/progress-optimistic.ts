import type { QueryClient } from '@tanstack/react-query'
import { isWatchComplete } from '@/contract/learning-progress'
import { learningKeys } from './learning-keys'

// Optimistic updates of the progress writes. Progress only moves forward (on the server too), so
// an update is a max(): applying one twice, or after the server's answer, changes nothing.

/** What the screens read of a user's progress in one video or material. */
export interface ProgressLike {
  position_s: number
  completed: boolean
}

interface WithProgress {
  progress: ProgressLike | null
}

/** `old` moved forward to `positionS` (never back); a first write starts from nothing. */
export function forwardProgress<P extends ProgressLike>(old: P, positionS: number, completed: boolean): P
export function forwardProgress(old: ProgressLike | null, positionS: number, completed: boolean): ProgressLike
export function forwardProgress(old: ProgressLike | null, positionS: number, completed: boolean): ProgressLike {
  return {
    ...old,
    position_s: Math.max(old?.position_s ?? 0, Math.floor(positionS)),
    completed: (old?.completed ?? false) || completed,
  }
}

export function applyVideoProgress(
  queryClient: QueryClient,
  v: { videoId: number; positionS: number; durationS: number; completed?: boolean },
): void {
  const completed = isWatchComplete(v.positionS, v.durationS, v.completed === true)
  queryClient.setQueryData<{ data: WithProgress }>(learningKeys.videos.detail(v.videoId), (old) =>
    old ? { ...old, data: { ...old.data, progress: { ...forwardProgress(old.data.progress, v.positionS, completed), duration_s: Math.floor(v.durationS) } } } : old,
  )
  queryClient.setQueriesData<{ data: (ProgressLike & { video_id: number })[] }>(
    { queryKey: [...learningKeys.progress.all, 'video-histories'] },
    (old) =>
      old && {
        ...old,
        data: old.data.map((item) => (item.video_id === v.videoId ? forwardProgress(item, v.positionS, completed) : item)),
      },
  )
}

interface MaterialLike {
  id: number
  progress: ProgressLike | null
}

export function applyMaterialProgress(
  queryClient: QueryClient,
  v: { packageId: number; materialId: number; positionS?: number; completed?: boolean },
): void {
  queryClient.setQueryData<{ data: { materials: MaterialLike[] } }>(learningKeys.packages.contents(v.packageId), (old) =>
    old
      ? {
          ...old,
          data: {
            ...old.data,
            materials: old.data.materials.map((m) =>
              m.id === v.materialId ? { ...m, progress: forwardProgress(m.progress, v.positionS ?? 0, v.completed === true) } : m,
            ),
          },
        }
      : old,
  )
}
