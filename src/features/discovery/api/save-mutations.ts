import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { discoveryApi, type DiscoveryItem } from '@/contract/discovery'
import { fillPath } from '@/contract/endpoint'
import { format } from '@/lib/i18n/id'
import { registerQueuedMutation, type Folding, type QueuedMutationDeps } from '@/lib/outbox/queued-mutation'
import { discoveryTexts } from '../texts'
import { discoveryKeys } from './discovery-keys'
import { discoveryMutationKeys, savedResource } from './discovery-mutation-keys'

// "Saya juga mau baca" and its undo are outbox writes (PUT and DELETE, idempotent on the server):
// the button turns at once, online or not, and the write follows.

export interface SaveVariables {
  id: number
  title: string
}

type FeedPage = { data: DiscoveryItem[] }

/** Marks the item saved or not in every feed page kept (the optimistic part). */
export function markSaved(queryClient: QueryClient, id: number, saved: boolean): void {
  queryClient.setQueriesData<InfiniteData<FeedPage, number>>({ queryKey: discoveryKeys.allFeeds() }, (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((page) => ({
            ...page,
            data: page.data.map((item) => (item.id === id ? { ...item, saved, saved_at: saved ? (item.saved_at ?? new Date().toISOString()) : null } : item)),
          })),
        }
      : old,
  )
  // Unsaved: it leaves the saved list at once; saved: the list is read again once the write is sent.
  if (!saved)
    queryClient.setQueryData<InfiniteData<FeedPage, number>>(discoveryKeys.saved(), (old) =>
      old ? { ...old, pages: old.pages.map((page) => ({ ...page, data: page.data.filter((item) => item.id !== id) })) } : old,
    )
}

/**
 * Save and its undo fold into one write per item (PUT or DELETE, whichever was pressed last): both
 * set a state on the server, so a waiting press that arrived after all changes nothing.
 */
const savedFolding: Folding<SaveVariables> = {
  why: 'saved or not is a state; the last press is the one meant',
  key: (v) => savedResource(v.id),
  merge: (_waiting, next) => next,
}

export function registerSaveMutations(queryClient: QueryClient, deps: Omit<QueuedMutationDeps, 'onMutate'> = {}): void {
  registerQueuedMutation<SaveVariables>(
    queryClient,
    discoveryMutationKeys.save,
    (v) => ({
      method: 'PUT',
      url: fillPath(discoveryApi.save.path, { id: v.id }),
      body: {},
      resource: savedResource(v.id),
      label: format(discoveryTexts.outbox.save, { title: v.title }),
    }),
    { ...deps, folding: savedFolding, onMutate: (v) => markSaved(queryClient, v.id, true) },
  )
  registerQueuedMutation<SaveVariables>(
    queryClient,
    discoveryMutationKeys.unsave,
    (v) => ({
      method: 'DELETE',
      url: fillPath(discoveryApi.unsave.path, { id: v.id }),
      body: {},
      resource: savedResource(v.id),
      label: format(discoveryTexts.outbox.unsave, { title: v.title }),
    }),
    { ...deps, folding: savedFolding, onMutate: (v) => markSaved(queryClient, v.id, false) },
  )
}
