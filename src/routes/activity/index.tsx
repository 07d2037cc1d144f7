import { createFileRoute } from '@tanstack/react-router'
import { activitySearchSchema } from '@/features/activity/activity-search'
import { ActivityPage } from '@/features/activity/components/activity-page'
import { guards } from '@/lib/auth/guards'
import { searchOrNotFound } from '@/lib/route-params'

/** Learning activity (spec route table): signed-in users only, like /profile; `tab` picks the tab. */
const search = searchOrNotFound(activitySearchSchema)
const guard = guards('learningAuthentication', 'validateToken')

export const Route = createFileRoute('/activity/')({
  validateSearch: search.validateSearch,
  beforeLoad: async (ctx) => {
    search.rejectInvalid(ctx)
    await guard(ctx)
  },
  // No loader: each block asks for its own data (shown with its own loading state or the persisted
  // answer), so the study contract stays out of the start-up bundle that every route file joins.
  component: ActivityRoute,
})

function ActivityRoute() {
  const { tab } = Route.useSearch()
  return <ActivityPage tab={tab} />
}
