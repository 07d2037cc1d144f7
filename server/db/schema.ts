import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'

/**
 * The database as Kysely sees it. Types are the portable subset both engines share: booleans are
 * integers 0/1 and timestamps are ISO-8601 text (`2025-01-31T08:00:00.000Z`), so they compare
 * as strings on SQLite and PostgreSQL alike.
 */

/** A master-data list entry; `slug` is the natural key the seed upserts by. */
export interface NamedTable {
  id: Generated<number>
  slug: string
  name: string
}

export interface CompanyLocationTable extends NamedTable {
  city: string
}

export interface EmployeeTable {
  id: Generated<number>
  username: string
  given_name: string
  family_name: string
  full_name: string
  email: string
  position: string | null
  /** Null for employees created at their first sign-in through an external identity provider. */
  business_unit_id: number | null
  employee_status_id: number | null
  company_location_id: number | null
  profile_image: string | null
  bio: string | null
  joined_at: string | null
  created_at: string
  updated_at: string
  /** `scrypt$N$r$p$salt$hash` (server/auth/password.ts); null: cannot sign in with a password. */
  password_hash: ColumnType<string | null, string | null | undefined, string | null>
  /** The identity provider (issuer) and subject this employee signs in as; null until the first sign-in links them. */
  oidc_issuer: ColumnType<string | null, string | null | undefined, string | null>
  oidc_subject: ColumnType<string | null, string | null | undefined, string | null>
}

export interface BannerTable {
  id: Generated<number>
  slug: string
  title: string
  subtitle: string | null
  image_url: string
  link_url: string | null
  sort_order: number
  /** 0 or 1. */
  active: number
  starts_at: string | null
  ends_at: string | null
  created_at: string
  updated_at: string
}

/** A signed-in browser. Only a hash of the cookie's value is stored, never the value itself. */
export interface SessionTable {
  /** sha256 hex of the session cookie's value. */
  id_hash: string
  employee_id: number
  access_token: string
  refresh_token: string | null
  id_token: string | null
  access_expires_at: string
  /** When the session ends at the latest (the refresh token's lifetime). */
  expires_at: string
  created_at: string
  last_used_at: string
}

/**
 * One sign-in attempt that did not (yet) succeed (under way, failed, or refused while locked), for
 * a login key (the account's username, or what was typed when unknown) and the client address.
 */
export interface SignInAttemptTable {
  id: Generated<number>
  login_key: string
  client_ip: ColumnType<string | null, string | null | undefined, string | null>
  created_at: string
}

/** The embedded identity provider's stored state (server/idp/adapter.ts). */
export interface OidcModelTable {
  model: string
  id: string
  /** The provider's payload as JSON text. */
  payload: string
  grant_id: string | null
  uid: string | null
  user_code: string | null
  expires_at: string | null
  consumed: string | null
}

/** Generated once, kept across restarts: signing keys, cookie keys, the embedded client's secret. */
export interface AppSecretTable {
  name: string
  value: string
  created_at: string
}

export interface NotificationTable {
  id: Generated<number>
  employee_id: number
  title: string
  body: string
  link_url: string | null
  read_at: string | null
  created_at: string
}

/** A learning video (issue 5 extends it: instructors, units, topics, …). */
export interface VideoTable {
  id: Generated<number>
  slug: string
  title: string
  description: string
  duration_s: number
  category_id: number
  thumbnail_url: string
  /** Null until a playable file exists. */
  video_url: string | null
  published_at: string
  instructor_id: ColumnType<number | null, number | null | undefined, number | null>
  unit_id: ColumnType<number | null, number | null | undefined, number | null>
  topic_id: ColumnType<number | null, number | null | undefined, number | null>
  profession_id: ColumnType<number | null, number | null | undefined, number | null>
  field_id: ColumnType<number | null, number | null | undefined, number | null>
  views: ColumnType<number, number | undefined, number>
  /** The quiz after this video (migration 0008). */
  quiz_id: ColumnType<number | null, number | null | undefined, number | null>
}

export interface CoursePackageTable {
  id: Generated<number>
  slug: string
  title: string
  description: string
  category_id: number
  thumbnail_url: string
  instructor_id: ColumnType<number | null, number | null | undefined, number | null>
  unit_id: ColumnType<number | null, number | null | undefined, number | null>
  topic_id: ColumnType<number | null, number | null | undefined, number | null>
  profession_id: ColumnType<number | null, number | null | undefined, number | null>
  field_id: ColumnType<number | null, number | null | undefined, number | null>
  /** Added by migration 0006 (defaults to 2025-01-01). */
  published_at: ColumnType<string, string | undefined, string>
}

export interface CourseMaterialTable {
  id: Generated<number>
  package_id: number
  /** Order inside the package, from 1; unique per package. */
  position: number
  title: string
  kind: 'video' | 'article'
  video_id: number | null
  /** Playing time of a video, reading time of an article. */
  duration_s: number
  /** Rich text of an article material (migration 0006). */
  body: ColumnType<string | null, string | null | undefined, string | null>
  /** The quiz after this material (migration 0008). */
  quiz_id: ColumnType<number | null, number | null | undefined, number | null>
}

/** Progress rows only move forward: positions keep their maximum, completed_at its first value. */
export interface VideoProgressTable {
  employee_id: number
  video_id: number
  position_s: number
  duration_s: number
  completed_at: string | null
  updated_at: string
}

export interface PackageProgressTable {
  employee_id: number
  package_id: number
  current_course_material_id: number | null
  completed_at: string | null
  started_at: string
  updated_at: string
}

export interface MaterialProgressTable {
  employee_id: number
  course_material_id: number
  position_s: number
  completed_at: string | null
  updated_at: string
}

/** The stored answer of an idempotent write, per employee and `Idempotency-Key`. */
export interface IdempotencyKeyTable {
  employee_id: number
  key: string
  method: string
  path: string
  /** sha256 hex of the request body (canonical JSON). */
  request_hash: string
  status: 'processing' | 'done'
  response_status: number | null
  response_body: string | null
  created_at: string
  expires_at: string
}

// --- Learning catalogue (migration 0005) ---

export interface InstructorTable {
  id: Generated<number>
  slug: string
  name: string
  position: string | null
  photo_url: string | null
  bio: ColumnType<string, string | undefined, string>
}

export interface VideoCommentTable {
  id: Generated<number>
  video_id: number
  employee_id: number
  body: string
  created_at: string
  updated_at: string
}

/** A channel or a catalogue: a curated, ordered list of videos and packages. */
export interface CollectionTable {
  id: Generated<number>
  slug: string
  name: string
  description: string
  thumbnail_url: string
  /** 0 or 1; only channels use it. */
  is_special: ColumnType<number, number | undefined, number>
  sort_order: ColumnType<number, number | undefined, number>
}

/** Exactly one of video_id and package_id is set. */
export interface CollectionItemFields {
  id: Generated<number>
  video_id: number | null
  package_id: number | null
  position: number
}
export interface ChannelItemTable extends CollectionItemFields {
  channel_id: number
}
export interface CatalogItemTable extends CollectionItemFields {
  catalog_id: number
}

/** One search a signed-in user made in a learning list (the `q` of the call, trimmed, lower case). */
export interface SearchHistoryTable {
  id: Generated<number>
  employee_id: number
  keyword: string
  created_at: string
}

// --- In-class events, interests, learning time (migration 0006) ---

export interface InclassEventTable {
  id: Generated<number>
  slug: string
  title: string
  description: string
  category_id: number
  instructor_id: number | null
  unit_id: number | null
  topic_id: number | null
  profession_id: number | null
  field_id: number | null
  thumbnail_url: string
  starts_at: string
  ends_at: string
  place: string
  city: string | null
  /** 0 or 1. */
  is_online: number
  seats_total: number
  /** Kept equal to the number of registrations, in the same transaction. */
  seats_taken: ColumnType<number, number | undefined, number>
  published_at: string
}

export interface InclassRegistrationTable {
  event_id: number
  employee_id: number
  registered_at: string
  attended_at: string | null
}

export type InterestKind = 'category' | 'topic' | 'profession' | 'unit' | 'field'

export interface PersonalInterestTable {
  employee_id: number
  kind: InterestKind
  ref_id: number
  created_at: string
}

/** Seconds learned by an employee on one Jakarta calendar day (`YYYY-MM-DD`) in one content. */
export interface LearningEventTable {
  id: Generated<number>
  employee_id: number
  content_kind: 'video' | 'package' | 'inclass'
  content_id: number
  day: string
  seconds: number
  created_at: string
}

// --- Users' external activity records (migration 0007) ---

/** One record of any activity kind; the columns a kind uses are mapped in activity-repository.ts. */
export interface UserActivityTable {
  id: Generated<number>
  employee_id: number
  kind: string
  title: string | null
  organizer: string | null
  role: string | null
  event: string | null
  platform: string | null
  author: string | null
  description: string | null
  url: string | null
  /** `YYYY-MM-DD`: the start, the day of a talk, the day watched or the day a book was finished. */
  start_date: string
  end_date: string | null
  cover_file: string | null
  created_at: string
}

// --- Quizzes (migration 0008) ---

export interface QuizTable {
  id: Generated<number>
  slug: string
  title: string
  description: string
  /** 0–100: the lowest score that passes. */
  passing_grade: number
  /** Null: unlimited attempts. */
  max_attempts: number | null
  /** 0 or 1: whether a result shows the correct answers. */
  show_correct_answers: ColumnType<number, number | undefined, number>
}

export interface QuizQuestionTable {
  id: Generated<number>
  quiz_id: number
  /** Order inside the quiz, from 1; unique per quiz. */
  position: number
  type: 'single' | 'multiple' | 'essay'
  text: string
}

export interface QuizAnswerTable {
  id: Generated<number>
  question_id: number
  position: number
  text: string
  /** 0 or 1. Never leaves the server before the attempt is submitted. */
  is_correct: ColumnType<number, number | undefined, number>
}

/** One attempt of a user at a quiz (the spec's quiz user detail). Score fields are set when submitted. */
export interface QuizAttemptTable {
  id: Generated<number>
  employee_id: number
  quiz_id: number
  attempt_number: number
  started_at: string
  submitted_at: string | null
  score: number | null
  /** 0 or 1; null until submitted. */
  passed: number | null
  /** Essays of this attempt waiting for a reviewer. */
  pending_review: ColumnType<number, number | undefined, number>
}

export interface QuizAttemptAnswerTable {
  attempt_id: number
  question_id: number
  /** JSON array of the chosen answer ids (`[]` for essays). */
  answer_ids: ColumnType<string, string | undefined, string>
  essay_answer: string | null
  status: 'correct' | 'incorrect' | 'pending-review'
}

export interface Database {
  learning_categories: NamedTable
  learning_units: NamedTable
  professions: NamedTable
  topics: NamedTable
  fields: NamedTable
  growth_path_skills: NamedTable
  growth_path_categories: NamedTable
  employee_statuses: NamedTable
  business_units: NamedTable
  company_locations: CompanyLocationTable
  employees: EmployeeTable
  banners: BannerTable
  sessions: SessionTable
  sign_in_attempts: SignInAttemptTable
  oidc_models: OidcModelTable
  app_secrets: AppSecretTable
  notifications: NotificationTable
  videos: VideoTable
  course_packages: CoursePackageTable
  course_materials: CourseMaterialTable
  video_progress: VideoProgressTable
  package_progress: PackageProgressTable
  material_progress: MaterialProgressTable
  idempotency_keys: IdempotencyKeyTable
  instructors: InstructorTable
  video_comments: VideoCommentTable
  channels: CollectionTable
  channel_items: ChannelItemTable
  catalogs: CollectionTable
  catalog_items: CatalogItemTable
  search_histories: SearchHistoryTable
  user_activities: UserActivityTable
  inclass_events: InclassEventTable
  inclass_registrations: InclassRegistrationTable
  personal_interests: PersonalInterestTable
  learning_events: LearningEventTable
  quizzes: QuizTable
  quiz_questions: QuizQuestionTable
  quiz_answers: QuizAnswerTable
  quiz_attempts: QuizAttemptTable
  quiz_attempt_answers: QuizAttemptAnswerTable
}

/** Tables that hold a plain named list (same columns, same queries). */
export type NamedTableName =
  | 'learning_categories'
  | 'learning_units'
  | 'professions'
  | 'topics'
  | 'fields'
  | 'growth_path_skills'
  | 'growth_path_categories'
  | 'employee_statuses'
  | 'business_units'

export type Employee = Selectable<EmployeeTable>
export type NewEmployee = Insertable<EmployeeTable>
export type EmployeeUpdate = Updateable<EmployeeTable>
export type SessionRow = Selectable<SessionTable>
export type NotificationRow = Selectable<NotificationTable>
export type BannerRow = Selectable<BannerTable>
export type NewBanner = Insertable<BannerTable>
