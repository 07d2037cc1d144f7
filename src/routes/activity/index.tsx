import { createFileRoute } from '@tanstack/react-router'
import { activityQueries } from '@/features/activity/api/activity-queries'
import { activitySearchSchema } from '@/features/activity/activity-search'
import { ActivityPage } from '@/features/activity/components/activity-page'
import { guards } from '@/lib/auth/guards'

/** Learning activity (spec route table): signed-in users only, like /profile; `tab` picks the tab. */
export const Route = createFileRoute('/activity/')({
  validateSearch: activitySearchSchema,
  beforeLoad: guards('learningAuthentication', 'validateToken'),
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  loader: ({ context, deps }) => {
    // Not awaited: each block shows its own loading state (or the persisted answer) at once.
    if (deps.tab !== 'learning') return
    void context.queryClient.prefetchQuery(activityQueries.statistics(7))
    void context.queryClient.prefetchQuery(activityQueries.summary())
  },
  component: ActivityRoute,
})

function ActivityRoute() {
  const { tab } = Route.useSearch()
  return <ActivityPage tab={tab} />
}
