import type { QueryClient, MutationKey } from '@tanstack/react-query'
import type { NewOutboxEntry, OutboxEntry } from './entry'
import { getOutbox, type Outbox } from './outbox'
import { requestOutboxReplay } from './replay-triggers'

export interface QueuedMutationDeps {
  outbox?: Outbox
  /** Called after each write is queued. Default `requestOutboxReplay`. */
  afterEnqueue?: () => void
}

/**
 * Registers the default mutation function for `mutationKey`: it turns the variables into a write
 * and hands it to the outbox, so the mutation succeeds once the write is queued, online or not
 * (`networkMode: 'always'`: a paused mutation would live only in memory). The idempotency key is
 * made here, when the user acted. Optimistic updates belong to the caller's onMutate.
 * Register before the persisted cache is restored; mutations are never persisted, the outbox
 * carries them across reloads.
 */
export function registerQueuedMutation<TVariables>(
  queryClient: QueryClient,
  mutationKey: MutationKey,
  toWrite: (variables: TVariables) => Omit<NewOutboxEntry, 'idempotencyKey'>,
  { outbox, afterEnqueue = () => void requestOutboxReplay() }: QueuedMutationDeps = {},
): void {
  queryClient.setMutationDefaults(mutationKey, {
    networkMode: 'always',
    retry: false,
    mutationFn: async (variables: TVariables): Promise<OutboxEntry> => {
      const entry = await (outbox ?? getOutbox()).enqueue({ ...toWrite(variables), idempotencyKey: crypto.randomUUID() })
      afterEnqueue()
      return entry
    },
  })
}
