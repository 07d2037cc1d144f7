import type { Migration } from 'kysely'
import { foundation } from './0001-foundation'
import { auth } from './0002-auth'
import { signInLinks } from './0003-sign-in-links'
import { learningProgress } from './0004-learning-progress'
import { learningCatalog } from './0005-learning-catalog'
import { learningEvents } from './0006-learning-events'
import { activities } from './0007-activities'
import { quizzes } from './0008-quizzes'
import { progressByItem } from './0009-progress-by-item'
import { growthPaths } from './0010-growth-paths'
import { notifications } from './0011-notifications'
import { mentors } from './0012-mentors'
import { mentorSessions } from './0013-mentor-sessions'
import { opportunities } from './0014-opportunities'
import { helpCenter } from './0015-help-center'
import { profiles } from './0016-profiles'
import { discovery } from './0017-discovery'
import { sessionHardening } from './0018-session-hardening'
import { sharedState } from './0021-shared-state'
import { telemetry } from './0023-telemetry'
import { sessionRecordings } from './0024-session-recordings'
import { videoRenditions } from './0025-video-renditions'
import { applicationCorrections } from './0026-application-corrections'
import { contentPacks } from './0027-content-packs'
import { packVideos } from './0028-pack-videos'
import { packQuizzes } from './0029-pack-quizzes'
import { packPackages } from './0031-pack-packages'
import { packCollections } from './0032-pack-collections'
import { packInclassEvents } from './0033-pack-inclass-events'
import { packMentors } from './0034-pack-mentors'
import { packOpenings } from './0035-pack-openings'
import { packGrowthPaths } from './0037-pack-growth-paths'

/**
 * Every migration, by name. Names sort in the order they run; never rename or edit one that has
 * shipped: add the next number instead.
 */
export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-auth': auth,
  '0003-sign-in-links': signInLinks,
  '0004-learning-progress': learningProgress,
  '0005-learning-catalog': learningCatalog,
  '0006-learning-events': learningEvents,
  '0007-activities': activities,
  '0008-quizzes': quizzes,
  '0009-progress-by-item': progressByItem,
  '0010-growth-paths': growthPaths,
  '0011-notifications': notifications,
  '0012-mentors': mentors,
  '0013-mentor-sessions': mentorSessions,
  '0014-opportunities': opportunities,
  '0015-help-center': helpCenter,
  '0016-profiles': profiles,
  '0017-discovery': discovery,
  '0018-session-hardening': sessionHardening,
  '0021-shared-state': sharedState,
  '0023-telemetry': telemetry,
  '0024-session-recordings': sessionRecordings,
  '0025-video-renditions': videoRenditions,
  '0026-application-corrections': applicationCorrections,
  '0027-content-packs': contentPacks,
  '0028-pack-videos': packVideos,
  '0029-pack-quizzes': packQuizzes,
  '0031-pack-packages': packPackages,
  '0032-pack-collections': packCollections,
  '0033-pack-inclass-events': packInclassEvents,
  '0034-pack-mentors': packMentors,
  '0035-pack-openings': packOpenings,
  '0037-pack-growth-paths': packGrowthPaths,
}
