import type { ColumnType, Generated } from 'kysely'

// The profile's own settings, documents and assessments (migration 0016).

export interface EmployeeSkillTable {
  employee_id: number
  skill_id: number
  /** The order the employee listed them in, from 1. */
  position: number
}

/** Who sees each section of the public profile: 1 colleagues, 0 the owner only. No row: all public. */
export interface ProfileVisibilityTable {
  employee_id: number
  about_public: ColumnType<number, number | undefined, number>
  learning_public: ColumnType<number, number | undefined, number>
  growth_paths_public: ColumnType<number, number | undefined, number>
  updated_at: string
}

export interface ProfileDocumentTable {
  id: Generated<number>
  employee_id: number
  category: string
  /** The name the owner gave (shown and offered as the download name only). */
  name: string
  /** The random name under DATA_DIR/uploads/documents. */
  stored: string
  kind: string
  size: number
  created_at: string
}

export interface CompetencyTable {
  id: Generated<number>
  slug: string
  name: string
  description: string
  position: number
}

export interface AssessmentResultTable {
  id: Generated<number>
  employee_id: number
  competency_id: number
  /** 0–100. */
  score: number
  /** `YYYY-MM-DD`, a Jakarta day. */
  assessed_on: string
  assessor: string
}

export interface ProfileAccountTables {
  employee_skills: EmployeeSkillTable
  profile_visibility: ProfileVisibilityTable
  profile_documents: ProfileDocumentTable
  competencies: CompetencyTable
  assessment_results: AssessmentResultTable
}
