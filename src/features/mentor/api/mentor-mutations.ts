import type { QueryClient } from '@tanstack/react-query'
import { mentorApi, type BookSessionInput } from '@/contract/mentor'
import { format } from '@/lib/i18n/id'
import { registerQueuedMutation, type QueuedMutationDeps } from '@/lib/outbox/queued-mutation'
import { mentorTexts } from '../texts'
import { formatSlotWords } from '../components/time-format'
import { bookingResource, mentorMutationKeys } from './mentor-mutation-keys'

// Booking a session (issue 15) is queued in the outbox: made offline, it is sent once the
// connection returns, exactly once (Idempotency-Key). Nothing is optimistic: whether the hour is
// still free only the server knows, so the screen says 'menunggu dikirim' until it has answered,
// and a refusal (the hour taken meanwhile) stays in the outbox list and on the booking page.

export interface BookVariables extends Required<Pick<BookSessionInput, 'mentor_id' | 'starts_at' | 'topic' | 'mode'>> {
  note: string | null
  /** Shown in the outbox list. */
  mentorName: string
}

export function registerMentorMutations(queryClient: QueryClient, deps: Omit<QueuedMutationDeps, 'onMutate'> = {}): void {
  registerQueuedMutation<BookVariables>(
    queryClient,
    mentorMutationKeys.book,
    ({ mentorName, ...body }) => ({
      method: 'POST',
      url: mentorApi.book.path,
      body,
      resource: bookingResource(body.mentor_id),
      label: format(mentorTexts.outbox.book, { name: mentorName, time: formatSlotWords(body.starts_at) }),
    }),
    { ...deps, folding: { never: 'every booking asks for an hour of its own' } },
  )
}
