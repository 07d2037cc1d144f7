import type { ColumnType, Generated } from 'kysely'

// Job opportunities, their skills, applications and their history; which skills a learning
// category teaches (migration 0014).

export interface OpportunityTable {
  id: Generated<number>
  slug: string
  title: string
  business_unit_id: number
  company_location_id: number
  employee_status_id: number
  /** Plain text for cards. */
  summary: string
  /** Rich text (HTML) with the spec's tags; the client sanitizes it before rendering. */
  description: string
  /** Rich text (HTML), like the description. */
  requirements: string
  /** The last day to apply, an Asia/Jakarta day (YYYY-MM-DD), inclusive. */
  closing_day: string
  /** The HR employee who posted it. */
  posted_by: number | null
  created_at: string
  updated_at: string
  /** When a content pack archived it (migration 0035): not listed, not open to applications; applications stay. */
  archived_at: ColumnType<string | null, string | null | undefined, string | null>
}

export interface OpportunitySkillTable {
  opportunity_id: number
  skill_id: number
  /** Order in which the opening lists its skills, from 1. */
  position: number
}

export interface OpportunityApplicationTable {
  id: Generated<number>
  opportunity_id: number
  employee_id: number
  /** The contract's ApplicationStatus: terkirim, ditinjau, wawancara, diterima, tidak lolos, ditarik. */
  status: string
  motivation: string
  /** The name the applicant gave the file (shown and offered as the download name). */
  cv_name: string
  /** The stored file's random name under DATA_DIR/uploads/cv. */
  cv_stored: string
  /** 'pdf' or 'docx', told by the content. */
  cv_kind: string
  cv_size: number
  created_at: string
  updated_at: string
}

export interface OpportunityApplicationEventTable {
  id: Generated<number>
  application_id: number
  status: string
  /** HR's note with the change (plain text), or null. */
  note: string | null
  /** Who made the change: the applicant (sending, withdrawing) or HR. */
  actor_id: number | null
  created_at: string
  /** On a correction (migration 0026, decision 046): the status HR took back; null otherwise. */
  corrects: string | null
}

export interface LearningCategorySkillTable {
  category_id: number
  skill_id: number
}

export interface OpportunityTables {
  opportunities: OpportunityTable
  opportunity_skills: OpportunitySkillTable
  opportunity_applications: OpportunityApplicationTable
  opportunity_application_events: OpportunityApplicationEventTable
  learning_category_skills: LearningCategorySkillTable
}
