import type { QueryClient, MutationKey } from '@tanstack/react-query'
import type { NewOutboxEntry, OutboxEntry } from '@/shared/outbox/entry'
import { readUserId } from '../auth/user-id-cookie'
import { getOutbox, type Outbox } from '@/shared/outbox/outbox'
import { requestOutboxReplay } from './replay-triggers'

export interface QueuedMutationDeps<TVariables = unknown> {
  outbox?: Outbox
  /** Called after each write is queued. Default `requestOutboxReplay`. */
  afterEnqueue?: () => void
  /** Who is signed in. Default: the user-id cookie. */
  userId?: () => number | null
  /**
   * The optimistic update: runs when the user acts, before the write is queued, so the screen
   * moves at once (online or not). Forward-only data needs no rollback: a refused write is shown
   * in the outbox list, and the next refetch brings the server's state back.
   */
  onMutate?: (variables: TVariables) => void
}

/**
 * Registers the default mutation function for `mutationKey`: it turns the variables into a write
 * and hands it to the outbox, so the mutation succeeds once the write is queued, online or not
 * (`networkMode: 'always'`: a paused mutation would live only in memory). The idempotency key is
 * made here, when the user acted, and the write is tied to the signed-in user (none: the mutation fails). Optimistic updates belong to the caller's onMutate.
 * Register before the persisted cache is restored; mutations are never persisted, the outbox
 * carries them across reloads.
 */
export function registerQueuedMutation<TVariables>(
  queryClient: QueryClient,
  mutationKey: MutationKey,
  toWrite: (variables: TVariables) => Omit<NewOutboxEntry, 'idempotencyKey' | 'userId'>,
  { outbox, afterEnqueue = () => void requestOutboxReplay(), userId = () => readUserId(), onMutate }: QueuedMutationDeps<TVariables> = {},
): void {
  queryClient.setMutationDefaults(mutationKey, {
    networkMode: 'always',
    retry: false,
    ...(onMutate ? { onMutate } : {}),
    mutationFn: async (variables: TVariables): Promise<OutboxEntry> => {
      const entry = await (outbox ?? getOutbox()).enqueue({ ...toWrite(variables), idempotencyKey: crypto.randomUUID(), userId: userId() })
      afterEnqueue()
      return entry
    },
  })
}
