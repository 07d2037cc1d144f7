import type { FastifyInstance } from 'fastify'
import { authRoutes } from './auth/routes'
import { discoveryRoutes } from './discovery/routes'
import { growthPathRoutes } from './growth-path/routes'
import { helpCenterRoutes } from './help-center/routes'
import { mentorRoutes } from './mentor/routes'
import { homeRoutes } from './home/routes'
import { learningRoutes } from './learning/routes'
import { masterRoutes } from './master/routes'
import { mediaRoutes } from './media/routes'
import { notificationRoutes } from './notification/routes'
import { opportunityRoutes } from './opportunity/routes'
import { personalizationRoutes } from './personalization/routes'
import { profileRoutes } from './profile/routes'
import { quizRoutes } from './quiz/routes'
import { studyRoutes } from './study/routes'
import { systemRoutes } from './system/routes'
import { telemetryRoutes } from './telemetry/routes'
import type { RouteDeps } from './route-deps'

export type AreaPlugin = (app: FastifyInstance, deps: RouteDeps) => Promise<void>

/**
 * The one list of area plugins, keyed by the area's folder under server/features/; buildApp
 * registers each with the same RouteDeps. A new area adds its line here
 * (tests/server/area-checklist.test.ts fails while a folder is missing).
 */
export const areaPlugins = {
  system: systemRoutes,
  home: homeRoutes,
  master: masterRoutes,
  auth: authRoutes,
  notification: notificationRoutes,
  learning: learningRoutes,
  quiz: quizRoutes,
  personalization: personalizationRoutes,
  study: studyRoutes,
  profile: profileRoutes,
  media: mediaRoutes,
  'growth-path': growthPathRoutes,
  mentor: mentorRoutes,
  opportunity: opportunityRoutes,
  'help-center': helpCenterRoutes,
  discovery: discoveryRoutes,
  telemetry: telemetryRoutes,
} as const satisfies Record<string, AreaPlugin>
