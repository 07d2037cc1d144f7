import type { AuthTables } from './auth'
import type { ContentTables } from './content'
import type { DiscoveryTables } from './discovery'
import type { EmployeeTables } from './employee'
import type { GrowthPathTables } from './growth-path'
import type { HelpCenterTables } from './help-center'
import type { HomeTables } from './home'
import type { IdempotencyTables } from './idempotency'
import type { LearningTables } from './learning'
import type { LearningInclassTables } from './learning-inclass'
import type { LearningProgressTables } from './learning-progress'
import type { MasterTables } from './master'
import type { MentorTables } from './mentor'
import type { NotificationTables } from './notification'
import type { OpportunityTables } from './opportunity'
import type { PersonalizationTables } from './personalization'
import type { ProfileTables } from './profile'
import type { ProfileAccountTables } from './profile-account'
import type { QuizTables } from './quiz'
import type { SharedStateTables } from './shared-state'
import type { TelemetryTables } from './telemetry'

/**
 * The database as Kysely sees it, composed of each area's tables (one file per area in this
 * folder; the migrations in ../migrations stay one central history). Types are the portable
 * subset both engines share: booleans are integers 0/1 and timestamps are ISO-8601 text
 * (`2025-01-31T08:00:00.000Z`), so they compare as strings on SQLite and PostgreSQL alike.
 * A new area adds its `<Area>Tables` here.
 */
export interface Database
  extends MasterTables,
    EmployeeTables,
    AuthTables,
    HomeTables,
    NotificationTables,
    IdempotencyTables,
    LearningTables,
    LearningProgressTables,
    LearningInclassTables,
    PersonalizationTables,
    ProfileTables,
    ProfileAccountTables,
    QuizTables,
    GrowthPathTables,
    MentorTables,
    OpportunityTables,
    HelpCenterTables,
    DiscoveryTables,
    SharedStateTables,
    TelemetryTables,
    ContentTables {}
