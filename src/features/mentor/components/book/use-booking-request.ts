import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { usePendingWrites } from '@/lib/outbox/use-pending-writes'
import type { OutboxEntry } from '@/shared/outbox/entry'
import { getOutbox } from '@/shared/outbox/outbox'
import { mentorKeys } from '../../api/mentor-keys'
import { bookingResource, mentorMutationKeys } from '../../api/mentor-mutation-keys'
import type { BookVariables } from '../../api/mentor-mutations'

export type BookingBody = Omit<BookVariables, 'mentorName'>

/**
 * What became of the requests to this mentor, newest fate first: some still wait in the outbox, the
 * last one was refused (it stays in the outbox list), or the last one sent arrived. `mine` says it
 * answers the request sent from this page, the one the user waits to hear about.
 */
export type BookingResult =
  | { kind: 'waiting'; entries: OutboxEntry[]; mine: boolean }
  | { kind: 'refused'; entry: OutboxEntry; mine: boolean }
  | { kind: 'sent'; body: BookingBody; mine: true }

interface Handlers {
  /** The request sent from this page arrived: the form can start afresh. */
  onDelivered: () => void
  /** A refusal arrived (now or on an earlier visit): what it asked for, to put back into the form. */
  onRefused: (body: BookingBody) => void
}

/**
 * The booking request's side of the outbox. Sending queues it (online it leaves at once); the
 * result then follows the outbox: waiting, refused by the server (the hour taken meanwhile), or
 * gone from it without a refusal, which means the server took it.
 */
export function useBookingRequest(mentor: { id: number; name: string }, { onDelivered, onRefused }: Handlers) {
  const queryClient = useQueryClient()
  const book = useMutation<OutboxEntry, Error, BookVariables>({ mutationKey: mentorMutationKeys.book })
  const resource = bookingResource(mentor.id)
  const pending = usePendingWrites(resource)
  // The request sent from this page, until it has left the outbox.
  const [queued, setQueued] = useState<OutboxEntry | null>(null)
  const [sent, setSent] = useState<BookingBody | null>(null)
  const handlers = useRef({ onDelivered, onRefused })
  handlers.current = { onDelivered, onRefused }

  // Whether the request just queued has left the outbox: read again after each change, so a read
  // begun before it was queued never counts. Gone and not failed means the server took it.
  useEffect(() => {
    if (queued === null || pending === undefined) return
    let active = true
    void getOutbox()
      .pending(resource)
      .then((entries) => {
        if (!active || entries.some((entry) => entry.id === queued.id)) return
        setQueued(null)
        setSent(queued.body as BookingBody)
        // The free hours and the sessions are read again by mentor's declared refresh (decision 047).
        handlers.current.onDelivered()
      })
    return () => {
      active = false
    }
  }, [pending, queued, resource])

  const refused = (pending ?? []).filter((entry) => entry.state === 'failed').at(-1)
  const waiting = (pending ?? []).filter((entry) => entry.state !== 'failed')
  // The request sent from here waits until the outbox says otherwise, also while the list read
  // still predates it and between its leaving the list and the check that it was not refused.
  if (queued && !(pending ?? []).some((entry) => entry.id === queued.id && entry.state === 'failed') && !waiting.some((entry) => entry.id === queued.id)) {
    waiting.push(queued)
  }

  // A refusal: what was typed comes back into the form, and the free hours are read again,
  // without the one that was taken. Only when another refusal arrives, not at every render.
  const refusedId = refused?.id
  useEffect(() => {
    if (!refused) return
    handlers.current.onRefused(refused.body as BookingBody)
    void queryClient.invalidateQueries({ queryKey: mentorKeys.slotsOf(mentor.id) })
  }, [refusedId])

  const result: BookingResult | null =
    waiting.length > 0
      ? { kind: 'waiting', entries: waiting, mine: waiting.some((entry) => entry.id === queued?.id) }
      : refused
        ? { kind: 'refused', entry: refused, mine: refused.id === queued?.id }
        : sent && queued === null
          ? { kind: 'sent', body: sent, mine: true }
          : null

  /** Queues the request; `onQueued` once it is in the outbox, `onFailed` when it could not be put there. */
  const send = async (body: BookingBody, { onQueued, onFailed }: { onQueued: () => void; onFailed: () => void }) => {
    setSent(null)
    // A refused request is answered by this one: it leaves the outbox list.
    for (const entry of pending ?? []) if (entry.state === 'failed') await getOutbox().remove(entry.id)
    book.mutate(
      { ...body, mentorName: mentor.name },
      {
        onSuccess: (entry) => {
          setQueued(entry)
          onQueued()
        },
        onError: onFailed,
      },
    )
  }

  return { result, send, sending: book.isPending }
}
