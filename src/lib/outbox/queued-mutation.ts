import type { QueryClient, MutationKey } from '@tanstack/react-query'
import type { NewOutboxEntry, OutboxEntry, OutboxFold } from '@/shared/outbox/entry'
import { readUserId } from '../auth/user-id-cookie'
import { getOutbox, type Outbox } from '@/shared/outbox/outbox'
import { requestOutboxReplay } from './replay-triggers'
import { askPersistentStorage } from './storage-persistence'

/**
 * Whether a kind's new write replaces its write still waiting, and why: every kind says so where it
 * is registered. Fold only where the server keeps the furthest or the latest state anyway (a video's
 * position, a saved toggle), so a waiting write that had arrived after all changes nothing; never
 * where every instance matters (a quiz submission, a comment, a booking, an application).
 */
export type Folding<TVariables> =
  | { never: string }
  | {
      why: string
      /** Writes with the same key are one thing: `video:12`. */
      key: (variables: TVariables) => string
      merge: OutboxFold['merge']
      /** The outbox list's line for the merged body (of the write made with `variables`); default: the new write's label. */
      describe?: (merged: unknown, variables: TVariables) => string
    }

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

/** What a registration says besides its dependencies: whether its writes fold (required, with the reason). */
export type QueuedMutationOptions<TVariables> = QueuedMutationDeps<TVariables> & { folding: Folding<TVariables> }

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
  { outbox, afterEnqueue = () => void requestOutboxReplay(), userId = () => readUserId(), onMutate, folding }: QueuedMutationOptions<TVariables>,
): void {
  queryClient.setMutationDefaults(mutationKey, {
    networkMode: 'always',
    retry: false,
    ...(onMutate ? { onMutate } : {}),
    mutationFn: async (variables: TVariables): Promise<OutboxEntry> => {
      const write = toWrite(variables)
      const fold: OutboxFold | undefined =
        'never' in folding
          ? undefined
          : {
              key: folding.key(variables),
              merge: folding.merge,
              ...(folding.describe ? { describe: (merged: unknown) => folding.describe!(merged, variables) } : {}),
            }
      const entry = await (outbox ?? getOutbox()).enqueue({ ...write, ...(fold ? { fold } : {}), idempotencyKey: crypto.randomUUID(), userId: userId() })
      afterEnqueue()
      // Undelivered writes must survive storage pressure: asked once, at the first write queued.
      void askPersistentStorage()
      return entry
    },
  })
}
