import type { QueryClient } from '@tanstack/react-query'
import { opportunityApi } from '@/contract/opportunity'
import { format } from '@/lib/i18n/id'
import { registerQueuedMutation, type QueuedMutationDeps } from '@/lib/outbox/queued-mutation'
import { opportunityTexts } from '../texts'
import { applicationResource, opportunityMutationKeys } from './opportunity-mutation-keys'

// Applying (issue 16) is queued in the outbox: made offline it is sent once the connection
// returns, exactly once (Idempotency-Key); the CV waits in IndexedDB with the write. Nothing is
// optimistic: whether the opening is still open and not applied for, only the server knows, so the
// page says 'menunggu dikirim' until it has answered, and a refusal stays in the outbox list.

export interface ApplyVariables {
  opportunityId: number
  /** Shown in the outbox list. */
  title: string
  motivation: string
  /** The spec's base64 upload, "name,data". */
  cv: string
}

export function registerOpportunityMutations(queryClient: QueryClient, deps: Omit<QueuedMutationDeps, 'onMutate'> = {}): void {
  registerQueuedMutation<ApplyVariables>(
    queryClient,
    opportunityMutationKeys.apply,
    (v) => ({
      method: 'POST',
      url: opportunityApi.apply.path,
      body: { opportunity_id: v.opportunityId, motivation: v.motivation, cv: v.cv },
      resource: applicationResource(v.opportunityId),
      label: format(opportunityTexts.outbox.apply, { title: v.title }),
    }),
    { ...deps, folding: { never: 'every application counts, and the server refuses a second one for the same opening' } },
  )
}
