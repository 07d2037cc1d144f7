import type { ColumnType, Generated } from 'kysely'
import type { GrowthPathItemKind, GrowthPathLevel } from '../../../src/contract/growth-path'

// Growth paths, their syllabus, and employees' transactions with them (migration 0010).

export interface GrowthPathTable {
  id: Generated<number>
  slug: string
  title: string
  /** Plain text for cards. */
  summary: string
  /** Rich text (HTML), sanitized by the client. */
  description: string
  /** JSON array of plain sentences. */
  outcomes: ColumnType<string, string | undefined, string>
  category_id: number | null
  level: GrowthPathLevel
  duration_weeks: number
  thumbnail_url: string
  /** The mentor who owns the path: reviews its assignments, posts its announcements. */
  owner_id: number | null
  published_at: string
  /** Gone from the pack that carries growth paths (migration 0037): out of lists, not takeable. */
  archived_at: ColumnType<string | null, string | null | undefined, string | null>
  /** 1 on paths a pack brought; null on seeded ones. */
  from_pack: ColumnType<number | null, number | null | undefined, number | null>
}

export interface GrowthPathSkillLinkTable {
  growth_path_id: number
  skill_id: number
}

export interface GrowthPathModuleTable {
  id: Generated<number>
  growth_path_id: number
  /** Order inside the path, from 1; unique per path. */
  position: number
  title: string
  description: string
  /** The author's key within the path (packs); null on seeded stages. */
  key: ColumnType<string | null, string | null | undefined, string | null>
  archived_at: ColumnType<string | null, string | null | undefined, string | null>
}

export interface GrowthPathItemTable {
  id: Generated<number>
  module_id: number
  /** Order inside the module, from 1; unique per module. */
  position: number
  kind: GrowthPathItemKind
  title: string
  description: string
  /** 0 or 1: whether it counts towards finishing. */
  required: ColumnType<number, number | undefined, number>
  duration_min: number
  /** videos.id, course_packages.id or inclass_events.id, by kind. */
  content_id: number | null
  /** Documents and links. */
  url: string | null
  /** The author's key within the path (packs); null on seeded items. */
  key: ColumnType<string | null, string | null | undefined, string | null>
  archived_at: ColumnType<string | null, string | null | undefined, string | null>
}

export interface GrowthPathAnnouncementTable {
  id: Generated<number>
  growth_path_id: number
  title: string
  body: string
  author_id: number | null
  published_at: string
}

export interface GrowthPathTrxTable {
  id: Generated<number>
  growth_path_id: number
  employee_id: number
  taken_at: string
  /** Last progress, submission or finish: orders "latest activity first". */
  updated_at: string
  finished_at: string | null
  certificate_no: string | null
}

export interface GrowthPathProgressTable {
  trx_id: number
  item_id: number
  done_at: string
}

export interface GrowthPathSubmissionTable {
  id: Generated<number>
  trx_id: number
  item_id: number
  text: string | null
  /** The name the user gave the file (shown, never used as a path). */
  file_name: string | null
  /** Random stored name under DATA_DIR/uploads/assignments. */
  file_stored: string | null
  /** What the content is (assignmentFileKinds), told by its first bytes. */
  file_kind: string | null
  file_size: number | null
  submitted_at: string
  status: ColumnType<'submitted' | 'reviewed', 'submitted' | 'reviewed' | undefined, 'submitted' | 'reviewed'>
  feedback: string | null
}

export interface GrowthPathRatingTable {
  growth_path_id: number
  employee_id: number
  rating: number
  review: string | null
  updated_at: string
}

export interface GrowthPathLikeTable {
  growth_path_id: number
  employee_id: number
  liked_at: string
}

export interface GrowthPathTables {
  growth_paths: GrowthPathTable
  growth_path_skill_links: GrowthPathSkillLinkTable
  growth_path_modules: GrowthPathModuleTable
  growth_path_items: GrowthPathItemTable
  growth_path_announcements: GrowthPathAnnouncementTable
  growth_path_trx: GrowthPathTrxTable
  growth_path_progress: GrowthPathProgressTable
  growth_path_submissions: GrowthPathSubmissionTable
  growth_path_ratings: GrowthPathRatingTable
  growth_path_likes: GrowthPathLikeTable
}
