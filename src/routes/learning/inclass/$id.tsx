import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { positiveIntFromString } from '@/contract/common'
import { inclassQueries } from '@/features/learning/api/inclass-queries'
import { InclassDetailPage } from '@/features/learning/components/inclass/inclass-detail-page'
import { paramsOrNotFound } from '@/lib/route-params'

export const Route = createFileRoute('/learning/inclass/$id')({
  params: paramsOrNotFound(z.object({ id: positiveIntFromString })),
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(inclassQueries.detail(params.id)),
  component: function InclassDetailRoute() {
    const { id } = Route.useParams()
    return <InclassDetailPage key={id} eventId={id} />
  },
})
