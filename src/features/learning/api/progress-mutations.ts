import type { QueryClient } from '@tanstack/react-query'
import { fillPath } from '@/contract/endpoint'
import { progressApi } from '@/contract/learning-progress'
import { format } from '@/lib/i18n/id'
import { progressTexts } from './progress-texts'
import { registerQueuedMutation, type QueuedMutationDeps } from '@/lib/outbox/queued-mutation'
import { progressMutationKeys } from './progress-keys'
import { applyMaterialProgress, applyVideoProgress } from './progress-optimistic'

export interface WatchVideoVariables {
  videoId: number
  /** Shown in the outbox list. */
  title: string
  positionS: number
  durationS: number
  completed?: boolean
}

export interface WatchMaterialVariables {
  packageId: number
  materialId: number
  title: string
  positionS?: number
  completed?: boolean
}

/** `mm:ss` (or `h:mm:ss`), for the outbox list. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const mmss = `${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
  return s >= 3600 ? `${Math.floor(s / 3600)}:${mmss}` : mmss
}

/**
 * The progress writes of issue 4 (decision 5): each is queued in the outbox, which sends it now or
 * later; the screen updates optimistically at once. Register before the persisted cache is restored.
 * Entries of one video or package share a resource, so they reach the server in the order made.
 */
export function registerProgressMutations(queryClient: QueryClient, deps: Omit<QueuedMutationDeps, 'onMutate'> = {}): void {
  registerQueuedMutation<WatchVideoVariables>(
    queryClient,
    progressMutationKeys.watchVideo,
    (v) => ({
      method: 'POST',
      url: fillPath(progressApi.watchVideo.path, { id: v.videoId }),
      body: { position_s: Math.floor(v.positionS), duration_s: Math.floor(v.durationS), ...(v.completed ? { completed: true } : {}) },
      resource: `video:${v.videoId}`,
      label: format(v.completed ? progressTexts.videoCompleted : progressTexts.videoAt, { title: v.title, time: clock(v.positionS) }),
    }),
    { ...deps, onMutate: (v) => applyVideoProgress(queryClient, v) },
  )

  registerQueuedMutation<WatchMaterialVariables>(
    queryClient,
    progressMutationKeys.watchMaterial,
    (v) => ({
      method: 'POST',
      url: fillPath(progressApi.watchPackage.path, { id: v.packageId }),
      body: {
        course_material_id: v.materialId,
        ...(v.positionS === undefined ? {} : { position_s: Math.floor(v.positionS) }),
        ...(v.completed ? { completed: true } : {}),
      },
      resource: `package:${v.packageId}`,
      label: format(v.completed ? progressTexts.materialCompleted : progressTexts.materialAt, {
        title: v.title,
        time: clock(v.positionS ?? 0),
      }),
    }),
    { ...deps, onMutate: (v) => applyMaterialProgress(queryClient, v) },
  )
}
