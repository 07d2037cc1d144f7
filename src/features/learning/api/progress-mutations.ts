import type { QueryClient } from '@tanstack/react-query'
import { fillPath } from '@/contract/endpoint'
import { progressApi } from '@/contract/learning-progress'
import { format } from '@/lib/i18n/id'
import { progressTexts } from './progress-texts'
import { registerQueuedMutation, type Folding, type QueuedMutationDeps } from '@/lib/outbox/queued-mutation'
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

interface ProgressBody {
  position_s?: number
  duration_s?: number
  completed?: boolean
  course_material_id?: number
}

/**
 * A new progress write for the same video (or material) replaces the one still waiting: the server
 * keeps the furthest position and never takes a completion back, so one write with the furthest
 * position and either's completion says all the waiting ones would have. A day of pauses and seeks
 * on the train leaves one line per video in the outbox list, not one per pause.
 */
export function mergeProgress(waiting: unknown, next: unknown): ProgressBody {
  const a = waiting as ProgressBody
  const b = next as ProgressBody
  const position = Math.max(a.position_s ?? 0, b.position_s ?? 0)
  return {
    ...a,
    ...b,
    ...(a.position_s === undefined && b.position_s === undefined ? {} : { position_s: position }),
    ...(a.completed || b.completed ? { completed: true } : {}),
  }
}

const videoFolding: Folding<WatchVideoVariables> = {
  why: 'the server keeps the furthest position and completion; only the furthest matters',
  key: (v) => `video:${v.videoId}`,
  merge: mergeProgress,
  describe: (merged, v) => {
    const body = merged as ProgressBody
    return format(body.completed ? progressTexts.videoCompleted : progressTexts.videoAt, { title: v.title, time: clock(body.position_s ?? 0) })
  },
}

const materialFolding: Folding<WatchMaterialVariables> = {
  why: 'the server keeps the furthest position and completion of each material',
  key: (v) => `package:${v.packageId}:material:${v.materialId}`,
  merge: mergeProgress,
  describe: (merged, v) => {
    const body = merged as ProgressBody
    return format(body.completed ? progressTexts.materialCompleted : progressTexts.materialAt, { title: v.title, time: clock(body.position_s ?? 0) })
  },
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
    { ...deps, folding: videoFolding, onMutate: (v) => applyVideoProgress(queryClient, v) },
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
    { ...deps, folding: materialFolding, onMutate: (v) => applyMaterialProgress(queryClient, v) },
  )
}
