import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { positiveIntFromString } from '@/contract/common'
import { mentorQueries } from '@/features/mentor/api/mentor-queries'
import { MentorDetailPage } from '@/features/mentor/components/detail/mentor-detail-page'
import { paramsOrNotFound } from '@/lib/route-params'

/** A mentor (spec route table: /mentor/{id}): public; the free hours and booking are in its side panel. */
export const Route = createFileRoute('/mentor/$id/')({
  params: paramsOrNotFound(z.object({ id: positiveIntFromString })),
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(mentorQueries.detail(params.id)),
  component: function MentorDetailRoute() {
    const { id } = Route.useParams()
    return <MentorDetailPage key={id} mentorId={id} />
  },
})
