import { createFileRoute } from '@tanstack/react-router'
import { channelQueries } from '@/features/learning/api/channel-queries'
import { inclassQueries } from '@/features/learning/api/inclass-queries'
import { LearningOverview } from '@/features/learning/components/overview/learning-overview'

export const Route = createFileRoute('/learning/')({
  // Not awaited: every row shows its own skeleton (or its persisted copy) at once.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(inclassQueries.today())
    void context.queryClient.prefetchQuery(channelQueries.specials())
  },
  component: LearningOverview,
})
