import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { positiveIntFromString } from '@/contract/common'
import { BOOKING_HORIZON_DAYS } from '@/contract/mentor'
import { mentorQueries } from '@/features/mentor/api/mentor-queries'
import { BookSessionPage } from '@/features/mentor/components/book/book-session-page'
import { guards } from '@/lib/auth/guards'
import { lenientText } from '@/lib/lenient-search'
import { paramsOrNotFound } from '@/lib/route-params'

const guard = guards('learningAuthentication', 'validateToken')

/** `slot`: the hour chosen on the mentor's page; the form preselects it only when it is one of the free hours. */
const searchSchema = z.object({ slot: lenientText })

/** Booking a session (spec route table: /mentor/{id}/book-session): signed-in users only. */
export const Route = createFileRoute('/mentor/$id/book-session')({
  params: paramsOrNotFound(z.object({ id: positiveIntFromString })),
  validateSearch: searchSchema,
  beforeLoad: guard,
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(mentorQueries.detail(params.id))
    void context.queryClient.prefetchQuery(mentorQueries.slots(params.id, BOOKING_HORIZON_DAYS))
  },
  component: function BookSessionRoute() {
    const { id } = Route.useParams()
    const { slot } = Route.useSearch()
    return <BookSessionPage key={id} mentorId={id} slot={slot} />
  },
})
