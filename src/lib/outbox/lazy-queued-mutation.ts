import type { MutationKey, QueryClient } from '@tanstack/react-query'
import { declareDeliveryRefresh, type DeliveryRefresh } from './delivery-refresh'

/**
 * Registers stand-in defaults for an area's queued mutations (register.ts runs before the first
 * screen) whose code loads when one is first used: `load` imports the area's module and calls its
 * registerQueuedMutation for every key, which replaces these defaults; the stand-ins then hand over
 * to them. So what a write needs (its contract, texts, optimistic update, the outbox) stays out of
 * the first load; a form that writes preloads it when shown (preloadQueuedMutation), so pressing
 * its button offline, with nothing cached yet, still queues the write.
 * `refreshes` says which reads the writes' delivery refreshes (decision 047): declared here, it
 * holds from the start, before the area's code has loaded.
 */
export function registerQueuedMutationsLazily(
  queryClient: QueryClient,
  mutationKeys: readonly MutationKey[],
  load: () => Promise<unknown>,
  { refreshes = [] }: { refreshes?: readonly DeliveryRefresh[] } = {},
): void {
  declareDeliveryRefresh(queryClient, refreshes)
  let loading: Promise<unknown> | undefined
  const loaded = () => (loading ??= load().catch((error: unknown) => {
    // A failed load (a deploy replaced the file, a dropped connection) is tried again next time.
    loading = undefined
    throw error
  }))
  for (const mutationKey of mutationKeys) loaders.set(JSON.stringify(mutationKey), loaded)
  for (const mutationKey of mutationKeys) {
    const standIn = {
      networkMode: 'always' as const,
      retry: false,
      onMutate: async (...args: unknown[]) => {
        await loaded()
        const real = queryClient.getMutationDefaults(mutationKey)
        return real.onMutate === standIn.onMutate ? undefined : (real.onMutate as ((...a: unknown[]) => unknown) | undefined)?.(...args)
      },
      mutationFn: async (...args: unknown[]) => {
        await loaded()
        const real = queryClient.getMutationDefaults(mutationKey)
        if (!real.mutationFn || real.mutationFn === standIn.mutationFn) throw new Error(`No queued mutation registered for ${JSON.stringify(mutationKey)}`)
        return (real.mutationFn as (...a: unknown[]) => Promise<unknown>)(...args)
      },
    }
    queryClient.setMutationDefaults(mutationKey, standIn)
  }
}

const loaders = new Map<string, () => Promise<unknown>>()

/**
 * Loads the code of `mutationKey`'s queued write now (a form calls it when shown): its chunk is
 * fetched while the connection is there, so the write can be queued if it is gone by the time the
 * user presses send. A failure is left for the send to meet (and to try again).
 */
export function preloadQueuedMutation(mutationKey: MutationKey): void {
  void loaders.get(JSON.stringify(mutationKey))?.().catch(() => undefined)
}
