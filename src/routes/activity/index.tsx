import { createFileRoute } from '@tanstack/react-router'
import { ActivityHub } from '@/components/activity-hub/activity-hub'
import { activitySearchSchema } from '@/components/activity-hub/activity-search'
import { StudyTab } from '@/features/study/components/study-tab'
import { GrowthPathTab } from '@/features/growth-path/components/activity/growth-path-tab'
import { MentorTab } from '@/features/mentor/components/activity/mentor-tab'
import { DiscoveryTab } from '@/features/discovery/components/activity/discovery-tab'
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
  // One tab per area.
  return (
    <ActivityHub tab={tab}>
      {tab === 'learning' ? <StudyTab /> : tab === 'growthpath' ? <GrowthPathTab /> : tab === 'mentor' ? <MentorTab /> : <DiscoveryTab />}
    </ActivityHub>
  )
}
