import { createFileRoute } from '@tanstack/react-router'
import { channelQueries } from '@/features/learning/api/channel-queries'
import { CollectionListPage } from '@/features/learning/components/catalog/collection-list'

export const Route = createFileRoute('/learning/channel/')({
  loader: ({ context }) => void context.queryClient.prefetchInfiniteQuery(channelQueries.list()),
  component: function ChannelsRoute() {
    return <CollectionListPage kind="channel" options={channelQueries.list()} />
  },
})
