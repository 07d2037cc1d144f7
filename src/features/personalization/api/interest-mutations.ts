import type { QueryClient } from '@tanstack/react-query'
import { personalizationApi, type InterestsInput } from '@/contract/personalization'
import { format } from '@/lib/i18n/id'
import { registerQueuedMutation, type QueuedMutationDeps } from '@/lib/outbox/queued-mutation'
import { personalizationTexts } from '../texts'
import { INTERESTS_RESOURCE, personalizationMutationKeys } from './interest-mutation-keys'

// Saving the interests (issue 20) is queued in the outbox: made offline it is sent once the
// connection returns, exactly once (Idempotency-Key). The form waits a moment for the answer when
// online, so a refusal is shown next to the choices (save-interests.ts).

const count = (choices: InterestsInput) => Object.values(choices).reduce((n, ids) => n + (ids?.length ?? 0), 0)

export function registerPersonalizationMutations(queryClient: QueryClient, deps: Omit<QueuedMutationDeps, 'onMutate'> = {}): void {
  registerQueuedMutation<InterestsInput>(
    queryClient,
    personalizationMutationKeys.save,
    (choices) => ({
      method: 'POST',
      url: personalizationApi.save.path,
      body: choices,
      resource: INTERESTS_RESOURCE,
      label: format(personalizationTexts.outboxLabel, { n: count(choices) }),
    }),
    // The server replaces the user's interests with the set sent: only the last set chosen matters.
    { ...deps, folding: { why: 'the server keeps the last set of interests sent', key: () => INTERESTS_RESOURCE, merge: (_waiting, next) => next } },
  )
}
