import type { QueryClient } from '@tanstack/react-query'
import type { GrowthPathDetail, GrowthPathModule } from '@/contract/growth-path'
import { growthPathTrxApi, type GrowthPathTrx } from '@/contract/growth-path-trx'
import { format } from '@/lib/i18n/id'
import { registerQueuedMutation, type QueuedMutationDeps } from '@/lib/outbox/queued-mutation'
import { growthPathTexts } from '../texts'
import { growthPathKeys } from './growth-path-keys'
import { growthPathMutationKeys } from './growth-path-mutation-keys'
import { pathResource } from './path-resource'

// The growth-path writes (issue 13): each queued in the outbox, sent now or when the connection
// returns, exactly once (Idempotency-Key); the screen moves at once. Every one is idempotent by its
// meaning too (taking twice, done twice, the like state sent), so an optimistic update applied
// again, or after the server's answer, changes nothing. Entries of one path share a resource and
// arrive in the order made: taking a path before its first step.

interface PathRef {
  pathId: number
  slug: string
  /** Shown in the outbox list. */
  title: string
}

export type TakeVariables = PathRef
export interface ProgressVariables extends PathRef {
  itemId: number
  itemTitle: string
}
export interface LikeVariables extends PathRef {
  liked: boolean
}
export interface RateVariables extends PathRef {
  rating: number
  review: string | null
}
export type FinishVariables = PathRef
export interface SubmitAssignmentVariables extends PathRef {
  itemId: number
  itemTitle: string
  text: string | null
  /** The spec's base64 form, "name,data": the file waits in IndexedDB with the write until sent. */
  file: string | null
}

/** A transaction as it looks before the server has answered (taken just now, nothing done). */
function provisionalTrx(v: PathRef, totalItems: number): GrowthPathTrx {
  return {
    id: 0,
    growth_path_id: v.pathId,
    slug: v.slug,
    status: 'in_progress',
    taken_at: new Date().toISOString(),
    finished_at: null,
    done_items: 0,
    total_items: totalItems,
    percent: 0,
    done_item_ids: [],
    assignments_left: 0,
    certificate_no: null,
  }
}

function requiredItems(modules: GrowthPathModule[] | undefined) {
  return (modules ?? []).flatMap((m) => m.items).filter((i) => i.required)
}

/** Ticks items done in the cached transaction and syllabus (never unticks). */
function applyDone(queryClient: QueryClient, v: PathRef, itemId: number) {
  const modules = queryClient.getQueryData<{ data: GrowthPathModule[] }>(growthPathKeys.silabus(v.slug))?.data
  queryClient.setQueryData<{ data: GrowthPathModule[] }>(
    growthPathKeys.silabus(v.slug),
    (old) => old && { ...old, data: old.data.map((m) => ({ ...m, items: m.items.map((i) => (i.id === itemId ? { ...i, done: true } : i)) })) },
  )
  queryClient.setQueryData<{ data: GrowthPathTrx | null }>(growthPathKeys.trx(v.slug), (old) => {
    const trx = old?.data ?? provisionalTrx(v, requiredItems(modules).length)
    if (trx.done_item_ids.includes(itemId)) return old
    const doneIds = [...trx.done_item_ids, itemId]
    const required = requiredItems(modules)
    const done = required.length > 0 ? required.filter((i) => doneIds.includes(i.id)).length : trx.done_items
    const total = required.length > 0 ? required.length : trx.total_items
    return { data: { ...trx, done_item_ids: doneIds, done_items: done, total_items: total, percent: total === 0 ? 100 : Math.floor((done * 100) / total) } }
  })
}

export function registerGrowthPathMutations(queryClient: QueryClient, deps: Omit<QueuedMutationDeps, 'onMutate'> = {}): void {
  const texts = growthPathTexts.outbox

  registerQueuedMutation<TakeVariables>(
    queryClient,
    growthPathMutationKeys.take,
    (v) => ({
      method: 'POST',
      url: growthPathTrxApi.take.path,
      body: { growth_path_id: v.pathId },
      resource: pathResource(v.pathId),
      label: format(texts.take, { title: v.title }),
    }),
    {
      ...deps,
      folding: { never: 'taking a path happens once; a second take is answered as the first' },
      onMutate: (v) => {
        const modules = queryClient.getQueryData<{ data: GrowthPathModule[] }>(growthPathKeys.silabus(v.slug))?.data
        queryClient.setQueryData<{ data: GrowthPathTrx | null }>(growthPathKeys.trx(v.slug), (old) =>
          old?.data ? old : { data: provisionalTrx(v, requiredItems(modules).length) },
        )
        queryClient.setQueryData<{ data: GrowthPathModule[] }>(
          growthPathKeys.silabus(v.slug),
          (old) => old && { ...old, data: old.data.map((m) => ({ ...m, items: m.items.map((i) => ({ ...i, done: i.done ?? false })) })) },
        )
      },
    },
  )

  registerQueuedMutation<ProgressVariables>(
    queryClient,
    growthPathMutationKeys.progress,
    (v) => ({
      method: 'POST',
      url: growthPathTrxApi.progress.path,
      body: { growth_path_id: v.pathId, item_id: v.itemId },
      resource: pathResource(v.pathId),
      label: format(texts.progress, { item: v.itemTitle, title: v.title }),
    }),
    { ...deps, folding: { never: 'each marks another item done' }, onMutate: (v) => applyDone(queryClient, v, v.itemId) },
  )

  registerQueuedMutation<LikeVariables>(
    queryClient,
    growthPathMutationKeys.like,
    (v) => ({
      method: 'POST',
      url: growthPathTrxApi.like.path,
      body: { growth_path_id: v.pathId, liked: v.liked },
      resource: pathResource(v.pathId),
      label: format(v.liked ? texts.like : texts.unlike, { title: v.title }),
    }),
    {
      ...deps,
      // The server sets the like to what the write says (not a toggle): only the latest press matters.
      folding: { why: 'liked or not is a state, and the last press is the one meant', key: (v) => `path-like:${v.pathId}`, merge: (_waiting, next) => next },
      onMutate: (v) =>
        queryClient.setQueryData<{ data: GrowthPathDetail }>(growthPathKeys.detail(v.slug), (old) =>
          !old || old.data.liked === v.liked ? old : { ...old, data: { ...old.data, liked: v.liked, likes: Math.max(0, old.data.likes + (v.liked ? 1 : -1)) } },
        ),
    },
  )

  registerQueuedMutation<RateVariables>(
    queryClient,
    growthPathMutationKeys.rate,
    (v) => ({
      method: 'POST',
      url: growthPathTrxApi.rate.path,
      body: { growth_path_id: v.pathId, rating: v.rating, review: v.review },
      resource: pathResource(v.pathId),
      label: format(texts.rate, { rating: v.rating, title: v.title }),
    }),
    {
      ...deps,
      folding: { never: 'a rating is given once a path is finished, and the server answers each with its own outcome' },
      onMutate: (v) =>
        queryClient.setQueryData<{ data: GrowthPathDetail }>(
          growthPathKeys.detail(v.slug),
          (old) => old && { ...old, data: { ...old.data, my_rating: { rating: v.rating, review: v.review } } },
        ),
    },
  )

  registerQueuedMutation<FinishVariables>(
    queryClient,
    growthPathMutationKeys.finish,
    (v) => ({
      method: 'POST',
      url: growthPathTrxApi.finish.path,
      body: { growth_path_id: v.pathId },
      resource: pathResource(v.pathId),
      label: format(texts.finish, { title: v.title }),
    }),
    {
      ...deps,
      folding: { never: 'finishing happens once and brings the certificate number' },
      // Honest to show at once: the screen offers finishing only when it shows everything required done.
      // The certificate number comes with the server's answer.
      onMutate: (v) =>
        queryClient.setQueryData<{ data: GrowthPathTrx | null }>(growthPathKeys.trx(v.slug), (old) =>
          old?.data && old.data.status !== 'finished' ? { data: { ...old.data, status: 'finished', finished_at: new Date().toISOString() } } : old,
        ),
    },
  )

  registerQueuedMutation<SubmitAssignmentVariables>(
    queryClient,
    growthPathMutationKeys.submitAssignment,
    (v) => ({
      method: 'POST',
      url: growthPathTrxApi.submitAssignment.path,
      body: { growth_path_id: v.pathId, item_id: v.itemId, text: v.text, file: v.file },
      resource: pathResource(v.pathId),
      label: format(texts.submitAssignment, { item: v.itemTitle, title: v.title }),
    }),
    { ...deps, folding: { never: 'every submitted assignment is kept and reviewed' }, onMutate: (v) => applyDone(queryClient, v, v.itemId) },
  )
}
