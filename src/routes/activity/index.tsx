import { createFileRoute } from '@tanstack/react-router'
import { activitySearchSchema } from '@/features/activity/activity-search'
import { ActivityPage } from '@/features/activity/components/activity-page'
import { guards } from '@/lib/auth/guards'

/** Learning activity (spec route table): signed-in users only, like /profile; `tab` picks the tab. */
export const Route = createFileRoute('/activity/')({
  validateSearch: activitySearchSchema,
  beforeLoad: guards('learningAuthentication', 'validateToken'),
  // No loader: each block asks for its own data (shown with its own loading state or the persisted
  // answer), so the study contract stays out of the start-up bundle that every route file joins.
  component: ActivityRoute,
})

function ActivityRoute() {
  const { tab } = Route.useSearch()
  return <ActivityPage tab={tab} />
}
