import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { positiveIntFromString } from '@/contract/common'
import { channelQueries } from '@/features/learning/api/channel-queries'
import { ChannelDetailPage } from '@/features/learning/components/channel/channel-detail-page'
import { paramsOrNotFound } from '@/lib/route-params'

export const Route = createFileRoute('/learning/channel/$id')({
  params: paramsOrNotFound(z.object({ id: positiveIntFromString })),
  loader: ({ context, params }) => void context.queryClient.prefetchInfiniteQuery(channelQueries.detail(params.id)),
  component: function ChannelRoute() {
    const { id } = Route.useParams()
    return <ChannelDetailPage key={id} channelId={id} />
  },
})
