import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { Outbox } from '@/shared/outbox/outbox'

/**
 * What a kind of queued write changes on the server, said once where the area registers its writes
 * (register.ts, so it holds before the area's code has loaded): the writes whose outbox resource
 * starts with `resource` (`opportunity:`) refresh `queryKeys` when they leave the outbox.
 */
export interface DeliveryRefresh {
  /** A prefix of the writes' outbox resource: `opportunity:` covers `opportunity:12`. */
  resource: string
  /**
   * The lists (and other reads) their arrival changes; each key refreshes everything under it.
   * A function loads them when a write settles: register.ts runs on every first load, and an
   * area's key factories then stay in its own chunk instead of the start-up one (the budget).
   */
  queryKeys: readonly QueryKey[] | (() => Promise<readonly QueryKey[]>)
}

const declared = new WeakMap<QueryClient, DeliveryRefresh[]>()
const started = new WeakMap<QueryClient, WeakSet<Outbox>>()

/** Adds `refreshes` to what `queryClient` refreshes when writes are delivered. */
export function declareDeliveryRefresh(queryClient: QueryClient, refreshes: readonly DeliveryRefresh[]): void {
  const list = declared.get(queryClient) ?? []
  list.push(...refreshes)
  declared.set(queryClient, list)
}

/** The query keys a write of `resource` refreshes when it leaves the outbox. */
export async function refreshedBy(queryClient: QueryClient, resource: string): Promise<QueryKey[]> {
  const matching = (declared.get(queryClient) ?? []).filter((refresh) => resource.startsWith(refresh.resource))
  const keys = await Promise.all(matching.map((refresh) => (typeof refresh.queryKeys === 'function' ? refresh.queryKeys() : refresh.queryKeys)))
  return keys.flatMap((list) => [...list])
}

/**
 * The one rule for every list: when a write leaves the outbox (delivered by this page or by the
 * service worker's Background Sync, refused for good, or discarded: the outbox's settled notices
 * cross contexts), the reads declared for its resource are invalidated, so a list on screen
 * refetches at once and one not on screen does when it is next shown. Started once per client and
 * outbox (main.tsx at idle, and every screen that lists pending writes); returns a stop function.
 */
export function startDeliveryRefresh(queryClient: QueryClient, outbox: Outbox): () => void {
  const outboxes = started.get(queryClient) ?? new WeakSet<Outbox>()
  started.set(queryClient, outboxes)
  if (outboxes.has(outbox)) return () => undefined
  outboxes.add(outbox)
  let stop: () => void
  try {
    stop = outbox.onSettled((resource) => {
      // A key module that cannot load (offline, before it is cached) leaves the lists to their own staleness.
      void refreshedBy(queryClient, resource).then(
        (queryKeys) => queryKeys.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })),
        () => undefined,
      )
    })
  } catch {
    // No IndexedDB or channel (private mode): nothing is ever queued, so nothing settles.
    stop = () => undefined
  }
  return () => {
    outboxes.delete(outbox)
    stop()
  }
}
