import { profileRecordApi } from './profile-record'
import { profileApi } from './profile'
import { authApi } from './auth'
import { authEndSessionApi } from './auth-end-session'
import type { Endpoint } from './endpoint'
import { catalogApi } from './learning-catalog'
import { learningV1Api } from './learning-v1'
import { videosApi } from './learning-video'
import { inclassApi } from './learning-inclass'
import { packagesApi } from './learning-package'
import { masterApi } from './master'
import { notificationsApi } from './notification'
import { personalizationApi } from './personalization'
import { platformApi } from './home'
import { progressApi } from './learning-progress'
import { quizApi } from './quiz'
import { studyApi } from './study'
import { systemApi } from './system'
import { profileUserApi } from './profile-user'
import { growthPathApi } from './growth-path'
import { growthPathTrxApi } from './growth-path-trx'
import { mentorApi } from './mentor'
import { opportunityApi } from './opportunity'
import { helpCenterApi } from './help-center'
import { discoveryApi } from './discovery'
import { profileDocumentApi } from './profile-document'
import { profileAssessmentApi } from './profile-assessment'
import { outboxApi } from './system-outbox'
import { telemetryApi } from './telemetry'

/**
 * The one contract (decision 3): every endpoint the server answers and the client calls.
 * Each later area adds its group object here.
 */
export const contract = {
  system: systemApi,
  platform: platformApi,
  master: masterApi,
  auth: authApi,
  authEndSession: authEndSessionApi,
  profileUser: profileUserApi,
  notifications: notificationsApi,
  progress: progressApi,
  quiz: quizApi,
  videos: videosApi,
  catalog: catalogApi,
  learningV1: learningV1Api,
  packages: packagesApi,
  inclass: inclassApi,
  personalization: personalizationApi,
  study: studyApi,
  profileRecord: profileRecordApi,
  profile: profileApi,
  profileDocument: profileDocumentApi,
  profileAssessment: profileAssessmentApi,
  growthPath: growthPathApi,
  growthPathTrx: growthPathTrxApi,
  mentor: mentorApi,
  opportunity: opportunityApi,
  helpCenter: helpCenterApi,
  discovery: discoveryApi,
  telemetry: telemetryApi,
  outbox: outboxApi,
} as const satisfies Record<string, Record<string, Endpoint>>

export function allEndpoints(): Endpoint[] {
  return Object.values(contract).flatMap((group) => Object.values(group) as Endpoint[])
}
