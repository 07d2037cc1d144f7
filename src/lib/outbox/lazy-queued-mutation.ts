import type { MutationKey, QueryClient } from '@tanstack/react-query'

/**
 * Registers stand-in defaults for an area's queued mutations (register.ts runs before the first
 * screen) whose code loads when one is first used: `load` imports the area's module and calls its
 * registerQueuedMutation for every key, which replaces these defaults; the stand-ins then hand over
 * to them. So what a write needs (its contract, texts, optimistic update, the outbox) stays out of
 * the first load, and the screens that write (which import that module themselves) find it loaded.
 */
export function registerQueuedMutationsLazily(queryClient: QueryClient, mutationKeys: readonly MutationKey[], load: () => Promise<unknown>): void {
  let loading: Promise<unknown> | undefined
  const loaded = () => (loading ??= load().catch((error: unknown) => {
    // A failed load (a deploy replaced the file, a dropped connection) is tried again next time.
    loading = undefined
    throw error
  }))
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
